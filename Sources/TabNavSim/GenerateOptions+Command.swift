import TabNav

extension GenerateOptions {
    /// `generate`'s command line, declared once: `parse(_:)`, its help and its usage errors read it.
    static let command = CommandSpec(
        "generate", summary: "print a realistic trace of N steps",
        discussion: """
            Prints a valid, realistic trace to standard output, the same for the same options:
            K tabs and a centre button that presents a modal, on a custom bar added onto the
            system tab bar; screens that hide the bar; every kind of step in proportions a user
            might produce, with stack depths that wander; an `expect` line now and then, which
            holds.
            """,
        positional: nil,
        options: [
            OptionSpec(
                "--steps", value: .integer(placeholder: "N", range: 0...UInt64(Int.max)),
                default: String(GenerateOptions().steps), "the number of steps"),
            OptionSpec(
                "--seed", value: .integer(placeholder: "S", range: 0...UInt64.max), default: String(GenerateOptions().seed),
                "the seed"),
            OptionSpec(
                "--tabs", value: .integer(placeholder: "K", range: 1...16), default: String(GenerateOptions().tabs),
                "the number of tabs", detail: "more than five makes a More tab"),
            OptionSpec(
                "--format", value: .choice(placeholder: "F", values: ["1", "2", "3"]), default: String(GenerateOptions().format),
                "whose steps to draw",
                detail:
                    "1 draws format 1's steps; 2 adds hide-bar, show-bar, scroll (under ios26), sheet-swipe start|finish|cancel, "
                    + "every modal style, quoted badge texts, and with more than five tabs tap more, pick and select more; "
                    + "3 adds the device line, resize on an ipad, and width (orientation on an iphone-max) in expect lines"),
            choice(
                "--device", "D", GenerateOptions().device, "the device the app runs on",
                detail: "other than iphone needs --format 3"),
            choice("--profile", "P", GenerateOptions().profile, "the UIKit profile"),
            choice(
                "--minimize", "M", GenerateOptions().minimize, "when scrolling minimizes the bar (iOS 26)",
                detail: "other than never needs --profile ios26"),
            choice("--badge-target", "T", GenerateOptions().badgeTarget, "where the app puts its badges"),
            choice("--center-style", "S", GenerateOptions().centerStyle, "the style of the modal the centre button presents"),
        ])

    /// An option whose values are the trace's words for `T`'s cases (`--profile ios26`).
    private static func choice<T: RawRepresentable<String> & CaseIterable>(
        _ name: String, _ placeholder: String, _ defaultValue: T, _ summary: String, detail: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            name, value: .choice(placeholder: placeholder, values: T.allCases.map(\.rawValue)), default: defaultValue.rawValue,
            summary, detail: detail)
    }
}
