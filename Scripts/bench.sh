#!/usr/bin/env bash
# Runs the whole benchmark (Docs/Performance.md): builds the nested Benchmarks package in release, then runs
# tabnav-bench, which builds tabnav-sim in release from this package and prints the table and the targets.
#
# Usage: Scripts/bench.sh [tabnav-bench options]      e.g. Scripts/bench.sh --quick, Scripts/bench.sh --only W1,W2
# Environment: SWIFT_BIN overrides the toolchain's bin directory (default /opt/swift/usr/bin);
#              BENCH_SCRATCH the build directory (default Benchmarks/.build).
# It takes a few minutes (10,000,000-step traces are generated and replayed); it is not part of CI.
set -euo pipefail

export PATH="${SWIFT_BIN:-/opt/swift/usr/bin}:$PATH"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scratch="${BENCH_SCRATCH:-$root/Benchmarks/.build}"

# SwiftPM keeps the build plan of a path dependency until the root manifest changes, so files added to the
# library would be missed; a new modification time on the manifest makes it plan again.
touch "$root/Benchmarks/Package.swift"
swift build -c release --package-path "$root/Benchmarks" --scratch-path "$scratch" --product tabnav-bench >&2
exec "$scratch/release/tabnav-bench" "$@"
