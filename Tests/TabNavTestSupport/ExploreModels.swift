/// Small models the explorer is checked on against the naive reference search, as trace headers and steps: the
/// explorer's tests search them, the simulator's run `tabnav-sim explore` on them.
enum ExploreModels {
    static let anchor = """
        tabs a b c d
        push s1
        push s2
        push s3
        pop
        tap a
        tap b
        tap c
        tap d
        """

    static let jianshu = """
        tabs home discover follow me
        center write present=compose
        screen article hides-bar
        custom-bar on-system-bar
        profile legacy
        push article
        push comments
        pop-to-root
        tap home
        tap discover
        tap write
        dismiss
        rotate
        """

    static let busy = """
        tabs a b
        screen x hides-bar
        bar-policy top-only
        profile ios14.0
        custom-bar on-system-bar
        overlap-fix completion
        push x
        push y hides-bar
        pop
        pop-to-root
        pop-to-root instant
        back-swipe start
        back-swipe finish
        back-swipe cancel
        tap b
        badge b 3
        badge b dot
        disable b
        present m style=sheet
        sheet-swipe
        select b
        """

    static let defaultAlphabet = """
        tabs a b
        center c present=m
        screen h hides-bar
        """

    /// iOS 26's minimizing bar (scrolling down minimizes), the bar the app hides, an over-full-screen modal.
    static let minimizing = """
        tabs a b
        profile ios26
        minimize on-scroll-down
        custom-bar on-system-bar
        screen h hides-bar
        push h
        push p
        pop
        tap a
        tap b
        scroll down
        scroll up
        scroll top
        hide-bar
        show-bar instant
        present m style=over-full-screen
        dismiss
        """

    /// The mirror behaviour (scrolling up minimizes) with a replaced bar and a centre button.
    static let minimizingUp = """
        tabs a b c
        center x push=y
        profile ios26
        minimize on-scroll-up
        custom-bar replaced
        push p
        pop
        tap a
        tap c
        tap x
        scroll down
        scroll up
        scroll top
        hide-bar
        """

    /// Every modal style, the whole sheet swipe and the swipe in parts, a locked sheet from the centre button.
    static let modalStyles = """
        tabs a b
        center c present=m style=locked-sheet
        custom-bar on-system-bar
        overlap-fix completion
        push p
        tap c
        tap b
        present n style=sheet
        present o style=over-full-screen
        present f
        sheet-swipe
        sheet-swipe start
        sheet-swipe finish
        sheet-swipe cancel
        dismiss
        hide-bar
        show-bar
        """

    /// Badges on UIKit's items: counts shown alike but set apart, a dot, a quoted text; taps that clear them.
    static let badgeItem = """
        tabs a b
        badge-target item
        custom-bar on-system-bar
        overlap-fix completion
        badge b 150
        badge b 250
        badge b "150"
        badge b dot
        badge a 1
        tap a
        tap b
        push p
        pop
        rotate
        """

    /// The default alphabet of an ios26 header with a minimize behaviour and a centre button presenting a sheet.
    static let defaultFormat2 = """
        tabs a b
        center c present=m style=sheet
        profile ios26
        minimize on-scroll-down
        """

    /// Every step that names screens, which the search numbers (NumberedModel): pop-to, set-stack, open, back-menu.
    static let namedSteps = """
        tabs a b
        screen h hides-bar
        push h
        push p instant in=b
        pop-to a
        set-stack a p
        open b p h
        back-menu a
        system-pop 1
        present m style=sheet
        dismiss
        tap b
        """

    /// Seven tabs: the More tab, its list, overflow tabs picked and selected, their stacks in More.
    static let sevenTabs = """
        tabs a b c d e f g
        push p
        pop
        back-swipe
        tap a
        tap d
        tap more
        pick e
        pick g
        select f
        select more
        select b
        """

    /// The default alphabet of a seven-tab app.
    static let defaultMore = """
        tabs a b c d e f
        """

}
