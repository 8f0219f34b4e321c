import Dispatch

/// Plain pointers handed to the threads that double a table: the old slots, read only, and the new ones, each thread
/// writing only its own ranges; and a list a thread of the old slots it left for later.
private struct Doubling: @unchecked Sendable {
    let old: UnsafePointer<UInt64>
    let new: UnsafeMutablePointer<UInt64>
    let left: UnsafeMutablePointer<[Int]>
}

extension KeyTable {
    /// ``doubled()`` on `threads` threads, for a large table: the new slots are zeroed, and the keys moved, by all.
    ///
    /// Thread *t* moves the keys of its share of the old slots, `lo..<hi`: a key's new first slot is its old first
    /// slot or that plus the old capacity, so most land in `lo..<hi` or the same range of the upper half, which only
    /// that thread writes. A key whose first slot lies outside both, or whose probe would run past their end, is
    /// left for later and moved by one thread at the end, with a probe over the whole table.
    mutating func doubled(threads: Int) {
        let oldCapacity = capacity
        guard threads > 1, oldCapacity >= 1 << 12 else { return doubled() }
        let words = words
        let last = words - 1
        let size = oldCapacity * 2
        let mask = size - 1
        let left = UnsafeMutablePointer<[Int]>.allocate(capacity: threads)
        left.initialize(repeating: [], count: threads)
        defer {
            left.deinitialize(count: threads)
            left.deallocate()
        }
        let bigger = [UInt64](unsafeUninitializedCapacity: size * words) { buffer, initialized in
            let new = buffer.baseAddress!
            slots.withUnsafeBufferPointer { old in
                let job = Doubling(old: old.baseAddress!, new: new, left: left)
                DispatchQueue.concurrentPerform(iterations: threads) { t in
                    let lo = t * oldCapacity / threads
                    let hi = (t + 1) * oldCapacity / threads
                    job.new.advanced(by: lo * words).initialize(repeating: 0, count: (hi - lo) * words)
                    job.new.advanced(by: (oldCapacity + lo) * words).initialize(repeating: 0, count: (hi - lo) * words)
                    let key = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
                    defer { key.deallocate() }
                    var later: [Int] = []
                    for from in lo..<hi where job.old[from * words + last] != 0 {
                        var slot = Self.firstSlot(of: from, in: job.old, words: words, mask: mask, scratch: key)
                        let end: Int
                        if slot >= lo && slot < hi {
                            end = hi
                        } else if slot >= oldCapacity + lo && slot < oldCapacity + hi {
                            end = oldCapacity + hi
                        } else {
                            later.append(from)
                            continue
                        }
                        while slot < end && job.new[slot * words + last] != 0 { slot += 1 }
                        if slot == end {
                            later.append(from)
                            continue
                        }
                        for w in 0..<words { job.new[slot * words + w] = job.old[from * words + w] }
                    }
                    job.left[t] = later
                }
                // The keys left for later, by one thread, probing the whole table.
                let key = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
                defer { key.deallocate() }
                for t in 0..<threads {
                    for from in left[t] {
                        Self.move(from, of: old.baseAddress!, into: new, words: words, mask: mask, scratch: key)
                    }
                }
            }
            initialized = size * words
        }
        self = KeyTable(words: words, slots: bigger)
    }
}
