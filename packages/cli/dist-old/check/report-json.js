/**
 * The `--json` output: the {@link CheckReport} as pretty JSON (2-space indent), newline-terminated.
 * Never coloured.
 */
import { jsonText } from "../json-text.js";
/**
 * Serializes the report for stdout.
 * @param report - the {@link CheckReport} of `checkAll`
 * @returns `jsonText(report)` and a newline; throws nothing a `CheckReport` can cause
 */
export function jsonReport(report) {
    return `${jsonText(report)}\n`;
}
//# sourceMappingURL=report-json.js.map