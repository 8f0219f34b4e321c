import TabNav

/// The names a trace's header declares, as bytes, to resolve the tabs and the centre button of steps.
///
/// While the header has no valid `tabs` line (missing, or with an error of its own), tab references are only
/// checked for their form: the one error about the `tabs` line stands for all of them.
struct TraceNames: Sendable {
    /// The tab names, in tab bar order.
    var tabs: [[UInt8]] = []
    /// The centre button's name, if declared.
    var center: [UInt8]?
    /// Whether `tabs` holds a valid declaration, so unknown names and indices are errors.
    var tabsChecked = false
    /// Whether the `center` line, if any, was valid, so an unknown name in `tap` is an error.
    var centerChecked = true
    /// The header's device (format 3): `resize` needs an iPad, `expect orientation=` a large iPhone.
    var device: Device = .iphone

    /// Whether the header declares more than five tabs, so that the bar has a More item (V4 of format 2).
    var hasMoreTab: Bool { tabs.count > Configuration<String>.maximumBarItemCount }

    /// The tab at a word that names it or gives its index; in `tap`, `nil` stands for the centre button.
    /// - Parameters:
    ///   - line: The line.
    ///   - w: The word: a name or a 0-based index.
    ///   - allowCenter: Whether the centre button may be named (only `tap`).
    /// - Returns: The tab's index, or `nil` for the centre button.
    /// - Complexity: O(*t*) in the number of tabs (at most 16).
    func tab(_ line: TraceLine, _ w: TraceWord, allowCenter: Bool) throws(TraceFault) -> Int? {
        let s = line.slice(w)
        if s.isDigits {
            try line.checkNoLeadingZero(w)
            let index = s.decimalValue
            guard tabsChecked else { return index ?? 0 }
            if let index, index < tabs.count { return index }
            throw line.fault(w, "tab index \(line.quoted(w).dropFirst().dropLast()) is out of range (0-\(tabs.count - 1))")
        }
        guard s.isNameForm else {
            let what = allowCenter && center != nil ? "a tab name, an index or the centre button" : "a tab name or an index"
            throw line.fault(w, "\(line.quoted(w)) is not \(what): \(traceNameRule)")
        }
        if TraceOption.reserved(s) != nil { throw line.fault(w, "\(line.quoted(w)) is a reserved word and cannot be a tab name") }
        for (i, name) in tabs.enumerated() where s.equals(name) { return i }
        if let center, s.equals(center) {
            if allowCenter { return nil }
            throw line.fault(w, "\(line.quoted(w)) is the centre button, not a tab")
        }
        if !tabsChecked { return 0 }
        if allowCenter && !centerChecked { return nil }
        throw line.fault(w, unknownTabMessage(line.quoted(w), word: line.string(w), allowCenter: allowCenter))
    }

    /// The tab at a word that names it or gives its index.
    func tabIndex(_ line: TraceLine, _ w: TraceWord) throws(TraceFault) -> Int {
        try tab(line, w, allowCenter: false) ?? 0
    }

    /// The tab named by a word of an `expect` line, where tabs are named, never given by index.
    func expectTab(_ line: TraceLine, _ w: TraceWord) throws(TraceFault) -> Int {
        let s = line.slice(w)
        if s.isDigits {
            var hint = ""
            if tabsChecked, let i = s.decimalValue, i < tabs.count { hint = ": write '\(tabName(i))'" }
            throw line.fault(w, "'expect' names tabs, not indices\(hint)")
        }
        return try tabIndex(line, w)
    }

    /// The tab's name as a string.
    func tabName(_ i: Int) -> String {
        String(decoding: tabs[i], as: UTF8.self)
    }

    /// `unknown tab 'dicsover'; did you mean 'discover'? (tabs: home, discover, me)`, naming the centre button too
    /// where it may be tapped.
    func unknownTabMessage(_ quoted: String, word: String, allowCenter: Bool) -> String {
        let names = tabs.indices.map(tabName)
        let list = names.joined(separator: ", ")
        if allowCenter, let center {
            let centerName = String(decoding: center, as: UTF8.self)
            let near = TraceSuggestion.didYouMean(word, among: names + [centerName])
            return "unknown tab or centre button \(quoted)\(near) (tabs: \(list); centre button: \(centerName))"
        }
        return "unknown tab \(quoted)\(TraceSuggestion.didYouMean(word, among: names)) (tabs: \(list))"
    }

    /// Reads a `style=` value.
    static func style(_ line: TraceLine, _ value: TraceWord) throws(TraceFault) -> ModalStyle {
        if let style = ModalStyle(rawValue: line.string(value)) { return style }
        let all = ModalStyle.allCases.map(\.rawValue).joined(separator: ", ")
        throw line.fault(value, "unknown style \(line.quoted(value)) (styles: \(all))")
    }
}
