import { jsonText } from "../json-text.js";
import { PLAIN } from "../style.js";
import { escapeControls as esc } from "../terminal-text.js";
import { DEFAULT_WIDTH, fitText } from "../layout.js";
import { shownPath } from "../doctor/columns.js";
const INDENT = "  ";
/**
 * Lines of aligned columns: every column but the last padded to its widest cell, two spaces apart.
 * Styles apply after padding, so escape codes never break the alignment.
 */
function table(rows, styles) {
    const widths = [];
    for (const row of rows)
        row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
    return rows.map((row) => INDENT +
        row
            .map((cell, i) => {
            const padded = i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0);
            return (styles[i] ?? ((t) => t))(padded);
        })
            .join("  "));
}
function label(result) {
    if (result.form === "module-export")
        return `${esc(result.subject)}, ${esc(result.vendor ?? "unknown vendor")}`;
    return result.subject === "" ? result.form : `${result.form} ${esc(result.subject)}`;
}
function verdict(result, style) {
    if (result.status === "rejected") {
        const n = result.issues.length;
        return `${style.red("rejected")}, ${n} issue${n === 1 ? "" : "s"}`;
    }
    if (!result.received)
        return style.green("accepted");
    return `${style.green("accepted")}, ${result.received.wireExact ? "wire-exact as received" : "not wire-exact as received"}`;
}
/** The heading line of one result: `<file> [<subject>] @ <revision>: <verdict>`. */
export function heading(result, style = PLAIN) {
    return `${style.bold(esc(result.file))} [${label(result)}] @ ${result.revision}: ${verdict(result, style)}`;
}
function extraReceived(result) {
    if (!result.received)
        return [];
    const seen = new Set([...result.dropped, ...result.notes].map((i) => `${i.path}\u0000${i.code}`));
    return result.received.issues.filter((i) => !seen.has(`${i.path}\u0000${i.code}`));
}
/**
 * The lines of one result (without trailing newline): heading; then for a rejection one line per
 * issue `path  code  message`; for an acceptance the requestedSchema as JSON (`jsonText`; an array or object of primitives on one line when
 * that line fits in {@link DEFAULT_WIDTH} columns), then
 * `dropped`, `note` and `received` lines (`received`: what `validateRequestedSchema` found in the
 * schema as received that the dropped/note lines do not already say), each `kind  path  code  message`.
 */
export function resultLines(result, style = PLAIN) {
    const lines = [heading(result, style)];
    if (result.status === "rejected") {
        lines.push(...table(result.issues.map((i) => [shownPath(i.path), esc(i.code), esc(i.message)]), [style.cyan, style.yellow]));
        return lines;
    }
    // JSON escapes C0 controls in strings, but not C1, bidi or line separators; its own newlines stay.
    lines.push(INDENT + jsonText(result.requestedSchema, { inlineWidth: DEFAULT_WIDTH, indent: INDENT }).split("\n").map(esc).join("\n"));
    const rows = [
        ...result.dropped.map((i) => ["dropped", shownPath(i.path), esc(i.code), esc(i.message)]),
        ...result.notes.map((i) => ["note", shownPath(i.path), esc(i.code), esc(i.message)]),
        ...extraReceived(result).map((i) => ["received", shownPath(i.path), esc(i.code), esc(i.message)]),
    ];
    lines.push(...table(rows, [style.dim, style.cyan, style.yellow, style.dim]));
    return lines;
}
/**
 * The whole human report: each result's lines, a blank line between results, and a summary line
 * `checked N: A accepted, R rejected`; ends with a newline. No line is wider than `width` (default 100):
 * longer lines are wrapped at spaces.
 */
export function humanReport(report, style = PLAIN, width = DEFAULT_WIDTH) {
    const blocks = report.results.map((result) => resultLines(result, style).join("\n"));
    const { checked, accepted, rejected } = report.summary;
    const summary = `checked ${checked}: ${style.green(`${accepted} accepted`)}, ${rejected > 0 ? style.red(`${rejected} rejected`) : `${rejected} rejected`}`;
    return fitText([...blocks, summary].join("\n\n"), width) + "\n";
}
//# sourceMappingURL=report-human.js.map