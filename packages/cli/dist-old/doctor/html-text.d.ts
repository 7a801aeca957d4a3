/**
 * `text` with `&`, `<`, `>`, `"` and `'` written as character references: safe as element text and as a
 * double- or single-quoted attribute value. Nothing else changes (line breaks stay: for `<pre>`).
 * @param text - any string
 * @returns the escaped text; never throws
 */
export declare function html(text: string): string;
/**
 * Server text for HTML: control, bidi and invisible characters escaped as the other formats write them
 * (`escapeControls`: `\uXXXX`), then {@link html}. Idempotent on text `escapeControls` already escaped.
 * @param text - one field (a tool name, a message), never a whole report
 * @returns the escaped text; never throws
 */
export declare function htmlText(text: string): string;
/**
 * The address a host fact's source names: `owner/repo#N` → `https://github.com/owner/repo/issues/N` (GitHub sends a
 * pull request's number there too), `owner/repo@<commit>:<path>` → `https://github.com/owner/repo/blob/<commit>/<path>`
 * (each path segment percent-encoded), an `https:` URL as it is; `undefined` for the rest (`npm:<name>@<version>`,
 * `lab:<product>@<version>#<list>`: shown as text).
 * @param source - one `Source` of `@mcp-wire/hosts`
 * @returns the URL, or `undefined`; never throws
 */
export declare function sourceHref(source: string): string | undefined;
/**
 * A source as HTML: a link (`<a href="…">source</a>`, see {@link sourceHref}) or the escaped text in `<code>`.
 * @param source - one `Source` of `@mcp-wire/hosts`
 * @returns an HTML fragment; never throws
 */
export declare function sourceHtml(source: string): string;
//# sourceMappingURL=html-text.d.ts.map