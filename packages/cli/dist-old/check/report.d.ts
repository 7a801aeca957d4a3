/**
 * The machine report of `mcp-wire check --json`: its shape is stable (documented in the package
 * README); a breaking change bumps {@link CHECK_REPORT_VERSION}.
 */
import type { OnUnsupported, RequestedSchema, Revision, SchemaIssue } from "@mcp-wire/elicitation";
import type { InputForm } from "./subject.js";
/** The `reportVersion` of reports of this version of the CLI. */
export declare const CHECK_REPORT_VERSION = 1;
/** How a JSON input compared with the wire before any change (`validateRequestedSchema`). */
export interface ReceivedVerdict {
    /** `true` when the requestedSchema, exactly as in the file, is a wire requestedSchema of the revision. */
    readonly wireExact: boolean;
    /** Everything `validateRequestedSchema` found: rejections and rewrites, each `{ path, code, message }`. */
    readonly issues: readonly SchemaIssue[];
}
/** The verdict on one schema (one file × subject × revision). */
export interface CheckResult {
    /** The file, exactly as given on the command line. */
    readonly file: string;
    /** JSON Pointer of the requestedSchema in a JSON file (`""` for the whole file), or the export name. */
    readonly subject: string;
    /** How the schema reached the CLI: `requestedSchema`, `elicitation-params`, `json-rpc`, `capture` or `module-export`. */
    readonly form: InputForm;
    /** `~standard.vendor` of a module export (`"zod"`, `"valibot"`, `"arktype"`); `null` for JSON. */
    readonly vendor: string | null;
    /** The MCP revision of this verdict. */
    readonly revision: Revision;
    /** `"accepted"`: `toRequestedSchema` produced a wire requestedSchema; `"rejected"`: it threw. */
    readonly status: "accepted" | "rejected";
    /** What would be sent (accepted), else `null`. */
    readonly requestedSchema: RequestedSchema | null;
    /** Constraints dropped under `--drop-unsupported` (accepted only; else `[]`). */
    readonly dropped: readonly SchemaIssue[];
    /** Annotations dropped, lossless rewrites and advice (accepted only; else `[]`). */
    readonly notes: readonly SchemaIssue[];
    /** Why it was rejected (`RequestedSchemaError.issues`); `[]` when accepted. */
    readonly issues: readonly SchemaIssue[];
    /** For JSON inputs, the verdict on the schema as received; `null` for module exports. */
    readonly received: ReceivedVerdict | null;
}
/** Counts over {@link CheckReport.results}. */
export interface CheckSummary {
    /** Number of results (schemas × revisions). */
    readonly checked: number;
    /** Results with `status: "accepted"`. */
    readonly accepted: number;
    /** Results with `status: "rejected"`; exit code 1 when non-zero (without `--report-only`). */
    readonly rejected: number;
}
/**
 * The whole `--json` report: `JSON.stringify(report, null, 2)` on stdout.
 * Results are ordered file (command-line order) × subject (export-name order) × revision (as given).
 */
export interface CheckReport {
    /** The shape's version: `1`; bumped only on a breaking change to this shape. */
    readonly reportVersion: typeof CHECK_REPORT_VERSION;
    /** The revisions checked, in the order given (`--revision`), default `["2025-11-25"]`. */
    readonly revisions: readonly Revision[];
    /** `"drop"` under `--drop-unsupported`, else `"reject"`. */
    readonly onUnsupported: OnUnsupported;
    /** Counts of results by status. */
    readonly summary: CheckSummary;
    /** One verdict per file × subject × revision. */
    readonly results: readonly CheckResult[];
}
//# sourceMappingURL=report.d.ts.map