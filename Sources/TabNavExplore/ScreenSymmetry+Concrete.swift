import TabNav

extension ScreenSymmetry {
    /// A stored path (letters between orbits' representatives) as letters a replay from launch takes.
    ///
    /// Each stored state is its orbit's representative: the successor of the stored parent by the stored letter,
    /// renamed (``ScreenSymmetry``). Replaying from launch, the concrete state before each step is in the stored
    /// state's orbit, a renaming of it; since steps commute with renamings, some letter (the stored one renamed, stack
    /// by stack) takes it into the orbit of the next stored state with the stored step's outcome (`ok`, `noop` or
    /// `rejected`, as goals read it; a rejection's reason may name a renamed screen). The replay takes the
    /// stored letter when it does, else the first letter that does, so the last concrete state is in the orbit of the
    /// stored one and has the same properties, and the last step the same outcome.
    /// - Parameters:
    ///   - path: Letters of the stored path.
    ///   - numbered: The model with its screens numbered by ``layout``.
    /// - Returns: The letters of the same length that a replay from launch takes; `path` itself without twins (or, were
    ///   the renamings not to commute with a step, from the first step where no letter does).
    /// - Complexity: O(*n* · *l*) reducer steps for a path of *n* letters out of *l*.
    func concrete(_ path: [Int], numbered: NumberedModel) -> [Int] {
        if isTrivial { return path }
        let symmetry = self
        var codec = StateCodec<Int>(layout: layout)
        var scratch = Array(repeating: -1, count: symmetry.scratchCount)
        for k in symmetry.classOf.count..<scratch.count { scratch[k] = 0 }
        /// The representative of a state's orbit: its key, renamed.
        func representative(_ state: TabNavState<Int>) -> [UInt64]? {
            var key = [UInt64](repeating: 0, count: layout.words)
            let fits = key.withUnsafeMutableBufferPointer { k in
                guard codec.encode(state, into: k.baseAddress!) else { return false }
                _ = scratch.withUnsafeMutableBufferPointer { symmetry.canonicalize(k.baseAddress!, scratch: $0.baseAddress!) }
                return true
            }
            return fits ? key : nil
        }
        let launch = TabNavState(configuration: numbered.configuration)
        var stored = launch
        var state = launch
        var letters: [Int] = []
        for letter in path {
            var next = stored
            let outcome = next.reduce(numbered.events[letter]).outcome
            guard let target = representative(next) else { return letters + path.dropFirst(letters.count) }
            // The stored state itself, unpacked from the representative, for the next stored letter.
            stored = launch
            let unpacked = target.withUnsafeBufferPointer { codec.decode($0.baseAddress!, into: &stored) }
            guard unpacked else { return letters + path.dropFirst(letters.count) }
            let candidates = [letter] + numbered.events.indices.filter { $0 != letter }
            guard
                let (taken, after) = candidates.lazy.compactMap({ candidate -> (Int, TabNavState<Int>)? in
                    var trial = state
                    // The outcome as a goal or `expect outcome=` reads it: a rejection names the renamed screen
                    // (`pop-to` of a screen not in the stack), a renaming of the stored step's.
                    guard trial.reduce(numbered.events[candidate]).outcome.name == outcome.name else { return nil }
                    return representative(trial) == target ? (candidate, trial) : nil
                }).first
            else { return letters + path.dropFirst(letters.count) }
            letters.append(taken)
            state = after
        }
        return letters
    }
}
