/**
 * The human report of `mcp-wire diff`, fitted to the terminal width: the two versions compared, then per host what it
 * keeps before → after and each change (`✗` a regression at `--fail-on`, `!` a loss below it, `✓` a gain, `+` a tool
 * added and kept, `-` a tool removed), then the verdict line. Every text from the inputs (names, versions, files,
 * tool names, codes, messages, paths) goes through `escapeControls`: no control or bidi character reaches the terminal.
 */
import { BLASTS } from "@mcp-wire/hosts";
import { PLAIN } from "../style.js";
import { escapeControls as esc, quotedName, shownServer } from "../terminal-text.js";
import { DEFAULT_WIDTH, fitText } from "../layout.js";
import { shownPath } from "../doctor/columns.js";
import { issueDetail } from "../doctor/dialect.js";
/** What a host does with a listed tool, in the user's words (`tool`: the host drops it, so the text names the host). */
const STATE = {
    none: () => "kept",
    misread: () => "read differently",
    result: () => "results rejected",
    tool: (host) => `dropped by ${host}`,
    list: () => "costs the whole list",
    requests: () => "makes every model request fail",
};
/**
 * A side of a tool's change: what `host` does with it, or — when the server does not list it on that side — what the
 * server did (`before` not listed: it is new; `after` not listed: the server removed it, which no host is blamed for).
 */
const stateOf = (blast, side, host) => blast !== null ? STATE[blast](host) : side === "before" ? "new on the server" : "removed from the server";
/** Whether going from `before` to `after` (both listed, or `before` not listed) loses something: a higher blast. */
const loses = (before, after) => BLASTS.indexOf(after) > (before === null ? 0 : BLASTS.indexOf(before));
/** `name version (file: N tools, report|capture[; judged at claude-code@2.1.328])`. */
function sideText(side) {
    const versions = Object.entries(side.hostVersions).map(([host, version]) => esc(`${host}@${version}`));
    const judgedAs = versions.length === 0 ? "" : `; judged at ${versions.join(", ")}`;
    return `${shownServer(side.name, side.version)} (${esc(side.file)}: ${side.tools} tool${side.tools === 1 ? "" : "s"}, ${side.source === "report" ? "doctor report" : "capture judged now"}${judgedAs})`;
}
/** `inputSchema at /properties/x: code: detail`. */
export function reasonText(reason) {
    const where = reason.role === null ? "the tool" : `${esc(reason.role)} at ${shownPath(reason.path)}`;
    return `${where}: ${esc(reason.code)}: ${esc(issueDetail(reason))}`;
}
/**
 * The mark and text of one change for `host` (the host id the report names, e.g. `claude-code`), e.g.
 * `✗ tool "x": kept → dropped by cursor (the tool: tool-name: …)` or `- tool "y": kept → removed from the server`.
 */
export function changeText(change, host) {
    const lossMark = change.regression ? "✗" : "!";
    switch (change.kind) {
        case "list":
            return change.lost ? { mark: lossMark, text: "newly loses the whole list" } : { mark: "✓", text: "gets the whole list back" };
        case "requests":
            return change.failing ? { mark: lossMark, text: "every model request newly fails" } : { mark: "✓", text: "model requests work again" };
        case "server":
            return change.added ? { mark: lossMark, text: `new: ${esc(change.code)}: ${esc(change.message)}` } : { mark: "✓", text: `gone: ${esc(change.code)}: ${esc(change.message)}` };
        case "tool": {
            const move = `tool ${quotedName(change.tool)}: ${stateOf(change.before, "before", host)} → ${stateOf(change.after, "after", host)}`;
            const text = change.reason === null ? move : `${move} (${reasonText(change.reason)})`;
            if (change.after === null)
                return { mark: "-", text };
            if (change.before === null && change.after === "none")
                return { mark: "+", text };
            return { mark: loses(change.before, change.after) ? lossMark : "✓", text };
        }
    }
}
const kept = (counts) => `${counts.toolsKept} of ${counts.tools}`;
/** The lines of one change, styled by its mark. */
function changeLine(change, host, style) {
    const { mark, text } = changeText(change, host);
    const paint = mark === "✗" ? style.red : mark === "!" ? style.yellow : mark === "-" ? style.dim : style.green;
    return `  ${paint(mark)} ${text}`;
}
/**
 * The whole human report, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link DiffReport} of `compareSides`
 * @param style - `COLOUR` or `PLAIN` (default)
 * @param width - the terminal width (default 100): every line is wrapped to it
 * @returns the text for stdout (shape: docs/doctor.md, "Over time: mcp-wire diff")
 */
export function diffHumanReport(report, style = PLAIN, width = DEFAULT_WIDTH) {
    const blocks = [`${style.bold("before")} ${sideText(report.before)}\n${style.bold("after")}  ${sideText(report.after)}`];
    const hosts = report.hosts.map((host) => {
        const counts = `keeps ${kept(host.before)} → ${kept(host.after)} tools`;
        const verdict = host.changes.length === 0 ? "no change" : host.regressions === 0 ? `${host.changes.length} change${host.changes.length === 1 ? "" : "s"}, no regression` : style.red(`${host.regressions} regression${host.regressions === 1 ? "" : "s"}`);
        return [`${style.bold(host.host)}  ${counts}; ${verdict}`, ...host.changes.map((c) => changeLine(c, host.host, style))].join("\n");
    });
    blocks.push(hosts.join("\n"));
    blocks.push(verdictLine(report, style));
    return `${fitText(blocks.join("\n\n"), width)}\n`;
}
/** `no regression at --fail-on tool (10 hosts)` or `2 regressions at --fail-on tool: claude-code, cursor`. */
export function verdictLine(report, style = PLAIN) {
    const n = report.hosts.reduce((sum, host) => sum + host.regressions, 0);
    if (n === 0)
        return style.green(`no regression at --fail-on ${report.failOn} (${report.hosts.length} host${report.hosts.length === 1 ? "" : "s"})`);
    return style.red(`${n} regression${n === 1 ? "" : "s"} at --fail-on ${report.failOn}: ${report.regressed.join(", ")}`);
}
//# sourceMappingURL=report-human.js.map