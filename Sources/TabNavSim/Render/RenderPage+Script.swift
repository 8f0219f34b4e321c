extension RenderPage {
    /// The page's style sheet.
    static let style = """
        body{font:14px/1.4 Helvetica,Arial,sans-serif;margin:0;color:#222;background:#fafafa}
        header{padding:8px 16px;background:#fff;border-bottom:1px solid #ddd}
        h1{font-size:18px;margin:4px 0}
        #trace-header{margin:4px 0;font-size:12px;color:#444;white-space:pre-wrap}
        #summary{margin:4px 0;color:#555}
        main{display:flex;gap:16px;padding:12px 16px;align-items:flex-start}
        #phone{flex:none;max-width:100%}
        #phone svg{display:block;max-width:100%;height:auto}
        #side{flex:1;min-width:0}
        @media (min-width:761px){#phone{max-width:calc(100% - 356px)}}
        @media (max-width:760px){main{flex-direction:column;align-items:stretch;padding:8px}#side{width:100%}}
        #now{font-size:16px;margin-bottom:6px;min-height:44px}
        #now .fail,#rows .fail{color:#c0101a} #now .pass,#rows .pass{color:#178a2b}
        #timeline{position:relative}
        #marks{width:100%;height:36px;display:block;background:#fff;border:1px solid #ddd}
        #slider{width:100%;margin:4px 0}
        .keys{color:#666;font-size:12px;margin:2px 0 8px}
        .pass{color:#2aa24a}.fail{color:#e0202a}.anom{color:#f59a1b}
        #list{position:relative;max-height:560px;overflow:auto;border:1px solid #ddd;background:#fff}
        table{border-collapse:collapse;width:100%;font-size:13px;table-layout:fixed}
        th:nth-child(1){width:3em} th:nth-child(2){width:26%} th:nth-child(3){width:5.5em}
        td{overflow-wrap:anywhere}
        #now,#summary,h1{overflow-wrap:anywhere}
        th{position:sticky;top:0;background:#eee;text-align:left;padding:3px 6px}
        td{padding:2px 6px;border-top:1px solid #f0f0f0;vertical-align:top;cursor:pointer}
        tr.anomaly td{background:#fff4e0}
        tr.current td{background:#dbe9ff!important}
        td.outcome-rejected{color:#b05a00}
        td.outcome-noop{color:#888}
        """

    /// The page's script: shows step `i` (picture, slider, list, `#step=i`), steps with ← → Home End, and draws
    /// the timeline's marks. `?keys=ArrowRight,ArrowRight` replays key presses at load (the render check uses it).
    static let script = """
        const phone = document.getElementById('phone'), slider = document.getElementById('slider');
        const rows = document.getElementById('rows'), list = document.getElementById('list'), now = document.getElementById('now');
        const esc = s => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
        let current = -1;
        function checksHTML(s) {
          let h = s[3] ? 'rejected: ' + esc(s[3]) : '';
          for (const c of s[6]) {
            h += (h ? '<br>' : '') + (c[2].length ? '<span class="fail">✗ ' : '<span class="pass">✓ ')
              + c[0] + ': ' + esc(c[1]) + (c[2].length ? ' — ' + esc(c[2].join('; ')) : '') + '</span>';
          }
          for (const v of s[7]) h += (h ? '<br>' : '') + '<span class="fail">invariant ' + esc(v) + '</span>';
          if (s[5].length) h += (h ? '<br>' : '') + '<span class="anom">anomalies: ' + esc(s[5].join(', ')) + '</span>';
          return h;
        }
        const frag = document.createDocumentFragment();
        STEPS.forEach((s, i) => {
          const tr = document.createElement('tr');
          tr.id = 'row-' + i;
          if (s[5].length) tr.className = 'anomaly';
          tr.innerHTML = '<td>' + s[0] + '</td><td>' + esc(s[1]) + '</td><td class="outcome-' + s[2] + '">' + s[2]
            + '</td><td>' + checksHTML(s) + '</td>';
          tr.onclick = () => show(i);
          frag.appendChild(tr);
        });
        rows.appendChild(frag);
        function show(i) {
          i = Math.max(0, Math.min(STEPS.length - 1, i | 0));
          if (i === current) return;
          if (current >= 0) document.getElementById('row-' + current).classList.remove('current');
          current = i;
          const s = STEPS[i], row = document.getElementById('row-' + i);
          row.classList.add('current');
          const top = row.offsetTop - 26, bottom = row.offsetTop + row.offsetHeight;
          if (top < list.scrollTop) list.scrollTop = top;
          else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
          phone.innerHTML = PICTURES[s[4]];
          slider.value = i;
          now.innerHTML = '<b>step ' + i + ' of ' + (STEPS.length - 1) + '</b> · line ' + s[0] + ' · <code>'
            + esc(s[1]) + '</code> · ' + s[2] + '<br>' + checksHTML(s);
          document.body.dataset.step = i;
          try { history.replaceState(null, '', '#step=' + i); } catch (e) {}
        }
        slider.addEventListener('input', () => show(+slider.value));
        document.addEventListener('keydown', e => {
          const to = {ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: STEPS.length - 1}[e.key];
          if (to === undefined || e.target === slider) return;
          e.preventDefault();
          show(to);
        });
        slider.addEventListener('keydown', e => { if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') e.stopPropagation(); });
        (function drawMarks() {
          const c = document.getElementById('marks'), g = c.getContext('2d'), n = Math.max(1, STEPS.length - 1);
          const x = i => 6 + (c.width - 12) * i / n;
          STEPS.forEach((s, i) => {
            if (s[5].length) { g.fillStyle = '#f59a1b'; g.fillRect(x(i) - 1, 24, 3, 12); }
            for (const k of s[6]) {
              const failed = k[2].length > 0;
              g.fillStyle = failed ? '#e0202a' : '#2aa24a';
              g.fillRect(x(i) - (failed ? 2 : 1), failed ? 0 : 4, failed ? 5 : 3, failed ? 24 : 16);
            }
          });
        })();
        const params = new URLSearchParams(location.search), hash = /step=(\\d+)/.exec(location.hash);
        show(hash ? +hash[1] : +(params.get('step') || 0));
        for (const key of (params.get('keys') || '').split(',').filter(k => k)) {
          document.dispatchEvent(new KeyboardEvent('keydown', {key: key, bubbles: true}));
        }
        // ?measure: the render check reads whether the phone, the step panel and the list fit the window.
        if (params.has('measure')) {
          const r = e => e.getBoundingClientRect(), vw = document.documentElement.clientWidth;
          const p = r(phone.firstElementChild || phone), d = r(document.getElementById('side'));
          const cut = [...document.querySelectorAll('#rows td')].filter(td => td.scrollWidth > td.clientWidth + 1).length;
          document.body.dataset.measure = ['vw=' + vw, 'phone=' + Math.round(p.left) + ',' + Math.round(p.right),
            'side=' + Math.round(d.left) + ',' + Math.round(d.right), 'list=' + list.scrollWidth + ',' + list.clientWidth,
            'page=' + document.documentElement.scrollWidth, 'cutcells=' + cut].join(' ');
        }
        """
}
