#!/usr/bin/env bash
# Counts each library module's public symbols, as an app that links it sees them:
# swift-symbolgraph-extract -minimum-access-level public -skip-synthesized-members, over a debug build.
# Usage: Scripts/count-symbols.sh [MODULE...]   (default: every library module)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build >/dev/null
bin="$(swift build --show-bin-path)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
modules=("$@")
[ "${#modules[@]}" -gt 0 ] || modules=(TabNav TabNavTrace TabNavStatechart TabNavTesting TabNavExplore TabNavLayout)
triple="$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
for module in "${modules[@]}"; do
  swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -I "$bin" -target "$triple" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$out" >/dev/null 2>&1
  python3 - "$out/$module.symbols.json" "$module" <<'PY'
import json, sys
graph = json.load(open(sys.argv[1]))
print(f"{sys.argv[2]}: {len(graph['symbols'])} public symbols")
PY
done
