#!/usr/bin/env bash
# Checks `tabnav-sim explore` end to end on figures counted by hand (Docs/Exploring.md): the anchor model at depth 2
# has 4 x 4^4 = 1,024 states (64 orbits under its twins s1, s2, s3 renamed in each stack on its own, which symmetry
# reduction keeps by default, 204 renamed alike in the whole state), on an iPad that resizes both ways 2 x 1,024 = 2,048 (trace format 3: the width is kept,
# and with four tabs under modern it changes nothing else), and the Jianshu-style app of Examples/jianshu.trace (its own step lines) under the
# `completion` fix cannot show the overlap within depth 3, while without a fix it can, in 3 steps, with a trace
# that replays. A few seconds with a debug build.
#
# Usage: Scripts/check-explore.sh [path/to/tabnav-sim]    (default: the debug build's)
set -euo pipefail
export PATH="${SWIFT_BIN:-/opt/swift/usr/bin}:$PATH"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sim="${1:-$(cd "$root" && swift build --show-bin-path)/tabnav-sim}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() { echo "check-explore: $*" >&2; exit 1; }

"$sim" explore "$root/Benchmarks/explore/anchor.trace" --depth 2 --symmetry off > "$work/anchor.out"
grep -q "^  states 1024, " "$work/anchor.out" || fail "the anchor at depth 2 should have 1024 states: $(sed -n 2p "$work/anchor.out")"
# With symmetry reduction s1, s2, s3 are twins. Renamed in each stack on its own (the default): 4 selections x 2^4 (each
# stack its root, or its root and a twin) = 64 orbits. Renamed alike in the whole state: 4 selections x 51 ways to put
# them on the four stacks up to renaming (1 + 4 + 6 x 2 + 4 x 5 + 14 set partitions) = 204 orbits. Both stand for the
# 1,024 states.
"$sim" explore "$root/Benchmarks/explore/anchor.trace" --depth 2 > "$work/reduced.out"
grep -q "^  states 64, " "$work/reduced.out" || fail "the anchor at depth 2 should have 64 orbits: $(sed -n 2p "$work/reduced.out")"
grep -q "^  symmetry: twins s1, s2, s3, renamed in each stack on its own; the 64 states stand for 1024 " "$work/reduced.out" \
  || fail "the anchor's orbits should stand for 1024 states: $(sed -n 4p "$work/reduced.out")"
"$sim" explore "$root/Benchmarks/explore/anchor.trace" --depth 2 --symmetry screens > "$work/alike.out"
grep -q "^  states 204, " "$work/alike.out" || fail "the anchor at depth 2 should have 204 orbits renamed alike: $(sed -n 2p "$work/alike.out")"
grep -q "^  symmetry: twins s1, s2, s3, renamed alike in the whole state; the 204 states stand for 1024 " "$work/alike.out" \
  || fail "the anchor's orbits renamed alike should stand for 1024 states: $(sed -n 4p "$work/alike.out")"

{ echo "device ipad"; cat "$root/Benchmarks/explore/anchor.trace"; printf 'resize compact\nresize regular\n'; } > "$work/ipad.trace"
"$sim" explore "$work/ipad.trace" --depth 2 --symmetry off > "$work/ipad.out"
grep -q "^  states 2048, " "$work/ipad.out" || fail "the anchor on an iPad that resizes should have 2048 states: $(sed -n 2p "$work/ipad.out")"

grep -v "^expect" "$root/Examples/jianshu.trace" > "$work/none.trace"
{ echo "overlap-fix completion"; cat "$work/none.trace"; } > "$work/completion.trace"
"$sim" explore "$work/completion.trace" --depth 3 > "$work/completion.out"
grep -q "^anomaly overlap .*not reachable within depth 3" "$work/completion.out" || fail "the completion fix should prevent the overlap"
"$sim" explore "$work/none.trace" --depth 3 --out "$work/found" > "$work/none.out"
grep -q "^anomaly overlap .*reachable in 3 steps" "$work/none.out" || fail "without a fix the overlap should take 3 steps"
"$sim" --quiet "$work/found/anomaly-overlap.trace" > /dev/null || fail "the overlap's shortest trace does not replay"
echo "check-explore: ok (anchor 1024 states, 64 orbits stack by stack, 204 alike; 2048 on a resizing iPad; completion proof; 3-step overlap trace replays)"
