import TabNav
import Testing

@testable import TabNavTestSupport

/// The configurations the chart tests draw at the default size are fewer than under `TABNAV_TEST_SIZE=large`, but
/// still take every value of every setting they vary.
@Suite("Chart test configurations")
struct ChartConfigurationsTests {
    @Test("The matrix takes every profile, custom bar, fix and bar policy, and each kind of centre button")
    func matrixCoversEverySetting() {
        let all = ChartConfigurations.matrix
        #expect(Set(all.map(\.profile)) == Set(UIKitProfile.allCases))
        #expect(Set(all.map(\.customBar)) == Set(CustomBar.allCases))
        #expect(Set(all.map(\.overlapFix)) == Set(OverlapFix.allCases))
        #expect(Set(all.map(\.barPolicy)) == Set(BarPolicy.allCases))
        #expect(Set(all.map { "\($0.centerButton?.action as Any)" }).count == 3)
    }

    @Test("Format 2's configurations take every profile, minimize behaviour, custom bar, modal style, fix and badge target")
    func format2CoversEverySetting() {
        let all = ChartConfigurations.format2
        #expect(Set(all.map(\.profile)) == Set(UIKitProfile.allCases))
        #expect(Set(all.map(\.minimize)) == Set(MinimizeBehavior.allCases))
        #expect(Set(all.map(\.customBar)) == Set(CustomBar.allCases))
        #expect(Set(all.map(\.overlapFix)) == Set(OverlapFix.allCases))
        #expect(Set(all.map(\.badgeTarget)) == Set(BadgeTarget.allCases))
        var styles = Set<ModalStyle>()
        for c in all {
            if case .present(_, let style)? = c.centerButton?.action { styles.insert(style) }
        }
        #expect(styles == Set(ModalStyle.allCases))
    }
}
