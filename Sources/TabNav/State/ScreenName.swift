/// How the machine compares screens and badge texts: a `String` code point by code point, with no normalisation, as
/// trace format 2 says of names (V2); any other screen type by its own `==`.
///
/// Swift's `==` on `String` finds canonically equivalent spellings equal (U+212A KELVIN SIGN and `K`), so the rules
/// that look a screen up — `pop-to`, the back button's menu, a declared `hides-bar` screen, the prefix that
/// `set-stack` and `open` keep — and a badge text's change go through here instead.
enum ScreenName {
    /// Whether `a` and `b` name the same screen.
    /// - Parameters:
    ///   - a: A screen.
    ///   - b: Another screen.
    /// - Returns: For `String` screens, whether their code points are the same; otherwise `a == b`.
    /// - Complexity: O(*n*) in the length of the shorter name.
    @inline(__always)
    static func same<Screen: Hashable>(_ a: Screen, _ b: Screen) -> Bool {
        if Screen.self == String.self, let a = a as? String, let b = b as? String {
            // Equal code points are equal UTF-8 bytes: the byte view needs no decoding.
            return a.utf8.elementsEqual(b.utf8)
        }
        return a == b
    }
}
