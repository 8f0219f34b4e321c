import TabNavTesting

/// A recipe for random values of one type, driven by a ``SplitMix64`` and a size.
///
/// The size bounds collections (the number of steps of a scenario); `map`, `flatMap`,
/// `weighted` and `array` build bigger generators from smaller ones.
struct Generator<Value> {
    /// Makes one value.
    let run: (inout SplitMix64, Int) -> Value

    /// Creates a generator from a function of the random source and the size.
    init(_ run: @escaping (inout SplitMix64, Int) -> Value) { self.run = run }

    /// One value from `rng` at `size`.
    func generate(_ rng: inout SplitMix64, size: Int) -> Value { run(&rng, size) }

    /// A generator of `transform` applied to this one's values.
    func map<T>(_ transform: @escaping (Value) -> T) -> Generator<T> {
        Generator<T> { rng, size in transform(run(&rng, size)) }
    }

    /// A generator that picks the next generator from this one's value.
    func flatMap<T>(_ next: @escaping (Value) -> Generator<T>) -> Generator<T> {
        Generator<T> { rng, size in next(run(&rng, size)).run(&rng, size) }
    }

    /// Always `value`.
    static func constant(_ value: Value) -> Generator<Value> { Generator { _, _ in value } }

    /// One of `choices` with probability proportional to its weight; weights are positive.
    static func weighted(_ choices: [(Int, Generator<Value>)]) -> Generator<Value> {
        precondition(!choices.isEmpty && choices.allSatisfy { $0.0 > 0 }, "weighted needs positive weights")
        let total = choices.reduce(0) { $0 + $1.0 }
        return Generator { rng, size in
            var pick = Int.random(in: 0..<total, using: &rng)
            for (weight, gen) in choices {
                if pick < weight { return gen.run(&rng, size) }
                pick -= weight
            }
            return choices[choices.count - 1].1.run(&rng, size)
        }
    }

    /// An array whose length comes from `count`, clamped to the size.
    func array(count: Generator<Int>) -> Generator<[Value]> {
        Generator<[Value]> { rng, size in
            let n = min(count.run(&rng, size), size)
            return (0..<max(0, n)).map { _ in run(&rng, size) }
        }
    }

    /// A generator that reads the size.
    static func sized(_ body: @escaping (Int) -> Generator<Value>) -> Generator<Value> {
        Generator { rng, size in body(size).run(&rng, size) }
    }
}

extension Generator where Value == Int {
    /// A uniform integer in `range`.
    static func int(in range: ClosedRange<Int>) -> Generator<Int> {
        Generator { rng, _ in Int.random(in: range, using: &rng) }
    }
}

extension Generator where Value == Bool {
    /// `true` with the given probability.
    static func bool(_ probability: Double = 0.5) -> Generator<Bool> {
        Generator { rng, _ in Double.random(in: 0..<1, using: &rng) < probability }
    }
}

extension Generator {
    /// A uniform element of a non-empty array.
    static func element(of values: [Value]) -> Generator<Value> {
        precondition(!values.isEmpty, "element(of:) needs values")
        return Generator { rng, _ in values[Int.random(in: 0..<values.count, using: &rng)] }
    }
}

extension SplitMix64 {
    /// `true` with the given probability.
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

}
