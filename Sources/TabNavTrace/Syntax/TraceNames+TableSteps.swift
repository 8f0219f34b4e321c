import TabNav

extension TraceNames {
    /// Reads a step line from the syntax table alone: each positional argument by its slot (``TraceKeyword/slot(_:)``),
    /// each option as the argument it sets, the rest at the format's defaults, and the event built through the
    /// library's inverse of its arguments (`TabNavEvent(kind:arguments:defaults:)`), the first of the word's kinds
    /// (``TraceKeyword/kinds``) that takes them.
    ///
    /// A new word of plain arguments needs no code here. Words whose reading the table cannot state keep their own
    /// reader (TraceNames+Steps.swift): the More item and the centre button of `tap` and `select`, `pick`'s More tab,
    /// a list of screens, a badge's value, a gesture's one part; so do the frequent words of format 1 that it could
    /// read (`present`, `dismiss`, `rotate`, `back-button`, `back-menu`, `system-pop`), for replay speed.
    /// - Parameters:
    ///   - keyword: The step's first word.
    ///   - line: The line.
    ///   - first: The first word.
    /// - Returns: The event the step stands for.
    /// - Throws: The scanner's faults, a value's fault, or `'WORD' needs …` (the first slot's ``ArgumentSlot/needed``)
    ///   when an argument is missing.
    /// - Complexity: O(*n*) in the length of the line.
    func tableEvent(_ keyword: TraceKeyword, _ line: TraceLine, _ first: TraceWord) throws(TraceFault) -> TabNavEvent<
        String
    > {
        var parsed: [TabNavEvent<String>.Argument] = []
        try line.scanArguments(keyword, after: first) { (arg) throws(TraceFault) in
            switch arg {
            case .positional(let w, _, let slot): parsed.append(contentsOf: try arguments(slot, line, w))
            case .option(let option, _, let value): parsed.append(contentsOf: try arguments(option, line, value))
            }
        }
        parsed += Self.stepDefaults
        for kind in keyword.kinds {
            if let event = TabNavEvent(kind: kind, arguments: [], defaults: parsed) { return event }
        }
        throw line.fault(first, "'\(keyword.spelling)' needs \(keyword.slot(0)?.needed ?? "more arguments")")
    }

    /// The arguments a step has when its line does not state them: animated, on the focused stack, a screen's own
    /// bar rule, a full-screen modal, a whole gesture, no path.
    private static let stepDefaults: [TabNavEvent<String>.Argument] = [
        .animated(true), .in(nil), .hidesBar(false), .style(.fullScreen), .phase(.whole), .path([]),
    ]

    /// The argument a positional word stands for, read by its slot; a depth stands for either kind of depth.
    private func arguments(_ slot: ArgumentSlot, _ line: TraceLine, _ w: TraceWord) throws(TraceFault) -> [TabNavEvent<
        String
    >.Argument] {
        switch slot {
        case .tab: return [.tab(try tabIndex(line, w))]
        case .tabOrCenter: return try tab(line, w, allowCenter: true).map { [.tab($0)] } ?? []
        case .screen: return [.screen(try line.screenName(w))]
        case .depth:
            let s = line.slice(w)
            try line.checkNoLeadingZero(w)
            guard s.isDigits, let n = s.decimalValue, n >= 1 else {
                throw line.fault(w, "\(line.quoted(w)) is not a depth: a number from 1")
            }
            return [.toDepth(n), .depth(n)]
        case .scrollDirection: return [.scroll(try value(Scroll.self, slot, line, w))]
        case .width: return [.width(try value(Width.self, slot, line, w))]
        case .badgeValue, .center, .tabDeclaration:
            throw line.fault(w, "unexpected \(line.quoted(w)): a step's table has no reader for this argument")
        }
    }

    /// The argument an option sets: `instant`, `hides-bar`, `in=TAB`, `style=STYLE`, a gesture's part, a badge's
    /// `dot` or `clear`; none for the header's options.
    private func arguments(_ option: TraceOption, _ line: TraceLine, _ value: TraceWord) throws(TraceFault) -> [TabNavEvent<
        String
    >.Argument] {
        switch option {
        case .instant: [.animated(false)]
        case .hidesBar: [.hidesBar(true)]
        case .in: [.in(.tab(try tabIndex(line, value)))]
        case .style: [.style(try Self.style(line, value))]
        case .start: [.phase(.began)]
        case .finish: [.phase(.ended)]
        case .cancel: [.phase(.cancelled)]
        case .dot: [.badge(.dot)]
        case .clear: [.badge(.none)]
        default: []
        }
    }

    /// A value of `T` named by its spelling (`down`, `compact`); another word is the slot's message.
    private func value<T: RawRepresentable>(_ type: T.Type, _ slot: ArgumentSlot, _ line: TraceLine, _ w: TraceWord)
        throws(TraceFault) -> T where T.RawValue == String
    {
        guard let parsed = T(rawValue: line.string(w)) else { throw line.fault(w, slot.reservedWordMessage(line.quoted(w))) }
        return parsed
    }
}
