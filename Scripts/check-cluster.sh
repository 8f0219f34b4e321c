#!/usr/bin/env bash
# Checks the search spread over MPI ranks (Cluster/, Docs/Exploring.md "At scale"): `tabnav-explore-mpi` under
# `mpirun -np N`, N = 1, 2 and 4 on this machine, finds the same states (orbits, and the states they stand for),
# transitions, longest shortest path and verdict with the same shortest length for every property as `tabnav-sim
# explore` on one process, each folding twins stack by stack (the default), renamed alike or not at all, on the anchor
# model at depths 2 and 3, the Jianshu-style app at depth 3 with and without its fix (with goals of both kinds, and
# under the default alphabet: 517,504 states), an app whose centre button is misplaced at launch, and the seven-tab app
# of Examples/more-tab.trace at depth 2 (38,124 orbits; 642,480 states without folding); every shortest path it prints replays in `tabnav-sim` to
# the property. Searches cut after whole levels (--max-levels, --max-states) find the same on 1, 2 and 4 ranks. Installs Open MPI (Debian's openmpi-bin, libopenmpi-dev) if missing and
# builds Cluster/ in release (a few minutes the first time; the runs take about a minute).
#
# Usage: Scripts/check-cluster.sh
set -euo pipefail
export PATH="${SWIFT_BIN:-/opt/swift/usr/bin}:$PATH"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "check-cluster: $*" >&2; exit 1; }

if ! command -v mpirun >/dev/null || ! pkg-config --exists ompi-c 2>/dev/null; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "check-cluster: apt-get install openmpi-bin libopenmpi-dev pkg-config"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openmpi-bin libopenmpi-dev pkg-config >/dev/null
fi
# Open MPI refuses root unless told; four ranks on fewer cores need --oversubscribe.
if [ "$(id -u)" -eq 0 ]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi

# Both programs in release, in the nested package's build (tabnav-sim is a product of its dependency).
for product in tabnav-explore-mpi tabnav-sim; do
  swift build -c release --package-path "$root/Cluster" --product "$product" > "$work/build.log" 2>&1 ||
    { grep -E "error|warning: " "$work/build.log" | head -n 40; fail "the release build of $product in Cluster/ failed"; }
done
bin="$(swift build -c release --package-path "$root/Cluster" --show-bin-path)"
mpi="$bin/tabnav-explore-mpi"
sim="$bin/tabnav-sim"

# What both print alike: the counts, whether complete, and one verdict a property.
figures() { grep -E "^  states |^  symmetry: |^  complete|^  INCOMPLETE|^(anomaly|invariant|goal) " "$1"; }

# check NAME FILE DEPTH [ARGS...]: the explorer's figures, then each rank count's, compared; the paths replayed.
check() {
  local name="$1" file="$2" depth="$3"
  shift 3
  local status=0
  # Both fold twins alike (each stack renamed on its own unless ARGS say --symmetry screens or off).
  "$sim" explore "$file" --depth "$depth" "$@" > "$work/$name.sim" || status=$?
  [ "$status" -le 1 ] || fail "$name: tabnav-sim explore failed ($status)"
  figures "$work/$name.sim" | sed "s|^$file:||" > "$work/$name.expected"
  [ -s "$work/$name.expected" ] || fail "$name: tabnav-sim explore printed no figures"
  for n in 1 2 4; do
    status=0
    mpirun --oversubscribe -np "$n" "$mpi" "$file" --depth "$depth" "$@" --out "$work/$name-$n" > "$work/$name.$n" 2>&1 ||
      status=$?
    [ "$status" -le 1 ] || { cat "$work/$name.$n"; fail "$name: mpirun -np $n failed ($status)"; }
    figures "$work/$name.$n" > "$work/$name.$n.figures"
    diff "$work/$name.expected" "$work/$name.$n.figures" > "$work/$name.$n.diff" ||
      { cat "$work/$name.$n.diff"; fail "$name: $n ranks differ from tabnav-sim explore (< explore, > mpi)"; }
    # Every property reached in some steps has its trace written: a missing one fails, not skips.
    local reached written
    reached="$(grep -c "reachable in" "$work/$name.expected" || true)"
    written="$(find "$work/$name-$n" -name '*.trace' 2>/dev/null | wc -l)"
    [ "$written" -ge "$reached" ] || fail "$name: $n ranks wrote $written traces for $reached properties reached"
    for trace in "$work/$name-$n"/*.trace; do
      [ -e "$trace" ] || continue
      status=0
      "$sim" --quiet "$trace" > "$work/replay.out" 2>&1 || status=$?
      case "$(basename "$trace")" in
        invariant-*) [ "$status" -eq 1 ] || fail "$name: $trace does not break its invariant" ;;
        *) [ "$status" -eq 0 ] || { cat "$work/replay.out"; fail "$name: $trace does not replay to its property"; } ;;
      esac
    done
  done
  echo "ok   $name: $(sed -n 2p "$work/$name.1" | sed 's/^ *//'); N = 1, 2, 4 as tabnav-sim explore;" \
    "properties reached: $(grep -c "reachable in\|present at" "$work/$name.expected"), their paths replay;" \
    "$(grep "^  ranks 4" "$work/$name.4" | sed 's/^ *//; s/ on the slowest rank.*//')"
}

# A trace's header alone: its app under the default alphabet.
header() { grep -E "^(tabs|screen|center|profile|custom-bar|overlap-fix|bar-policy|badge-policy|minimize|device) " "$1"; }

# same-on-ranks NAME FILE DEPTH [ARGS...]: a search cut after whole levels finds the same on 1, 2 and 4 ranks.
same_on_ranks() {
  local name="$1" file="$2" depth="$3"
  shift 3
  for n in 1 2 4; do
    mpirun --oversubscribe -np "$n" "$mpi" "$file" --depth "$depth" "$@" > "$work/$name.$n" 2>&1 ||
      { cat "$work/$name.$n"; fail "$name: mpirun -np $n failed"; }
    figures "$work/$name.$n" > "$work/$name.$n.figures"
  done
  grep -q "^  INCOMPLETE" "$work/$name.1.figures" || fail "$name: the cut did not stop the search"
  for n in 2 4; do
    diff "$work/$name.1.figures" "$work/$name.$n.figures" > "$work/$name.$n.diff" ||
      { cat "$work/$name.$n.diff"; fail "$name: $n ranks differ from 1 rank"; }
  done
  echo "ok   $name: $(sed -n 2p "$work/$name.1" | sed 's/^ *//'); the same on 1, 2 and 4 ranks"
}

grep -v "^expect" "$root/Examples/jianshu.trace" > "$work/jianshu.trace"
header "$root/Examples/jianshu.trace" > "$work/jianshu-default.trace"
header "$root/Examples/center-misplaced-ios26.trace" > "$work/center-default.trace"
{ echo "overlap-fix completion"; cat "$work/jianshu.trace"; } > "$work/completion.trace"
check anchor-2 "$root/Benchmarks/explore/anchor.trace" 2
check anchor-2-off "$root/Benchmarks/explore/anchor.trace" 2 --symmetry off
check anchor-3-screens "$root/Benchmarks/explore/anchor.trace" 3 --symmetry screens
check anchor-3 "$root/Benchmarks/explore/anchor.trace" 3
# Twins on paths that reach goals: the printed paths are made concrete, through renamed letters where q is pushed
# after p but numbered before it.
check anchor-goals "$root/Benchmarks/explore/anchor.trace" 3 --goal "depth=3" --goal "tab=b depth=3" --goal "outcome=noop"
printf 'tabs a b\npop-to q\npop-to p\npush p\npush q\ntap b\npop\n' > "$work/reordered.trace"
check reordered-goals "$work/reordered.trace" 3 --goal "tab=b depth=3" --goal "tab=a depth=3 outcome=ok"
# A rejected step through a renamed twin: the concrete `pop-to` names the other twin, and is rejected too.
printf 'tabs home\npop-to A\npop-to B\npush B\npush A\n' > "$work/rejection.trace"
check renamed-rejection "$work/rejection.trace" 3 --goal "outcome=rejected depth=2"
check jianshu-3 "$work/jianshu.trace" 3
check completion-3 "$work/completion.trace" 3
check jianshu-goals "$work/jianshu.trace" 3 --goal "outcome=rejected" --goal "depth=3" --goal "outcome=noop modal=compose"
check jianshu-default-3 "$work/jianshu-default.trace" 3
check center-default-2 "$work/center-default.trace" 2
check more-tab-2 "$root/Examples/more-tab.trace" 2
check more-tab-2-off "$root/Examples/more-tab.trace" 2 --symmetry off
same_on_ranks anchor-3-cut-9-levels "$root/Benchmarks/explore/anchor.trace" 3 --max-levels 9
same_on_ranks more-tab-3-cut-50000 "$root/Examples/more-tab.trace" 3 --max-states 50000
echo "check-cluster: ok (states, transitions, levels, verdicts and shortest lengths equal tabnav-sim explore's on 1, 2 and 4 ranks)"
