import Foundation
import Testing

@testable import TabNavTestSupport

/// `tabnav-sim` on input that never ends, never breaks into lines, or is all errors: it answers, in little memory, with a
/// bounded number of lines.
///
/// No test here times the binary (speed is measured by the benchmarks, Docs/Performance.md): each run is under
/// `timeout 60`, a guard against a hang or an endless read, which would exit 124 instead of the expected 2 however
/// loaded the machine is.
@Suite("tabnav-sim bounded input", .serialized)
struct SimulatorBoundsTests {
    /// Runs the binary on `input` under a 200 MB address-space cap and a 60 s timeout (a hang exits 124).
    static func capped(_ input: String) throws -> SimRun {
        try Sim.shell("ulimit -v 200000; exec timeout 60 \"$SIM\" \(input)")
    }

    @Test("/dev/zero stops at its first NUL byte: one error, exit 2, in 200 MB")
    func devZero() throws {
        let run = try Self.capped("/dev/zero")
        #expect(run.status == 2)
        #expect(
            run.stderr == "/dev/zero:1:1: error: NUL byte (the file must be UTF-8 text)\n"
                + BadInputCatalogueTests.oneErrorStoppedAtNul(line: 1) + "\n")
    }

    @Test("/dev/urandom stops at the first line holding a NUL byte: few errors, exit 2, in 200 MB")
    func devUrandom() throws {
        let run = try Self.capped("/dev/urandom")
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count <= 22, "\(run.stderr)")
        #expect(lines.last?.contains("(reading stopped at a NUL byte on line") == true, "\(run.stderr)")
    }

    @Test("A stream of NULs on standard input is not spooled without end")
    func zeroStream() throws {
        let run = try Sim.shell("ulimit -v 200000; head -c 200000000 /dev/zero | timeout 60 \"$SIM\" -")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("<stdin>:1:1: error: NUL byte"))
    }

    @Test("A line longer than 16 MiB is an error at that line, and reading stops there")
    func overlongLine() throws {
        let path = try Sim.tempTrace("", name: "long")
        var bytes = Array("tabs home\n".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: (16 << 20) + 10)
        bytes += Array("\npush a\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let run = try Self.capped(path)
        #expect(run.status == 2)
        #expect(
            run.stderr == "\(path):2:1: error: line longer than 16777216 bytes; reading stops here\n"
                + "tabnav-sim: error: 1 error in the trace (reading stopped at the overlong line 2); nothing was replayed\n")
    }

    @Test("At most 20 errors are printed, then how many more there were, then the count of all")
    func errorLimit() throws {
        let path = try Sim.tempTrace("tabs home\n" + String(repeating: "fly\n", count: 25), name: "many")
        let run = try Sim.run([path])
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 22)
        #expect(lines[19].hasPrefix("\(path):21:1: error: unknown step 'fly'"))
        #expect(lines[20] == "and 5 more errors")
        #expect(lines[21] == "tabnav-sim: error: 25 errors in the trace; nothing was replayed")
    }

    @Test("A 20 MB file of random text (5 MB at the default size) prints 20 errors and a count")
    func randomText() throws {
        let path = try Sim.tempTrace("", name: "random")
        let random = TestSize.pick(4_000_000, large: 15_000_000)
        let made = try Sim.shell("head -c \(random) /dev/urandom | base64 -w 300 > '\(path)'")
        #expect(made.status == 0)
        let run = try Self.capped(path)
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 22)
        #expect(lines[20].hasPrefix("and ") && lines[20].hasSuffix(" more errors"))
    }
}
