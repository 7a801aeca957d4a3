/**
 * `doctor --format markdown`: the report as GitHub-flavoured Markdown, made for a GitHub Actions job summary
 * (`>> "$GITHUB_STEP_SUMMARY"`): a heading naming the server and the verdict, the summary line, the host summary
 * (one row per selected host: tools kept, tools lost, whether it loses the whole list, the next step — the human
 * report's first screen), the revisions checked when the human report shows them (`revisionRows`: one row per
 * revision, then the findings that change between them), the table (one row per tool schema, `✓` or `✗ code`), and the details (tools/list problems, failures with their
 * fixes, calls) as preformatted text in a collapsed `<details>` block. Server text is escaped: control and bidi
 * characters as `\uXXXX`, Markdown and HTML punctuation with a backslash, so a tool name cannot add a column,
 * a link or markup.
 *
 * Source: GitHub Flavored Markdown Spec 0.29 (tables, backslash escapes, fenced code blocks); GitHub Actions,
 * "Adding a job summary" (`GITHUB_STEP_SUMMARY`).
 */
import { PLAIN } from "../style.js";
import { escapeControls } from "../terminal-text.js";
import { DEFAULT_WIDTH, fitText, visibleWidth } from "../layout.js";
import { cell, failing } from "./matrix.js";
import { DEFAULT_FAIL_ON } from "./args.js";
import { verdictText } from "./fails.js";
import { detailBlocks, skippedLine, summaryLine } from "./report-human.js";
import { hostFirsts, judgedAt } from "./report-first.js";
import { findingPlace, revisionRows } from "./report-revisions.js";
import { shownPath } from "./columns.js";
/**
 * A Markdown paragraph's line broken at spaces into lines of at most `width` code points, as Markdown allows (a line
 * break inside a paragraph is a soft break: it renders as a space). A word is never cut — cutting could split a
 * backslash escape or an entity — so a single word wider than `width` keeps a line of its own.
 * @param line - one paragraph line, already escaped ({@link markdownText})
 * @param width - the widest line, in code points
 * @returns the lines joined by `\n`
 */
export function proseLines(line, width) {
    const out = [];
    for (const word of line.split(" ")) {
        const last = out.length - 1;
        if (last >= 0 && visibleWidth(out[last]) + 1 + visibleWidth(word) <= width)
            out[last] += ` ${word}`;
        else
            out.push(word);
    }
    return out.join("\n");
}
/** Server text for Markdown: control characters escaped, then every ASCII punctuation that is markup. */
export function markdownText(text) {
    return escapeControls(text).replace(/[\\`*_[\]|~<>&]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : `\\${c}`));
}
/** A fence longer than every run of backticks in `text` (at least three). */
export function fence(text) {
    const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    return "`".repeat(Math.max(3, longest + 1));
}
/**
 * The Markdown report, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @param width - the widest prose and details line (`terminalWidth`; default 100); table rows are not wrapped
 * @param failOn - the run's `--fail-on` threshold (default `tool`): the heading says `✗ fail` exactly when the run
 *   exits 1 at it ({@link verdictText}), `✓ pass` when nothing fails, and `✓ pass at --fail-on <blast>` when only smaller
 *   losses do
 * @returns GitHub-flavoured Markdown (shape: docs/doctor.md, "In CI")
 */
export function doctorMarkdownReport(report, width = DEFAULT_WIDTH, failOn = DEFAULT_FAIL_ON) {
    const { server } = report;
    const who = [server.name ?? "unnamed server", server.version].filter((x) => x !== null).join(" ");
    const verdict = verdictText(report, failOn);
    const out = [
        `### mcp-wire doctor: ${markdownText(who)} — ${verdict}`,
        "",
        proseLines(`${markdownText(summaryLine(report))}. Protocol ${markdownText(server.protocolVersion)}, over ${server.transport} (${markdownText(server.target)}).${judgedAs(report)}`, width),
    ];
    const skipped = skippedLine(report);
    if (skipped !== undefined)
        out.push("", proseLines(`> ${markdownText(skipped)}`, width).replace(/\n/g, "\n> "));
    out.push("");
    const firsts = hostFirsts(report);
    if (firsts.length > 0) {
        // an "at risk" column (contested facts: not counted, both sides named) only when a host has one
        const risky = firsts.some((first) => first.atRisk.length > 0);
        out.push(`| host | tools kept | lost | list lost | next step |${risky ? " at risk |" : ""}`, `|---|---:|---|---|---|${risky ? "---|" : ""}`);
        for (const first of firsts) {
            const lost = first.losses.filter((loss) => !loss.text.startsWith("loses the whole list")).map((loss) => loss.text);
            const cells = [first.host, `${first.toolsKept} of ${first.tools}`, lost.length === 0 ? "—" : lost.join("; "), first.listLost === null ? "no" : first.listLost === "" ? "yes" : `yes, ${first.listLost}`, first.next ?? "—"];
            if (risky)
                cells.push(first.atRisk.length === 0 ? "—" : first.atRisk.join("; "));
            out.push(`| ${cells.map(markdownText).join(" | ")} |`);
        }
        out.push("");
    }
    out.push(...revisionTables(report));
    if (report.tools.length === 0)
        out.push("No tools listed.");
    else if (report.tools.some((tool) => tool.schemas.length > 0)) {
        out.push(`| tool | schema | mcp | ${report.hosts.join(" | ")} |`, `|---|---|---|${report.hosts.map(() => "---|").join("")}`);
        for (const tool of report.tools) {
            // a tool-wide verdict (its name, a cap, …) is shown in the tool's first row, as in the human table
            tool.schemas.forEach((schema, j) => {
                const issues = report.hosts.map((_, k) => [...(j === 0 ? failing(tool.hosts?.[k]) : []), ...failing(schema.hosts[k])]);
                const cells = [cell(schema.mcp), ...issues.map((found) => cell(found))].map(markdownText);
                out.push(`| ${markdownText(tool.name)} | ${schema.io} | ${cells.join(" | ")} |`);
            });
        }
    }
    const details = detailBlocks(report, PLAIN, width);
    if (details.length > 0) {
        const text = fitText(details.join("\n\n"), width);
        const marks = fence(text);
        out.push("", "<details><summary>Failures and calls</summary>", "", `${marks}text`, text, marks, "", "</details>");
    }
    return `${out.join("\n")}\n`;
}
/**
 * The revisions section as Markdown (the human report's, `revisionRows`): a table of the revisions checked, then a
 * table of the findings that change between them when there are any; each followed by a blank line. `[]` when the
 * report has no `revisions`.
 */
function revisionTables(report) {
    const rows = revisionRows(report);
    if (rows.length === 0)
        return [];
    const out = ["| revision | checked over | tool list |", "|---|---|---|", ...rows.map((r) => `| ${[r.revision, r.via, r.verdict].map(markdownText).join(" | ")} |`), ""];
    const changed = rows.flatMap((r) => r.changed.map((f) => [r.revision, findingPlace(f, (tool) => tool), shownPath(f.path), f.code, f.message]));
    if (changed.length > 0)
        out.push("| revision | where | path | code | message |", "|---|---|---|---|---|", ...changed.map((cells) => `| ${cells.map(markdownText).join(" | ")} |`), "");
    return out;
}
/** ` Judged at claude-code@2.1.328, ….` for the product versions judged, and whether contested facts count; `""` when neither. */
function judgedAs(report) {
    return judgedAt(report, (text) => ` ${markdownText(text.charAt(0).toUpperCase() + text.slice(1))}.`);
}
