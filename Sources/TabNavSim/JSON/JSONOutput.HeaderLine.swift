import TabNav
import TabNavTrace

extension JSONOutput {
    /// The first line of a replay: the trace's header, every fact of ``Configuration/headerFacts`` included, and the
    /// launch state.
    struct HeaderLine: Encodable {
        let type = "header"
        let file: String
        let formatVersion = 3
        let tabs: [String]
        /// Every tab's root screen, by tab.
        let roots: [String: String]
        let hidingScreens: [String]
        let center: Nullable<CenterObject>
        /// Every setting, defaults included, by its header keyword in camelCase (`bar-policy` is `barPolicy`).
        let settings: [String: String]
        let state: StateObject

        /// The header's facts and the launch state.
        init(header: TraceHeader, file: String, state: TabNavState<String>) {
            self.file = file
            var tabs: [String] = []
            var roots: [String: String] = [:]
            var hiding: [String] = []
            var center: CenterObject?
            var settings: [String: String] = [:]
            for fact in header.configuration.headerFacts {
                switch fact.kind {
                case .tabs(let names):
                    tabs = names
                    for name in names { roots[name] = name }
                case .root(let tab, let screen): roots[tab] = screen
                case .hidingScreen(let screen): hiding.append(screen)
                case .center(let name, let action, let screen, let style):
                    center = CenterObject(
                        name: name, action: action, screen: screen,
                        style: action == "present" ? style ?? ModalStyle.fullScreen.rawValue : nil)
                case .setting(let keyword, let value): settings[Self.camelCased(keyword)] = value
                }
            }
            self.tabs = tabs
            self.roots = roots
            hidingScreens = hiding
            self.center = Nullable(center)
            self.settings = settings
            self.state = StateObject(state)
        }

        /// `bar-policy` as `barPolicy`: a header keyword as a JSON key.
        static func camelCased(_ keyword: String) -> String {
            let words = keyword.split(separator: "-")
            return words.prefix(1).joined() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }
}
