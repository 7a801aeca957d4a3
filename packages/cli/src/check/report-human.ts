/**
 * The human report of `mcp-wire check`: per file × subject × revision a heading line, then the wire
 * requestedSchema (pretty JSON) with its dropped/note lines, or each issue as `path  code  message`
 * in aligned columns; then each file that could not be checked (`<file>: not checked, <code>`, its message, and
 * where in the file when known); then a summary line. Every text taken from the input (file names, subjects, vendors, paths,
 * codes, messages, the schema's JSON) goes through `escapeControls`: no control or bidi character reaches the
 * terminal.
 */
import type { SchemaIssue } from "@mcp-wire/elicitation";
import type { CheckFileError, CheckReport, CheckResult } from "./report.js";
import { jsonText } from "../json-text.js";
import { PLAIN, type Style } from "../style.js";
import { escapeControls as esc } from "../terminal-text.js";
import { DEFAULT_WIDTH, fitText } from "../layout.js";
import { shownPath } from "../doctor/columns.js";

const INDENT = "  ";


/**
 * Lines of aligned columns: every column but the last padded to its widest cell, two spaces apart.
 * Styles apply after padding, so escape codes never break the alignment.
 */
function table(rows: readonly (readonly string[])[], styles: readonly ((text: string) => string)[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    INDENT +
    row
      .map((cell, i) => {
        const padded = i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0);
        return (styles[i] ?? ((t: string) => t))(padded);
      })
      .join("  "),
  );
}

function label(result: CheckResult): string {
  if (result.form === "module-export") return `${esc(result.subject)}, ${esc(result.vendor ?? "unknown vendor")}`;
  return result.subject === "" ? result.form : `${result.form} ${esc(result.subject)}`;
}

function verdict(result: CheckResult, style: Style): string {
  if (result.status === "rejected") {
    const n = result.issues.length;
    return `${style.red("rejected")}, ${n} issue${n === 1 ? "" : "s"}`;
  }
  if (!result.received) return style.green("accepted");
  return `${style.green("accepted")}, ${result.received.wireExact ? "wire-exact as received" : "not wire-exact as received"}`;
}

/** The heading line of one result: `<file> [<subject>] @ <revision>: <verdict>`. */
export function heading(result: CheckResult, style: Style = PLAIN): string {
  return `${style.bold(esc(result.file))} [${label(result)}] @ ${result.revision}: ${verdict(result, style)}`;
}

function extraReceived(result: CheckResult): SchemaIssue[] {
  if (!result.received) return [];
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
export function resultLines(result: CheckResult, style: Style = PLAIN): string[] {
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
 * The lines of a file that could not be checked (without trailing newline): `<file>: not checked, <code>`, the
 * message (the words of the `mcp-wire: <message>` line on stderr), then `at line L, column C` (a parse error) or
 * `at <JSON Pointer>` (`at the root` for `""`) when the error says where.
 * @param error - one entry of `CheckReport.errors`
 * @param style - colours (default none)
 * @returns 2 or 3 lines, every text from the input escaped (`escapeControls`)
 */
export function fileErrorLines(error: CheckFileError, style: Style = PLAIN): string[] {
  const lines = [`${style.bold(esc(error.file))}: ${style.red("not checked")}, ${esc(error.code)}`, `${INDENT}${esc(error.message)}`];
  if (error.position !== null) lines.push(`${INDENT}at line ${error.position.line}, column ${error.position.column}`);
  else if (error.pointer !== null) lines.push(`${INDENT}at ${shownPath(error.pointer)}`);
  return lines;
}

/**
 * The summary line: `checked N: A accepted, R rejected`, and `; E file(s) not checked` when a file could not be.
 * @param report - the {@link CheckReport}
 * @param style - colours (default none)
 */
export function summaryLine(report: CheckReport, style: Style = PLAIN): string {
  const { checked, accepted, rejected, errors } = report.summary;
  const counts = `checked ${checked}: ${style.green(`${accepted} accepted`)}, ${rejected > 0 ? style.red(`${rejected} rejected`) : `${rejected} rejected`}`;
  return errors === 0 ? counts : `${counts}; ${style.red(`${errors} file${errors === 1 ? "" : "s"} not checked`)}`;
}

/**
 * The whole human report: each result's lines, then each file error's lines ({@link fileErrorLines}), a blank line
 * between blocks, and the {@link summaryLine}; ends with a newline. No line is wider than `width` (default 100):
 * longer lines are wrapped at spaces.
 */
export function humanReport(report: CheckReport, style: Style = PLAIN, width: number = DEFAULT_WIDTH): string {
  const blocks = [...report.results.map((result) => resultLines(result, style).join("\n")), ...report.errors.map((error) => fileErrorLines(error, style).join("\n"))];
  return fitText([...blocks, summaryLine(report, style)].join("\n\n"), width) + "\n";
}
