import Foundation
import TabNavExplore
import TabNavTrace

/// `tabnav-explore-mpi`: the explorer's breadth-first search spread over MPI ranks (Docs/Exploring.md, "At scale").
/// Every rank reads the file and checks the arguments alike, so a bad input stops every rank the same way (exit 2);
/// rank 0 alone prints. Exit 1 when an invariant can be broken within the bound, as `tabnav-sim explore`.

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

guard let world = Communicator.start() else {
    printError("tabnav-explore-mpi: MPI did not start")
    exit(3)
}

func fail(_ message: String) -> Never {
    if world.rank == 0 { printError(message) }
    world.finish()
    exit(2)
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if world.rank == 0 { print(Options.usage) }
    if !error.message.isEmpty { fail("tabnav-explore-mpi: " + error.message) }
    world.finish()
    exit(0)
}

guard let data = FileManager.default.contents(atPath: options.path) else {
    fail("tabnav-explore-mpi: \(options.path): cannot read the file")
}
let model: ExploreModel
switch ExploreModel.parse(String(decoding: data, as: UTF8.self), depth: options.depth) {
case .success(let parsed): model = parsed
case .failure(let errors):
    fail(
        errors.errors.map { "\(options.path):\($0.position.line):\($0.position.column): error: \($0.message)" }
            .joined(separator: "\n"))
}
var goals: [ExploreGoal] = []
for text in options.goals {
    switch ExploreGoal.parse(text, header: model.header) {
    case .success(let goal): goals.append(goal)
    case .failure(let error): fail("tabnav-explore-mpi: --goal '\(text)': column \(error.position.column): \(error.message)")
    }
}
let space: PackedSpace
do { space = try PackedSpace(model: model, goals: goals, symmetry: options.symmetry) } catch {
    fail("tabnav-explore-mpi: \(error)")
}

let result: DistributedSearch.Result
do {
    result = try DistributedSearch(space: space, world: world, maxStates: options.maxStates, maxLevels: options.maxLevels)
        .run()
} catch {
    world.abort("\(error)")
}
if world.rank == 0 {
    let report = Report(name: options.path, space: space, result: result, ranks: world.size)
    print(report.lines.joined(separator: "\n"))
    if let dir = options.out {
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            for bit in space.propertyNames.indices {
                guard let text = report.trace(bit) else { continue }
                let stem =
                    report.label(bit).hasPrefix("goal")
                    ? "goal-\(bit - space.propertyNames.count + goals.count + 1)"
                    : space.propertyNames[bit].replacingOccurrences(of: " ", with: "-")
                try text.write(toFile: "\(dir)/\(stem).trace", atomically: true, encoding: .utf8)
            }
        } catch {
            printError("tabnav-explore-mpi: --out \(dir): \(error.localizedDescription)")
        }
    }
}
world.finish()
let broken = space.propertyNames.indices.contains { space.propertyNames[$0].hasPrefix("invariant") && result.shortest[$0] != nil }
exit(broken ? 1 : 0)
