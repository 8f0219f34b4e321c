extension OptionSpec {
    /// Whether the option may be given with `other`: neither declares a conflict with the other.
    func combines(with other: OptionSpec) -> Bool {
        !conflicts.contains { $0.option == other.name } && !other.conflicts.contains { $0.option == name }
    }

    /// The option's help: its summary, then what the declaration says (the values and the default, the range, that
    /// it may repeat or is required), then its detail.
    var helpLine: String {
        var text = summary
        switch value {
        case .choice(_, let values): text += ": " + Prose.list(values, marking: defaultValue)
        case .integer(_, let range):
            text += " (\(range.lowerBound) to \(range.upperBound)" + (defaultValue.map { ", default \($0)" } ?? "") + ")"
        case .none, .text: text += defaultValue.map { " (default \($0))" } ?? ""
        }
        if repeatable { text += " (repeatable)" }
        if required { text += " (required)" }
        return text + (detail.map { "; " + $0 } ?? "")
    }
}
