/// What a command line said, checked against its ``CommandSpec``: the options given with their values, and the
/// positional argument. A command reads it into its own options type.
struct ParsedArguments: Equatable {
    /// The long names of the declared options, in the order declared; reading another is a programmer error.
    private let declared: [String]
    /// The values given to each declared option, in the order given; a flag's is one empty string.
    private var values: [[String]]
    /// Whether `-h` or `--help` was given: nothing else was checked.
    var helpRequested = false
    /// The positional argument, if given.
    var positional: String?

    // Arrays rather than a dictionary: a command has a few options, and a dictionary's first use costs more than
    // a whole parse.
    init(_ command: CommandSpec) {
        declared = command.options.map(\.name)
        values = Array(repeating: [], count: declared.count)
    }

    /// Records a value of a declared option.
    mutating func add(_ option: String, _ value: String) { values[index(of: option)].append(value) }

    /// Whether the option was given.
    func contains(_ option: String) -> Bool { !values[index(of: option)].isEmpty }

    /// Every value given to the option, in order.
    func values(_ option: String) -> [String] { values[index(of: option)] }

    private func index(of option: String) -> Int {
        guard let index = declared.firstIndex(of: option) else { preconditionFailure("\(option) is not declared") }
        return index
    }

    /// The option's value, if it was given.
    func value(_ option: String) -> String? { values(option).last }

    /// The value of an option declared as an integer, if given. The parser checked it against the range.
    func integer(_ option: String) -> Int? { value(option).flatMap(OptionSpec.Value.integer).map { Int(clamping: $0) } }

    /// The value of an option declared as an integer that may not fit `Int`, if given.
    func unsigned(_ option: String) -> UInt64? { value(option).flatMap(OptionSpec.Value.integer) }

    /// The value of an option declared as a choice of `T`'s raw values, if given.
    func choice<T: RawRepresentable<String>>(_ option: String, as type: T.Type = T.self) -> T? {
        value(option).flatMap(T.init(rawValue:))
    }
}
