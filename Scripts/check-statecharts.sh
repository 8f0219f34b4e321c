#!/usr/bin/env bash
# Checks that every SCXML document in Docs/statecharts is well-formed XML (xmllint --noout).
# Installs libxml2-utils (xmllint) when missing. Called by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v xmllint >/dev/null; then
  echo "check-statecharts: installing libxml2-utils" >&2
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq libxml2-utils >/dev/null
fi

shopt -s nullglob
files=(Docs/statecharts/*.scxml)
[ ${#files[@]} -gt 0 ] || { echo "check-statecharts: no SCXML documents in Docs/statecharts" >&2; exit 1; }
for file in "${files[@]}"; do
  xmllint --noout "$file"
  echo "ok   $file"
done
