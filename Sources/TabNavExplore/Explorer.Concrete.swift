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
    /// renamed (``ScreenSymmetry``). Replaying from launch, the concrete state before each step is a renaming *ρ* of
    /// the stored one (*ρ* takes it to its representative, ``ScreenSymmetry/renaming(of:)``); since steps commute
    /// with renamings, the letter renamed by *ρ*⁻¹ takes the concrete state to a renaming of the next stored state.
    /// The last concrete state is in the orbit of the stored one, so it has the same properties.
    /// - Parameter path: Letters of the stored path.
    /// - Returns: The letters of the same length that a replay from launch takes; `path` itself without twins.
    func concrete(_ path: [Int]) -> [Int] {
        guard !symmetry.isTrivial, let (numbered, index) = numberedLetters() else { return path }
        var state = TabNavState(configuration: numbered.configuration)
        var codec = StateCodec<Int>(layout: layout)
        var key = [UInt64](repeating: 0, count: layout.words)
        var letters: [Int] = []
        for letter in path {
            for w in key.indices { key[w] = 0 }
            let map = key.withUnsafeMutableBufferPointer { buffer -> [Int]? in
                guard codec.encode(state, into: buffer.baseAddress!) else { return nil }
                return symmetry.renaming(of: UnsafePointer(buffer.baseAddress!))
            }
            guard let map else { return path }
            var inverse = map
            for (screen, image) in map.enumerated() { inverse[image] = screen }
            // A renaming of a letter is a letter (the twins' swaps map the alphabet onto itself).
            guard let event = numbered.events[letter].mapped(tab: { $0 }, screen: { inverse[$0] }),
                let renamed = index[event]
            else { return path }
            _ = state.reduce(numbered.events[renamed])
            letters.append(renamed)
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
