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
        return o
    }

    /// The text of `explore --help`.
    static var help: String { command.helpText() }
}
