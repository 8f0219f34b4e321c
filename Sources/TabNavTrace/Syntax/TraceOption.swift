/// The options of a line: reserved words and `key=value` words after the first word, each at most once.
struct TraceOption: OptionSet, Hashable, Sendable {
    let rawValue: UInt16

    static let instant = TraceOption(rawValue: 1 << 0)
    static let hidesBar = TraceOption(rawValue: 1 << 1)
    static let start = TraceOption(rawValue: 1 << 2)
    static let finish = TraceOption(rawValue: 1 << 3)
    static let cancel = TraceOption(rawValue: 1 << 4)
    static let none = TraceOption(rawValue: 1 << 5)
    static let dot = TraceOption(rawValue: 1 << 6)
    static let clear = TraceOption(rawValue: 1 << 7)
    static let `in` = TraceOption(rawValue: 1 << 8)
    static let style = TraceOption(rawValue: 1 << 9)
    static let present = TraceOption(rawValue: 1 << 10)
    static let push = TraceOption(rawValue: 1 << 11)

    /// Every single option, in the order of their bits.
    static let all: [TraceOption] = (0..<12).map { TraceOption(rawValue: 1 << $0) }

    /// The reserved word spelled by `w`, if it is one.
    static func reserved(_ w: UnsafeBufferPointer<UInt8>) -> TraceOption? {
        switch w.count {
        case 3: w.equals("dot") ? .dot : nil
        case 4: w.equals("none") ? TraceOption.none : nil
        case 5: w.equals("start") ? .start : w.equals("clear") ? .clear : nil
        case 6: w.equals("finish") ? .finish : w.equals("cancel") ? .cancel : nil
        case 7: w.equals("instant") ? .instant : nil
        case 9: w.equals("hides-bar") ? .hidesBar : nil
        default: nil
        }
    }

    /// The option whose key (the part before `=`) is `w`, if there is one.
    static func key(_ w: UnsafeBufferPointer<UInt8>) -> TraceOption? {
        switch w.count {
        case 2: w.equals("in") ? .in : nil
        case 4: w.equals("push") ? .push : nil
        case 5: w.equals("style") ? .style : nil
        case 7: w.equals("present") ? .present : nil
        default: nil
        }
    }

    /// How a single option is written in messages: `instant`, `in=`.
    var spelling: String {
        switch self {
        case .instant: "instant"
        case .hidesBar: "hides-bar"
        case .start: "start"
        case .finish: "finish"
        case .cancel: "cancel"
        case .none: "none"
        case .dot: "dot"
        case .clear: "clear"
        case .in: "in="
        case .style: "style="
        case .present: "present="
        case .push: "push="
        default: "?"
        }
    }
}
