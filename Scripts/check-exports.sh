#!/usr/bin/env bash
# Every export of random valid apps accepted by its consumer: a property over apps the examples never show.
#
#   Scripts/check-exports.sh [COUNT] [SEED]       (defaults: 60 apps, seed 1)
#
# Scripts/random-apps.py writes COUNT traces of random apps (1 to 16 tabs named from the whole alphabet the format
# allows, every header setting, odd file names). For each: the SCXML (`statechart --format scxml`) is valid against
# the W3C SCXML schema vendored in Tests/SCXMLSchema (xmllint); the DOT renders with Graphviz without a word on
# standard error; `--json` is valid against Docs/tabnav-sim-output.schema.json and Scripts/check-json-relations.py;
# every SVG `render` draws is well-formed XML. Mermaid ids are held unique and valid by StatechartIdentifierTests;
# Qt loads and runs some of these apps in Scripts/check-scxml.sh. Installs xmllint, Graphviz and check-jsonschema
# when missing. Called by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
count="${1:-60}"
seed="${2:-1}"

need=()
command -v xmllint >/dev/null || need+=(libxml2-utils)
command -v dot >/dev/null || need+=(graphviz)
if [ ${#need[@]} -gt 0 ]; then
  echo "check-exports: installing ${need[*]}" >&2
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
command -v check-jsonschema >/dev/null || python3 -m pip install --quiet check-jsonschema >&2

swift build -q --product tabnav-sim
sim="$(swift build --show-bin-path)/tabnav-sim"
work=.build/exports-check
rm -rf "$work" && mkdir -p "$work/json" "$work/scxml"
to_array() { python3 -c 'import json,sys; print(json.dumps([json.loads(l) for l in sys.stdin if l.strip()]))'; }

mapfile -t traces < <(python3 Scripts/random-apps.py "$count" "$seed" "$work/apps")
index=0
for trace in "${traces[@]}"; do
  index=$((index + 1))
  fail() { echo "FAIL app $index ('$trace'): $1" >&2; head -n 12 "$trace" >&2; exit 1; }
  "$sim" statechart --format scxml "$trace" > "$work/scxml/app-$index.scxml" || fail "no SCXML"
  "$sim" statechart --format dot "$trace" > "$work/chart.dot" || fail "no DOT"
  dot -Tsvg "$work/chart.dot" -o "$work/chart.svg" 2> "$work/dot.log" || true
  [ -s "$work/dot.log" ] && { cat "$work/dot.log" >&2; fail "Graphviz warned on its DOT"; }
  "$sim" --json "$trace" | to_array > "$work/json/app-$index.json" || fail "--json failed"
  rm -rf "$work/render"
  "$sim" render "$trace" --out "$work/render" > /dev/null || fail "render failed"
  xmllint --noout "$work/render"/svg/*.svg 2> "$work/xmllint.log" || { cat "$work/xmllint.log" >&2; fail "an SVG is not well-formed"; }
done
xmllint --noout --schema Tests/SCXMLSchema/scxml.xsd "$work"/scxml/*.scxml 2> "$work/schema.log" \
  || { grep -v ' validates$' "$work/schema.log" >&2; echo "FAIL an SCXML document is not valid (above)" >&2; exit 1; }
check-jsonschema --schemafile Docs/tabnav-sim-output.schema.json "$work"/json/*.json > /dev/null \
  || { check-jsonschema --schemafile Docs/tabnav-sim-output.schema.json "$work"/json/*.json >&2 || true; exit 1; }
python3 Scripts/check-json-relations.py "$work"/json/*.json
echo "check-exports: $index random apps (seed $seed): SCXML valid, DOT rendered without a warning, JSON valid, render SVGs well-formed"
