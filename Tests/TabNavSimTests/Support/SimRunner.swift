import Foundation
import Testing

/// Runs the built `tabnav-sim` binary, as a user would, and captures what it prints.
struct SimRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum Sim {
    /// The package root, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `tabnav-sim` next to the test bundle in the build folder.
    static var binary: URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("tabnav-sim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/tabnav-sim")
    }

    /// Runs the binary with `arguments` in the package root, feeding `input` to standard input, or opening the
    /// file at `standardInput` as standard input.
    static func run(_ arguments: [String], input: Data? = nil, standardInput: String? = nil) throws -> SimRun {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        let out = Pipe()
        let err = Pipe()
        let inp = Pipe()
        process.standardOutput = out
        process.standardError = err
        let file = standardInput.flatMap { FileHandle(forReadingAtPath: $0) }
        process.standardInput = file ?? inp
        try process.run()
        try file?.close()
        if let input { inp.fileHandleForWriting.write(input) }
        try inp.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return SimRun(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Writes `text` to a fresh temporary trace file and returns its path.
    static func tempTrace(_ text: String, name: String = "trace") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabnav-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("\(name).trace")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Compares `actual` with the golden file `Snapshots/NAME`; with `TABNAV_RECORD_SNAPSHOTS=1` rewrites it instead.
    static func expectSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = root.appendingPathComponent("Tests/TabNavSimTests/Snapshots/\(name)")
        if ProcessInfo.processInfo.environment["TABNAV_RECORD_SNAPSHOTS"] == "1" {
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "no golden file \(name); record it with TABNAV_RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        #expect(
            actual == golden,
            "output differs from Snapshots/\(name); if the change is intended, re-record with TABNAV_RECORD_SNAPSHOTS=1 swift test --filter Simulator",
            sourceLocation: sourceLocation)
    }
}

extension Sim {
    /// Runs `script` with `/bin/sh -c`, the binary's path in `$SIM`, in the package root: for redirections and limits.
    static func shell(_ script: String) throws -> SimRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["SIM"] = binary.path
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return SimRun(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}
