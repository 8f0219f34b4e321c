#!/usr/bin/env bash
# Renders every Graphviz file in Docs/statecharts to SVG, next to it; a word from Graphviz on standard error (a warning
# such as `triangulation failed`) fails it. Installs Graphviz (`dot`) when missing.
#
# The DOT, Mermaid and SCXML files are generated from the machine by the tests:
#   TABNAV_RECORD_CHARTS=1 swift test --filter Statechart
# then this script renders the SVGs, which the tests check against the DOT files' fingerprints.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v dot >/dev/null; then
  echo "render-statecharts: installing graphviz" >&2
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq graphviz >/dev/null
fi

shopt -s nullglob
files=(Docs/statecharts/*.dot)
[ ${#files[@]} -gt 0 ] || { echo "render-statecharts: no DOT files in Docs/statecharts" >&2; exit 1; }
for file in "${files[@]}"; do
  svg="${file%.dot}.svg"
  dot -Tsvg "$file" -o "$svg.tmp" 2> "$svg.log"
  if [ -s "$svg.log" ]; then
    cat "$svg.log" >&2; rm -f "$svg.tmp" "$svg.log"
    echo "render-statecharts: Graphviz warned on $file" >&2; exit 1
  fi
  rm -f "$svg.log"
  mv "$svg.tmp" "$svg"
  echo "rendered $svg"
done
