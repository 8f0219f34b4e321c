import Foundation
import Testing

@testable import TabNavTestSupport

/// Messages that say how to fix what a newcomer gets wrong, through the binary.
@Suite("Messages that say how to fix it")
struct NewcomerMessagesTests {
    @Test("A UTF-16 file says it looks like UTF-16 and to save it as UTF-8, whichever byte order")
    func utf16File() throws {
        for bom: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
            let text = Array("tabs home\n".utf8).flatMap { bom[0] == 0xFF ? [$0, 0] : [0, $0] }
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("utf16-\(UUID().uuidString).trace")
            try Data(bom + text).write(to: url)
            let run = try Sim.run([url.path])
            #expect(run.status == 2)
            #expect(
                run.stderr.contains(
                    ":1:1: error: invalid UTF-8 (byte 0x\(bom[0] == 0xFF ? "FF" : "FE")): the file looks like UTF-16; save it as UTF-8"
                ))
        }
    }

    @Test("--layout with its value forgotten says the trace was read as the value")
    func layoutValueForgotten() throws {
        let run = try Sim.run(["--layout", "Examples/jianshu.trace"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "'--layout' takes seed, symmetric or stack, not 'Examples/jianshu.trace'; its value seems forgotten: "
                    + "'Examples/jianshu.trace' is the last argument, where the trace goes"))
        // A wrong value with the trace given is only a wrong value.
        let wrong = try Sim.run(["--layout", "bogus", "Examples/jianshu.trace"])
        #expect(wrong.status == 2 && !wrong.stderr.contains("forgotten"))
    }

    @Test("render --out naming a file says so and points to render's help; nothing is written")
    func renderOutIsAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("o-\(UUID().uuidString.prefix(8))")
        try Data("keep".utf8).write(to: file)
        let run = try Sim.run(["render", "Examples/jianshu.trace", "--out", file.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("'--out' takes a directory, and '\(file.path)' is a file (see 'tabnav-sim help render')"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
    }

    @Test("help explore gives the default alphabet's one description and says to build for release; a debug run says so")
    func exploreHelpAndDebugNote() throws {
        let help = try Sim.run(["help", "explore"])
        #expect(help.status == 0)
        #expect(
            help.stdout.contains(
                "back-swipe whole and in parts (start, finish,\ncancel), dismiss, rotate (on an ipad also resize compact and resize regular),\nhide-bar and show-bar"
            )
        )
        #expect(help.stdout.contains("Build with 'swift build -c release' to explore"))
        #expect(help.stdout.contains("  -h, --help"))
        let run = try Sim.run(["explore", "Examples/jianshu.trace", "--depth", "1"])
        #expect(run.status == 0)
        #if DEBUG
            #expect(
                run.stdout.contains("note: a debug build of tabnav-sim; 'swift build -c release' explores tens of times faster"))
        #else
            #expect(!run.stdout.contains("a debug build"))
        #endif
    }
}
