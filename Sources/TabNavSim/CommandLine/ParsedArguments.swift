/// What a command line said, checked against its ``CommandSpec``: the options given with their values, and the
/// positional argument. A command reads it into its own options type.
struct ParsedArguments: Equatable {
    /// The long names of the declared options; reading another is a programmer error.
    private let declared: Set<String>
    /// The values of each option given, by long name, in the order given; a flag's is one empty string.
    private var values: [String: [String]] = [:]
    /// Whether `-h` or `--help` was given: nothing else was checked.
    var helpRequested = false
    /// The positional argument, if given.
    var positional: String?

    init(_ command: CommandSpec) { declared = Set(command.options.map(\.name)) }

    /// Records a value of an option.
    mutating func add(_ option: String, _ value: String) { values[option, default: []].append(value) }

    /// Whether the option was given.
    func contains(_ option: String) -> Bool {
        precondition(declared.contains(option), "\(option) is not declared")
        return values[option] != nil
    }

    /// Every value given to the option, in order.
    func values(_ option: String) -> [String] {
        precondition(declared.contains(option), "\(option) is not declared")
        return values[option] ?? []
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
