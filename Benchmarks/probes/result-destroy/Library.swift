// The library side of the probe (Scripts/probe-result-destroy.sh): two shapes of a step's result, generic over the
// screen type as TabNav's are, each returned by a function specialised for `String` screens.

/// A command with a screen in one case, as TabNav's `Effect` has.
public enum Command<Screen: Hashable> {
    case show(Screen, Int, Bool)
    case select(Int)
    case none
}

/// A result that holds one screen.
public struct OneScreen<Screen: Hashable> {
    public var outcome: Int
    var screen: Screen?
}

/// A result that holds two commands inline and a count, as `StepResult` holds its first two effects.
public struct TwoCommands<Screen: Hashable> {
    public var outcome: Int
    var count: Int
    var first: Command<Screen>
    var second: Command<Screen>
}

/// Makes results.
public struct Maker<Screen: Hashable> {
    public init() {}

    /// A result with the screen when `n` is even.
    @inline(never)
    @_specialize(exported:true,where Screen == String)
    public func one(_ screen: Screen, _ n: Int) -> OneScreen<Screen> {
        OneScreen(outcome: n, screen: n & 1 == 0 ? screen : nil)
    }

    /// A result with one command that shows the screen when `n` is even.
    @inline(never)
    @_specialize(exported:true,where Screen == String)
    public func two(_ screen: Screen, _ n: Int) -> TwoCommands<Screen> {
        TwoCommands(outcome: n, count: 1, first: n & 1 == 0 ? .show(screen, n, true) : .select(n), second: .none)
    }
}
