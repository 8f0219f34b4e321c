#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic time in nanoseconds.
func nowNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Times `body` once, in seconds.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = nowNanoseconds()
    try body()
    return Double(nowNanoseconds() - start) / 1e9
}

/// Repeated measurements of one quantity, summarised by their median (robust to a noisy, shared machine).
struct Samples {
    private(set) var values: [Double] = []

    mutating func add(_ value: Double) { values.append(value) }

    /// The median; the mean of the middle two for an even count; 0 with no samples.
    var median: Double {
        guard !values.isEmpty else { return 0 }
        let v = values.sorted()
        let m = v.count / 2
        return v.count % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2
    }

    /// The spread, (max - min) / median, to show how noisy the run was.
    var spread: Double {
        guard let lo = values.min(), let hi = values.max(), median > 0 else { return 0 }
        return (hi - lo) / median
    }
}

/// The one-minute load average, to say whether the machine was busy during a run.
func loadAverage() -> Double {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) >= 1 ? loads[0] : -1
}
