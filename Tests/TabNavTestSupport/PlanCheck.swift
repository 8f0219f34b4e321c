@testable import TabNav

/// What playing `plan(from:to:)` must do, checked on the ``UIKitModel``: shared by the example-based and the property
/// tests of the plan.
enum PlanCheck {
    /// Why playing `plan(from: a, to: b)` on UIKit showing `a` fails, if it does: the plan throws, is too long, is not
    /// empty between equal states, has UIKit refuse a command, leaves UIKit elsewhere than at
    /// `stateAfterPlan(from: a, to: b)`, or that state breaks an invariant or differs from `b` in more than what no
    /// command sets (UIKit's buttons coming back, the minimized bar, the gestures, the stuck bar).
    static func failure(_ a: State, _ b: State) -> String? {
        let plan: [Fx]
        let after: State
        do {
            plan = try State.plan(from: a, to: b)
            after = try State.stateAfterPlan(from: a, to: b)
        } catch { return "plan threw \(error)" }
        if plan.count > 8 + 3 * a.tabs.count { return "plan of \(plan.count) commands exceeds 8 + 3 x tabs: \(plan)" }
        if a == b && !plan.isEmpty { return "plan from a state to itself is not empty: \(plan)" }
        if a == b && after != b { return "the state after an empty plan is not the state itself" }
        var uikit = UIKitModel(a)
        for command in plan {
            do { try uikit.perform(command) } catch { return "UIKit refuses \(command): \(error) in \(plan)" }
        }
        let expected = UIKitModel(after)
        if uikit != expected { return "plan \(plan) leaves UIKit at \(uikit), not \(expected)" }
        let violations = after.invariantViolations()
        if !violations.isEmpty { return "the state after the plan breaks invariants: \(violations)" }
        if let part = unexplainedDifference(after, b, source: a) {
            return "the state after plan \(plan) differs from the target in \(part)"
        }
        return nil
    }

    /// Why the identities of `after` (a plan's state from `source` to `target`) are wrong, if they are: an entry keeps
    /// its identity only when `source` has it in the same stack with the same screen and flag, or when `source` never
    /// handed it out (at or above its counter); every other entry gets an identity above both counters; the counter
    /// stays above every identity and never goes back.
    static func identityFault(_ after: State, _ target: State, source: State) -> String? {
        var refs = after.tabs.indices.map { StackRef.tab($0) }
        if after.modal != nil { refs.append(.modal) }
        let floor = max(source.nextEntryID, target.nextEntryID)
        var seen = Set<EntryID>()
        if after.nextEntryID < floor { return "the identity counter went back" }
        for ref in refs {
            for entry in after.stack(ref)?.entries ?? [] {
                if !seen.insert(entry.id).inserted { return "identity \(entry.id) twice" }
                if entry.id.rawValue >= after.nextEntryID { return "identity \(entry.id) at or above the counter" }
                let kept = source.stack(ref)?.entries.contains(entry) ?? false
                let unknown = entry.id.rawValue >= source.nextEntryID
                if !kept && !unknown { return "identity \(entry.id) of \(ref) reused for \(entry.screen)" }
            }
        }
        return nil
    }

    /// The first part in which `after` differs from `target` that ``TabNavState/stateAfterPlan(from:to:)`` does not
    /// promise to take from UIKit: everything but the buttons (only kept or put back by UIKit), the minimized bar (only
    /// kept from the source), the gestures (only the source's), the stuck bar (only under `ios14.0`) and, inside More,
    /// the return tab (the source's).
    static func unexplainedDifference(_ after: State, _ target: State, source: State) -> String? {
        if after.systemButtonsPresent != target.systemButtonsPresent && target.systemButtonsPresent
            && source.systemButtonsPresent
        {
            return "UIKit's buttons, gone although the source and the target have them"
        }
        if after.barMinimized && !source.barMinimized { return "a minimized bar the source did not have" }
        if after.swipe == .active && source.swipe != .active { return "a back-swipe the source did not have" }
        if after.sheetSwipe == .active && source.sheetSwipe != .active { return "a sheet swipe the source did not have" }
        if after.barStuckHidden != target.barStuckHidden && target.configuration.profile != .ios14_0 {
            return "the stuck bar outside ios14.0"
        }
        if after.isMoreSelected && after.returnTab != source.returnTab { return "a return tab the source did not have" }
        if let identities = identityFault(after, target, source: source) { return identities }
        var same = after
        // Identities are checked above; the entries are otherwise the target's.
        for i in same.tabs.indices where same.tabs[i].stack.screens == target.tabs[i].stack.screens {
            same.tabs[i].stack = target.tabs[i].stack
        }
        if let modal = target.modal, same.modal?.stack.screens == modal.stack.screens { same.modal?.stack = modal.stack }
        same.nextEntryID = target.nextEntryID
        same.systemButtonsPresent = target.systemButtonsPresent
        same.barMinimized = target.barMinimized
        same.swipe = target.swipe
        same.sheetSwipe = target.sheetSwipe
        same.barStuckHidden = target.barStuckHidden
        same.moreReturnTab = target.moreReturnTab
        return same == target ? nil : "a part that commands set"
    }
}
