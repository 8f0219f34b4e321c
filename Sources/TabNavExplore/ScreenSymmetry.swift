import TabNav

/// The screens a model treats alike, and the canonical renaming of a packed state under them (symmetry reduction).
///
/// Two screens are twins when swapping them maps the app and the alphabet onto themselves: neither is a tab's root,
/// a hiding screen or the centre button's, no goal names either, and swapping them in every letter's event gives
/// the alphabet's events back. The reducer only compares screens for equality and looks them up among the hiding
/// screens, so renaming twins throughout a state commutes with every step: a state and its renamings have the same
/// anomalies, invariants and goals, and the same futures up to the renaming. The twins fall into classes (every
/// permutation within a class is a symmetry). When in doubt (a screen named anywhere else) a screen has no twin.
///
/// Two groups of renamings, and so two reductions (``Explorer/Symmetry``):
/// - **One renaming for the whole state** (`perStack` false): the search keeps one state an orbit, the one whose
///   twins are numbered in the order they first appear in the packed stacks.
/// - **A renaming for each stack** (`perStack` true): the reducer compares a screen only with the entries of the one
///   stack a step acts on and with the letter's own screens, and no step moves an entry from one stack to another
///   (a deep link writes its own path; a width change keeps every stack whole; a dismissal drops the modal's). So a
///   transition *s* → *t* by a letter acting on stack *j* maps, under renamings *ρ*₁ … *ρ*ₙ of the stacks, to the
///   transition by the letter renamed by *ρ*ⱼ (a letter, since the alphabet is closed under the twins' swaps), and a
///   letter acting on no stack's entries to itself. The launch state holds no twin. Each stack is numbered on its
///   own, in the order its twins first appear from the root; an orbit's size is the product of the stacks'.
///
/// ``canonicalize(_:scratch:)`` gives the representative either way.
struct ScreenSymmetry: Sendable {
    /// The classes of twins, each of two or more screen numbers in increasing order.
    let classes: [[Int]]
    /// For each screen number, its class, or -1.
    let classOf: [Int]
    /// The packed state's layout: where each stack and the modal's flag are, and how wide an entry is.
    let layout: StateLayout
    /// Whether each stack is renamed on its own rather than the whole state alike.
    let perStack: Bool

    /// Finds the twins of a model.
    /// - Parameters:
    ///   - model: The app and its alphabet.
    ///   - layout: The model's layout, which numbers the screens.
    ///   - goals: The goals: a screen a goal's text names has no twin.
    ///   - perStack: Whether each stack is renamed on its own (``perStack``).
    init(model: ExploreModel, layout: StateLayout, goals: [ExploreGoal], perStack: Bool = true) {
        let c = model.configuration
        let index = layout.screenIndex
        var excluded = Set(c.tabs.map(\.root)).union(c.hidingScreens)
        if let center = c.centerButton {
            switch center.action {
            case .present(let s, _), .push(let s, _): excluded.insert(s)
            }
        }
        for goal in goals {
            // A screen name may hold '.', as a key does (`stack.TAB`): each dotted word and each of its parts.
            let words = goal.text.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
            for word in words {
                excluded.insert(String(word))
                excluded.formUnion(word.split(separator: ".").map(String.init))
            }
        }
        // The screens the letters name; any letter that cannot be mapped makes the whole alphabet suspect.
        var named = Set<String>()
        var events = Set<TabNavEvent<String>>()
        for letter in model.letters {
            _ = letter.event.mapped(
                tab: { $0 },
                screen: { (s: String) -> String? in
                    named.insert(s)
                    return s
                })
            events.insert(letter.event)
        }
        let candidates = named.subtracting(excluded).filter { index[$0] != nil }.sorted { index[$0]! < index[$1]! }
        // Union of the candidates whose swap maps the alphabet onto itself.
        var parent = Array(candidates.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { i = parent[i] }
            return i
        }
        for i in candidates.indices {
            for j in candidates.indices where j > i && root(i) != root(j) {
                let a = candidates[i]
                let b = candidates[j]
                let swapped = events.allSatisfy { event in
                    guard let image = event.mapped(tab: { $0 }, screen: { $0 == a ? b : $0 == b ? a : $0 }) else {
                        return false
                    }
                    return events.contains(image)
                }
                if swapped { parent[root(j)] = root(i) }
            }
        }
        var groups: [Int: [Int]] = [:]
        for i in candidates.indices { groups[root(i), default: []].append(Int(index[candidates[i]]!)) }
        classes = groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
        var classOf = Array(repeating: -1, count: layout.screens.count)
        for (k, members) in classes.enumerated() {
            for s in members { classOf[s] = k }
        }
        self.classOf = classOf
        self.layout = layout
        self.perStack = perStack
    }

    /// A symmetry with no twins: ``canonicalize(_:scratch:)`` leaves every key alone.
    init(none layout: StateLayout) {
        classes = []
        classOf = Array(repeating: -1, count: layout.screens.count)
        self.layout = layout
        perStack = true
    }

    /// Whether there are twins at all.
    var isTrivial: Bool { classes.isEmpty }

    /// The number of `Int` a scratch buffer for ``canonicalize(_:scratch:)`` holds.
    var scratchCount: Int { classOf.count + classes.count }

    /// The stacks in use: the tabs', and the modal's when one is presented.
    @inline(__always)
    private func stackCount(_ key: UnsafePointer<UInt64>) -> Int {
        layout.tabCount + (layout.hasModal && key.get(at: layout.modalAt, width: 1) == 1 ? 1 : 0)
    }

    /// Renames the twins of a packed state to its orbit's representative: in each class, the twin that first appears
    /// (stacks in order, entries from the root; with ``perStack``, in each stack on its own) becomes the class's
    /// lowest number, the next one the next, and so on.
    /// - Parameters:
    ///   - key: The packed state, changed in place.
    ///   - scratch: ``scratchCount`` `Int`s, all -1 for the screens and 0 for the classes; left so.
    /// - Returns: The orbit's size: the number of distinct states the renamings of this one give.
    /// - Complexity: O(*e*) in the entries of the stacks.
    @inline(__always)
    @discardableResult
    func canonicalize(_ key: UnsafeMutablePointer<UInt64>, scratch map: UnsafeMutablePointer<Int>) -> Double {
        if classes.isEmpty { return 1 }
        let next = map + classOf.count
        let stacks = stackCount(UnsafePointer(key))
        var orbit = 1.0
        for slot in 0..<stacks {
            let at = layout.stackAt[slot]
            let count = Int(UnsafePointer(key).get(at: at, width: StateLayout.depthBits)) + 1
            for i in 0..<count {
                let entryAt = at + StateLayout.depthBits + i * layout.entryBits
                let code = UnsafePointer(key).get(at: entryAt, width: layout.entryBits)
                let screen = Int(code >> 1)
                let k = classOf[screen]
                guard k >= 0 else { continue }
                if map[screen] < 0 {
                    let members = classes[k]
                    orbit *= Double(members.count - next[k])
                    map[screen] = members[next[k]]
                    next[k] += 1
                }
                let image = map[screen]
                if image != screen {
                    key.clear(at: entryAt, width: layout.entryBits)
                    key.put(UInt64(image) << 1 | (code & 1), at: entryAt, width: layout.entryBits)
                }
            }
            if perStack || slot == stacks - 1 { forget(map, next) }
        }
        return orbit
    }

    /// The stacks (bit *i*: stack *i*) whose change can make a successor of a canonical state need renaming, when
    /// there are at most 30 stacks; `nil` with more, when every successor is renamed.
    var stackMask: UInt32? {
        let stacks = layout.tabCount + (layout.hasModal ? 1 : 0)
        return stacks <= 30 ? (1 << UInt32(stacks)) - 1 : nil
    }

    /// Reads a canonical packed state (one ``canonicalize(_:scratch:)`` left alone) without changing it: the size of
    /// its orbit, and the stacks that hold a twin (bit *i*: stack *i*, for the first 30).
    /// - Parameters:
    ///   - key: The packed state, canonical.
    ///   - scratch: As for ``canonicalize(_:scratch:)``; left so.
    /// - Complexity: O(*e*) in the entries of the stacks.
    @inline(__always)
    func survey(_ key: UnsafePointer<UInt64>, scratch seen: UnsafeMutablePointer<Int>) -> (orbit: Double, twinStacks: UInt32) {
        if classes.isEmpty { return (1, 0) }
        let next = seen + classOf.count
        var orbit = 1.0
        var twinStacks: UInt32 = 0
        let stacks = stackCount(key)
        for slot in 0..<stacks {
            let at = layout.stackAt[slot]
            for i in 0..<entryCount(key, at) {
                let screen = screenNumber(key, at, i)
                let k = classOf[screen]
                guard k >= 0 else { continue }
                if slot < 30 { twinStacks |= 1 << UInt32(slot) }
                if seen[screen] < 0 {
                    orbit *= Double(classes[k].count - next[k])
                    seen[screen] = 0
                    next[k] += 1
                }
            }
            if perStack || slot == stacks - 1 { forget(seen, next) }
        }
        return (orbit, twinStacks)
    }

    /// Sets the scratch back (-1 for each twin, 0 for each class) after the stacks that one renaming covers.
    @inline(__always)
    private func forget(_ map: UnsafeMutablePointer<Int>, _ next: UnsafeMutablePointer<Int>) {
        for k in classes.indices where next[k] > 0 {
            for s in classes[k] { map[s] = -1 }
            next[k] = 0
        }
    }

    /// The number of entries of the stack packed at bit `at` of a packed state.
    @inline(__always)
    private func entryCount(_ key: UnsafePointer<UInt64>, _ at: Int) -> Int {
        Int(key.get(at: at, width: StateLayout.depthBits)) + 1
    }

    /// The screen number of entry `i` of the stack packed at bit `at` (its hiding bit dropped).
    @inline(__always)
    private func screenNumber(_ key: UnsafePointer<UInt64>, _ at: Int, _ i: Int) -> Int {
        Int(key.get(at: at + StateLayout.depthBits + i * layout.entryBits, width: layout.entryBits) >> 1)
    }

    /// Whether any of the stacks in `stacks` (bit *i*: stack *i*, below 30) of a packed state holds a twin.
    /// - Complexity: O(*e*) in the entries of those stacks.
    @inline(__always)
    func holdsTwin(_ key: UnsafePointer<UInt64>, stacks: UInt32) -> Bool {
        var rest = stacks
        let count = stackCount(key)
        while rest != 0 {
            let slot = rest.trailingZeroBitCount
            rest &= rest - 1
            guard slot < count else { break }
            let at = layout.stackAt[slot]
            for i in 0..<entryCount(key, at) where classOf[screenNumber(key, at, i)] >= 0 {
                return true
            }
        }
        return false
    }
}
