import TabNav
import TabNavTrace

extension ExploreGoal {
    /// Why no exploration of `model` can reach the goal, read from its alphabet alone: a pair that does not hold at
    /// launch and that no letter can ever move towards (`no letter taps, selects, opens or picks 'me'`).
    ///
    /// Only what the letters decide without a search is judged: the selected tab (`tab`, `more`), the modal's root
    /// (`modal`), the screens of a stack (`stack`, `stack.TAB`) and its growing (`depth`), a badge (`badge.TAB`), the
    /// swipes (`swipe`, `sheet-swipe`), the bar the app hid (`app-hidden`) and the bar (`bar=hidden`,
    /// `bar=minimized`). Every other pair, and every pair that holds at launch, is left to the search.
    /// - Parameter model: The app and its alphabet.
    /// - Returns: The first missing letter, in words, or `nil` when every pair may be reachable.
    /// - Complexity: O(*p* × *l*) for *p* pairs and *l* letters.
    public func missingLetter(in model: ExploreModel) -> String? {
        let c = model.configuration
        let launch = TabNavState(configuration: c)
        let letters = model.letters.map(\.event)
        for pair in expectation.pairs {
            let single = Expectation(pairs: [pair], position: expectation.position)
            guard !single.failures(in: launch, outcome: .ok).isEmpty else { continue }
            if let missing = Self.missing(pair, letters, c) { return missing }
        }
        return nil
    }

    /// The missing letter for one pair that does not hold at launch, or `nil`.
    private static func missing(
        _ pair: ExpectPair, _ letters: [TabNavEvent<String>], _ c: Configuration<String>
    ) -> String? {
        let requests = letters.compactMap { if case .request(let r) = $0 { r } else { nil } }
        let reports = letters.compactMap { if case .report(let r) = $0 { r } else { nil } }
        let value = pair.value
        switch pair.key {
        case .tab where value == "more" && c.hasMoreTab, .more where value == "list":
            let shows = requests.contains { if case .tapMore = $0 { true } else if case .selectMore = $0 { true } else { false } }
            return shows ? nil : "no letter shows More's list ('tap more' or 'select more')"
        case .tab, .more:
            guard let i = c.tabIndex(named: value) else { return nil }
            let selects = requests.contains { r in
                switch r {
                case .tap(let t), .select(let t), .pick(let t), .open(let t, _): t == i
                default: false
                }
            }
            return selects ? nil : "no letter taps, selects, opens or picks '\(value)'"
        case .modal:
            let root = String(value.split(separator: ">").first ?? "")
            let presents = requests.contains { r in
                switch r {
                case .present(let s, _, _), .replaceModal(let s, _, _): s == root
                case .tapCenter: if case .present(let s, _)? = c.centerButton?.action { s == root } else { false }
                default: false
                }
            }
            return presents ? nil : "no letter presents '\(root)'"
        case .stack, .stackOfTab:
            let known = Set(c.tabs.map(\.root)).union(introducedScreens(requests, c))
            let absent = value.split(separator: ">").map(String.init).first { !known.contains($0) && $0 != "more" }
            return absent.map { "no letter pushes '\($0)'" }
        case .depth:
            let grows = requests.contains { r in
                switch r {
                case .push: true
                case .setStack(let entries, _, _): entries.count > 1
                case .open(_, let path): !path.isEmpty
                case .tapCenter: if case .push? = c.centerButton?.action { true } else { false }
                default: false
                }
            }
            return grows ? nil : "no letter pushes a screen"
        case .badge(let i):
            let sets = requests.contains { if case .setBadge(let b, let t) = $0 { t == i && b != .none } else { false } }
            return sets ? nil : "no letter sets a badge on '\(c.tabs[i].name)'"
        case .swipe:
            return reports.contains(.backSwipe(.began)) ? nil : "no letter starts a back-swipe ('back-swipe start')"
        case .sheetSwipe:
            return reports.contains(.sheetSwipe(.began)) ? nil : "no letter starts a sheet swipe ('sheet-swipe start')"
        case .appHidden:
            return hidesBar(requests) ? nil : "no letter hides the bar ('hide-bar')"
        case .bar where value == "minimized":
            return reports.contains { if case .scrolled = $0 { true } else { false } } ? nil : "no letter scrolls"
        case .bar where value == "hidden":
            let hides = hidesBar(requests) || hidingEntry(requests, c)
            return hides ? nil : "no letter hides the bar ('hide-bar', or a push of a screen that hides it)"
        default:
            return nil
        }
    }

    /// The screens the letters put on a stack: pushed, set, opened, or pushed by the centre button.
    private static func introducedScreens(_ requests: [TabNavRequest<String>], _ c: Configuration<String>) -> Set<String> {
        var screens: Set<String> = []
        for r in requests {
            switch r {
            case .push(let s, _, _, _), .present(let s, _, _), .replaceModal(let s, _, _): screens.insert(s)
            case .setStack(let entries, _, _), .open(_, let entries): screens.formUnion(entries.map(\.screen))
            case .tapCenter:
                switch c.centerButton?.action {
                case .push(let s, _)?, .present(let s, _)?: screens.insert(s)
                case nil: break
                }
            default: break
            }
        }
        return screens
    }

    /// Whether a letter is `hide-bar`.
    private static func hidesBar(_ requests: [TabNavRequest<String>]) -> Bool {
        requests.contains { if case .hideBar = $0 { true } else { false } }
    }

    /// Whether a letter puts an entry that hides the bar on a stack.
    private static func hidingEntry(_ requests: [TabNavRequest<String>], _ c: Configuration<String>) -> Bool {
        let hides = { (s: String, flag: Bool) in flag || c.hidingScreens.contains(s) }
        return requests.contains { r in
            switch r {
            case .push(let s, let flag, _, _): hides(s, flag)
            case .setStack(let entries, _, _), .open(_, let entries): entries.contains { hides($0.screen, $0.hidesBar) }
            case .tapCenter: if case .push(let s, let flag)? = c.centerButton?.action { hides(s, flag) } else { false }
            default: false
            }
        }
    }
}
