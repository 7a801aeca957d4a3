/**
 * What one host — a product or an archetype — finds in a whole `tools/list`, per tool schema, per tool and for the
 * server: archetypes straight from `checkTools`; products composed from the archetypes their record embeds per
 * schema role, their `tools/list` parse (the wire layer at the negotiated revision) and their own rules
 * (`evaluateProduct`); a rule that records the product filtering a tool out pre-empts the findings of the archetypes
 * it names on that tool (`ProductRule.preempts`: they never see it). The one composition doctor's verdicts and the projections share.
 */
import { ARCHETYPES, type ArchetypeId, type Transport, type WireTolerance } from "../archetypes.js";
import { checkTools, summaryOf, toolChecker, tolerated, type HostSummary, type ToolReport } from "../check-tools.js";
import type { CompileCache } from "../validators.js";
import { hostIssue, worse } from "../issues.js";
import { PRODUCTS } from "../products/catalog/index.js";
import { countFindings, entryFindings, evaluateProduct, productRules, type SchemaFindings, type ToolFindings } from "../products/evaluate.js";
import { markContested, selectFacts, type FactSelection } from "../products/facts.js";
import { PRODUCT_IDS, type ArchetypeUse, type EvidenceLevel, type ProductId } from "../products/types.js";
import { judgedVersion } from "../products/versions.js";
import type { Blast, HostIssue, Revision, SchemaRole, Source } from "../types.js";
import { wireFindings } from "../wire/check.js";
import { readEntries, UNREADABLE_CODES, type EntryRead } from "../read-tools.js";
import { readJson, type JsonValue } from "@mcp-wire/dialect";

/** A host findings can be made for: a product host or an archetype host. */
export type HostTarget = ProductId | ArchetypeId;
/** Every {@link HostTarget}: the products first, then the archetypes. */
export const HOST_TARGETS: readonly HostTarget[] = Object.freeze([...PRODUCT_IDS, ...ARCHETYPES]);
/** Whether `value` is one of {@link HOST_TARGETS}. */
export const isHostTarget = (value: unknown): value is HostTarget => (HOST_TARGETS as readonly unknown[]).includes(value);
/** Whether `host` is a product host. */
export const isProductHost = (host: HostTarget): host is ProductId => (PRODUCT_IDS as readonly string[]).includes(host);

/** Findings per schema role present on a tool (paths into that schema), and tool-wide (paths into the tool). */
export interface RoleFindings {
  readonly schemas: Readonly<Partial<Record<SchemaRole, readonly HostIssue[]>>>;
  readonly tool: readonly HostIssue[];
}

/**
 * One tool's findings for one host ({@link RoleFindings}), and `atRisk`: the findings of the product's contested
 * facts that do not count (evidence level `reported`), in the same shape, each marked `contested`; absent when none.
 */
export interface ToolFindingsByRole extends RoleFindings {
  readonly atRisk?: RoleFindings;
}

/** What {@link hostFindings} returns: `tools[i]` for the list's entry `i`, `summary` what the host keeps. */
export interface HostFindings {
  readonly host: HostTarget;
  readonly tools: readonly ToolFindingsByRole[];
  readonly summary: HostSummary;
}

/** Options of {@link hostFindings}. */
export interface HostFindingsOptions {
  /**
   * The version to judge each product host at (`judgedVersion`: `2.1.206`, `latest`, `*` for every recorded
   * version): only the facts whose recorded versions hold for it apply (`holdsFor`) — its own rules, its
   * `tools/list` parse and the archetypes it embeds. A product without one: its current release.
   */
  readonly versions?: Readonly<Partial<Record<ProductId, string>>>;
  /** Which facts count (`EvidenceLevel`); default `reported`: contested facts are only reported `atRisk`. */
  readonly evidence?: EvidenceLevel;
  /** Compile outcomes shared with other `checkTools` calls of the caller (see `CheckToolsOptions.compileCache`). */
  readonly compileCache?: CompileCache;
  /**
   * The transport the hosts reach the server over (`CheckToolsOptions.transport`); default `"http"`. Only the
   * `x-mcp-header` rules depend on it: over `"stdio"` a 2.x client keeps a tool whose declaration it would refuse.
   */
  readonly transport?: Transport;
}

const ROLES: readonly SchemaRole[] = ["inputSchema", "outputSchema"];

/** A path inside one of a tool's schemas (`/inputSchema/required` → `/required`), else `undefined`. */
function inside(path: string, role: SchemaRole): string | undefined {
  if (path === `/${role}`) return "";
  return path.startsWith(`/${role}/`) ? path.slice(role.length + 1) : undefined;
}

/** No findings: a tool without any. */
export const NO_FINDINGS: ToolFindingsByRole = Object.freeze({ schemas: {}, tool: [] });

/**
 * A tool's findings against the revision's `Tool` definition (`wireFindings`), as `wire-invalid` issues of blast
 * `loses`: per schema role (paths into that schema) and tool-wide (paths into the tool, e.g. its name).
 * @param tool - one `tools` entry as received (any JSON value)
 * @param revision - the negotiated MCP revision, whose schema.json `Tool` definition is the reference
 * @param loses - the blast of a refusal: what a client that parses the list with that definition loses
 * @param source - the public report the blast rests on, when a product record gives one
 * @param tolerates - where the client's own parser accepts what the definition refuses (`WireParse.tolerates`)
 * @returns {@link ToolFindingsByRole}; never throws
 */
export function wireByRole(tool: JsonValue, revision: Revision, loses: Blast, source?: Source, tolerates: readonly WireTolerance[] = []): ToolFindingsByRole {
  const found = wireFindings(tool, revision).filter((finding) => !tolerated(tolerates, revision, tool, finding)).map((finding) => hostIssue(finding.path, "wire-invalid", "wire", loses, finding.message, source));
  const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
  for (const role of ROLES) {
    schemas[role] = found.flatMap((issue) => {
      const path = inside(issue.path, role);
      return path === undefined ? [] : [{ ...issue, path }];
    });
  }
  return { schemas, tool: found.filter((issue) => ROLES.every((role) => inside(issue.path, role) === undefined)) };
}

/** The archetypes `hosts` need judged by `checkTools`: each archetype named, and each one a named product embeds. */
function archetypesOf(hosts: readonly HostTarget[]): ArchetypeId[] {
  const named = hosts.flatMap((host) => (isProductHost(host) ? PRODUCTS[host].archetypes.map((use) => use.archetype) : [host]));
  return ARCHETYPES.filter((id) => named.includes(id));
}

/**
 * The entries of a tool list read once (`readJson`, then entry by entry when its tools nest past that read:
 * `readEntries`), or `undefined` when it is not a readable array.
 * @param tools - `ListToolsResult.tools` as received (any value); never mutated
 * @returns one {@link EntryRead} per entry, in list order; never throws
 */
export function readList(tools: unknown): EntryRead[] | undefined {
  const read = readJson(tools);
  if (read.value === undefined) return readEntries(tools, read.issues);
  return Array.isArray(read.value) ? read.value.map((value): EntryRead => ({ value, issues: [] })) : undefined;
}

/**
 * Judges the entries of one read tool list for `hosts`, one at a time: {@link ListJudge.entry} gives each host's
 * findings on one entry, {@link listFindings} composes them into each host's findings on the list.
 */
export interface ListJudge {
  /**
   * Each host's findings on entry `index` (`hosts` order), before any tool-count cap; `received()` is the entry as
   * received, asked only for an entry that could not be read. One judge per pass over a list, called in list order
   * (its validator sessions keep what a schema's `$id` leaves in the engine, as a client's do).
   */
  entry(entry: EntryRead, index: number, received: () => unknown): ToolFindingsByRole[];
}

/**
 * A {@link ListJudge} for `hosts` at `revision`, with one validator session per validator archetype they need.
 * @param options - {@link HostFindingsOptions}: product versions, evidence, a shared compile cache, the transport
 */
export function listJudge(hosts: readonly HostTarget[], revision: Revision, options: HostFindingsOptions = {}): ListJudge {
  const { versions = {}, compileCache, evidence = "reported", transport = "http" } = options;
  const archetypes = archetypesOf(hosts);
  const check = toolChecker(archetypes, revision, transport, compileCache);
  const judges = hosts.map((host) => (isProductHost(host) ? productJudge(host, archetypes, revision, { at: judgedVersion(PRODUCTS[host], versions[host]), evidence }) : archetypeJudge(archetypes.indexOf(host))));
  const unnamed = (): undefined => undefined;
  return {
    entry(entry, index, received) {
      const report = check(entry, index, unnamed);
      return judges.map((judge) => judge(report, entry, index, received));
    },
  };
}

type EntryJudge = (report: ToolReport, entry: EntryRead, index: number, received: () => unknown) => ToolFindingsByRole;

/** Findings without any, one frozen object per set of schema roles present (a list of clean tools shares them). */
const CLEAN = new Map<string, ToolFindingsByRole>();
const NONE: readonly HostIssue[] = Object.freeze([]);

/** `found`, or the shared {@link CLEAN} findings of the same roles when it has no finding at all. */
function interned(found: ToolFindingsByRole): ToolFindingsByRole {
  if (found.atRisk !== undefined || toolIssues(found).length > 0) return found;
  const roles = Object.keys(found.schemas);
  const key = roles.join(" ");
  let clean = CLEAN.get(key);
  if (clean === undefined) CLEAN.set(key, (clean = Object.freeze({ schemas: Object.freeze(Object.fromEntries(roles.map((role) => [role, NONE]))), tool: NONE })));
  return clean;
}

function archetypeJudge(k: number): EntryJudge {
  return (report) => {
    const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    for (const schema of report.schemas) schemas[schema.role] = schema.hosts[k]?.issues ?? [];
    return interned({ schemas, tool: report.hosts[k]?.issues ?? [] });
  };
}

/**
 * What a tool nested past the depth mcp-wire reads costs the archetypes a product embeds: each archetype's tool-wide
 * finding of that kind whose path lies in a schema role the product embeds it for (a parser that overflows on the
 * inputSchema loses the list of a product that parses its lists with it).
 */
function depthCosts(tool: ToolReport, archetypes: readonly ArchetypeId[], uses: readonly ArchetypeUse[]): HostIssue[] {
  return ROLES.flatMap((role) =>
    uses
      .filter((use) => use.role === role)
      .flatMap((use) =>
        (tool.hosts[archetypes.indexOf(use.archetype)]?.issues ?? []).filter((issue) => UNREADABLE_CODES.has(issue.code) && inside(issue.path, role) !== undefined).map((issue) => markContested(issue, use)),
      ),
  );
}

/** The findings on one schema of the archetypes in `uses` that embed for `role` and are not pre-empted, each marked when its use is contested. */
function embeddedIssues(schema: ToolReport["schemas"][number], archetypes: readonly ArchetypeId[], uses: readonly ArchetypeUse[], preempted: ReadonlySet<ArchetypeId>): HostIssue[] {
  return uses
    .filter((use) => use.role === schema.role && !preempted.has(use.archetype))
    .flatMap((use) => (schema.hosts[archetypes.indexOf(use.archetype)]?.issues ?? []).map((issue) => markContested(issue, use)));
}

/** `findings` with every issue marked as a finding of the contested `fact`. */
function marked(findings: ToolFindingsByRole, fact: Parameters<typeof markContested>[1]): RoleFindings {
  const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
  for (const role of ROLES) if (findings.schemas[role] !== undefined) schemas[role] = (findings.schemas[role] ?? []).map((issue) => markContested(issue, fact));
  return { schemas, tool: findings.tool.map((issue) => markContested(issue, fact)) };
}

function productJudge(product: ProductId, archetypes: readonly ArchetypeId[], revision: Revision, selection: FactSelection): EntryJudge {
  const record = PRODUCTS[product];
  const rules = productRules(product, { version: selection.at.version, evidence: selection.evidence });
  const uses = selectFacts(record.archetypes, selection);
  const wires = selectFacts(record.wire === undefined ? [] : [record.wire], selection);
  const unnamed = (): undefined => undefined;
  return (tool, entry, i, received) => {
    const value = entry.value ?? (received() as JsonValue);
    const wireOf = (wire: (typeof wires.counted)[number] | undefined): RoleFindings =>
      wire === undefined ? NO_FINDINGS : marked(wireByRole(value, revision, wire.loses, wire.sources[0], wire.tolerates), wire);
    const own = entryFindings(entry, i, unnamed, rules.counted);
    // the contested rules judge what was read whole: an entry that could not be read is left to the counted ones
    const ownAtRisk = rules.atRisk === undefined ? undefined : entryFindings({ value: entry.value ?? null, issues: [] }, i, unnamed, rules.atRisk);
    const wired = wireOf(wires.counted[0]);
    const risky = wireOf(wires.atRisk[0]);
    const preempted = new Set(own.schemas.flatMap((found) => found.preempts ?? []));
    const ruleIssues = (entries: readonly SchemaFindings[], role: SchemaRole) => entries.filter((found) => found.role === role).flatMap((found) => found.issues);
    const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    const riskySchemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    for (const schema of tool.schemas) {
      const role = schema.role;
      schemas[role] = [...(wired.schemas[role] ?? []), ...embeddedIssues(schema, archetypes, uses.counted, preempted), ...ruleIssues(own.schemas, role)];
      const atRisk = [...(risky.schemas[role] ?? []), ...embeddedIssues(schema, archetypes, uses.atRisk, preempted), ...ruleIssues(ownAtRisk?.schemas ?? [], role)];
      if (atRisk.length > 0) riskySchemas[role] = atRisk;
    }
    const toolIssuesOf = (entries: readonly ToolFindings[]) => entries.flatMap((found) => found.issues);
    const toolWide = [...wired.tool, ...(tool.schemas.length === 0 ? depthCosts(tool, archetypes, uses.counted) : []), ...toolIssuesOf(own.tools)];
    const riskyTool = [...risky.tool, ...(tool.schemas.length === 0 ? depthCosts(tool, archetypes, uses.atRisk) : []), ...toolIssuesOf(ownAtRisk?.tools ?? [])];
    const atRisk = Object.keys(riskySchemas).length > 0 || riskyTool.length > 0 ? { schemas: riskySchemas, tool: riskyTool } : undefined;
    return interned(atRisk === undefined ? { schemas, tool: toolWide } : { schemas, tool: toolWide, atRisk });
  };
}

/**
 * Each host's findings on a whole list from its findings on each entry: `found[k][i]` host `k`'s on entry `i`
 * ({@link ListJudge.entry}); a product's tool-count rules judge the list's length (a cap they set is applied) and
 * give its server-wide issues; each host's summary says what it keeps.
 * @param hosts - the hosts of the judge, in its order; `options` - the judge's {@link HostFindingsOptions}
 * @returns one {@link HostFindings} per host, in `hosts` order
 */
export function listFindings(hosts: readonly HostTarget[], found: readonly (readonly ToolFindingsByRole[])[], options: HostFindingsOptions = {}): HostFindings[] {
  const { versions = {}, evidence = "reported" } = options;
  return hosts.map((host, k): HostFindings => {
    const tools = found[k] ?? [];
    if (!isProductHost(host)) return { host, tools, summary: summaryOf(tools, verdictBlasts, []) };
    const rules = productRules(host, { version: judgedVersion(PRODUCTS[host], versions[host]).version, evidence });
    const own = countFindings(tools.length, rules.counted);
    const offered = own.cap === undefined ? tools : capped(tools, own.cap.max, own.cap.issue);
    const summary = summaryOf(offered, (tool) => toolIssues(tool).map((issue) => issue.blast), own.server);
    const serverAtRisk = rules.atRisk === undefined ? [] : countFindings(tools.length, rules.atRisk).server;
    return { host, tools: offered, summary: serverAtRisk.length === 0 ? summary : { ...summary, atRisk: serverAtRisk } };
  });
}

/** The worst blast of each verdict an archetype's findings on one tool come from (one per schema, one tool-wide). */
function verdictBlasts(tool: ToolFindingsByRole): Blast[] {
  return [worstBlast(tool.tool), ...ROLES.flatMap((role) => (tool.schemas[role] === undefined ? [] : [worstBlast(tool.schemas[role] ?? [])]))];
}

/**
 * The findings of each of `hosts` on `tools`, read once and judged entry by entry for every archetype they need.
 * @param tools - `ListToolsResult.tools` as received (any values; read through guarded snapshots, never mutated)
 * @param hosts - the hosts, in the order returned
 * @param revision - the negotiated MCP revision
 * @param options - {@link HostFindingsOptions}: product versions, a shared compile cache, the transport
 * @returns one {@link HostFindings} per host, in `hosts` order; never throws for any `tools`
 */
export function hostFindings(tools: readonly unknown[], hosts: readonly HostTarget[], revision: Revision, options: HostFindingsOptions = {}): HostFindings[] {
  const entries = readList(tools);
  if (entries === undefined) return unreadList(tools, hosts, revision, options);
  const judge = listJudge(hosts, revision, options);
  const found = hosts.map((): ToolFindingsByRole[] => []);
  entries.forEach((entry, index) => judge.entry(entry, index, () => tools[index]).forEach((findings, k) => found[k]?.push(findings)));
  return listFindings(hosts, found, options);
}

/** Each host's findings on a list that is not a readable array: nothing per tool, the reading's issue server-wide. */
function unreadList(tools: unknown, hosts: readonly HostTarget[], revision: Revision, options: HostFindingsOptions): HostFindings[] {
  const { versions = {}, evidence = "reported", transport = "http" } = options;
  const report = checkTools({ tools }, { hosts: archetypesOf(hosts), revision, transport });
  return hosts.map((host): HostFindings => {
    if (!isProductHost(host)) return { host, tools: [], summary: report.summary.hosts[host] as HostSummary };
    const own = evaluateProduct(tools, host, { version: judgedVersion(PRODUCTS[host], versions[host]).version, evidence });
    return { host, tools: [], summary: summaryOf([], () => [], own.server) };
  });
}

/**
 * A tool-count cap applied: of the tools the product would keep (no finding of blast `tool` or `list`), those after
 * the first `max` get the cap's issue tool-wide (blast `tool`: never offered), so each tool's verdict says it is lost.
 */
function capped(tools: readonly ToolFindingsByRole[], max: number, issue: HostIssue): ToolFindingsByRole[] {
  let offered = 0;
  return tools.map((tool) => {
    const lost = toolIssues(tool).some((found) => found.blast === "tool" || found.blast === "list");
    if (lost || ++offered <= max) return tool;
    return { ...tool, tool: [...tool.tool, issue] };
  });
}

/** The worst blast of `issues` (`none` when empty). */
export function worstBlast(issues: readonly { readonly blast: Blast }[]): Blast {
  return issues.reduce<Blast>((worst, issue) => worse(worst, issue.blast), "none");
}

/** Every finding about one tool for one host: its schemas' and its own. */
export function toolIssues(tool: ToolFindingsByRole): HostIssue[] {
  return [...ROLES.flatMap((role) => tool.schemas[role] ?? []), ...tool.tool];
}
