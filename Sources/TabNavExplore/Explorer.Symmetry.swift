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

        /// The report's line on the twins, as `tabnav-sim explore` and the MPI search print it (line for line, so
        /// that a script compares them): `symmetry: twins s1, s2, s3, renamed in each stack on its own; the 64 states
        /// stand for 1024 (--symmetry off explores them all)`.
        /// - Parameters:
        ///   - twins: The classes of twins, by name (``Exploration/twins``).
        ///   - states: The orbits found.
        ///   - standFor: The states they stand for (``Exploration/statesWithoutSymmetry``).
        /// - Returns: The line, without indentation.
        public func reportLine(twins: [[String]], states: Int, standFor: Int) -> String {
            let classes = twins.map { $0.joined(separator: ", ") }.joined(separator: "; ")
            let how =
                switch self {
                case .stacks: "renamed in each stack on its own"
                case .screens: "renamed alike in the whole state"
                case .off: "not renamed"
                }
            return
                "symmetry: twins \(classes), \(how); the \(states) states stand for \(standFor) (--symmetry off explores them all)"
        }
    }
}
