#!/usr/bin/env bash
# Checks the DocC catalogue without plugins: builds the TabNav target with symbol graphs, then
# converts Sources/TabNav/TabNav.docc with warnings treated as errors.
#
# Usage: Scripts/check-docs.sh
# Exit status: 0 when the catalogue converts without warnings, non-zero otherwise.
# Environment: SWIFT_BIN overrides the toolchain's bin directory (default /opt/swift/usr/bin).
set -euo pipefail

swift_bin="${SWIFT_BIN:-/opt/swift/usr/bin}"
export PATH="$swift_bin:$PATH"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

scratch="$root/.build/docs"
symbol_graphs="$scratch/symbol-graphs"
archive="$scratch/TabNav.doccarchive"

# Symbol graphs are written only when the module is compiled. If they are missing while the
# build is up to date (someone deleted them), start from a clean scratch directory.
if [ ! -f "$symbol_graphs/TabNav.symbols.json" ]; then
    rm -rf "$scratch"
fi
mkdir -p "$symbol_graphs"

echo "==> Building TabNav with symbol graphs ($(command -v swift))"
swift build \
    --scratch-path "$scratch" \
    --target TabNav \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbol_graphs"

echo "==> Converting Sources/TabNav/TabNav.docc ($(command -v docc))"
rm -rf "$archive"
docc convert Sources/TabNav/TabNav.docc \
    --additional-symbol-graph-dir "$symbol_graphs" \
    --warnings-as-errors \
    --output-path "$archive"

echo "==> Documentation OK: $archive"
