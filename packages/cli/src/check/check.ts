/**
 * Judging subjects: each schema × revision through `toRequestedSchema`, and JSON inputs also through
 * `validateRequestedSchema` (was it wire-exact as received?).
 */
import { RequestedSchemaError, toRequestedSchema, validateRequestedSchema, type OnUnsupported, type Revision } from "@mcp-wire/elicitation";
import { CHECK_REPORT_VERSION, type CheckFileError, type CheckReport, type CheckResult } from "./report.js";
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
export function checkSubject(subject: Subject, revision: Revision, onUnsupported: OnUnsupported): CheckResult {
  const base = { file: subject.file, subject: subject.subject, form: subject.form, vendor: subject.vendor, revision };
  const received = subject.form === "module-export" ? null : receivedVerdict(subject.schema, revision);
  try {
    const { requestedSchema, dropped, notes } = toRequestedSchema(subject.schema, { revision, onUnsupported });
    return { ...base, status: "accepted", requestedSchema, dropped: [...dropped], notes: [...notes], issues: [], received };
  } catch (error) {
    if (!(error instanceof RequestedSchemaError)) throw error;
    return { ...base, status: "rejected", requestedSchema: null, dropped: [], notes: [], issues: [...error.issues], received };
  }
}

function receivedVerdict(schema: unknown, revision: Revision): CheckResult["received"] {
  const { valid, issues } = validateRequestedSchema(schema, { revision });
  return { wireExact: valid, issues: [...issues] };
}

/**
 * Judges every subject at every revision and builds the report.
 * @param subjects - from the loaders
 * @param revisions - the MCP revisions, in report order
 * @param onUnsupported - `"reject"` or `"drop"` (`--drop-unsupported`)
 * @returns a {@link CheckReport}; results ordered subject × revision
 * @throws as {@link checkSubject} (only on a bug)
 */
export function checkAll(subjects: readonly Subject[], revisions: readonly Revision[], onUnsupported: OnUnsupported): CheckReport {
  const results = subjects.flatMap((subject) => revisions.map((revision) => checkSubject(subject, revision, onUnsupported)));
  return reportOf(results, revisions, onUnsupported);
}

/**
 * The report of results already judged (ordered subject × revision) and of the files that could not be checked.
 * @param errors - the files not checked, in command-line order (default none)
 * @returns a {@link CheckReport}; throws nothing
 */
export function reportOf(results: readonly CheckResult[], revisions: readonly Revision[], onUnsupported: OnUnsupported, errors: readonly CheckFileError[] = []): CheckReport {
  const accepted = results.filter((r) => r.status === "accepted").length;
  return {
    reportVersion: CHECK_REPORT_VERSION,
    revisions: [...revisions],
    onUnsupported,
    summary: { checked: results.length, accepted, rejected: results.length - accepted, errors: errors.length },
    results: [...results],
    errors: [...errors],
  };
}
