extension TabNavState {
    /// `policyHidden` of the selected tab's stack: whether its hiding flags hide the bar under the bar policy; `false`
    /// while More shows its list, which has no stack.
    ///
    /// Inlinable, as are ``isBarHidden``, ``hasOverlap`` and ``anomalies``: a simulator reads them after every step,
    /// and a call across the module boundary would run unspecialised (Docs/Decisions/0007).
    @inlinable
    @inline(__always) // A call for two reads; `isBarHidden` asks it twice a step.
    package var policyHidesBar: Bool {
        // One unsigned comparison for the index's two bounds.
        guard UInt(bitPattern: selectedIndex) < UInt(bitPattern: tabs.count), !isShowingMoreList else { return false }
        // The policy first, then one stored field read in place: asking the stack (`hidesBar(under:)`) made the
        // compiler retain and release its array on every call, and the simulator asks several times a step.
        switch configuration.barPolicy {
        case .sticky: return tabs[selectedIndex].stack.hidingCount > 0
        case .topOnly: return tabs[selectedIndex].stack.topHidesBar
        }
    }

    /// Whether the tab bar is drawn hidden (the `bar` observable): never for `over-content`, else when
    /// the app hid it, the policy hides it or the bar is stuck hidden; the iPad's floating bar only when the app hid it
    /// (V17.1 of format 3).
    @inlinable
    @inline(__always) // Called from a mutating step, a call copies the whole state to pass it (W2: 30 instructions).
    public var isBarHidden: Bool { isBarHidden(policy: policyHidesBar, floating: isFloatingBar) }

    /// ``isBarHidden`` from the two parts that ``anomalyFlags`` reads as well, so that it reads them once.
    /// - Parameters:
    ///   - policy: ``policyHidesBar``.
    ///   - floating: ``isFloatingBar``.
    /// - Returns: Whether the bar is drawn hidden.
    @inlinable
    package func isBarHidden(policy: Bool, floating: Bool) -> Bool {
        configuration.barFollowsPolicy && (appHidBar || ((barStuckHidden || policy) && !floating))
    }

    /// Whether the app's custom bar is lost on the iPad's floating bar that is on screen (V17.1 of format 3).
    @inlinable
    package var isCustomBarLost: Bool { anomalyFlags & Anomaly.customBarLost.flag != 0 }

    /// Whether iOS 26 draws the centre button at the leading edge of a `replaced` bar that is on screen.
    @inlinable
    package var isCenterMisplaced: Bool { anomalyFlags & Anomaly.centerMisplaced.flag != 0 }

    /// Whether any anomaly is present: ``anomalies`` is not empty, without building the list.
    @inlinable
    package var hasAnomaly: Bool { anomalyFlags != 0 }

    /// Whether UIKit's own buttons are drawn over an `on-system-bar` custom bar that is on screen; never on the iPad's
    /// floating bar, which does not show the classic bar (V17.1 of format 3).
    @inlinable
    package var hasOverlap: Bool { anomalyFlags & Anomaly.overlap.flag != 0 }

    /// The anomalies present, in a fixed order: overlap, bar-missing (not while the app hid the bar: it asked for
    /// it), bar-over-hiding-screen, center-misplaced (`Anomaly.allCases`). Read from `anomalyFlags`, where the
    /// rules are written.
    @inlinable
    public var anomalies: [Anomaly] {
        // Unrolled rather than `allCases.filter`: a replay reads this after every step.
        let flags = anomalyFlags
        guard flags != 0 else { return [] }
        var found: [Anomaly] = []
        if flags & Anomaly.overlap.flag != 0 { found.append(.overlap) }
        if flags & Anomaly.barMissing.flag != 0 { found.append(.barMissing) }
        if flags & Anomaly.barOverHidingScreen.flag != 0 { found.append(.barOverHidingScreen) }
        if flags & Anomaly.centerMisplaced.flag != 0 { found.append(.centerMisplaced) }
        if flags & Anomaly.customBarLost.flag != 0 { found.append(.customBarLost) }
        return found
    }

    /// The anomalies present as bits: ``Anomaly/flag`` of each (bit *i* for `Anomaly.allCases[i]`). The one place
    /// the anomaly rules are written; ``anomalies`` and the explorer read them from here, without allocating.
    /// - Complexity: O(1).
    @_transparent // Inlined before specialisation: `stepChecks()`'s String copy called a copy without `@inline(__always)`.
    @usableFromInline // What `@inlinable` gave.
    package var anomalyFlags: UInt64 {
        // The bar, the policy and the floating bar are read once (a replay reads this after every step); the
        // single-rule observables (`hasOverlap`, `isCenterMisplaced`, `isCustomBarLost`, `hasAnomaly`) read these bits.
        var flags: UInt64 = 0
        let policy = policyHidesBar
        let floating = isFloatingBar
        let hidden = isBarHidden(policy: policy, floating: floating)
        if configuration.showsSystemButtons && systemButtonsPresent && !hidden && !floating {
            flags |= Anomaly.overlap.flag
        }
        if hidden && !policy && !appHidBar { flags |= Anomaly.barMissing.flag }
        if !hidden && policy { flags |= Anomaly.barOverHidingScreen.flag }
        if configuration.misplacesCenterButton && !hidden { flags |= Anomaly.centerMisplaced.flag }
        if configuration.customBar == .onSystemBar && floating && !hidden { flags |= Anomaly.customBarLost.flag }
        return flags
    }

    /// The value of an observable as an `expect` line spells it.
    /// - Parameters:
    ///   - key: What to observe.
    ///   - outcome: The previous step's outcome (`ok` before the first step); only `.outcome` reads it.
    /// - Returns: The value, or `nil` for a key naming a tab index that does not exist.
    /// - Complexity: O(*n*) in the stack for the stack and modal keys, O(1) otherwise.
    package func value(of key: ObservableKey, outcome: Outcome = .ok) -> String? {
        switch key {
        case .tab: isShowingMoreList ? "more" : tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].name : nil
        case .stack: isShowingMoreList ? "more" : stack(.tab(selectedIndex))?.description
        case .stackOfTab(let i): stack(.tab(i))?.description
        case .depth: isShowingMoreList ? "1" : String(depth(of: .tab(selectedIndex)))
        case .more: moreValue
        case .modal: modal?.stack.description ?? "none"
        case .bar: isBarHidden ? "hidden" : barMinimized ? "minimized" : "visible"
        case .overlap: hasOverlap ? "yes" : "no"
        case .anomalies: anomalies.isEmpty ? "none" : anomalies.map(\.rawValue).joined(separator: ",")
        case .badge(let i): tabs.indices.contains(i) ? tabs[i].badge.description : nil
        case .outcome: outcome.name
        case .swipe: swipe.rawValue
        case .sheetSwipe: sheetSwipe.rawValue
        case .appHidden: appHidBar ? "yes" : "no"
        case .width: width.rawValue
        case .orientation: orientation.rawValue
        }
    }

    /// The `more` observable: `none` when More is not selected, `list`, or the name of the overflow tab it shows.
    private var moreValue: String? {
        guard isMoreSelected else { return "none" }
        guard let index = moreShows.tabIndex else { return "list" }
        return tabs.indices.contains(index) ? tabs[index].name : nil
    }
}
