/**
 * One side of `mcp-wire diff`: what each selected host does with each tool of one version of a server, read from a
 * doctor report (`reportVersion: 2`, see docs/doctor.md). Reading is guarded: a report from a file may be anything, so
 * it is validated against docs/doctor-report.schema.json first (`report-shape.ts`), every field read is checked
 * again, and a field of the wrong kind is a {@link DiffError} naming its JSON Pointer.
 */
import { type Blast } from "@mcp-wire/hosts";
/** Where a host's verdict on a tool comes from: the worst issue of the worst verdict. */
export interface Reason {
    /** `inputSchema` / `outputSchema`, or `null` for the tool as a whole (its name, its size). */
    readonly role: string | null;
    /** JSON Pointer into that schema (into the tool when `role` is `null`). */
    readonly path: string;
    readonly code: string;
    readonly message: string;
}
/** What one host does with one tool: the worst blast of its verdicts, and the issue behind it (`null` when kept). */
export interface ToolState {
    readonly blast: Blast;
    readonly reason: Reason | null;
}
/** A server-wide finding of one host (a tool-count cap, …). */
export interface ServerIssue {
    readonly code: string;
    readonly blast: Blast;
    readonly message: string;
}
/** What one host does with one version of the server. */
export interface HostSide {
    readonly toolsKept: number;
    readonly listLost: boolean;
    readonly requestsFail: boolean;
    readonly issues: readonly ServerIssue[];
    /** By tool name (a name listed twice: the last, as the SDK clients keep it). */
    readonly tools: ReadonlyMap<string, ToolState>;
}
/** One version of the server, as diff compares it. */
export interface Side {
    /** The file, as given. */
    readonly file: string;
    /** `report`: a doctor `--json` report was read; `capture`: a capture was replayed and judged now. */
    readonly source: "report" | "capture";
    readonly name: string | null;
    readonly version: string | null;
    readonly protocolVersion: string;
    /** Tool names in list order, each once. */
    readonly tools: readonly string[];
    /** The product version each selected host was judged at (a report's `hostVersions`); a host without one: unversioned. */
    readonly hostVersions: Readonly<Record<string, string>>;
    readonly hosts: ReadonlyMap<string, HostSide>;
}
/**
 * Reads one side from a doctor report.
 * @param report - a parsed doctor `--json` report (`reportVersion: 2`), possibly malformed
 * @param file - the file it came from (named in errors)
 * @param hosts - the hosts to read; each must be in the report's `hosts`
 * @param source - how the report was obtained
 * @returns the {@link Side}; never mutates `report`
 * @throws DiffError `not-a-report` (with `source: "report"`: the report does not match docs/doctor-report.schema.json,
 *   or its summary counts tools it does not list; else a field of the wrong kind; the message names the JSON Pointer
 *   of the first wrong field) or `host-not-in-report`
 */
export declare function sideOf(report: unknown, file: string, hosts: readonly string[], source: Side["source"]): Side;
//# sourceMappingURL=side.d.ts.map