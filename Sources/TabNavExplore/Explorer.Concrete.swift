import TabNav

extension Explorer.Search {
    /// The model with its screens numbered, and the first letter of each of its events: what renaming a letter needs.
    private func numberedLetters() -> (NumberedModel, [TabNavEvent<Int>: Int]) {
        let numbered = space.numbered
        var index: [TabNavEvent<Int>: Int] = [:]
        for (i, event) in numbered.events.enumerated() where index[event] == nil { index[event] = i }
        return (numbered, index)
    }

    /// A stored path (letters between orbits' representatives) as letters a replay from launch takes
    /// (``ScreenSymmetry/concrete(_:numbered:)``).
    /// - Parameter path: Letters of the stored path.
    /// - Returns: The letters of the same length that a replay from launch takes; `path` itself without twins.
    func concrete(_ path: [Int]) -> [Int] {
        symmetry.concrete(path, numbered: space.numbered)
    }

    /// The letters that never changed a state: a letter whose renaming changed a state changes the renamed state
    /// too, which the search without reduction steps, so a letter is idle only when every renaming of it is.
    func idleLetters() -> [Int] {
        var changes = changing
        if !symmetry.isTrivial {
            let (numbered, index) = numberedLetters()
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
