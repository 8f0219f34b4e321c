import TabNav

/// A word of a line: its byte range, end excluded.
struct TraceWord: Hashable, Sendable {
    var start: Int
    var end: Int
}

/// A fault found in a line: its byte offset and a message. It becomes a ``TraceError`` once the column is known.
struct TraceFault: Error, Hashable, Sendable {
    var offset: Int
    var message: String
}

/// One line's bytes, ready to be read word by word.
///
/// The line is taken without its `\n`; a trailing `\r` and, on line 1, a UTF-8 byte-order mark are dropped.
/// Words end at a blank (space or tab) or at `#`, which starts a comment. Every valid word is ASCII, so
/// columns are byte offsets + 1 up to the first non-ASCII byte; past it they are counted by decoding.
struct TraceLine {
    /// The bytes after the byte-order mark and before the `\r`, comment included.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The 1-based line number.
    let number: Int
    /// The offset of the first NUL or non-ASCII byte, or `bytes.count` when there is none.
    let firstUnusual: Int
    /// The end of the last word: the comment and trailing blanks are past it.
    let contentEnd: Int
    /// The offset of the first `"`, or `bytes.count` when there is none: a line whose content has none needs no
    /// look for quoted words (``firstQuoteFault(from:)``), and its words end at the first blank.
    let firstQuote: Int
    /// The offset of the first `=`, or `bytes.count` when there is none: a word that ends before it holds none.
    let firstEquals: Int

    /// Prepares a line in one pass over its bytes: the comment, the first quote, `=` and unusual byte.
    /// - Parameters:
    ///   - raw: The line's bytes without `\n`.
    ///   - number: The 1-based line number; a byte-order mark is dropped only on line 1.
    /// - Complexity: O(*n*) in the length of the line.
    init(_ raw: UnsafeBufferPointer<UInt8>, number: Int) {
        var start = 0
        var end = raw.count
        if number == 1, end >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF { start = 3 }
        if end > start, raw[end - 1] == 0x0D { end -= 1 }
        let b = UnsafeBufferPointer(rebasing: raw[start..<end])
        let n = b.count
        var hash = n
        var unusual = n
        var quote = n
        var equals = n
        var inQuote = false
        var i = 0
        // Most bytes are none of `"`, `#`, `=`, NUL or non-ASCII: eight of them are passed over at a time, then one
        // test a byte (`c - 1 >= 0x7F` is NUL or non-ASCII).
        if let base = b.baseAddress {
            while i + 8 <= n, !Self.holdsSpecialByte(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) { i += 8 }
            // Fewer than eight bytes left, none special before them: the eight that end the line tell for all of them.
            if i < n, i + 8 > n, n >= 8,
                !Self.holdsSpecialByte(UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self))
            {
                i = n
            }
        }
        while i < n {
            let c = b[i]
            if c &- 0x22 < 2 || c == 0x3D || c &- 1 >= 0x7F {
                if c == 0x22 {
                    inQuote.toggle()
                    if quote == n { quote = i }
                } else if c == 0x23 {
                    if !inQuote {
                        hash = i
                        break
                    }
                } else if c == 0x3D {
                    if equals == n { equals = i }
                } else if unusual == n {
                    unusual = i
                }
            }
            i += 1
        }
        // The comment: only the first unusual byte matters there (``encodingFault()`` reads it too).
        if unusual == n {
            i += 1
            while i < n {
                let c = b[i]
                if c &- 1 >= 0x7F {
                    unusual = i
                    break
                }
                i += 1
            }
        }
        var stop = hash
        while stop > 0, b[stop - 1] == 0x20 || b[stop - 1] == 0x09 { stop -= 1 }
        bytes = b
        self.number = number
        firstUnusual = unusual
        contentEnd = stop
        firstQuote = quote
        firstEquals = equals
    }

    /// Whether eight bytes hold a `"`, `#`, `=`, NUL or non-ASCII byte (exact: a zero byte found by the borrow test
    /// `(v - 0x01…) & ~v & 0x80…` is a zero byte of `v`, whatever the other bytes).
    private static func holdsSpecialByte(_ x: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
        let special = hasZero(x) | hasZero(x ^ (ones &* 0x22)) | hasZero(x ^ (ones &* 0x23)) | hasZero(x ^ (ones &* 0x3D))
        return (special | (x & highs)) != 0
    }

    /// The high bit of each blank (space or tab) byte of eight, little-endian, and perhaps of bytes after the first
    /// blank: the lowest bit set is exactly the first blank's (the borrow test is exact up to the first zero byte).
    private static func blankBytes(_ x: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeros(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
        return zeros(x ^ (ones &* 0x20)) | zeros(x ^ (ones &* 0x09))
    }

    // MARK: Words

    /// The first word at or after `offset`, or `nil` when the line's content ends first. Blanks between quotes
    /// (`"…"`) do not end a word; an unterminated quote runs to the end of the content.
    func word(from offset: Int) -> TraceWord? {
        var i = offset
        while i < contentEnd, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard i < contentEnd else { return nil }
        var j = i + 1
        if firstQuote >= contentEnd {
            // No quote in the content: a word ends at the first blank, found eight bytes at a time.
            if let base = bytes.baseAddress {
                while j + 8 <= contentEnd {
                    let blanks = Self.blankBytes(UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self))
                    if blanks != 0 { return TraceWord(start: i, end: j + blanks.trailingZeroBitCount >> 3) }
                    j += 8
                }
                if j < contentEnd, contentEnd >= 8 {
                    // The eight bytes that end the content, shifted past those already read (the zeros shifted in
                    // are not blanks).
                    let x =
                        UnsafeRawPointer(base + contentEnd - 8).loadUnaligned(as: UInt64.self) >> UInt64((j + 8 - contentEnd) * 8)
                    let blanks = Self.blankBytes(x)
                    return TraceWord(start: i, end: blanks == 0 ? contentEnd : j + blanks.trailingZeroBitCount >> 3)
                }
            }
            while j < contentEnd, bytes[j] != 0x20 && bytes[j] != 0x09 { j += 1 }
            return TraceWord(start: i, end: j)
        }
        var inQuote = bytes[i] == 0x22
        while j < contentEnd {
            let c = bytes[j]
            if c == 0x22 { inQuote.toggle() } else if !inQuote && (c == 0x20 || c == 0x09) { break }
            j += 1
        }
        return TraceWord(start: i, end: j)
    }

    /// Whether the word holds a `"`.
    func hasQuote(_ w: TraceWord) -> Bool {
        guard firstQuote < w.end else { return false }
        var i = max(w.start, firstQuote)
        while i < w.end {
            if bytes[i] == 0x22 { return true }
            i += 1
        }
        return false
    }

    /// The text between the quotes of a word that is one quoted text (`"…"`, V2 of the trace format).
    /// - Parameters:
    ///   - w: The word, which starts with `"`.
    ///   - what: What the quoted text is, for messages.
    /// - Returns: The text, without the quotes.
    func quotedText(_ w: TraceWord) throws(TraceFault) -> String {
        var close = w.start + 1
        while close < w.end, bytes[close] != 0x22 { close += 1 }
        guard close < w.end else { throw fault(w, "unterminated quote: a quoted text ends with '\"' on the same line") }
        guard close == w.end - 1 else {
            throw TraceFault(offset: close + 1, message: "a quoted text is one whole word: nothing may follow its closing '\"'")
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(w.start + 1)..<close]), as: UTF8.self)
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw fault(
                w,
                "a quoted text cannot hold a control character (U+\(String(control.value, radix: 16, uppercase: true).leftPadded(4)))"
            )
        }
        return text
    }

    /// The fault for quoted text where the format does not take it, or for an unterminated quote.
    func quoteFault(_ w: TraceWord) -> TraceFault {
        var count = 0
        var i = w.start
        while i < w.end {
            if bytes[i] == 0x22 { count += 1 }
            i += 1
        }
        if count % 2 == 1 { return fault(w, "unterminated quote: a quoted text ends with '\"' on the same line") }
        return fault(w, "quoted text is accepted only as a badge value ('badge TAB \"…\"') and in 'expect badge.TAB=\"…\"'")
    }

    /// The word's bytes.
    func slice(_ w: TraceWord) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[w.start..<w.end])
    }

    /// The word as a string.
    func string(_ w: TraceWord) -> String {
        String(decoding: slice(w), as: UTF8.self)
    }

    /// The word in quotes for a message, shortened to 40 characters, invisible and control characters escaped.
    /// - Complexity: O(1): at most a few hundred bytes are decoded.
    func quoted(_ w: TraceWord) -> String {
        var end = w.end
        let cut = w.end - w.start > 160
        if cut {
            end = w.start + 160
            while end > w.start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        }
        let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[w.start..<end]), as: UTF8.self)
        return (cut ? s + "…" : s).quotedForMessage(limit: 40)
    }

    /// The offset of the first `=` of the word, if any.
    func firstEquals(in w: TraceWord) -> Int? {
        guard firstEquals < w.end else { return nil }
        var i = max(w.start, firstEquals)
        while i < w.end {
            if bytes[i] == 0x3D { return i }
            i += 1
        }
        return nil
    }

    // MARK: Faults and positions

    /// A fault at the start of a word.
    func fault(_ w: TraceWord, _ message: String) -> TraceFault {
        TraceFault(offset: w.start, message: message)
    }

    /// The position of a byte offset: decoding the prefix only when it holds a non-ASCII byte.
    /// - Complexity: O(1) up to the first non-ASCII byte, O(*n*) past it.
    func position(_ offset: Int) -> TracePosition {
        if offset <= firstUnusual { return TracePosition(line: number, column: offset + 1) }
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<offset]), as: UTF8.self)
        return TracePosition(line: number, column: prefix.count + 1)
    }

    /// The error for a fault of this line.
    func error(_ fault: TraceFault) -> TraceError {
        TraceError(position(fault.offset), fault.message)
    }

    /// The first NUL byte or invalid UTF-8 sequence of the line, comment included.
    /// - Complexity: O(*n*) from the first non-ASCII byte.
    func encodingFault() -> TraceFault? {
        var i = firstUnusual
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            if c == 0 { return TraceFault(offset: i, message: "NUL byte (the file must be UTF-8 text)") }
            if c < 0x80 {
                i += 1
                continue
            }
            var length = 0
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: length = 0
            }
            var valid = length > 0 && i + length <= n
            if valid {
                let second = bytes[i + 1]
                valid = second >= low && second <= high
                var k = 2
                while valid && k < length {
                    valid = bytes[i + k] & 0xC0 == 0x80
                    k += 1
                }
            }
            if !valid {
                // A byte-order mark of UTF-16 at the start of the file: say so, not only which byte is wrong.
                let utf16 = i == 0 && n >= 2 && ((c == 0xFF && bytes[1] == 0xFE) || (c == 0xFE && bytes[1] == 0xFF))
                let hint = utf16 ? ": the file looks like UTF-16; save it as UTF-8" : ""
                return TraceFault(offset: i, message: "invalid UTF-8 (byte \(Self.hex(c)))\(hint)")
            }
            i += length
        }
        return nil
    }

    /// The first word of the line that holds a quote, from `offset` on, as a fault (for lines that take no quoted text).
    func firstQuoteFault(from offset: Int) -> TraceFault? {
        // No word holds a quote when the first one is past the content (in the comment) or there is none: most lines.
        guard firstQuote < contentEnd else { return nil }
        var next = word(from: offset)
        while let w = next {
            if hasQuote(w) { return quoteFault(w) }
            next = word(from: w.end)
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
