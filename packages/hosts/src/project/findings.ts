/**
 * What one host — a product or an archetype — finds in a whole `tools/list`, per tool schema, per tool and for the
 * server: archetypes straight from `checkTools`; products composed from the archetypes their record embeds per
 * schema role, their `tools/list` parse (the wire layer at the negotiated revision) and their own rules
 * (`evaluateProduct`); a rule that records the product filtering a tool out pre-empts the findings of the archetypes
 * it names on that tool (`ProductRule.preempts`: they never see it). The one composition doctor's verdicts and the projections share.
 */
import { ARCHETYPES, type ArchetypeId } from "../archetypes.js";
import { checkTools, type HostSummary, type ToolsReport } from "../check-tools.js";
import type { CompileCache } from "../validators.js";
import { hostIssue, worse } from "../issues.js";
import { PRODUCTS } from "../products/catalog/index.js";
import { evaluateProduct } from "../products/evaluate.js";
import { PRODUCT_IDS, type ProductId } from "../products/types.js";
import { holdsFor } from "../products/versions.js";
import type { Blast, HostIssue, Revision, SchemaRole, Source } from "../types.js";
import { wireFindings } from "../wire/check.js";
import { UNREADABLE_CODES } from "../read-tools.js";
import type { JsonValue } from "@mcp-wire/dialect";

/** A host findings can be made for: a product host or an archetype host. */
export type HostTarget = ProductId | ArchetypeId;
/** Every {@link HostTarget}: the products first, then the archetypes. */
export const HOST_TARGETS: readonly HostTarget[] = Object.freeze([...PRODUCT_IDS, ...ARCHETYPES]);
/** Whether `value` is one of {@link HOST_TARGETS}. */
export const isHostTarget = (value: unknown): value is HostTarget => (HOST_TARGETS as readonly unknown[]).includes(value);
/** Whether `host` is a product host. */
export const isProductHost = (host: HostTarget): host is ProductId => (PRODUCT_IDS as readonly string[]).includes(host);

/** One tool's findings for one host: per schema role present on the tool (paths into that schema), and tool-wide (paths into the tool). */
export interface ToolFindingsByRole {
  readonly schemas: Readonly<Partial<Record<SchemaRole, readonly HostIssue[]>>>;
  readonly tool: readonly HostIssue[];
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
   * The version in use per product host (`2.1.206`, `latest`): only the facts whose recorded versions hold for it
   * apply (`holdsFor`) — its own rules, its `tools/list` parse and the archetypes it embeds. A product without one:
   * every recorded fact applies.
   */
  readonly versions?: Readonly<Partial<Record<ProductId, string>>>;
  /** Compile outcomes shared with other `checkTools` calls of the caller (see `CheckToolsOptions.compileCache`). */
  readonly compileCache?: CompileCache;
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
 * @returns {@link ToolFindingsByRole}; never throws
 */
export function wireByRole(tool: JsonValue, revision: Revision, loses: Blast, source?: Source): ToolFindingsByRole {
  const found = wireFindings(tool, revision).map((finding) => hostIssue(finding.path, "wire-invalid", "wire", loses, finding.message, source));
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
 * The findings of each of `hosts` on `tools`, with one `checkTools` run for every archetype they need.
 * @param tools - `ListToolsResult.tools` as received (any values; read through guarded snapshots, never mutated)
 * @param hosts - the hosts, in the order returned
 * @param revision - the negotiated MCP revision
 * @param options - {@link HostFindingsOptions}: product versions, a shared compile cache
 * @returns one {@link HostFindings} per host, in `hosts` order; never throws for any `tools`
 */
export function hostFindings(tools: readonly unknown[], hosts: readonly HostTarget[], revision: Revision, options: HostFindingsOptions = {}): HostFindings[] {
  const { versions = {}, compileCache } = options;
  const report = checkTools({ tools }, { hosts: archetypesOf(hosts), revision, ...(compileCache === undefined ? {} : { compileCache }) });
  return hosts.map((host) => (isProductHost(host) ? productFindings(tools, host, report, revision, versions[host]) : archetypeFindings(host, report)));
}

function archetypeFindings(host: ArchetypeId, report: ToolsReport): HostFindings {
  const k = report.hosts.indexOf(host);
  const tools = report.tools.map((tool): ToolFindingsByRole => {
    const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    for (const schema of tool.schemas) schemas[schema.role] = schema.hosts[k]?.issues ?? [];
    return { schemas, tool: tool.hosts[k]?.issues ?? [] };
  });
  return { host, tools, summary: report.summary.hosts[host] as HostSummary };
}

/**
 * What a tool nested past the depth mcp-wire reads costs the archetypes a product embeds: each archetype's tool-wide
 * finding of that kind whose path lies in a schema role the product embeds it for (a parser that overflows on the
 * inputSchema loses the list of a product that parses its lists with it).
 */
function depthCosts(tool: ToolsReport["tools"][number], report: ToolsReport, uses: (typeof PRODUCTS)[ProductId]["archetypes"], version: string | undefined): HostIssue[] {
  return ROLES.flatMap((role) =>
    uses
      .filter((use) => use.role === role && holdsFor(use, version))
      .flatMap((use) => (tool.hosts[report.hosts.indexOf(use.archetype)]?.issues ?? []).filter((issue) => UNREADABLE_CODES.has(issue.code) && inside(issue.path, role) !== undefined)),
  );
}

function productFindings(tools: readonly unknown[], product: ProductId, report: ToolsReport, revision: Revision, version: string | undefined): HostFindings {
  const record = PRODUCTS[product];
  const own = evaluateProduct(tools, product, version === undefined ? {} : { version });
  const wire = record.wire !== undefined && holdsFor(record.wire, version) ? record.wire : undefined;
  const found = report.tools.map((tool, i): ToolFindingsByRole => {
    const wireOf = wire === undefined ? NO_FINDINGS : wireByRole(tools[i] as JsonValue, revision, wire.loses, wire.sources[0]);
    const preempted = new Set(own.schemas.filter((entry) => entry.tool === i).flatMap((entry) => entry.preempts ?? []));
    const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    for (const schema of tool.schemas) {
      const role = schema.role;
      const uses = record.archetypes.filter((use) => use.role === role && holdsFor(use, version) && !preempted.has(use.archetype));
      const embedded = uses.flatMap((use) => schema.hosts[report.hosts.indexOf(use.archetype)]?.issues ?? []);
      const wired = wireOf.schemas[role] ?? [];
      const rules = own.schemas.filter((entry) => entry.tool === i && entry.role === role).flatMap((entry) => entry.issues);
      schemas[role] = [...wired, ...embedded, ...rules];
    }
    const toolWide = [
      ...wireOf.tool,
      ...(tool.schemas.length === 0 ? depthCosts(tool, report, record.archetypes, version) : []),
      ...own.tools.filter((entry) => entry.tool === i).flatMap((entry) => entry.issues),
    ];
    return { schemas, tool: toolWide };
  });
  const offered = own.cap === undefined ? found : capped(found, own.cap.max, own.cap.issue);
  return { host: product, tools: offered, summary: summarize(offered, own.server) };
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
    return { schemas: tool.schemas, tool: [...tool.tool, issue] };
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
