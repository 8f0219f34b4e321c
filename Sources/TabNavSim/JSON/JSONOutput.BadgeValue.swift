import TabNav

extension JSONOutput {
    /// A badge as shown (`dot`, `3`, `99+`, a text), or `null` for none.
    struct BadgeValue: Encodable {
        let badge: Badge

        init(_ badge: Badge) { self.badge = badge }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if badge == .none { try container.encodeNil() } else { try container.encode(badge.description) }
        }
    }
}
