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
        guard a == b else { return false }
        if Screen.self == String.self, var a = a as? String, var b = b as? String {
            return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
        }
        return true
    }
}
