#!/usr/bin/env bash
# Replays random format-2 and format-3 traces (every device) whose expectations come from Scripts/format2-model.py,
# an independent model of the formats written from their text: every trace must replay with exit 0. Expects the
# package to be built.
set -euo pipefail
echo "== formats 2 and 3: random traces against an independent model of the formats"
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
sim="$(swift build --show-bin-path)/tabnav-sim"
python3 Scripts/format2-model.py "${FORMAT2_MODEL_SEED:-$RANDOM}" "${FORMAT2_MODEL_COUNT:-150}" "$sim"
