import TabNav

extension Statechart {
    /// The script's second part: the configuration's rules, each stated once, the end of a step that applies them,
    /// the step itself with the gate, and the predicates the conditions call.
    static let scxmlRulesScript = #"""
        // The configuration's rules, each stated once (Configuration+UIKitRules.swift in the library).
        // A sheet, locked or not, shows as one but under legacy, whose iPhones show sheets full screen.
        function showsAsSheet(style) {
          return (style === 'sheet' || style === 'locked-sheet') && settings.profile !== 'legacy';
        }
        // Dismissing a modal shown full screen, but not an over-full-screen one, makes the tab bar controller appear.
        function dismissalShowsController(style) { return style !== 'over-full-screen' && !showsAsSheet(style); }
        // The user can drag down a sheet that is not locked; null when they can, else why not.
        function sheetSwipeRefusal(style) {
          if (showsAsSheet(style) && style !== 'locked-sheet') return null;
          return showsAsSheet(style) ? 'the sheet is locked' : 'not a swipeable sheet';
        }
        // Under ios26 the app's removal of UIKit's buttons finds none.
        function appRemovesButtons() { return settings.profile !== 'ios26'; }
        // ios26 draws a replaced bar's centre button at the leading edge.
        function centerMisplaced() {
          return settings.profile === 'ios26' && settings.customBar === 'replaced' && settings.center !== null;
        }
        // Whether a scroll minimizes (true), expands (false) or leaves (null) the bar: ios26, not over-content.
        function scrollMinimizes(scroll) {
          if (settings.profile !== 'ios26' || settings.customBar === 'over-content') return null;
          if (settings.minimize === 'on-scroll-down') return scroll === 'down' ? true : scroll === 'top' ? false : null;
          if (settings.minimize === 'on-scroll-up') return scroll === 'up';
          return null;
        }
        // UIKit's rules on a step's change t, each stated once: finish applies them, the look-ahead predicates ask them.
        // A multi-level pop from a screen that hid the bar leaves it stuck hidden on iOS 14.0.
        function stuckByChange(t) {
          var pop = t.multiLevelPop;
          return settings.profile === 'ios14.0' && pop !== null && pop.topHidBar;
        }
        // UIKit re-adds its buttons to the bar: on rotation outside legacy; under legacy after a multi-level popTo or popToRoot;
        // with badges on UITabBarItem, after any badge change (format 2, V8.2).
        function buttonsReAddedByChange(t) {
          var pop = t.multiLevelPop;
          if (settings.customBar !== 'on-system-bar') return false;
          if (settings.badgeTarget === 'item' && t.badgeChanged) return true;
          if (settings.profile !== 'legacy') return t.rotated;
          return pop !== null && (pop.operation === 'popTo' || pop.operation === 'popToRoot');
        }
        function finish(s, t, before) {
          if (buttonsReAddedByChange(t)) s.buttonsPresent = true;
          if (stuckByChange(t)) s.barStuck = true;
          else if (t.selectionChanged || t.selectedStackChanged) s.barStuck = false;
          var fixRemoves = settings.overlapFix === 'layout' || (settings.overlapFix === 'completion' && t.stackChanged);
          if (s.buttonsPresent && appRemovesButtons() && fixRemoves) s.buttonsPresent = false;
          // iOS 26 expands a minimized bar for new content, and when the app hides the bar.
          if (s.minimized && (t.selectionChanged || t.selectedStackChanged || s.appHidden)) { s.minimized = false; t.changed = true; }
          var changed = t.changed || s.buttonsPresent !== before.buttonsPresent || s.barStuck !== before.barStuck;
          return changed ? 'ok' : 'noop';
        }
        function noChange() {
          return {changed: false, stackChanged: false, selectedStackChanged: false, selectionChanged: false,
                  multiLevelPop: null, rotated: false, badgeChanged: false};
        }
        // One step: {state, outcome, change}; the state before is left as it was, and kept on a rejection.
        function step(before, e) {
          var kind = kindOf(e), d = e.data;
          var t = noChange();
          if ((before.swiping || before.sheetSwiping) && isNavigation(kind)) return {state: before, outcome: 'rejected', change: t};
          var s = copy(before);
          var rejection = act(s, t, kind, d);
          if (rejection !== null) return {state: before, outcome: 'rejected', change: noChange()};
          return {state: s, outcome: finish(s, t, before), change: t};
        }
        function ahead(e) { return step(snapshot(), e); }

        // The predicates the conditions call, on the state before the event.
        function tappable(e) { return !minimized && reachesBar(e); }
        function reachesBar(e) {
          var s = snapshot();
          if (s.presented !== null || barHidden(s)) return false;
          if (kindOf(e) !== 'tap') return true;
          return e.data.tab >= 0 && e.data.tab < tabs.length && s.enabled[tabs[e.data.tab]] && !isOverflow(e.data.tab);
        }
        function targets(e, tab) {
          var kind = kindOf(e);
          var shown = shownTab(snapshot());
          if (kind === 'backMenuPopped') return presented === null && shown === tab;
          if (['push', 'pop', 'popTo', 'popToRoot', 'setStack', 'systemPopped'].indexOf(kind) < 0) return false;
          if (e.data.in === null || e.data.in === undefined) return presented === null && shown === tab;
          return e.data.in === tabIndex(tab);
        }
        function popToIndex(e, tab) {
          var kind = kindOf(e), st = stacks[tab], index = -1;
          if ((kind !== 'popTo' && kind !== 'backMenuPopped') || st.length < 2) return -1;
          var named = kind === 'backMenuPopped' ? e.data.to : e.data.screen;
          for (var i = 0; i < st.length - 1; i++) if (st[i].screen === named) index = i;
          return index;
        }
        function focusedCanPop() {
          var s = snapshot();
          if (focusIsList(s)) return false;
          return goesBackToList(s) || stackOf(s, focusedRef(s)).length > 1;
        }
        function policyHidesAfter(e) { return policyHides(ahead(e).state); }
        function changesTabOrStack(e) { var t = ahead(e).change; return t.selectionChanged || t.selectedStackChanged; }
        function sticksBar(e) { return stuckByChange(ahead(e).change); }
        function reAddsButtons(e) { return buttonsReAddedByChange(ahead(e).change); }
        function changesAStack(e) { return ahead(e).change.stackChanged; }
        function minimizingScroll(e) {
          return presented === null && !barHidden(snapshot()) && scrollMinimizes(e.data.scroll) === true;
        }
        function expandingScroll(e) { return presented === null && scrollMinimizes(e.data.scroll) === false; }
        """#
}
