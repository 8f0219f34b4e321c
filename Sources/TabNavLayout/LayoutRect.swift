import TabNav

/// A rectangle in points, in the tab bar's own coordinates: the origin at the bar's top-left corner, y growing down.
package struct LayoutRect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The left edge.
    package var x: Double
    /// The top edge.
    package var y: Double
    /// The width; never negative in a rectangle made by ``TabBarLayout``.
    package var width: Double
    /// The height; never negative in a rectangle made by ``TabBarLayout``.
    package var height: Double

    /// Creates a rectangle.
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    package var maxX: Double { x + width }
    /// The bottom edge.
    package var maxY: Double { y + height }
    /// The horizontal centre.
    package var midX: Double { x + width / 2 }
    /// The vertical centre.
    package var midY: Double { y + height / 2 }

    /// Whether the point lies inside: left and top edges included, right and bottom edges excluded, as UIKit's
    /// `CGRect.contains` does, so that a point on the line between two touching buttons belongs to one of them.
    /// - Parameters:
    ///   - px: The point's x.
    ///   - py: The point's y.
    /// - Returns: `true` when the point is inside.
    package func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// Whether the two rectangles share an area larger than zero (touching edges do not count).
    /// - Parameter other: Another rectangle.
    /// - Returns: `true` when they overlap.
    package func overlaps(_ other: LayoutRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// `x,y widthxheight`, each number with at most two decimals: `64,0 64x49`.
    package var description: String {
        "\(Self.format(x)),\(Self.format(y)) \(Self.format(width))x\(Self.format(height))"
    }

    /// A number rounded to two decimals, without trailing zeros: `64`, `53.33`, `12.8`.
    /// - Parameter value: A finite number.
    /// - Returns: Its short spelling.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (min(max(value, -1e12), 1e12) * 100).rounded()
        let whole = Int(hundredths / 100)
        var fraction = abs(Int(hundredths) % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        guard fraction != 0 else { return sign + String(whole) }
        var digits = fraction < 10 ? "0\(fraction)" : String(fraction)
        if fraction % 10 == 0 {
            fraction /= 10
            digits = String(fraction)
        }
        return sign + "\(whole).\(digits)"
    }
}
