import Foundation
import Testing

@testable import TabNavTestSupport

@Suite("Simulator: explore --symmetry, --fingerprints, --memory")
struct ExploreScaleCommandTests {
    @Test("explore folds the anchor's twins stack by stack by default; screens renames them alike; off keeps 1,024 states")
    func symmetry() throws {
        let path = try Sim.tempTrace(ExploreModels.anchor)
        let reduced = try Sim.run(["explore", path, "--depth", "2"])
        #expect(reduced.status == 0, "\(reduced.stderr)")
        #expect(reduced.stdout.contains("\n  states 64, "))
        #expect(
            reduced.stdout.contains(
                "symmetry: twins s1, s2, s3, renamed in each stack on its own; the 64 states stand for 1024"))
        let alike = try Sim.run(["explore", path, "--depth", "2", "--symmetry", "screens"])
        #expect(alike.status == 0, "\(alike.stderr)")
        #expect(alike.stdout.contains("\n  states 204, "))
        #expect(
            alike.stdout.contains("symmetry: twins s1, s2, s3, renamed alike in the whole state; the 204 states stand for 1024"))
        let refused = try Sim.run(["explore", path, "--depth", "2", "--symmetry", "on"])
        #expect(refused.status == 2)
        let plain = try Sim.run(["explore", path, "--depth", "2", "--symmetry", "off"])
        #expect(plain.stdout.contains("\n  states 1024, "))
        #expect(!plain.stdout.contains("symmetry:"))
    }

    @Test("The shortest traces of a reduced search replay with exit 0")
    func reducedTracesReplay() throws {
        let path = try Sim.tempTrace(ExploreModels.anchor)
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("found").path
        let run = try Sim.run(["explore", path, "--depth", "3", "--out", dir, "--goal", "tab=b depth=3", "--goal", "depth=2"])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files == ["goal-1.trace", "goal-2.trace"])
        for file in files {
            let replay = try Sim.run(["--quiet", "\(dir)/\(file)"])
            #expect(replay.status == 0, "\(file): \(replay.stdout) \(replay.stderr)")
        }
    }

    @Test("--fingerprints gives the exact store's figures and the chance of a miss; --memory switches to them")
    func compactStore() throws {
        let path = try Sim.tempTrace(ExploreModels.anchor)
        let compact = try Sim.run(["explore", path, "--depth", "2", "--fingerprints", "--symmetry", "off"])
        #expect(compact.status == 0, "\(compact.stderr)")
        #expect(compact.stdout.contains("\n  states 1024, transitions 5888, "))
        #expect(compact.stdout.contains("store: 63-bit fingerprints, not the states; the chance that two states shared"))
        #expect(compact.stdout.contains("at most n(n-1)/2^64 = 5.7e-14 for n = 1024"))
        let bounded = try Sim.run(["explore", path, "--depth", "2", "--memory", "1M", "--symmetry", "off"])
        #expect(bounded.stdout.contains("\n  states 1024, transitions 5888, "))
        #expect(bounded.stdout.contains("memory: the store switched to fingerprints after level 0"))
        #expect(bounded.stdout.contains("complete: every state within the bound was explored"))
    }

    @Test("A search cut by --max-states or --memory says, as an estimate, what would finish it")
    func estimate() throws {
        let path = try Sim.tempTrace(ExploreModels.anchor)
        // Renamed alike, the anchor at depth 3 has 19,204 orbits (stack by stack, 1,024: too few to cut).
        let cut = try Sim.run(["explore", path, "--depth", "3", "--max-states", "10000", "--symmetry", "screens"])
        #expect(cut.stdout.contains("INCOMPLETE: stopped at --max-states 10000"))
        #expect(cut.stdout.contains("\n  estimate (from the growth of the levels found, not measured): the next level, about "))
        #expect(cut.stdout.contains("more levels at about "))
        #expect(cut.stdout.contains(": try --max-states "))
        let bounded = try Sim.run(["explore", path, "--depth", "3", "--memory", "1M", "--symmetry", "screens"])
        #expect(bounded.stdout.contains("INCOMPLETE: stopped by --memory"))
        #expect(
            bounded.stdout.contains("\n  estimate (from the growth of the levels found, not measured): the levels still grow"))
        // A complete search (a smaller one: ExploreProjectionTests checks the whole one at depth 3 in the library).
        let whole = try Sim.run(["explore", path, "--depth", "2"])
        #expect(whole.stdout.contains("\n  states 64, "))
        #expect(!whole.stdout.contains("estimate"))
    }

    @Test("--memory takes bytes with K, M or G and refuses anything else", arguments: ["12X", "0", "-1G", "100K", "G"])
    func memoryRefused(_ value: String) throws {
        let path = try Sim.tempTrace(ExploreModels.anchor)
        let run = try Sim.run(["explore", path, "--depth", "1", "--memory", value])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--memory"))
    }
}
