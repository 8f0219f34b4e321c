import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// The core's kind of an effect (`Effect.Kind`), the name the simulator's JSON gives each command.
@Suite("Effect kinds in the core")
struct EffectKindTests {
    /// One effect of every kind.
    static let samples: [Effect<String>] = {
        let entry = Entry(screen: "a", hidesBar: false, id: EntryID(rawValue: 3))
        return [
            .select(tab: 1), .selectMore, .showInMore(tab: 5, animated: true), .popToMoreList(animated: false),
            .push(entry, stack: .tab(0), animated: true), .pop(stack: .modal, animated: false),
            .popTo(EntryID(rawValue: 2), stack: .tab(1), animated: true), .popToRoot(stack: .tab(0), animated: true),
            .setViewControllers([entry], stack: .tab(0), animated: false), .present(entry, style: .sheet, animated: true),
            .dismiss(animated: true), .setTabBarHidden(true, animated: false), .setBadge(.dot, tab: 1),
            .setEnabled(false, tab: 1), .scrollToTop(tab: 0), .removeSystemTabBarButtons,
        ]
    }()

    @Test("Every kind has a sample, and each effect's kind is the case its description names")
    func kindIsTheCase() {
        #expect(Set(Self.samples.map(\.kind)) == Set(Effect<String>.Kind.allCases))
        #expect(Self.samples.count == Effect<String>.Kind.allCases.count)
        for effect in Self.samples {
            let name = effect.description.prefix { $0 != "(" }
            #expect(name == effect.kind.rawValue, "\(effect)")
        }
    }
}
