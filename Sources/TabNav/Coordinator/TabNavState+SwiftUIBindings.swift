// The `Binding` glue of the SwiftUI bridge. SwiftUI does not exist on Linux, so this file is not compiled there;
// everything it calls is in `TabNavState+SwiftUI.swift` and tested on every platform.
#if canImport(SwiftUI)
    import SwiftUI

    extension TabNavState {
        /// A binding for `TabView(selection:)`: reads ``tabViewSelection`` from `state`, and sends the user's new
        /// selection to `send` as the event ``event(forSelection:)`` makes of it.
        /// - Parameters:
        ///   - state: Reads the coordinator's current state.
        ///   - send: Reduces an event and performs its effects.
        /// - Returns: The binding.
        @MainActor
        public static func selectionBinding(
            state: @escaping @MainActor () -> Self, send: @escaping @MainActor (TabNavEvent<Screen>) -> Void
        ) -> Binding<Int> {
            Binding(
                get: { state().tabViewSelection },
                set: { if let event = state().event(forSelection: $0) { send(event) } })
        }

        /// A binding for the `NavigationStack(path:)` of tab `tab`: reads ``navigationPath(tab:)`` from `state`, and
        /// sends the path SwiftUI writes back to `send` as the event ``event(forPath:tab:)`` makes of it.
        /// - Parameters:
        ///   - tab: The tab's index.
        ///   - state: Reads the coordinator's current state.
        ///   - send: Reduces an event and performs its effects.
        /// - Returns: The binding.
        @MainActor
        public static func pathBinding(
            tab: Int, state: @escaping @MainActor () -> Self, send: @escaping @MainActor (TabNavEvent<Screen>) -> Void
        ) -> Binding<[Entry<Screen>]> {
            Binding(
                get: { state().navigationPath(tab: tab) },
                set: { if let event = state().event(forPath: $0, tab: tab) { send(event) } })
        }
    }
#endif
