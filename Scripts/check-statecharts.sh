#!/usr/bin/env bash
# Checks Docs/statecharts: every SCXML document is well-formed XML (xmllint --noout); every DOT file renders with
# Graphviz without a word on standard error (no warning such as `triangulation failed`); no text of a checked-in SVG
# is printed over another (Scripts/svg-label-overlaps.py). Installs libxml2-utils (xmllint) and graphviz when missing.
# Called by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v xmllint >/dev/null || need+=(libxml2-utils)
command -v dot >/dev/null || need+=(graphviz)
if [ ${#need[@]} -gt 0 ]; then
  echo "check-statecharts: installing ${need[*]}" >&2
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

shopt -s nullglob
files=(Docs/statecharts/*.scxml)
[ ${#files[@]} -gt 0 ] || { echo "check-statecharts: no SCXML documents in Docs/statecharts" >&2; exit 1; }
for file in "${files[@]}"; do
  xmllint --noout "$file"
  echo "ok   $file"
done

mkdir -p .build
for file in Docs/statecharts/*.dot; do
  dot -Tsvg "$file" -o /dev/null 2> .build/dot.log || true
  if [ -s .build/dot.log ]; then
    cat .build/dot.log >&2; echo "FAIL $file: Graphviz warned" >&2; exit 1
  fi
  echo "ok   $file: rendered without a warning"
done
python3 Scripts/svg-label-overlaps.py Docs/statecharts/*.svg \
  || { echo "FAIL labels printed over each other (above)" >&2; exit 1; }
echo "ok   Docs/statecharts/*.svg: no text over another"
