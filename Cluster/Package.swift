// swift-tools-version:6.0
// The search spread over processes with MPI (Docs/Exploring.md, "At scale"): a nested package, so that the root
// package keeps no dependencies and its two commands need no MPI. Needs Open MPI's development files
// (Debian: openmpi-bin libopenmpi-dev). Build with `swift build -c release --package-path Cluster`, run with
// `mpirun -np 4 Cluster/.build/release/tabnav-explore-mpi FILE --depth D` (or Scripts/check-cluster.sh).
import PackageDescription

let package = Package(
    name: "TabNavCluster",
    products: [
        .executable(name: "tabnav-explore-mpi", targets: ["TabNavExploreMPI"])
    ],
    dependencies: [
        .package(name: "TabNav", path: "..")
    ],
    targets: [
        // Open MPI's C interface, found through pkg-config (ompi-c): its header and -lmpi.
        .systemLibrary(
            name: "CMPI", pkgConfig: "ompi-c", providers: [.apt(["libopenmpi-dev"])]),
        // The few MPI calls the search makes, as C functions: MPI_COMM_WORLD and the datatypes are macros over
        // Open MPI's globals, which Swift does not import.
        .target(name: "ClusterMPI", dependencies: ["CMPI"]),
        .executableTarget(
            name: "TabNavExploreMPI",
            dependencies: [
                "ClusterMPI",
                .product(name: "TabNav", package: "TabNav"),
                .product(name: "TabNavTrace", package: "TabNav"),
                .product(name: "TabNavExplore", package: "TabNav"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
