import type { CheckReport, CheckResult } from "./report.js";
import { type Style } from "../style.js";
/** The heading line of one result: `<file> [<subject>] @ <revision>: <verdict>`. */
export declare function heading(result: CheckResult, style?: Style): string;
/**
 * The lines of one result (without trailing newline): heading; then for a rejection one line per
 * issue `path  code  message`; for an acceptance the requestedSchema as JSON (`jsonText`; an array or object of primitives on one line when
 * that line fits in {@link DEFAULT_WIDTH} columns), then
 * `dropped`, `note` and `received` lines (`received`: what `validateRequestedSchema` found in the
 * schema as received that the dropped/note lines do not already say), each `kind  path  code  message`.
 */
export declare function resultLines(result: CheckResult, style?: Style): string[];
/**
 * The whole human report: each result's lines, a blank line between results, and a summary line
 * `checked N: A accepted, R rejected`; ends with a newline. No line is wider than `width` (default 100):
 * longer lines are wrapped at spaces.
 */
export declare function humanReport(report: CheckReport, style?: Style, width?: number): string;
//# sourceMappingURL=report-human.d.ts.map