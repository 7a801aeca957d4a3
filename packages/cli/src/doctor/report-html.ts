/**
 * `doctor --format html`: the report as one self-contained HTML page (inline style, one small inline script, no
 * network; readable without JavaScript): a heading naming the server and the verdict, the summary line, the host
 * summary (one row per selected host: the human report's first screen, `hostFirsts`), the revisions checked when
 * the human report shows them (`revisionRows`: one row per revision, the findings that change between them), filters by host and by blast
 * (shown only when the script runs), the matrix (one row per tool schema, `✓` or `✗ code` as in the other formats),
 * each failing cell opening its issues in a `<details>` (path, code, layer, blast, message, source, the fix line),
 * and the failures and calls as text. Every piece of server text is escaped ({@link htmlText}).
 *
 * Source: WHATWG HTML Living Standard (`<details>`, `hidden`, `<meta http-equiv="Content-Security-Policy">`).
 */
import { BLASTS, type Blast, type HostIssue } from "@mcp-wire/hosts";
import { PLAIN } from "../style.js";
import { DEFAULT_WIDTH } from "../layout.js";
import { DEFAULT_FAIL_ON } from "./args.js";
import { shownPath } from "./columns.js";
import { issueDetail } from "./dialect.js";
import { verdictText } from "./fails.js";
import { HTML_POLICY, HTML_SCRIPT, HTML_STYLE } from "./html-page.js";
import { html, htmlText, sourceHtml } from "./html-text.js";
import { cell, failing } from "./matrix.js";
import type { DoctorReport, HostVerdict, McpIssue } from "./report.js";
import { hostFirsts, judgedAt, NOT_JUDGED_TEXT, notJudged } from "./report-first.js";
import { BLAST_TEXT, detailBlocks, fixText, MCP_FIX, skippedLine, summaryLine, wholeToolFix } from "./report-human.js";
import { judgedRevision } from "./verdicts.js";
import { findingPlace, revisionRows } from "./report-revisions.js";

/** An issue as one list item: path, code, layer and blast (host issues), message, source. */
function issueItem(issue: HostIssue | McpIssue): string {
  const where = `<code>${htmlText(issue.path === "" ? shownPath("") : issue.path)}</code>`;
  const kind = "layer" in issue ? ` <span class="layer">${htmlText(issue.layer)}</span>, blast <span class="blast">${htmlText(issue.blast)}</span>` : "";
  const source = "source" in issue && issue.source !== undefined ? ` (source: ${sourceHtml(issue.source)})` : "";
  const sides = "contested" in issue && issue.contested !== undefined
    ? `; for: ${issue.contested.sources.map(sourceHtml).join(", ")}; against: ${issue.contested.against.map(sourceHtml).join(", ")}`
    : "";
  return `<li>${where} <b>${htmlText(issue.code)}</b>${kind}: ${htmlText(issueDetail(issue))}${source}${sides}</li>`;
}

/** One verdict inside a cell: what the host does, its issues, the fix line; its at-risk findings after. */
function verdictHtml(verdict: HostVerdict, whole: boolean, report: DoctorReport): string {
  const out: string[] = [];
  if (verdict.status === "fail") {
    const fix = verdict.fix !== null ? fixText(verdict.host, verdict.fix, report) : whole ? wholeToolFix(verdict, report) : "";
    out.push(`<p>${htmlText(verdict.host)} ${html(notJudged(verdict) ? NOT_JUDGED_TEXT : BLAST_TEXT[verdict.blast])}${whole ? " (the tool as a whole)" : ""}</p>`, `<ul>${verdict.issues.map(issueItem).join("")}</ul>`);
    if (fix !== "") out.push(`<p class="fix">${html(fix)}</p>`);
  }
  const risks = verdict.atRisk ?? [];
  if (risks.length > 0) out.push(`<p class="risk">at risk (a contested fact: it does not count unless --evidence contested)</p>`, `<ul>${risks.map(issueItem).join("")}</ul>`);
  return out.join("");
}

/** The worst blast of a cell's verdicts. */
const worstOf = (verdicts: readonly HostVerdict[]) => verdicts.reduce<Blast>((a, v) => (BLASTS.indexOf(v.blast) > BLASTS.indexOf(a) ? v.blast : a), "none");

/** One host cell: `✓` or a `<details>` whose summary is `✗ code` (`cell`), holding every verdict of the cell. */
function hostCell(host: string, verdicts: readonly { verdict: HostVerdict; whole: boolean }[], report: DoctorReport): string {
  const issues = verdicts.flatMap(({ verdict }) => failing(verdict));
  const blast = worstOf(verdicts.map(({ verdict }) => verdict));
  const body = verdicts.map(({ verdict, whole }) => verdictHtml(verdict, whole, report)).join("");
  const attrs = `data-host="${html(host)}" data-blast="${blast}" class="${issues.length === 0 ? "pass" : "fail"}"`;
  if (body === "") return `<td ${attrs}>${html(cell(issues))}</td>`;
  if (issues.length === 0) return `<td ${attrs}>${html(cell(issues))} <details class="risk"><summary>at risk</summary>${body}</details></td>`;
  return `<td ${attrs}><details><summary>${html(cell(issues))}</summary>${body}</details></td>`;
}

/** The `mcp` cell: `✓`, or its MCP issues and fix line in a `<details>`. */
function mcpCell(issues: readonly McpIssue[]): string {
  if (issues.length === 0) return `<td class="pass">${html(cell(issues))}</td>`;
  return `<td class="fail"><details><summary>${html(cell(issues))}</summary><ul>${issues.map(issueItem).join("")}</ul><p class="fix">${html(MCP_FIX)}</p></details></td>`;
}

/** The host summary table: one row per selected host with a summary (`hostFirsts`). */
function hostTable(report: DoctorReport): string[] {
  const firsts = hostFirsts(report);
  if (firsts.length === 0) return [];
  const rows = firsts.map((first) => {
    const lost = first.losses.filter((loss) => !loss.text.startsWith("loses the whole list"));
    const cells = [
      `<th scope="row">${htmlText(first.host)}</th>`,
      `<td class="${first.toolsKept === first.tools ? "pass" : "fail"}">${first.toolsKept} of ${first.tools}</td>`,
      `<td>${lost.length === 0 ? "—" : lost.map((loss) => `<span class="${loss.tone === "red" ? "fail" : "warn"}">${htmlText(loss.text)}</span>`).join("; ")}</td>`,
      `<td${first.listLost === null ? "" : ' class="fail"'}>${first.listLost === null ? "no" : first.listLost === "" ? "yes" : `yes, ${htmlText(first.listLost)}`}</td>`,
      `<td>${first.next === null ? "—" : htmlText(first.next)}</td>`,
      `<td class="risk">${first.atRisk.length === 0 ? "—" : first.atRisk.map(htmlText).join("<br>")}</td>`,
    ];
    return `<tr data-host="${html(first.host)}">${cells.join("")}</tr>`;
  });
  return [
    `<h2>Hosts</h2>`,
    `<table id="hosts"><thead><tr><th>host</th><th>tools kept</th><th>loses</th><th>list lost</th><th>next step</th><th>at risk</th></tr></thead>`,
    `<tbody>${rows.join("\n")}</tbody></table>`,
  ];
}

/**
 * The revisions section (the human report's, `revisionRows`): one row per revision checked — its verdict `pass` when
 * the list loads there, `fail` when it is lost — then the findings that change between the revisions, as a list under
 * their revision's row. `[]` when the report has no `revisions`.
 */
function revisionTable(report: DoctorReport): string[] {
  const rows = revisionRows(report);
  if (rows.length === 0) return [];
  const body = rows.map((r) => {
    const tone = r.loads === true ? ' class="pass"' : r.loads === false ? ' class="fail"' : "";
    const changed = r.changed.map((f) => `<li>${htmlText(findingPlace(f, (tool) => tool))} <code>${htmlText(shownPath(f.path))}</code> <b>${htmlText(f.code)}</b>: ${htmlText(f.message)}</li>`);
    const findings = changed.length === 0 ? "—" : `<ul>${changed.join("")}</ul>`;
    return `<tr><th scope="row">${htmlText(r.revision)}</th><td>${htmlText(r.via)}</td><td${tone}>${htmlText(r.verdict)}</td><td>${findings}</td></tr>`;
  });
  return [
    `<h2>Revisions</h2>`,
    `<table id="revisions"><thead><tr><th>revision</th><th>checked over</th><th>tool list</th><th>what changes there</th></tr></thead>`,
    `<tbody>${body.join("\n")}</tbody></table>`,
  ];
}

/** The filters (hidden until the script shows them): a checkbox per host and per blast. */
function filters(report: DoctorReport): string {
  const box = (attr: string, value: string, label: string) => `<label><input type="checkbox" ${attr}="${html(value)}" checked> ${htmlText(label)}</label>`;
  return [
    `<form id="filters" hidden>`,
    `<fieldset><legend>Hosts</legend>${report.hosts.map((host) => box("data-show-host", host, host)).join("")}</fieldset>`,
    `<fieldset><legend>Rows whose worst loss on a shown host is</legend>${BLASTS.map((blast) => box("data-show-blast", blast, blast === "none" ? "none (kept)" : blast)).join("")}</fieldset>`,
    `</form>`,
  ].join("");
}

/** The matrix: one row per tool schema (tool-wide verdicts in the tool's first row, as in the human table). */
function matrix(report: DoctorReport): string[] {
  if (report.tools.length === 0) return [`<p>No tools listed.</p>`];
  if (!report.tools.some((tool) => tool.schemas.length > 0)) return [];
  const head = `<tr><th>tool</th><th>schema</th><th>mcp</th>${report.hosts.map((host) => `<th data-host="${html(host)}">${htmlText(host)}</th>`).join("")}</tr>`;
  const rows = report.tools.flatMap((tool) =>
    tool.schemas.map((schema, j) => {
      const cells = report.hosts.map((host, k) => {
        const own = j === 0 ? tool.hosts?.[k] : undefined; // absent in reports made before it existed
        const verdicts = [...(own === undefined ? [] : [{ verdict: own, whole: true }]), ...(schema.hosts[k] === undefined ? [] : [{ verdict: schema.hosts[k], whole: false }])];
        return hostCell(host, verdicts, report);
      });
      return `<tr><th scope="row">${htmlText(tool.name)}</th><td>${schema.io}</td>${mcpCell(schema.mcp)}${cells.join("")}</tr>`;
    }),
  );
  return [
    `<h2>Tools</h2>`,
    filters(report),
    `<table id="matrix"><thead>${head}</thead>`,
    `<tbody>${rows.join("\n")}</tbody></table>`,
    `<p>mcp: the MCP Tool type at ${html(judgedRevision(report.server.protocolVersion))}. A failing cell opens its issues.</p>`,
  ];
}

/**
 * The HTML report: one self-contained page, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @param failOn - the run's `--fail-on` threshold (default `tool`): the heading's verdict is the exit code's
 *   ({@link verdictText})
 * @returns the HTML document (shape: docs/doctor.md, "HTML report")
 */
export function doctorHtmlReport(report: DoctorReport, failOn: Blast = DEFAULT_FAIL_ON): string {
  const { server } = report;
  const who = [server.name ?? "unnamed server", server.version].filter((x) => x !== null).join(" ");
  const heading = `mcp-wire doctor: ${htmlText(who)} — ${verdictText(report, failOn)}`;
  const judged = judgedAt(report, (text) => ` ${htmlText(text.charAt(0).toUpperCase() + text.slice(1))}.`);
  const skipped = skippedLine(report);
  const details = detailBlocks(report, PLAIN, DEFAULT_WIDTH);
  const body = [
    `<h1>${heading}</h1>`,
    `<p id="summary">${htmlText(summaryLine(report))}. Protocol ${htmlText(server.protocolVersion)}, over ${server.transport} (${htmlText(server.target)}).${judged}</p>`,
    ...(skipped === undefined ? [] : [`<p class="warn">${htmlText(skipped)}</p>`]),
    ...hostTable(report),
    ...revisionTable(report),
    ...matrix(report),
    ...(details.length === 0 ? [] : [`<details id="details"><summary>Failures and calls (text)</summary><pre>${html(details.join("\n\n"))}</pre></details>`]),
  ];
  return [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${html(HTML_POLICY)}">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${heading}</title>`,
    `<style>${HTML_STYLE}</style></head><body>`,
    ...body,
    `<script>${HTML_SCRIPT}</script>`,
    "</body></html>",
    "",
  ].join("\n");
}
