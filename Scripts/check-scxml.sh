#!/usr/bin/env bash
# Runs the exported statecharts in a real SCXML engine and holds them to the reducer, step by step.
#
#   Scripts/check-scxml.sh [SEEDS] [STEPS]       (defaults: 4 seeds, 1,000 steps a generated trace)
#
# 1. Every SCXML document in Docs/statecharts is valid against the W3C SCXML 1.0 schema (xmllint --schema) and
#    compiles with Qt's qscxmlc without a word on standard error or output.
# 2. For every example trace, for generated traces (`tabnav-sim generate`) under several configurations
#    (the generator's header with its profile, custom bar, fix, policies and centre button replaced), and for
#    generated seven-tab traces of format 2 (the More tab: tap more, pick, select more), for format 3's conformance
#    traces and generated traces on a large iPhone and an iPad (rotate, resize, More coming and going), and for random apps
#    (Scripts/random-apps.py, TABNAV_SCXML_RANDOM_APPS of them, 8 by default), the chart
#    of that trace's configuration is exported (`tabnav-sim statechart --format scxml`), validated and compiled as
#    above, then run by Tests/SCXMLDriver in Qt's engine (QScxmlStateMachine::fromFile) with the events of
#    `tabnav-sim statechart --events`; after launch and after every step the active states and the document's
#    data must agree with tabnav-sim. Any disagreement fails, printing the step.
#
# Before both: SCXML/machine.js, the source of the documents' ECMAScript, passes ESLint and is embedded as it is.
#
# The schema is the W3C SCXML 1.0 schema vendored in Tests/SCXMLSchema (NOTICE.md); TABNAV_SCXML_SCHEMA names another.
# Installs what it needs when missing (Debian: qt6-scxml-dev, libqt6scxml6-bin, libxml2-utils, g++, pkg-config).
# Called by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
seeds="${1:-4}"
steps="${2:-1000}"
repo="$(pwd)"
schema="${TABNAV_SCXML_SCHEMA:-$repo/Tests/SCXMLSchema/scxml.xsd}"
[ -f "$schema" ] || { echo "check-scxml: no SCXML schema at $schema; set TABNAV_SCXML_SCHEMA" >&2; exit 2; }

# 0. The ECMAScript machine's source, SCXML/machine.js, passes ESLint (Scripts/eslint-scxml.json: the recommended
#    rules, the document's data as globals, strict equality) and is what the library embeds.
if ! command -v eslint >/dev/null; then
    echo "check-scxml: installing eslint"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq eslint >/dev/null
fi
# Debian's ESLint finds its modules in /usr/share/nodejs whichever Node.js runs it.
(cd Sources/TabNavStatechart/SCXML && NODE_PATH=/usr/share/nodejs eslint --no-eslintrc -c "$repo/Scripts/eslint-scxml.json" machine.js) \
    || { echo "check-scxml: SCXML/machine.js does not pass ESLint" >&2; exit 1; }
python3 Scripts/embed-scxml-script.py --check
echo "ok   Sources/TabNavStatechart/SCXML/machine.js: ESLint clean, embedded as it is"

qscxmlc=/usr/lib/qt6/libexec/qscxmlc
if [ ! -x "$qscxmlc" ] || ! pkg-config --exists Qt6Scxml 2>/dev/null || ! command -v xmllint >/dev/null \
   || ! command -v g++ >/dev/null; then
  echo "check-scxml: installing Qt 6 SCXML, xmllint and g++" >&2
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    qt6-scxml-dev libqt6scxml6-bin libxml2-utils g++ pkg-config >/dev/null
fi

work=.build/scxml-check
rm -rf "$work"
mkdir -p "$work"
driver=.build/scxml-driver
if [ ! -x "$driver" ] || [ Tests/SCXMLDriver/main.cpp -nt "$driver" ]; then
  g++ -std=c++17 -O1 -Wall -Wextra -Werror -fPIC Tests/SCXMLDriver/main.cpp -o "$driver" \
    $(pkg-config --cflags --libs Qt6Scxml)
fi
swift build -q --product tabnav-sim
sim="$(swift build --show-bin-path)/tabnav-sim"

# Valid against the schema, and compiled by qscxmlc without a word.
validate() {
  xmllint --noout --schema "$schema" "$1" 2> "$work/xmllint.log" \
    || { cat "$work/xmllint.log" >&2; echo "FAIL $1: not valid SCXML" >&2; exit 1; }
  if ! (cd "$work" && "$qscxmlc" "$repo/$1" -o compiled > qscxmlc.log 2>&1) || [ -s "$work/qscxmlc.log" ]; then
    cat "$work/qscxmlc.log" >&2; echo "FAIL $1: qscxmlc did not compile it cleanly" >&2; exit 1
  fi
}

total_steps=0
total_moves=0
total_runs=0
# Exports the chart of a trace's configuration and runs the trace's events in Qt's engine.
run() {
  local trace="$1" name="$2"
  "$sim" statechart --format scxml "$trace" > "$work/$name.scxml"
  validate "$work/$name.scxml"
  "$sim" statechart --events "$trace" > "$work/$name.jsonl"
  local result
  result="$("$driver" "$work/$name.scxml" "$work/$name.jsonl")" || { echo "FAIL $trace ($name)"; exit 1; }
  echo "$result"
  total_steps=$((total_steps + $(echo "$result" | sed -E 's/.*: ([0-9]+) steps.*/\1/')))
  total_moves=$((total_moves + $(echo "$result" | sed -E 's/.*, ([0-9]+) region moves.*/\1/')))
  total_runs=$((total_runs + 1))
}

echo "-- checked-in documents"
for doc in Docs/statecharts/*.scxml; do
  validate "$doc"
  echo "ok   $doc: valid, compiled by qscxmlc"
done

echo "-- examples"
for trace in Examples/*.trace; do
  run "$trace" "$(basename "${trace%.trace}")"
done

echo "-- format 3 conformance traces (large iPhones and iPads: widths, the floating bar, form sheets)"
for trace in Tests/TabNavSimTests/Conformance/format3-*.trace; do
  run "$trace" "$(basename "${trace%.trace}")"
done

echo "-- file names the format does not restrict"
# The chart is named after the file: a space or a '+' in it, or standard input, still give a valid document.
cp Examples/jianshu.trace "$work/my app+v2.trace"
"$sim" statechart --format scxml "$work/my app+v2.trace" > "$work/odd-name.scxml"
validate "$work/odd-name.scxml"
"$sim" statechart --format scxml - < Examples/jianshu.trace > "$work/stdin.scxml"
validate "$work/stdin.scxml"
grep -q 'name="my_app_v2"' "$work/odd-name.scxml" && grep -q 'name="stdin"' "$work/stdin.scxml" \
  || { echo "FAIL the documents' names are not my_app_v2 and stdin" >&2; exit 1; }
echo "ok   'my app+v2.trace' and standard input: valid, compiled by qscxmlc"

echo "-- generated traces"
# Header settings that replace the generator's: profile, custom bar, fix, bar policy, badge policy, centre button.
configurations=(
  "profile modern|custom-bar on-system-bar|overlap-fix completion|bar-policy sticky|badge-policy clear-on-tap|center write present=compose"
  "profile legacy|custom-bar on-system-bar|overlap-fix none|bar-policy sticky|badge-policy clear-on-tap|center write present=compose style=sheet"
  "profile legacy|custom-bar on-system-bar|overlap-fix completion|bar-policy top-only|badge-policy keep|center write push=compose"
  "profile legacy|custom-bar on-system-bar|overlap-fix layout|bar-policy sticky|badge-policy clear-on-tap|center write present=compose"
  "profile ios14.0|custom-bar none|overlap-fix none|bar-policy sticky|badge-policy clear-on-tap|center write push=compose"
  "profile ios14.0|custom-bar on-system-bar|overlap-fix none|bar-policy top-only|badge-policy keep|center write present=compose style=sheet"
  "profile modern|custom-bar over-content|overlap-fix none|bar-policy top-only|badge-policy keep|center write present=compose"
  "profile modern|custom-bar replaced|overlap-fix layout|bar-policy sticky|badge-policy clear-on-tap|center write push=compose"
  # Trace format 2: ios26 with each minimize behaviour, badges on the item, each modal style of the centre button.
  "profile ios26|custom-bar on-system-bar|overlap-fix completion|bar-policy sticky|badge-policy clear-on-tap|center write present=compose style=locked-sheet|minimize on-scroll-down|badge-target item"
  "profile ios26|custom-bar replaced|overlap-fix none|bar-policy top-only|badge-policy keep|center write present=compose style=over-full-screen|minimize on-scroll-up"
  "profile ios26|custom-bar none|overlap-fix none|bar-policy sticky|badge-policy clear-on-tap|center write push=compose|minimize never"
  "profile ios26|custom-bar over-content|overlap-fix none|bar-policy sticky|badge-policy keep|center write present=compose style=sheet|minimize on-scroll-down"
  "profile modern|custom-bar on-system-bar|overlap-fix none|bar-policy sticky|badge-policy clear-on-tap|center write present=compose style=over-full-screen|badge-target item"
  "profile legacy|custom-bar on-system-bar|overlap-fix completion|bar-policy sticky|badge-policy clear-on-tap|center write present=compose style=locked-sheet|badge-target item"
  "profile ios14.0|custom-bar on-system-bar|overlap-fix layout|bar-policy top-only|badge-policy clear-on-tap|center write present=compose style=sheet|badge-target item"
)
# generate's sessions keep trace format 1's steps: these are mixed in, one before a step now and then (awk's rand,
# seeded per trace), with the modal styles of format 2. Its expect lines are dropped, as the added steps change the
# state; the driver compares every step with tabnav-sim anyway.
format2_steps="hide-bar|show-bar|show-bar instant|hide-bar instant|scroll down|scroll down|scroll up|scroll up|scroll top|sheet-swipe start|sheet-swipe start|sheet-swipe finish|sheet-swipe cancel|present note style=sheet|present note style=locked-sheet|present note style=over-full-screen|present note style=sheet"
index=0
for configuration in "${configurations[@]}"; do
  index=$((index + 1))
  for seed in $(seq 1 "$seeds"); do
    tabs=$(( (seed + index) % 5 + 1 ))
    name="generated-c$index-s$seed"
    "$sim" generate --steps "$steps" --seed "$((seed * 1000 + index))" --tabs "$tabs" \
      | grep -Ev '^(profile|custom-bar|overlap-fix|bar-policy|badge-policy|center|badge-target|minimize|expect) ' \
      | awk -v settings="$configuration" -v extra="$format2_steps" -v seed="$((seed * 1000 + index))" '
          BEGIN { srand(seed); m = split(extra, steps, "|") }
          /^tabs / { print; n = split(settings, s, "|"); for (i = 1; i <= n; i++) print s[i]; next }
          body && NF > 0 && rand() < 0.2 { print steps[int(rand() * m) + 1] }
          /^$/ { body = 1 }
          { print }' \
      > "$work/$name.trace"
    echo "   $name: $(echo "$configuration" | tr '|' ','), $tabs tabs"
    run "$work/$name.trace" "$name"
  done
done
echo "-- generated seven-tab traces (the More tab, V4)"
# generate --format 2 --tabs 7 draws tap more, pick and select more among the other steps, with its expect lines;
# each of its profiles in turn, ios26 minimizing either way, badges on the item half the time.
more_configurations=(
  "--profile modern --badge-target item --center-style sheet"
  "--profile legacy --center-style locked-sheet"
  "--profile ios14.0 --badge-target item"
  "--profile ios26 --minimize on-scroll-down --center-style over-full-screen"
  "--profile ios26 --minimize on-scroll-up --badge-target item"
)
index=0
for options in "${more_configurations[@]}"; do
  index=$((index + 1))
  for seed in $(seq 1 "$seeds"); do
    name="generated-more-c$index-s$seed"
    # shellcheck disable=SC2086
    "$sim" generate --format 2 --tabs 7 --steps "$steps" --seed "$((seed * 100 + index))" $options > "$work/$name.trace"
    echo "   $name: 7 tabs, $options"
    run "$work/$name.trace" "$name"
  done
done
echo "-- generated format 3 traces (rotate on a large iPhone, resize on an iPad, More coming and going)"
# generate --format 2 writes iPhone traces: a device line is added to the header and a width change mixed in now and
# then (awk's rand, seeded per trace): rotate on an iphone-max, resize either way on an ipad. Their expect lines are
# dropped, as the added steps change the state.
format3_configurations=(
  "iphone-max|7|--profile modern --center-style sheet"
  "iphone-max|10|--profile ios26 --minimize on-scroll-down --badge-target item"
  "iphone-max|9|--profile ios14.0 --center-style locked-sheet"
  "iphone-max|4|--profile legacy"
  "ipad|7|--profile ios26 --minimize on-scroll-up --center-style sheet"
  "ipad|10|--profile modern --center-style sheet --badge-target item"
  "ipad|6|--profile legacy --center-style sheet"
  "ipad|9|--profile ios14.0 --center-style sheet"
)
index=0
for entry in "${format3_configurations[@]}"; do
  index=$((index + 1))
  IFS='|' read -r device tabs options <<< "$entry"
  for seed in $(seq 1 "$seeds"); do
    name="generated-f3-c$index-s$seed"
    # shellcheck disable=SC2086
    "$sim" generate --format 2 --tabs "$tabs" --steps "$steps" --seed "$((seed * 100 + index + 50))" $options \
      | grep -Ev '^expect ' \
      | awk -v device="$device" -v seed="$((seed * 100 + index + 50))" '
          BEGIN { srand(seed) }
          /^tabs / { print; print "device " device; next }
          body && NF > 0 && rand() < 0.08 {
            if (device == "ipad") print (rand() < 0.5 ? "resize compact" : "resize regular"); else print "rotate"
          }
          /^$/ { body = 1 }
          { print }' \
      > "$work/$name.trace"
    echo "   $name: device $device, $tabs tabs, $options"
    run "$work/$name.trace" "$name"
  done
done
echo "-- random apps (Scripts/random-apps.py: names from the whole alphabet, every header setting, odd file names)"
# Loaded, compiled and run by Qt as above, with each app's 30 steps; Scripts/check-exports.sh checks more of them
# without Qt.
random_apps="${TABNAV_SCXML_RANDOM_APPS:-8}"
mapfile -t random_traces < <(python3 Scripts/random-apps.py "$random_apps" 7 "$work/random-apps")
index=0
for trace in "${random_traces[@]}"; do
  index=$((index + 1))
  echo "   random-$index: $(head -n 1 "$trace" | cut -c1-80)"
  run "$trace" "random-$index"
done
echo "check-scxml: $total_runs runs, $total_steps steps ($total_moves moves of a region to another state), every one agreeing with tabnav-sim"
