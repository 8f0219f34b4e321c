import Foundation
import Testing

@testable import TabNavTestSupport

/// The launch state is a state: its anomalies are reported, counted and, under `--strict`, failures; and an anomaly
/// that the `expect` lines after a state assert is acknowledged, so that a regression trace of a known bug passes
/// `--strict` (Docs/TraceFormat.md, 6.3).
@Suite("Anomalies at launch, and acknowledged anomalies")
struct LaunchAnomalyTests {
    /// iOS 26 with a custom bar on the system bar: UIKit's buttons are there from launch (V8.1), so the overlap too.
    static let header = "tabs home discover me\nprofile ios26\ncustom-bar on-system-bar\n"

    static func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("An overlap at launch is in the summary, fails --strict at line 1, and is counted in JSON")
    func launchAnomalyCounts() throws {
        let path = try Sim.tempTrace(Self.header, name: "launch")
        let plain = try Sim.run([path])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("the app showed an anomaly at launch (the ANOMALIES column)"))
        #expect(!plain.stdout.contains("no anomalies"))
        let strict = try Sim.run(["--strict", path])
        #expect(strict.status == 1)
        #expect(
            strict.stdout.contains(
                "launch.trace:1:1: error: anomaly 'overlap' at launch (an 'expect overlap=yes' line before the first step acknowledges a known bug)"
            ))
        #expect(strict.stdout.hasSuffix("0 passed, 1 failed (1 anomaly)\n"))
        let json = try Self.objects(try Sim.run(["--json", "--strict", path]).stdout)
        let anomaly = try #require(json.first { $0["type"] as? String == "anomaly" })
        #expect(anomaly["step"] as? String == "(launch)" && anomaly["line"] as? Int == 1)
        let summary = try #require(json.last)
        #expect(summary["launchAnomaly"] as? Bool == true && summary["anomalyFailures"] as? Int == 1)
        #expect(summary["exitCode"] as? Int == 1)
    }

    @Test("A trace without an anomaly at launch says so, and --strict passes it")
    func cleanLaunch() throws {
        let path = try Sim.tempTrace("tabs home me\npush a\n", name: "clean")
        let run = try Sim.run(["--strict", path])
        #expect(run.status == 0 && run.stdout.contains("; no anomalies;"))
        let summary = try #require(try Self.objects(try Sim.run(["--json", path]).stdout).last)
        #expect(summary["launchAnomaly"] as? Bool == false)
    }

    @Test("expect overlap=yes before the first step and anomalies=overlap after a step acknowledge both: --strict exits 0")
    func acknowledged() throws {
        let path = try Sim.tempTrace(
            Self.header + "expect overlap=yes\npush article\nexpect depth=2\nexpect anomalies=overlap\n", name: "known-bug")
        let run = try Sim.run(["--strict", path])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("error:"))
        #expect(run.stdout.contains("2 of them acknowledged by expect lines"))
        let summary = try #require(try Self.objects(try Sim.run(["--json", "--strict", path]).stdout).last)
        #expect(summary["acknowledgedAnomalies"] as? Int == 2 && summary["anomalyFailures"] as? Int == 0)
    }

    @Test("A failing expect acknowledges nothing; an expect after a later step does not reach back to an earlier state")
    func notAcknowledged() throws {
        // The launch state: 'anomalies=overlap,bar-missing' fails, so the overlap stays unacknowledged.
        // After 'push a': no expect line before 'push b', so unacknowledged; after 'push b': acknowledged.
        let path = try Sim.tempTrace(
            Self.header + "expect anomalies=overlap,bar-missing\npush a\npush b\nexpect overlap=yes\n", name: "partly")
        let run = try Sim.run(["--strict", path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("partly.trace:1:1: error: anomaly 'overlap' at launch"))
        #expect(run.stdout.contains("partly.trace:5:1: error: anomaly 'overlap' after 'push a'"))
        #expect(!run.stdout.contains("partly.trace:6:1: error: anomaly"))
        #expect(run.stdout.hasSuffix("1 passed, 3 failed (1 expectation, 2 anomalies)\n"))
    }

    @Test("--matrix counts the launch state: a header-only trace's own row shows the overlap at launch, and --strict fails")
    func matrixCountsLaunch() throws {
        let path = try Sim.tempTrace(Self.header, name: "launch-matrix")
        let run = try Sim.run(["--matrix", "--strict", path])
        #expect(run.status == 1)
        let own = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("> ") })
        #expect(own.contains("at launch"))
        #expect(!run.stdout.contains("216 of 216 combinations show no anomaly"))
        let json = try Self.objects(try Sim.run(["--matrix", "--json", path]).stdout)
        let row = try #require(json.first { $0["own"] as? Bool == true })
        let finding = try #require((row["anomalies"] as? [[String: Any]])?.first)
        #expect(finding["atLaunch"] as? Bool == true && finding["steps"] as? Int == 0 && finding["firstLine"] is NSNull)
    }

    @Test("explore says an anomaly of the launch state is present at launch, and its trace is the header alone")
    func exploreSaysAtLaunch() throws {
        let path = try Sim.tempTrace(Self.header, name: "launch-explore")
        let run = try Sim.run(["explore", path, "--depth", "1"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("anomaly overlap                        present at launch (0 steps)"))
        #expect(run.stdout.contains("# 0 steps: the launch state shows it.\nexpect anomalies=overlap"))
        // A search of a few states gives its store in kB, not a per-state figure of the tables' first room.
        #expect(run.stdout.contains(" kB in the store for ") && !run.stdout.contains("bytes/state"))
    }
}
