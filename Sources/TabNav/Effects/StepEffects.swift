/// The effects of one step, in order: a collection that holds the first two inline, so that a step allocates nothing
/// for them (most steps have none, one or two).
///
/// It reads like the array it replaces: iterate it, index it, compare it with an array literal
/// (`result.effects == [.scrollToTop(tab: 0)]`) or with an array (`result.effects.elementsEqual(planned)`), or make an
/// array of it (`Array(result.effects)`). Only the library fills one. Its `Codable`
/// form is the array's: a list of effects.
public struct StepEffects<Screen: Hashable & Sendable>: Sendable {
    /// The number of effects.
    public private(set) var count = 0
    /// The first effect when `count` is at least 1; else a placeholder without payload, which a read never returns.
    private var firstInline = Effect<Screen>.selectMore
    /// The second effect when `count` is at least 2; else a placeholder, as `firstInline`.
    private var secondInline = Effect<Screen>.selectMore
    /// The effects after the second, in order; `nil` until a step first has a third effect, then kept (emptied) for
    /// the next steps. Optional, so that destroying a list that never spilled releases no array (13 instructions a
    /// step for the caller of `reduce(_:)` in W2).
    private var spill: [Effect<Screen>]?

    /// Creates an empty list of effects (`[]` outside the library).
    init() {}

    /// Creates a list of the given effects, in order.
    /// - Parameter effects: The effects.
    /// - Complexity: O(*n*) in the number of effects.
    init<S: Sequence>(_ effects: S) where S.Element == Effect<Screen> {
        for effect in effects { append(effect) }
    }

    /// Appends an effect: into an inline place while one is free, else to the spilled elements.
    /// - Parameter effect: The effect to add after the others.
    /// - Complexity: O(1) amortised.
    @inline(__always) // The effect is then made in its place; a call copied it there from the caller's frame.
    mutating func append(_ effect: consuming Effect<Screen>) {
        // A free inline place holds the placeholder, which owns nothing: the effect is moved in without destroying
        // it, as an array moves an element into its free capacity (an assignment costs two calls of the enum's value
        // witnesses, about a hundred instructions an effect).
        switch count {
        case 0: Self.move(effect, into: &firstInline)
        case 1: Self.move(effect, into: &secondInline)
        default:
            if spill == nil { spill = [] }
            spill!.append(effect)
        }
        count += 1
    }

    /// Moves an effect into an inline place that holds the placeholder, which needs no destroying.
    private static func move(_ effect: consuming Effect<Screen>, into place: UnsafeMutablePointer<Effect<Screen>>) {
        place.initialize(to: effect)
    }

    /// Removes every effect (their screens are released); the spilled elements' storage is kept for the next step.
    @inline(__always) // Once a step, at its start.
    mutating func clear() {
        guard count > 0 else { return }
        if count > 2 { spill!.removeAll(keepingCapacity: true) }
        if count > 1 { Self.free(&secondInline) }
        Self.free(&firstInline)
        count = 0
    }

    /// Destroys the effect in an inline place and leaves the placeholder there.
    private static func free(_ place: UnsafeMutablePointer<Effect<Screen>>) {
        _ = place.move()
        place.initialize(to: .selectMore)
    }
}

extension StepEffects: Hashable {
    /// Whether both lists hold equal effects in the same order.
    /// - Parameters:
    ///   - lhs: A list of effects.
    ///   - rhs: Another list of effects.
    /// - Returns: `true` if both hold equal effects in the same order.
    /// - Complexity: O(*n*) in the number of effects.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the number of effects and each effect, in order.
    /// - Parameter hasher: The hasher to feed.
    /// - Complexity: O(*n*) in the number of effects.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for effect in self { hasher.combine(effect) }
    }
}

extension StepEffects: RandomAccessCollection {
    /// The position of the first effect, always 0.
    public var startIndex: Int { 0 }

    /// The position after the last effect, which is the number of effects.
    public var endIndex: Int { count }

    /// The effect at a position.
    /// - Parameter position: A valid position: at least 0 and less than `count`.
    public subscript(position: Int) -> Effect<Screen> {
        precondition(position >= 0 && position < count, "StepEffects index out of range")
        switch position {
        case 0: return firstInline
        case 1: return secondInline
        default: return spill![position - 2]
        }
    }
}

extension StepEffects: ExpressibleByArrayLiteral {
    /// Creates a list of the effects written as an array literal.
    /// - Parameter elements: The effects, in order.
    public init(arrayLiteral elements: Effect<Screen>...) {
        self.init(elements)
    }
}

extension StepEffects: CustomStringConvertible {
    /// The effects as an array prints them: `[select(tab 1), scrollToTop(tab 1)]`.
    public var description: String {
        "[" + map { String(reflecting: $0) }.joined(separator: ", ") + "]"
    }
}

extension StepEffects: Codable where Screen: Codable {
    /// Encodes the effects as a list, in order, exactly as an array of them encodes.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for effect in self { try container.encode(effect) }
    }

    /// Decodes a list of effects, as an array of them decodes.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init()
        while !container.isAtEnd { append(try container.decode(Effect<Screen>.self)) }
    }
}
