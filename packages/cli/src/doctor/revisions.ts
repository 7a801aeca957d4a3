/**
 * doctor per revision: which MCP revisions the server speaks and, at each, the tool list as that revision's wire
 * sees it — every tool against the revision's `Tool` type (`wireFindings`) and every tools/list page against its
 * `ListToolsResult` (`resultFindings`; at 2026-07-28 a page without `resultType`, `ttlMs` or `cacheScope` is
 * refused), both from the spec's schema.json, validated with Ajv. The SDK clients parse a tools/list result as a
 * whole, so one finding costs the whole list at that revision (`listLoads: false`). Pure: no I/O (the lanes are
 * lane.ts).
 */
import { resultFindings, wireFindings, type Revision } from "@mcp-wire/hosts";
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
  /** Whether an SDK client at this revision loads the tool list: no finding; `null` when not spoken. */
  readonly listLoads: boolean | null;
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
  const out: RevisionFinding[] = [];
  let index = 0;
  pages.forEach((page, i) => {
    for (const found of resultFindings("tools/list", page, revision)) out.push({ tool: null, page: i + 1, path: found.path, code: "wire-invalid", message: found.message });
    const tools = Array.isArray(page["tools"]) ? (page["tools"] as unknown[]) : [];
    for (const tool of tools) {
      const name = isRecord(tool) && typeof tool["name"] === "string" ? tool["name"] : `#${index}`;
      for (const found of wireFindings(tool as JsonValue, revision)) out.push({ tool: name, path: found.path, code: "wire-invalid", message: found.message });
      index++;
    }
  });
  return out;
}

/** The report of one revision from its lane (or the main session's pages, `via: "session"`). */
export function judgeLane(lane: LaneResult, via: RevisionSource): RevisionReport {
  const base = { revision: lane.revision, spoken: lane.spoken, via, answered: lane.answered };
  if (!lane.spoken) return { ...base, tools: null, listLoads: null, findings: [], error: lane.error };
  const findings = pageFindings(lane.pages, lane.revision);
  const tools = lane.pages.reduce((n, page) => n + (Array.isArray(page["tools"]) ? (page["tools"] as unknown[]).length : 0), 0);
  return { ...base, tools, listLoads: findings.length === 0 && lane.error === null, findings, error: lane.error };
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
