import TabNavTesting
import Testing

@_spi(Replay) @testable import TabNav
@testable import TabNavTestSupport

@Suite("Reducing into a reused buffer of effects")
struct EffectBufferTests {
    @Test(
        "reduce(_:effects:) gives the outcome, effects and state of reduce(_:), whatever the buffer held before",
        arguments: RandomWalkTests.configurations.indices)
    func sameAsReduce(index: Int) {
        var rng = SeededGenerator(seed: SeededGenerator.defaultSeed &+ UInt64(index))
        var viaResult = TabNavState(configuration: RandomWalkTests.configurations[index])
        var viaBuffer = viaResult
        var viaList = viaResult
        var effects: StepEffects<String> = [.removeSystemTabBarButtons, .scrollToTop(tab: 0)]
        var list: StepEffects<String> = [.select(tab: 1), .scrollToTop(tab: 0), .selectMore, .setBadge(.dot, tab: 0)]
        for _ in 0..<RandomWalkTests.stepsPerWalk {
            let event = EventGenerator.uniformStep(for: viaResult, using: &rng)
            let result = viaResult.reduce(event)
            let outcome = viaBuffer.reduce(event, effects: &effects)
            #expect(outcome == result.outcome, "\(event)")
            #expect(effects == result.effects, "\(event)")
            #expect(viaBuffer == viaResult, "\(event)")
            #expect(viaList.reduce(event, effects: &list) == result.outcome, "\(event)")
            #expect(list == result.effects && list == effects, "\(event)")
            #expect(viaList == viaResult, "\(event)")
        }
    }
}
