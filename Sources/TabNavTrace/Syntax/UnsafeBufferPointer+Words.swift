extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are exactly the ASCII text `s`.
    // Inlined: most calls stop at the length, and the call cost more than the test (reserved words, keywords).
    @inline(__always)
    func equals(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard count == n else { return false }
        let p = s.utf8Start
        var i = 0
        while i < n {
            if self[i] != p[i] { return false }
            i += 1
        }
        return true
    }

    /// Whether these bytes are exactly `bytes`: the lengths first, then byte by byte (a tab's name against a word, where
    /// `elementsEqual` walked both as generic sequences).
    func equals(_ bytes: [UInt8]) -> Bool {
        guard count == bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { b in
            var i = 0
            while i < b.count {
                if self[i] != b[i] { return false }
                i += 1
            }
            return true
        }
    }

    /// Whether these bytes start with the ASCII text `s`.
    func hasPrefix(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard count >= n else { return false }
        return UnsafeBufferPointer(rebasing: self[0..<n]).equals(s)
    }
}
