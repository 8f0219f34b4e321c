// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TabNav",
    products: [
        .library(name: "TabNav", targets: ["TabNav"]),
        .library(name: "TabNavExplore", targets: ["TabNavExplore"]),
        .executable(name: "tabnav-sim", targets: ["TabNavSim"]),
    ],
    targets: [
        .target(name: "TabNav"),
        .target(name: "TabNavExplore", dependencies: ["TabNav"]),
        .executableTarget(name: "TabNavSim", dependencies: ["TabNav", "TabNavExplore"]),
        .testTarget(name: "TabNavTests", dependencies: ["TabNav", "TabNavSim", "TabNavExplore"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
