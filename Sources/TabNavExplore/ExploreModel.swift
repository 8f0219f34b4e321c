import TabNav
import TabNavTrace

/// What an exploration searches: the app of a trace's header, its alphabet of step lines, and the depth bound.
///
/// Every letter is one distinct step line, options included, and stands for the event the trace parser reads
/// from it; the explorer applies letters through the library's reducer and nothing else.
public struct ExploreModel: Hashable, Sendable {
    /// One letter of the alphabet: a step line and the event it stands for.
    public struct Letter: Hashable, Sendable {
        /// The step line as written, without its comment.
        public var text: String
        /// The event the trace parser reads from it.
        public var event: TabNavEvent<String>

        /// Creates a letter.
        /// - Parameters:
        ///   - text: The step line.
        ///   - event: Its event.
        public init(text: String, event: TabNavEvent<String>) {
            self.text = text
            self.event = event
        }
    }

    /// The largest depth bound: a stack's entry count is packed in three bits.
    public static var maximumDepth: Int { 8 }
    /// The most letters an alphabet may have: a state's letter is kept in one byte.
    public static var maximumLetters: Int { 255 }

    /// The app: the trace header.
    public var header: TraceHeader
    /// The letters, in the order of their first line in the file (or of the default alphabet).
    public var letters: [Letter]
    /// The bound: no stack grows past this many entries, root included.
    public var depth: Int
    /// Whether the letters are the default alphabet of the header (the file had no step).
    public var usesDefaultAlphabet: Bool

    /// Creates a model.
    /// - Parameters:
    ///   - header: The app.
    ///   - letters: The alphabet.
    ///   - depth: The bound, 1 to ``maximumDepth``.
    ///   - usesDefaultAlphabet: Whether the letters are the header's default alphabet.
    public init(header: TraceHeader, letters: [Letter], depth: Int, usesDefaultAlphabet: Bool = false) {
        self.header = header
        self.letters = letters
        self.depth = depth
        self.usesDefaultAlphabet = usesDefaultAlphabet
    }

    /// The app's configuration.
    public var configuration: Configuration<String> { header.configuration }

    /// Reads a model from a trace: its header, and the distinct step lines of its body as the alphabet (the
    /// default alphabet of the header when the body has no step); `expect` lines are not letters.
    /// - Parameters:
    ///   - text: The trace's text.
    ///   - depth: The bound.
    /// - Returns: The model, or the trace's errors.
    /// - Complexity: O(*n*) in the length of the text.
    public static func parse(_ text: String, depth: Int) -> Result<ExploreModel, TraceErrors> {
        let trace: Trace
        switch Trace.parse(text) {
        case .failure(let errors): return .failure(errors)
        case .success(let parsed): trace = parsed
        }
        var seen: Set<String> = []
        var letters: [Letter] = []
        for statement in trace.statements {
            guard case .step(let step) = statement, seen.insert(step.text).inserted else { continue }
            letters.append(Letter(text: step.text, event: step.event))
        }
        if !letters.isEmpty {
            return .success(ExploreModel(header: trace.header, letters: letters, depth: depth))
        }
        return .success(
            ExploreModel(header: trace.header, letters: defaultLetters(trace.header), depth: depth, usesDefaultAlphabet: true))
    }

    /// What the default alphabet holds, in words, as `tabnav-sim help explore` prints it: the one description of
    /// ``defaultAlphabet(_:)``.
    public static let defaultAlphabetDescription = """
        a tap on every tab and on the centre button, a select of every tab (with more than five
        tabs: a tap on every tab of the bar and on More, 'select more', and a pick of every
        overflow tab), a push of every declared hiding screen and of one plain screen, pop,
        pop-to-root animated and instant, back-swipe whole and in parts (start, finish,
        cancel), dismiss, rotate (on an ipad also resize compact and resize regular),
        hide-bar and show-bar; under ios26 with a minimize behaviour, scroll down, up and top;
        when the centre button presents a sheet or a locked sheet (outside legacy), sheet-swipe
        start, finish and cancel
        """

    /// The default alphabet of an app, as step lines (``defaultAlphabetDescription``): a tap on every tab and on the
    /// centre button, a `select` of every tab (with more than five tabs: a tap on every tab of the bar and on More,
    /// `select more`, and a `pick` of every overflow tab), a push of every declared hiding screen and of one plain
    /// screen, `pop`, `pop-to-root` animated and instant, `back-swipe` whole and in parts, `dismiss`, `rotate` (on an
    /// `ipad` also `resize compact` and `resize regular`), `hide-bar` and `show-bar`; under `ios26` with a minimize behaviour, `scroll down`, `scroll up` and `scroll top`;
    /// when the centre button presents a sheet or a locked sheet (outside `legacy`), `sheet-swipe start`, `finish` and
    /// `cancel`.
    /// - Parameter header: The app.
    /// - Returns: The lines, in that order.
    public static func defaultAlphabet(_ header: TraceHeader) -> [String] {
        defaultEvents(header).map(header.stepText(for:))
    }

    /// The default alphabet as events, in the order of ``defaultAlphabet(_:)``.
    private static func defaultEvents(_ header: TraceHeader) -> [TabNavEvent<String>] {
        let c = header.configuration
        // With a More tab, a tap reaches the bar's tabs and More; the overflow tabs are picked from More's list.
        var requests: [TabNavRequest<String>] = (0..<c.barTabCount).map { .tap(tab: $0) }
        if c.hasMoreTab { requests.append(.tapMore) }
        if c.centerButton != nil { requests.append(.tapCenter) }
        requests += c.tabs.indices.map { .select(tab: $0) }
        if c.hasMoreTab { requests += [.selectMore] + (c.barTabCount..<c.tabs.count).map { .pick(tab: $0) } }
        var taken = Set(c.tabs.map(\.root)).union(c.tabs.map(\.name)).union(c.hidingScreens)
        if let center = c.centerButton { taken.insert(center.name) }
        var plain = "detail"
        while taken.contains(plain) { plain += "x" }
        requests += (c.hidingScreens.sorted() + [plain]).map { .push($0) }
        requests += [.pop(), .popToRoot(), .popToRoot(animated: false)]
        var events = requests.map(TabNavEvent.request)
        events += [GesturePhase.whole, .began, .ended, .cancelled].map { .report(.backSwipe($0)) }
        events += [.request(.dismiss()), .report(.rotated)]
        if c.canResize { events += [Width.compact, .regular].map { .report(.resized($0)) } }
        events += [.request(.hideBar()), .request(.showBar())]
        if c.minimize != .never && c.hasMinimizingBar { events += Scroll.allCases.map { .report(.scrolled($0)) } }
        if case .present(_, let style)? = c.centerButton?.action, c.showsAsSheet(style) {
            events += [GesturePhase.began, .ended, .cancelled].map { .report(.sheetSwipe($0)) }
        }
        return events
    }

    /// The default alphabet as letters: each event with its step line.
    private static func defaultLetters(_ header: TraceHeader) -> [Letter] {
        defaultEvents(header).map { Letter(text: header.stepText(for: $0), event: $0) }
    }

}
