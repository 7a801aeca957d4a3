/**
 * Doctor's host verdicts. Archetype hosts (the validators and model APIs products embed): a whole `tools/list`
 * through `checkTools` of `@mcp-wire/hosts` (three layers — wire, dialect, host — each finding with its blast
 * radius). Product hosts (Claude Code, Cursor, …): composed per schema role from the archetypes their record
 * (`PRODUCTS`) says they embed, their `tools/list` parse (the wire layer at the negotiated revision) and their own
 * rules (`evaluateProduct`). For each failing verdict, whether the form `mcp-wire proxy --host <host>` serves
 * (`projectToolList` of `@mcp-wire/sdk`) is kept by that host, judged the same way. Pure: no I/O.
 */
import { HOST_TARGETS, hostFindings, isProductHost, projectTools, REVISIONS, worse, } from "@mcp-wire/hosts";
/** Every host `--host` takes: the products first, then the archetypes. */
export const DOCTOR_HOSTS = HOST_TARGETS;
/** The hosts judged when `--host` is not given: the products (the archetypes stay selectable). */
export const DEFAULT_HOSTS = HOST_TARGETS.filter(isProductHost);
/** Whether `value` is one of {@link DOCTOR_HOSTS}. */
export const isDoctorHost = (value) => DOCTOR_HOSTS.includes(value);
/** Whether `host` is a product host. */
export const isProduct = (host) => isProductHost(host);
/** The revision `checkTools` judges at: the negotiated one when known, else the latest 2025 one. */
export function judgedRevision(protocolVersion) {
    return REVISIONS.includes(protocolVersion) ? protocolVersion : "2025-11-25";
}
const ROLES = ["inputSchema", "outputSchema"];
/**
 * A verdict from its issues: `fail` exactly when the worst blast is not `none`; `atRisk` kept when there are any. An
 * issue found the same (path, code, layer, blast, message) by two of the archetypes a product embeds is listed once.
 */
function verdictOf(host, found, atRisk = []) {
    const issues = once(found);
    const blast = issues.reduce((worst, found) => worse(worst, found.blast), "none");
    const verdict = { host, status: blast === "none" ? "pass" : "fail", blast, issues, fix: null };
    return atRisk.length === 0 ? verdict : { ...verdict, atRisk };
}
/** `issues` without repeats of an earlier one (same path, code, layer, blast and message), in order. */
function once(issues) {
    const seen = new Set();
    return issues.filter((issue) => {
        const key = JSON.stringify([issue.path, issue.code, issue.layer, issue.blast, issue.message]);
        return seen.has(key) ? false : (seen.add(key), true);
    });
}
/**
 * The host transport of a session's `ServerInfo.transport` (`TransportKind`: stdio, http, replay, transport): `stdio`
 * for a stdio server, else `http` (a `--url`; a replayed capture or a given transport is judged as HTTP, the
 * transport with the most rules).
 */
export function hostTransport(kind) {
    return kind === "stdio" ? "stdio" : "http";
}
/**
 * Judges the raw tools of every tools/list page for each host.
 * @param tools - the `tools` entries exactly as received, all pages in order
 * @param hosts - the hosts, in report order
 * @param protocolVersion - the negotiated revision (see {@link judgedRevision})
 * @param options - {@link JudgeOptions}: the product versions, which facts count, the transport
 * @returns {@link Judged}; never mutates `tools`
 */
export function judgeTools(tools, hosts, protocolVersion, options = {}) {
    const revision = judgedRevision(protocolVersion);
    const cache = new Map(); // a schema a projection leaves unchanged is not compiled again
    const judged = judge(tools, hosts, revision, cache, options);
    const fixes = hosts.map((host, k) => {
        const failing = judged.tools.some((tool) => ROLES.some((role) => tool.schemas[role]?.[k]?.status === "fail"));
        return failing ? served(tools, host, revision, cache, options) : undefined;
    });
    const withFixes = judged.tools.map((tool, i) => {
        const schemas = {};
        for (const role of ROLES) {
            const verdicts = tool.schemas[role];
            if (verdicts !== undefined)
                schemas[role] = verdicts.map((verdict, k) => (verdict.status === "pass" ? verdict : { ...verdict, fix: fixes[k]?.(i, role) ?? null }));
        }
        return { schemas, hosts: tool.hosts };
    });
    return { revision, tools: withFixes, summary: judged.summary };
}
/** The verdicts without fixes: `hostFindings` of `@mcp-wire/hosts` (one `checkTools` for every archetype needed). */
function judge(tools, hosts, revision, compileCache, options) {
    const found = hostFindings(tools, hosts, revision, { versions: options.versions ?? {}, evidence: options.evidence ?? "reported", compileCache, transport: options.transport ?? "http" });
    const judged = tools.map((tool, i) => {
        const schemas = {};
        for (const role of ROLES) {
            if (found[0]?.tools[i]?.schemas[role] !== undefined)
                schemas[role] = found.map((host) => verdictOf(host.host, host.tools[i]?.schemas[role] ?? [], host.tools[i]?.atRisk?.schemas[role]));
        }
        return { schemas, hosts: found.map((host) => verdictOf(host.host, host.tools[i]?.tool ?? [], host.tools[i]?.atRisk?.tool)) };
    });
    return { tools: judged, summary: Object.fromEntries(found.map((host) => [host.host, host.summary])) };
}
/**
 * The list `mcp-wire proxy --host <host>` serves (`projectTools`), judged for that host alone (the projection
 * re-judges it), at the product version judged and with the same facts counting.
 * @returns the fix verdict of tool `i`'s schema `role`
 */
function served(tools, host, revision, compileCache, options) {
    const version = options.versions?.[host];
    const projection = projectTools(tools, host, { revision, compileCache, evidence: options.evidence ?? "reported", transport: options.transport ?? "http", ...(version === undefined ? {} : { version }) });
    return (i, role) => {
        const tool = projection.report[i];
        const issues = (tool?.issues ?? []).filter((issue) => issue.role === role && issue.blast !== "none");
        return { fixes: tool !== undefined && issues.length === 0, issues, loosened: tool?.loosened[role] ?? [] };
    };
}
