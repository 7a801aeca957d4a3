import type { CheckReport } from "./report.js";
/**
 * Serializes the report for stdout.
 * @param report - the {@link CheckReport} of `checkAll`
 * @returns `jsonText(report)` and a newline; throws nothing a `CheckReport` can cause
 */
export declare function jsonReport(report: CheckReport): string;
//# sourceMappingURL=report-json.d.ts.map