/**
 * `mcp-wire check --format markdown`: the check report as GitHub-flavoured Markdown for a CI job summary
 * (`>> "$GITHUB_STEP_SUMMARY"`): a heading with the verdict, one table row per file × subject × revision (status,
 * issues) and per file that could not be checked (`✗ not checked`, its code), and the human report's lines as preformatted text in a collapsed `<details>` block. Text from the input is
 * escaped as doctor's Markdown report escapes it (`markdownText`).
 *
 * Source: GitHub Flavored Markdown Spec 0.29 (tables, backslash escapes, fenced code blocks); GitHub Actions,
 * "Adding a job summary" (`GITHUB_STEP_SUMMARY`).
 */
import { PLAIN } from "../style.js";
import { DEFAULT_WIDTH, fitText } from "../layout.js";
import { fence, markdownText } from "../doctor/report-markdown.js";
import type { CheckReport } from "./report.js";
import { fileErrorLines, resultLines } from "./report-human.js";

/**
 * The Markdown report, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link CheckReport}
 * @param width - the widest details line (`terminalWidth`; default 100); table rows are not wrapped
 * @returns GitHub-flavoured Markdown: heading, table (`file | subject | revision | status | issues`), details
 */
export function checkMarkdownReport(report: CheckReport, width: number = DEFAULT_WIDTH): string {
  const { checked, accepted, rejected, errors } = report.summary;
  const verdict = errors > 0 ? "✗ files not checked" : rejected === 0 ? "✓ all accepted" : "✗ rejected";
  const notChecked = errors === 0 ? "" : ` ${errors} file${errors === 1 ? "" : "s"} not checked.`;
  const out = [
    `### mcp-wire check — ${verdict}`,
    "",
    `Checked ${checked}: ${accepted} accepted, ${rejected} rejected.${notChecked}`,
    "",
    "| file | subject | revision | status | issues |",
    "|---|---|---|---|---:|",
  ];
  for (const r of report.results) {
    const subject = r.subject === "" ? r.form : `${r.form} ${r.subject}`;
    out.push(`| ${markdownText(r.file)} | ${markdownText(subject)} | ${r.revision} | ${r.status === "accepted" ? "✓ accepted" : "✗ rejected"} | ${r.issues.length} |`);
  }
  for (const e of report.errors) out.push(`| ${markdownText(e.file)} | — | — | ✗ not checked: ${e.code} | — |`);
  const blocks = [...report.results.map((r) => resultLines(r, PLAIN).join("\n")), ...report.errors.map((e) => fileErrorLines(e, PLAIN).join("\n"))];
  if (blocks.length > 0) {
    const text = fitText(blocks.join("\n\n"), width);
    const marks = fence(text);
    out.push("", "<details><summary>Details</summary>", "", `${marks}text`, text, marks, "", "</details>");
  }
  return `${out.join("\n")}\n`;
}
