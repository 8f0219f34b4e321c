/// One fact of a configuration as a trace header states it: a keyword and its value, one header line.
///
/// The list of a configuration's facts (``Configuration/headerFacts``) is the one model that the canonical trace
/// header, the simulator's header line, its JSON header object and the statechart's facts are all rendered from.
package struct HeaderFact: Hashable, Sendable, CustomStringConvertible {
    /// What the fact is about.
    package enum Kind: Hashable, Sendable {
        /// The tab bar: the tab names in order (`tabs home discover`).
        case tabs([String])
        /// A tab whose root screen differs from its name (`root home feed`).
        case root(tab: String, screen: String)
        /// A screen whose every entry hides the bar (`screen article hides-bar`).
        case hidingScreen(String)
        /// The centre button: its name, `present` or `push`, the screen, and the modal style when it presents.
        case center(name: String, action: String, screen: String, style: String?)
        /// A setting and its value, such as `bar-policy sticky`.
        case setting(keyword: String, value: String)
    }

    /// What the fact says.
    package var kind: Kind
    /// Whether the fact states only a default, so that a canonical header leaves it out.
    package var isDefault: Bool

    /// Creates a fact.
    /// - Parameters:
    ///   - kind: What the fact says.
    ///   - isDefault: Whether it states only a default.
    package init(_ kind: Kind, isDefault: Bool = false) {
        self.kind = kind
        self.isDefault = isDefault
    }

    /// The keyword of the header line: `tabs`, `root`, `screen`, `center` or the setting's keyword.
    package var keyword: String {
        switch kind {
        case .tabs: "tabs"
        case .root: "root"
        case .hidingScreen: "screen"
        case .center: "center"
        case .setting(let keyword, _): keyword
        }
    }

    /// The rest of the header line after the keyword: `home discover`, `write present=compose style=sheet`.
    package var value: String {
        switch kind {
        case .tabs(let names): names.joined(separator: " ")
        case .root(let tab, let screen): "\(tab) \(screen)"
        case .hidingScreen(let screen): "\(screen) hides-bar"
        case .center(let name, let action, let screen, let style):
            "\(name) \(action)=\(screen)" + (style.map { " style=\($0)" } ?? "")
        case .setting(_, let value): value
        }
    }

    /// The header line: the keyword, a space and the value.
    package var description: String { keyword + " " + value }
}
