import Testing

@testable import TabNavSim

/// `tabnav-sim`'s commands are declared once (`CommandSpec`, `OptionSpec`); these tests walk the declarations, so an
/// option or a subcommand added later is covered without a new line here.
@Suite("Command line declaration")
struct CommandLineDeclarationTests {
    typealias Samples = CommandLineSamples

    @Test(
        "Every declared option parses as '--name VALUE', as '--name=VALUE' and by its short name alike",
        arguments: Samples.everyOption)
    func parsesBothForms(_ declared: Samples.Declared) throws {
        let (command, option) = (declared.command, declared.option)
        let base = Samples.base(command, for: option)
        let parsed = try command.parse(base + Samples.arguments(option))
        #expect(parsed.values(option.name) == [Samples.sample(option) ?? ""])
        if let value = Samples.sample(option) {
            #expect(try command.parse(base + ["\(option.name)=\(value)"]) == parsed)
        } else {
            #expect(
                Samples.refusal(command, base + ["\(option.name)=x"])
                    == command.usage("option '\(option.name)' takes no value").description)
        }
        if let short = option.short {
            #expect(try command.parse(base + [short] + Samples.arguments(option).dropFirst()) == parsed)
        }
    }

    @Test(
        "Every declared option changes what its command's parse returns: none is declared and then ignored",
        arguments: Samples.everyOption)
    func everyOptionIsRead(_ declared: Samples.Declared) throws {
        let (command, option) = (declared.command, declared.option)
        let parse = try #require(Samples.typedParsers[command.name ?? ""], "no typed parser for \(command.invocation)")
        let base = Samples.base(command, for: option)
        let with = try parse(base + Samples.arguments(option))
        let without: String
        switch option.role {
        case .alone: without = try parse(["a.trace"])
        case _ where option.required: without = try parse(base + Samples.arguments(option, second: true))
        default: without = try parse(base)
        }
        #expect(with != without)
    }

    @Test("The typed parsers cover every subcommand of the table but help")
    func typedParsersCoverTheTable() {
        let names = Set(Samples.commands.compactMap { $0.name == "help" ? nil : $0.name ?? "" })
        #expect(Set(Samples.typedParsers.keys) == names)
    }

    @Test(
        "An option given twice is refused unless declared repeatable; a repeatable one keeps every value",
        arguments: Samples.everyOption)
    func repeats(_ declared: Samples.Declared) throws {
        let (command, option) = (declared.command, declared.option)
        let words =
            Samples.base(command, for: option) + Samples.arguments(option)
            + Samples.arguments(option, second: option.value != .none)
        if option.repeatable {
            #expect(try command.parse(words).values(option.name) == ["x", "y"])
        } else {
            #expect(Samples.refusal(command, words) == command.usage("option '\(option.name)' is given twice").description)
        }
    }

    @Test(
        "A value option at the end of the line is refused: it needs a value",
        arguments: Samples.everyOption.filter { $0.option.value != .none })
    func missingValue(_ declared: Samples.Declared) {
        let (command, option) = (declared.command, declared.option)
        let words = Samples.base(command, for: option) + [option.name]
        #expect(Samples.refusal(command, words) == command.usage("'\(option.name)' needs a value").description)
    }

    @Test(
        "Every declared conflict is refused, in either order, naming both options and the reason",
        arguments: Samples.everyOption.filter { !$0.option.conflicts.isEmpty })
    func conflicts(_ declared: Samples.Declared) throws {
        let (command, option) = (declared.command, declared.option)
        for conflict in option.conflicts {
            let other = try #require(command.option(named: conflict.option), "\(conflict.option) is not declared")
            let message = command.usage("'\(option.name)' and '\(other.name)' cannot be combined: \(conflict.reason)").description
            let base = Samples.base(command, for: option, other)
            let one = Samples.refusal(command, base + Samples.arguments(option) + Samples.arguments(other))
            let two = Samples.refusal(command, base + Samples.arguments(other) + Samples.arguments(option))
            #expect(one == message)
            #expect(two == message)
        }
    }

    @Test("A near miss of an option is refused with 'did you mean' that option", arguments: Samples.everyOption)
    func nearMissOfAnOption(_ declared: Samples.Declared) {
        let (command, option) = (declared.command, declared.option)
        let typo = String(option.name.dropLast())
        let scope = command.name.map { " for '\($0)'" } ?? ""
        #expect(
            Samples.refusal(command, [typo])
                == command.usage("unknown option '\(typo)'\(scope); did you mean '\(option.name)'?").description)
    }

    @Test("A near miss of a value is refused with what the option takes and 'did you mean'")
    func nearMissOfAValue() {
        #expect(
            Samples.refusal(StatechartCommand.command, ["--format", "mermiad"])
                == "'statechart --format' takes mermaid, markdown, dot or scxml, not 'mermiad'; did you mean 'mermaid'? "
                + "(see 'tabnav-sim help statechart')")
        #expect(
            Samples.refusal(ExploreOptions.command, ["a.trace", "--depth", "9"])
                == "'explore --depth' takes an integer from 1 to 8, not '9' (see 'tabnav-sim help explore')")
        #expect(
            Samples.refusal(ExploreOptions.command, ["a.trace", "--depth=03"])
                == "'explore --depth' takes an integer from 1 to 8, not '03' (see 'tabnav-sim help explore')")
    }

    @Test(
        "A near miss of a subcommand's name after 'help' is refused with 'did you mean' that subcommand",
        arguments: Tool.subcommands.map(\.name))
    func nearMissOfASubcommand(_ name: String) {
        let typo = String(name.dropLast())
        #expect(
            Samples.refusal(Tool.help.spec, [typo])
                == "no subcommand '\(typo)'; did you mean '\(name)'? (see 'tabnav-sim help help')")
    }

    @Test(
        "The help lists every declared option, with its short name and its value's placeholder",
        arguments: Samples.commands.map { $0.name ?? "" })
    func helpListsEveryOption(_ name: String) {
        let command = Samples.command(name)
        let lines = command.helpText().split(separator: "\n").map(String.init)
        for option in command.options {
            let left = "  " + (option.short.map { "\($0), " } ?? "") + option.synopsis
            #expect(lines.contains { $0.hasPrefix(left + " ") || $0 == left }, "\(command.invocation) --help lacks \(left)")
        }
    }

    @Test(
        "The usage lines name every option that combines, and each form option has its own line",
        arguments: Samples.commands.map { $0.name ?? "" })
    func usageNamesEveryOption(_ name: String) {
        let command = Samples.command(name)
        let usage = command.usages.map { $0.joined(separator: " ") }
        for option in command.options {
            switch option.role {
            case .plain:
                #expect(usage[0].contains(option.required ? option.synopsis : "[\(option.synopsis)]"))
            case .form:
                #expect(
                    usage.contains {
                        $0.hasPrefix("\(command.invocation) \(option.synopsis) ")
                            || $0 == "\(command.invocation) \(option.synopsis)"
                    })
            case .help, .alone:
                #expect(!usage.joined().contains(option.name + " ") && !usage.joined().contains(option.name + "]"))
            }
        }
        for line in CommandSpec.usageLines(command.usages) { #expect(line.count <= Prose.width, "\(line)") }
    }

    @Test("The tool's help holds every subcommand's usage lines and summary")
    func toolHelpListsSubcommands() {
        let help = Tool.helpText
        for subcommand in Tool.subcommands {
            for line in CommandSpec.usageLines(subcommand.spec.usages) {
                #expect(help.contains(line.dropFirst(7)), "the tool's help lacks \(line)")
            }
            let summary = subcommand.spec.summary.split(separator: " ").prefix(4).joined(separator: " ")
            #expect(
                help.contains("\n  \(subcommand.name) ") && help.contains(summary), "the tool's help lacks \(subcommand.name)")
        }
    }
}
