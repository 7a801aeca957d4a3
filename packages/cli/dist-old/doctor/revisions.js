/**
 * doctor per revision: which MCP revisions the server speaks and, at each, the tool list as that revision's wire
 * sees it — every tool against the revision's `Tool` type (`wireFindings`) and every tools/list page against its
 * `ListToolsResult` (`resultFindings`; at 2026-07-28 a page without `resultType`, `ttlMs` or `cacheScope` is
 * refused), both from the spec's schema.json, validated with Ajv. The SDK clients parse a tools/list result as a
 * whole, so one finding costs the whole list at that revision (`listLoads: false`). The judging is pure; the lanes
 * (the connections at the other revisions) are lane.ts, driven by {@link checkRevisions}.
 */
import { ARCHETYPE_PROFILES, resultFindings, tolerated, wireFindings } from "@mcp-wire/hosts";
import { REVISIONS } from "@mcp-wire/spec";
import { MODERN_REVISION, openLane } from "./lane.js";
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/**
 * The findings of tools/list pages at a revision: each page's result findings, then each of its tools' wire findings.
 * @param pages - the raw tools/list results, in order
 */
export function pageFindings(pages, revision) {
    return judgedPages(pages, revision).map((j) => j.finding);
}
/** Each finding with the raw tool it is on (`undefined` for a result finding), for the clients' tolerances. */
function judgedPages(pages, revision) {
    const out = [];
    let index = 0;
    pages.forEach((page, i) => {
        for (const found of resultFindings("tools/list", page, revision))
            out.push({ finding: { tool: null, page: i + 1, path: found.path, code: "wire-invalid", message: found.message }, raw: undefined, wire: undefined });
        const tools = Array.isArray(page["tools"]) ? page["tools"] : [];
        for (const tool of tools) {
            const name = isRecord(tool) && typeof tool["name"] === "string" ? tool["name"] : `#${index}`;
            for (const found of wireFindings(tool, revision))
                out.push({ finding: { tool: name, path: found.path, code: "wire-invalid", message: found.message }, raw: tool, wire: found });
            index++;
        }
    });
    return out;
}
/** The report of one revision from its lane (or the main session's pages, `via: "session"`). */
export function judgeLane(lane, via) {
    const base = { revision: lane.revision, spoken: lane.spoken, via, answered: lane.answered };
    if (!lane.spoken)
        return { ...base, tools: null, listLoads: null, clients: { "mcp-sdk-v1-client": null, "mcp-sdk-v2-client": null }, findings: [], error: lane.error };
    const judged = judgedPages(lane.pages, lane.revision);
    const tools = lane.pages.reduce((n, page) => n + (Array.isArray(page["tools"]) ? page["tools"].length : 0), 0);
    const loads = (client) => {
        const wire = ARCHETYPE_PROFILES[client].wire;
        if (wire === undefined || !wire.speaks.includes(lane.revision))
            return null;
        const kept = (j) => j.wire !== undefined && tolerated(wire.tolerates, lane.revision, j.raw, j.wire);
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
export function revisionsToCheck(negotiated, requested) {
    if (requested !== undefined && requested.length > 0)
        return REVISIONS.filter((r) => requested.includes(r));
    return REVISIONS.filter((r) => r === negotiated || r === "2026-07-28");
}
/** A finding's identity across revisions: the same tool and path (the message names the revision). */
const findingKey = (f) => `${f.tool === null ? "" : `t:${f.tool}`}\u0000${f.path}`;
/**
 * Whether the revisions differ: two or more are spoken and their verdicts, tool counts or findings (by tool and path)
 * are not the same at all of them.
 */
export function revisionsDiffer(reports) {
    const spoken = reports.filter((r) => r.spoken);
    if (spoken.length < 2)
        return false;
    const [first, ...rest] = spoken;
    const keys = (r) => [...new Set(r.findings.map(findingKey))].sort().join("\n");
    return rest.some((r) => r.listLoads !== first.listLoads || r.tools !== first.tools || keys(r) !== keys(first));
}
/** The findings of `report` that are not (same tool and path) at every other spoken revision: what changes there. */
export function changedFindings(report, all) {
    const others = all.filter((r) => r.spoken && r.revision !== report.revision);
    return report.findings.filter((f) => others.some((o) => !o.findings.some((g) => findingKey(g) === findingKey(f))));
}
/**
 * Checks each revision of `revisionsToCheck(main.negotiated, requested)`: the negotiated one from the main session's
 * pages, each other one on a lane of its own ({@link openLane}), one after the other. A replayed capture has no
 * lanes: only the negotiated revision (`undefined` when it is not a known revision either).
 */
export async function checkRevisions(target, main, requested, timeoutMs, onProgress) {
    const reports = [];
    const probeMs = {};
    for (const revision of revisionsToCheck(main.negotiated, requested)) {
        if (revision === main.negotiated) {
            reports.push(judgeLane({ revision, spoken: true, answered: [revision], pages: main.pages, error: null, probeMs: 0 }, "session"));
            continue;
        }
        if (target.kind === "transport")
            continue;
        onProgress?.(`checking revision ${revision}`);
        const lane = await openLane(target, revision, timeoutMs);
        probeMs[revision] = lane.probeMs;
        reports.push(judgeLane(lane, revision === MODERN_REVISION ? "server/discover" : "initialize"));
    }
    return { reports, probeMs };
}
