#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Fuzz/ with the sources of TabNav, TabNavTrace and TabNavTesting, compiled as one
# module named TabNav (their `import TabNav` lines are then ignored with a warning), and runs each for SECONDS.
#
#   trace    Fuzz/TraceFuzzer.swift: arbitrary bytes → the trace checker, and the replay when valid
#   reducer  Fuzz/ReducerFuzzer.swift: bytes → a configuration and library events → the reducer
#
# Usage: Scripts/fuzz.sh [SECONDS] [trace|reducer]...    (default: 60 seconds, both harnesses)
#        Scripts/fuzz.sh --reproduce trace|reducer FILE   (runs one input, e.g. a saved crash)
#
# The seed corpus is Examples/*.trace and Fuzz/Regressions/<harness>/*, copied to a fresh directory
# under the work directory: nothing is written into the repository. A failing input is saved as
# WORK/artifacts/<harness>-crash-… (or -timeout-, -oom-, -leak-) and its path printed; keep WORK
# to read it (the directory is removed after a clean run unless TABNAV_FUZZ_DIR is set).
#
# Exit status: 0 when no harness crashed, hung (TABNAV_FUZZ_TIMEOUT seconds for one input, default 5),
# went past TABNAV_FUZZ_RSS_MB of memory (default 2048) or leaked; 1 when one did; 2 when a harness
# does not build or the arguments are wrong.
# Environment: SWIFT_BIN (default /opt/swift/usr/bin), TABNAV_FUZZ_DIR (work directory, default a new
# one in /tmp), TABNAV_FUZZ_TIMEOUT, TABNAV_FUZZ_RSS_MB, TABNAV_FUZZ_FLAGS (more libFuzzer flags).
set -euo pipefail

swift_bin="${SWIFT_BIN:-/opt/swift/usr/bin}"
export PATH="$swift_bin:$PATH"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

reproduce=""
if [ "${1:-}" = "--reproduce" ]; then
    [ $# -eq 3 ] || { echo "usage: Scripts/fuzz.sh --reproduce trace|reducer FILE" >&2; exit 2; }
    reproduce="$3"
    seconds=0
    harnesses=("$2")
else
    seconds="${1:-60}"
    [ $# -gt 0 ] && shift
    harnesses=("$@")
    [ ${#harnesses[@]} -gt 0 ] || harnesses=(trace reducer)
fi
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "fuzz: SECONDS must be a number, not '$seconds'" >&2; exit 2; }
timeout="${TABNAV_FUZZ_TIMEOUT:-5}"
rss="${TABNAV_FUZZ_RSS_MB:-2048}"

keep_work=1
if [ -z "${TABNAV_FUZZ_DIR:-}" ]; then
    work="$(mktemp -d /tmp/tabnav-fuzz.XXXXXX)"
    keep_work=0
else
    work="$TABNAV_FUZZ_DIR"
    mkdir -p "$work"
fi
mkdir -p "$work/artifacts"

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done < <(find Sources/TabNav Sources/TabNavTrace Sources/TabNavTesting -name '*.swift' -print0 | sort -z)

# Swift's own backtracer would symbolicate for half a minute after a trap; libFuzzer prints the stack.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}"

status=0
for name in "${harnesses[@]}"; do
    case "$name" in
        trace) harness=Fuzz/TraceFuzzer.swift; dict=(-dict=Fuzz/trace.dict) ;;
        reducer) harness=Fuzz/ReducerFuzzer.swift; dict=() ;;
        *) echo "fuzz: unknown harness '$name' (trace, reducer)" >&2; exit 2 ;;
    esac
    binary="$work/$name-fuzzer"
    echo "== $name: building $harness with ${#sources[@]} library sources"
    started=$(date +%s)
    # In the work directory: a whole-module build with -g leaves module files in the current directory.
    if ! (cd "$work" && swiftc -sanitize=fuzzer,address -parse-as-library -O -wmo -g -module-name TabNav -package-name TabNav \
        "${sources[@]/#/$root/}" "$root/$harness" -o "$binary") > "$work/$name-build.log" 2>&1; then
        grep -E "error:" "$work/$name-build.log" | head -n 40 >&2 || tail -n 40 "$work/$name-build.log" >&2
        echo "fuzz: $name does not build (log: $work/$name-build.log)" >&2
        exit 2
    fi
    echo "   built in $(( $(date +%s) - started )) s"

    if [ -n "$reproduce" ]; then
        set +e
        "$binary" -timeout="$timeout" -rss_limit_mb="$rss" "$reproduce" 2>&1 | grep -v "^INFO:"
        [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
        set -e
        continue
    fi

    corpus="$work/corpus-$name"
    mkdir -p "$corpus"
    cp Examples/*.trace "$corpus/"
    if [ -d "Fuzz/Regressions/$name" ]; then cp "Fuzz/Regressions/$name"/* "$corpus/" 2>/dev/null || true; fi
    log="$work/$name.log"
    echo "== $name: fuzzing for $seconds s (timeout ${timeout} s an input, ${rss} MB), corpus of $(ls "$corpus" | wc -l) seeds"
    set +e
    # shellcheck disable=SC2086
    "$binary" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss" -max_len=4096 \
        -print_final_stats=1 -artifact_prefix="$work/artifacts/$name-" "${dict[@]}" ${TABNAV_FUZZ_FLAGS:-} \
        "$corpus" > "$log" 2>&1
    rc=$?
    set -e
    done_line="$(grep -E "^#[0-9]+[[:space:]]+DONE" "$log" | tail -n 1 || true)"
    [ -n "$done_line" ] || done_line="$(grep -E "^#[0-9]+[[:space:]]" "$log" | tail -n 1 || true)"
    echo "   $done_line"
    grep -E "^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" "$log" | sed 's/^/   /' || true
    if [ "$rc" -ne 0 ] || grep -qE "ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|^Fatal error|Test unit written" "$log"; then
        status=1
        keep_work=1
        echo "FAIL $name (libFuzzer exit $rc; log: $log)"
        grep -E "Fatal error|ERROR: |SUMMARY: |Test unit written|^artifact_prefix|^Base64" "$log" | head -n 20 | sed 's/^/   /'
        echo "   reproduce: Scripts/fuzz.sh --reproduce $name $(ls "$work/artifacts/$name-"* 2>/dev/null | head -n 1)"
    else
        echo "ok   $name"
    fi
done

if [ "$keep_work" -eq 0 ]; then rm -rf "$work"; else echo "fuzz: work directory $work"; fi
exit "$status"
