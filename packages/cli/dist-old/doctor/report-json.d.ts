/** The `--json` output of doctor: the {@link DoctorReport} as pretty JSON (2-space indent), newline-terminated. */
import { type JsonSink } from "../json-text.js";
import type { OutputStream } from "../io.js";
import type { DoctorReport } from "./report.js";
/**
 * Serializes the report for stdout; never coloured.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @returns the report as `JSON.stringify(report, null, 2)` would write it (containers deeper than `PRETTY_DEPTH` on one line, see json-text.ts) and a newline (shape: docs/doctor.md, `reportVersion` 1)
 */
export declare function doctorJsonReport(report: DoctorReport): string;
/**
 * Writes the text of {@link doctorJsonReport} to `stream` piece by piece (`writeJsonText`), waiting for `drain`: the
 * report of a huge list is never one string.
 * @param stream - stdout, or any {@link OutputStream} (`once("drain")` and `once("close")` are used when the stream has them)
 * @param report - the {@link DoctorReport} of `doctor()`
 */
export declare function writeDoctorJsonReport(stream: OutputStream & JsonSink, report: DoctorReport): Promise<void>;
//# sourceMappingURL=report-json.d.ts.map