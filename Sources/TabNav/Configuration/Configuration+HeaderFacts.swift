extension Configuration {
    /// Every fact of the configuration in the canonical header order, defaults included and marked.
    ///
    /// The order: `tabs`, `root` lines in tab order (only roots that differ from the tab's name), `screen` lines
    /// sorted by name, `center` (its `style=` only when not `full-screen`), then `bar-policy`, `badge-policy`,
    /// `profile`, `custom-bar`, `overlap-fix`, `badge-target` and `minimize` (format 2), each always present and marked ``HeaderFact/isDefault`` when it
    /// states the default. Screens are written with their `description`.
    /// - Complexity: O(*s* log *s*) in the number of hiding screens.
    package var headerFacts: [HeaderFact] {
        var facts = [HeaderFact(.tabs(tabs.map(\.name)))]
        for tab in tabs where "\(tab.root)" != tab.name {
            facts.append(HeaderFact(.root(tab: tab.name, screen: "\(tab.root)")))
        }
        for screen in hidingScreens.map({ "\($0)" }).sorted() {
            facts.append(HeaderFact(.hidingScreen(screen)))
        }
        if let center = centerButton {
            switch center.action {
            case .present(let screen, let style):
                let shown = style == .fullScreen ? nil : "\(style)"
                facts.append(HeaderFact(.center(name: center.name, action: "present", screen: "\(screen)", style: shown)))
            case .push(let screen, _):
                facts.append(HeaderFact(.center(name: center.name, action: "push", screen: "\(screen)", style: nil)))
            }
        }
        let settings = self.settings
        for setting in HeaderSetting.allCases {
            facts.append(
                HeaderFact(
                    .setting(keyword: setting.keyword, value: settings.value(of: setting)), isDefault: settings.isDefault(setting)
                ))
        }
        return facts
    }
}
