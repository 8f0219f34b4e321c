#!/usr/bin/env bash
# Checks `tabnav-sim render` as a person would: the SVGs are well-formed, and the page, opened in headless Chromium,
# shows the overlap step with two layers of buttons, the hidden-bar step with none, and steps with the arrow keys; an
# iPad page shows the floating bar at the top in regular width and the bottom bar in compact width.
# The page fits a phone's width (390 px) and 800 px. A 10,000-step trace renders in seconds to a page that opens. Installs chromium and xmllint if missing.
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

# An iPad (trace format 3): Examples/ipad-custom-bar.trace, step 0 full screen under iOS 26 (UIKit's floating bar at
# the top, its selected item a blue pill; the custom bar lost, greyed in red dashes at the bottom), step 4 after
# `resize compact` (a narrow window with the custom bar at the bottom and UIKit's buttons over it). The tablet is drawn
# at the page's left, scaled to leave the side panel room: the band y 200-330 holds its top, y 600-1000 its bottom.
"$sim" render Examples/ipad-custom-bar.trace --out "$out/ipad" >/dev/null
xmllint --noout "$out"/ipad/svg/*.svg
pad="file://$PWD/$out/ipad/index.html"
shot "$out/ipad-floating.png" "$pad#step=0"
shot "$out/ipad-compact.png" "$pad#step=4"
band() { python3 Scripts/png_pixels.py "$1" 0 "$2" 740 "$3" $colours alarm=e0202a | awk -v k="$4" '$1 == k { print $2 }'; }
for f in ipad-floating ipad-compact; do
  echo "     $f.png: top $(python3 Scripts/png_pixels.py "$out/$f.png" 0 200 740 330 $colours alarm=e0202a | tr '\n' ' ')"
  echo "     $f.png: bottom $(python3 Scripts/png_pixels.py "$out/$f.png" 0 600 740 1000 $colours alarm=e0202a | tr '\n' ' ')"
done
[ "$(band "$out/ipad-floating.png" 200 330 system)" -gt 400 ] && [ "$(band "$out/ipad-floating.png" 600 1000 bar)" -lt 200 ] \
  && [ "$(band "$out/ipad-floating.png" 600 1000 alarm)" -gt 300 ] \
  || fail "the iPad full screen should show the floating bar at the top and the lost custom bar greyed, outlined in red"
echo "ok   the iPad in regular width shows UIKit's floating bar at the top and the custom bar lost at the bottom"
[ "$(band "$out/ipad-compact.png" 200 330 system)" -lt 100 ] && [ "$(band "$out/ipad-compact.png" 600 1000 bar)" -gt 1500 ] \
  && [ "$(band "$out/ipad-compact.png" 600 1000 system)" -gt 400 ] \
  || fail "the compact iPad should show no floating bar, and the custom bar at the bottom with UIKit's buttons over it"
echo "ok   the compact iPad shows the bottom bar with UIKit's buttons over the custom ones, and no floating bar"

# The page at a phone's width (390 px) and at 800 px. Headless Chromium's window is at least 500 px wide, so the page is
# opened in an iframe of the width asked for; its script (?measure) writes where the phone, the step panel and the
# list lie, and whether anything is wider than the window, into data-measure, which the frame copies to its own body.
cat > "$out/jianshu/frame.html" <<'HTML'
<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0;background:#777}iframe{border:0;display:block}</style>
</head><body><iframe id="f"></iframe><script>
const f = document.getElementById('f'), q = new URLSearchParams(location.search);
f.width = q.get('w'); f.height = 1000;
f.onload = () => { document.body.dataset.measure = f.contentDocument.body.dataset.measure || 'unreadable'; };
f.src = 'index.html?measure#step=' + q.get('step');
</script></body></html>
HTML
# A trace whose names and checks are long words without a break point, which once widened the list past the window.
printf '%s\n' 'tabs home discover me' 'push averyveryverylongscreennamethatneverbreaks' \
  'expect stack=home>averyveryverylongscreennamethatneverbreaks>anotherverylongscreennamewithoutanyspaces depth=3' \
  > "$out/long.trace"
"$sim" render "$out/long.trace" --out "$out/long" >/dev/null || true
cp "$out/jianshu/frame.html" "$out/long/frame.html"
frame() { # frame DIR W MODE OUT: --dump-dom or --screenshot of DIR's page in a W px frame, at its step 4 or last step
  local w=$2 window=$(( $2 < 500 ? 500 : $2 ))
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files \
    --window-size=$window,1000 --virtual-time-budget=5000 "$3" "file://$PWD/$out/$1/frame.html?w=$w&step=4" \
    2>/dev/null > "$4" || true
}
for page in jianshu long; do for w in 390 800; do
  frame $page $w --dump-dom "$out/frame-$page-$w.html"
  m=$(grep -o 'data-measure="[^"]*"' "$out/frame-$page-$w.html" | sed 's/data-measure="//; s/"$//')
  [ -n "$m" ] || fail "the $page page at $w px wrote no measure"
  python3 - "$w" "$m" <<'PY' || fail "the $page page does not fit $w px: $m"
import sys
w, m = int(sys.argv[1]), dict(kv.split("=") for kv in sys.argv[2].split())
phone = [int(v) for v in m["phone"].split(",")]; side = [int(v) for v in m["side"].split(",")]
scroll, client = (int(v) for v in m["list"].split(","))
ok = int(m["vw"]) == w and 0 <= phone[0] and phone[1] <= w          # the phone whole in the window
ok = ok and side[1] - side[0] >= min(300, w - 40) and side[1] <= w  # the step panel neither collapsed nor cut
ok = ok and scroll <= client and int(m["page"]) <= w                # nothing wider than the window or the list
ok = ok and int(m["cutcells"]) == 0                                 # no cell of the checks column cut
sys.exit(0 if ok else 1)
PY
  shot="$out/width-$page-$w.png"
  frame $page $w --screenshot="$shot" /dev/null
  [ -s "$shot" ] || fail "chromium wrote no screenshot of the $page page at $w px"
  bar=$(python3 Scripts/png_pixels.py "$shot" 0 0 "$w" 1000 $colours | awk '$1 == "bar" { print $2 }')
  [ "$bar" -gt 3000 ] || fail "the phone's tab bar is not on the $w px screenshot of the $page page ($bar pixels)"
  echo "ok   $page at $w px: the phone and the step panel fit the window ($m; bar $bar px): $shot"
done; done

"$sim" generate --steps 10000 --seed 7 > "$out/big.trace"
start=$(date +%s.%N)
"$sim" render "$out/big.trace" --out "$out/big"
seconds=$(echo "$(date +%s.%N) - $start" | bc)
shot "$out/big.png" "file://$PWD/$out/big/index.html#step=9999"
[ "$(count "$out/big.png" idle)" -gt 100 ] || fail "the 10,000-step page did not draw step 9999"
echo "ok   10,000 steps rendered in ${seconds}s to a page of $(du -h "$out/big/index.html" | cut -f1) that opens at step 9999"
