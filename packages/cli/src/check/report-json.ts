/**
 * The `--json` output: the {@link CheckReport} as pretty JSON (2-space indent), newline-terminated.
 * Never coloured.
 */
import type { CheckReport } from "./report.js";

/**
 * Serializes the report for stdout.
 * @param report - the {@link CheckReport} of `checkAll`
 * @returns `JSON.stringify(report, null, 2)` and a newline; throws nothing a `CheckReport` can cause
 */
export function jsonReport(report: CheckReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
