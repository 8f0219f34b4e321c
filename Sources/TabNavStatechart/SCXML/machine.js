// The ECMAScript machine of the executable SCXML that `tabnav-sim statechart --format scxml` writes: the
// machine's step stated a second time, from the trace format, on purpose, so that Qt's SCXML engine can run
// every step of a trace against the reducer (Scripts/check-scxml.sh). The data it reads (`tabs`, `settings`,
// `hidingScreens`) and keeps (`selected`, `stacks`, `presented`, `enabled`, `badges`, `swiping`,
// `buttonsPresent`, `barStuck`, `appHidden`, `minimized`, `sheetSwiping`, `moreSelected`, `moreShows`, `sizeClass`
// (the width: the chart's `width` region owns that XML id), `orientation`, `returnTab`) are the document's `<data>`; `step` never changes them: the `data` region's `<assign>`s copy its result in. A stack is
// an array of `{screen, hidesBar}`, root first; a stack reference is a tab index, or -1 for the modal.
//
// Events are named by the library's kinds (TabNavEvent.Kind: `tap`, `backSwipeEnded`), then the tab a kind names
// (`tap.discover`). `settings` holds the configuration and the profile's facts that the library's rules file names
// (`hasBackMenu`, `appRemovesButtons`, `hasMinimizingBar`, `misplacesCenter`), read here rather than restated; the
// rules of a step (sheets under legacy, the stuck bar, the buttons UIKit puts back) stay stated here, on purpose,
// apart from the library's. The kinds no trace step writes (`popToEntry`, `popToDepth`, `replaceModal`) are rejected.
//
// This file is the source: Scripts/embed-scxml-script.py writes it into
// Statechart+SCXMLScript.generated.swift (this header left out), and a test fails when the two differ.
// Scripts/check-scxml.sh lints it with ESLint.

function copy(x) { return JSON.parse(JSON.stringify(x)); }
function tabIndex(name) { return tabs.indexOf(name); }
function snapshot() {
  return {selected: selected, stacks: stacks, presented: presented, enabled: enabled, badges: badges,
          swiping: swiping, buttonsPresent: buttonsPresent, barStuck: barStuck, appHidden: appHidden,
          minimized: minimized, sheetSwiping: sheetSwiping, moreSelected: moreSelected, moreShows: moreShows,
          sizeClass: sizeClass, orientation: orientation, returnTab: returnTab};
}
// The More tab (V4 of format 2), with the capacity of trace format 3 (V15): the bar holds 5 items in compact width,
// 8 in regular width, and on an iPad under ios26 in regular width (the floating bar) every tab. With more tabs than
// that, the bar shows one fewer and More lists the others, in header order. A header with more than five tabs is
// what makes the More steps valid (moreTabPossible); whether More exists depends on the width.
function moreTabPossible() { return tabs.length > 5; }
function floating(s) { return settings.device === 'ipad' && settings.profile === 'ios26' && s.sizeClass === 'regular'; }
function capacity(s) {
  if (s.sizeClass === 'compact') return 5;
  return floating(s) ? tabs.length : 8;
}
function hasMore(s) { return tabs.length > capacity(s); }
function barCount(s) { return hasMore(s) ? capacity(s) - 1 : tabs.length; }
function isOverflow(s, i) { return hasMore(s) && i >= barCount(s) && i < tabs.length; }
// An iPad form sheet (V18): a sheet, not locked, on an iPad in regular width, from iOS 13 (not legacy). A tap outside
// it dismisses it.
function formSheet(s) {
  return s.presented !== null && s.presented.style === 'sheet' && settings.device === 'ipad' && s.sizeClass === 'regular'
    && settings.profile !== 'legacy';
}
// The floating bar shows UIKit's items, not the custom bar the app drew on the system bar, its centre button with it
// (V17.1).
function customBarLost(s) { return floating(s) && settings.customBar === 'on-system-bar'; }
function showingList(s) { return s.moreSelected && s.moreShows === null; }
// The tab whose stack is on screen (a bar tab, or the overflow tab More shows); null over the More list.
function shownTab(s) { return showingList(s) ? null : s.selected; }
function focusIsList(s) { return s.presented === null && showingList(s); }
// More shows an overflow tab at its root with no modal: a pop, a back-swipe or the back button goes back to the list.
function goesBackToList(s) {
  return s.presented === null && s.moreSelected && s.moreShows !== null && s.stacks[s.moreShows].length === 1;
}
function kindOf(e) { return e.name.split('.')[0]; }
function isNavigation(kind) {
  return ['setBadge', 'enable', 'disable', 'rotated', 'resized', 'backSwipeEnded', 'backSwipeCancelled', 'hideBar',
          'showBar', 'sheetSwipeEnded', 'sheetSwipeCancelled', 'scrolled'].indexOf(kind) < 0;
}
function hides(screen, asked) { return asked === true || hidingScreens.indexOf(screen) >= 0; }
function entry(screen, asked) { return {screen: screen, hidesBar: hides(screen, asked)}; }
function focusedRef(s) { return s.presented !== null ? -1 : tabIndex(s.selected); }
function stackOf(s, ref) {
  if (ref < 0) return s.presented !== null ? s.presented.stack : [];
  return s.stacks[tabs[ref]];
}
function resolve(s, target) {
  if (target === null || target === undefined) return focusedRef(s);
  if (target === 'modal') return s.presented !== null ? -1 : null;
  return target >= 0 && target < tabs.length ? target : null;
}
function policyHides(s) {
  if (showingList(s)) return false;
  var st = s.stacks[s.selected];
  if (settings.barPolicy === 'top-only') return st[st.length - 1].hidesBar;
  return st.some(function (x) { return x.hidesBar; });
}
// The floating bar is hidden only by the app: hidesBottomBarWhenPushed and the stuck bar are the bottom bar's (V17.1).
function barHidden(s) {
  return settings.customBar !== 'over-content' && (s.appHidden || (!floating(s) && (s.barStuck || policyHides(s))));
}
function anomalies(s) {
  var found = [], hidden = barHidden(s), policy = policyHides(s);
  if (settings.customBar === 'on-system-bar' && s.buttonsPresent && !hidden && !floating(s)) found.push('overlap');
  if (hidden && !policy && !s.appHidden) found.push('bar-missing');
  if (!hidden && policy) found.push('bar-over-hiding-screen');
  if (centerMisplaced() && !hidden) found.push('center-misplaced');
  if (customBarLost(s) && !hidden) found.push('custom-bar-lost');
  return found;
}
function describe(st) {
  return st.map(function (x) { return x.screen + (x.hidesBar ? '*' : ''); }).join('>');
}
function shownBadge(b) {
  if (b.indexOf('count:') === 0) { var n = parseInt(b.slice(6), 10); return n > 99 ? '99+' : String(n); }
  return b.indexOf('text:') === 0 ? b.slice(5) : b;
}
function observe(s, outcome, rejection) {
  var o = {tab: showingList(s) ? 'more' : s.selected, more: !s.moreSelected ? 'none' : s.moreShows === null ? 'list' : s.moreShows, stacks: {}, modal: s.presented === null ? 'none' : describe(s.presented.stack),
           modalStyle: s.presented === null ? 'none' : s.presented.style,
           bar: barHidden(s) ? 'hidden' : s.minimized ? 'minimized' : 'visible',
           anomalies: anomalies(s).join(',') || 'none', swipe: s.swiping ? 'active' : 'idle', badges: {},
           enabled: {}, buttons: s.buttonsPresent, stuck: s.barStuck, appHidden: s.appHidden,
           sheetSwipe: s.sheetSwiping ? 'active' : 'idle', width: s.sizeClass, orientation: s.orientation || 'none',
           outcome: outcome, rejection: rejection || 'none'};
  tabs.forEach(function (t) { o.stacks[t] = describe(s.stacks[t]); o.badges[t] = shownBadge(s.badges[t]); o.enabled[t] = s.enabled[t]; });
  return o;
}

function change(s, t, ref, op, animated, entries) {
  var before = stackOf(s, ref), top = before[before.length - 1];
  if (ref < 0) s.presented.stack = entries; else s.stacks[tabs[ref]] = entries;
  t.changed = true;
  t.stackChanged = true;
  if (ref !== tabIndex(s.selected) || showingList(s)) return;
  t.selectedStackChanged = true;
  if (animated && before.length - entries.length >= 2 && s.presented === null && op !== 'push' && op !== 'pop') {
    t.multiLevelPop = {operation: op, topHidBar: top.hidesBar};
  }
}
// A bar tab leaves More (which keeps what it showed); an overflow tab selects More showing it.
function select(s, t, index) {
  s.selected = tabs[index];
  s.moreSelected = isOverflow(s, index);
  if (s.moreSelected) s.moreShows = tabs[index];
  t.changed = true;
  t.selectionChanged = true;
}
function showMore(s, t) {
  s.moreSelected = true;
  s.selected = s.moreShows !== null ? s.moreShows : tabs[barCount(s)];
  t.changed = true;
  t.selectionChanged = true;
}
function backToList(s, t) {
  s.moreShows = null;
  s.selected = tabs[barCount(s)];
  t.changed = true;
  t.selectionChanged = true;
}
function clearBadgeOnTap(s, t, i) {
  if (settings.badgePolicy === 'clear-on-tap' && s.badges[tabs[i]] !== 'none') {
    s.badges[tabs[i]] = 'none';
    t.changed = true;
    t.badgeChanged = true;
  }
}
// The taps on the bar, their rejections in the order of V19 of format 3: a gesture (the gate), a modal that is not an
// iPad form sheet, a hidden bar, an item that is not on the bar; then a tap outside a form sheet only dismisses it.
function tapMore(s, t) {
  if (!moreTabPossible()) return 'no-more-tab';
  if (s.presented !== null && !formSheet(s)) return 'modal-covers-tab-bar';
  if (barHidden(s)) return 'tab-bar-hidden';
  if (!hasMore(s)) return 'no-more-in-this-width';
  if (s.presented !== null) { dismissModal(s, t); return null; }
  if (s.minimized) { s.minimized = false; t.changed = true; return null; }
  if (!s.moreSelected) showMore(s, t);
  else if (s.moreShows !== null) { popToRoot(s, t, tabIndex(s.moreShows), true); backToList(s, t); }
  return null;
}
function pick(s, t, i) {
  if (!moreTabPossible()) return 'no-more-tab';
  if (i < 0 || i >= tabs.length) return 'no-such-tab';
  if (s.presented !== null && !formSheet(s)) return 'modal-covers-more-list';
  if (!showingList(s)) return 'more-list-not-shown';
  if (!isOverflow(s, i)) return 'not-an-overflow-tab';
  if (s.presented !== null) { dismissModal(s, t); return null; }
  if (!s.enabled[tabs[i]]) return 'tab-disabled';
  s.moreShows = tabs[i];
  s.selected = tabs[i];
  t.changed = true;
  t.selectionChanged = true;
  clearBadgeOnTap(s, t, i);
  return null;
}
function popToRoot(s, t, ref, animated) {
  var st = stackOf(s, ref);
  if (st.length > 1) change(s, t, ref, 'popToRoot', animated, st.slice(0, 1));
}
function popOne(s, t, ref, animated) {
  var st = stackOf(s, ref);
  if (st.length > 1) change(s, t, ref, 'pop', animated, st.slice(0, st.length - 1));
}
function popTo(s, t, screen, animated, target) {
  var ref = resolve(s, target);
  if (ref === null) return 'no-such-tab';
  var st = stackOf(s, ref), index = -1;
  for (var i = 0; i < st.length - 1; i++) if (st[i].screen === screen) index = i;
  if (index < 0) return st.length > 0 && st[st.length - 1].screen === screen ? null : 'screen-not-in-stack';
  change(s, t, ref, 'popTo', animated, st.slice(0, index + 1));
  return null;
}
function setScreens(s, t, list, start, ref, animated) {
  var st = stackOf(s, ref), keep = start;
  for (var i = 0; i < list.length; i++) {
    var asked = list[i];
    if (keep >= st.length || st[keep].screen !== asked.screen || st[keep].hidesBar !== hides(asked.screen, asked.hidesBar)) break;
    keep++;
  }
  var matched = keep - start;
  if (matched === list.length && keep === st.length) return;
  var fresh = list.slice(matched).map(function (x) { return entry(x.screen, x.hidesBar); });
  change(s, t, ref, 'setStack', animated, st.slice(0, keep).concat(fresh));
}
function present(s, t, screen, style) { s.presented = {style: style, stack: [entry(screen, false)]}; t.changed = true; }
function dismissModal(s, t) {
  if (s.presented === null) return;
  var style = s.presented.style;
  s.presented = null;
  s.sheetSwiping = false;
  t.changed = true;
  // The tab bar controller's viewWillAppear, where the app removes UIKit's buttons.
  if (!dismissalShowsController(style, s.sizeClass)) return;
  t.controllerAppeared = true;
  if (appRemovesButtons()) s.buttonsPresent = false;
}
function tapTab(s, t, i) {
  if (i < 0 || i >= tabs.length) return 'no-such-tab';
  if (s.presented !== null && !formSheet(s)) return 'modal-covers-tab-bar';
  if (barHidden(s)) return 'tab-bar-hidden';
  if (isOverflow(s, i)) return 'not-on-tab-bar';
  if (s.presented !== null) { dismissModal(s, t); return null; }
  if (!s.enabled[tabs[i]]) return 'tab-disabled';
  // iOS 26: a tap on a minimized bar only expands it.
  if (s.minimized) { s.minimized = false; t.changed = true; return null; }
  if (tabs[i] !== shownTab(s)) select(s, t, i); else popToRoot(s, t, i, true);
  clearBadgeOnTap(s, t, i);
  return null;
}
function tapCenter(s, t) {
  if (s.presented !== null && !formSheet(s)) return 'modal-covers-tab-bar';
  if (barHidden(s)) return 'tab-bar-hidden';
  if (settings.center === null) return 'no-center-button';
  if (customBarLost(s)) return 'center-button-not-on-floating-bar';
  if (s.presented !== null) { dismissModal(s, t); return null; }
  if (s.minimized) return 'tab-bar-minimized';
  if (settings.center.action !== 'present' && showingList(s)) return 'more-list-has-no-stack';
  if (settings.center.action === 'present') { present(s, t, settings.center.screen, settings.center.style); return null; }
  var ref = tabIndex(s.selected);
  change(s, t, ref, 'push', true, stackOf(s, ref).concat([entry(settings.center.screen, false)]));
  return null;
}
// Acts on a copy of the state; returns null, or the code of the library's rejection as tabnav-sim --json names it.
function act(s, t, kind, d) {
  var ref;
  var unnamed = d.in === null || d.in === undefined;
  // Over the More list no stack is focused: navigation without in= is rejected.
  var onStack = ['push', 'pop', 'popTo', 'popToRoot', 'setStack', 'systemPopped', 'backMenuPicked'].indexOf(kind) >= 0;
  // The back button's menu exists from iOS 14 (V8.3 of trace format 2), over the More list too.
  if (kind === 'backMenuPicked' && !settings.hasBackMenu) return 'no-back-menu';
  if (onStack && unnamed && focusIsList(s)) return 'more-list-has-no-stack';
  switch (kind) {
  case 'tapMore': return tapMore(s, t);
  case 'selectMore':
    if (!moreTabPossible()) return 'no-more-tab';
    if (!hasMore(s)) return 'no-more-in-this-width';
    if (!s.moreSelected) showMore(s, t);
    return null;
  case 'pick': return pick(s, t, d.tab);
  case 'tap': return tapTab(s, t, d.tab);
  case 'tapCenter': return tapCenter(s, t);
  case 'select':
    if (d.tab < 0 || d.tab >= tabs.length) return 'no-such-tab';
    if (tabs[d.tab] !== shownTab(s)) select(s, t, d.tab);
    return null;
  case 'push':
    if ((ref = resolve(s, d.in)) === null) return 'no-such-tab';
    change(s, t, ref, 'push', d.animated, stackOf(s, ref).concat([entry(d.screen, d.hidesBar)]));
    return null;
  case 'pop':
    if (unnamed && goesBackToList(s)) { backToList(s, t); return null; }
    if ((ref = resolve(s, d.in)) === null) return 'no-such-tab';
    popOne(s, t, ref, d.animated);
    return null;
  case 'popTo': return popTo(s, t, d.screen, d.animated, d.in);
  case 'backMenuPicked': return popTo(s, t, d.screen, true, null);
  case 'popToRoot':
    if ((ref = resolve(s, d.in)) === null) return 'no-such-tab';
    popToRoot(s, t, ref, d.animated);
    return null;
  case 'setStack':
    if (d.entries.length === 0) return 'empty-stack';
    if ((ref = resolve(s, d.in)) === null) return 'no-such-tab';
    setScreens(s, t, d.entries, 0, ref, d.animated);
    return null;
  case 'backSwipe': case 'backButtonTapped':
    if (focusIsList(s)) return null;
    if (goesBackToList(s)) backToList(s, t); else popOne(s, t, focusedRef(s), true);
    return null;
  case 'backSwipeBegan':
    if (focusIsList(s)) return null;
    if (stackOf(s, focusedRef(s)).length > 1 || goesBackToList(s)) { s.swiping = true; t.changed = true; }
    return null;
  case 'backSwipeEnded':
    if (!s.swiping) return null;
    s.swiping = false;
    t.changed = true;
    if (stackOf(s, focusedRef(s)).length > 1) popOne(s, t, focusedRef(s), true);
    else if (goesBackToList(s)) backToList(s, t);
    return null;
  case 'backSwipeCancelled':
    if (s.swiping) { s.swiping = false; t.changed = true; }
    return null;
  case 'present':
    if (s.presented !== null) return 'already-presenting';
    present(s, t, d.screen, d.style);
    return null;
  case 'dismiss': dismissModal(s, t); return null;
  case 'sheetSwipe': case 'sheetSwipeBegan':
    if (s.presented === null) return null;
    var refusal = sheetSwipeRefusal(s.presented.style);
    if (refusal !== null) return refusal;
    if (kind === 'sheetSwipe') dismissModal(s, t); else { s.sheetSwiping = true; t.changed = true; }
    return null;
  case 'sheetSwipeEnded':
    if (!s.sheetSwiping) return null;
    s.sheetSwiping = false;
    t.changed = true;
    dismissModal(s, t);
    return null;
  case 'sheetSwipeCancelled':
    if (s.sheetSwiping) { s.sheetSwiping = false; t.changed = true; }
    return null;
  case 'hideBar': case 'showBar':
    var hidden = kind === 'hideBar';
    if (s.appHidden !== hidden) { s.appHidden = hidden; t.changed = true; }
    return null;
  case 'scrolled':
    // The floating bar never minimizes (V17.1).
    var minimizes = s.presented === null && !floating(s) ? scrollMinimizes(d.scroll) : null;
    if (minimizes === null || (minimizes && barHidden(s)) || s.minimized === minimizes) return null;
    s.minimized = minimizes;
    t.changed = true;
    return null;
  case 'open':
    if (d.tab < 0 || d.tab >= tabs.length) return 'no-such-tab';
    dismissModal(s, t);
    if (tabs[d.tab] !== shownTab(s)) select(s, t, d.tab);
    setScreens(s, t, d.path, 1, d.tab, false);
    return null;
  case 'setBadge':
    if (d.tab < 0 || d.tab >= tabs.length) return 'no-such-tab';
    if (s.badges[tabs[d.tab]] !== d.badge) { s.badges[tabs[d.tab]] = d.badge; t.changed = true; t.badgeChanged = true; }
    return null;
  case 'enable': case 'disable':
    if (d.tab < 0 || d.tab >= tabs.length) return 'no-such-tab';
    var on = kind === 'enable';
    if (s.enabled[tabs[d.tab]] !== on) { s.enabled[tabs[d.tab]] = on; t.changed = true; }
    return null;
  case 'rotated': return rotate(s, t);
  case 'resized': return resize(s, t, d.width);
  case 'systemPopped':
    if ((ref = resolve(s, d.in)) === null) return 'no-such-tab';
    var st = stackOf(s, ref);
    if (d.toDepth < 1 || d.toDepth > st.length) return 'depth-out-of-range';
    if (d.toDepth < st.length) change(s, t, ref, d.toDepth === 1 ? 'popToRoot' : 'popTo', false, st.slice(0, d.toDepth));
    return null;
  }
  return 'unknown-event';
}
// Trace format 3 (V14): a large iPhone's rotation turns its orientation and its width with it (portrait compact,
// landscape regular), not during a gesture; on every device UIKit then lays the bar out again (t.rotated).
function gestureRefusal(s) { return s.swiping ? 'back-swipe-active' : s.sheetSwiping ? 'sheet-swipe-active' : null; }
function rotate(s, t) {
  if (settings.device === 'iphone-max') {
    var refusal = gestureRefusal(s);
    if (refusal !== null) return refusal;
    s.orientation = s.orientation === 'portrait' ? 'landscape' : 'portrait';
    t.changed = true;
    changeWidth(s, t, s.orientation === 'portrait' ? 'compact' : 'regular');
  }
  t.rotated = true;
  return null;
}
// An iPad's window becomes compact or regular: not during a gesture, nothing at the same width; else the width change,
// and the bar laid out again as after a rotation.
function resize(s, t, width) {
  if (settings.device !== 'ipad') return 'not-resizable';
  var refusal = gestureRefusal(s);
  if (refusal !== null) return refusal;
  if (width === s.sizeClass) return null;
  changeWidth(s, t, width);
  t.rotated = true;
  return null;
}
// The width change (V16): 1. the width, and the floating bar expands a minimized bar; 2. the selection against the
// new bar and More; 3. what More last showed; the stacks stay whole. The selection of a bar tab is the return tab
// (kept in finish).
function changeWidth(s, t, width) {
  if (width === s.sizeClass) return;
  s.sizeClass = width;
  t.changed = true;
  if (floating(s)) s.minimized = false;
  if (!s.moreSelected) {
    // The bar shrank under the selected tab: More shows it.
    if (isOverflow(s, tabIndex(s.selected))) {
      s.moreSelected = true;
      s.moreShows = s.selected;
      t.selectionChanged = true;
    }
  } else if (s.moreShows !== null) {
    // The tab More shows is on the bar now: selected there.
    if (!isOverflow(s, tabIndex(s.moreShows))) {
      s.moreSelected = false;
      s.selected = s.moreShows;
      t.selectionChanged = true;
    }
  } else if (!hasMore(s)) {
    // More went away under its list: the return tab.
    s.moreSelected = false;
    s.selected = s.returnTab;
    t.selectionChanged = true;
  } else {
    s.selected = tabs[barCount(s)];
  }
  if (!hasMore(s) || (s.moreShows !== null && !isOverflow(s, tabIndex(s.moreShows)))) s.moreShows = null;
}
// The configuration's rules, each stated once (Configuration+UIKitRules.swift in the library).
// A sheet, locked or not, shows as one but under legacy, whose iPhones show sheets full screen.
function showsAsSheet(style) {
  return (style === 'sheet' || style === 'locked-sheet') && settings.profile !== 'legacy';
}
// Dismissing a modal shown full screen, but not an over-full-screen one, makes the tab bar controller appear. On an
// iPad in regular width a sheet, locked or not, is a form sheet under every profile: its dismissal is not (V18).
function dismissalShowsController(style, width) {
  if ((style === 'sheet' || style === 'locked-sheet') && settings.device === 'ipad' && width === 'regular') return false;
  return style !== 'over-full-screen' && !showsAsSheet(style);
}
// The user can drag down a sheet that is not locked; null when they can, else why not.
function sheetSwipeRefusal(style) {
  if (showsAsSheet(style) && style !== 'locked-sheet') return null;
  return showsAsSheet(style) ? 'sheet-locked' : 'not-a-swipeable-sheet';
}
// Under ios26 the app's removal of UIKit's buttons finds none (settings.appRemovesButtons, from the rules file).
function appRemovesButtons() { return settings.appRemovesButtons; }
// ios26 draws a replaced bar's centre button at the leading edge (settings.misplacesCenter, from the rules file).
function centerMisplaced() { return settings.misplacesCenter; }
// Whether a scroll minimizes (true), expands (false) or leaves (null) the bar: ios26, not over-content.
function scrollMinimizes(scroll) {
  if (!settings.hasMinimizingBar || settings.customBar === 'over-content') return null;
  if (settings.minimize === 'on-scroll-down') return scroll === 'down' ? true : scroll === 'top' ? false : null;
  if (settings.minimize === 'on-scroll-up') return scroll !== 'down';
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
// iOS 26 expands a minimized bar for new content in the tab selected when it changes, and when the app hides the bar.
function expandsByChange(t, s) { return t.selectedStackChanged || s.appHidden; }
function finish(s, t, before) {
  if (buttonsReAddedByChange(t)) s.buttonsPresent = true;
  if (stuckByChange(t)) s.barStuck = true;
  else if (t.selectionChanged || t.selectedStackChanged) s.barStuck = false;
  var fixRemoves = settings.overlapFix === 'layout' || (settings.overlapFix === 'completion' && t.stackChanged);
  if (s.buttonsPresent && appRemovesButtons() && fixRemoves) s.buttonsPresent = false;
  // iOS 26 expands a minimized bar for new content in the selected tab, and when the app hides the bar; a change of
  // the selection alone leaves it minimized (format 3, V13).
  if (s.minimized && expandsByChange(t, s)) { s.minimized = false; t.changed = true; }
  // The return tab: the tab selected while More is not (V15).
  if (!s.moreSelected) s.returnTab = s.selected;
  var changed = t.changed || s.buttonsPresent !== before.buttonsPresent || s.barStuck !== before.barStuck;
  return changed ? 'ok' : 'noop';
}
function noChange() {
  return {changed: false, stackChanged: false, selectedStackChanged: false, selectionChanged: false,
          multiLevelPop: null, rotated: false, badgeChanged: false, controllerAppeared: false};
}
// One step: {state, outcome, rejection, change}; the state before is left as it was, and kept on a rejection, whose
// code (the library's Rejection, as tabnav-sim --json writes it: `tab-bar-hidden`) is `rejection`, else null.
function step(before, e) {
  var kind = kindOf(e), d = e.data;
  var t = noChange();
  var swipe = before.swiping ? 'back-swipe-active' : before.sheetSwiping ? 'sheet-swipe-active' : null;
  if (swipe !== null && isNavigation(kind)) return {state: before, outcome: 'rejected', rejection: swipe, change: t};
  var s = copy(before);
  var rejection = act(s, t, kind, d);
  if (rejection !== null) return {state: before, outcome: 'rejected', rejection: rejection, change: noChange()};
  return {state: s, outcome: finish(s, t, before), rejection: null, change: t};
}
function ahead(e) { return step(snapshot(), e); }

// The predicates the conditions call, on the state before the event.
function tappable(e) { return !minimized && reachesBar(e); }
function reachesBar(e) {
  var s = snapshot(), kind = kindOf(e);
  if (s.presented !== null || barHidden(s)) return false;
  if (kind === 'tapMore') return hasMore(s);
  if (kind === 'tapCenter') return !customBarLost(s);
  if (kind !== 'tap') return true;
  return e.data.tab >= 0 && e.data.tab < tabs.length && s.enabled[tabs[e.data.tab]] && !isOverflow(s, e.data.tab);
}
function targets(e, tab) {
  var kind = kindOf(e);
  var shown = shownTab(snapshot());
  if (kind === 'backMenuPicked') return presented === null && shown === tab;
  if (['push', 'pop', 'popTo', 'popToRoot', 'setStack', 'systemPopped'].indexOf(kind) < 0) return false;
  if (e.data.in === null || e.data.in === undefined) return presented === null && shown === tab;
  return e.data.in === tabIndex(tab);
}
function popToIndex(e, tab) {
  var kind = kindOf(e), st = stacks[tab], index = -1;
  if ((kind !== 'popTo' && kind !== 'backMenuPicked') || st.length < 2) return -1;
  var named = e.data.screen;
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
function expandsMinimized(e) { var a = ahead(e); return expandsByChange(a.change, a.state); }
function sticksBar(e) { return stuckByChange(ahead(e).change); }
function reAddsButtons(e) { return buttonsReAddedByChange(ahead(e).change); }
function changesAStack(e) { return ahead(e).change.stackChanged; }
function minimizingScroll(e) {
  var s = snapshot();
  return presented === null && !floating(s) && !barHidden(s) && scrollMinimizes(e.data.scroll) === true;
}
function expandingScroll(e) { return presented === null && !floating(snapshot()) && scrollMinimizes(e.data.scroll) === false; }
// Format 3's predicates: the width change and what it moves (V16), the floating bar (V17.1), the iPad's form sheets (V18).
function changesWidth(e) { return ahead(e).state.sizeClass !== sizeClass; }
function dropsMore(e) { return hasMore(snapshot()) && !hasMore(ahead(e).state); }
function movesOntoBar(e, i) { return isOverflow(snapshot(), i) && !isOverflow(ahead(e).state, i); }
function movesIntoMore(e, i) { return !isOverflow(snapshot(), i) && isOverflow(ahead(e).state, i); }
function hidesBottomBarAfter(e) { var after = ahead(e).state; return !floating(after) && policyHides(after); }
function becomesFloating(e) { return !floating(snapshot()) && floating(ahead(e).state); }
function dismissesFormSheet(e) { return formSheet(snapshot()) && ahead(e).outcome !== 'rejected'; }
function controllerAppears(e) { return ahead(e).change.controllerAppeared; }
