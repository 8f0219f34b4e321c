#!/usr/bin/env bash
# Validates `tabnav-sim --json` against Docs/tabnav-sim-output.schema.json: every example replayed (also with
# --strict and with --matrix), two generated traces, and the JSON error output of a few faulty traces; what the schema
# cannot say (relations between values) by Scripts/check-json-relations.py. Then the deliberately invalid outputs of
# Tests/TabNavSimTests/InvalidJSON must each be refused: `relation-*.json` by the relations check, the others by the
# schema. Installs check-jsonschema (PyPI) when it is missing. Expects the package to be built (`swift build`).
set -euo pipefail
echo "== tabnav-sim --json matches Docs/tabnav-sim-output.schema.json"
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

if ! command -v check-jsonschema >/dev/null; then
  echo "check-json: installing check-jsonschema" >&2
  python3 -m pip install --quiet check-jsonschema >&2
fi

schema=Docs/tabnav-sim-output.schema.json
sim="$(swift build --show-bin-path)/tabnav-sim"
out=.build/json-check
rm -rf "$out" && mkdir -p "$out"

# JSON Lines to one JSON array, so that one validator run checks a whole output.
to_array() { python3 -c 'import json,sys; print(json.dumps([json.loads(l) for l in sys.stdin if l.strip()]))'; }

run() { # NAME EXPECTED-STATUSES ARGS...
  local name="$1" allowed="$2"; shift 2
  local status=0
  "$sim" "$@" > "$out/$name.jsonl" 2> "$out/$name.err" || status=$?
  case " $allowed " in *" $status "*) ;; *) echo "check-json: '$*' exited $status"; cat "$out/$name.err"; exit 1 ;; esac
  to_array < "$out/$name.jsonl" > "$out/$name.json"
}

for trace in Examples/*.trace; do
  name="$(basename "$trace" .trace)"
  run "$name" "0" --json "$trace"
  run "$name-strict" "0 1" --json --strict "$trace"
  run "$name-matrix" "0" --json --matrix "$trace"
done

# A generated trace of every step format 2 has, with a More tab (seven tabs), and one under ios26 (scrolls).
"$sim" generate --steps 3000 --format 2 --tabs 7 --seed 5 > "$out/generated.trace"
"$sim" generate --steps 1000 --format 2 --profile ios26 --minimize on-scroll-down --seed 6 > "$out/generated-ios26.trace"
run generated "0" --json "$out/generated.trace"
run generated-ios26 "0" --json "$out/generated-ios26.trace"

printf 'tabs home\npsuh a\ntap you\nexpect depth=01\n' > "$out/bad.trace"
printf 'expect tab=home\ntabs home\n' > "$out/late-tabs.trace"
printf 'tabs home\npush x\nexpect depth=3 stack=home>y\n' > "$out/fails.trace"
run bad "2" --json "$out/bad.trace"
run late-tabs "2" --json "$out/late-tabs.trace"
run fails "1" --json "$out/fails.trace"
run zero "2" --json /dev/zero
printf 'tabs a b c\ncenter w present=x\n' > "$out/three.trace"
run layout "1" --json --strict --layout=seed "$out/three.trace"

check-jsonschema --check-metaschema "$schema"
check-jsonschema --schemafile "$schema" "$out"/*.json
python3 Scripts/check-json-relations.py "$out"/*.json
echo "check-json: $(ls "$out"/*.json | wc -l) outputs match $schema and hold its relations"

refused=0
for file in Tests/TabNavSimTests/InvalidJSON/*.json; do
  case "$(basename "$file")" in
    relation-*) python3 Scripts/check-json-relations.py "$file" > /dev/null && { echo "check-json: $file passes the relations check" >&2; exit 1; } ;;
    *) check-jsonschema --schemafile "$schema" "$file" > /dev/null 2>&1 && { echo "check-json: the schema accepts $file" >&2; exit 1; } ;;
  esac
  refused=$((refused + 1))
done
echo "check-json: $refused deliberately invalid outputs refused (Tests/TabNavSimTests/InvalidJSON)"
