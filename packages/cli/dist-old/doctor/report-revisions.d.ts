import type { DoctorReport, RevisionFinding, RevisionReport, RevisionSource } from "./report.js";
import { type Style } from "../style.js";
/** One revision's row of the section: server text in it is raw (not escaped). */
export interface RevisionRow {
    readonly revision: RevisionReport["revision"];
    /** How doctor reached it: `session`, `initialize` or `server/discover`. */
    readonly via: RevisionSource;
    /** Its verdict in words: `loads the list (2 tools)`, `loses the whole list (1 finding)`, `not spoken (answered 2025-11-25)`. */
    readonly verdict: string;
    /** Whether the tool list loads there (`null`: not spoken). */
    readonly loads: boolean | null;
    /** Its findings that are not (same tool and path) at every other spoken revision (`changedFindings`), in order. */
    readonly changed: readonly RevisionFinding[];
}
/**
 * The section's data: one row per revision checked, in the report's order; `[]` when the report has no `revisions`.
 * @param report - the {@link DoctorReport} of `doctor()`
 */
export declare function revisionRows(report: DoctorReport): RevisionRow[];
/**
 * Where a finding is: `tools/list` (`tools/list page 2` past the first page) for a result finding, else the tool's
 * name as `name` shows it (each format passes its own escaping).
 */
export declare function findingPlace(f: RevisionFinding, name: (tool: string) => string): string;
/**
 * The human section's lines, or `[]` when the report has no `revisions`.
 * @param width - the terminal width the rows are fitted to
 */
export declare function revisionLines(report: DoctorReport, style?: Style, width?: number): string[];
//# sourceMappingURL=report-revisions.d.ts.map