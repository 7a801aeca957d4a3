/**
 * `mcp-wire check --format markdown`: the check report as GitHub-flavoured Markdown for a CI job summary
 * (`>> "$GITHUB_STEP_SUMMARY"`): a heading with the verdict, one table row per file × subject × revision (status,
 * issues), and the human report's lines as preformatted text in a collapsed `<details>` block. Text from the input is
 * escaped as doctor's Markdown report escapes it (`markdownText`).
 *
 * Source: GitHub Flavored Markdown Spec 0.29 (tables, backslash escapes, fenced code blocks); GitHub Actions,
 * "Adding a job summary" (`GITHUB_STEP_SUMMARY`).
 */
import { PLAIN } from "../style.js";
import { DEFAULT_WIDTH, fitText } from "../layout.js";
import { fence, markdownText } from "../doctor/report-markdown.js";
import { resultLines } from "./report-human.js";
/**
 * The Markdown report, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link CheckReport}
 * @param width - the widest details line (`terminalWidth`; default 100); table rows are not wrapped
 * @returns GitHub-flavoured Markdown: heading, table (`file | subject | revision | status | issues`), details
 */
export function checkMarkdownReport(report, width = DEFAULT_WIDTH) {
    const { checked, accepted, rejected } = report.summary;
    const out = [
        `### mcp-wire check — ${rejected === 0 ? "✓ all accepted" : "✗ rejected"}`,
        "",
        `Checked ${checked}: ${accepted} accepted, ${rejected} rejected.`,
        "",
        "| file | subject | revision | status | issues |",
        "|---|---|---|---|---:|",
    ];
    for (const r of report.results) {
        const subject = r.subject === "" ? r.form : `${r.form} ${r.subject}`;
        out.push(`| ${markdownText(r.file)} | ${markdownText(subject)} | ${r.revision} | ${r.status === "accepted" ? "✓ accepted" : "✗ rejected"} | ${r.issues.length} |`);
    }
    if (report.results.length > 0) {
        const text = fitText(report.results.map((r) => resultLines(r, PLAIN).join("\n")).join("\n\n"), width);
        const marks = fence(text);
        out.push("", "<details><summary>Details</summary>", "", `${marks}text`, text, marks, "", "</details>");
    }
    return `${out.join("\n")}\n`;
}
//# sourceMappingURL=report-markdown.js.map