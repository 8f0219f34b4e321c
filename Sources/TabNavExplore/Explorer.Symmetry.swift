extension Explorer {
    /// How the search folds states that differ only by a renaming of interchangeable screens (twins: screens that
    /// only plain letters name alike; ``Exploration/twins``). Each way keeps one state an orbit and gives the same
    /// verdicts, shortest lengths, longest shortest path and idle letters as ``off``; the printed traces replay as
    /// written.
    public enum Symmetry: String, Sendable, CaseIterable, Hashable {
        /// Each stack renamed on its own: no step moves an entry from one stack to another or compares the entries
        /// of two stacks, so renaming the twins of one stack commutes with every step. The default, and the coarsest:
        /// an orbit of ``screens`` lies within one of these.
        case stacks
        /// One renaming for the whole state: the twins are renamed alike in every stack.
        case screens
        /// Every state is kept.
        case off
    }
}
