/**
 * The machine report of `mcp-wire check --json`: its shape is stable (documented in the package
 * README); a breaking change bumps {@link CHECK_REPORT_VERSION}.
 */
import type { OnUnsupported, RequestedSchema, Revision, SchemaIssue } from "@mcp-wire/elicitation";
import type { CliErrorCode, TextPosition } from "../errors.js";
import type { InputForm } from "./subject.js";

/** The `reportVersion` of reports of this version of the CLI. */
export const CHECK_REPORT_VERSION = 1;

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

/**
 * A file that could not be checked (missing, unreadable, not JSON, not an elicitation, a module that fails to load, …):
 * no result is reported for it, the other files are still checked, and the run exits 2.
 */
export interface CheckFileError {
  /** The file, exactly as given on the command line. */
  readonly file: string;
  /** Why, as a {@link CliErrorCode} (`file-not-found`, `invalid-json`, `not-an-elicitation`, `import-failed`, …). */
  readonly code: CliErrorCode;
  /** The one-line reason, naming the file: the line `mcp-wire: <message>` on stderr says the same. */
  readonly message: string;
  /** The JSON Pointer of the value at fault in the file (`not-an-elicitation`; `""` = the whole document), else `null`. */
  readonly pointer: string | null;
  /** Where the JSON parser or UTF-8 decoder stopped (`invalid-json`, when it says), 1-based line and column, else `null`. */
  readonly position: TextPosition | null;
}

/** Counts over {@link CheckReport.results} and {@link CheckReport.errors}. */
export interface CheckSummary {
  /** Number of results (schemas × revisions). */
  readonly checked: number;
  /** Results with `status: "accepted"`. */
  readonly accepted: number;
  /** Results with `status: "rejected"`; exit code 1 when non-zero (without `--report-only`). */
  readonly rejected: number;
  /** Files that could not be checked ({@link CheckReport.errors}); exit code 2 when non-zero, even with `--report-only`. */
  readonly errors: number;
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
  /** One entry per file that could not be checked, in command-line order; `[]` when every file was read. */
  readonly errors: readonly CheckFileError[];
}
