/// Reads a subcommand's arguments: `--name VALUE` or `--name=VALUE`, each option at most once.
struct OptionScanner {
    private var rest: ArraySlice<String>
    private var seen: [String] = []
    /// The help that usage errors point to, such as `tabnav-sim help generate`.
    let help: String

    /// Options that may be given more than once (`explore --goal`).
    let repeatable: Set<String>

    init(_ arguments: some Collection<String>, help: String, repeatable: Set<String> = []) {
        rest = ArraySlice(arguments)
        self.help = help
        self.repeatable = repeatable
    }

    /// The next argument: an option's name (without its `=VALUE`, which ``value(for:)`` returns) or a plain word.
    /// - Throws: ``SimError/usage(_:help:)`` for an option given twice.
    mutating func next() throws(SimError) -> String? {
        guard let argument = rest.popFirst() else { return nil }
        guard argument.hasPrefix("--"), argument.count > 2 else { return argument }
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard repeatable.contains(name) || !seen.contains(name) else {
            throw usage("option '\(name.escapedForMessage)' is given twice")
        }
        seen.append(name)
        if parts.count == 2 { pending = String(parts[1]) }
        return name
    }

    private var pending: String?
    private var wordsOnly = false

    /// An argument as ``nextArgument()`` reads it.
    enum Argument: Equatable {
        /// An option's name, such as `--out` (without its `=VALUE`) or `-h`.
        case option(String)
        /// A plain word, such as a FILE: `-`, anything not starting with `-`, and every argument after `--`.
        case word(String)
    }

    /// The next argument, telling options from words; `--` is consumed and makes every later argument a word.
    /// - Throws: ``SimError/usage(_:help:)`` for an option given twice.
    mutating func nextArgument() throws(SimError) -> Argument? {
        guard let argument = rest.first else { return nil }
        if wordsOnly || argument == "-" || !argument.hasPrefix("-") {
            rest.removeFirst()
            return .word(argument)
        }
        if argument == "--" {
            rest.removeFirst()
            wordsOnly = true
            return try nextArgument()
        }
        if !argument.hasPrefix("--") {
            rest.removeFirst()
            guard !seen.contains(argument) else { throw usage("option '\(argument.escapedForMessage)' is given twice") }
            seen.append(argument)
            return .option(argument)
        }
        return try next().map(Argument.option)
    }

    /// The value of the option just read: after `=`, or the next argument.
    /// - Throws: ``SimError/usage(_:help:)`` when there is none.
    mutating func value(for name: String) throws(SimError) -> String {
        if let value = pending {
            pending = nil
            return value
        }
        guard let value = rest.popFirst() else { throw usage("'\(name)' needs a value") }
        return value
    }

    /// Refuses a `=VALUE` given to an option that takes none.
    mutating func noValue(for name: String) throws(SimError) {
        if pending != nil { throw usage("option '\(name)' takes no value") }
    }

    /// A usage error pointing to this subcommand's help.
    func usage(_ message: String) -> SimError { .usage(message, help: help) }
}
