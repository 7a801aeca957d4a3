import type { DoctorReport } from "./report.js";
import type { Blast } from "@mcp-wire/hosts";
/**
 * A Markdown paragraph's line broken at spaces into lines of at most `width` code points, as Markdown allows (a line
 * break inside a paragraph is a soft break: it renders as a space). A word is never cut — cutting could split a
 * backslash escape or an entity — so a single word wider than `width` keeps a line of its own.
 * @param line - one paragraph line, already escaped ({@link markdownText})
 * @param width - the widest line, in code points
 * @returns the lines joined by `\n`
 */
export declare function proseLines(line: string, width: number): string;
/** Server text for Markdown: control characters escaped, then every ASCII punctuation that is markup. */
export declare function markdownText(text: string): string;
/** A fence longer than every run of backticks in `text` (at least three). */
export declare function fence(text: string): string;
/**
 * The Markdown report, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @param width - the widest prose and details line (`terminalWidth`; default 100); table rows are not wrapped
 * @param failOn - the run's `--fail-on` threshold (default `tool`): the heading says `✗ fail` exactly when the run
 *   exits 1 at it ({@link verdictText}), `✓ pass` when nothing fails, and `✓ pass at --fail-on <blast>` when only smaller
 *   losses do
 * @returns GitHub-flavoured Markdown (shape: docs/doctor.md, "In CI")
 */
export declare function doctorMarkdownReport(report: DoctorReport, width?: number, failOn?: Blast): string;
//# sourceMappingURL=report-markdown.d.ts.map