extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are exactly the ASCII text `s`.
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

    /// Whether these bytes start with the ASCII text `s`.
    func hasPrefix(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard count >= n else { return false }
        return UnsafeBufferPointer(rebasing: self[0..<n]).equals(s)
    }
}
