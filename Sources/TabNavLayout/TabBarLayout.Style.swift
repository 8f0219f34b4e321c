import TabNav

extension TabBarLayout {
    /// Which arithmetic places the custom bar's buttons.
    package enum Style: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The Jianshu-style bar's `layoutSubviews`: the width divided by the number of subviews (the tabs plus the
        /// centre button), the centre button centred, every tab after the second shifted right by one slot.
        /// Right for four tabs only: with three or five a tab lies under the centre button.
        case seed
        /// The centre button in the middle of the bar, in a slot of `width / (tabs + 1)`; the first half of the
        /// tabs (rounded up) share the space on its left evenly, the others the space on its right. The default.
        case symmetric
        /// An evenly spaced horizontal stack with a 4 % inset on each side and square containers as tall as the
        /// bar; a centre button, if any, is one more container in the middle of the stack's order.
        case stack

        /// The spelling used on the command line: `seed`, `symmetric`, `stack`.
        package var description: String { rawValue }
    }
}
