/** The `--json` output of doctor: the {@link DoctorReport} as pretty JSON (2-space indent), newline-terminated. */
import type { DoctorReport } from "./report.js";

/**
 * Serializes the report for stdout; never coloured.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @returns `JSON.stringify(report, null, 2)` and a newline (shape: docs/doctor.md, `reportVersion` 1)
 */
export function doctorJsonReport(report: DoctorReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
