/**
 * doctor per revision: which MCP revisions the server speaks and, at each, the tool list as that revision's wire
 * sees it — every tool against the revision's `Tool` type (`wireFindings`) and every tools/list page against its
 * `ListToolsResult` (`resultFindings`; at 2026-07-28 a page without `resultType`, `ttlMs` or `cacheScope` is
 * refused), both from the spec's schema.json, validated with Ajv. The SDK clients parse a tools/list result as a
 * whole, so one finding costs the whole list at that revision (`listLoads: false`). The judging is pure; the lanes
 * (the connections at the other revisions) are lane.ts, driven by {@link checkRevisions}.
 */
import { type Revision } from "@mcp-wire/hosts";
import { type LaneResult } from "./lane.js";
import type { RevisionFinding, RevisionReport, RevisionSource } from "./report.js";
import type { DoctorTarget } from "./session.js";
/**
 * The findings of tools/list pages at a revision: each page's result findings, then each of its tools' wire findings.
 * @param pages - the raw tools/list results, in order
 */
export declare function pageFindings(pages: readonly Readonly<Record<string, unknown>>[], revision: Revision): RevisionFinding[];
/** The report of one revision from its lane (or the main session's pages, `via: "session"`). */
export declare function judgeLane(lane: LaneResult, via: RevisionSource): RevisionReport;
/**
 * The revisions doctor checks: `requested` (`--revision`, in `REVISIONS` order) when given, else the one the main
 * session negotiated (when it is a known revision) and 2026-07-28 — a lower 2025 revision needs a connection of its
 * own and is checked only when asked for.
 */
export declare function revisionsToCheck(negotiated: string, requested: readonly Revision[] | undefined): Revision[];
/**
 * Whether the revisions differ: two or more are spoken and their verdicts, tool counts or findings (by tool and path)
 * are not the same at all of them.
 */
export declare function revisionsDiffer(reports: readonly RevisionReport[]): boolean;
/** The findings of `report` that are not (same tool and path) at every other spoken revision: what changes there. */
export declare function changedFindings(report: RevisionReport, all: readonly RevisionReport[]): RevisionFinding[];
/** What {@link checkRevisions} needs of the main session. */
export interface MainSession {
    /** The revision the main session negotiated (`protocolVersion` of its initialize result). */
    readonly negotiated: string;
    /** Its raw tools/list results. */
    readonly pages: readonly Readonly<Record<string, unknown>>[];
}
/** What {@link checkRevisions} found: one report per revision checked, and the milliseconds each lane's probe took. */
export interface RevisionsChecked {
    readonly reports: RevisionReport[];
    /** Per revision doctor opened a lane for: milliseconds until it knew whether the server speaks it. */
    readonly probeMs: Readonly<Partial<Record<Revision, number>>>;
}
/**
 * Checks each revision of `revisionsToCheck(main.negotiated, requested)`: the negotiated one from the main session's
 * pages, each other one on a lane of its own ({@link openLane}), one after the other. A replayed capture has no
 * lanes: only the negotiated revision (`undefined` when it is not a known revision either).
 */
export declare function checkRevisions(target: DoctorTarget, main: MainSession, requested: readonly Revision[] | undefined, timeoutMs: number, onProgress?: (text: string) => void): Promise<RevisionsChecked>;
//# sourceMappingURL=revisions.d.ts.map