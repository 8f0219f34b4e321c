#!/usr/bin/env bash
# Redraws the pictures of Docs/Rendering.md and the README from Examples/jianshu.trace: a strip of its key steps
# (half size), the seed layout's fault, and the page at the overlap step; and the iPad's (ipad-custom-bar.trace,
# ipad-form-sheet.trace): the floating bar with the lost custom bar, the compact window, a form sheet. Needs chromium (Scripts/check-render.sh
# installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build >/dev/null
sim="$(swift build --show-bin-path)/tabnav-sim"
work="$PWD/.build/doc-images"
rm -rf "$work" && mkdir -p "$work" Docs/images
"$sim" render Examples/jianshu.trace --out "$work/jianshu" >/dev/null
printf 'tabs home discover me\ncenter write present=compose\ncustom-bar on-system-bar\n' > "$work/three.trace"
"$sim" render "$work/three.trace" --layout seed --out "$work/seed" >/dev/null
shot() { timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$1" \
  --screenshot="$2" "$3" >/dev/null 2>&1; }
# The picture of each key step (launch, push article, pop-to-root, tap write, dismiss), read from the page's data.
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
lines = open(f'{work}/jianshu/index.html', encoding='utf-8').read().split('const STEPS = [\n', 1)[1].split('];', 1)[0]
steps = [json.loads(l.rstrip(',')) for l in lines.splitlines() if l.strip()]
cells = ''
for index in [0, 1, 4, 5, 8]:
    s = steps[index]
    cells += (f'<figure><img src="jianshu/svg/picture-{s[4] + 1}.svg" width="200">'
              f'<figcaption>{index}: line {s[0]}, {s[1]}</figcaption></figure>')
style = 'body{margin:0;display:flex;font:12px Helvetica,Arial,sans-serif}figure{margin:4px;text-align:center}'
open(f'{work}/strip.html', 'w').write(f'<html><body><style>{style}</style>{cells}</body></html>')
PY
shot 1040,430 Docs/images/render-jianshu-steps.png "file://$work/strip.html"
printf '<html><body style="margin:0"><img src="seed/svg/picture-1.svg" width="300"></body></html>' > "$work/seed.html"
shot 300,582 Docs/images/render-seed-three-tabs.png "file://$work/seed.html"
shot 1100,900 Docs/images/render-page-overlap.png "file://$work/jianshu/index.html#step=4"
"$sim" render Examples/ipad-custom-bar.trace --out "$work/ipad" >/dev/null
"$sim" render Examples/ipad-form-sheet.trace --out "$work/sheet" >/dev/null
cells=''
for picture in ipad/svg/picture-1 ipad/svg/picture-3 sheet/svg/picture-2; do
  cells+="<img src=\"$picture.svg\" width=\"400\" style=\"margin:4px\">"
done
printf '<html><body style="margin:0;display:flex">%s</body></html>' "$cells" > "$work/ipad.html"
shot 1224,344 Docs/images/render-ipad.png "file://$work/ipad.html"
ls -l Docs/images/render-*.png
