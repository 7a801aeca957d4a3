/**
 * The report's verdicts: each tool schema against the MCP `Tool` type of the negotiated revision (`wireFindings` of
 * `@mcp-wire/hosts`: the spec's schema.json, validated with Ajv), with its portable projection and the hosts'
 * verdicts (`judgeTools`, verdicts.ts), each received requestedSchema against every revision, and the report built
 * from them. Pure: no I/O.
 */
import { wireFindings, type HostSummary, type Revision, type WireFinding } from "@mcp-wire/hosts";
import { isJsonSchemaValue, toPortableSchema, type JsonSchema, type JsonValue } from "./dialect.js";
import type { DoctorHost, HostVerdict, ToolVerdicts } from "./verdicts.js";
import type { McpIssue } from "./report.js";
import {
  DOCTOR_REPORT_VERSION,
  type CallReport,
  type DoctorReport,
  type ElicitationReport,
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

/**
 * Checks one tool schema.
 * @param schema - the schema exactly as received (`undefined`: the tool has none, only possible for input)
 * @param io - `input` or `output`
 * @param hosts - the hosts' verdicts on it (`judgeTools`), in report order; `[]` for a tool without an inputSchema
 *   (the wire finding is then on the tool as a whole)
 * @param mcp - the tool's wire findings that belong to this schema's row ({@link mcpIssues})
 * @returns the {@link SchemaReport} with the portable projection (`null` when the value is not a schema)
 */
export function checkSchema(schema: JsonValue | undefined, io: "input" | "output", hosts: readonly HostVerdict[], mcp: readonly McpIssue[] = []): SchemaReport {
  if (!isJsonSchemaValue(schema)) {
    const issue = { path: "", code: "root-not-object", message: `root: ${io}Schema is not a JSON Schema` } as const;
    return { io, schema: schema ?? null, mcp: orNone(mcp), hosts, portable: { schema: null, loosened: NONE, issues: [issue] } };
  }
  const portable = toPortableSchema(schema);
  const made = portable.schema === undefined ? null : (sharedWith(portable.schema, schema, 0) as JsonSchema);
  return { io, schema, mcp: orNone(mcp), hosts, portable: { schema: made, loosened: orNone(portable.loosened), issues: orNone(portable.issues) } };
}

/** One frozen empty list for every empty list of findings in a report (a 100,000-tool report has hundreds of thousands). */
const NONE: readonly never[] = Object.freeze([]);

/** `list`, or {@link NONE} when it is empty. */
const orNone = <T>(list: readonly T[]): readonly T[] => (list.length === 0 ? NONE : list);

/** Levels {@link sharedWith} compares; deeper members are kept as made (no recursion past it, nothing shared). */
const SHARED_DEPTH = 64;

/** A plain JSON container: an array, or an object whose prototype is `Object.prototype` or `null`. */
function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A JSON primitive (string, finite or not number, boolean, null): what a schema's leaves are. */
const isJsonLeaf = (value: unknown) => value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/**
 * `made` (a schema made from `received`: its portable form) with each member that equals the member at the same place of
 * `received` — the same keys in the same order, the same leaves — replaced by `received`'s own: the portable form of
 * a schema mostly repeats it (its `properties`), and the report holds both, so it holds what they share once. The JSON
 * text of the result is `made`'s. Never mutates either: a container of `made` holding a replaced member is copied.
 * @param made - the value made (plain JSON)
 * @param received - the value it was made from, as received (anything: only plain arrays, plain objects and JSON
 *   leaves are compared; any other value is never equal)
 * @param depth - the level of `made` (0 at the root): past {@link SHARED_DEPTH} `made` is returned as it is
 * @returns `received` when the two are equal, else `made` or a copy of it sharing members with `received`
 */
function sharedWith(made: unknown, received: unknown, depth: number): unknown {
  if (isJsonLeaf(made)) return isJsonLeaf(received) && made === received ? received : made;
  if (depth >= SHARED_DEPTH || !isPlainContainer(made) || !isPlainContainer(received) || Array.isArray(made) !== Array.isArray(received)) return made;
  if (Array.isArray(made)) {
    const theirs = received as unknown[];
    const members = made.map((member, i) => (i < theirs.length ? sharedWith(member, theirs[i], depth + 1) : member));
    if (made.length === theirs.length && members.every((member, i) => member === theirs[i])) return received;
    return members.every((member, i) => member === made[i]) ? made : members;
  }
  const mine = made as Record<string, unknown>;
  const theirs = received as Record<string, unknown>;
  const keys = Object.keys(mine);
  const theirKeys = Object.keys(theirs);
  const members = keys.map((key) => (Object.hasOwn(theirs, key) ? sharedWith(mine[key], theirs[key], depth + 1) : mine[key]));
  if (keys.length === theirKeys.length && keys.every((key, i) => key === theirKeys[i] && members[i] === theirs[key])) return received;
  return members.every((member, i) => member === mine[keys[i] as string]) ? made : Object.fromEntries(keys.map((key, i) => [key, members[i]]));
}

/**
 * The wire findings of one tool split over its schema rows: those inside `/inputSchema` or `/outputSchema` go to
 * that schema, with their path made relative to it (`/inputSchema/properties/x` → `/properties/x`); those outside
 * both (the tool's name, a missing inputSchema, …) go to the first row (input), with their path into the tool.
 * Source: MCP specification schema.json, `Tool` (2025-06-18, 2025-11-25, 2026-07-28).
 */
function mcpIssues(findings: readonly WireFinding[]): Readonly<Record<"input" | "output", McpIssue[]>> {
  const rows: Record<"input" | "output", McpIssue[]> = { input: [], output: [] };
  for (const found of findings) {
    const io = (["input", "output"] as const).find((side) => found.path === `/${side}Schema` || found.path.startsWith(`/${side}Schema/`));
    const path = io === undefined ? found.path : found.path.slice(`/${io}Schema`.length);
    rows[io ?? "input"].push({ path, code: "wire-invalid", message: found.message });
  }
  return rows;
}

/**
 * Checks a listed tool: its inputSchema, and its outputSchema when present.
 * @param tool - the tool as listed
 * @param verdicts - the hosts' verdicts on it (`judgeTools`)
 * @param revision - the revision whose `Tool` type the `mcp` verdicts hold it to (the negotiated one, `judgedRevision`)
 * @param raw - the tool exactly as received (default `tool`): what the wire check reads
 * @returns the {@link ToolReport}; `status` is `fail` when the tool breaks the MCP `Tool` type or a host fails
 */
export function checkTool(tool: ListedTool, verdicts: ToolVerdicts, revision: Revision, raw: unknown = tool): ToolReport {
  const mcp = mcpIssues(wireFindings(raw as JsonValue, revision));
  const schemas = [checkSchema(tool.inputSchema, "input", verdicts.schemas.inputSchema ?? [], mcp.input)];
  if (tool.outputSchema !== undefined) schemas.push(checkSchema(tool.outputSchema, "output", verdicts.schemas.outputSchema ?? [], mcp.output));
  const failed = schemas.some((s) => s.mcp.length > 0 || s.hosts.some((h) => h.status === "fail")) || verdicts.hosts.some((h) => h.status === "fail");
  return { name: tool.name, status: failed ? "fail" : "pass", schemas, hosts: verdicts.hosts };
}

/** An `elicitation/create` request's params, exactly as received. */
export interface ReceivedElicitation {
  readonly mode?: unknown;
  readonly message?: unknown;
  readonly requestedSchema?: unknown;
}

/**
 * One `duplicate-tool-name` diagnostic per name that more than one entry of `tools` carries, in the order the names
 * are first listed (`tool "search" is listed 2 times`). Only a string `name` of an object entry counts: an entry that is
 * not a tool, or has no string name, is named `#<index>` in the report, a place, not a name it was listed under.
 * @param tools - the `tools` entries of every tools/list page, exactly as received
 */
export function duplicateNames(tools: readonly unknown[]): ListDiagnostic[] {
  const counts = new Map<string, number>();
  for (const tool of tools) {
    const name = typeof tool === "object" && tool !== null && !Array.isArray(tool) ? (tool as { name?: unknown }).name : undefined;
    if (typeof name === "string") counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([name, count]) => ({ code: "duplicate-tool-name", message: `tool ${JSON.stringify(name)} is listed ${count} times` }));
}

/**
 * Builds the whole report from the verdicts.
 * @param server - who was checked
 * @param hosts - the hosts checked, in order
 * @param hostSummaries - what each host keeps (`judgeTools`' summary)
 * @param tools - one report per listed tool, in list order
 * @param calls - one report per `--call`, in the order given
 * @param listing - problems found while listing (`repeated-cursor`, `page-limit`) and {@link duplicateNames}
 * @param skippedStdout - the stdout lines that were not JSON-RPC (not a failure); default none
 */
export function buildReport(
  server: ServerInfo,
  hosts: readonly DoctorHost[],
  hostSummaries: Readonly<Record<string, HostSummary>>,
  tools: readonly ToolReport[],
  calls: readonly CallReport[],
  listing: readonly ListDiagnostic[] = [],
  skippedStdout: SkippedStdout = { lines: 0, first: [] },
): DoctorReport {
  const diagnostics: ListDiagnostic[] = [...listing];
  const failedByHost: Partial<Record<DoctorHost, number>> = {};
  const summaries: Partial<Record<DoctorHost, HostSummary>> = {};
  for (const host of hosts) {
    const fails = (verdicts: readonly HostVerdict[]) => verdicts.some((h) => h.host === host && h.status === "fail");
    failedByHost[host] = tools.filter((t) => fails(t.hosts) || t.schemas.some((s) => fails(s.hosts))).length;
    const summary = hostSummaries[host];
    if (summary !== undefined) summaries[host] = summary;
  }
  const elicitations = calls.flatMap((c) => c.elicitations);
  const summary = {
    tools: tools.length,
    passed: tools.filter((t) => t.status === "pass").length,
    failed: tools.filter((t) => t.status === "fail").length,
    failedByHost,
    hosts: summaries,
    failedMcp: tools.filter((t) => t.schemas.some((s) => s.mcp.length > 0)).length,
    failedCallMcp: calls.filter((c) => (c.mcp?.length ?? 0) > 0).length,
    calls: calls.length,
    failedCalls: calls.filter((c) => c.outcome !== "ok").length,
    failedResults: calls.filter((c) => c.results.some((r) => r.status === "fail")).length,
    elicitations: elicitations.length,
    invalidElicitations: elicitations.filter((e) => e.validAtNegotiated === false).length,
  };
  // a server-wide finding (a tool-count cap that loses the whole list) fails the report as a tool's verdict does
  const serverWide = Object.values(summaries).some((host) => host.issues.some((issue) => issue.blast !== "none"));
  const failed = serverWide || summary.failed + summary.failedCallMcp + summary.failedCalls + summary.failedResults + summary.invalidElicitations + diagnostics.length > 0;
  return { reportVersion: DOCTOR_REPORT_VERSION, server, hosts, status: failed ? "fail" : "pass", summary, tools, calls, diagnostics, skippedStdout };
}
