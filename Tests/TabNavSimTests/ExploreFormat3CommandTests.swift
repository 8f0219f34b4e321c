import Foundation
import Testing

@testable import TabNavTestSupport

/// `tabnav-sim explore` on the devices of trace format 3: the findings across a rotation or a resize come with traces
/// that the binary replays with exit 0.
@Suite("Simulator: explore on a large iPhone and an iPad")
struct ExploreFormat3CommandTests {
    /// Explores `text` with `arguments`, writes the shortest traces, and replays each one.
    /// - Returns: The report, and the names of the traces written.
    static func exploreAndReplay(
        _ text: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (report: String, files: [String]) {
        let path = try Sim.tempTrace(text)
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("found-f3").path
        let run = try Sim.run(["explore", path, "--out", dir] + arguments)
        #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        for file in files {
            let replay = try Sim.run(["--quiet", "\(dir)/\(file)"])
            #expect(replay.status == 0, "\(file): \(replay.stdout) \(replay.stderr)", sourceLocation: sourceLocation)
            #expect(replay.stdout.contains("1 passed, 0 failed"), "\(file)", sourceLocation: sourceLocation)
        }
        return (run.stdout, files)
    }

    @Test("An iPad under ios26 loses its custom bar at launch and shows the overlap after a resize; both traces replay")
    func ipadOverlapAcrossResize() throws {
        let (report, files) = try Self.exploreAndReplay(
            "tabs a b c d e f\ndevice ipad\nprofile ios26\ncustom-bar on-system-bar\n",
            ["--depth", "2", "--goal", "width=compact more=list"])
        #expect(report.contains("anomaly custom-bar-lost                present at launch (0 steps)"))
        #expect(report.contains("anomaly overlap                        reachable in 1 step"))
        // More exists in compact width only: its list is two steps away, a resize then a tap on More.
        #expect(report.contains("goal 'width=compact more=list'         reachable in 2 steps"))
        #expect(files == ["anomaly-custom-bar-lost.trace", "anomaly-overlap.trace", "goal-1.trace"])
        #expect(report.contains("resize compact\nexpect anomalies=overlap"))
    }

    @Test("A large iPhone's rotation moves an overflow tab onto the bar: found, and the trace replays")
    func iphoneMaxRotation() throws {
        let (report, files) = try Self.exploreAndReplay(
            ExploreModels.iphoneMaxMore, ["--depth", "2", "--goal", "orientation=landscape tab=g more=none"])
        #expect(report.contains("goal 'orientation=landscape tab=g more=none'  reachable in 2 steps"), "\(report)")
        #expect(report.contains("rotate\nselect g\nexpect orientation=landscape tab=g more=none"))
        #expect(files.contains("goal-1.trace"))
    }
}
