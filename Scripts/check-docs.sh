#!/usr/bin/env bash
# Checks the documentation without plugins: builds the library targets (TabNav, TabNavTrace,
# TabNavStatechart, TabNavTesting, TabNavExplore, TabNavLayout) with symbol graphs, fails when a public
# declaration of any of them has no doc comment (Scripts/check-doc-comments.py), then converts
# Sources/TabNav/TabNav.docc with warnings treated as errors.
#
# Usage: Scripts/check-docs.sh
# Exit status: 0 when every public declaration is documented and the catalogue converts without
# warnings, non-zero otherwise.
# Environment: SWIFT_BIN overrides the toolchain's bin directory (default /opt/swift/usr/bin).
set -euo pipefail

swift_bin="${SWIFT_BIN:-/opt/swift/usr/bin}"
export PATH="$swift_bin:$PATH"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

scratch="$root/.build/docs"
symbol_graphs="$scratch/symbol-graphs"
archive="$scratch/TabNav.doccarchive"
modules=(TabNav TabNavTrace TabNavStatechart TabNavTesting TabNavExplore TabNavLayout)

# Symbol graphs are written only when the module is compiled. If they are missing while the
# build is up to date (someone deleted them), start from a clean scratch directory.
for module in "${modules[@]}"; do
    if [ ! -f "$symbol_graphs/$module.symbols.json" ]; then
        rm -rf "$scratch"
        break
    fi
done
mkdir -p "$symbol_graphs"

for module in "${modules[@]}"; do
    echo "==> Building $module with symbol graphs ($(command -v swift))"
    swift build \
        --scratch-path "$scratch" \
        --target "$module" \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbol_graphs"
done

echo "==> Every public declaration has a doc comment"
python3 Scripts/check-doc-comments.py "$symbol_graphs" "${modules[@]}"

# The catalogue documents the TabNav module alone: its graphs only.
tabnav_graphs="$scratch/tabnav-symbol-graphs"
rm -rf "$tabnav_graphs"
mkdir -p "$tabnav_graphs"
cp "$symbol_graphs"/TabNav.symbols.json "$tabnav_graphs"/
cp "$symbol_graphs"/TabNav@*.symbols.json "$tabnav_graphs"/ 2>/dev/null || true

echo "==> Converting Sources/TabNav/TabNav.docc ($(command -v docc))"
rm -rf "$archive"
docc convert Sources/TabNav/TabNav.docc \
    --additional-symbol-graph-dir "$tabnav_graphs" \
    --warnings-as-errors \
    --output-path "$archive"

echo "==> Documentation OK: $archive"
