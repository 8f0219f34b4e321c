import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// Format 2's rules in the library (V5–V8 of the trace format, version 2), each checked on the whole state.
@Suite("Format 2: the app-hidden bar, iOS 26, modals, corrections")
struct Format2BehaviourTests {
    static func state(
        hiding: Set<String> = [], center: CenterButton<String>? = nil, profile: UIKitProfile = .modern,
        customBar: CustomBar = .none, overlapFix: OverlapFix = .none, badgeTarget: BadgeTarget = .custom,
        minimize: MinimizeBehavior = .never
    ) throws -> State {
        TabNavState(
            configuration: try Configuration(
                tabs: defaultTabs.map { TabSpec(name: $0, root: $0) }, hidingScreens: hiding, centerButton: center,
                profile: profile, customBar: customBar, overlapFix: overlapFix, badgeTarget: badgeTarget, minimize: minimize))
    }

    // MARK: V5

    @Test("hide-bar hides the bar whatever the stack says, rejects taps, and is no bar-missing; show-bar brings it back")
    func appHiddenBar() throws {
        var state = try Self.state()
        var result = step(&state, .request(.hideBar()))
        #expect(result.outcome == .ok && result.effects == [.setTabBarHidden(true, animated: true)])
        #expect(state.value(of: .bar) == "hidden" && state.value(of: .appHidden) == "yes" && state.anomalies.isEmpty)
        #expect(step(&state, .tap(1)).outcome == .rejected(.tabBarHidden))
        #expect(step(&state, .request(.hideBar(animated: false))).outcome == .noop)
        result = step(&state, .request(.showBar(animated: false)))
        #expect(result.outcome == .ok && result.effects == [.setTabBarHidden(false, animated: false)])
        #expect(step(&state, .request(.showBar())).outcome == .noop)
    }

    @Test("Over a screen that hides the bar, show-bar changes the flag but not the drawn bar, so no bar effect")
    func showBarOverHidingScreen() throws {
        var state = try Self.state(hiding: ["player"])
        arrange(&state, [.push("player"), .request(.hideBar())])
        let result = step(&state, .request(.showBar()))
        #expect(result.outcome == .ok && result.effects.isEmpty && state.isBarHidden && !state.appHidBar)
    }

    @Test("hide-bar and show-bar apply during a back-swipe and under a modal; over-content stays visible")
    func appHiddenBarIsNoNavigation() throws {
        var state = try Self.state(customBar: .overContent)
        arrange(&state, [.push("a"), .swipeStart])
        #expect(step(&state, .request(.hideBar())).outcome == .ok)
        #expect(state.value(of: .bar) == "visible" && state.appHidBar)
        arrange(&state, [.swipeCancel, .present("m"), .request(.showBar())])
    }

    // MARK: V6

    @Test("on-scroll-down: down minimizes, up does not expand, top expands; a tap then only expands")
    func minimizeOnScrollDown() throws {
        var state = try Self.state(center: presentingCenter(), profile: .ios26, minimize: .onScrollDown)
        arrange(&state, [.report(.scrolled(.down))])
        #expect(state.value(of: .bar) == "minimized")
        #expect(step(&state, .report(.scrolled(.up))).outcome == .noop)
        #expect(step(&state, .report(.scrolled(.down))).outcome == .noop)
        #expect(step(&state, .tapCenter).outcome == .rejected(.tabBarMinimized))
        let before = state
        let result = step(&state, .tap(1))
        var expected = before
        expected.barMinimized = false
        #expect(result.outcome == .ok && result.effects.isEmpty && state == expected)
        arrange(&state, [.report(.scrolled(.down)), .report(.scrolled(.top))])
        #expect(state.value(of: .bar) == "visible")
    }

    @Test(
        "on-scroll-up minimizes on up and at the top and expands on down (V13); never, a modal, over-content and other profiles make every scroll a noop"
    )
    func minimizeOnScrollUpAndNoops() throws {
        var up = try Self.state(profile: .ios26, minimize: .onScrollUp)
        arrange(&up, [.report(.scrolled(.up))])
        #expect(up.barMinimized)
        arrange(&up, [.report(.scrolled(.down))])
        #expect(!up.barMinimized)
        #expect(step(&up, .report(.scrolled(.down))).outcome == .noop)
        arrange(&up, [.report(.scrolled(.top))])
        #expect(up.barMinimized)
        #expect(step(&up, .report(.scrolled(.top))).outcome == .noop)
        #expect(step(&up, .report(.scrolled(.up))).outcome == .noop)
        for var state in [
            try Self.state(profile: .ios26), try Self.state(profile: .modern),
            try Self.state(profile: .ios26, customBar: .overContent, minimize: .onScrollDown),
        ] {
            #expect(step(&state, .report(.scrolled(.down))).outcome == .noop)
        }
        var covered = try Self.state(profile: .ios26, minimize: .onScrollDown)
        arrange(&covered, [.present("m")])
        #expect(step(&covered, .report(.scrolled(.down))).outcome == .noop)
    }

    @Test(
        "A change of the selected stack (open's after its selection) and hide-bar expand a minimized bar; a change of the selection alone does not (V13)"
    )
    func newContentExpands() throws {
        for event: Event in [.push("a"), .request(.hideBar()), .open(2, ["a"]), .push("a", in: 0)] {
            var state = try Self.state(profile: .ios26, minimize: .onScrollDown)
            arrange(&state, [.report(.scrolled(.down)), event])
            #expect(!state.barMinimized, "\(event)")
        }
        for event: Event in [.select(2), .open(2), .push("a", in: 1)] {
            var state = try Self.state(profile: .ios26, minimize: .onScrollDown)
            arrange(&state, [.report(.scrolled(.down)), event])
            #expect(state.barMinimized, "\(event)")
            #expect(state.value(of: .bar) == "minimized", "\(event)")
        }
    }

    @Test("A selection of a stack that hides the bar keeps the bar minimized behind it; coming back shows it minimized (V13)")
    func minimizedBehindAHidingStack() throws {
        var state = try Self.state(profile: .ios26, minimize: .onScrollDown)
        arrange(&state, [.push("a", hidesBar: true, in: 1), .report(.scrolled(.down)), .select(1)])
        #expect(state.value(of: .bar) == "hidden")
        #expect(state.barMinimized)
        arrange(&state, [.select(0)])
        #expect(state.value(of: .bar) == "minimized")
        arrange(&state, [.select(1), .report(.scrolled(.top))])
        #expect(!state.barMinimized)
        #expect(state.value(of: .bar) == "hidden")
    }

    @Test("ios26 with on-system-bar: UIKit's buttons are there from launch and no fix removes them")
    func ios26BreaksOnSystemBar() throws {
        for fix in OverlapFix.allCases {
            var state = try Self.state(center: presentingCenter(), profile: .ios26, customBar: .onSystemBar, overlapFix: fix)
            #expect(state.hasOverlap)
            arrange(&state, [.push("a"), .tapCenter, .dismiss])
            #expect(step(&state, .rotate).outcome == .noop)
            #expect(state.hasOverlap && state.anomalies == [.overlap], "fix \(fix)")
        }
    }

    @Test("ios26 with a replaced bar and a centre button: center-misplaced whenever the bar is not hidden")
    func centerMisplaced() throws {
        var state = try Self.state(hiding: ["a"], center: pushingCenter(), profile: .ios26, customBar: .replaced)
        #expect(state.anomalies == [.centerMisplaced])
        arrange(&state, [.push("a")])
        #expect(state.anomalies.isEmpty)
        #expect(try Self.state(center: pushingCenter(), customBar: .replaced).anomalies.isEmpty)
    }

    // MARK: V7

    @Test("An over-full-screen dismissal does not run viewWillAppear: re-added buttons stay; taps under it are rejected")
    func overFullScreen() throws {
        var state = try Self.state(customBar: .onSystemBar)
        arrange(&state, [.present("x"), .dismiss, .rotate, .present("m", style: .overFullScreen)])
        #expect(step(&state, .tap(1)).outcome == .rejected(.modalCoversTabBar))
        #expect(step(&state, .report(.sheetSwipe(.whole))).outcome == .rejected(.notASwipeableSheet))
        arrange(&state, [.dismiss])
        #expect(state.hasOverlap)
    }

    @Test(
        "A locked sheet refuses the swipe, whole or started; an ordinary sheet swipes in parts and rejects navigation meanwhile")
    func sheetSwipeInParts() throws {
        var locked = try Self.state()
        arrange(&locked, [.present("m", style: .lockedSheet)])
        #expect(step(&locked, .report(.sheetSwipe(.whole))).outcome == .rejected(.sheetLocked))
        #expect(step(&locked, .report(.sheetSwipe(.began))).outcome == .rejected(.sheetLocked))

        var state = try Self.state()
        #expect(step(&state, .report(.sheetSwipe(.began))).outcome == .desync(.noSheet))
        #expect(step(&state, .report(.sheetSwipe(.ended))).outcome == .desync(.sheetSwipeNotBegun))
        arrange(&state, [.present("m", style: .sheet), .report(.sheetSwipe(.began))])
        #expect(state.value(of: .sheetSwipe) == "active")
        #expect(step(&state, .push("a")).outcome == .rejected(.sheetSwipeActive))
        #expect(step(&state, .dismiss).outcome == .rejected(.sheetSwipeActive))
        arrange(&state, [.badge(0, .dot), .request(.hideBar()), .request(.showBar()), .report(.sheetSwipe(.cancelled))])
        #expect(state.modal != nil && state.sheetSwipe == .idle)
        arrange(&state, [.report(.sheetSwipe(.began))])
        let result = step(&state, .report(.sheetSwipe(.ended)))
        #expect(result.outcome == .ok && result.effects.isEmpty && state.modal == nil && state.sheetSwipe == .idle)
    }

    @Test("Under legacy every sheet swipe is rejected, its parts included")
    func legacySheetSwipe() throws {
        var state = try Self.state(profile: .legacy)
        arrange(&state, [.present("m", style: .sheet)])
        #expect(step(&state, .report(.sheetSwipe(.began))).outcome == .rejected(.notASwipeableSheet))
    }

    // MARK: V8

    @Test("V8.1: UIKit's buttons at launch: present under modern and ios14.0 unless the fix is layout; never under legacy")
    func launchButtons() throws {
        for profile in [UIKitProfile.modern, .ios14_0, .legacy] {
            for fix in OverlapFix.allCases {
                let state = try Self.state(profile: profile, customBar: .onSystemBar, overlapFix: fix)
                #expect(state.systemButtonsPresent == (profile != .legacy && fix != .layout), "\(profile) \(fix)")
            }
        }
        var state = try Self.state(customBar: .onSystemBar)
        arrange(&state, [.present("x"), .dismiss])
        #expect(!state.systemButtonsPresent)
    }

    @Test("V8.2: with badge-target item, a badge change puts UIKit's buttons back; layout removes them in the same step")
    func badgeOnItem() throws {
        var state = try Self.state(customBar: .onSystemBar, badgeTarget: .item)
        arrange(&state, [.present("x"), .dismiss, .badge(1, .count(3))])
        #expect(state.hasOverlap)
        arrange(&state, [.present("x"), .dismiss, .tap(1)]) // a tap that clears the badge is a change too
        #expect(state.hasOverlap && state.tabs[1].badge == .none)
        #expect(step(&state, .badge(1, .none)).outcome == .noop)

        var layout = try Self.state(customBar: .onSystemBar, overlapFix: .layout, badgeTarget: .item)
        let result = step(&layout, .badge(0, .dot))
        #expect(!layout.systemButtonsPresent && result.effects.contains(.removeSystemTabBarButtons))
        var custom = try Self.state(profile: .legacy, customBar: .onSystemBar)
        arrange(&custom, [.badge(0, .dot)])
        #expect(!custom.systemButtonsPresent)
    }

    @Test("Badges are state as set: 250 after 150 is ok, though both show 99+")
    func badgesAsSet() throws {
        var state = try Self.state()
        arrange(&state, [.badge(0, .count(150)), .badge(0, .count(250))])
        #expect(state.value(of: .badge(0)) == "99+")
    }
}
