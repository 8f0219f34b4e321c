import TabNav
import TabNavLayout

/// The legend under the picture, and the More list.
extension PhonePicture {
    /// One line a finding under the device, the first at `top` and each at most `room` wide: the anomalies, then the
    /// layout's faults.
    func drawLegend(_ s: inout SVGWriter, _ scene: PhoneScene, top: Double, room: Double) {
        // A form sheet leaves the bar on screen around it: what the bar shows is not under the modal.
        let covered = scene.modalScreen != nil && !scene.modalCover.isFormSheet
        var lines: [(colour: String, text: String)] = scene.anomalies.map { anomaly in
            let name = anomaly.rawValue + (covered ? " (under the modal)" : "")
            return switch anomaly {
            case .overlap:
                (
                    Self.systemBlue,
                    name + (covered ? ": UIKit's buttons are back on the bar" : ": UIKit's buttons (blue) are back on the bar")
                )
            case .barMissing: (Self.alarm, name + ": the bar is hidden on a screen that shows it")
            case .barOverHidingScreen: (Self.alarm, name + ": the bar shows on a screen that hides it")
            case .centerMisplaced: (Self.alarm, name + ": iOS 26 draws the centre button at the bar's leading edge")
            case .customBarLost:
                (Self.alarm, name + ": the iPad's floating bar (top) shows UIKit's items; the custom bar (greyed) is gone")
            }
        }
        if !covered && scene.barShown && !scene.barMinimized {
            if let floating, scene.floatingBar {
                lines += floating.findings.map { (Self.alarm, "layout (floating bar): \($0)") }
            } else {
                lines += layout.findings.map { (Self.alarm, "layout (\(layout.style)): \($0)") }
            }
        }
        if lines.isEmpty { lines = [("#8a8a95", "no anomalies")] }
        // What the state shows that is no fault: the bar as the app or iOS 26 left it, a sheet being swiped.
        if scene.barMinimized { lines.append(("#8a8a95", "bar minimized (iOS 26): a tap or a scroll to the top expands it")) }
        if scene.appHidBar { lines.append(("#8a8a95", "bar hidden by the app (hide-bar)")) }
        if scene.sheetSwipeActive { lines.append(("#8a8a95", "the user is swiping the sheet down")) }
        var y = top
        for line in lines.prefix(4) {
            s.rect(Self.bezel, y - 10, 12, 12, fill: line.colour, rx: 2)
            s.text(
                Self.bezel + 18, y, TitleMeasure.fitted(line.text, room: room, size: 11), size: 11,
                fill: "#222")
            y += 18
        }
    }

    /// The More list: one row an overflow tab, with its icon, name, badge and a disclosure chevron.
    func drawMoreList(_ s: inout SVGWriter, _ rows: [PhoneScene.Item]) {
        let rowHeight = 44.0
        var y: Double = 20 + 44 + 40
        for row in rows {
            s.raw(row.enabled ? "<g>" : "<g opacity=\"0.3\">")
            s.rect(0, y, width, rowHeight, fill: "#fff")
            s.rect(16, y + 11, 22, 22, fill: Self.idle, rx: 6)
            s.text(50, y + 27, row.name, size: 16, fill: "#111")
            s.text(width - 16, y + 28, "›", size: 20, fill: "#b2b2b8", anchor: "end")
            s.raw("</g>")
            if row.badge == .dot {
                s.rect(width - 46, y + 17, 10, 10, fill: "#ff3b30", rx: 5)
            } else if row.badge != .none {
                let text = row.badge.description
                let w = max(18, Double(text.count) * 8 + 10)
                s.rect(width - 36 - w, y + 13, w, 18, fill: "#ff3b30", rx: 9)
                s.text(width - 36 - w / 2, y + 26, text, size: 11, fill: "#fff", anchor: "middle", weight: "bold")
            }
            s.rect(50, y + rowHeight - 0.5, width - 50, 0.5, fill: "#d4d4dc")
            y += rowHeight
        }
    }
}
