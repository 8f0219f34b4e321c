import Foundation
import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("A step's effects: two inline, the rest spilled, read as the array they replace")
struct StepEffectsTests {
    /// Effects of every payload shape: none, integers, an entry (a screen), a list of entries.
    static let samples: [Effect<String>] = [
        .select(tab: 1),
        .push(Entry(screen: "article", hidesBar: true, id: EntryID(rawValue: 4)), stack: .tab(0), animated: true),
        .setViewControllers(
            [
                Entry(screen: "home", hidesBar: false, id: EntryID(rawValue: 1)),
                Entry(screen: "photo", hidesBar: true, id: EntryID(rawValue: 9)),
            ],
            stack: .modal, animated: false),
        .removeSystemTabBarButtons,
        .setBadge(.count(3), tab: 2),
        .dismiss(animated: true),
    ]

    /// The first `count` samples, in order.
    static func prefix(_ count: Int) -> [Effect<String>] { Array(samples.prefix(count)) }

    @Test("Holds, counts and indexes its effects as the array does, inline and spilled", arguments: 0...6)
    func collection(count: Int) {
        let array = Self.prefix(count)
        let list = StepEffects(array)
        #expect(list.count == array.count)
        #expect(list.isEmpty == array.isEmpty)
        #expect(Array(list) == array)
        #expect(list.indices.map { list[$0] } == array)
        #expect(list.first == array.first && list.last == array.last)
        #expect(list.description == array.description)
    }

    @Test("Encodes to the same JSON as the array, and decodes back", arguments: 0...6)
    func codable(count: Int) throws {
        let array = Self.prefix(count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let listJSON = try encoder.encode(StepEffects(array))
        #expect(listJSON == (try encoder.encode(array)))
        #expect(try JSONDecoder().decode(StepEffects<String>.self, from: listJSON) == StepEffects(array))
    }

    @Test("Equal lists are equal and hash alike however they were built; a different effect or count is not equal")
    func equality() {
        var reused: StepEffects<String> = StepEffects(Self.samples)
        for count in 0...Self.samples.count {
            reused.clear()
            for effect in Self.prefix(count) { reused.append(effect) }
            let fresh = StepEffects(Self.prefix(count))
            #expect(reused == fresh)
            #expect(reused.hashValue == fresh.hashValue)
            if count > 0 {
                var changed = Self.prefix(count)
                changed[count - 1] = .scrollToTop(tab: 7)
                #expect(reused != StepEffects(changed))
                #expect(reused != StepEffects(Self.prefix(count - 1)))
            }
        }
        let literal: StepEffects<String> = [.select(tab: 1), .removeSystemTabBarButtons]
        #expect(literal == [.select(tab: 1), .removeSystemTabBarButtons])
        #expect(literal != [.removeSystemTabBarButtons, .select(tab: 1)])
    }

    @Test("A step's result carries its effects in the list, and compares with an array literal")
    func resultOfAStep() throws {
        var state = TabNavState(configuration: try makeConfig())
        let result = state.reduce(.tap(tab: 1))
        #expect(result.effects == [.select(tab: 1)])
        let again = state.reduce(.tap(tab: 1))
        #expect(again.outcome == .noop && again.effects == [.scrollToTop(tab: 1)])
    }
}
