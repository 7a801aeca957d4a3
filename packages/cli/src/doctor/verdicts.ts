/**
 * Doctor's host verdicts. Archetype hosts (the validators and model APIs products embed): a whole `tools/list`
 * through `checkTools` of `@mcp-wire/hosts` (three layers — wire, dialect, host — each finding with its blast
 * radius). Product hosts (Claude Code, Cursor, …): composed per schema role from the archetypes their record
 * (`PRODUCTS`) says they embed, their `tools/list` parse (the wire layer at the negotiated revision) and their own
 * rules (`evaluateProduct`). For each failing verdict, whether the form `mcp-wire proxy --host <host>` serves
 * (`projectToolList` of `@mcp-wire/sdk`) is kept by that host, judged the same way. Pure: no I/O.
 */
import {
  ARCHETYPES, checkTools, evaluateProduct, holdsFor, hostIssue, PRODUCT_IDS, PRODUCTS, REVISIONS, wireFindings, worse,
  type ArchetypeId, type Blast, type CompileCache, type HostIssue, type HostSummary, type ProductId, type Revision, type SchemaRole, type ToolsReport,
} from "@mcp-wire/hosts";
import { isHostChoice, projectToolList } from "@mcp-wire/sdk/v1";
import { isJsonSchemaValue, projectFor, type JsonValue, type SchemaIssue } from "./dialect.js";

/** A host doctor judges for: a product host or an archetype host. */
export type DoctorHost = ProductId | ArchetypeId;
/** Every host `--host` takes: the products first, then the archetypes. */
export const DOCTOR_HOSTS: readonly DoctorHost[] = Object.freeze([...PRODUCT_IDS, ...ARCHETYPES]);
/** The hosts judged when `--host` is not given: the products (the archetypes stay selectable). */
export const DEFAULT_HOSTS: readonly DoctorHost[] = PRODUCT_IDS;

/** Whether `value` is one of {@link DOCTOR_HOSTS}. */
export const isDoctorHost = (value: unknown): value is DoctorHost => (DOCTOR_HOSTS as readonly unknown[]).includes(value);
/** Whether `host` is a product host. */
export const isProduct = (host: DoctorHost): host is ProductId => (PRODUCT_IDS as readonly string[]).includes(host);

/**
 * Whether the host's projection (the form `mcp-wire proxy --host <host>` and `publishToolSchemas` serve it) is kept:
 * `fixes` when `checkTools` finds nothing left on it; `issues` what is left (or why no projection could be made);
 * `loosened` what the projection gave up (a constraint the host no longer checks; the server still does).
 */
export interface FixVerdict {
  readonly fixes: boolean;
  readonly issues: readonly (HostIssue | SchemaIssue)[];
  readonly loosened: readonly SchemaIssue[];
}

/**
 * One host's verdict on one schema (or on the tool as a whole): `status` is `fail` exactly when `blast` is not
 * `none`; `blast` the worst of `issues`; `fix` `null` when it passes or when no projection applies (tool-wide findings).
 */
export interface HostVerdict {
  readonly host: DoctorHost;
  readonly status: "pass" | "fail";
  readonly blast: HostIssue["blast"];
  readonly issues: readonly HostIssue[];
  readonly fix: FixVerdict | null;
}

/** The verdicts on one listed tool, by role, and on the tool as a whole. */
export interface ToolVerdicts {
  readonly schemas: Readonly<Partial<Record<SchemaRole, readonly HostVerdict[]>>>;
  readonly hosts: readonly HostVerdict[];
}

/** What {@link judgeTools} returns: one entry per listed tool (in list order), and each host's summary. */
export interface Judged {
  readonly revision: Revision;
  readonly tools: readonly ToolVerdicts[];
  readonly summary: Readonly<Record<string, HostSummary>>;
}

/** The revision `checkTools` judges at: the negotiated one when known, else the latest 2025 one. */
export function judgedRevision(protocolVersion: string): Revision {
  return (REVISIONS as readonly string[]).includes(protocolVersion) ? (protocolVersion as Revision) : "2025-11-25";
}

const ROLES: readonly SchemaRole[] = ["inputSchema", "outputSchema"];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A verdict from its issues: `fail` exactly when the worst blast is not `none`. */
function verdictOf(host: DoctorHost, issues: readonly HostIssue[], fix: FixVerdict | null = null): HostVerdict {
  const blast = issues.reduce<Blast>((worst, found) => worse(worst, found.blast), "none");
  return { host, status: blast === "none" ? "pass" : "fail", blast, issues, fix };
}

/**
 * Judges the raw tools of every tools/list page for each host.
 * @param tools - the `tools` entries exactly as received, all pages in order
 * @param hosts - the hosts, in report order
 * @param protocolVersion - the negotiated revision (see {@link judgedRevision})
 * @param versions - the product version in use per product host: its rules and embedded archetypes whose recorded
 *   versions exclude it are left out (`holdsFor`); a host without one: every recorded fact applies
 * @returns {@link Judged}; never mutates `tools`
 */
export function judgeTools(tools: readonly unknown[], hosts: readonly DoctorHost[], protocolVersion: string, versions: Readonly<Partial<Record<DoctorHost, string>>> = {}): Judged {
  const revision = judgedRevision(protocolVersion);
  const cache: CompileCache = new Map(); // a schema a projection leaves unchanged is not compiled again
  const judged = judge(tools, hosts, revision, cache, versions);
  const fixes = hosts.map((host, k) => {
    const failing = judged.tools.some((tool) => ROLES.some((role) => tool.schemas[role]?.[k]?.status === "fail"));
    return failing && isHostChoice(host) ? served(tools, host, revision, cache, versions) : undefined;
  });
  const withFixes = judged.tools.map((tool, i): ToolVerdicts => {
    const schemas: Partial<Record<SchemaRole, HostVerdict[]>> = {};
    for (const role of ROLES) {
      const verdicts = tool.schemas[role];
      if (verdicts !== undefined) schemas[role] = verdicts.map((verdict, k) => (verdict.status === "pass" ? verdict : { ...verdict, fix: fixes[k]?.(i, role) ?? null }));
    }
    return { schemas, hosts: tool.hosts };
  });
  return { revision, tools: withFixes, summary: judged.summary };
}

/** The verdicts without fixes: one `checkTools` over every archetype needed, products composed from it. */
function judge(tools: readonly unknown[], hosts: readonly DoctorHost[], revision: Revision, compileCache: CompileCache, versions: Readonly<Partial<Record<DoctorHost, string>>> = {}): Omit<Judged, "revision"> {
  const archetypes = [...new Set([...hosts.filter((h): h is ArchetypeId => !isProduct(h)), ...hosts.filter(isProduct).flatMap((p) => PRODUCTS[p].archetypes.map((use) => use.archetype))])];
  const report = checkTools({ tools }, { hosts: archetypes, revision, compileCache });
  const columns = hosts.map((host) => (isProduct(host) ? productColumn(tools, host, report, revision, versions[host]) : archetypeColumn(host, report)));
  const judged = report.tools.map((tool, i): ToolVerdicts => {
    const schemas: Partial<Record<SchemaRole, HostVerdict[]>> = {};
    for (const schema of tool.schemas) schemas[schema.role] = columns.map((column) => column.schema(i, schema.role));
    return { schemas, hosts: columns.map((column) => column.tool(i)) };
  });
  const summary: Record<string, HostSummary> = {};
  hosts.forEach((host, k) => {
    const column = columns[k];
    if (column !== undefined) summary[host] = column.summary ?? summarize(judged, k, column.server);
  });
  return { tools: judged, summary };
}

/** One host's verdicts: per tool schema, per tool, and its summary (or its server-wide issues to summarize). */
interface Column {
  readonly schema: (i: number, role: SchemaRole) => HostVerdict;
  readonly tool: (i: number) => HostVerdict;
  readonly summary?: HostSummary;
  readonly server: readonly HostIssue[];
}

function archetypeColumn(host: ArchetypeId, report: ToolsReport): Column {
  const k = report.hosts.indexOf(host);
  const pick = (found: { issues: readonly HostIssue[] } | undefined) => verdictOf(host, found?.issues ?? []);
  return {
    schema: (i, role) => pick(report.tools[i]?.schemas.find((s) => s.role === role)?.hosts[k]),
    tool: (i) => pick(report.tools[i]?.hosts[k]),
    summary: report.summary.hosts[host],
    server: [],
  };
}

/**
 * A product's verdicts: per schema role, the issues of the archetypes its record embeds for that role, the wire
 * findings of its `tools/list` parse (when its record has one; a failure loses the list) and its own rules — each
 * only where its recorded versions hold for `version` (unknown: all).
 */
function productColumn(tools: readonly unknown[], product: ProductId, report: ToolsReport, revision: Revision, version: string | undefined): Column {
  const record = PRODUCTS[product];
  const own = evaluateProduct(tools, product, version === undefined ? {} : { version });
  const wire = record.wire !== undefined && holdsFor(record.wire, version) ? record.wire : undefined;
  const wireOf = tools.map((tool) => (wire === undefined ? [] : wireFindings(tool as JsonValue, revision)));
  const inside = (path: string, role: SchemaRole): string | undefined => (path === `/${role}` ? "" : path.startsWith(`/${role}/`) ? path.slice(role.length + 1) : undefined);
  return {
    schema: (i, role) => {
      const schema = report.tools[i]?.schemas.find((s) => s.role === role);
      const embedded = record.archetypes.filter((use) => use.role === role && holdsFor(use, version)).flatMap((use) => schema?.hosts[report.hosts.indexOf(use.archetype)]?.issues ?? []);
      const parsed = (wireOf[i] ?? []).flatMap((finding) => {
        const path = inside(finding.path, role);
        return path === undefined ? [] : [hostIssue(path, "wire-invalid", "wire", wire?.loses ?? "list", finding.message, wire?.sources[0])];
      });
      const rules = own.schemas.filter((found) => found.tool === i && found.role === role).flatMap((found) => found.issues);
      return verdictOf(product, [...parsed, ...embedded, ...rules]);
    },
    tool: (i) => {
      const parsed = (wireOf[i] ?? [])
        .filter((finding) => ROLES.every((role) => inside(finding.path, role) === undefined))
        .map((finding) => hostIssue(finding.path, "wire-invalid", "wire", wire?.loses ?? "list", finding.message, wire?.sources[0]));
      const rules = own.tools.filter((found) => found.tool === i).flatMap((found) => found.issues);
      return verdictOf(product, [...parsed, ...rules]);
    },
    server: own.server,
  };
}

/** A product's summary from its verdicts and its server-wide issues (tool-count caps). */
function summarize(tools: readonly ToolVerdicts[], k: number, server: readonly HostIssue[]): HostSummary {
  let toolsLost = 0;
  let listLost = server.some((issue) => issue.blast === "list");
  let requestsFail = server.some((issue) => issue.blast === "requests");
  for (const tool of tools) {
    const blasts = [tool.hosts[k], ...ROLES.map((role) => tool.schemas[role]?.[k])].map((found) => found?.blast ?? "none");
    if (blasts.includes("list")) listLost = true;
    if (blasts.includes("requests")) requestsFail = true;
    if (blasts.includes("tool")) toolsLost++;
  }
  return { toolsKept: listLost ? 0 : tools.length - toolsLost, toolsLost: listLost ? 0 : toolsLost, listLost, requestsFail, issues: server };
}

/**
 * The list `mcp-wire proxy --host <host>` serves (`projectToolList`), judged for that host alone.
 * @returns the fix verdict of tool `i`'s schema `role`: `loosened` is what `projectFor` gave up for an archetype
 *   host (products: `[]`, their projection is the sdk's)
 */
function served(tools: readonly unknown[], host: DoctorHost, revision: Revision, cache: CompileCache, versions: Readonly<Partial<Record<DoctorHost, string>>>): (i: number, role: SchemaRole) => FixVerdict {
  const projection = projectToolList(tools, { host: host as Parameters<typeof projectToolList>[1]["host"], revision });
  const judged = judge(projection.tools, [host], revision, cache, versions);
  return (i, role) => {
    const verdict = judged.tools[i]?.schemas[role]?.[0];
    const tool = tools[i];
    const schema = isRecord(tool) ? tool[role] : undefined;
    const loosened = !isProduct(host) && isJsonSchemaValue(schema) ? (projectFor(schema, host, { io: role === "inputSchema" ? "input" : "output" }).loosened as readonly SchemaIssue[]) : [];
    return { fixes: verdict !== undefined && verdict.status === "pass", issues: verdict?.issues ?? [], loosened: verdict?.status === "pass" ? loosened : [] };
  };
}
