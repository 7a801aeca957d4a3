/**
 * doctor per revision: which MCP revisions the server speaks and, at each, the tool list as that revision's wire
 * sees it — every tool against the revision's `Tool` type (`wireFindings`) and every tools/list page against its
 * `ListToolsResult` (`resultFindings`; at 2026-07-28 a page without `resultType`, `ttlMs` or `cacheScope` is
 * refused), both from the spec's schema.json, validated with Ajv. The SDK clients parse a tools/list result as a
 * whole, so one finding costs the whole list at that revision (`listLoads: false`). The judging is pure; the lanes
 * (the connections at the other revisions) are lane.ts, driven by {@link checkRevisions}.
 */
import { ARCHETYPE_PROFILES, resultFindings, tolerated, wireFindings, type Revision } from "@mcp-wire/hosts";
import { REVISIONS } from "@mcp-wire/spec";
import type { JsonValue } from "./dialect.js";
import { MODERN_REVISION, openLane, type LaneResult } from "./lane.js";
import type { RevisionClient, RevisionFinding, RevisionReport, RevisionSource } from "./report.js";
import type { DoctorTarget } from "./session.js";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The findings of tools/list pages at a revision: each page's result findings, then each of its tools' wire findings.
 * @param pages - the raw tools/list results, in order
 */
export function pageFindings(pages: readonly Readonly<Record<string, unknown>>[], revision: Revision): RevisionFinding[] {
  return judgedPages(pages, revision).map((j) => j.finding);
}

/** Each finding with the raw tool it is on (`undefined` for a result finding), for the clients' tolerances. */
function judgedPages(pages: readonly Readonly<Record<string, unknown>>[], revision: Revision): { finding: RevisionFinding; raw: unknown; wire: ReturnType<typeof wireFindings>[number] | undefined }[] {
  const out: { finding: RevisionFinding; raw: unknown; wire: ReturnType<typeof wireFindings>[number] | undefined }[] = [];
  let index = 0;
  pages.forEach((page, i) => {
    for (const found of resultFindings("tools/list", page, revision)) out.push({ finding: { tool: null, page: i + 1, path: found.path, code: "wire-invalid", message: found.message }, raw: undefined, wire: undefined });
    const tools = Array.isArray(page["tools"]) ? (page["tools"] as unknown[]) : [];
    for (const tool of tools) {
      const name = isRecord(tool) && typeof tool["name"] === "string" ? tool["name"] : `#${index}`;
      for (const found of wireFindings(tool as JsonValue, revision)) out.push({ finding: { tool: name, path: found.path, code: "wire-invalid", message: found.message }, raw: tool, wire: found });
      index++;
    }
  });
  return out;
}

/** The report of one revision from its lane (or the main session's pages, `via: "session"`). */
export function judgeLane(lane: LaneResult, via: RevisionSource): RevisionReport {
  const base = { revision: lane.revision, spoken: lane.spoken, via, answered: lane.answered };
  if (!lane.spoken) return { ...base, tools: null, listLoads: null, clients: { "mcp-sdk-v1-client": null, "mcp-sdk-v2-client": null }, findings: [], error: lane.error };
  const judged = judgedPages(lane.pages, lane.revision);
  const tools = lane.pages.reduce((n, page) => n + (Array.isArray(page["tools"]) ? (page["tools"] as unknown[]).length : 0), 0);
  const loads = (client: RevisionClient): boolean | null => {
    const wire = ARCHETYPE_PROFILES[client].wire;
    if (wire === undefined || !wire.speaks.includes(lane.revision)) return null;
    const kept = (j: (typeof judged)[number]) => j.wire !== undefined && tolerated(wire.tolerates, lane.revision, j.raw as JsonValue, j.wire);
    return lane.error === null && judged.every(kept);
  };
  const clients = { "mcp-sdk-v1-client": loads("mcp-sdk-v1-client"), "mcp-sdk-v2-client": loads("mcp-sdk-v2-client") };
  return { ...base, tools, listLoads: judged.length === 0 && lane.error === null, clients, findings: judged.map((j) => j.finding), error: lane.error };
}

/**
 * The revisions doctor checks: `requested` (`--revision`, in `REVISIONS` order) when given, else the one the main
 * session negotiated (when it is a known revision), 2026-07-28, and each revision in `preferred` (the first revision
 * each judged host prefers, `preferredRevisions` of `@mcp-wire/hosts`: Codex and Gemini CLI open with 2025-06-18) —
 * each other revision needs a connection of its own.
 */
export function revisionsToCheck(negotiated: string, requested: readonly Revision[] | undefined, preferred: readonly Revision[] = []): Revision[] {
  if (requested !== undefined && requested.length > 0) return REVISIONS.filter((r) => requested.includes(r));
  return REVISIONS.filter((r) => r === negotiated || r === "2026-07-28" || preferred.includes(r));
}

/** A finding's identity across revisions: the same tool and path (the message names the revision). */
const findingKey = (f: RevisionFinding) => `${f.tool === null ? "" : `t:${f.tool}`}\u0000${f.path}`;

/**
 * Whether the revisions differ: two or more are spoken and their verdicts, tool counts or findings (by tool and path)
 * are not the same at all of them.
 */
export function revisionsDiffer(reports: readonly RevisionReport[]): boolean {
  const spoken = reports.filter((r) => r.spoken);
  if (spoken.length < 2) return false;
  const [first, ...rest] = spoken as [RevisionReport, ...RevisionReport[]];
  const keys = (r: RevisionReport) => [...new Set(r.findings.map(findingKey))].sort().join("\n");
  return rest.some((r) => r.listLoads !== first.listLoads || r.tools !== first.tools || keys(r) !== keys(first));
}

/** The findings of `report` that are not (same tool and path) at every other spoken revision: what changes there. */
export function changedFindings(report: RevisionReport, all: readonly RevisionReport[]): RevisionFinding[] {
  // one key set per other revision: linear in the findings (a list of 100,000 tools may have as many)
  const others = all.filter((r) => r.spoken && r.revision !== report.revision).map((o) => new Set(o.findings.map(findingKey)));
  return report.findings.filter((f) => others.some((keys) => !keys.has(findingKey(f))));
}

/** What {@link checkRevisions} needs of the main session. */
export interface MainSession {
  /** The revision the main session negotiated (`protocolVersion` of its initialize result). */
  readonly negotiated: string;
  /** Its raw tools/list results. */
  readonly pages: readonly Readonly<Record<string, unknown>>[];
}

/**
 * What {@link checkRevisions} found: one report per revision checked, the raw tools/list results of each spoken one,
 * and the milliseconds each lane's probe took.
 */
export interface RevisionsChecked {
  readonly reports: RevisionReport[];
  /** Per spoken revision: its raw tools/list results, in order (the main session's for the negotiated one). */
  readonly pages: Readonly<Partial<Record<Revision, readonly Readonly<Record<string, unknown>>[]>>>;
  /** Per revision doctor opened a lane for: milliseconds until it knew whether the server speaks it. */
  readonly probeMs: Readonly<Partial<Record<Revision, number>>>;
}

/**
 * Checks each revision of `revisionsToCheck(main.negotiated, requested, preferred)`: the negotiated one from the main
 * session's pages, each other one on a lane of its own ({@link openLane}), one after the other. A replayed capture has
 * no lanes: the negotiated revision, and each other one whose tool lists it saved (`Capture.lanes`).
 */
export async function checkRevisions(target: DoctorTarget, main: MainSession, requested: readonly Revision[] | undefined, timeoutMs: number, onProgress?: (text: string) => void, preferred: readonly Revision[] = []): Promise<RevisionsChecked> {
  const reports: RevisionReport[] = [];
  const pages: Partial<Record<Revision, readonly Readonly<Record<string, unknown>>[]>> = {};
  const probeMs: Partial<Record<Revision, number>> = {};
  for (const revision of revisionsToCheck(main.negotiated, requested, preferred)) {
    if (revision === main.negotiated) {
      reports.push(judgeLane({ revision, spoken: true, answered: [revision], pages: main.pages, error: null, probeMs: 0 }, "session"));
      pages[revision] = main.pages;
      continue;
    }
    if (target.kind === "transport") {
      // a replayed capture: the lanes it saved stand for the lanes (a revision it did not save: not checked)
      const saved = target.lanes?.[revision];
      if (saved === undefined) continue;
      reports.push(judgeLane({ revision, spoken: true, answered: [revision], pages: saved, error: null, probeMs: 0 }, revision === MODERN_REVISION ? "server/discover" : "initialize"));
      pages[revision] = saved;
      continue;
    }
    onProgress?.(`checking revision ${revision}`);
    const lane = await openLane(target, revision, timeoutMs);
    probeMs[revision] = lane.probeMs;
    reports.push(judgeLane(lane, revision === MODERN_REVISION ? "server/discover" : "initialize"));
    if (lane.spoken) pages[revision] = lane.pages;
  }
  return { reports, pages, probeMs };
}
