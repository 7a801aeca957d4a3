/**
 * The verdicts: each tool schema against the MCP rules and each host profile (with the portable
 * projection and `projectFor` as fixes), each received requestedSchema against every revision, and the
 * report built from them. Pure: no I/O.
 */
import { checkToolSchema, isJsonSchemaValue, projectFor, toPortableSchema, type HostId, type JsonSchema, type JsonValue } from "./dialect.js";
import { validateRequestedSchema } from "@mcp-wire/elicitation";
import { isRevision, REVISIONS } from "@mcp-wire/spec";
import { checkMcpRules } from "./mcp-rules.js";
import {
  DOCTOR_REPORT_VERSION,
  type CallReport,
  type DoctorReport,
  type ElicitationReport,
  type FixVerdict,
  type HostVerdict,
  type ListDiagnostic,
  type SchemaReport,
  type ServerInfo,
  type SkippedStdout,
  type ToolReport,
} from "./report.js";

/** A tool as listed (only the fields doctor reads; anything may be malformed). */
export interface ListedTool {
  readonly name: string;
  readonly inputSchema?: JsonValue;
  readonly outputSchema?: JsonValue;
}

function hostVerdict(schema: JsonSchema, host: HostId, io: "input" | "output", portable: JsonSchema | undefined): HostVerdict {
  const issues = checkToolSchema(schema, host, { io });
  if (issues.length === 0) return { host, status: "pass", issues, portable: null, projected: null };
  const portableIssues = portable === undefined ? null : checkToolSchema(portable, host, { io });
  const portableFix: FixVerdict = portableIssues === null
    ? { fixes: false, issues: toPortableSchema(schema).issues, loosened: [] }
    : { fixes: portableIssues.length === 0, issues: portableIssues, loosened: toPortableSchema(schema).loosened };
  const projection = projectFor(schema, host, { io });
  const projected: FixVerdict = { fixes: projection.schema !== undefined, issues: projection.issues, loosened: projection.loosened };
  return { host, status: "fail", issues, portable: portableFix, projected };
}

/**
 * Checks one tool schema.
 * @param schema - the schema exactly as received (`undefined`: the tool has none, only possible for input)
 * @param io - `input` or `output` (`checkToolSchema` requires an object root for input only; the MCP rules both)
 * @param hosts - the host profiles to check, in report order
 * @returns the {@link SchemaReport}; a value that is not a schema (neither object nor boolean) fails the MCP
 *   rules and every host (`root-not-object`), with no fix
 */
export function checkSchema(schema: JsonValue | undefined, io: "input" | "output", hosts: readonly HostId[]): SchemaReport {
  const mcp = checkMcpRules(schema, io);
  if (!isJsonSchemaValue(schema)) {
    const issue = { path: "", code: "root-not-object", message: `root: ${io}Schema is not a JSON Schema` } as const;
    return {
      io, schema: schema ?? null, mcp,
      hosts: hosts.map((host) => ({ host, status: "fail", issues: [issue], portable: { fixes: false, issues: [issue], loosened: [] }, projected: { fixes: false, issues: [issue], loosened: [] } })),
      portable: { schema: null, loosened: [], issues: [issue] },
    };
  }
  const portable = toPortableSchema(schema);
  return {
    io,
    schema,
    mcp,
    hosts: hosts.map((host) => hostVerdict(schema, host, io, portable.schema)),
    portable: { schema: portable.schema ?? null, loosened: portable.loosened, issues: portable.issues },
  };
}

/**
 * Checks a listed tool: its inputSchema, and its outputSchema when present.
 * @returns the {@link ToolReport}; `status` is `fail` when any MCP rule or host fails
 */
export function checkTool(tool: ListedTool, hosts: readonly HostId[]): ToolReport {
  const schemas = [checkSchema(tool.inputSchema, "input", hosts)];
  if (tool.outputSchema !== undefined) schemas.push(checkSchema(tool.outputSchema, "output", hosts));
  const failed = schemas.some((s) => s.mcp.length > 0 || s.hosts.some((h) => h.status === "fail"));
  return { name: tool.name, status: failed ? "fail" : "pass", schemas };
}

/** An `elicitation/create` request's params, exactly as received. */
export interface ReceivedElicitation {
  readonly mode?: unknown;
  readonly message?: unknown;
  readonly requestedSchema?: unknown;
}

/**
 * Checks a received `elicitation/create` with `validateRequestedSchema` at every known revision.
 * @param params - the request's params as received (before any SDK parsing)
 * @param negotiated - the negotiated protocol revision; decides `validAtNegotiated`
 */
export function checkElicitation(params: ReceivedElicitation, negotiated: string): ElicitationReport {
  const message = typeof params.message === "string" ? params.message : "";
  if (params.mode === "url") return { mode: "url", message, requestedSchema: null, revisions: [], validAtNegotiated: null };
  const revisions = REVISIONS.map((revision) => {
    const { valid, issues } = validateRequestedSchema(params.requestedSchema, { revision });
    return { revision, valid, issues };
  });
  const atNegotiated = isRevision(negotiated) ? revisions.find((r) => r.revision === negotiated) : undefined;
  return {
    mode: "form",
    message,
    requestedSchema: (params.requestedSchema ?? null) as JsonValue,
    revisions,
    validAtNegotiated: atNegotiated ? atNegotiated.valid : null,
  };
}

/**
 * Builds the whole report from the verdicts.
 * @param server - who was checked
 * @param hosts - the hosts checked, in order
 * @param tools - one report per listed tool, in list order
 * @param calls - one report per `--call`, in the order given
 * @param listing - problems found while listing (`repeated-cursor`, `page-limit`); `duplicate-tool-name` is
 *   added here, once per name listed more than once
 * @param skippedStdout - the stdout lines that were not JSON-RPC (not a failure); default none
 */
export function buildReport(
  server: ServerInfo,
  hosts: readonly HostId[],
  tools: readonly ToolReport[],
  calls: readonly CallReport[],
  listing: readonly ListDiagnostic[] = [],
  skippedStdout: SkippedStdout = { lines: 0, first: [] },
): DoctorReport {
  const counts = new Map<string, number>();
  for (const tool of tools) counts.set(tool.name, (counts.get(tool.name) ?? 0) + 1);
  const diagnostics: ListDiagnostic[] = [...listing];
  for (const [name, count] of counts) {
    if (count > 1) diagnostics.push({ code: "duplicate-tool-name", message: `tool ${JSON.stringify(name)} is listed ${count} times` });
  }
  const failedByHost: Partial<Record<HostId, number>> = {};
  for (const host of hosts) {
    failedByHost[host] = tools.filter((t) => t.schemas.some((s) => s.hosts.some((h) => h.host === host && h.status === "fail"))).length;
  }
  const elicitations = calls.flatMap((c) => c.elicitations);
  const summary = {
    tools: tools.length,
    passed: tools.filter((t) => t.status === "pass").length,
    failed: tools.filter((t) => t.status === "fail").length,
    failedByHost,
    failedMcp: tools.filter((t) => t.schemas.some((s) => s.mcp.length > 0)).length,
    calls: calls.length,
    failedCalls: calls.filter((c) => c.outcome !== "ok").length,
    failedResults: calls.filter((c) => c.results.some((r) => r.status === "fail")).length,
    elicitations: elicitations.length,
    invalidElicitations: elicitations.filter((e) => e.validAtNegotiated === false).length,
  };
  const failed = summary.failed + summary.failedCalls + summary.failedResults + summary.invalidElicitations + diagnostics.length > 0;
  return { reportVersion: DOCTOR_REPORT_VERSION, server, hosts, status: failed ? "fail" : "pass", summary, tools, calls, diagnostics, skippedStdout };
}
