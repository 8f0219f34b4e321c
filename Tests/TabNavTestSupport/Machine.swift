import Testing

@testable import TabNav

// The harness every test goes through: terse configurations and states (screens are `String`),
// terse events, and `step`, which runs the reducer and checks, after every step, that the state
// breaks no invariant and that the outcome agrees with what happened to the state.

typealias State = TabNavState<String>
typealias Event = TabNavEvent<String>
typealias Config = Configuration<String>
typealias Fx = Effect<String>

// MARK: - Building states

/// The default app: three tabs whose roots are named after them.
let defaultTabs = ["home", "discover", "me"]

/// A validated configuration; each tab's root is named after the tab unless `roots` says otherwise.
func makeConfig(
    tabs: [String] = defaultTabs,
    roots: [String: String] = [:],
    hiding: Set<String> = [],
    center: CenterButton<String>? = nil,
    barPolicy: BarPolicy = .sticky,
    badgePolicy: BadgePolicy = .clearOnTap,
    profile: UIKitProfile = .modern,
    customBar: CustomBar = .none,
    overlapFix: OverlapFix = .none
) throws -> Config {
    try Configuration(
        tabs: tabs.map { TabSpec(name: $0, root: roots[$0] ?? $0) },
        hidingScreens: hiding,
        centerButton: center,
        barPolicy: barPolicy,
        badgePolicy: badgePolicy,
        profile: profile,
        customBar: customBar,
        overlapFix: overlapFix
    )
}

/// The launch state of `makeConfig(...)` with the same arguments; with `buttonsRemoved`, UIKit's buttons of an
/// `on-system-bar` app are off the bar, as after a full-screen modal's dismissal (format 1's launch state, which
/// format 2 keeps only under `legacy` and the `layout` fix, V8.1). Most unit tests start there to isolate one rule.
func makeState(
    tabs: [String] = defaultTabs,
    roots: [String: String] = [:],
    hiding: Set<String> = [],
    center: CenterButton<String>? = nil,
    barPolicy: BarPolicy = .sticky,
    badgePolicy: BadgePolicy = .clearOnTap,
    profile: UIKitProfile = .modern,
    customBar: CustomBar = .none,
    overlapFix: OverlapFix = .none,
    buttonsRemoved: Bool = true
) throws -> State {
    var state = TabNavState(
        configuration: try makeConfig(
            tabs: tabs, roots: roots, hiding: hiding, center: center, barPolicy: barPolicy,
            badgePolicy: badgePolicy, profile: profile, customBar: customBar, overlapFix: overlapFix
        ))
    if buttonsRemoved && state.configuration.appRemovesSystemButtons { state.systemButtonsPresent = false }
    return state
}

/// A centre button that presents `screen`.
func presentingCenter(_ name: String = "write", _ screen: String = "compose", style: ModalStyle = .fullScreen) -> CenterButton<
    String
> {
    CenterButton(name: name, action: .present(screen, style: style))
}

/// A centre button that pushes `screen`.
func pushingCenter(_ name: String = "write", _ screen: String = "compose") -> CenterButton<String> {
    CenterButton(name: name, action: .push(screen))
}

// MARK: - Stepping

/// Runs one step and checks the laws that hold after every step (see ``lawViolations(before:after:event:result:)``).
@discardableResult
func step(_ state: inout State, _ event: Event, sourceLocation: SourceLocation = #_sourceLocation) -> StepResult<String> {
    let before = state
    let result = state.reduce(event)
    for problem in lawViolations(before: before, after: state, event: event, result: result) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
    return result
}

/// The laws every step keeps: no invariant breaks; `rejected` and `noop` leave the state equal to the
/// state before, `ok` changes it; a rejection emits nothing. Returns a message for each broken law.
func lawViolations(before: State, after: State, event: Event, result: StepResult<String>) -> [String] {
    var problems: [String] = []
    let violations = after.invariantViolations()
    if !violations.isEmpty { problems.append("invariants broken after \(event): \(violations)") }
    switch result.outcome {
    case .ok:
        if after == before { problems.append("an ok step (\(event)) left the state unchanged") }
    case .noop, .desync:
        if after != before { problems.append("a noop step (\(event)) changed the state") }
    case .rejected(let reason):
        if after != before { problems.append("a rejected step (\(event): \(reason)) changed the state") }
        if !result.effects.isEmpty { problems.append("a rejected step (\(event)) emitted \(result.effects)") }
    }
    return problems
}

/// Runs steps that set a scene up; each must be `ok`, so that a test never rests on a setup that silently failed.
func arrange(_ state: inout State, _ events: [Event], sourceLocation: SourceLocation = #_sourceLocation) {
    for event in events {
        let result = step(&state, event, sourceLocation: sourceLocation)
        #expect(result.outcome == .ok, "setup step \(event) was \(result.outcome)", sourceLocation: sourceLocation)
    }
}

/// Runs one step and checks its outcome, its exact effects and the whole state after it.
@discardableResult
func expectStep(
    _ state: inout State, _ event: Event,
    outcome: Outcome, effects: [Fx], state expected: State,
    sourceLocation: SourceLocation = #_sourceLocation
) -> StepResult<String> {
    let result = step(&state, event, sourceLocation: sourceLocation)
    #expect(result.outcome == outcome, sourceLocation: sourceLocation)
    #expect(Array(result.effects) == effects.map { $0.resolvingPlaceholders(in: expected) }, sourceLocation: sourceLocation)
    #expect(state == expected, sourceLocation: sourceLocation)
    return result
}

/// Runs one step that must leave the state as it was: a `noop` with `effects`, or a rejection for `reason`.
@discardableResult
func expectUnchanged(
    _ state: inout State, _ event: Event, _ outcome: Outcome, effects: [Fx] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> StepResult<String> {
    let before = state
    return expectStep(&state, event, outcome: outcome, effects: effects, state: before, sourceLocation: sourceLocation)
}

// MARK: - Terse events

extension TabNavEvent where Screen == String {
    static func tap(_ index: Int) -> Self { .request(.tap(tab: index)) }
    static var tapCenter: Self { .request(.tapCenter) }
    static func select(_ index: Int) -> Self { .request(.select(tab: index)) }
    static func push(_ screen: String, hidesBar: Bool = false, instant: Bool = false, in tab: Int? = nil) -> Self {
        .request(.push(screen, hidesBar: hidesBar, animated: !instant, in: StackRef?(tabOrFocused: tab)))
    }
    static func pop(instant: Bool = false, in tab: Int? = nil) -> Self {
        .request(.pop(animated: !instant, in: StackRef?(tabOrFocused: tab)))
    }
    static func popTo(_ screen: String, instant: Bool = false, in tab: Int? = nil) -> Self {
        .request(.popTo(screen, animated: !instant, in: StackRef?(tabOrFocused: tab)))
    }
    static func popToRoot(instant: Bool = false, in tab: Int? = nil) -> Self {
        .request(.popToRoot(animated: !instant, in: StackRef?(tabOrFocused: tab)))
    }
    static func setStack(_ screens: [String], instant: Bool = false, in tab: Int? = nil) -> Self {
        .request(.setStack(screens, animated: !instant, in: StackRef?(tabOrFocused: tab)))
    }
    static var backSwipe: Self { .report(.backSwipe(.whole)) }
    static var swipeStart: Self { .report(.backSwipe(.began)) }
    static var swipeFinish: Self { .report(.backSwipe(.ended)) }
    static var swipeCancel: Self { .report(.backSwipe(.cancelled)) }
    static func present(_ screen: String, style: ModalStyle = .fullScreen) -> Self { .request(.present(screen, style: style)) }
    static var dismiss: Self { .request(.dismiss()) }
    static func open(_ tab: Int, _ path: [String] = []) -> Self { .request(.open(tab: tab, path: path)) }
    static func badge(_ tab: Int, _ badge: Badge) -> Self { .request(.setBadge(badge, tab: tab)) }
    static func enable(_ tab: Int) -> Self { .request(.enable(tab: tab)) }
    static func disable(_ tab: Int) -> Self { .request(.disable(tab: tab)) }
    static var rotate: Self { .report(.rotated) }
}

// MARK: - Building expected states

extension TabNavState where Screen == String {
    /// Replaces the entries of the stack `ref` (which must exist) in an expected state.
    mutating func setEntries(_ entries: [Entry<String>], of ref: StackRef) {
        switch ref {
        case .tab(let index): tabs[index].stack = NavigationStack(entries: entries)
        case .modal: modal!.stack = NavigationStack(entries: entries)
        }
    }

    /// The entries of the stack `ref`, which must exist.
    func entries(of ref: StackRef) -> [Entry<String>] {
        stack(ref)!.entries
    }

    /// Puts a new entry, with the next identity, on top of `ref` in an expected state.
    mutating func appendNewEntry(_ screen: String, hidesBar: Bool = false, to ref: StackRef) {
        let entry = Entry(screen: screen, hidesBar: hidesBar, id: EntryID(rawValue: nextEntryID))
        nextEntryID += 1
        setEntries(entries(of: ref) + [entry], of: ref)
    }

    /// Keeps the `count` lowest entries of `ref` in an expected state.
    mutating func keepEntries(_ count: Int, of ref: StackRef) {
        setEntries(Array(entries(of: ref).prefix(count)), of: ref)
    }

    /// The screens of the stack `ref`, root first.
    func screens(of ref: StackRef) -> [String] {
        entries(of: ref).map(\.screen)
    }

    /// The identities of the stack `ref`, root first.
    func ids(of ref: StackRef) -> [EntryID] {
        entries(of: ref).map(\.id)
    }
}

// MARK: - Expected effects written by screen

/// The identity that stands for "the identity the expected state gives this entry".
let placeholderID = EntryID(rawValue: .max)

extension Effect where Screen == String {
    /// A push written by screen; its entry's identity is taken from the expected state's top of `stack`.
    static func push(_ screen: String, hidesBar: Bool, stack: StackRef, animated: Bool) -> Self {
        .push(Entry(screen: screen, hidesBar: hidesBar, id: placeholderID), stack: stack, animated: animated)
    }

    /// A presentation written by screen; its identity is taken from the expected state's modal root.
    static func present(_ screen: String, style: ModalStyle, animated: Bool) -> Self {
        .present(Entry(screen: screen, hidesBar: false, id: placeholderID), style: style, animated: animated)
    }

    /// A replacement written by screens; each entry's flag and identity are taken from the expected state's stack.
    static func setViewControllers(_ screens: [String], stack: StackRef, animated: Bool) -> Self {
        .setViewControllers(
            screens.map { Entry(screen: $0, hidesBar: false, id: placeholderID) }, stack: stack, animated: animated)
    }

    /// The effect with placeholder identities (and, for replacements, flags) filled in from `state`:
    /// the screens written in the test are kept, so a wrong screen or flag still fails.
    func resolvingPlaceholders(in state: State) -> Self {
        switch self {
        case .push(let e, let ref, let animated) where e.id == placeholderID:
            return .push(
                Entry(screen: e.screen, hidesBar: e.hidesBar, id: state.stack(ref)?.top.id ?? placeholderID),
                stack: ref, animated: animated)
        case .present(let e, let style, let animated) where e.id == placeholderID:
            let root = state.modal?.stack.root
            return .present(
                Entry(screen: e.screen, hidesBar: root?.hidesBar ?? false, id: root?.id ?? placeholderID),
                style: style, animated: animated)
        case .setViewControllers(let entries, let ref, let animated) where entries.contains(where: { $0.id == placeholderID }):
            let actual = state.stack(ref)?.entries ?? []
            let resolved = entries.enumerated().map { i, e in
                i < actual.count ? Entry(screen: e.screen, hidesBar: actual[i].hidesBar, id: actual[i].id) : e
            }
            return .setViewControllers(resolved, stack: ref, animated: animated)
        default:
            return self
        }
    }
}
