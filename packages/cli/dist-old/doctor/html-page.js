/**
 * The fixed parts of doctor's HTML report: its style sheet, its filter script and the Content-Security-Policy that
 * lets only that script run (no network, no other script, no external asset: the file is read offline). None of it
 * holds server text.
 *
 * Source: W3C Content Security Policy Level 3 (`script-src` with a `'sha256-…'` hash source: the base64 SHA-256 of
 * the inline script's text); WHATWG HTML, the `hidden` attribute and `<details>`.
 */
import { createHash } from "node:crypto";
import { BLASTS } from "@mcp-wire/hosts";
/** The style sheet: light and dark, failing cells red, passing green, the matrix header kept in view. */
export const HTML_STYLE = `
:root { color-scheme: light dark; --fail: #b42318; --pass: #067647; --warn: #9a6700; --line: #d0d7de; --head: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --fail: #ff7b72; --pass: #3fb950; --warn: #d29922; --line: #30363d; --head: #161b22; } }
body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid var(--line); padding: .25rem .5rem; text-align: left; vertical-align: top; }
thead th { background: var(--head); }
#matrix thead th { position: sticky; top: 0; }
code, pre { font: 12px/1.4 ui-monospace, monospace; }
.fail, .fail > details > summary { color: var(--fail); }
.pass { color: var(--pass); }
.warn, .risk { color: var(--warn); }
td details[open] { min-width: 24rem; max-width: 32rem; overflow-wrap: anywhere; }
td details ul { margin: .25rem 0; padding-left: 1.1rem; color: CanvasText; }
td details p { margin: .25rem 0; color: CanvasText; }
summary { cursor: pointer; white-space: nowrap; }
tbody th, #hosts td:nth-child(2) { white-space: nowrap; }
#hosts td:nth-child(3) { min-width: 12rem; max-width: 20rem; }
#hosts td:nth-child(5), #hosts td:nth-child(6) { max-width: 32rem; overflow-wrap: anywhere; }
fieldset { display: inline-block; margin: 0 1rem .5rem 0; }
label { margin-right: .75rem; white-space: nowrap; }
[hidden] { display: none !important; }
`;
/**
 * The filter script: shows the filters (hidden without JavaScript, where everything stays shown), hides each
 * unchecked host's column and summary row, and each matrix row whose worst loss on a shown host is an unchecked
 * blast (`none` for a row every shown host keeps).
 */
export const HTML_SCRIPT = `
(() => {
  const order = ${JSON.stringify(BLASTS)};
  const filters = document.getElementById("filters");
  filters.hidden = false;
  const apply = () => {
    const off = new Set([...filters.querySelectorAll("input[data-show-host]")].filter((i) => !i.checked).map((i) => i.dataset.showHost));
    const on = new Set([...filters.querySelectorAll("input[data-show-blast]")].filter((i) => i.checked).map((i) => i.dataset.showBlast));
    for (const el of document.querySelectorAll("[data-host]")) el.hidden = off.has(el.dataset.host);
    for (const row of document.querySelectorAll("#matrix tbody tr")) {
      let worst = 0;
      for (const c of row.querySelectorAll("td[data-blast]")) if (!c.hidden) worst = Math.max(worst, order.indexOf(c.dataset.blast));
      row.hidden = !on.has(order[worst]);
    }
  };
  filters.addEventListener("change", apply);
  apply();
})();
`;
/** The page's Content-Security-Policy: nothing loads, inline style only, and only {@link HTML_SCRIPT} runs. */
export const HTML_POLICY = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-${createHash("sha256").update(HTML_SCRIPT).digest("base64")}'`;
//# sourceMappingURL=html-page.js.map