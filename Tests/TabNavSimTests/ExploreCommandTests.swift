import Foundation
import Testing

@testable import TabNavTestSupport

@Suite("Simulator: explore")
struct ExploreCommandTests {
    @Test("explore --out writes each shortest trace, and tabnav-sim replays every one with exit 0")
    func outTracesReplay() throws {
        let path = try Sim.tempTrace(ExploreModels.jianshu)
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("found").path
        let run = try Sim.run([
            "explore", path, "--depth", "3", "--out", dir, "--goal", "tab=discover depth=3", "--goal", "outcome=rejected",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("anomaly overlap                        reachable in 3 steps"))
        #expect(
            run.stdout.contains(
                "anomaly bar-missing                    not reachable within depth 3 (a proof for this model and bound)"))
        #expect(run.stdout.contains("complete: every state within the bound was explored"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files == ["anomaly-overlap.trace", "goal-1.trace", "goal-2.trace"])
        for file in files {
            let replay = try Sim.run(["--quiet", "\(dir)/\(file)"])
            #expect(replay.status == 0, "\(file): \(replay.stdout) \(replay.stderr)")
            #expect(replay.stdout.contains("1 passed, 0 failed"), "\(file)")
        }
    }

    @Test("explore --max-states says the search is incomplete and gives no proof")
    func incomplete() throws {
        let path = try Sim.tempTrace(ExploreModels.jianshu)
        let run = try Sim.run(["explore", path, "--depth", "3", "--max-states", "20"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("INCOMPLETE: stopped at --max-states 20; every state within"))
        #expect(run.stdout.contains("not found in the 20 states explored (no proof: the search is incomplete)"))
        #expect(!run.stdout.contains("a proof for this model"))
    }

    @Test("explore --json prints one object a property and a summary")
    func json() throws {
        let path = try Sim.tempTrace(ExploreModels.anchor)
        let run = try Sim.run(["explore", path, "--depth", "2", "--json"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        // format 2 adds an anomaly (center-misplaced) and three invariants, format 3 an anomaly (custom-bar-lost)
        #expect(lines.count == 18)
        // The anchor's s1, s2, s3 are twins: 64 orbits, each stack renamed on its own, stand for the 1,024 states
        // (ExploreSymmetryTests).
        #expect(lines.last?.contains(#""states":64"#) == true)
        #expect(lines.last?.contains(#""symmetry":"stacks""#) == true)
        #expect(lines.last?.contains(#""statesWithoutSymmetry":1024"#) == true)
        #expect(lines.last?.contains(#""twins":[["s1","s2","s3"]]"#) == true)
        #expect(lines.first?.contains(#""reachable":false"#) == true)
    }

    @Test("explore --matrix tabulates every profile x custom bar x fix that matters")
    func matrix() throws {
        let path = try Sim.tempTrace(ExploreModels.jianshu)
        let run = try Sim.run(["explore", path, "--depth", "3", "--matrix"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst(2)
        #expect(rows.count == 24) // four profiles (format 2 adds ios26)
        // The legacy profile re-adds the buttons on a multi-level pop; the completion fix removes them again.
        #expect(rows.contains { $0.hasPrefix("legacy    on-system-bar  none") && $0.contains(" 3 ") })
        #expect(rows.contains { $0.hasPrefix("legacy    on-system-bar  completion  -") })
    }

    @Test("explore --matrix sets both badge targets apart where a badge step can put UIKit's buttons back")
    func matrixBadgeTarget() throws {
        let path = try Sim.tempTrace(
            "tabs a b\ncustom-bar on-system-bar\nbadge b 150\nbadge b dot\ntap a\ntap b\npush p\npush q\npop-to-root\n")
        let run = try Sim.run(["explore", path, "--depth", "3", "--matrix"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst(2)
        // 6 rows a profile, 3 on-system-bar rows doubled outside ios26: 4 x 6 + 3 x 3.
        #expect(rows.count == 33)
        // Under legacy and the completion fix only a badge set on the item brings the overlap (V8.2).
        #expect(rows.contains { $0.hasPrefix("legacy    on-system-bar  completion  custom   -") })
        #expect(rows.contains { $0.hasPrefix("legacy    on-system-bar  completion  item     1 ") })
    }

    @Test(
        "A model with format 2 steps is explored, and its shortest traces replay",
        arguments: ["hide-bar", "sheet-swipe start", "present x style=locked-sheet", "present x style=over-full-screen"])
    func format2Explored(_ line: String) throws {
        let path = try Sim.tempTrace("tabs a b\npush s\n\(line)\nsheet-swipe cancel\nshow-bar\ndismiss\n")
        let run = try Sim.run(["explore", path, "--depth", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("complete: every state within the bound was explored"), "\(run.stdout)")
    }

    @Test("A faulty trace is reported as FILE:LINE:COLUMN: error and exits 2; so does a bad goal")
    func errors() throws {
        let path = try Sim.tempTrace("tabs a b\npush\n")
        let run = try Sim.run(["explore", path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(path):2:1: error:"))
        let good = try Sim.tempTrace(ExploreModels.anchor)
        let goal = try Sim.run(["explore", good, "--goal", "colour=red"])
        #expect(goal.status == 2)
        #expect(goal.stderr.contains("--goal 'colour=red': column 1:"))
        let depth = try Sim.run(["explore", good, "--depth", "9"])
        #expect(depth.status == 2)
    }

    @Test("explore --chart-coverage lists the chart's transitions never taken, and every explored step is explained")
    func chartCoverage() throws {
        let path = try Sim.tempTrace(ExploreModels.jianshu)
        let run = try Sim.run(["explore", path, "--depth", "3", "--chart-coverage"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("statechart transitions taken: "))
        // No step of the alphabet starts a back-swipe, so its transition is never taken.
        #expect(run.stdout.contains("  never taken: swipe: idle --"))
        #expect(run.stdout.contains("steps the statechart does not explain: 0"))
    }
}
