import TabNav

extension JSONOutput {
    /// A command to the coordinator: `kind`, the ``Effect`` case's name (``Effect/Kind``), then its arguments by
    /// name: `tab`, `entry` and `entries` (with their identities), `entryId`, `stack`, `style`, `hidden`, `badge`
    /// (`null` for none), `enabled`, `animated`.
    struct EffectObject: Encodable {
        let effect: Effect<String>
        /// The tab names, so that a tab or a tab's stack is named as the trace names it.
        let tabs: [String]

        private enum CodingKeys: String, CodingKey {
            case kind, tab, entry, entries, entryId, stack, style, hidden, badge, enabled, animated
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(effect.kind.rawValue, forKey: .kind)
            func tab(_ index: Int) throws { try c.encode(TabValue(index, in: tabs), forKey: .tab) }
            func stack(_ ref: StackRef) throws { try c.encode(StackObject(ref: ref, tabs: tabs), forKey: .stack) }
            func animated(_ flag: Bool) throws { try c.encode(flag, forKey: .animated) }
            switch effect {
            case .select(let i), .scrollToTop(let i): try tab(i)
            case .selectMore, .removeSystemTabBarButtons: break
            case .showInMore(let i, let a):
                try tab(i)
                try animated(a)
            case .popToMoreList(let a), .dismiss(let a): try animated(a)
            case .push(let e, let st, let a):
                try c.encode(EntryObject(identified: e), forKey: .entry)
                try stack(st)
                try animated(a)
            case .pop(let st, let a), .popToRoot(let st, let a):
                try stack(st)
                try animated(a)
            case .popTo(let id, let st, let a):
                try c.encode(id.rawValue, forKey: .entryId)
                try stack(st)
                try animated(a)
            case .setViewControllers(let list, let st, let a):
                try c.encode(list.map(EntryObject.init(identified:)), forKey: .entries)
                try stack(st)
                try animated(a)
            case .present(let e, let style, let a):
                try c.encode(EntryObject(identified: e), forKey: .entry)
                try c.encode(style, forKey: .style)
                try animated(a)
            case .setTabBarHidden(let h, let a):
                try c.encode(h, forKey: .hidden)
                try animated(a)
            case .setBadge(let b, let i):
                try c.encode(BadgeValue(b), forKey: .badge)
                try tab(i)
            case .setEnabled(let e, let i):
                try c.encode(e, forKey: .enabled)
                try tab(i)
            }
        }
    }
}
