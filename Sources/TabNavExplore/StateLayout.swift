import TabNav

/// Where each part of a canonical state lives in a packed key of ``words`` 64-bit words.
///
/// The canonical state is the state up to entry identities: the selection, the back-swipe, the system buttons and
/// the stuck bar; the bar the app hid, the minimized bar and the sheet swipe (each only when a letter can set it); the
/// width, a large iPhone's orientation and the return tab (only when a letter can change the width); when More exists
/// in a width the state can be in, whether More is selected and what it shows;
/// each tab's badge, enabled flag and stack; the modal's style (among the styles the model can present) and stack. An entry is its screen,
/// interned to a small number, and its `hidesBottomBarWhenPushed` flag. Identities, and the next identity to hand
/// out, are left out: the reducer only copies them into effects, so two states that differ in them alone step
/// alike in every future. Screens and badges are interned from the header and the alphabet, which are the only
/// places the reducer takes them from.
public struct StateLayout: Hashable, Sendable {
    /// The number of 64-bit words of a packed state, the top bit of the last one always free.
    public let words: Int
    /// The number of bits used.
    public let bits: Int
    /// The depth bound.
    public let depth: Int
    /// The interned screens, by number.
    public let screens: [String]
    /// The interned badges, by number; `none` is number 0.
    public let badges: [Badge]
    /// Whether a modal can be presented at all (the layout keeps room for it only then).
    public let hasModal: Bool
    /// The modal styles the model can present, by number.
    public let modalStyles: [ModalStyle]
    /// Whether a letter can hide the bar (`hide-bar`): the app-hidden flag is kept only then.
    public let keepsAppHidden: Bool
    /// Whether a letter can minimize the bar (a `scroll` that minimizes under the header): kept only then.
    public let keepsMinimized: Bool
    /// Whether a letter can start a sheet swipe (`sheet-swipe start`): kept only then.
    public let keepsSheetSwipe: Bool
    /// Whether a letter can change the width (a `rotate` of an `iphone-max`, a `resize` of an `ipad` to the width it
    /// does not launch in): the width is kept only then.
    public let keepsWidth: Bool
    /// Whether the orientation is kept: on an `iphone-max` whose width a letter can change.
    public let keepsOrientation: Bool
    /// Whether the return tab kept while More is selected is kept: when the width can change and More exists in one
    /// of the widths (only a width change reads it).
    public let keepsReturnTab: Bool
    /// Whether the app has More in a width the state can be in: whether More is selected and what it shows are kept.
    public let keepsMore: Bool

    let tabCount: Int
    let screenIndex: [String: UInt64]
    let badgeIndex: [Badge: UInt64]
    let selectionBits: Int
    let badgeBits: Int
    let entryBits: Int
    /// The offsets of the fixed fields.
    let selectionAt = 0
    let swipeAt: Int
    let buttonsAt: Int
    let stuckAt: Int
    /// The offsets of the app-hidden, minimized and sheet-swipe bits (each 0 or 1 bit wide), after the stuck bar.
    let appHiddenAt: Int
    let minimizedAt: Int
    let sheetSwipeAt: Int
    /// The offsets of the width, orientation and return tab bits (1, 1 and ``returnTabBits`` wide when kept, else 0),
    /// after the sheet swipe.
    let widthAt: Int
    let orientationAt: Int
    let returnTabAt: Int
    let returnTabBits: Int
    /// The width a state has when the width is not kept: the device's launch width.
    let launchWidth: Width
    /// The offset of the More bits: whether More is selected, then what it shows (0 for its list, 1 + *k* for the
    /// *k*-th overflow tab).
    let moreAt: Int
    let moreShowsBits: Int
    /// The index of the first overflow tab in the width with the narrowest bar that has More (the tab count when
    /// there is no More): what More shows is numbered from it.
    let firstOverflow: Int
    /// The bits of the flags from ``swipeAt`` on: the back-swipe, the buttons, the stuck bar and the kept flags,
    /// width and More.
    let flagBits: Int
    let modalAt: Int
    /// The bits of a modal style's number.
    let styleBits: Int
    /// The number of each style the model can present.
    let styleIndex: [ModalStyle: UInt64]
    /// The offset of each tab's enabled bit and badge.
    let tabAt: [Int]
    /// The offset of each stack: the tabs', then the modal's when there is one.
    let stackAt: [Int]

    /// Bits for the depth of a stack: its entry count less one.
    static let depthBits = 3

    /// The widest field a packed key can hold: 63 bits. The widest field is a stack, 3 + depth × entry bits, an
    /// entry taking 1 + ⌈log₂ screens⌉ bits; a model whose stacks need more is refused
    /// (``ExploreError/layoutTooWide(stackBits:depth:screens:)``) rather than packed wrongly.
    public static let maximumFieldBits = 63

    /// The bits of one stack field: its depth, then `depth` entries.
    public var stackBits: Int { Self.depthBits + depth * entryBits }

    /// Whether every field fits in ``maximumFieldBits`` (the stacks are the widest).
    public var fits: Bool { stackBits <= Self.maximumFieldBits && 1 + badgeBits <= Self.maximumFieldBits }

    /// Lays out the states of a model.
    /// - Parameter model: The model: its header and letters give the screens and badges.
    /// - Complexity: O(*n*) in the size of the alphabet.
    public init(model: ExploreModel) {
        let c = model.configuration
        var names: [String] = []
        var index: [String: UInt64] = [:]
        func intern(_ s: String) {
            if index[s] == nil {
                index[s] = UInt64(names.count)
                names.append(s)
            }
        }
        for tab in c.tabs { intern(tab.root) }
        for s in c.hidingScreens.sorted() { intern(s) }
        var modal = false
        var styles: [ModalStyle] = []
        func addStyle(_ style: ModalStyle) {
            modal = true
            if !styles.contains(style) { styles.append(style) }
        }
        if let center = c.centerButton {
            switch center.action {
            case .present(let s, let style):
                intern(s)
                addStyle(style)
            case .push(let s, _): intern(s)
            }
        }
        var hides = false
        var minimizes = false
        var sheetSwipes = false
        // The widths a state can have: the launch width, and those a letter changes it to.
        var widths: Set<Width> = [c.device.launchWidth]
        for letter in model.letters {
            switch letter.event {
            case .report(.rotated) where c.rotationChangesWidth: widths.formUnion(Width.allCases)
            case .report(.resized(let width)) where c.canResize: widths.insert(width)
            case .request(.present(_, let style, _)), .request(.replaceModal(_, let style, _)): addStyle(style)
            case .request(.hideBar): hides = true
            case .report(.scrolled(let scroll)) where c.scrollMinimizes(scroll) == true: minimizes = true
            case .report(.sheetSwipe(.began)): sheetSwipes = true
            default: break
            }
        }
        let options: Set<Substring> = ["instant", "hides-bar", "start", "finish", "cancel", "animated"]
        var badgeList: [Badge] = [.none]
        var badgeIndex: [Badge: UInt64] = [.none: 0]
        for letter in model.letters {
            let words = letter.text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            for word in words.dropFirst() where !options.contains(word) && !word.contains("=") {
                intern(String(word))
            }
            // A badge letter's value as the reducer normalises it: applied once to the launch state.
            if words.first == "badge" {
                var state = TabNavState(configuration: c)
                state.reduce(letter.event)
                for tab in state.tabs where badgeIndex[tab.badge] == nil {
                    badgeIndex[tab.badge] = UInt64(badgeList.count)
                    badgeList.append(tab.badge)
                }
            }
        }
        screens = names
        screenIndex = index
        badges = badgeList
        self.badgeIndex = badgeIndex
        hasModal = modal
        modalStyles = styles
        styleIndex = Dictionary(uniqueKeysWithValues: styles.enumerated().map { ($1, UInt64($0)) })
        styleBits = Self.bitsFor(styles.count)
        keepsAppHidden = hides
        keepsMinimized = minimizes
        keepsSheetSwipe = sheetSwipes
        let moreWidths = widths.filter { c.hasMore(in: $0) }
        keepsMore = !moreWidths.isEmpty
        firstOverflow = moreWidths.map { c.barTabCount(in: $0) }.min() ?? c.tabs.count
        moreShowsBits = keepsMore ? Self.bitsFor(1 + c.tabs.count - firstOverflow) : 0
        keepsWidth = widths.count > 1
        keepsOrientation = keepsWidth && c.device.keepsOrientation
        keepsReturnTab = keepsWidth && keepsMore
        launchWidth = c.device.launchWidth
        depth = model.depth
        tabCount = c.tabs.count
        returnTabBits = keepsReturnTab ? Self.bitsFor(tabCount) : 0
        selectionBits = Self.bitsFor(tabCount)
        badgeBits = Self.bitsFor(badgeList.count)
        entryBits = Self.bitsFor(names.count) + 1
        var at = selectionBits
        swipeAt = at
        at += 1
        buttonsAt = at
        at += 1
        stuckAt = at
        at += 1
        appHiddenAt = at
        at += hides ? 1 : 0
        minimizedAt = at
        at += minimizes ? 1 : 0
        sheetSwipeAt = at
        at += sheetSwipes ? 1 : 0
        widthAt = at
        at += keepsWidth ? 1 : 0
        orientationAt = at
        at += keepsOrientation ? 1 : 0
        returnTabAt = at
        at += returnTabBits
        moreAt = at
        at += keepsMore ? 1 + moreShowsBits : 0
        flagBits = at - swipeAt
        modalAt = at
        at += modal ? 1 + styleBits : 0
        var tabAt: [Int] = []
        for _ in 0..<tabCount {
            tabAt.append(at)
            at += 1 + badgeBits
        }
        self.tabAt = tabAt
        var stackAt: [Int] = []
        let stackBits = Self.depthBits + model.depth * entryBits
        for _ in 0..<(tabCount + (modal ? 1 : 0)) {
            stackAt.append(at)
            at += stackBits
        }
        self.stackAt = stackAt
        bits = at
        // One bit more than the fields: the store marks its used slots with the top bit of the last word.
        words = (at + 1 + 63) / 64
    }

    /// The number of bits that hold `count` distinct values.
    static func bitsFor(_ count: Int) -> Int {
        count <= 1 ? 0 : Int.bitWidth - (count - 1).leadingZeroBitCount
    }
}

/// Reading and writing bit fields of a packed key.
extension UnsafeMutablePointer where Pointee == UInt64 {
    /// Ors `value` (which fits in `width` bits) in at bit `at`.
    @inline(__always)
    func put(_ value: UInt64, at: Int, width: Int) {
        guard width > 0 else { return }
        let word = at >> 6
        let shift = at & 63
        self[word] |= value << UInt64(shift)
        if shift + width > 64 { self[word + 1] |= value >> UInt64(64 - shift) }
    }

    /// Zeroes the `width` bits at bit `at` (`width` below 64: ``StateLayout/fits`` checks every field is).
    @inline(__always)
    func clear(at: Int, width: Int) {
        guard width > 0 else { return }
        let mask: UInt64 = (1 << UInt64(width)) - 1
        let word = at >> 6
        let shift = at & 63
        self[word] &= ~(mask << UInt64(shift))
        if shift + width > 64 { self[word + 1] &= ~(mask >> UInt64(64 - shift)) }
    }
}

extension UnsafePointer where Pointee == UInt64 {
    /// The `width`-bit field at bit `at`.
    @inline(__always)
    func get(at: Int, width: Int) -> UInt64 {
        guard width > 0 else { return 0 }
        let word = at >> 6
        let shift = at & 63
        var value = self[word] >> UInt64(shift)
        if shift + width > 64 { value |= self[word + 1] << UInt64(64 - shift) }
        return width == 64 ? value : value & ((1 << UInt64(width)) - 1)
    }
}
