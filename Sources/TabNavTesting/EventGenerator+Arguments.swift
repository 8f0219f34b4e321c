import TabNav

extension EventGenerator {
    /// One step of a kind, with its arguments drawn at random for `state`.
    /// - Parameters:
    ///   - kind: The kind of step.
    ///   - state: The state the step will be applied to.
    ///   - random: The source of randomness.
    /// - Returns: The step.
    /// - Complexity: O(*n*) in the depth of the stack it reads.
    package mutating func event(_ kind: Draw, _ state: TabNavState<String>, _ random: inout some RandomNumberGenerator)
        -> TabNavEvent<String>
    {
        let tabs = state.tabs.count
        let animated = mix == .coverage ? random.chance(70) : !random.chance(mix == .uniform ? 25 : 10)
        let index: Int? = random.chance(targetPercent) ? tab(tabs, &random) : nil
        let target = StackRef?(tabOrFocused: index)
        switch kind {
        case .event(.push):
            return .request(.push(random.pick(screens), hidesBar: random.chance(hidesPercent), animated: animated, in: target))
        case .event(.pop): return .request(.pop(animated: animated, in: target))
        case .event(.backSwipe): return .report(.backSwipe(.whole))
        case .event(.backSwipeBegan): return .report(.backSwipe(.began))
        case .event(.backSwipeEnded): return .report(.backSwipe(.ended))
        case .event(.backSwipeCancelled): return .report(.backSwipe(.cancelled))
        case .event(.popTo):
            let names = state.stack(state.focusedStackRef)?.screens ?? []
            let screen = names.count > 2 && random.chance(90) ? names[random.below(names.count - 1)] : random.pick(screens)
            return .request(.popTo(screen, animated: animated))
        case .event(.popToRoot): return .request(.popToRoot(animated: animated, in: target))
        case .event(.setStack):
            // A uniform step asks for zero to seven screens, the empty stack included, which the reducer refuses.
            if mix == .uniform {
                return .request(
                    .setStack((0..<random.below(8)).map { _ in random.pick(screens) }, animated: animated, in: target))
            }
            let path = (0..<random.below(4)).map { _ in random.pick(screens) }
            return .request(.setStack([state.selectedTab.stack.root.screen] + path, animated: animated))
        case .event(.tap):
            // A re-tap of the selected tab now and then; otherwise another tab, with a More tab mostly one on the bar.
            if random.chance(mix == .coverage ? 30 : 20) { return .request(.tap(tab: state.selectedIndex)) }
            let onBar = state.barTabCount
            if onBar < tabs && !random.chance(10) { return .request(.tap(tab: random.below(onBar))) }
            return .request(.tap(tab: tab(tabs, &random)))
        case .event(.tapCenter): return .request(.tapCenter)
        case .event(.select): return .request(.select(tab: tab(tabs, &random)))
        case .event(.present):
            // generate's realistic sessions keep format 1's two styles, so that its seeds still give the same traces,
            // unless format 2 is asked for.
            if mix == .realistic && !includesFormat2 {
                return .request(.present(random.pick(screens), style: random.chance(40) ? .sheet : .fullScreen))
            }
            if mix == .realistic {
                return .request(
                    .present(
                        random.pick(screens),
                        style: random.pick([.sheet, .sheet, .lockedSheet, .overFullScreen, .fullScreen, .fullScreen])))
            }
            return .request(.present(random.pick(screens), style: random.pick(ModalStyle.allCases + [.fullScreen, .sheet])))
        case .event(.resized):
            // Mostly the other width (a change); now and then the same one (a noop). Uniform steps draw either.
            if mix == .uniform { return .report(.resized(random.pick(Width.allCases))) }
            let other: Width = state.width == .compact ? .regular : .compact
            return .report(.resized(random.chance(80) ? other : state.width))
        case .event(.dismiss): return .request(.dismiss(animated: true))
        case .event(.open):
            return .request(.open(tab: tab(tabs, &random), path: (0..<random.below(3)).map { _ in random.pick(screens) }))
        case .event(.setBadge):
            var badges: [Badge] = mix == .uniform ? Self.oddBadges : [.count(1 + random.below(150)), .dot, .none, .text("new")]
            if mix == .realistic && includesFormat2 { badges.append(random.pick(Self.realisticBadgeTexts)) }
            return .request(.setBadge(random.pick(badges), tab: tab(tabs, &random)))
        case .event(.enable): return .request(.enable(tab: state.tabs.firstIndex { !$0.isEnabled } ?? tab(tabs, &random)))
        case .event(.disable): return .request(.disable(tab: tab(tabs, &random)))
        case .event(.rotated): return .report(.rotated)
        case .dive:
            dive = 10 + random.below(40)
            return .request(.push("related"))
        case .event(.backButtonTapped): return .report(.backButtonTapped)
        case .event(.backMenuPicked):
            let names = state.stack(state.focusedStackRef)?.screens ?? []
            return .report(.backMenuPicked(names.count > 2 ? names[random.below(names.count - 1)] : random.pick(screens)))
        case .event(.sheetSwipe): return .report(.sheetSwipe(.whole))
        case .event(.systemPopped):
            let ref = index.map(StackRef.tab) ?? state.focusedStackRef
            // A uniform step may name a depth of 0 or one past the stack's: the reducer refuses it.
            let depth = (state.stack(ref)?.depth ?? 1) + (mix == .uniform ? 2 : 0)
            let lowest = mix == .uniform ? 0 : 1
            return .report(.systemPopped(toDepth: lowest + random.below(depth), in: target))
        case .event(.hideBar): return .request(.hideBar(animated: animated))
        case .event(.showBar): return .request(.showBar(animated: animated))
        case .event(.scrolled): return .report(.scrolled(random.pick(Scroll.allCases)))
        case .event(.sheetSwipeBegan): return .report(.sheetSwipe(.began))
        case .event(.sheetSwipeEnded): return .report(.sheetSwipe(.ended))
        case .event(.sheetSwipeCancelled): return .report(.sheetSwipe(.cancelled))
        case .event(.tapMore): return .request(.tapMore)
        case .event(.pick):
            // Mostly an overflow tab; now and then a bar tab, which the list does not hold.
            let first = state.barTabCount
            let overflow = first < tabs && !random.chance(10)
            return .request(.pick(tab: overflow ? first + random.below(tabs - first) : tab(tabs, &random)))
        case .event(.selectMore): return .request(.selectMore)
        case .event(.popToEntry):
            let entries = state.stack(state.focusedStackRef)?.entries ?? []
            let id = entries.isEmpty || random.chance(10) ? EntryID(rawValue: UInt64(random.below(64))) : random.pick(entries).id
            return .request(.popToEntry(id, animated: animated, in: target))
        case .event(.popToDepth):
            let depth = state.stack(state.focusedStackRef)?.depth ?? 1
            return .request(.popToDepth(random.below(depth + 2), animated: animated, in: target))
        case .event(.replaceModal):
            return .request(.replaceModal(random.pick(screens), style: random.pick(ModalStyle.allCases), animated: animated))
        case .event(let other):
            return drawn(other, state, animated: animated, target: target, &random)
        }
    }

    /// A step of a kind that ``event(_:_:_:)`` does not list: one value of every kind of argument drawn from its
    /// domain (a tab as the mix draws one, a screen of the generator's, a depth of the stack, every modal style,
    /// badge, scroll and width), the event built through the library's inverse of its arguments with those its case
    /// takes, at the first gesture phase that agrees with the kind.
    package func drawn(
        _ kind: TabNavEvent<String>.Kind, _ state: TabNavState<String>, animated: Bool, target: StackRef?,
        _ random: inout some RandomNumberGenerator
    ) -> TabNavEvent<String> {
        let tabs = state.tabs.count
        let entries = state.stack(state.focusedStackRef)?.entries ?? []
        let depth = 1 + random.below(max(entries.count, 1))
        let values: [TabNavEvent<String>.Argument] = [
            .tab(tab(tabs, &random)), .screen(random.pick(screens)), .hidesBar(random.chance(hidesPercent)),
            .animated(animated), .in(target), .entryID(entries.isEmpty ? EntryID(rawValue: 0) : random.pick(entries).id),
            .depth(depth), .toDepth(depth), .entries([NewEntry(random.pick(screens))]),
            .path((0..<random.below(3)).map { _ in NewEntry(random.pick(screens)) }),
            .style(random.pick(ModalStyle.allCases)), .badge(random.pick([.count(1 + random.below(150)), .dot, .none])),
            .scroll(random.pick(Scroll.allCases)), .width(random.pick(Width.allCases)),
        ]
        for phase in GesturePhase.allCases {
            if let event = TabNavEvent(kind: kind, arguments: [], defaults: values + [.phase(phase)]) { return event }
        }
        return .report(.rotated)
    }

    /// A tab index: in range, or (a quarter of the uniform draws) one the reducer must refuse: negative, the count,
    /// past it, `Int.max` or `Int.min`.
    private func tab(_ count: Int, _ random: inout some RandomNumberGenerator) -> Int {
        guard mix == .uniform, random.chance(25) else { return random.below(count) }
        return random.pick([-1, count, count + 1, Int.max, Int.min])
    }

    /// Badges at the edges, for uniform steps: zero, negative and extreme counts, empty and odd texts.
    static let oddBadges: [Badge] = [
        .none, .dot, .count(0), .count(3), .count(-7), .count(120), .count(Int.max), .count(Int.min),
        .text(""), .text("new"), .text("99+"), .text(" "), .text("é"),
    ]

    /// Badge texts of format 2's realistic sessions, among them texts a trace writes in quotes (`"1k"`, `"!"`).
    static let realisticBadgeTexts: [Badge] = [.text("1k"), .text("!"), .text("新"), .text("hot sale"), .text("0"), .text("new")]

    /// How often a step names a tab's stack rather than the focused one, in percent, by default for a mix.
    /// - Parameter mix: The mix.
    /// - Returns: 3 for realistic sessions, 12 for coverage, 25 for uniform steps.
    public static func defaultTargetPercent(_ mix: Mix) -> Int {
        switch mix {
        case .realistic: 3
        case .coverage: 12
        case .uniform: 25
        }
    }

    /// How often a push asks to hide the bar, in percent.
    private var hidesPercent: Int {
        switch mix {
        case .realistic: 3
        case .coverage: 15
        case .uniform: 33
        }
    }
}
