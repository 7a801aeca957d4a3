/**
 * Text and links for doctor's HTML report: every piece of server text is written through {@link htmlText}, so a tool
 * name or a message cannot open an element, an attribute or a script, and a host fact's source becomes a link only
 * when it names a GitHub issue or a file at a commit (or is an https URL).
 *
 * Source: WHATWG HTML Living Standard, 13.1.2 "Elements" and 13.1.2.3 "Attributes" (text and quoted attribute values
 * may not hold a raw `<` or `&` that starts markup, nor the quote that ends them); GitHub's URL forms
 * `https://github.com/<owner>/<repo>/issues/<n>` and `.../blob/<commit>/<path>`.
 */
import { escapeControls } from "../terminal-text.js";
/** The character references of the five characters that are markup in HTML text and quoted attribute values. */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/**
 * `text` with `&`, `<`, `>`, `"` and `'` written as character references: safe as element text and as a
 * double- or single-quoted attribute value. Nothing else changes (line breaks stay: for `<pre>`).
 * @param text - any string
 * @returns the escaped text; never throws
 */
export function html(text) {
    return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
/**
 * Server text for HTML: control, bidi and invisible characters escaped as the other formats write them
 * (`escapeControls`: `\uXXXX`), then {@link html}. Idempotent on text `escapeControls` already escaped.
 * @param text - one field (a tool name, a message), never a whole report
 * @returns the escaped text; never throws
 */
export function htmlText(text) {
    return html(escapeControls(text));
}
/** `owner/repo#N`: an issue or pull request. */
const ISSUE = /^([A-Za-z0-9][\w.-]*)\/([\w.-]+)#([0-9]+)$/;
/** `owner/repo@<commit>:<path>`: a file read at a commit. */
const AT_COMMIT = /^([A-Za-z0-9][\w.-]*)\/([\w.-]+)@([0-9a-f]{7,40}):(.+)$/;
/**
 * The address a host fact's source names: `owner/repo#N` → `https://github.com/owner/repo/issues/N` (GitHub sends a
 * pull request's number there too), `owner/repo@<commit>:<path>` → `https://github.com/owner/repo/blob/<commit>/<path>`
 * (each path segment percent-encoded), an `https:` URL as it is; `undefined` for the rest (`npm:<name>@<version>`,
 * `lab:<product>@<version>#<list>`: shown as text).
 * @param source - one `Source` of `@mcp-wire/hosts`
 * @returns the URL, or `undefined`; never throws
 */
export function sourceHref(source) {
    const issue = ISSUE.exec(source);
    if (issue !== null)
        return `https://github.com/${issue[1]}/${issue[2]}/issues/${issue[3]}`;
    const file = AT_COMMIT.exec(source);
    if (file !== null)
        return `https://github.com/${file[1]}/${file[2]}/blob/${file[3]}/${(file[4] ?? "").split("/").map(encodeURIComponent).join("/")}`;
    if (/^https:\/\/[^\s]+$/.test(source) && URL.canParse(source))
        return new URL(source).href;
    return undefined;
}
/**
 * A source as HTML: a link (`<a href="…">source</a>`, see {@link sourceHref}) or the escaped text in `<code>`.
 * @param source - one `Source` of `@mcp-wire/hosts`
 * @returns an HTML fragment; never throws
 */
export function sourceHtml(source) {
    const href = sourceHref(source);
    return href === undefined ? `<code>${htmlText(source)}</code>` : `<a href="${html(href)}">${htmlText(source)}</a>`;
}
//# sourceMappingURL=html-text.js.map