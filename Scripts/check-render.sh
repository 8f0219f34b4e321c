#!/usr/bin/env bash
# Checks `tabnav-sim render` as a person would: the SVGs are well-formed, and the page, opened in headless Chromium,
# shows the overlap step with two layers of buttons, the hidden-bar step with none, and steps with the arrow keys.
# A 10,000-step trace renders in seconds to a page that opens. Installs chromium and xmllint if missing.
# Screenshots are left in .build/render-check/ to look at.
set -euo pipefail
echo "== render: SVGs well-formed, the page in headless Chromium (installs chromium and xmllint if missing)"
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
command -v xmllint >/dev/null || apt-get install -y libxml2-utils >/dev/null
command -v chromium >/dev/null || apt-get install -y chromium >/dev/null
swift build >/dev/null
sim="$(swift build --show-bin-path)/tabnav-sim"
out=.build/render-check
rm -rf "$out"
mkdir -p "$out"
fail() { echo "check-render: $*" >&2; exit 1; }

"$sim" render Examples/jianshu.trace --out "$out/jianshu"
xmllint --noout "$out"/jianshu/svg/*.svg Tests/TabNavSimTests/Snapshots/Render/*.svg
echo "ok   $(ls "$out"/jianshu/svg/*.svg Tests/TabNavSimTests/Snapshots/Render/*.svg | wc -l) SVGs are well-formed (xmllint)"

page="file://$PWD/$out/jianshu/index.html"
shot() { # shot FILE URL: a 1100 x 1000 screenshot
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,1000 \
    --screenshot="$1" "$2" >/dev/null 2>&1 || true
  [ -s "$1" ] || fail "chromium wrote no screenshot of $2"
}
# The phone is drawn at the left of the page; count colours there (see PhonePicture's colours). Anti-aliased text
# makes a few dozen pixels near any colour, hence "none" means fewer than 200 and "shown" thousands.
colours="bar=30303a custom=f0684f idle=d4d4dc system=1f7bff"
count() { python3 Scripts/png_pixels.py "$1" 0 0 430 1000 $colours | awk -v k="$2" '$1 == k { print $2 }'; }

# Steps of Examples/jianshu.trace: 0 launch, 1 push article (the bar hides), 4 pop-to-root (overlap).
shot "$out/launch.png" "$page#step=0"
shot "$out/overlap.png" "$page#step=4"
shot "$out/hidden.png" "$page#step=1"
shot "$out/keys.png" "$page?keys=ArrowRight,ArrowRight,ArrowRight,ArrowRight,ArrowRight,ArrowLeft"
for f in launch overlap hidden keys; do echo "     $f.png: $(python3 Scripts/png_pixels.py "$out/$f.png" 0 0 430 1000 $colours | tr '\n' ' ')"; done
[ "$(count "$out/launch.png" bar)" -gt 10000 ] && [ "$(count "$out/launch.png" system)" -lt 200 ] \
  || fail "the launch step should show the custom bar and no system buttons"
[ "$(count "$out/overlap.png" bar)" -gt 5000 ] && [ "$(count "$out/overlap.png" custom)" -gt 300 ] \
  && [ "$(count "$out/overlap.png" idle)" -gt 300 ] && [ "$(count "$out/overlap.png" system)" -gt 1500 ] \
  || fail "the overlap step should show two layers of buttons: the custom ones and UIKit's (blue)"
echo "ok   the overlap step shows the custom buttons and UIKit's over them"
[ "$(count "$out/hidden.png" bar)" -lt 200 ] && [ "$(count "$out/hidden.png" custom)" -lt 200 ] \
  && [ "$(count "$out/hidden.png" system)" -lt 200 ] || fail "the hidden-bar step should show no bar and no buttons"
echo "ok   the hidden-bar step shows no bar and no buttons"
[ "$(count "$out/keys.png" system)" -gt 1500 ] || fail "five → and one ← should land on step 4, the overlap"
timeout 120 chromium --headless --no-sandbox --disable-gpu --dump-dom \
  "$page?keys=ArrowRight,ArrowRight,ArrowRight,End,ArrowLeft" 2>/dev/null > "$out/keys.html" || true
grep -q '<body data-step="8"' "$out/keys.html" || fail "→ → → End ← should select step 8 of 9"
echo "ok   the arrow keys step the timeline (→ → → End ← selects step 8)"

"$sim" generate --steps 10000 --seed 7 > "$out/big.trace"
start=$(date +%s.%N)
"$sim" render "$out/big.trace" --out "$out/big"
seconds=$(echo "$(date +%s.%N) - $start" | bc)
shot "$out/big.png" "file://$PWD/$out/big/index.html#step=9999"
[ "$(count "$out/big.png" idle)" -gt 100 ] || fail "the 10,000-step page did not draw step 9999"
echo "ok   10,000 steps rendered in ${seconds}s to a page of $(du -h "$out/big/index.html" | cut -f1) that opens at step 9999"
