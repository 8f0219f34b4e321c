extension CommandSpec {
    /// The command's usage lines, unwrapped: one for the command with its plain options, then one for each option
    /// that starts a form of its own (`tabnav-sim --matrix FILE [--json] …`), with the options it combines with.
    var usages: [[String]] {
        [usage(form: nil)] + options.filter { $0.role == .form }.map { usage(form: $0) }
    }

    private func usage(form: OptionSpec?) -> [String] {
        var words = [invocation]
        if let form { words.append(form.synopsis) }
        if let positional {
            let needed = positional.required || form?.needsPositional == true
            words.append(needed ? positional.placeholder : "[\(positional.placeholder)]")
        }
        let shown = options.filter { option in option.role == .plain && (form.map { option.combines(with: $0) } ?? true) }
        words += shown.filter(\.required).map(\.synopsis)
        words += shown.filter { !$0.required }.map { "[\($0.synopsis)]" }
        return words
    }

    /// The usage lines filled to the help's width, the first after `USAGE: `, every line indented as the first.
    static func usageLines(_ usages: [[String]]) -> [String] {
        usages.enumerated().flatMap { index, words in
            let head = (index == 0 ? "USAGE: " : "       ") + words[0]
            let indent = String(repeating: " ", count: 7 + words[0].count + 1)
            return Prose.fill([head] + words.dropFirst(), indent: indent)
        }
    }

    /// The `OPTIONS:` section: each option's names, then its help and what the declaration says of its value.
    var optionLines: [String] {
        let lefts = options.map { ($0.short.map { "\($0), " } ?? "") + $0.synopsis }
        let column = 2 + min(20, lefts.map(\.count).filter { $0 <= 20 }.max() ?? 0) + 2
        let indent = String(repeating: " ", count: column)
        var lines = ["OPTIONS:"]
        for (option, left) in zip(options, lefts) {
            let head = "  " + left
            if head.count + 2 > column {
                lines.append(head)
                lines += Prose.fill(option.helpLine, first: indent, indent: indent)
            } else {
                lines += Prose.fill(option.helpLine, first: head.padding(toLength: column), indent: indent)
            }
        }
        return lines
    }

    /// What the declaration says of all the options together: once each, `=`, `--`, and what is refused together.
    var rulesParagraph: String {
        let repeatable = options.filter(\.repeatable).map(\.name)
        var rules = [
            "An option may be given once"
                + (repeatable.isEmpty ? "" : " (\(Prose.list(repeatable, conjunction: "and")) any number of times)")
        ]
        if let example = options.first(where: { $0.value.placeholder != nil }), let placeholder = example.value.placeholder {
            rules.append("'\(example.name)=\(placeholder)' is the same as '\(example.name) \(placeholder)'")
        }
        if let positional { rules.append("write '--' before a \(positional.placeholder) that starts with '-'") }
        var text = rules.joined(separator: "; ") + "."
        let refused = options.filter { !$0.conflicts.isEmpty }.map {
            "\($0.name) with \(Prose.list($0.conflicts.map(\.option)))"
        }
        if !refused.isEmpty {
            text +=
                " Options combine unless they contradict each other (" + refused.joined(separator: "; ")
                + "): those are refused."
        }
        return text
    }

    /// The text of `--help`: the usage lines, the discussion, the options and what holds for them, then the
    /// sections; for the tool, `subcommands` adds their usage lines and a list of them.
    func helpText(subcommands: [CommandSpec] = []) -> String {
        var lines = Self.usageLines(usages + subcommands.flatMap(\.usages))
        lines += ["", discussion, ""] + optionLines + [""] + Prose.fill(rulesParagraph)
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            for command in subcommands {
                let head = "  " + (command.name ?? "")
                lines += Prose.fill(command.summary, first: head.padding(toLength: 16), indent: String(repeating: " ", count: 16))
            }
            lines += [
                "  'tabnav-sim help SUBCOMMAND' prints a subcommand's help. To replay a file named like a",
                "  subcommand, write './generate'.",
            ]
        }
        for section in sections {
            lines += [""] + (section.title.isEmpty ? [] : [section.title + ":"]) + [section.body]
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string followed by spaces up to `length` characters, or itself when it is that long already.
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
