/**
 * The `--json` output: the {@link CheckReport} as pretty JSON (2-space indent), newline-terminated.
 * Never coloured.
 */
import type { CheckReport } from "./report.js";

/** Serializes the report for stdout. */
export function jsonReport(report: CheckReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
