import TabNav

extension Explorer.Search {
    /// The model with its screens numbered, and the first letter of each of its events: what renaming a letter needs.
    private func numberedLetters() -> (NumberedModel, [TabNavEvent<Int>: Int])? {
        guard let numbered = NumberedModel(model: explorer.model, layout: layout) else { return nil }
        var index: [TabNavEvent<Int>: Int] = [:]
        for (i, event) in numbered.events.enumerated() where index[event] == nil { index[event] = i }
        return (numbered, index)
    }

    /// A stored path (letters between orbits' representatives) as letters a replay from launch takes.
    ///
    /// Each stored state is its orbit's representative: the successor of the stored parent by the stored letter,
    /// renamed (``ScreenSymmetry``). Replaying from launch, the concrete state before each step is in the stored
    /// state's orbit, a renaming of it; since steps commute with renamings, some letter (the stored one renamed, stack
    /// by stack) takes it into the orbit of the next stored state. The replay takes the stored letter when it does,
    /// else the first letter that does, so the last concrete state is in the orbit of the stored one and has the same
    /// properties.
    /// - Parameter path: Letters of the stored path.
    /// - Returns: The letters of the same length that a replay from launch takes; `path` itself without twins (or, were
    ///   the renamings not to commute with a step, from the first step where no letter does).
    func concrete(_ path: [Int]) -> [Int] {
        guard !symmetry.isTrivial, let numbered = NumberedModel(model: explorer.model, layout: layout) else { return path }
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
            _ = next.reduce(numbered.events[letter])
            guard let target = representative(next) else { return letters + path.dropFirst(letters.count) }
            // The stored state itself, unpacked from the representative, for the next stored letter.
            stored = launch
            let unpacked = target.withUnsafeBufferPointer { codec.decode($0.baseAddress!, into: &stored) }
            guard unpacked else { return letters + path.dropFirst(letters.count) }
            let candidates = [letter] + numbered.events.indices.filter { $0 != letter }
            guard
                let (taken, after) = candidates.lazy.compactMap({ candidate -> (Int, TabNavState<Int>)? in
                    var trial = state
                    _ = trial.reduce(numbered.events[candidate])
                    return representative(trial) == target ? (candidate, trial) : nil
                }).first
            else { return letters + path.dropFirst(letters.count) }
            letters.append(taken)
            state = after
        }
        return letters
    }

    /// The letters that never changed a state: a letter whose renaming changed a state changes the renamed state
    /// too, which the search without reduction steps, so a letter is idle only when every renaming of it is.
    func idleLetters() -> [Int] {
        var changes = changing
        if !symmetry.isTrivial, let (numbered, index) = numberedLetters() {
            // Swaps of two twins generate every renaming: close the changing letters under them.
            var grew = true
            while grew {
                grew = false
                for members in symmetry.classes {
                    for a in members {
                        for b in members where b > a {
                            for (i, event) in numbered.events.enumerated() where changes[i] {
                                let swap = { (s: Int) -> Int? in s == a ? b : s == b ? a : s }
                                guard let image = event.mapped(tab: { $0 }, screen: swap), let j = index[image],
                                    !changes[j]
                                else { continue }
                                changes[j] = true
                                grew = true
                            }
                        }
                    }
                }
            }
        }
        return changes.indices.filter { !changes[$0] }
    }
}
