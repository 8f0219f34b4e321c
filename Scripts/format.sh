#!/usr/bin/env bash
# Formats the package's Swift files with the toolchain's swift-format and the rules in .swift-format, then lints
# them strictly, as .ci/run does.
#
#   Scripts/format.sh            format in place, then lint (exit 1 when a finding is left that needs a person)
#   Scripts/format.sh --check    lint only, change nothing (CI)
set -euo pipefail
export PATH="${SWIFT_BIN:-/opt/swift/usr/bin}:$PATH"
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Sources Benchmarks/probes Cluster/Package.swift Cluster/Sources Fuzz)
if [ "${1:-}" != "--check" ]; then
  swift format format --in-place --recursive --parallel "${paths[@]}"
fi
swift format lint --strict --recursive --parallel "${paths[@]}"
