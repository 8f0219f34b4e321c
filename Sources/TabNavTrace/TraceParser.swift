import TabNav

/// A streaming parser of trace files: one line at a time, keeping the header and nothing of the lines or steps.
///
/// Feed every line in order to `parseLine(_:number:)`, then call ``finish()``. A line gives `nil` (blank,
/// comment or header line), a statement, or its first fault (§6 of the trace format). The parser keeps going
/// after a fault, so a caller can report every faulty line; the statements it gives are meaningful only when
/// the whole file is valid.
///
/// Header lines may come in any order. A `root` line met before `tabs` is checked when `tabs` comes; what it
/// breaks then is added to ``deferredErrors``, with the missing `tabs` line (at 1:1), rather than returned by
/// the line being parsed. A header line with a fault of its own is left out of the header.
///
/// Memory stays flat: the parser holds the header, the `root` lines that came before `tabs`, and caches of a fixed size
/// (the strings and step lines it made lately, found again by their bytes).
public struct TraceParser: Sendable {
    /// The header, once it is complete: at the first step or `expect` line, or after ``finish()``; `nil` while
    /// the header goes on, or when its `tabs` line is missing or faulty.
    public private(set) var header: TraceHeader?
    /// The errors found about lines already parsed, or about the whole file, in the order found: a `root` line
    /// before `tabs` that names no declared tab or repeats a tab's root, and a missing `tabs` line at 1:1.
    public internal(set) var deferredErrors: [TraceError] = []

    /// The names that steps and expectations refer to.
    var names = TraceNames()
    /// The header lines so far.
    var declared = DeclaredHeader()
    /// `nil` while in the header; then whether the first statement was an `expect` line.
    @usableFromInline var firstStatementIsExpect: Bool?
    /// The steps' texts and screen names made lately, found again by their bytes.
    var shortStrings = ShortStringCache()
    /// The step lines parsed lately, found again by their bytes.
    @usableFromInline var stepLines = StepLineCache()

    /// Creates a parser for a new file.
    public init() {}

    /// Parses one line.
    /// - Parameters:
    ///   - line: The line's bytes without its `\n`. A trailing `\r` is dropped, and on line 1 a UTF-8 byte-order mark.
    ///   - number: The 1-based line number.
    /// - Returns: Nothing for a blank, comment or header line; the step or expectation; or the first fault of the
    ///   line, at its 1-based line and character column (a tab is one character).
    /// - Complexity: O(*n*) in the length of the line.
    package mutating func parseLine(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> Parsed {
        var handed: TraceStep?
        let parsed = parseLine(line, number: number) { handed = $0 }
        if case .seen = parsed, let handed { return .step(handed) }
        return parsed
    }

    /// Parses one line as ``parseLine(_:number:)-(UnsafeBufferPointer<UInt8>,_)`` does, but a step line seen lately
    /// hands its step to `seen` where the cache keeps it (`inout`, for no copy; `seen` must not change it), and gives
    /// ``Parsed/seen``: a replay reads that step and neither copies nor destroys it. Such a line comes after the header
    /// is complete and after a step line that gave ``Parsed/step(_:)``. The step handed on is one that an earlier line
    /// gave as ``Parsed/step(_:)`` (the cache keeps only those), moved to line `number`: what a caller learnt from that
    /// step's text and event holds for it.
    // Inlinable with the cache's look-up: the simulator's copy is specialised for its closure and calls it directly,
    // where a call into this module reached the closure through two thunks (W1: 14 instructions a step). Always
    // inlined, into the simulator's line loop, which then inlines its closure too (no frame for the hand-over).
    @inlinable
    @inline(__always)
    package mutating func parseLine(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, seen: (inout TraceStep) -> Void
    ) -> Parsed {
        // After the header, a step line seen lately is not parsed again (``StepLineCache``). Line 1 never gets here,
        // so the byte-order mark, dropped there only, is never part of a remembered line.
        guard firstStatementIsExpect != nil, let key = StepLineCache.Key(line) else {
            return parseAnew(line, number: number, key: nil)
        }
        if stepLines.handStep(key, number: number, to: seen) { return .seen }
        return parseAnew(line, number: number, key: key)
    }

    /// Parses one line, as ``parseLine(_:number:)-(UnsafeBufferPointer<UInt8>,_)`` does without the cache of step
    /// lines, and notes a step in that cache under `key`, if given.
    @usableFromInline
    mutating func parseAnew(_ line: UnsafeBufferPointer<UInt8>, number: Int, key: StepLineCache.Key?) -> Parsed {
        let line = TraceLine(line, number: number)
        if line.firstUnusual < line.bytes.count, let fault = line.encodingFault() {
            if let first = line.word(from: 0), first.end <= fault.offset, TraceKeyword(line.slice(first)) == .tabs {
                noteFaultyTabs(line, line.error(fault))
            }
            return .failure(line.error(fault))
        }
        guard let first = line.word(from: 0) else { return .nothing }
        guard let keyword = TraceKeyword(line.slice(first)) else {
            let error = line.error(
                line.fault(first, TraceKeyword.unknownStepMessage(line.slice(first), quoted: line.quoted(first))))
            // `tabs:` or `Tabs`: a `tabs` line misspelt, whose fault stands for the missing `tabs` line too.
            if TraceKeyword.closest(to: line.slice(first)) == .tabs { noteFaultyTabs(line, error) }
            return .failure(error)
        }
        do throws(TraceFault) {
            // Most lines hold no quote before their comment: no call to look for one.
            if line.firstQuote < line.contentEnd, keyword != .badge && keyword != .expect,
                let fault = line.firstQuoteFault(from: first.end)
            {
                if keyword == .tabs { noteFaultyTabs(line, line.error(fault)) }
                throw fault
            }
            if keyword.isHeader {
                try headerLine(keyword, line, first)
                return .nothing
            }
            if firstStatementIsExpect == nil { completeHeader(firstStatementIsExpect: keyword == .expect) }
            if keyword == .expect { return .expect(try names.expectation(line, first)) }
            let event = try names.event(keyword, line, first, &shortStrings)
            let text = shortStrings.string(line, TraceWord(start: first.start, end: line.contentEnd))
            let step = TraceStep(event: event, position: line.position(first.start), text: text)
            if let key { stepLines.remember(step, key) }
            return .step(step)
        } catch {
            return .failure(line.error(error))
        }
    }

    /// Parses one line given as bytes (for tests and small inputs).
    /// - Parameters:
    ///   - line: The line's bytes without its `\n`.
    ///   - number: The 1-based line number.
    /// - Returns: `nil` for a blank, comment or header line; the step or expectation; or the first fault of the
    ///   line, at its 1-based line and character column (a tab is one character).
    /// - Complexity: O(*n*), copying the bytes.
    public mutating func parseLine(_ line: some Sequence<UInt8>, number: Int) -> Result<TraceStatement?, TraceError> {
        let bytes = Array(line)
        return bytes.withUnsafeBufferPointer { parseLine($0, number: number).result }
    }

    /// Parses one line given as a string, without its `\n`.
    /// - Parameters:
    ///   - line: The line.
    ///   - number: The 1-based line number.
    /// - Returns: `nil` for a blank, comment or header line; the step or expectation; or the first fault of the
    ///   line, at its 1-based line and character column (a tab is one character).
    /// - Complexity: O(*n*).
    public mutating func parseLine(_ line: String, number: Int) -> Result<TraceStatement?, TraceError> {
        var line = line
        return line.withUTF8 { parseLine($0, number: number).result }
    }

    /// Ends the file: completes the header if no statement did, and reports the whole-file errors.
    /// - Returns: The header; or the first of ``deferredErrors`` by position (a missing `tabs` line is at 1:1);
    ///   or, when the `tabs` line had a fault of its own, that fault again. Faults of other lines are not repeated.
    public mutating func finish() -> Result<TraceHeader, TraceError> {
        if firstStatementIsExpect == nil { completeHeader(firstStatementIsExpect: false) }
        if let first = deferredErrors.min(by: { $0.position < $1.position }) { return .failure(first) }
        if let header { return .success(header) }
        return .failure(declared.tabsFault ?? Self.missingTabs)
    }

    /// The error for a file without a `tabs` line.
    static let missingTabs = TraceError(
        TracePosition(line: 1, column: 1), "missing 'tabs' line: declare the tab bar with 'tabs NAME...' before the first step")

    /// Ends the header: from now on header lines are errors, and the header is built if `tabs` is valid.
    mutating func completeHeader(firstStatementIsExpect: Bool) {
        self.firstStatementIsExpect = firstStatementIsExpect
        guard declared.lines[.tabs] != nil else {
            deferredErrors.append(Self.missingTabs)
            return
        }
        if !Configuration<String>.allowsMinimize(declared.settings.minimize, under: declared.settings.profile) {
            let position = declared.minimizePosition ?? TracePosition(line: 1, column: 1)
            deferredErrors.append(
                TraceError(
                    position,
                    "'minimize \(declared.settings.minimize)' needs 'profile ios26' (tabBarMinimizeBehavior exists from iOS 26)")
            )
            return
        }
        guard names.tabsChecked else { return }
        let tabs = names.tabs.indices.map { i in
            let name = names.tabName(i)
            return TabSpec(name: name, root: declared.roots[i]?.screen ?? name)
        }
        do {
            let configuration = try Configuration(
                tabs: tabs, hidingScreens: declared.hidingScreens, centerButton: declared.center,
                settings: declared.settings)
            header = TraceHeader(configuration: configuration)
        } catch {
            // The parser checks every rule of the configuration first; this keeps a slip from trapping.
            deferredErrors.append(TraceError(TracePosition(line: 1, column: 1), "invalid header: \(error)"))
        }
    }
}
