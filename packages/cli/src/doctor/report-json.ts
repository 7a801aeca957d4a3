/** The `--json` output of doctor: the {@link DoctorReport} as pretty JSON (2-space indent), newline-terminated. */
import { jsonReportText, writeJsonText, type JsonSink } from "../json-text.js";
import type { OutputStream } from "../io.js";
import type { DoctorReport } from "./report.js";

/**
 * Serializes the report for stdout; never coloured.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @returns the report as `JSON.stringify(report, null, 2)` would write it (containers deeper than `PRETTY_DEPTH` on one line, see json-text.ts), except that
 *   a number of a server's schema past the double range (`1e400`, ±Infinity once parsed) is written `1e999`/`-1e999`, which
 *   reads back as the same value, not `null` (`jsonReportText`), and a newline (shape: docs/doctor.md, `reportVersion` 1)
 */
export function doctorJsonReport(report: DoctorReport): string {
  return jsonReportText(report);
}

/**
 * Writes the text of {@link doctorJsonReport} (`1e400` as `1e999` too) to `stream` piece by piece (`writeJsonText`), waiting for `drain`: the
 * report of a huge list is never one string.
 * @param stream - stdout, or any {@link OutputStream} (`once("drain")` and `once("close")` are used when the stream has them)
 * @param report - the {@link DoctorReport} of `doctor()`
 */
export function writeDoctorJsonReport(stream: OutputStream & JsonSink, report: DoctorReport): Promise<void> {
  return writeJsonText(stream, report, { keepInfinity: true });
}
