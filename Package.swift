// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TabNav",
    products: [
        .library(name: "TabNav", targets: ["TabNav"]),
        .library(name: "TabNavTrace", targets: ["TabNavTrace"]),
        .library(name: "TabNavStatechart", targets: ["TabNavStatechart"]),
        .library(name: "TabNavTesting", targets: ["TabNavTesting"]),
        .library(name: "TabNavExplore", targets: ["TabNavExplore"]),
        .library(name: "TabNavLayout", targets: ["TabNavLayout"]),
        .executable(name: "tabnav-sim", targets: ["TabNavSim"]),
    ],
    targets: [
        // What an app links: state, events, reducer, effects, observables, invariants, the coordinator's plan.
        // `Double.rounded()` calls libm on Linux: linked here, so that an app's executable needs no flag of its own.
        .target(name: "TabNav", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The trace format: model, parser, printer, expectations, errors.
        .target(name: "TabNavTrace", dependencies: ["TabNav"]),
        // The statechart: data, derivation from the reducer, renderers (its labels use the trace syntax).
        // SCXML/machine.js is the source of the SCXML's ECMAScript, embedded by Scripts/embed-scxml-script.py.
        .target(name: "TabNavStatechart", dependencies: ["TabNav", "TabNavTrace"], exclude: ["SCXML/machine.js"]),
        // Test support shared by the tests, the fuzzers, the benchmarks and `tabnav-sim generate`: one seeded
        // generator (SplitMix64) and one event generator.
        .target(name: "TabNavTesting", dependencies: ["TabNav"]),
        // A prefetch of a cache line, which Swift cannot ask for: one inline C function for the explorer.
        .target(name: "TabNavPrefetch"),
        // Where UIKit draws a custom tab bar's buttons, for the simulator's render and layout check; no app needs it.
        .target(name: "TabNavLayout", dependencies: ["TabNav"]),
        // Bounded exhaustive exploration over the reducer, with shortest traces (Docs/Exploring.md).
        .target(name: "TabNavExplore", dependencies: ["TabNav", "TabNavTrace", "TabNavPrefetch"]),
        .executableTarget(
            name: "TabNavSim",
            dependencies: ["TabNav", "TabNavTrace", "TabNavStatechart", "TabNavTesting", "TabNavExplore", "TabNavLayout"]),
        // What the test targets share: the property harness (forAll, shrinker, generators), the reference model, the
        // model of UIKit, the broken machines, the step helpers and the size of the larger runs (Docs/Testing.md).
        .target(
            name: "TabNavTestSupport", dependencies: ["TabNav", "TabNavTrace", "TabNavTesting"], path: "Tests/TabNavTestSupport"),
        // One test target a library module, and the simulator end to end (the built binary, its golden files).
        .testTarget(name: "TabNavTests", dependencies: ["TabNav", "TabNavTrace", "TabNavTesting", "TabNavTestSupport"]),
        .testTarget(name: "TabNavTraceTests", dependencies: ["TabNav", "TabNavTrace", "TabNavTestSupport"]),
        .testTarget(
            name: "TabNavStatechartTests",
            dependencies: ["TabNav", "TabNavTrace", "TabNavStatechart", "TabNavTesting", "TabNavTestSupport"]),
        .testTarget(name: "TabNavTestingTests", dependencies: ["TabNav", "TabNavTesting", "TabNavTestSupport"]),
        .testTarget(name: "TabNavLayoutTests", dependencies: ["TabNav", "TabNavLayout"]),
        .testTarget(name: "TabNavExploreTests", dependencies: ["TabNav", "TabNavTrace", "TabNavExplore", "TabNavTestSupport"]),
        .testTarget(
            name: "TabNavSimTests",
            dependencies: ["TabNav", "TabNavTrace", "TabNavStatechart", "TabNavSim", "TabNavTestSupport"],
            exclude: ["Snapshots", "Conformance", "InvalidJSON"]),
    ],
    swiftLanguageModes: [.v6]
)
