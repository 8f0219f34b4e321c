/// How the machine compares screens and badge texts: a `String` code point by code point, with no normalisation, as
/// trace format 2 says of names (V2); any other screen type by its own `==`.
///
/// Swift's `==` on `String` finds canonically equivalent spellings equal (U+212A KELVIN SIGN and `K`), so the rules
/// that look a screen up — `pop-to`, the back button's menu, a declared `hides-bar` screen, the prefix that
/// `set-stack` and `open` keep — and a badge text's change go through here instead.
package enum ScreenName {
    /// Whether `a` and `b` name the same screen.
    /// - Parameters:
    ///   - a: A screen.
    ///   - b: Another screen.
    /// - Returns: For `String` screens, whether their code points are the same; otherwise `a == b`.
    /// - Complexity: O(*n*) in the length of the shorter name.
    @inline(__always)
    package static func same<Screen: Hashable>(_ a: Screen, _ b: Screen) -> Bool {
        // Equal code points are canonically equivalent, so Swift's `==` (fast: the same storage, or a byte compare
        // of two normalised strings) rules out almost every pair; only a pair it finds equal has its bytes compared.
        if Screen.self == String.self, let a = a as? String, let b = b as? String {
            // Names of different lengths in UTF-8 differ in their code points, though `==` may find them equal; the
            // length is stored in the string, so most pairs are told apart without a call.
            return a.utf8.count == b.utf8.count && a == b && sameBytes(a, b)
        }
        return a == b
    }

    /// Whether two strings of the same length in UTF-8 hold the same bytes: a loop over them, out of line (the
    /// strings' `elementsEqual` cost about 250 instructions a short name).
    @inline(never)
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        let inPlace = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                guard x.count == y.count else { return false }
                for i in x.indices where x[i] != y[i] { return false }
                return true
            }
        }
        return (inPlace ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }
}
