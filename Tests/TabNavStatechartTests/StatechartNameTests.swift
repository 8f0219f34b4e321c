import TabNav
import TabNavStatechart
import Testing

@testable import TabNavTestSupport

/// The chart and the reducer name screens the same way: code point by code point, as traces do.
@Suite("Statechart: screen names as the reducer compares them")
struct StatechartNameTests {
    /// Two tabs whose first root is U+212A KELVIN SIGN, which Swift's `==` finds equal to the letter `K`.
    static func kelvinApp() throws -> Configuration<String> {
        try Configuration(tabs: [TabSpec(name: "home", root: "\u{212A}"), TabSpec(name: "me", root: "me")])
    }

    @Test(
        "pop-to K and back-menu K over a root named KELVIN SIGN: the reducer refuses, and the chart agrees",
        arguments: [TabNavEvent<String>.request(.popTo("K")), .report(.backMenuPicked("K"))])
    func kelvinRootIsNotK(event: TabNavEvent<String>) throws {
        let configuration = try Self.kelvinApp()
        let chart = Statechart(configuration: configuration)
        var before = TabNavState(configuration: configuration)
        before.reduce(TabNavRequest.push("a"))
        before.reduce(TabNavRequest.push("b"))
        var after = before
        let outcome = after.reduce(event).outcome
        #expect(outcome == .rejected(.screenNotInStack("K")), "the reducer compares code points")
        #expect(chart.discrepancies(before: before, event: event, after: after).isEmpty)
    }

    @Test("pop-to of the KELVIN SIGN itself reaches the root in the reducer and in the chart")
    func kelvinRootByItsOwnName() throws {
        let configuration = try Self.kelvinApp()
        let chart = Statechart(configuration: configuration)
        var before = TabNavState(configuration: configuration)
        before.reduce(TabNavRequest.push("a"))
        before.reduce(TabNavRequest.push("b"))
        for event: TabNavEvent<String> in [.request(.popTo("\u{212A}")), .report(.backMenuPicked("\u{212A}"))] {
            var after = before
            #expect(after.reduce(event).outcome == .ok)
            #expect(after.tabs[0].stack.depth == 1)
            #expect(chart.discrepancies(before: before, event: event, after: after).isEmpty)
        }
    }
}
