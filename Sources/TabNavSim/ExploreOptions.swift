import TabNavExplore

/// The command line of `tabnav-sim explore`.
struct ExploreOptions: Equatable {
    var path: String?
    var depth = 4
    var goals: [String] = []
    var maxStates: Int?
    var out: String?
    var matrix = false
    var json = false
    var threads = 2
    var chartCoverage = false
    var symmetry = Explorer.Symmetry.stacks
    var fingerprints = false
    /// `--memory` as given; read by ``byteCount(_:)`` when the command runs.
    var memory: String?
    var help = false

    /// The help that usage errors point to.
    static var helpName: String { command.helpCommand }

    /// Parses the arguments after `explore`, as ``command`` declares them: each option at most once except
    /// `--goal`, `--depth 3` or `--depth=3`; the combinations that would ignore an option are refused.
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: some Collection<String>) throws(SimError) -> ExploreOptions {
        let given = try command.parse(arguments)
        var o = ExploreOptions()
        o.help = given.helpRequested
        o.path = given.positional
        o.depth = given.integer("--depth") ?? o.depth
        o.goals = given.values("--goal")
        o.maxStates = given.integer("--max-states")
        o.out = given.value("--out")
        o.matrix = given.contains("--matrix")
        o.json = given.contains("--json")
        o.threads = given.integer("--threads") ?? o.threads
        o.chartCoverage = given.contains("--chart-coverage")
        o.symmetry = given.value("--symmetry").flatMap(Explorer.Symmetry.init(rawValue:)) ?? o.symmetry
        o.fingerprints = given.contains("--fingerprints")
        o.memory = given.value("--memory")
        return o
    }

    /// A count of bytes as `--memory` takes it: digits, then K, M or G (powers of 1,024), at least 1 MiB in all.
    static func byteCount(_ text: String) -> Int? {
        var digits = Substring(text)
        var scale = 1
        switch digits.last.map({ Character($0.uppercased()) }) {
        case "K": scale = 1 << 10
        case "M": scale = 1 << 20
        case "G": scale = 1 << 30
        default: break
        }
        if scale > 1 { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let n = Int(digits), n > 0, n <= (1 << 50) / scale,
            n * scale >= 1 << 20
        else { return nil }
        return n * scale
    }

    /// `--memory` in bytes, `nil` when not given.
    /// - Throws: ``SimError/usage(_:help:)`` for a value ``byteCount(_:)`` does not read.
    func memoryBytes() throws(SimError) -> Int? {
        guard let text = memory else { return nil }
        guard let bytes = Self.byteCount(text) else {
            throw .usage(
                "--memory '\(text.escapedForMessage)': give at least 1M bytes, with K, M or G for 2^10, 2^20, 2^30 "
                    + "(e.g. 8G)", help: Self.helpName)
        }
        return bytes
    }

    /// The explorer these options ask for: `--max-states`, `--threads`, `--symmetry`, `--fingerprints`, and `memory`
    /// (``memoryBytes()``, read once by the caller, before the file).
    func explorer(model: ExploreModel, goals: [ExploreGoal] = [], memory: Int?) -> Explorer {
        var explorer = Explorer(model: model, goals: goals, maxStates: maxStates, threads: threads, symmetry: symmetry)
        explorer.fingerprints = fingerprints
        explorer.memory = memory
        return explorer
    }

    /// The text of `explore --help`.
    static var help: String { command.helpText() }
}
