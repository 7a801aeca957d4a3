/**
 * doctor per revision: which MCP revisions the server speaks and, at each, the tool list as that revision's wire
 * sees it — every tool against the revision's `Tool` type (`wireFindings`) and every tools/list page against its
 * `ListToolsResult` (`resultFindings`; at 2026-07-28 a page without `resultType`, `ttlMs` or `cacheScope` is
 * refused), both from the spec's schema.json, validated with Ajv. The SDK clients parse a tools/list result as a
 * whole, so one finding costs the whole list at that revision (`listLoads: false`). Pure: no I/O (the lanes are
 * lane.ts).
 */
import { ARCHETYPE_PROFILES, resultFindings, tolerated, wireFindings, type Revision } from "@mcp-wire/hosts";
import { REVISIONS } from "@mcp-wire/spec";
import type { JsonValue } from "./dialect.js";
import type { LaneResult } from "./lane.js";

/** One way the server's answer at a revision breaks that revision's wire types. */
export interface RevisionFinding {
  /** The tool it is about (its listed name, or `#<index>`), or `null` for a finding on the tools/list result itself. */
  readonly tool: string | null;
  /** The tools/list page (1-based) of a result finding; absent for a tool's finding. */
  readonly page?: number;
  /** JSON Pointer into the tool (`/inputSchema/properties/x`), or into the page for a result finding (`/resultType`). */
  readonly path: string;
  readonly code: "wire-invalid";
  readonly message: string;
}

/** The SDK clients whose tools/list parse doctor judges per revision (their `wire` readings in `ARCHETYPE_PROFILES`). */
export const REVISION_CLIENTS = ["mcp-sdk-v1-client", "mcp-sdk-v2-client"] as const;

/** One of {@link REVISION_CLIENTS}. */
export type RevisionClient = (typeof REVISION_CLIENTS)[number];

/** How doctor learnt a revision: the main session, an `initialize` at it, or `server/discover`. */
export type RevisionSource = "session" | "initialize" | "server/discover";

/** What doctor saw at one revision (`revisions` of the `--json` report). */
export interface RevisionReport {
  readonly revision: Revision;
  /** Whether the server speaks it (answered `initialize` with it, or `server/discover` offered it). */
  readonly spoken: boolean;
  readonly via: RevisionSource;
  /** The versions the server answered with (`protocolVersion`, or discover's `supportedVersions`). */
  readonly answered: readonly string[];
  /** How many tools were listed at it; `null` when not spoken. */
  readonly tools: number | null;
  /** Whether the tool list is valid on this revision's wire (no finding); `null` when not spoken. */
  readonly listLoads: boolean | null;
  /**
   * Per SDK client, whether its `listTools()` at this revision loads the list: no finding but those its own parser
   * tolerates (`wire.tolerates` of its archetype: the 2.x client takes any JSON value as a 2025 property schema);
   * `null` when the server or the client does not speak the revision.
   */
  readonly clients: Readonly<Record<RevisionClient, boolean | null>>;
  /** Every finding at this revision, tools/list order (result findings first per page); `[]` when none or not spoken. */
  readonly findings: readonly RevisionFinding[];
  /** Why doctor could not learn more (`server/discover failed: Method not found`), else `null`. */
  readonly error: string | null;
}

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
 * session negotiated (when it is a known revision) and 2026-07-28 — a lower 2025 revision needs a connection of its
 * own and is checked only when asked for.
 */
export function revisionsToCheck(negotiated: string, requested: readonly Revision[] | undefined): Revision[] {
  if (requested !== undefined && requested.length > 0) return REVISIONS.filter((r) => requested.includes(r));
  return REVISIONS.filter((r) => r === negotiated || r === "2026-07-28");
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
  const others = all.filter((r) => r.spoken && r.revision !== report.revision);
  return report.findings.filter((f) => others.some((o) => !o.findings.some((g) => findingKey(g) === findingKey(f))));
}
