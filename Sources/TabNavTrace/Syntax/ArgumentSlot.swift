/// What a positional argument stands for; it decides how a misplaced reserved word is reported.
enum ArgumentSlot: Sendable {
    /// A tab, by name or index.
    case tab
    /// A tab, by name or index, or the centre button by name.
    case tabOrCenter
    /// A screen name.
    case screen
    /// The centre button's name, in its declaration.
    case center
    /// A badge value: a count or a text.
    case badgeValue
    /// A tab name, in the `tabs` line.
    case tabDeclaration
    /// A stack depth, a number from 1.
    case depth
    /// Where the user scrolled: `down`, `up` or `top`.
    case scrollDirection
    /// The window's horizontal size class: `compact` or `regular`.
    case width

    /// What a step lacks when this slot is empty, for `'WORD' needs …`: `a tab`, `'compact' or 'regular'`.
    var needed: String {
        switch self {
        case .tab, .tabOrCenter: "a tab"
        case .screen: "a screen"
        case .center: "a name"
        case .badgeValue: "a value: a count, 'dot', 'clear' or a text"
        case .tabDeclaration: "a tab name"
        case .depth: "a depth"
        case .scrollDirection: "'down', 'up' or 'top'"
        case .width: "'compact' or 'regular'"
        }
    }

    /// The message for a reserved word given in this slot, or for a word that is not one of the slot's values.
    func reservedWordMessage(_ quoted: String) -> String {
        switch self {
        case .tab, .tabOrCenter, .tabDeclaration: "\(quoted) is a reserved word and cannot be a tab name"
        case .screen: "\(quoted) is a reserved word and cannot be a screen name"
        case .center: "\(quoted) is a reserved word and cannot be a centre button name"
        case .badgeValue: "\(quoted) is a reserved word and cannot be a badge text (use 'clear' or 0 for no badge)"
        case .depth: "\(quoted) is a reserved word, not a depth: a number from 1"
        case .scrollDirection: "\(quoted) is not a scroll: 'down', 'up' or 'top'"
        case .width: "\(quoted) is not a width: 'compact' or 'regular'"
        }
    }
}
