import TabNavLayout

/// The tab bar's layout model lives in `TabNavLayout`, apart from the module an app links; named here once so that
/// the simulator's reporters and renderers read it as before.
typealias TabBarLayout = TabNavLayout.TabBarLayout
/// A rectangle of the layout model (`TabNavLayout`).
typealias LayoutRect = TabNavLayout.LayoutRect
