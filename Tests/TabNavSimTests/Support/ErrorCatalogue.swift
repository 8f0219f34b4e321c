import Foundation

/// The catalogue of the trace format's errors and the command line's: one bad input a row, which
/// `TraceFormatDocTests` runs through the binary and writes, with what the binary printed, as the tables of
/// Docs/TraceFormat.md §7.4 and §7.5 (between `<!-- errors:begin -->` and `<!-- errors:end -->`, and `cli-errors`).
enum ErrorCatalogue {
    /// A trace with one fault: what is wrong, and the file's bytes.
    struct FileCase: Sendable {
        var what: String
        var bytes: [UInt8]
        /// How the doc shows the trace, when its text does not (a byte written by its value).
        var shown: String?

        init(_ what: String, _ text: String, shown: String? = nil) {
            self.init(what, Array(text.utf8), shown: shown)
        }

        init(_ what: String, _ bytes: [UInt8], shown: String) {
            self.init(what, bytes, shown: Optional(shown))
        }

        private init(_ what: String, _ bytes: [UInt8], shown: String?) {
            self.what = what
            self.bytes = bytes
            self.shown = shown
        }

        /// The trace as the doc shows it: its lines in code, joined by `⏎`.
        var display: String {
            if let shown { return shown }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                .map { "`" + $0.replacingOccurrences(of: "|", with: "\\|") + "`" }.joined(separator: " ⏎ ")
        }
    }

    /// A command line with one fault: what is wrong, and the arguments (or a shell line, `$SIM` for the binary).
    struct CommandCase: Sendable {
        var what: String
        var arguments: [String]
        var shell: String?

        init(_ what: String, _ arguments: [String], shell: String? = nil) {
            self.what = what
            self.arguments = arguments
            self.shell = shell
        }

        /// The command as the doc shows it.
        var display: String {
            "`"
                + (shell?.replacingOccurrences(of: "\"$SIM\"", with: "tabnav-sim")
                ?? (["tabnav-sim"] + arguments).joined(separator: " "))
                .replacingOccurrences(of: "|", with: "\\|") + "`"
        }
    }

    static let files: [FileCase] = [
        // The file as a whole.
        FileCase("an empty file (or only comments)", "# nothing\n"),
        FileCase("no `tabs` line", "push detail\n"),
        FileCase("a header line after a step", "tabs home\npush detail\nprofile legacy\n"),
        FileCase("a header line after an `expect` line", "tabs home\nexpect tab=home\nprofile legacy\n"),
        FileCase("`tabs` after a statement", "expect tab=home\ntabs home\n"),
        FileCase("a misspelt `tabs` line (one error: no missing `tabs` line on top)", "tabs: home me\n"),
        FileCase("a repeated header line", "tabs home me\nbar-policy sticky\nbar-policy top-only\n"),
        // Header lines.
        FileCase("no tab", "tabs\n"),
        FileCase("seventeen tabs", "tabs a b c d e f g h i j k l m n o p q\n"),
        FileCase("a duplicate tab", "tabs home me home\n"),
        FileCase("names separated by commas", "tabs home, discover\n"),
        FileCase("a tab named `more` with a More tab", "tabs a b c d e more\n"),
        FileCase("a tab named like the centre button", "center me present=compose\ntabs home me\n"),
        FileCase("the centre named like a tab", "tabs home me\ncenter me present=compose\n"),
        FileCase("a centre without a name", "tabs home\ncenter\n"),
        FileCase("a centre without an action", "tabs home\ncenter write\n"),
        FileCase("a centre with both actions", "tabs home\ncenter write present=a push=b\n"),
        FileCase("a style with `push=`", "tabs home\ncenter write push=a style=sheet\n"),
        FileCase("a near miss of `key=`", "tabs home\ncenter write present compose\n"),
        FileCase("`root` without its arguments", "tabs home\nroot\n"),
        FileCase("`root` without a screen", "tabs home\nroot home\n"),
        FileCase("a repeated root", "tabs home\nroot home a\nroot 0 b\n"),
        FileCase("`screen` without a name", "tabs home\nscreen\n"),
        FileCase("`screen` without `hides-bar`", "tabs home\nscreen article\n"),
        FileCase("a near miss of an option", "tabs home\nscreen article hidesbar\n"),
        FileCase("a setting without its value", "tabs home\nprofile\n"),
        FileCase("an unknown profile", "tabs home\nprofile ios15\n"),
        FileCase("an unknown bar policy", "tabs home\nbar-policy x\n"),
        FileCase("an unknown custom bar", "tabs home\ncustom-bar x\n"),
        FileCase("an unknown overlap fix", "tabs home\noverlap-fix x\n"),
        FileCase("an unknown badge policy", "tabs home\nbadge-policy x\n"),
        FileCase("an unknown badge target", "tabs home\nbadge-target x\n"),
        FileCase("an unknown minimize behaviour", "tabs home\nminimize x\n"),
        FileCase("a setting with two values", "tabs home\nprofile modern legacy\n"),
        FileCase("`minimize` without iOS 26", "tabs home\nminimize on-scroll-down\n"),
        FileCase("an unknown device", "tabs home\ndevice ipod\n"),
        FileCase("a device line twice", "tabs home\ndevice ipad\ndevice ipad\n"),
        FileCase("a device line after the first step", "tabs home\npush a\ndevice ipad\n"),
        // Steps.
        FileCase("an unknown step", "tabs home\nswipe-left\n"),
        FileCase("a misspelt step", "tabs home\npsuh detail\n"),
        FileCase("an unknown tab", "tabs home discover me\ntap settings\n"),
        FileCase("an unknown tab with a centre button", "tabs home me\ncenter write present=compose\ntap settings\n"),
        FileCase("a near miss of a tab", "tabs home discover me\ntap dicsover\n"),
        FileCase("a tab in another letter case", "tabs home discover me\ntap Home\n"),
        FileCase("an index out of range", "tabs home me\ncenter write present=compose\nselect 2\n"),
        FileCase("the centre where a tab goes", "tabs home me\ncenter write present=compose\nselect write\n"),
        FileCase("a More step without a More tab", "tabs home me\ntap more\n"),
        FileCase("`pick` without a More tab", "tabs home\npick home\n"),
        FileCase("`pick` without a tab", "tabs a b c d e f\npick\n"),
        FileCase("a name of the wrong form", "tabs home\npush 9x\n"),
        FileCase("a tab of the wrong form", "tabs home me\ntap 9x\n"),
        FileCase("a tab of the wrong form with a centre button", "tabs home me\ncenter write present=x\ntap 9x\n"),
        FileCase(
            "invisible characters in a name", "tabs home\u{A0}\n", shown: "`tabs home` and a no-break space (`C2 A0`)"),
        FileCase(
            "a control character in a name", "tabs home\npush x\u{1B}[31m\n", shown: "`tabs home` ⏎ `push x`, `ESC`, `[31m`"),
        FileCase("a reserved word as a tab name", "tabs none\n"),
        FileCase("a reserved word as a screen name", "tabs home\npush none\n"),
        FileCase("a reserved word as the centre's name", "tabs home\ncenter none present=x\n"),
        FileCase("a reserved word as a badge", "tabs home me\nbadge me none\n"),
        FileCase("a reserved word as a depth", "tabs home\nsystem-pop none\n"),
        FileCase("a number with a leading zero", "tabs home me\nbadge me 007\n"),
        FileCase("nothing before `=`", "tabs home\npush detail =home\n"),
        FileCase("nothing after `=`", "tabs home\npush detail in=\n"),
        FileCase("more than one `=`", "tabs home\npush detail in==home\n"),
        FileCase("an option the line does not take", "tabs home\ntap home instant\n"),
        FileCase("a `key=` the line does not take", "tabs home\npush detail speed=2\n"),
        FileCase("`hides-bar` where it does not go", "tabs home\nset-stack a b hides-bar\n"),
        FileCase("an option given twice", "tabs home\npush a instant instant\n"),
        FileCase("an argument too many", "tabs home\npop detail\n"),
        FileCase("`tap` without a tab", "tabs home\ntap\n"),
        FileCase("`select` without a tab", "tabs home\nselect\n"),
        FileCase("`open` without a tab", "tabs home\nopen\n"),
        FileCase("`push` without a screen", "tabs home\npush\n"),
        FileCase("`pop-to` without a screen", "tabs home\npop-to\n"),
        FileCase("`present` without a screen", "tabs home\npresent\n"),
        FileCase("`back-menu` without a screen", "tabs home\nback-menu\n"),
        FileCase("`set-stack` without a screen", "tabs home\nset-stack\n"),
        FileCase("an unknown style", "tabs home\npresent x style=card\n"),
        FileCase("`badge` without its arguments", "tabs home me\nbadge\n"),
        FileCase("`badge` without a value", "tabs home me\nbadge me\n"),
        FileCase("a badge value of the wrong form", "tabs home me\nbadge me 9x\n"),
        FileCase("two badge values", "tabs home me\nbadge me 1 2\n"),
        FileCase("a badge value and a badge word", "tabs home me\nbadge me 3 dot\n"),
        FileCase("`system-pop` without a depth", "tabs home\nsystem-pop\n"),
        FileCase("a depth that is not one", "tabs home\nsystem-pop 0\n"),
        FileCase("back-swipe parts together", "tabs home\nback-swipe start finish\n"),
        FileCase("`scroll` without a direction", "tabs home\nscroll\n"),
        FileCase("an unknown direction", "tabs home\nscroll sideways\n"),
        FileCase("`resize` on an iPhone", "tabs home\nresize compact\n"),
        FileCase("`resize` without a width", "tabs home\ndevice ipad\nresize\n"),
        FileCase("an unknown width", "tabs home\ndevice ipad\nresize wide\n"),
        FileCase("`resize` with two widths", "tabs home\ndevice ipad\nresize compact regular\n"),
        FileCase("`resize` with an option", "tabs home\ndevice ipad\nresize compact instant\n"),
        // Quoted text.
        FileCase("an unterminated quote", "tabs home me\nbadge me \"1k\n"),
        FileCase("text after a closing quote", "tabs home me\nbadge me \"1k\"x\n"),
        FileCase("a quote where none goes", "tabs home me\npush \"x\"\n"),
        FileCase(
            "a control character in a quote", "tabs home me\nbadge me \"a\u{7}b\"\n",
            shown: "`tabs home me` ⏎ `badge me \"a`, `BEL`, `b\"`"),
        // expect.
        FileCase("an `expect` line without pairs", "tabs home\nexpect\n"),
        FileCase("a word that is no pair", "tabs home\nexpect x\n"),
        FileCase("an unknown `expect` key", "tabs home\nexpect colour=red\n"),
        FileCase("a near miss of an `expect` key", "tabs home\nexpect tabb=home\n"),
        FileCase("`badge` without a tab", "tabs home\nexpect badge=3\n"),
        FileCase("a key without its tab", "tabs home\nexpect stack.=a\n"),
        FileCase("a key twice", "tabs home\nexpect depth=1 depth=1\n"),
        FileCase("a wrong value for a key", "tabs home\nexpect bar=grey\n"),
        FileCase("a wrong width", "tabs home\nexpect width=wide\n"),
        FileCase("a wrong orientation", "tabs home\ndevice iphone-max\nexpect orientation=flat\n"),
        FileCase("an orientation without `device iphone-max`", "tabs home\ndevice ipad\nexpect orientation=portrait\n"),
        FileCase("a wrong swipe", "tabs home\nexpect swipe=maybe\n"),
        FileCase("a depth of 0", "tabs home\nexpect depth=0\n"),
        FileCase("a tab index in `expect`", "tabs home\nexpect tab=0\n"),
        FileCase("a badge the bar never shows", "tabs home me\nexpect badge.me=100\n"),
        FileCase("a stack copied from the report", "tabs home\nexpect stack=home>article*\n"),
        FileCase("an empty screen in a stack", "tabs home\nexpect stack=home>>a\n"),
        FileCase("an empty anomaly", "tabs home\nexpect anomalies=overlap,,x\n"),
        FileCase("an unknown anomaly", "tabs home\nexpect anomalies=x\n"),
        FileCase("an anomaly twice", "tabs home\nexpect anomalies=overlap,overlap\n"),
        FileCase("`none` with anomalies", "tabs home\nexpect anomalies=none,overlap\n"),
        FileCase("`more=` naming a bar tab", "tabs a b c d e f\nexpect more=a\n"),
        FileCase("`more=` naming a tab without a More tab", "tabs home me\nexpect more=me\n"),
        // Bytes.
        FileCase(
            "a file saved as UTF-16", [0xFF, 0xFE] + Array("tabs".utf8).flatMap { [$0, 0] },
            shown: "bytes `FF FE`, then `t 00 a 00 b 00 s 00`"),
        FileCase(
            "invalid UTF-8", Array("tabs home\npush caf".utf8) + [0xE9, 0x0A], shown: "`tabs home` ⏎ `push caf` and byte `E9`"),
        FileCase(
            "NUL bytes", Array("tabs home\npush de".utf8) + [0, 0, 0x0A], shown: "`tabs home` ⏎ `push de` and bytes `00 00`"),
    ]

    static let commands: [CommandCase] = [
        CommandCase("a missing file", ["/nonexistent/x.trace"]),
        CommandCase("a directory", ["Examples"]),
        CommandCase("a file that cannot be opened", ["Examples/jianshu.trace/more.trace"]),
        CommandCase("standard input that cannot be read", [], shell: "\"$SIM\" - < /"),
        CommandCase("output that cannot be written", [], shell: "\"$SIM\" Examples/jianshu.trace > /dev/full"),
        CommandCase("no trace", []),
        CommandCase("two traces", ["a.trace", "b.trace"]),
        CommandCase("an unknown option", ["--frobnicate", "x.trace"]),
        CommandCase("a near miss of an option", ["--quite", "x.trace"]),
        CommandCase("a near miss of a subcommand's option", ["generate", "--seeed", "3"]),
        CommandCase("a near miss of a subcommand", ["rendr", "x.trace"]),
        CommandCase("help for a near miss", ["help", "rendr"]),
        CommandCase("help for no subcommand", ["help", "replay"]),
        CommandCase("a value not among an option's", ["statechart", "--format", "svg"]),
        CommandCase("a near miss of a value", ["statechart", "--format", "mermiad"]),
        CommandCase("an option without its value", ["render", "x.trace", "--out"]),
        CommandCase("a value forgotten before the trace", ["--layout", "Examples/jianshu.trace"]),
        CommandCase("an option twice", ["-q", "--quiet", "x.trace"]),
        CommandCase("an option twice in a subcommand", ["generate", "--seed", "1", "--seed", "2"]),
        CommandCase("a value to a flag", ["--strict=yes", "x.trace"]),
        CommandCase("a value to `--help`", ["--help=x"]),
        CommandCase("options that contradict", ["--json", "--quiet", "x.trace"]),
        CommandCase("`--version` with more", ["--version", "x"]),
        CommandCase("a seed out of range", ["generate", "--seed", "18446744073709551616"]),
        CommandCase("a subcommand's unknown option", ["statechart", "--frobnicate"]),
        CommandCase("`render --out` naming a file", ["render", "Examples/jianshu.trace", "--out", "Examples/jianshu.trace"]),
        CommandCase("a goal split by the shell", ["explore", "Examples/jianshu.trace", "--goal", "tab=me", "bar=hidden"]),
        CommandCase("a goal no letter moves towards", ["explore", "Examples/jianshu.trace", "--goal", "tab=me"]),
    ]
}
