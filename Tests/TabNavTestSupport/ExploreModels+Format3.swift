/// Models of trace format 3 for the explorer's tests: a large iPhone that rotates and iPads that resize, with a More
/// that exists in one width only.
extension ExploreModels {
    /// A large iPhone with seven tabs: More in portrait (compact) only; rotations move the selected tab between the
    /// bar and More, and close More under its list.
    static let iphoneMaxMore = """
        tabs a b c d e f g
        device iphone-max
        custom-bar on-system-bar
        profile legacy
        rotate
        tap a
        tap d
        tap more
        pick e
        select g
        push p
        pop
        back-swipe start
        back-swipe cancel
        """

    /// An iPad under `modern` with seven tabs: More in compact width only, and form sheets in regular width.
    static let ipadMore = """
        tabs a b c d e f g
        device ipad
        resize compact
        resize regular
        tap a
        tap d
        tap more
        pick f
        select g
        select more
        push p
        pop
        present m style=sheet
        dismiss
        """

    /// An iPad under `ios26` with a custom bar on the system bar: the floating bar in regular width (the custom bar
    /// lost, no More, no minimizing), the classic bar in compact width (More, a minimized bar, UIKit's buttons over
    /// the custom bar).
    static let ipadFloating = """
        tabs a b c d e f
        device ipad
        profile ios26
        minimize on-scroll-down
        custom-bar on-system-bar
        resize compact
        resize regular
        tap a
        tap more
        pick f
        select e
        scroll down
        hide-bar
        show-bar
        push p
        """

    /// The default alphabet of a six-tab iPad app (its resizes included).
    static let defaultIPad = """
        tabs a b c d e f
        device ipad
        """
}
