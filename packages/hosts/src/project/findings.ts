/**
 * What one host — a product or an archetype — finds in a whole `tools/list`, per tool schema, per tool and for the
 * server: archetypes straight from `checkTools`; products composed from the archetypes their record embeds per
 * schema role, their `tools/list` parse (the wire layer at the negotiated revision) and their own rules
 * (`evaluateProduct`); a rule that records the product filtering a tool out pre-empts the findings of the archetypes
 * it names on that tool (`ProductRule.preempts`: they never see it). The one composition doctor's verdicts and the projections share.
 */
import { ARCHETYPES, ARCHETYPE_PROFILES, type ArchetypeId, type Transport, type WireTolerance } from "../archetypes.js";
import { checkTools, tolerated, type HostSummary, type ToolsReport } from "../check-tools.js";
import type { CompileCache } from "../validators.js";
import { hostIssue, worse } from "../issues.js";
import { PRODUCTS } from "../products/catalog/index.js";
import { evaluateProduct, type ProductFindings } from "../products/evaluate.js";
import { markContested, selectFacts, type FactSelection } from "../products/facts.js";
import { PRODUCT_IDS, type ArchetypeUse, type EvidenceLevel, type ProductId, type ResultParse } from "../products/types.js";
import { judgedVersion } from "../products/versions.js";
import { compositionOf, MODEL_APIS, type ComposedHost, type Composition } from "../model-apis.js";
import type { Blast, HostIssue, Revision, SchemaRole, Source } from "../types.js";
import { wireFindings, type WireFinding } from "../wire/check.js";
import { resultFindings } from "../wire/results.js";
import { UNREADABLE_CODES } from "../read-tools.js";
import type { JsonValue } from "@mcp-wire/dialect";

/**
 * A host findings can be made for: a product host, an archetype host, or a product composed with the model API it
 * routes to (`cursor+gemini`: {@link ComposedHost}).
 */
export type HostTarget = ProductId | ArchetypeId | ComposedHost;
/** Every product and archetype {@link HostTarget}: the products first, then the archetypes (composed hosts are not listed). */
export const HOST_TARGETS: readonly HostTarget[] = Object.freeze([...PRODUCT_IDS, ...ARCHETYPES]);
/** Whether `value` is one of {@link HOST_TARGETS} or a {@link ComposedHost}. */
export const isHostTarget = (value: unknown): value is HostTarget => (HOST_TARGETS as readonly unknown[]).includes(value) || compositionOf(value) !== undefined;
/** Whether `host` is a product host. */
export const isProductHost = (host: HostTarget): host is ProductId => (PRODUCT_IDS as readonly string[]).includes(host);
/** The product a host judges: a product host itself, the product of `<product>+<model-api>`; `undefined` for an archetype. */
export const productOf = (host: HostTarget): ProductId | undefined => (isProductHost(host) ? host : compositionOf(host)?.product);

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
   * `tools/list` parse and the archetypes it embeds. A composed host takes its own entry, else its product's. A
   * product without one: its current release.
   */
  readonly versions?: Readonly<Partial<Record<ProductId | ComposedHost, string>>>;
  /** Which facts count (`EvidenceLevel`); default `reported`: contested facts are only reported `atRisk`. */
  readonly evidence?: EvidenceLevel;
  /** Compile outcomes shared with other `checkTools` calls of the caller (see `CheckToolsOptions.compileCache`). */
  readonly compileCache?: CompileCache;
  /**
   * The transport the hosts reach the server over (`CheckToolsOptions.transport`); default `"http"`. Only the
   * `x-mcp-header` rules depend on it: over `"stdio"` a 2.x client keeps a tool whose declaration it would refuse.
   */
  readonly transport?: Transport;
  /**
   * The raw `tools/list` results `tools` came from (every page, in order): their own members are judged at the
   * revision too (`resultFindings` of wire/results.ts: `resultType` at 2026-07-28, …). An archetype that parses
   * `tools/list` at that revision loses the list on any finding; a product only where a `results` fact
   * (`ResultParse`) holds at that revision and names the finding's path. Absent: results are not judged.
   */
  readonly pages?: readonly unknown[];
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
  const embedded = (product: ProductId): ArchetypeId[] => PRODUCTS[product].archetypes.map((use) => use.archetype);
  const named = hosts.flatMap((host): ArchetypeId[] => {
    const composed = compositionOf(host);
    if (composed !== undefined) return [...embedded(composed.product), composed.archetype];
    return isProductHost(host) ? embedded(host) : [host as ArchetypeId];
  });
  return ARCHETYPES.filter((id) => named.includes(id));
}

/**
 * The findings of each of `hosts` on `tools`, with one `checkTools` run for every archetype they need.
 * @param tools - `ListToolsResult.tools` as received (any values; read through guarded snapshots, never mutated)
 * @param hosts - the hosts, in the order returned
 * @param revision - the negotiated MCP revision
 * @param options - {@link HostFindingsOptions}: product versions, a shared compile cache, the transport
 * @returns one {@link HostFindings} per host, in `hosts` order; never throws for any `tools`
 */
export function hostFindings(tools: readonly unknown[], hosts: readonly HostTarget[], revision: Revision, options: HostFindingsOptions = {}): HostFindings[] {
  const { versions = {}, compileCache, evidence = "reported", transport = "http" } = options;
  const report = checkTools({ tools }, { hosts: archetypesOf(hosts), revision, transport, ...(compileCache === undefined ? {} : { compileCache }) });
  const selection = (product: ProductId, version: string | undefined): FactSelection => ({ at: judgedVersion(PRODUCTS[product], version), evidence, revision });
  const results = pageFindings(options.pages ?? [], revision);
  return hosts.map((host) => {
    const composed = compositionOf(host);
    if (composed !== undefined) return composedFindings(tools, host as ComposedHost, composed, report, selection(composed.product, versions[host as ComposedHost] ?? versions[composed.product]), results);
    return isProductHost(host) ? productFindings(tools, host, report, selection(host, versions[host]), results) : archetypeFindings(host as ArchetypeId, report, revision, results);
  });
}

/**
 * Product finding codes that say the product rewrites the keyword at the finding's path away before the model API
 * receives the schema (Zed's subset adapter removes `format`, renames `oneOf`, …): the model API's finding at that
 * very path never happens.
 */
const REWRITTEN_BEFORE_SENDING: ReadonlySet<string> = new Set(["keyword-lowered"]);
/**
 * Product finding codes that say the product writes a keyword in before the model API receives the schema: for a
 * rule whose matcher is `root-without` (`keyword` absent from an object root), the model API's finding at
 * `<finding path>/<keyword>` never happens (Kilo's `additionalProperties: false` on an object root answers strict
 * mode's `additionalProperties` there, lab:kilo@7.7.7#root-allof).
 */
const ADDED_BEFORE_SENDING: ReadonlySet<string> = new Set(["keyword-added"]);

/**
 * The paths at which the product's own rewrites, recorded as its findings `ours`, leave nothing for the model API to
 * find: a removed keyword's path, an added keyword's path (the rule of `product` the finding comes from, by code and
 * message). Pure.
 */
function rewrittenPaths(ours: readonly HostIssue[], product: ProductId): Set<string> {
  const added = new Map(PRODUCTS[product].rules.flatMap((rule) => (ADDED_BEFORE_SENDING.has(rule.code) && rule.refuses.kind === "root-without" ? [[`${rule.code}\u0000${rule.message}`, rule.refuses.keyword] as const] : [])));
  return new Set(
    ours.flatMap((issue) => {
      if (REWRITTEN_BEFORE_SENDING.has(issue.code)) return [issue.path];
      const keyword = added.get(`${issue.code}\u0000${issue.message}`);
      return keyword === undefined ? [] : [`${issue.path}/${keyword.replace(/~/g, "~0").replace(/\//g, "~1")}`];
    }),
  );
}
/** The archetypes of {@link MODEL_APIS}: what a product that embeds one routes to when no model API is named. */
const MODEL_API_ARCHETYPES: ReadonlySet<ArchetypeId> = new Set(Object.values(MODEL_APIS));

/**
 * A product composed with the model API it routes to: the product's findings, with its facts that hold only on some
 * model APIs (`Evidence.routes`) settled for this one and the model API it embeds (Claude Code's `anthropic-api`)
 * replaced by the one named, and the model-API archetype's findings (none on a tool the product
 * drops, none at a path the product rewrites away or writes the keyword in first: `rewrittenPaths`), per schema and per tool; the summary of the union (a tool is kept only when both
 * keep it).
 */
function composedFindings(tools: readonly unknown[], host: ComposedHost, composed: Composition, report: ToolsReport, selection: FactSelection, results: readonly PageFinding[]): HostFindings {
  const product = productFindings(tools, composed.product, report, { ...selection, route: composed.modelApi }, results);
  // a model API reads the tools the product sends it, never the tools/list result itself
  const api = archetypeFindings(composed.archetype, report, selection.revision ?? report.revision, []);
  const merged = product.tools.map((found, i): ToolFindingsByRole => {
    // a tool the product drops (or whose whole list it loses) never reaches the model API
    const dropped = toolIssues(found).some((issue) => issue.blast === "tool" || issue.blast === "list");
    const theirs = dropped ? NO_FINDINGS : (api.tools[i] ?? NO_FINDINGS);
    const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    for (const role of ROLES) {
      const ours = found.schemas[role];
      if (ours === undefined && theirs.schemas[role] === undefined) continue;
      const rewritten = rewrittenPaths(ours ?? [], composed.product);
      schemas[role] = [...(ours ?? []), ...(theirs.schemas[role] ?? []).filter((issue) => !rewritten.has(issue.path))];
    }
    const tool = [...found.tool, ...theirs.tool];
    return found.atRisk === undefined ? { schemas, tool } : { schemas, tool, atRisk: found.atRisk };
  });
  const summary = summarize(merged, [...product.summary.issues, ...api.summary.issues]);
  return { host, tools: merged, summary: product.summary.atRisk === undefined ? summary : { ...summary, atRisk: product.summary.atRisk } };
}

/** The findings of the `tools/list` results' own members at `revision`, paths into the result (`page` counted from 1). */
interface PageFinding {
  readonly page: number;
  readonly finding: WireFinding;
}

function pageFindings(pages: readonly unknown[], revision: Revision): PageFinding[] {
  return pages.flatMap((page, i) => resultFindings("tools/list", page, revision).map((finding) => ({ page: i + 1, finding })));
}

/** A page finding as a server issue of `blast` (the page named when past the first). */
function resultIssue(found: PageFinding, blast: Blast, source: Source | undefined): HostIssue {
  return hostIssue(found.finding.path, "wire-invalid", "wire", blast, found.page === 1 ? found.finding.message : `tools/list page ${found.page}: ${found.finding.message}`, source);
}

function archetypeFindings(host: ArchetypeId, report: ToolsReport, revision: Revision, results: readonly PageFinding[]): HostFindings {
  const k = report.hosts.indexOf(host);
  const tools = report.tools.map((tool): ToolFindingsByRole => {
    const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    for (const schema of tool.schemas) schemas[schema.role] = schema.hosts[k]?.issues ?? [];
    return { schemas, tool: tool.hosts[k]?.issues ?? [] };
  });
  const profile = ARCHETYPE_PROFILES[host];
  const wire = profile.wire;
  const parsed = wire !== undefined && wire.speaks.includes(revision) ? results.map((found) => resultIssue(found, wire.blast, profile.sources[0])) : [];
  return { host, tools, summary: withServerIssues(report.summary.hosts[host] as HostSummary, parsed) };
}

/** `summary` with server-wide `issues` added: a `list` one loses the list (nothing kept, nothing counted lost). */
function withServerIssues(summary: HostSummary, issues: readonly HostIssue[]): HostSummary {
  if (issues.length === 0) return summary;
  const listLost = summary.listLost || issues.some((issue) => issue.blast === "list");
  const requestsFail = summary.requestsFail || issues.some((issue) => issue.blast === "requests");
  return { ...summary, toolsKept: listLost ? 0 : summary.toolsKept, toolsLost: listLost ? 0 : summary.toolsLost, listLost, requestsFail, issues: [...summary.issues, ...issues] };
}

/**
 * What a tool nested past the depth mcp-wire reads costs the archetypes a product embeds: each archetype's tool-wide
 * finding of that kind whose path lies in a schema role the product embeds it for (a parser that overflows on the
 * inputSchema loses the list of a product that parses its lists with it).
 */
function depthCosts(tool: ToolsReport["tools"][number], report: ToolsReport, uses: readonly ArchetypeUse[]): HostIssue[] {
  return ROLES.flatMap((role) =>
    uses
      .filter((use) => use.role === role)
      .flatMap((use) =>
        (tool.hosts[report.hosts.indexOf(use.archetype)]?.issues ?? []).filter((issue) => UNREADABLE_CODES.has(issue.code) && inside(issue.path, role) !== undefined).map((issue) => markContested(issue, use)),
      ),
  );
}

/**
 * The findings on one schema of the archetypes in `uses` that embed for `role` and are not pre-empted, each marked
 * when its use is contested. An embedded client that does not speak `revision` did not parse the list there (the
 * product negotiated a revision that client cannot): its wire-layer findings are left out.
 */
function embeddedIssues(schema: ToolsReport["tools"][number]["schemas"][number], report: ToolsReport, uses: readonly ArchetypeUse[], preempted: ReadonlySet<ArchetypeId>, revision: Revision): HostIssue[] {
  const parsedAt = (id: ArchetypeId) => ARCHETYPE_PROFILES[id].wire?.speaks.includes(revision) ?? true;
  return uses
    .filter((use) => use.role === schema.role && !preempted.has(use.archetype))
    .flatMap((use) => (schema.hosts[report.hosts.indexOf(use.archetype)]?.issues ?? []).filter((issue) => issue.layer !== "wire" || parsedAt(use.archetype)).map((issue) => markContested(issue, use)));
}

/** `findings` with every issue marked as a finding of the contested `fact`. */
function marked(findings: ToolFindingsByRole, fact: Parameters<typeof markContested>[1]): RoleFindings {
  const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
  for (const role of ROLES) if (findings.schemas[role] !== undefined) schemas[role] = (findings.schemas[role] ?? []).map((issue) => markContested(issue, fact));
  return { schemas, tool: findings.tool.map((issue) => markContested(issue, fact)) };
}

function productFindings(tools: readonly unknown[], product: ProductId, report: ToolsReport, selection: FactSelection, results: readonly PageFinding[]): HostFindings {
  const record = PRODUCTS[product];
  const revision = selection.revision ?? report.revision;
  const own = evaluateProduct(tools, product, { version: selection.at.version, evidence: selection.evidence, revision, ...(selection.route === undefined ? {} : { route: selection.route }) });
  // a product's embedded model API is the route it takes when none is named; naming one replaces it
  const uses = selectFacts(selection.route === undefined ? record.archetypes : record.archetypes.filter((use) => !MODEL_API_ARCHETYPES.has(use.archetype)), selection);
  const wires = selectFacts(record.wire === undefined ? [] : [record.wire], selection);
  const wireOf = (i: number, wire: (typeof wires.counted)[number] | undefined): RoleFindings =>
    wire === undefined ? NO_FINDINGS : marked(wireByRole(tools[i] as JsonValue, revision, wire.loses, wire.sources[0], wire.tolerates), wire);
  const found = report.tools.map((tool, i): ToolFindingsByRole => {
    const wired = wireOf(i, wires.counted[0]);
    const risky = wireOf(i, wires.atRisk[0]);
    const preempted = new Set(own.schemas.filter((entry) => entry.tool === i).flatMap((entry) => entry.preempts ?? []));
    const ruleIssues = (entries: ProductFindings["schemas"], role: SchemaRole) => entries.filter((entry) => entry.tool === i && entry.role === role).flatMap((entry) => entry.issues);
    const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    const riskySchemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    for (const schema of tool.schemas) {
      const role = schema.role;
      schemas[role] = [...(wired.schemas[role] ?? []), ...embeddedIssues(schema, report, uses.counted, preempted, revision), ...ruleIssues(own.schemas, role)];
      const atRisk = [...(risky.schemas[role] ?? []), ...embeddedIssues(schema, report, uses.atRisk, preempted, revision), ...ruleIssues(own.atRisk?.schemas ?? [], role)];
      if (atRisk.length > 0) riskySchemas[role] = atRisk;
    }
    const toolIssuesOf = (entries: ProductFindings["tools"]) => entries.filter((entry) => entry.tool === i).flatMap((entry) => entry.issues);
    const toolWide = [...wired.tool, ...(tool.schemas.length === 0 ? depthCosts(tool, report, uses.counted) : []), ...toolIssuesOf(own.tools)];
    const riskyTool = [...risky.tool, ...(tool.schemas.length === 0 ? depthCosts(tool, report, uses.atRisk) : []), ...toolIssuesOf(own.atRisk?.tools ?? [])];
    const atRisk = Object.keys(riskySchemas).length > 0 || riskyTool.length > 0 ? { schemas: riskySchemas, tool: riskyTool } : undefined;
    return atRisk === undefined ? { schemas, tool: toolWide } : { schemas, tool: toolWide, atRisk };
  });
  const offered = own.cap === undefined ? found : capped(found, own.cap.max, own.cap.issue);
  const parses = selectFacts(record.results ?? [], selection);
  const parsed = (facts: readonly ResultParse[]) =>
    facts.flatMap((parse) => results.filter((found) => parse.paths.includes(found.finding.path)).map((found) => markContested({ ...resultIssue(found, parse.loses, parse.sources[0]), code: parse.code, message: `${parse.message} (${found.finding.message})` }, parse)));
  const summary = summarize(offered, [...own.server, ...parsed(parses.counted)]);
  const serverAtRisk = [...(own.atRisk?.server ?? []), ...parsed(parses.atRisk)];
  return { host: product, tools: offered, summary: serverAtRisk.length === 0 ? summary : { ...summary, atRisk: serverAtRisk } };
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

/**
 * A product's summary from its findings (a tool past a tool-count cap carries the cap's issue) and its server-wide
 * issues: a tool is lost when one of its findings has blast `tool`, kept otherwise (both 0 when the list is lost).
 */
function summarize(tools: readonly ToolFindingsByRole[], server: readonly HostIssue[]): HostSummary {
  let toolsLost = 0;
  let listLost = server.some((issue) => issue.blast === "list");
  let requestsFail = server.some((issue) => issue.blast === "requests");
  for (const tool of tools) {
    const blasts = toolIssues(tool).map((issue) => issue.blast);
    if (blasts.includes("list")) listLost = true;
    if (blasts.includes("requests")) requestsFail = true;
    if (blasts.includes("tool")) toolsLost++;
  }
  return { toolsKept: listLost ? 0 : tools.length - toolsLost, toolsLost: listLost ? 0 : toolsLost, listLost, requestsFail, issues: server };
}
