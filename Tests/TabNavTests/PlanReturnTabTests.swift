import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// The return tab (V15 of format 3) after a plan: the plan selects no bar tab when it ends inside More, so UIKit's last
/// bar tab is the source's, and the state after the plan must say so, or a later width change selects another tab in
/// the state than in UIKit.
@Suite("Plans and the return tab")
struct PlanReturnTabTests {
    @Test("A plan into More keeps the source's return tab, and a later rotation selects in the state what UIKit selects")
    func planIntoMoreKeepsSourceReturnTab() throws {
        var source = try Format3BehaviourTests.state(device: .iphoneMax)
        step(&source, .tap(1))
        var target = try Format3BehaviourTests.state(device: .iphoneMax)
        step(&target, .tap(3))
        step(&target, .request(.selectMore))
        #expect(target.isShowingMoreList && target.returnTab == 3)
        let plan = try State.plan(from: source, to: target)
        #expect(plan == [.selectMore])
        var after = try State.stateAfterPlan(from: source, to: target)
        #expect(after.isShowingMoreList && after.returnTab == 1)
        // UIKit last selected tab 1 on its bar: when the landscape bar has room for every tab, it selects tab 1.
        var uikit = UIKitModel(source)
        for command in plan { try uikit.perform(command) }
        uikit.changeWidth(to: .regular)
        step(&after, .rotate)
        #expect(after.selectedIndex == 1 && !after.isMoreSelected)
        #expect(uikit == UIKitModel(after))
    }
}
