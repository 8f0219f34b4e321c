import TabNav
import TabNavLayout
import Testing

/// The bar in each width of trace format 3: as many items as the capacity (More beyond it), and the iPad's floating
/// bar, whose items share a capsule sized by the widest title.
@Suite("Tab bar layout in each width")
struct TabBarLayoutWidthTests {
    static func app(tabs count: Int, device: Device, profile: UIKitProfile = .modern) throws -> Configuration<String> {
        try Configuration(
            tabs: (0..<count).map { TabSpec(name: "t\($0)", root: "t\($0)") }, centerButton: nil, profile: profile,
            customBar: .onSystemBar, device: device)
    }

    @Test(
        "A bar lays out the capacity's items: five in compact width, eight in regular (seven tabs and More), all when they fit",
        arguments: [
            // (tabs, width class, items, last title)
            (10, Width.compact, 5, "More"), (10, .regular, 8, "More"), (8, .regular, 8, "t7"), (6, .compact, 5, "More"),
            (4, .regular, 4, "t3"),
        ])
    func capacity(tabs: Int, sizeClass: Width, items: Int, last: String) throws {
        let layout = TabBarLayout(
            configuration: try Self.app(tabs: tabs, device: .iphoneMax), style: .symmetric, width: 736, sizeClass: sizeClass)
        #expect(layout.tabs.count == items && layout.titles.count == items)
        #expect(layout.titles.last == last)
        // Equal slots without a centre button: 736 / items each.
        #expect(abs(layout.tabs[1].x - 736 / Double(items)) < 1e-9)
    }

    @Test("The floating bar holds every tab, each item as wide as the widest bold 13 pt title and 24 pt, at least 72")
    func floating() throws {
        // Short names: 72 pt items. Twelve tabs: 864 pt, no More.
        let many = TabBarLayout.floating(configuration: try Self.app(tabs: 12, device: .ipad, profile: .ios26), maximumWidth: 900)
        #expect(many.tabs.count == 12 && many.width == 864 && many.height == TabBarLayout.floatingHeight)
        #expect(many.titlePointSize(selected: true) == 13 && many.findings.isEmpty && many.center == nil)
        // Each item is the widest title (bold, 13 pt, as TitleMeasure estimates it) plus 24.
        let named = try Configuration(
            tabs: ["home", "notifications"].map { TabSpec(name: $0, root: $0) }, centerButton: nil, profile: .ios26,
            device: .ipad)
        let wide = TabBarLayout.floating(configuration: named, maximumWidth: 1000)
        let item = TitleMeasure.width("notifications", size: 13, bold: true) + 24
        #expect(abs(wide.width - 2 * item) < 1e-9 && abs(wide.tabs[1].x - item) < 1e-9)
        // Narrowed below what the titles need: the long title is cut, a finding.
        let narrow = TabBarLayout.floating(configuration: named, maximumWidth: 150)
        #expect(narrow.width == 150)
        #expect(narrow.findings == [.titleCut(1, "notifications")])
        #expect(TabBarLayout.floating(configuration: named, maximumWidth: .nan).width == 0)
    }
}
