/**
 * Each host judged at the revision it negotiates: a product by its recorded `negotiates` fact, an SDK client archetype
 * by its `prefers` (`negotiatedRevision` of `@mcp-wire/hosts`: the first revision it prefers that the server speaks,
 * else the one doctor's own session negotiated). Hosts are grouped by revision; each group is judged (`judgeTools`) on
 * that revision's tool list — the lane's tools by name, with the lane's tools/list results for their own members —
 * and the verdicts are put back in host order. Pure: no I/O.
 */
import { negotiatedRevision, preferredRevisions, type EvidenceLevel, type Revision, type SchemaRole } from "@mcp-wire/hosts";
import { forwardedForm } from "./forwarded.js";
import { judgeTools, type DoctorHost, type HostVerdict, type JudgeOptions, type Judged, type ToolVerdicts } from "./verdicts.js";

type Page = Readonly<Record<string, unknown>>;
const ROLES: readonly SchemaRole[] = ["inputSchema", "outputSchema"];

/** The first revision each of `hosts` prefers (`[]` for a host that speaks no MCP): the lanes doctor opens for them. */
export function preferredLanes(hosts: readonly DoctorHost[], versions: Readonly<Partial<Record<DoctorHost, string>>>, evidence: EvidenceLevel): Revision[] {
  return [...new Set(hosts.flatMap((host) => preferredRevisions(host, versions[host], evidence).slice(0, 1)))];
}

/**
 * The revision each of `hosts` is judged at: the first it prefers among `spoken`, else `negotiated`.
 * @param spoken - the revisions the server was found to speak (the session's and each spoken lane's)
 * @param negotiated - the revision doctor's session is judged at (`judgedRevision`)
 */
export function hostRevisions(hosts: readonly DoctorHost[], spoken: ReadonlySet<Revision>, negotiated: Revision, versions: Readonly<Partial<Record<DoctorHost, string>>>, evidence: EvidenceLevel): Record<string, Revision> {
  return Object.fromEntries(hosts.map((host) => [host, negotiatedRevision(host, spoken, negotiated, versions[host], evidence)]));
}

const nameOf = (tool: unknown): string | undefined => (typeof tool === "object" && tool !== null && !Array.isArray(tool) && typeof (tool as Page)["name"] === "string" ? ((tool as Page)["name"] as string) : undefined);

/** The session's tools as a lane lists them: each replaced by the lane's tool of the same name (its last), else kept. */
function aligned(raw: readonly unknown[], pages: readonly Page[]): unknown[] {
  const lane = new Map<string, unknown>();
  for (const tool of pages.flatMap((page) => (Array.isArray(page["tools"]) ? (page["tools"] as unknown[]) : []))) {
    const name = nameOf(tool);
    if (name !== undefined) lane.set(name, tool);
  }
  return raw.map((tool) => {
    const name = nameOf(tool);
    return name !== undefined && lane.has(name) ? lane.get(name) : tool;
  });
}

/** A passing verdict with no issues: a host whose revision's list has no such schema on the tool. */
const nothing = (host: DoctorHost): HostVerdict => ({ host, status: "pass", blast: "none", issues: [], fix: null });

/**
 * Judges `raw` (the session's tools, as received) for each host at `at[host]`: the session's revision on the session's
 * tools and `sessionPages`, any other on the tools of `pages[revision]` aligned by name.
 * @returns one {@link Judged} in host order, `revision` the session's; never changes what its inputs hold (with
 *   `options.owned`, freezes part of the tools: `JudgeOptions.owned`)
 */
export function judgeAtRevisions(raw: readonly unknown[], hosts: readonly DoctorHost[], at: Readonly<Record<string, Revision>>, session: { readonly revision: Revision; readonly pages: readonly Page[] }, pages: Readonly<Partial<Record<Revision, readonly Page[]>>>, options: JudgeOptions): Judged {
  const groups = new Map<Revision, DoctorHost[]>();
  for (const host of hosts) {
    const revision = at[host] ?? session.revision;
    groups.set(revision, [...(groups.get(revision) ?? []), host]);
  }
  const judged = new Map<Revision, Judged>();
  for (const [revision, group] of groups) {
    const own = revision === session.revision ? session.pages : (pages[revision] ?? session.pages);
    const tools = revision === session.revision ? raw : aligned(raw, own);
    const { tools: forwarded, pastDouble } = forwardedForm(tools);
    const read = forwarded === tools ? {} : { received: tools, ...(pastDouble.size === 0 ? {} : { pastDouble }) };
    judged.set(revision, judgeTools(forwarded, group, revision, { ...options, pages: own, ...read }));
  }
  if (groups.size === 1) return judged.values().next().value as Judged;
  const place = hosts.map((host) => {
    const revision = at[host] ?? session.revision;
    return { host, judged: judged.get(revision) as Judged, k: (groups.get(revision) as DoctorHost[]).indexOf(host) };
  });
  const tools = raw.map((_, i): ToolVerdicts => {
    const schemas: Partial<Record<SchemaRole, HostVerdict[]>> = {};
    for (const role of ROLES) {
      if (place.every((p) => p.judged.tools[i]?.schemas[role] === undefined)) continue;
      schemas[role] = place.map((p) => p.judged.tools[i]?.schemas[role]?.[p.k] ?? nothing(p.host));
    }
    return { schemas, hosts: place.map((p) => p.judged.tools[i]?.hosts[p.k] ?? nothing(p.host)) };
  });
  const summary = Object.fromEntries(place.map((p) => [p.host, p.judged.summary[p.host]]));
  return { revision: session.revision, tools, summary: summary as Judged["summary"] };
}
