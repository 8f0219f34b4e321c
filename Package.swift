// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TabNav",
    products: [
        .library(name: "TabNav", targets: ["TabNav"]),
        .executable(name: "tabnav-sim", targets: ["TabNavSim"]),
    ],
    targets: [
        .target(name: "TabNav"),
        .executableTarget(name: "TabNavSim", dependencies: ["TabNav"]),
        .testTarget(name: "TabNavTests", dependencies: ["TabNav", "TabNavSim"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
