#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The limit: the least code that replays a trace — scan the bytes, intern the names, one integer array a tab.
///
/// It reads the file once through a 64 KiB buffer (as `tabnav-sim` does), finds each line's words in place,
/// and applies the navigation steps to arrays of interned screen numbers: taps, selection, push, pop, pop-to,
/// pop-to-root, set-stack, back-swipes, the centre button, modals and deep links. It assumes a valid trace,
/// checks nothing, rejects nothing and keeps no bar, badge or UIKit state; `expect` lines, badges and the rest
/// are skipped. Every workload is reported as a ratio to it.
struct BareReplay {
    private var names = Interner()
    private var tabIDs: [Int32] = []
    private var stacks: [[Int32]] = []
    private var modal: [Int32] = []
    private var selected = 0
    private var center: Int32 = -1
    private var centerScreen: Int32 = -1
    private var centerPushes = false
    /// Lines that were steps.
    private(set) var steps = 0

    /// A number that depends on the final stacks, so that no work can be optimised away.
    var checksum: Int { stacks.reduce(modal.count) { $0 &* 31 &+ $1.count &+ Int($1.last ?? 0) } }

    /// Replays the file at `path`.
    static func run(path: String) throws -> BareReplay {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw BenchError.io("cannot open \(path)") }
        defer { close(fd) }
        var replay = BareReplay()
        let size = 1 << 16
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        defer { buffer.deallocate() }
        var kept = 0
        while true {
            let n = read(fd, buffer + kept, size - kept)
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw BenchError.io("cannot read \(path)") }
            let end = kept + n
            var start = 0
            while start < end, let hit = memchr(buffer + start, 0x0A, end - start) {
                let stop = UnsafeRawPointer(buffer).distance(to: UnsafeRawPointer(hit))
                replay.line(UnsafeBufferPointer(start: buffer + start, count: stop - start))
                start = stop + 1
            }
            if n == 0 {
                if start < end { replay.line(UnsafeBufferPointer(start: buffer + start, count: end - start)) }
                return replay
            }
            kept = end - start
            if kept == size { throw BenchError.io("a line longer than 64 KiB") }
            if start > 0 { memmove(buffer, buffer + start, kept) }
        }
    }

    /// Applies one line.
    mutating func line(_ line: UnsafeBufferPointer<UInt8>) {
        var words = Words(line)
        guard let first = words.next() else { return }
        // The options, and the first positional argument; steps with more rescan the line.
        var target: Int?
        var part: UInt8 = 0 // back-swipe: 0 whole, or the first letter of start, finish, cancel
        var argument: UnsafeBufferPointer<UInt8>?
        while let w = words.next() {
            if w.count > 3 && w[0] == 0x69 && w[1] == 0x6E && w[2] == 0x3D { // in=
                target = tab(UnsafeBufferPointer(rebasing: w[3...]))
            } else if w.is("start") || w.is("finish") || w.is("cancel") {
                part = w[0]
            } else if argument == nil && !w.is("instant") && !w.is("hides-bar") && !w.is("dot") && !w.is("clear") && !w.hasEquals
            {
                argument = w
            }
        }
        let focused = modal.isEmpty ? selected : -1
        if first.is("push") {
            let screen = names.id(argument!)
            change(target ?? focused) { $0.append(screen) }
        } else if first.is("pop") {
            change(target ?? focused) { if $0.count > 1 { $0.removeLast() } }
        } else if first.is("tap") {
            let name = names.id(argument!)
            if name == center {
                if centerPushes { stacks[selected].append(centerScreen) } else { modal = [centerScreen] }
            } else if let t = tab(argument!) {
                if t == selected { stacks[t].removeSubrange(1...) } else { selected = t }
            }
        } else if first.is("back-swipe") {
            if part == 0 || part == 0x66 { change(focused) { if $0.count > 1 { $0.removeLast() } } }
        } else if first.is("pop-to-root") {
            change(target ?? focused) { $0.removeSubrange(1...) }
        } else if first.is("pop-to") {
            let screen = names.id(argument!)
            change(target ?? focused) { s in
                if let k = s.dropLast().lastIndex(of: screen) { s.removeSubrange((k + 1)...) }
            }
        } else if first.is("select") {
            selected = tab(argument!) ?? selected
        } else if first.is("present") {
            modal = [names.id(argument!)]
        } else if first.is("dismiss") {
            modal = []
        } else if first.is("open") {
            modal = []
            selected = tab(argument!) ?? selected
            stacks[selected].removeSubrange(1...)
            var rest = Words(line)
            _ = rest.next()
            _ = rest.next()
            while let w = rest.next() { stacks[selected].append(names.id(w)) }
        } else if first.is("set-stack") {
            var screens: [Int32] = []
            var rest = Words(line)
            _ = rest.next()
            while let w = rest.next() {
                if !w.is("instant") && !w.hasEquals { screens.append(names.id(w)) }
            }
            change(target ?? focused) { $0 = screens }
        } else if first.is("tabs") {
            var rest = Words(line)
            _ = rest.next()
            while let w = rest.next() {
                tabIDs.append(names.id(w))
                stacks.append([names.id(w)])
            }
            return
        } else if first.is("center") {
            center = names.id(argument!)
            var rest = Words(line)
            while let w = rest.next(), center >= 0 {
                if w.count > 5 && (w.starts(with: "push=".utf8) || w.starts(with: "present=".utf8)) {
                    let eq = w.firstIndex(of: 0x3D)!
                    centerPushes = w[0] == 0x70 && w[1] == 0x75
                    centerScreen = names.id(UnsafeBufferPointer(rebasing: w[(eq + 1)...]))
                }
            }
            return
        } else if !(first.is("badge") || first.is("enable") || first.is("disable") || first.is("rotate")) {
            return // expect and the other header lines
        }
        steps += 1
    }

    private mutating func change(_ stack: Int, _ body: (inout [Int32]) -> Void) {
        if stack < 0 { body(&modal) } else { body(&stacks[stack]) }
    }

    /// The tab a word names, by index or name.
    private mutating func tab(_ w: UnsafeBufferPointer<UInt8>) -> Int? {
        if w[0] &- 0x30 < 10 { return Int(w[0] &- 0x30) }
        let id = names.id(w)
        return tabIDs.firstIndex(of: id)
    }
}

/// The words of a line, found in place: split at blanks, ending at `#` or `\r`.
struct Words {
    let line: UnsafeBufferPointer<UInt8>
    var i = 0

    init(_ line: UnsafeBufferPointer<UInt8>) { self.line = line }

    mutating func next() -> UnsafeBufferPointer<UInt8>? {
        while i < line.count && (line[i] == 0x20 || line[i] == 0x09) { i += 1 }
        guard i < line.count, line[i] != 0x23, line[i] != 0x0D else { return nil }
        let start = i
        while i < line.count, line[i] != 0x20, line[i] != 0x09, line[i] != 0x23, line[i] != 0x0D { i += 1 }
        return UnsafeBufferPointer(rebasing: line[start..<i])
    }
}

/// Names to small integers: an open-addressing table of FNV-1a hashes over the names' bytes.
struct Interner {
    private var slots = [Int32](repeating: -1, count: 64)
    private var hashes: [UInt64] = []
    private var starts: [Int] = []
    private var bytes: [UInt8] = []

    /// The number of `w`, given on first sight.
    mutating func id(_ w: UnsafeBufferPointer<UInt8>) -> Int32 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in w { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: h) & mask
        while true {
            let s = slots[i]
            if s < 0 { break }
            if hashes[Int(s)] == h && equal(Int(s), w) { return s }
            i = (i + 1) & mask
        }
        let id = Int32(hashes.count)
        hashes.append(h)
        starts.append(bytes.count)
        bytes.append(contentsOf: w)
        slots[i] = id
        if hashes.count * 2 > slots.count { grow() }
        return id
    }

    private func equal(_ id: Int, _ w: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[id]
        let end = id + 1 < starts.count ? starts[id + 1] : bytes.count
        return end - start == w.count && bytes[start..<end].elementsEqual(w)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, h) in hashes.enumerated() {
            var i = Int(truncatingIfNeeded: h) & mask
            while slots[i] >= 0 { i = (i + 1) & mask }
            slots[i] = Int32(id)
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are exactly the ASCII text `s`.
    func `is`(_ s: StaticString) -> Bool {
        count == s.utf8CodeUnitCount && memcmp(baseAddress!, s.utf8Start, count) == 0
    }

    /// Whether the word holds `=` (a `key=value` option).
    var hasEquals: Bool { memchr(baseAddress!, 0x3D, count) != nil }
}
