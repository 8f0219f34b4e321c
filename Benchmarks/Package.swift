// swift-tools-version:6.0
// The benchmarks: a nested package, so that the root package keeps no dependencies (as swift-collections does).
// Run them all with `swift run -c release --package-path Benchmarks tabnav-bench` (or Scripts/bench.sh).
import PackageDescription

let package = Package(
    name: "TabNavBenchmarks",
    products: [
        .executable(name: "tabnav-bench", targets: ["TabNavBench"])
    ],
    dependencies: [
        .package(name: "TabNav", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "TabNavBench",
            dependencies: [.product(name: "TabNav", package: "TabNav"), .product(name: "TabNavTrace", package: "TabNav")])
    ],
    swiftLanguageModes: [.v6]
)
