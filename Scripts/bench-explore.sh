#!/usr/bin/env bash
# The explorer's speed benchmark (Docs/Performance.md, "Exhaustive exploration"): tabnav-sim explore on the anchor
# model at depth 4 (10,240,000 states, without symmetry reduction, as SPIN explores them), then SPIN on the same
# model, each under /usr/bin/time for its peak memory.
# SPIN is skipped, with a message, when `spin` is not installed (Debian: apt-get install -y spin).
#
# Usage: Scripts/bench-explore.sh [--threads T] [--depth D]
# Environment: SWIFT_BIN overrides the toolchain's bin directory (default /opt/swift/usr/bin).
# It takes a minute or two; it is not part of CI. Measure on a quiet machine: both programs are timed by the wall clock.
# On a shared machine compare the CPU seconds (user + sys), which the script prints with the load average.
set -euo pipefail

export PATH="${SWIFT_BIN:-/opt/swift/usr/bin}:$PATH"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
threads=2
depth=4
while [ $# -gt 0 ]; do
  case "$1" in
    --threads) threads="$2"; shift 2 ;;
    --depth) depth="$2"; shift 2 ;;
    *) echo "usage: Scripts/bench-explore.sh [--threads T] [--depth D]" >&2; exit 2 ;;
  esac
done
timer=/usr/bin/time
[ -x "$timer" ] || { echo "bench-explore: /usr/bin/time is needed (apt-get install -y time)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --package-path "$root" --product tabnav-sim >&2
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
"$timer" -f "%e %U %M %S" -o "$work/explore.time" \
  "$root/.build/release/tabnav-sim" explore "$root/Benchmarks/explore/anchor.trace" --depth "$depth" --threads "$threads" --symmetry off \
  > "$work/explore.out"
read -r e_wall e_user e_kb e_sys < "$work/explore.time"
e_states=$(sed -n 's/^  states \([0-9]*\),.*/\1/p' "$work/explore.out")
echo "tabnav-sim explore: $e_states states in ${e_wall} s wall (${e_user} s user, ${e_sys} s sys), peak RSS $((e_kb / 1024)) MB, $threads thread(s)"
sed -n 2,4p "$work/explore.out"

if ! command -v spin > /dev/null; then
  echo "SPIN: skipped (spin is not installed; apt-get install -y spin)"
  exit 0
fi
if [ "$depth" != 4 ]; then
  echo "SPIN: skipped (its model is written for --depth 4 only)"
  exit 0
fi
cp "$root/Benchmarks/explore/nav4c.pml" "$work/"
(cd "$work" && spin -a -o2 nav4c.pml > /dev/null && gcc -O2 -DSAFETY -DBFS -DMEMLIM=8000 -o pan pan.c)
(cd "$work" && "$timer" -f "%e %U %M %S" -o spin.time ./pan -m100 > spin.out 2>&1) || true
read -r s_wall s_user s_kb s_sys < "$work/spin.time"
s_states=$(sed -n 's/^ *\([0-9]*\) states, stored.*/\1/p' "$work/spin.out")
echo "SPIN: $s_states states in ${s_wall} s wall (${s_user} s user, ${s_sys} s sys), peak RSS $((s_kb / 1024)) MB"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
awk -v es="$e_states" -v ew="$e_wall" -v eu="$e_user" -v ek="$e_kb" -v ss="$s_states" -v sw="$s_wall" -v su="$s_user" -v sk="$s_kb" \
  -v ey="$e_sys" -v sy="$s_sys" 'BEGIN {
  printf "states/s (wall): explore %.0f, SPIN %.0f, ratio %.2fx\n", es / ew, ss / sw, (es / ew) / (ss / sw)
  printf "states/s (user CPU): explore %.0f, SPIN %.0f, ratio %.2fx\n", es / eu, ss / su, (es / eu) / (ss / su)
  printf "states/s (user+sys CPU): explore %.0f, SPIN %.0f, ratio %.2fx\n", es / (eu + ey), ss / (su + sy), (es / (eu + ey)) / (ss / (su + sy))
  printf "peak RSS: explore %.0f MB, SPIN %.0f MB (%.2fx); bytes per state (RSS): explore %.1f, SPIN %.1f\n", ek / 1024, sk / 1024, ek / sk, ek * 1024 / es, sk * 1024 / ss
}'
