import TabNav

extension Statechart {
    /// The width (V14 of trace format 3), drawn from the probed steps of the reducer: the kinds of event that change it
    /// (a rotation of a large iPhone, whose orientation goes with it; a resize of an iPad), each guarded by the
    /// reducer's step, which refuses them during a gesture. `nil` on an iPhone, always compact.
    static func widthRegion<Screen>(_ c: Configuration<Screen>, _ probe: Probe) -> Region? {
        guard c.widths.count > 1 else { return nil }
        let compact = Width.compact.rawValue
        let regular = Width.regular.rawValue
        func holds(_ width: Width) -> String {
            let capacity = c.capacity(in: width)
            return capacity == Int.max ? "every tab on the floating bar" : "the bar holds \(capacity) items"
        }
        let large = c.rotationChangesWidth
        var region = Region(
            id: "width", title: "Width",
            summary: large
                ? "The width of a large iPhone: compact in portrait, regular in landscape; a rotation turns it, except "
                    + "during a back-swipe or a sheet swipe. Tabs move between the bar and More with it, their stacks whole."
                : "The width of an iPad's window: regular full screen, compact in Split View, Slide Over or a narrow "
                    + "window; a resize changes it, except during a back-swipe or a sheet swipe. Tabs move between the bar "
                    + "and More with it, their stacks whole.",
            kind: .width,
            states: [
                Region.State(compact, meaning: (large ? "portrait, compact: " : "compact: ") + holds(.compact)),
                Region.State(regular, meaning: (large ? "landscape, regular: " : "regular: ") + holds(.regular)),
            ],
            initial: TabNavState(configuration: c).width.rawValue, transitions: [])
        let moves = probe.moves(region)
        for (source, target) in [(compact, regular), (regular, compact)] {
            region.transitions += moves.kinds(from: source, to: target).map {
                Transition(source, Event($0), .changesWidth, target)
            }
        }
        return region
    }

    /// The kinds of event that change the width under the configuration: a rotation of a large iPhone, a resize of
    /// an iPad (V14 of trace format 3).
    static func widthKinds<Screen>(_ c: Configuration<Screen>) -> [TabNavEventKind] {
        (c.rotationChangesWidth ? [.rotated] : []) + (c.canResize ? [.resized] : [])
    }
}

extension Configuration {
    /// The widths the device runs in (V14 of trace format 3): compact only on an iPhone, both on the others.
    var widths: [Width] { device == .iphone ? [.compact] : [.compact, .regular] }

    /// Whether the tab at `index` is on the bar in some width the device runs in.
    func isBarTabInSomeWidth(_ index: Int) -> Bool { widths.contains { !isOverflowTab(index, in: $0) } }

    /// Whether the tab at `index` moves between the bar and More as the width changes: an overflow tab in some width,
    /// a bar tab in another (V15, V16 of trace format 3).
    func movesBetweenBarAndMore(_ index: Int) -> Bool {
        isBarTabInSomeWidth(index) && widths.contains { isOverflowTab(index, in: $0) }
    }

    /// Whether More exists in some width the device runs in and not in another.
    var moreComesAndGoes: Bool { widths.contains(where: hasMore(in:)) && !widths.allSatisfy(hasMore(in:)) }

    /// Whether the bar is the iPad's floating bar in some width (V17.1 of trace format 3).
    var canFloat: Bool { widths.contains(where: isFloatingBar(in:)) }
}
