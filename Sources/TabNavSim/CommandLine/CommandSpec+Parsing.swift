import TabNavTrace

extension CommandSpec {
    /// Reads the arguments after the command's name against the declaration.
    ///
    /// `--name VALUE` and `--name=VALUE` are the same; `-` and words not starting with `-` are the positional
    /// argument, as is every argument after `--`. Once `-h` or `--help` is read, the rest is not. An option may be
    /// given once unless it is repeatable; an option that takes no other argument (`--version`) takes none. Then
    /// the conflicts, in the order declared, the required options and the positional argument are checked.
    /// - Throws: ``SimError/usage(_:help:)`` pointing to the command's help, with a one-line message.
    /// - Complexity: O(*n* × *k*) for *n* arguments and *k* declared options.
    func parse(_ arguments: some Collection<String>) throws(SimError) -> ParsedArguments {
        var parsed = ParsedArguments(self)
        var rest = ArraySlice(arguments)
        var wordsOnly = false
        var alone: OptionSpec?
        var wordsValue: (option: OptionSpec, text: String)?
        while let argument = rest.popFirst() {
            if wordsOnly || argument == "-" || !argument.hasPrefix("-") {
                if let (option, text) = wordsValue, argument.contains("=") {
                    // `--goal tab=me bar=hidden`: the shell split a value of several words.
                    throw usage(
                        "\(argument.quotedForMessage()) looks like one more pair of '\(option.name) \(text.escapedForMessage)': "
                            + "quote a value of several words, \(option.name) '\(text.escapedForMessage) \(argument.escapedForMessage)'"
                    )
                }
                try take(positional: argument, into: &parsed)
                wordsValue = nil
                continue
            }
            if argument == "--" {
                wordsOnly = true
                continue
            }
            let word = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let typed = String(word[0])
            let inline = word.count == 2 ? String(word[1]) : nil
            guard let option = option(spelled: typed) else { throw unknownOption(typed) }
            if option.value == .none, inline != nil { throw usage("option '\(option.name)' takes no value") }
            if option.role == .help {
                parsed.helpRequested = true
                return parsed
            }
            if option.role == .alone { alone = option }
            if !option.repeatable && parsed.contains(option.name) { throw usage("option '\(option.name)' is given twice") }
            guard option.value != .none else {
                parsed.add(option.name, "")
                continue
            }
            guard let text = inline ?? rest.popFirst() else { throw usage("'\(option.name)' needs a value") }
            if let refusal = option.value.refusal(of: text) {
                // `--layout FILE`: the value forgotten, the command's file read as the value.
                var forgotten = ""
                if inline == nil, rest.isEmpty, parsed.positional == nil, let positional, positional.required {
                    forgotten =
                        "; its value seems forgotten: \(text.quotedForMessage()) is the last argument, where the "
                        + "\(positional.noun) goes"
                }
                throw usage(
                    "\(qualified(option.name)) takes \(refusal.takes), not \(text.quotedForMessage())"
                        + (refusal.meant.map { "; did you mean '\($0)'?" } ?? "") + forgotten)
            }
            parsed.add(option.name, text)
            if option.value.takesWords { wordsValue = (option, text) }
        }
        if let alone {
            guard arguments.count == 1 else { throw usage("'\(alone.name)' takes no other argument") }
            return parsed
        }
        try checkTogether(parsed)
        return parsed
    }

    /// Refuses what the whole command line lacks or contradicts: conflicts, required options, the positional.
    private func checkTogether(_ parsed: ParsedArguments) throws(SimError) {
        for option in options where parsed.contains(option.name) {
            for conflict in option.conflicts where parsed.contains(conflict.option) {
                throw usage("'\(option.name)' and '\(conflict.option)' cannot be combined: \(conflict.reason)")
            }
        }
        for option in options where option.required && !parsed.contains(option.name) {
            throw usage("\(name.map { "'\($0)'" } ?? "tabnav-sim") needs '\(option.synopsis)'")
        }
        guard let positional, parsed.positional == nil else { return }
        if let needing = options.first(where: { $0.needsPositional && parsed.contains($0.name) }) {
            throw usage("'\(needing.name)' needs \(article(positional.noun)) \(positional.noun)")
        }
        if positional.required {
            throw usage(
                name.map { "'\($0)' needs \(article(positional.noun)) \(positional.noun)" } ?? "no \(positional.noun) given")
        }
    }

    /// Records the positional argument, refusing a second one and a word not among its values.
    private func take(positional word: String, into parsed: inout ParsedArguments) throws(SimError) {
        guard let positional else {
            throw usage("unexpected argument '\(word.escapedForMessage)'" + (name.map { " for '\($0)'" } ?? ""))
        }
        if let first = parsed.positional {
            throw usage(
                "more than one \(positional.noun) given ('\(first.escapedForMessage)' and '\(word.escapedForMessage)')")
        }
        if let values = positional.values, !values.contains(word) {
            throw usage(Self.unknown(positional.noun, word, among: values))
        }
        parsed.positional = word
    }

    /// `unknown option '--quite'; did you mean '--quiet'?`, with `for 'explore'` in a subcommand.
    private func unknownOption(_ typed: String) -> SimError {
        let meant = Suggestion.closest(to: typed, among: options.flatMap(\.spellings))
        return usage(
            "unknown option \(typed.quotedForMessage())" + (name.map { " for '\($0)'" } ?? "")
                + (meant.map { "; did you mean '\($0)'?" } ?? ""))
    }

    /// `no subcommand 'rendr'; did you mean 'render'?`, or the list of the words when none is near.
    static func unknown(_ noun: String, _ word: String, among known: [String]) -> String {
        let start = "no \(noun) '\(word.escapedForMessage)'"
        if let meant = Suggestion.closest(to: word, among: known) { return start + "; did you mean '\(meant)'?" }
        return start + "; the \(noun)s are " + Prose.list(known, conjunction: "and")
    }

    private func article(_ noun: String) -> String { noun.first.map { "aeiou".contains($0) } == true ? "an" : "a" }
}
