/**
 * The report's verdicts: each tool schema against the MCP `Tool` type of the negotiated revision (`wireFindings` of
 * `@mcp-wire/hosts`: the spec's schema.json, validated with Ajv), with its portable projection and the hosts'
 * verdicts (`judgeTools`, verdicts.ts), each received requestedSchema against every revision, and the report built
 * from them. Pure: no I/O.
 */
import { type HostSummary, type Revision } from "@mcp-wire/hosts";
import { type JsonValue } from "./dialect.js";
import type { DoctorHost, HostVerdict, ToolVerdicts } from "./verdicts.js";
import type { McpIssue } from "./report.js";
import { type CallReport, type DoctorReport, type ElicitationReport, type ListDiagnostic, type SchemaReport, type ServerInfo, type SkippedStdout, type ToolReport } from "./report.js";
/** A tool as listed (only the fields doctor reads; anything may be malformed). */
export interface ListedTool {
    readonly name: string;
    readonly inputSchema?: JsonValue;
    readonly outputSchema?: JsonValue;
}
/**
 * Checks one tool schema.
 * @param schema - the schema exactly as received (`undefined`: the tool has none, only possible for input)
 * @param io - `input` or `output`
 * @param hosts - the hosts' verdicts on it (`judgeTools`), in report order; `[]` for a tool without an inputSchema
 *   (the wire finding is then on the tool as a whole)
 * @param mcp - the tool's wire findings that belong to this schema's row ({@link mcpIssues})
 * @returns the {@link SchemaReport} with the portable projection (`null` when the value is not a schema)
 */
export declare function checkSchema(schema: JsonValue | undefined, io: "input" | "output", hosts: readonly HostVerdict[], mcp?: readonly McpIssue[]): SchemaReport;
/**
 * Checks a listed tool: its inputSchema, and its outputSchema when present.
 * @param tool - the tool as listed
 * @param verdicts - the hosts' verdicts on it (`judgeTools`)
 * @param revision - the revision whose `Tool` type the `mcp` verdicts hold it to (the negotiated one, `judgedRevision`)
 * @param raw - the tool exactly as received (default `tool`): what the wire check reads
 * @returns the {@link ToolReport}; `status` is `fail` when the tool breaks the MCP `Tool` type or a host fails
 */
export declare function checkTool(tool: ListedTool, verdicts: ToolVerdicts, revision: Revision, raw?: unknown): ToolReport;
/** An `elicitation/create` request's params, exactly as received. */
export interface ReceivedElicitation {
    readonly mode?: unknown;
    readonly message?: unknown;
    readonly requestedSchema?: unknown;
}
/**
 * Checks a received `elicitation/create` with `validateRequestedSchema` at every known revision.
 * @param params - the request's params as received (before any SDK parsing); an `input_required` entry
 *   (2026-07-28) with its `round` and `key`, which the report keeps
 * @param negotiated - the negotiated protocol revision; decides `validAtNegotiated`
 */
export declare function checkElicitation(params: ReceivedElicitation & {
    readonly round?: number;
    readonly key?: string;
}, negotiated: string): ElicitationReport;
/**
 * Builds the whole report from the verdicts.
 * @param server - who was checked
 * @param hosts - the hosts checked, in order
 * @param hostSummaries - what each host keeps (`judgeTools`' summary)
 * @param tools - one report per listed tool, in list order
 * @param calls - one report per `--call`, in the order given
 * @param listing - problems found while listing (`repeated-cursor`, `page-limit`); `duplicate-tool-name` is
 *   added here, once per name listed more than once
 * @param skippedStdout - the stdout lines that were not JSON-RPC (not a failure); default none
 */
export declare function buildReport(server: ServerInfo, hosts: readonly DoctorHost[], hostSummaries: Readonly<Record<string, HostSummary>>, tools: readonly ToolReport[], calls: readonly CallReport[], listing?: readonly ListDiagnostic[], skippedStdout?: SkippedStdout): DoctorReport;
//# sourceMappingURL=check.d.ts.map