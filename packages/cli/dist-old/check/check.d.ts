/**
 * Judging subjects: each schema × revision through `toRequestedSchema`, and JSON inputs also through
 * `validateRequestedSchema` (was it wire-exact as received?).
 */
import { type OnUnsupported, type Revision } from "@mcp-wire/elicitation";
import { type CheckReport, type CheckResult } from "./report.js";
import type { Subject } from "./subject.js";
/**
 * Judges one subject at one revision.
 *
 * @param subject - from the loaders
 * @param revision - the MCP revision
 * @param onUnsupported - `"reject"` or `"drop"` (`--drop-unsupported`)
 * @returns a {@link CheckResult}; a rejection is a result (`status: "rejected"`), not an error
 * @throws whatever `toRequestedSchema` throws that is not a `RequestedSchemaError` (a bug)
 */
export declare function checkSubject(subject: Subject, revision: Revision, onUnsupported: OnUnsupported): CheckResult;
/**
 * Judges every subject at every revision and builds the report.
 * @param subjects - from the loaders
 * @param revisions - the MCP revisions, in report order
 * @param onUnsupported - `"reject"` or `"drop"` (`--drop-unsupported`)
 * @returns a {@link CheckReport}; results ordered subject × revision
 * @throws as {@link checkSubject} (only on a bug)
 */
export declare function checkAll(subjects: readonly Subject[], revisions: readonly Revision[], onUnsupported: OnUnsupported): CheckReport;
/** The report of results already judged (ordered subject × revision). */
export declare function reportOf(results: readonly CheckResult[], revisions: readonly Revision[], onUnsupported: OnUnsupported): CheckReport;
//# sourceMappingURL=check.d.ts.map