/**
 * `checkTools`: one `tools/list` result against every archetype host, in three layers (wire, dialect, host), each
 * finding with its blast radius, each host with a summary of what it keeps. The shape doctor's `reportVersion: 2`
 * reports (docs/doctor.md).
 */
import { makeIssue, ownOptions, parsePointer, resolveTokens, type SchemaIssue } from "@mcp-wire/core";
import { isJsonObject, isSchema, own, readSchema, type JsonObject, type JsonSchema, type JsonValue } from "@mcp-wire/dialect";
import { ARCHETYPES, ARCHETYPE_PROFILES, inScope, type ArchetypeId, type ArchetypeProfile, type JsonKind, type Transport, type WireReading, type WireTolerance } from "./archetypes.js";
import { ruleIssues, validatorIssues } from "./host-layer.js";
import { HostsError, hostIssue } from "./issues.js";
import { dialectFindings, dialectFindingsOf, type DialectFinding } from "./meta.js";
import { REVISIONS, SCHEMA_ROLES, type Blast, type HostIssue, type Revision, type SchemaRole } from "./types.js";
import { digestOf, openValidator, type CompileCache, type ValidatorSession } from "./validators.js";
import { shareVerdicts, type HostVerdict, type SchemaReport, type SharedVerdicts } from "./verdicts.js";

export type { HostVerdict, SchemaReport } from "./verdicts.js";
import { wireFindings, type WireFinding } from "./wire/check.js";
import { scanMcpHeaders, type McpHeaderFinding } from "./wire/mcp-header.js";
import { entryName, readEntries, unreadableIssues, type EntryRead } from "./read-tools.js";
import { jsonDepth } from "./depth.js";

/** Options of {@link checkTools}. */
export interface CheckToolsOptions {
  /** Hosts to judge for, in report order; default every archetype ({@link ARCHETYPES}). */
  readonly hosts?: readonly ArchetypeId[];
  /** The negotiated MCP revision; default `"2025-11-25"`. A host that does not speak it is judged at its latest. */
  readonly revision?: Revision;
  /**
   * The transport the host reaches the server over; default `"http"`. Only the `x-mcp-header` rules depend on it (a
   * 2.x client drops a tool with a refused declaration over Streamable HTTP, not over stdio; wire/mcp-header.ts).
   */
  readonly transport?: Transport;
  /**
   * Compile outcomes to share with the caller's other checks (doctor judges a list, then each host's projection of
   * it: unchanged schemas are not compiled again, and their dialect-layer findings are not made again); default a new
   * cache per call. See {@link CompileCache}.
   */
  readonly compileCache?: CompileCache;
}

/** One tool: its schemas' verdicts, and verdicts on the tool as a whole (wire findings outside its schemas). */
export interface ToolReport {
  /** The tool's `name`, or `#<index>` when it has no string name. */
  readonly name: string;
  readonly schemas: readonly SchemaReport[];
  readonly hosts: readonly HostVerdict[];
}

/** What one host keeps of the server's tools. */
export interface HostSummary {
  /** Tools the host keeps (0 when it loses the list). */
  readonly toolsKept: number;
  /** Tools dropped one by one (blast `tool`), and for a product those past a tool-count cap it trips. */
  readonly toolsLost: number;
  /** The whole list is lost (blast `list`: the client's `tools/list` call throws). */
  readonly listLost: boolean;
  /** Every model request fails while these tools are advertised (blast `requests`). */
  readonly requestsFail: boolean;
  /** Server-wide findings (paths into the `tools/list` result). */
  readonly issues: readonly HostIssue[];
  /**
   * Products only: the server-wide findings of contested facts that do not count (evidence level `reported`), each
   * marked `contested`; absent when none.
   */
  readonly atRisk?: readonly HostIssue[];
}

/** The result of {@link checkTools}. */
export interface ToolsReport {
  readonly revision: Revision;
  readonly hosts: readonly ArchetypeId[];
  readonly tools: readonly ToolReport[];
  readonly summary: { readonly hosts: Readonly<Record<string, HostSummary>> };
}

const ROLES = SCHEMA_ROLES;

/**
 * Judges a `tools/list` result (`{ tools: Tool[] }`, MCP `ListToolsResult`) for each host:
 * - `wire`: each tool against the `Tool` definition of the revision the host speaks (schema.json; see wire/check.ts),
 *   for hosts that parse `tools/list` (the SDK clients: one refusal loses the list, blast `list`), less what the
 *   client's own parser tolerates (archetypes.ts);
 * - `dialect`: each schema against its own dialect (meta.ts), priced by the host that receives and compiles it;
 * - `host`: the real validator of validator hosts (validators.ts: `mcp-sdk-v1-client` compiles every outputSchema
 *   inside `listTools()`, so a failure is `list`; 2.x clients compile lazily, `result`), the rules of model APIs
 *   (`requests`), draft-07 readings of later dialects (`misread`);
 * - `wire` too, for a client that reads `x-mcp-header` (`WireReading.mcpHeaders`) at the revision it speaks and over
 *   `options.transport`: each refused declaration of an `inputSchema` (wire/mcp-header.ts), `mcp-header-invalid`.
 * A host never judges a schema outside its scope (model APIs never see output schemas; SDK clients compile no input
 * schema). Reads `listToolsResult` once through `readSchema` of `@mcp-wire/dialect` (throwing getters, Proxies,
 * cycles, non-JSON values become a `not-a-tool-list` summary issue); a list whose tools nest past that read is read
 * again entry by entry up to `MAX_TOOL_JSON_DEPTH` (read-tools.ts), and a schema deeper than a 2.x client's parser
 * takes is `parse-overflow` (`parserMaxJsonDepth`, blast `list`); never mutates it; bounded by its size.
 * @returns {@link ToolsReport}: `tools[i].schemas[j].hosts[k]`, `tools[i].hosts[k]`, `summary.hosts[id]`. Frozen and
 *   shared (verdicts.ts): each verdict `{ host, status, blast, issues }` with its `issues` array and each issue, each
 *   `tools[i].schemas[j]` (`{ role, hosts }` and its `hosts` array) and each `tools[i].hosts` array; equal ones are one
 *   object within the report, and a passing verdict (no issues) is one object per host across every call. Not frozen,
 *   and the caller's own: the report, `hosts`, `tools`, each `tools[i]` and its `schemas` array, and `summary` with its
 *   entries. Copy a shared part before changing it.
 * @throws HostsError (`code: "invalid-option"`) when `options.hosts` names an unknown host or `options.revision` an
 *   unknown revision, or `options.transport` is not `"stdio"` or `"http"`
 */
export function checkTools(listToolsResult: unknown, options: CheckToolsOptions = {}): ToolsReport {
  const given = ownOptions(options);
  const hosts = given.hosts ?? ARCHETYPES;
  const revision = given.revision ?? "2025-11-25";
  const transport = given.transport ?? "http";
  checkOptions(hosts, revision, transport);
  const read = readSchema(listToolsResult);
  const entries = read.value !== undefined ? wholeEntries(read.value) : readEntries(listed(listToolsResult), read.issues.map(underTools));
  if (entries === undefined) {
    const why = read.value === undefined ? (read.issues[0]?.message ?? "unreadable") : "no tools array";
    const lost = (profile: ArchetypeProfile): HostSummary => ({
      toolsKept: 0, toolsLost: 0, listLost: profile.wire !== undefined, requestsFail: false,
      issues: [hostIssue(read.issues[0]?.path ?? "", "not-a-tool-list", "wire", profile.wire === undefined ? "none" : profile.wire.blast, `not a tools/list result: ${why}`)],
    });
    return { revision, hosts, tools: [], summary: { hosts: Object.fromEntries(hosts.map((host) => [host, lost(ARCHETYPE_PROFILES[host])])) } };
  }
  const check = toolChecker(hosts, revision, transport, options.compileCache);
  const reports = entries.map((entry, index) => check(entry, index, () => entryName(listed(listToolsResult), index)));
  const summary: Record<string, HostSummary> = {};
  for (const [k, host] of hosts.entries()) summary[host] = summarize(reports, k);
  return { revision, hosts, tools: reports, summary: { hosts: summary } };
}

/**
 * Judges one entry of a read tool list for `hosts` (what `checkTools` does per tool), with one validator session per
 * validator host for the whole list: call it on the entries in list order (a schema with a `$id` leaves its `$id` in
 * the engine for the schemas after it, as in a real client).
 * @param compileCache - compile outcomes shared with other checks (`CheckToolsOptions.compileCache`); default a new one
 * @returns `(entry, index, name)`: the entry's {@link ToolReport}, `name` asked only for an entry that could not be
 *   read (its `name` as received, if any); never throws
 * @throws HostsError (`code: "invalid-option"`, path `/hosts/<i>`, `/revision` or `/transport`) as `checkTools` does
 */
export function toolChecker(hosts: readonly ArchetypeId[], revision: Revision, transport: Transport, compileCache: CompileCache = new Map()): (entry: EntryRead, index: number, name: () => string | undefined) => ToolReport {
  checkOptions(hosts, revision, transport);
  const sessions = new Map<ArchetypeId, ValidatorSession>();
  for (const host of hosts) {
    const validator = ARCHETYPE_PROFILES[host].validator;
    if (validator !== undefined) sessions.set(host, openValidator(validator.kind, compileCache));
  }
  const shared = shareVerdicts();
  let texts = DIALECT.get(compileCache);
  if (texts === undefined) DIALECT.set(compileCache, (texts = new Map()));
  const byText = texts;
  // one findings array per JSON text (by digest) and per snapshot object (`dialectFindingsOf`, which the products'
  // `dialect-finding` rules read for the same snapshot)
  const dialect = (schema: JsonSchema): DialectFinding[] => {
    if (typeof schema !== "object") return dialectFindings(schema);
    const digest = digestOf(schema);
    const known = byText.get(digest);
    const found = dialectFindingsOf(schema, known);
    if (known === undefined) byText.set(digest, found);
    return found;
  };
  return (entry, index, name) => (entry.value === undefined ? unreadableTool(entry.issues, name() ?? `#${index}`, hosts, shared) : checkTool(entry.value, index, hosts, revision, transport, sessions, dialect, shared));
}

/**
 * The dialect layer's findings per compile cache (so per caller's check: doctor judges a list and each host's
 * projection of it, which share most schemas) and the digest of schema text (`digestOf`): they depend on the text alone (`dialectFindings`).
 */
const DIALECT = new WeakMap<CompileCache, Map<string, DialectFinding[]>>();

/** The entries of a snapshot's `tools` array, or `undefined` when it has none. */
function wholeEntries(value: JsonValue): EntryRead[] | undefined {
  const tools = isJsonObject(value) ? own(value, "tools") : undefined;
  return Array.isArray(tools) ? tools.map((tool) => ({ value: tool, issues: [] })) : undefined;
}

/** The `tools` member of a `tools/list` result as given (only read after a snapshot has read it once); never throws. */
function listed(listToolsResult: unknown): unknown {
  try {
    return typeof listToolsResult === "object" && listToolsResult !== null ? (listToolsResult as { tools?: unknown }).tools : undefined;
  } catch {
    return undefined;
  }
}

/** A snapshot issue of the result with its path into the `tools` array (`/tools/3/x` → `/3/x`); any other path stops the entry-wise read. */
function underTools(found: { readonly path: string; readonly code: string }): { path: string; code: string } {
  return { path: found.path.startsWith("/tools/") ? found.path.slice("/tools".length) : "", code: found.code };
}

/**
 * A tool that cannot be read (nested past the reading limit, cyclic, not JSON): tool-wide verdicts at the path where
 * reading stopped (into the tool), by what that nesting does to each host (`unreadableIssues`).
 */
function unreadableTool(issues: EntryRead["issues"], name: string, hosts: readonly ArchetypeId[], shared: SharedVerdicts): ToolReport {
  return { name, schemas: [], hosts: shared.row(undefined, hosts.map((host) => shared.verdict(host, unreadableIssues(issues, ARCHETYPE_PROFILES[host])))) };
}

const TRANSPORTS: readonly Transport[] = ["stdio", "http"];

function checkOptions(hosts: unknown, revision: unknown, transport: unknown): void {
  const issues: SchemaIssue<"invalid-option">[] = [];
  if (!Array.isArray(hosts)) issues.push(makeIssue("/hosts", "invalid-option", `hosts must be an array of ${ARCHETYPES.join(", ")}`));
  else for (const [i, host] of hosts.entries()) if (!(ARCHETYPES as readonly unknown[]).includes(host)) issues.push(makeIssue(`/hosts/${i}`, "invalid-option", `unknown host (known: ${ARCHETYPES.join(", ")})`));
  if (!(REVISIONS as readonly unknown[]).includes(revision)) issues.push(makeIssue("/revision", "invalid-option", `revision must be one of ${REVISIONS.join(", ")}`));
  if (!(TRANSPORTS as readonly unknown[]).includes(transport)) issues.push(makeIssue("/transport", "invalid-option", `transport must be one of ${TRANSPORTS.join(", ")}`));
  if (issues.length > 0) throw new HostsError(issues);
}

function checkTool(tool: JsonValue, index: number, hosts: readonly ArchetypeId[], revision: Revision, transport: Transport, sessions: ReadonlyMap<ArchetypeId, ValidatorSession>, dialect: (schema: JsonSchema) => DialectFinding[], shared: SharedVerdicts): ToolReport {
  const object: JsonObject | undefined = isJsonObject(tool) ? tool : undefined;
  const nameValue = object === undefined ? undefined : own(object, "name");
  const name = typeof nameValue === "string" ? nameValue : `#${index}`;
  const wireByRevision = new Map<Revision, WireFinding[]>();
  const wireOf = (reading: WireReading): WireFinding[] => {
    const spoken = reading.speaks.includes(revision) ? revision : reading.speaks[reading.speaks.length - 1] ?? revision;
    let found = wireByRevision.get(spoken);
    if (found === undefined) wireByRevision.set(spoken, (found = wireFindings(tool, spoken)));
    return found.filter((finding) => !tolerated(reading.tolerates, spoken, tool, finding));
  };
  const spokenBy = (reading: WireReading): Revision => (reading.speaks.includes(revision) ? revision : reading.speaks[reading.speaks.length - 1] ?? revision);
  let headerFindings: readonly McpHeaderFinding[] | undefined;
  const headersOf = (reading: WireReading, schema: JsonValue): readonly McpHeaderFinding[] => {
    const rule = reading.mcpHeaders;
    if (rule === undefined || !rule.revisions.includes(spokenBy(reading)) || !rule.transports.includes(transport)) return [];
    return (headerFindings ??= scanMcpHeaders(schema).findings);
  };
  const roles = ROLES.filter((role) => object !== undefined && Object.hasOwn(object, role));
  const findings = new Map<SchemaRole, DialectFinding[]>();
  const dialectOf = (role: SchemaRole, schema: JsonValue): DialectFinding[] => {
    let found = findings.get(role);
    if (found === undefined && isSchema(schema)) findings.set(role, (found = dialect(schema)));
    return found ?? [];
  };
  const depths = new Map<SchemaRole, number>();
  const depthOf = (role: SchemaRole, schema: JsonValue): number => {
    let found = depths.get(role);
    if (found === undefined) depths.set(role, (found = jsonDepth(schema)));
    return found;
  };
  const schemas = roles.map((role): SchemaReport => {
    const schema = own(object as JsonObject, role) as JsonValue;
    return shared.row(
      role,
      hosts.map((host) => {
        const profile = ARCHETYPE_PROFILES[host];
        const issues: HostIssue[] = [];
        if (profile.wire !== undefined) {
          for (const finding of wireOf(profile.wire)) {
            const inner = relative(finding.path, role);
            if (inner !== undefined) issues.push(hostIssue(inner, "wire-invalid", "wire", profile.wire.blast, finding.message));
          }
          if (role === "inputSchema") {
            const blast = profile.wire.mcpHeaders?.blast ?? "none";
            for (const finding of headersOf(profile.wire, schema)) issues.push(hostIssue(finding.path, "mcp-header-invalid", "wire", blast, finding.message, profile.sources[0]));
          }
          const limit = profile.wire.parserMaxJsonDepth;
          if (limit !== undefined && depthOf(role, schema) > limit) {
            issues.push(hostIssue("", "parse-overflow", "wire", profile.wire.blast, `the ${role} nests ${depthOf(role, schema)} JSON levels deep, past the ${limit} that the tools/list parser of ${host} takes: it overflows its stack`, profile.sources[0]));
          }
        }
        if (isSchema(schema) && inScope(profile.compiles, role)) {
          if (profile.validator !== undefined) {
            issues.push(...validatorIssues(profile.validator, sessions.get(host) as ValidatorSession, schema, () => dialectOf(role, schema), profile.sources[0]));
          } else if (profile.rules !== undefined) {
            issues.push(...ruleIssues(profile, profile.rules, role, schema, dialectOf(role, schema)));
          }
        }
        return shared.verdict(host, issues);
      }),
    );
  });
  const toolHosts = hosts.map((host) => {
    const { wire, rules } = ARCHETYPE_PROFILES[host];
    const issues = wire === undefined ? [] : wireOf(wire).filter((finding) => ROLES.every((role) => relative(finding.path, role) === undefined)).map((finding) => hostIssue(finding.path, "wire-invalid", "wire", wire.blast, finding.message));
    const names = rules?.toolNames;
    if (rules !== undefined && names !== undefined && typeof nameValue === "string" && !new RegExp(names.pattern, "u").test(nameValue)) {
      issues.push(hostIssue("/name", "tool-name", "host", rules.blast, `/name: ${host} refuses tool names outside ${names.pattern}`, names.source));
    }
    return shared.verdict(host, issues);
  });
  return { name, schemas, hosts: shared.row(undefined, toolHosts) };
}

/** A tool path relative to one of its schemas (`/inputSchema/required` → `/required`), else `undefined`. */
function relative(path: string, role: SchemaRole): string | undefined {
  const prefix = `/${role}`;
  if (path === prefix) return "";
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : undefined;
}

/**
 * Whether one of `tolerates` (a client parser's own tolerances, `WireTolerance` in archetypes.ts) lets `finding` (a
 * wire finding on `tool` at `revision`) pass: the revision listed, the finding's tool path matched, the value there of
 * a tolerated JSON kind.
 * @param tolerates - the tolerances of one archetype's `wire` reading (`ARCHETYPE_PROFILES[id].wire.tolerates`)
 * @param revision - the revision the list was read at
 * @param tool - the tool as JSON; `finding` - one `wireFindings` finding on it (its `path` into the tool)
 * @returns `true` when the client's parser lets it pass; never throws
 * Source: the parsers the tolerances record (e.g. npm:@modelcontextprotocol/client@2.4.0 reading a boolean property schema).
 */
export function tolerated(tolerates: readonly WireTolerance[], revision: Revision, tool: JsonValue, finding: WireFinding): boolean {
  return tolerates.some((tolerance) => tolerance.revisions.includes(revision) && tolerance.path.test(finding.path) && (tolerance.kinds as readonly (JsonKind | undefined)[]).includes(kindAt(tool, finding.path)));
}

function kindAt(tool: JsonValue, path: string): JsonKind | undefined {
  const found = resolveTokens(tool, parsePointer(path) ?? []);
  if (!found.found) return undefined;
  const node = found.value;
  if (node === null) return "null";
  return Array.isArray(node) ? "array" : (typeof node as JsonKind);
}

function summarize(reports: readonly ToolReport[], k: number): HostSummary {
  return summaryOf(reports, (report) => [report.hosts[k], ...report.schemas.map((schema) => schema.hosts[k])].map((found) => found?.blast ?? "none"), []);
}

/**
 * What one host keeps of a list: a tool is lost when one of its blasts (`blastsOf(tool)`: each verdict's worst for an
 * archetype, each finding's for a product) is `tool`; the list is lost (nothing kept, nothing counted lost) when one
 * blast or a server-wide issue is `list`; every request fails when one is `requests`.
 * @param tools - one entry per tool, in list order; `server` - the server-wide findings, returned as `issues`
 * @returns the host's {@link HostSummary}
 */
export function summaryOf<T>(tools: readonly T[], blastsOf: (tool: T) => readonly Blast[], server: readonly HostIssue[]): HostSummary {
  let toolsLost = 0;
  let listLost = server.some((issue) => issue.blast === "list");
  let requestsFail = server.some((issue) => issue.blast === "requests");
  for (const tool of tools) {
    const blasts = blastsOf(tool);
    if (blasts.includes("list")) listLost = true;
    if (blasts.includes("requests")) requestsFail = true;
    if (blasts.includes("tool")) toolsLost++;
  }
  return { toolsKept: listLost ? 0 : tools.length - toolsLost, toolsLost: listLost ? 0 : toolsLost, listLost, requestsFail, issues: server };
}
