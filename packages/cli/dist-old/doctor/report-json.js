/** The `--json` output of doctor: the {@link DoctorReport} as pretty JSON (2-space indent), newline-terminated. */
import { jsonText } from "../json-text.js";
/**
 * Serializes the report for stdout; never coloured.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @returns the report as `JSON.stringify(report, null, 2)` would write it (containers deeper than `PRETTY_DEPTH` on one line, see json-text.ts) and a newline (shape: docs/doctor.md, `reportVersion` 1)
 */
export function doctorJsonReport(report) {
    return `${jsonText(report)}\n`;
}
