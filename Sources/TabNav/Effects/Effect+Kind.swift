extension Effect {
    /// The kind of an effect without its arguments, one a case of ``Effect``, its raw value the case's name: the
    /// name the simulator's JSON gives the command.
    package enum Kind: String, CaseIterable, Hashable, Sendable {
        case select, selectMore, showInMore, popToMoreList
        case push, pop, popTo, popToRoot, setViewControllers
        case present, dismiss
        case setTabBarHidden, setBadge, setEnabled, scrollToTop, removeSystemTabBarButtons
    }

    /// The effect's kind.
    package var kind: Kind {
        switch self {
        case .select: .select
        case .selectMore: .selectMore
        case .showInMore: .showInMore
        case .popToMoreList: .popToMoreList
        case .push: .push
        case .pop: .pop
        case .popTo: .popTo
        case .popToRoot: .popToRoot
        case .setViewControllers: .setViewControllers
        case .present: .present
        case .dismiss: .dismiss
        case .setTabBarHidden: .setTabBarHidden
        case .setBadge: .setBadge
        case .setEnabled: .setEnabled
        case .scrollToTop: .scrollToTop
        case .removeSystemTabBarButtons: .removeSystemTabBarButtons
        }
    }
}
