/**
 * `mcp-wire diff --format markdown`: the diff as GitHub-flavoured Markdown for a CI job summary
 * (`>> "$GITHUB_STEP_SUMMARY"`): a heading with the verdict, one table row per host (tools kept before and after,
 * regressions, changes), and the changes as preformatted text in a collapsed `<details>` block. Server text is
 * escaped as doctor's Markdown report escapes it (`markdownText`).
 *
 * Source: GitHub Flavored Markdown Spec 0.29 (tables, backslash escapes, fenced code blocks); GitHub Actions,
 * "Adding a job summary" (`GITHUB_STEP_SUMMARY`).
 */
import { DEFAULT_WIDTH, fitText } from "../layout.js";
import { fence, markdownText, proseLines } from "../doctor/report-markdown.js";
import { changeText, verdictLine } from "./report-human.js";
/**
 * The Markdown report, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link DiffReport} of `compareSides`
 * @param width - the widest prose and details line (`terminalWidth`; default 100); table rows are not wrapped
 * @returns GitHub-flavoured Markdown (shape: docs/doctor.md, "Over time: mcp-wire diff")
 */
export function diffMarkdownReport(report, width = DEFAULT_WIDTH) {
    const who = (side) => markdownText([side.name ?? "unnamed server", side.version].filter((x) => x !== null).join(" "));
    const verdict = report.status === "ok" ? "✓ no regression" : "✗ regression";
    const out = [
        `### mcp-wire diff: ${who(report.before)} → ${who(report.after)} — ${verdict}`,
        "",
        proseLines(`${markdownText(verdictLine(report))}. Before: ${markdownText(report.before.file)}, after: ${markdownText(report.after.file)}.`, width),
        "",
        "| host | kept before | kept after | regressions | changes |",
        "|---|---:|---:|---:|---:|",
    ];
    const kept = (c) => (c.listLost ? `0 of ${c.tools} (list lost)` : `${c.toolsKept} of ${c.tools}`);
    for (const host of report.hosts)
        out.push(`| ${markdownText(host.host)} | ${kept(host.before)} | ${kept(host.after)} | ${host.regressions} | ${host.changes.length} |`);
    const changed = report.hosts.filter((host) => host.changes.length > 0);
    if (changed.length > 0) {
        const lines = changed.flatMap((host) => [host.host, ...host.changes.map((c) => {
                const { mark, text } = changeText(c, host.host);
                return `  ${mark} ${text}`;
            })]);
        const text = fitText(lines.join("\n"), width);
        const marks = fence(text);
        out.push("", "<details><summary>Changes</summary>", "", `${marks}text`, text, marks, "", "</details>");
    }
    return `${out.join("\n")}\n`;
}
//# sourceMappingURL=report-markdown.js.map