import TabNav
import TabNavExplore

@testable import TabNavTestSupport

/// A naive breadth-first search written for the tests, independent of the explorer's packing, store and threads:
/// whole ``TabNavState`` values, a `Dictionary` keyed by the state without its entry identities (and, on an `iphone`,
/// without the return tab kept while More is selected, which only a width change reads: an iphone's never changes).
///
/// On the other devices the return tab is in the key: the test models on them have a letter that changes the width.
struct ReferenceSearch {
    /// A state without entry identities.
    struct Key: Hashable {
        struct Stack: Hashable {
            var screens: [String]
            var hides: [Bool]
            init(_ stack: NavigationStack<String>) {
                // Closures rather than key paths: a key path's projection is slow in a debug build, and keys are built
                // for every step of every search.
                screens = stack.entries.map { $0.screen }
                hides = stack.entries.map { $0.hidesBar }
            }
        }
        var selected: Int
        var swipe: Gesture
        var buttons: Bool
        var stuck: Bool
        var appHidden: Bool
        var minimized: Bool
        var sheetSwipe: Gesture
        var moreSelected: Bool
        var moreShows: MoreScreen
        var width: Width
        var orientation: Orientation
        var returnTab: UInt8?
        var tabs: [Stack]
        var badges: [Badge]
        var enabled: [Bool]
        var modal: Stack?
        var style: ModalStyle?

        init(_ s: TabNavState<String>) {
            selected = s.selectedIndex
            swipe = s.swipe
            buttons = s.systemButtonsPresent
            stuck = s.barStuckHidden
            appHidden = s.appHidBar
            minimized = s.barMinimized
            sheetSwipe = s.sheetSwipe
            moreSelected = s.isMoreSelected
            moreShows = s.moreShows
            width = s.width
            orientation = s.orientation
            returnTab = s.configuration.device == .iphone ? nil : s.moreReturnTab
            tabs = s.tabs.map { Stack($0.stack) }
            badges = s.tabs.map { $0.badge }
            enabled = s.tabs.map { $0.isEnabled }
            modal = s.modal.map { Stack($0.stack) }
            style = s.modal?.style
        }
    }

    /// Where a letter leads from a state: the outcome's name and the target's number, or `nil` when not applied.
    struct Edge: Hashable {
        var outcome: String
        var target: Int
    }

    var states: [TabNavState<String>] = []
    var distance: [Int] = []
    var index: [Key: Int] = [:]
    var edges: [[Edge?]] = []
    var transitions = 0
    var changing: Set<Int> = []
    /// The shortest distance to a state with each property (goals that read the outcome are not handled here).
    var shortest: [ExploreProperty: Int] = [:]

    init(model: ExploreModel, goals: [ExploreGoal] = []) {
        let launch = TabNavState(configuration: model.configuration)
        add(launch, key: Key(launch), distance: 0, goals: goals)
        var next = 0
        while next < states.count {
            var row: [Edge?] = []
            for (l, letter) in model.letters.enumerated() {
                var s = states[next]
                let outcome = s.reduce(letter.event).outcome
                if case .rejected = outcome {
                    row.append(Edge(outcome: "rejected", target: next))
                    continue
                }
                let deepest = s.tabs.reduce(s.modal?.stack.depth ?? 0) { max($0, $1.stack.depth) }
                guard deepest <= model.depth else {
                    row.append(nil)
                    continue
                }
                transitions += 1
                if outcome == .ok { changing.insert(l) }
                let key = Key(s)
                let target = index[key] ?? add(s, key: key, distance: distance[next] + 1, goals: goals)
                row.append(Edge(outcome: outcome.name, target: target))
            }
            edges.append(row)
            next += 1
        }
    }

    /// Adds `s`, whose key is `key`, and returns its number.
    @discardableResult
    private mutating func add(_ s: TabNavState<String>, key: Key, distance d: Int, goals: [ExploreGoal]) -> Int {
        let number = states.count
        index[key] = number
        states.append(s)
        distance.append(d)
        var properties =
            s.anomalies.map(ExploreProperty.anomaly) + s.invariantViolations().map { ExploreProperty.invariant($0.kind) }
        for (i, goal) in goals.enumerated() where goal.holds(in: s, outcome: .ok) { properties.append(.goal(i)) }
        for p in properties where shortest[p] == nil { shortest[p] = d }
        return number
    }

    /// The number of classes of states that no sequence of letters tells apart by what `expect` observes (and by
    /// the outcomes), found by refining a partition until it is stable.
    /// - Parameters:
    ///   - tabCount: The app's tab count, for the per-tab keys.
    ///   - extraKeys: Keys observed besides those of format 2 (`width`, `orientation` on the devices that have them).
    func distinguishableClasses(tabCount: Int, extraKeys: [ObservableKey] = []) -> Int {
        var keys: [ObservableKey] =
            [
                .tab, .stack, .depth, .modal, .bar, .overlap, .anomalies, .swipe, .sheetSwipe, .appHidden, .more,
            ] + extraKeys
        for t in 0..<tabCount { keys += [.stackOfTab(t), .badge(t)] }
        var ids: [String: Int] = [:]
        var cls = states.map { s -> Int in
            let sig = keys.map { s.value(of: $0) ?? "?" }.joined(separator: "|")
            if let id = ids[sig] { return id }
            ids[sig] = ids.count
            return ids.count - 1
        }
        var count = ids.count
        while true {
            var refined: [[Int]: Int] = [:]
            let next = states.indices.map { i -> Int in
                var sig = [cls[i]]
                for edge in edges[i] {
                    guard let edge else {
                        sig += [-1, -1]
                        continue
                    }
                    sig += [["ok", "noop", "rejected"].firstIndex(of: edge.outcome)!, cls[edge.target]]
                }
                if let id = refined[sig] { return id }
                refined[sig] = refined.count
                return refined.count - 1
            }
            if refined.count == count { return count }
            count = refined.count
            cls = next
        }
    }
}
