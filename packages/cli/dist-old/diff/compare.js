/**
 * `mcp-wire diff`'s verdict: per selected host, what a change of the server's tools gains or loses — the list newly
 * lost or regained, every model request newly failing or fixed, each tool newly dropped, newly kept, added, removed
 * or read differently, each server-wide finding (a tool-count cap) new or gone — and which of these are regressions
 * at `--fail-on`. Pure: no I/O.
 */
import { BLASTS } from "@mcp-wire/hosts";
/** The `diffVersion` of reports of this version of the CLI; bumped only on a breaking change of {@link DiffReport}. */
export const DIFF_REPORT_VERSION = 1;
const rank = (blast) => (blast === null ? 0 : BLASTS.indexOf(blast));
function info(side) {
    return { file: side.file, source: side.source, name: side.name, version: side.version, protocolVersion: side.protocolVersion, tools: side.tools.length, hostVersions: side.hostVersions };
}
/**
 * Compares two sides for each host.
 * @param before - the older version (`sideOf`)
 * @param after - the newer version
 * @param hosts - the hosts, in report order; each is in both sides (`sideOf` checked)
 * @param failOn - the blast at which a loss is a regression (`none`: nothing is)
 * @returns the {@link DiffReport}
 */
export function compareSides(before, after, hosts, failOn) {
    const at = failOn === "none" ? Infinity : rank(failOn);
    const names = [...after.tools, ...before.tools.filter((name) => !after.tools.includes(name))];
    const diffs = hosts.map((host) => {
        const was = before.hosts.get(host);
        const now = after.hosts.get(host);
        if (was === undefined || now === undefined)
            throw new RangeError(`compareSides: host ${host} is not on both sides`);
        const changes = [];
        if (was.listLost !== now.listLost)
            changes.push({ kind: "list", lost: now.listLost, regression: now.listLost && rank("list") >= at });
        if (was.requestsFail !== now.requestsFail)
            changes.push({ kind: "requests", failing: now.requestsFail, regression: now.requestsFail && rank("requests") >= at });
        for (const tool of names) {
            const from = was.tools.get(tool);
            const to = now.tools.get(tool);
            const b = from === undefined ? null : from.blast;
            const a = to === undefined ? null : to.blast;
            if (b === a)
                continue;
            const worse = a !== null && (b === null || rank(a) > rank(b));
            const reason = (worse ? to?.reason : (from?.reason ?? to?.reason)) ?? null;
            changes.push({ kind: "tool", tool, before: b, after: a, reason, regression: worse && rank(a) >= at });
        }
        const key = (issue) => `${issue.code}\u0000${issue.message}`;
        const old = new Set(was.issues.map(key));
        const current = new Set(now.issues.map(key));
        for (const issue of now.issues)
            if (!old.has(key(issue)))
                changes.push({ ...issue, kind: "server", added: true, regression: rank(issue.blast) >= at });
        for (const issue of was.issues)
            if (!current.has(key(issue)))
                changes.push({ ...issue, kind: "server", added: false, regression: false });
        const counts = (side, tools) => ({ toolsKept: side.toolsKept, tools, listLost: side.listLost, requestsFail: side.requestsFail });
        return { host, before: counts(was, before.tools.length), after: counts(now, after.tools.length), changes, regressions: changes.filter((c) => c.regression).length };
    });
    const regressed = diffs.filter((d) => d.regressions > 0).map((d) => d.host);
    return { diffVersion: DIFF_REPORT_VERSION, failOn, status: regressed.length > 0 ? "regression" : "ok", before: info(before), after: info(after), hosts: diffs, regressed };
}
//# sourceMappingURL=compare.js.map