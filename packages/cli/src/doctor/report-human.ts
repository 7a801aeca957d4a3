/**
 * The human report of `mcp-wire doctor`, fitted to the terminal width: a header line, per host what it keeps and
 * the next step (`report-first.ts`), the table (tools × hosts,
 * `✓` or `✗ <code>`; see `matrix.ts`), each
 * failure with its path, what the host says and the fix (identical failures shown once, with the tool schemas
 * they affect), what contested facts put at risk (with both sides' sources), the calls with each elicitation's verdict per
 * revision, and a summary line.
 */
import { issueDetail } from "./dialect.js";
import { BLASTS as BLAST_ORDER, EVERY_VERSION, isHostTarget, judgedVersion, productOf, PRODUCTS, sameFactsRange, worse, type Blast, type HostIssue, type HostTarget } from "@mcp-wire/hosts";
import type { CallReport, DoctorReport, FixVerdict, HostVerdict, McpIssue, SchemaReport } from "./report.js";
import { PLAIN, type Style } from "../style.js";
import { escapeControls as esc, quoted, shellWord, shownName, shownServer } from "../terminal-text.js";
import { fitText, DEFAULT_WIDTH } from "../layout.js";
import { FAIL, MAX_ROWS, moreRows, pad, PASS, shownPath } from "./columns.js";
import { tableLines } from "./matrix.js";
import { toolVerdicts } from "./fails.js";
import { serverNameMatters } from "../tool-name-rules.js";
import { hostLines, judgedAt, NOT_JUDGED_TEXT, notJudged, proxyHost, publishCall } from "./report-first.js";
import { revisionLines } from "./report-revisions.js";

/** What a fix line needs of the report: the versions and the evidence doctor judged at. */
type Judged = Pick<DoctorReport, "hostVersions" | "evidence" | "serverName">;

/** An issue's message without the `<path>: ` the dialect builder starts it with (the path has its own column). */
const shownMessage = (issue: Issue) => esc(issueDetail(issue));

/** An issue as the report shows it. */
type Issue = Pick<McpIssue, "path" | "message"> & { readonly code: string };

const codes = (issues: readonly Issue[]) => esc([...new Set(issues.map((i) => i.code))].join(", "));

/** What a host's verdict costs, in the user's words. */
export const BLAST_TEXT: Readonly<Record<Blast, string>> = {
  none: "keeps it",
  misread: "reads it differently (looser or tighter)",
  result: "rejects its results",
  tool: "drops the tool",
  list: "loses the whole tool list",
  requests: "fails every model request",
};

/**
 * ` (for <product> <range>)`: the releases a product's fix holds for — those judged alike (`sameFactsRange` of
 * `@mcp-wire/hosts`) around the version doctor judged it at (a client announcing another version may be served
 * another form); ` (with every recorded <product> fact)` when judged at `*`; `""` for an archetype host, which has no
 * versions.
 */
function heldFor(host: string, judged: Judged): string {
  const name = isHostTarget(host) ? productOf(host) : undefined;
  if (name === undefined) return "";
  // one text per host and report, however many of its verdicts fail
  const texts = heldTexts.get(judged) ?? new Map<string, string>();
  heldTexts.set(judged, texts);
  const known = texts.get(host);
  if (known !== undefined) return known;
  const product = PRODUCTS[name];
  const at = judgedVersion(product, judged.hostVersions?.[host as HostTarget]);
  const range = at.version === EVERY_VERSION ? undefined : sameFactsRange(product, at);
  const text = range === undefined ? ` (with every recorded ${name} fact)` : range === EVERY_VERSION ? ` (for every ${name} release)` : ` (for ${name} ${range})`;
  texts.set(host, text);
  return text;
}

/** {@link heldFor}'s texts, per report. */
const heldTexts = new WeakMap<Judged, Map<string, string>>();

/**
 * The fix line of a failing host verdict: the projection `mcp-wire proxy --host <host>` serves (at the version doctor
 * judged the host at), whether it is kept, and for a product the releases it holds for ({@link heldFor}).
 */
export function fixText(host: string, fix: FixVerdict, judged: Judged): string {
  if (!fix.fixes) return `fix: change the schema (no projection for ${host} is kept: ${codes(fix.issues)})`;
  const how = `mcp-wire proxy ${proxyHost(host, judged)}, or ${publishCall(judged)}, serves a form it keeps${heldFor(host, judged)}`;
  // a same-meaning rewrite (a boolean sub-schema → {}, a dialect conversion) costs nothing; a looser one is a check
  // the host no longer makes (the server still does)
  const looser = fix.loosened.filter((change) => change.effect === "looser");
  return looser.length === 0 ? `fix: ${how}` : `fix: ${how}; it no longer checks ${looser.length} (${codes(looser)}: the server still does)`;
}

function issueRows(issues: readonly Issue[]): string[][] {
  return issues.map((i) => [shownPath(i.path), esc(i.code), shownMessage(i)]);
}

/** The fix line of a schema that breaks the MCP rules. */
export const MCP_FIX = "fix: change the server (the tool breaks the MCP Tool type of the negotiated revision); a host fix below serves a same-meaning form where one exists";
/** The fix line of a failing verdict on a tool as a whole (its name, its size, its depth): no projection changes those. */
export const TOOL_FIX = "fix: change the tool (a projection rewrites only its schemas)";

/**
 * The fix line of a failing verdict on the tool as a whole: where `proxy --rename` gives the tool a name the host
 * keeps (`HostVerdict.renamed`), that name (with `--server-name <its config key>` where the host's qualified names
 * have a length limit and doctor was told the key) (and, when other findings remain, {@link TOOL_FIX} for them); else
 * {@link TOOL_FIX}.
 */
export function wholeToolFix(verdict: HostVerdict, judged: Judged): string {
  if (verdict.renamed === undefined) return TOOL_FIX;
  const named = judged.serverName !== undefined && isHostTarget(verdict.host) && serverNameMatters(verdict.host) ? ` --server-name ${shellWord(judged.serverName)}` : "";
  const rename = `fix: renamed by mcp-wire proxy ${proxyHost(verdict.host, judged)} --rename${named}: listed as ${quoted(verdict.renamed)}, calls sent on under its own name`;
  return verdict.issues.every((issue) => issue.path === "/name") ? rename : `${rename}; for the rest, ${TOOL_FIX.slice("fix: ".length)}`;
}

/** One failure block (a host's, or the MCP rules'), before grouping; `key` identifies it across schemas. */
interface Failure {
  readonly key: string;
  readonly lines: readonly string[];
}

/** A failing host verdict's block; `whole`: a verdict on the tool as a whole (no projection applies). */
function hostFailure(verdict: HostVerdict, style: Style, width: number, versions: Judged, whole = false): Failure {
  const lines = [`  ${style.bold(verdict.host)} ${notJudged(verdict) ? NOT_JUDGED_TEXT : BLAST_TEXT[verdict.blast]}`, ...pad(issueRows(verdict.issues), "    ", [style.cyan, style.yellow], undefined, width)];
  const fix = verdict.fix !== null ? fixText(verdict.host, verdict.fix, versions) : whole ? wholeToolFix(verdict, versions) : "";
  if (fix !== "") lines.push(`    ${fix}`);
  return { key: JSON.stringify([verdict.host, issueRows(verdict.issues), fix]), lines };
}

function mcpFailure(issues: readonly McpIssue[], style: Style, width: number): Failure {
  const lines = [`  ${style.bold("mcp")}`, ...pad(issueRows(issues), "    ", [style.cyan, style.yellow], undefined, width), `    ${MCP_FIX}`];
  return { key: JSON.stringify(["mcp", issueRows(issues), MCP_FIX]), lines };
}

/** The failure blocks of one schema: the MCP rules' (if any), then each failing host's, in `hosts` order. */
function schemaFailures(schema: SchemaReport, style: Style, width: number, versions: Judged): Failure[] {
  const failures = schema.mcp.length > 0 ? [mcpFailure(schema.mcp, style, width)] : [];
  for (const verdict of schema.hosts) if (verdict.status === "fail") failures.push(hostFailure(verdict, style, width, versions));
  return failures;
}

/**
 * The failures section, grouped: identical failures (same host — or the MCP rules —, same issues: path, code
 * and message, and the same fix) are shown once, under the list of the tool schemas they affect; failures
 * affecting the same schemas share one heading. Headings are in order of first appearance (tools/list
 * order, then `hosts` order): `echo inputSchema` for one schema, `16 schemas: echo inputSchema, …` for more.
 * Tool names are cut as everywhere (`shownName`), paths as `shownPath` cuts them; issue rows are wrapped to `width`
 * with continuation lines aligned (`pad`).
 * @param width - the terminal width (default 100)
 * @returns one block of lines per heading; `[]` when nothing fails
 */
export function failureBlocks(report: DoctorReport, style: Style = PLAIN, width: number = DEFAULT_WIDTH): string[][] {
  const entries: { failure: Failure; label: string }[] = [];
  for (const tool of report.tools) {
    for (const verdict of tool.hosts ?? []) { // absent in reports made before it existed
      if (verdict.status === "fail") entries.push({ failure: hostFailure(verdict, style, width, report, true), label: `${style.bold(shownName(tool.name))} (the tool)` });
    }
    for (const schema of tool.schemas) {
      const label = `${style.bold(shownName(tool.name))} ${schema.io}Schema`;
      for (const failure of schemaFailures(schema, style, width, report)) entries.push({ failure, label });
    }
  }
  return grouped(entries);
}

/**
 * A block's identical failures shown once under the labels of the schemas they affect, blocks with the same labels
 * under one heading; the first `MAX_ROWS` headings, each naming its first `MAX_ROWS` schemas (`… and N more` after
 * them), then a last block counting the headings left out.
 */
function grouped(entries: readonly { readonly failure: Failure; readonly label: string }[]): string[][] {
  const groups = new Map<string, { lines: readonly string[]; schemas: string[] }>();
  for (const { failure, label } of entries) {
    const group = groups.get(failure.key) ?? { lines: failure.lines, schemas: [] };
    group.schemas.push(label);
    groups.set(failure.key, group);
  }
  const sections = new Map<string, { schemas: readonly string[]; lines: string[] }>();
  for (const { lines, schemas } of groups.values()) {
    const key = JSON.stringify(schemas);
    const section = sections.get(key) ?? { schemas, lines: [] };
    section.lines.push(...lines);
    sections.set(key, section);
  }
  const named = (schemas: readonly string[]) => (schemas.length > MAX_ROWS ? [...schemas.slice(0, MAX_ROWS), moreRows(schemas.length - MAX_ROWS)] : schemas);
  const blocks = [...sections.values()].slice(0, MAX_ROWS).map(({ schemas, lines }) => [
    schemas.length === 1 ? (schemas[0] ?? "") : `${schemas.length} schemas: ${named(schemas).join(", ")}`,
    ...lines,
  ]);
  return sections.size > MAX_ROWS ? [...blocks, [moreRows(sections.size - MAX_ROWS, "headings (--format json lists every failure)")]] : blocks;
}

/** A verdict's at-risk block: what the contested fact would cost, its issue rows, and both sides' sources in full. */
function riskBlock(host: string, issues: readonly HostIssue[], style: Style, width: number): Failure {
  const worst = issues.reduce<Blast>((a, b) => (BLAST_ORDER.indexOf(b.blast) > BLAST_ORDER.indexOf(a) ? b.blast : a), "none");
  const sides = [...new Set(issues.map((issue) => JSON.stringify([issue.contested?.sources ?? [], issue.contested?.against ?? []])))].map((text) => JSON.parse(text) as [string[], string[]]);
  const lines = [
    `  ${style.bold(host)} at risk: ${BLAST_TEXT[worst]} (a contested fact: it does not count unless --evidence contested)`,
    ...pad(issueRows(issues), "    ", [style.cyan, style.yellow], undefined, width),
    ...sides.flatMap(([sources, against]) => [`    for: ${esc(sources.join(", "))}`, `    against: ${esc(against.join(", "))}`]),
  ];
  return { key: JSON.stringify([host, issueRows(issues), sides]), lines };
}

/**
 * The at-risk section, grouped as {@link failureBlocks}: per tool schema (or tool) and host, the findings of contested
 * facts that do not count, with both sides' sources.
 * @returns one block of lines per heading; `[]` when nothing is at risk
 */
export function riskBlocks(report: DoctorReport, style: Style = PLAIN, width: number = DEFAULT_WIDTH): string[][] {
  const entries: { failure: Failure; label: string }[] = [];
  for (const tool of report.tools) {
    for (const verdict of tool.hosts ?? []) if ((verdict.atRisk ?? []).length > 0) entries.push({ failure: riskBlock(verdict.host, verdict.atRisk ?? [], style, width), label: `${style.bold(shownName(tool.name))} (the tool)` });
    for (const schema of tool.schemas) {
      for (const verdict of schema.hosts) {
        if ((verdict.atRisk ?? []).length > 0) entries.push({ failure: riskBlock(verdict.host, verdict.atRisk ?? [], style, width), label: `${style.bold(shownName(tool.name))} ${schema.io}Schema` });
      }
    }
  }
  return grouped(entries);
}

/**
 * What each client does with the result: one line for the clients that take it, a block per client that refuses it
 * (`hangs on it` when its validator did not finish within the budget: `validator-timeout`).
 */
function resultLines(call: CallReport, style: Style, width: number): string[] {
  const passing = call.results.filter((r) => r.status === "pass").map((r) => r.host);
  const lines = passing.length === 0 ? [] : [`  result ${style.green(PASS)} ${passing.join(", ")}`];
  for (const verdict of call.results) {
    if (verdict.status === "pass") continue;
    const hangs = verdict.issues.some((is) => is.code === "validator-timeout");
    lines.push(`  result ${style.red(FAIL)} ${style.bold(verdict.host)} ${hangs ? "hangs on it" : "refuses it"}`);
    lines.push(...pad(verdict.issues.map((is) => [shownPath(is.path), esc(is.code), esc(is.message)]), "    ", [style.cyan, style.yellow], undefined, width));
  }
  return lines;
}

/**
 * Where the call's results break the MCP result type of its revision (`call.mcp`, the 2026-07-28 lane): a heading,
 * then one row per finding — `round n` for an `input_required` result, `final` for the final one — with its path.
 */
function callMcpLines(call: CallReport, style: Style, width: number): string[] {
  const found = call.mcp ?? [];
  if (found.length === 0) return [];
  const heading = `  mcp ${style.red(FAIL)} ${found.length} finding${found.length === 1 ? "" : "s"} against the ${esc(call.revision ?? "")} tools/call result type`;
  return [heading, ...pad(found.map((is) => [is.round === undefined ? "final" : `round ${is.round}`, shownPath(is.path), esc(is.code), esc(is.message)]), "    ", [(t: string) => t, style.cyan, style.yellow], undefined, width)];
}

function callLines(call: CallReport, negotiated: string, style: Style, width: number): string[] {
  const failed = call.outcome === "not-listed" ? style.red("not listed, not called") : style.red(`${call.outcome}: ${esc(call.error ?? "")}`);
  const outcome = call.outcome !== "ok" ? failed : call.isError ? style.yellow(`ok, the tool reports an error: ${quoted(call.error ?? "")}`) : "ok";
  const n = call.elicitations.length;
  const rounds = call.rounds === undefined ? "" : ` over ${call.rounds} input_required round${call.rounds === 1 ? "" : "s"}`;
  const asked = n === 0 ? "" : `, ${n} elicitation${n === 1 ? "" : "s"}${rounds} (answered ${call.rounds === undefined ? "decline" : "as --answer says"})`;
  const at = call.revision === undefined ? "" : ` at ${esc(call.revision)}`;
  const lines = [`${style.bold(shownName(call.tool))} ${esc(JSON.stringify(call.args))}${at}: ${outcome}${asked}`, ...resultLines(call, style, width), ...callMcpLines(call, style, width)];
  call.elicitations.forEach((e, i) => {
    const entry = e.round === undefined || e.key === undefined ? "" : `, round ${e.round}, key ${quoted(e.key)}`;
    lines.push(`  elicitation ${i + 1} (${e.mode}${entry}): ${quoted(e.message)}`);
    for (const verdict of e.revisions) {
      const mark = verdict.valid ? style.green(PASS) : style.red(`${FAIL} ${verdict.issues.length} issue${verdict.issues.length === 1 ? "" : "s"}`);
      lines.push(`    ${verdict.revision}  ${mark}${verdict.revision === (call.revision ?? negotiated) ? " (negotiated)" : ""}`);
      lines.push(...pad(verdict.issues.map((is) => [shownPath(is.path), esc(is.code), esc(is.message)]), "      ", [style.cyan, style.yellow], undefined, width));
    }
  });
  return lines;
}

/** The revisions the calls ran at, in order, `/`-joined: the negotiated one, and 2026-07-28 for calls on that lane. */
function callRevisions(report: DoctorReport): string {
  return [...new Set(report.calls.map((call) => call.revision ?? report.server.protocolVersion))].join("/") || report.server.protocolVersion;
}

/** What a server-wide finding (paths into the `tools/list` result, e.g. a tool-count cap) costs a host, in the user's words. */
const SERVER_WIDE_TEXT: Readonly<Record<Blast, string>> = {
  none: "keeps every tool",
  misread: "reads the list differently",
  result: "rejects results",
  tool: "drops tools",
  list: "loses the whole tool list",
  requests: "fails every model request",
};

/** The tools of `report` that host `host` judges with blast `blast` (on the tool as a whole or on one of its schemas). */
const toolsAt = (report: DoctorReport, host: string, blast: Blast): number =>
  report.tools.filter((tool) => toolVerdicts(tool).some((v) => v.host === host && v.blast === blast)).length;

/**
 * What each selected host loses beyond the tools counted: its server-wide findings (a tool-count cap), e.g. `windsurf
 * loses the whole tool list (too-many-tools)`, the worst blast of its findings in {@link SERVER_WIDE_TEXT}'s words and
 * their codes; else the whole list lost, or every model request failing, because of some tools (`claude-desktop loses
 * the whole tool list (because of 1 tool)`: the tools counted as passing are not kept there either). Hosts without
 * either (or without a summary, in reports made before it existed) are left out.
 * @returns one text per such host, in `report.hosts` order; never throws
 */
function serverWideLosses(report: DoctorReport): string[] {
  const losses: string[] = [];
  for (const host of report.hosts) {
    const summary = report.summary.hosts?.[host];
    const issues = (summary?.issues ?? []).filter((issue) => issue.blast !== "none");
    if (issues.length > 0) {
      const worst = issues.reduce<Blast>((a, b) => worse(a, b.blast), "none");
      losses.push(`${host} ${SERVER_WIDE_TEXT[worst]} (${codes(issues)})`);
      continue;
    }
    const blast: Blast | undefined = summary?.requestsFail === true ? "requests" : summary?.listLost === true ? "list" : undefined;
    if (blast === undefined) continue;
    const n = toolsAt(report, host, blast);
    losses.push(`${host} ${SERVER_WIDE_TEXT[blast]}${n === 0 ? "" : ` (because of ${n} tool${n === 1 ? "" : "s"})`}`);
  }
  return losses;
}

/** Whether every selected host keeps every tool: its summary loses none, nor the list, nor its requests (`false` without summaries). */
function keptEverywhere(report: DoctorReport): boolean {
  return report.hosts.every((host) => {
    const kept = report.summary.hosts?.[host];
    return kept !== undefined && kept.toolsLost === 0 && !kept.listLost && !kept.requestsFail;
  });
}

/** What the failing verdicts of a report whose hosts keep every tool are, in words: `misreads`, `rejected results`, both, and the MCP Tool type's. */
function lesserFails(report: DoctorReport): string {
  const blasts = new Set(report.tools.flatMap(toolVerdicts).filter((v) => v.status === "fail").map((v) => v.blast));
  const words = [blasts.has("misread") ? "misreads" : undefined, blasts.has("result") ? "rejected results" : undefined, report.summary.failedMcp > 0 ? "breaks of the MCP Tool type" : undefined].filter((w): w is string => w !== undefined);
  return words.length === 0 ? "findings that cost no tool" : words.join(" and ");
}

/**
 * The summary line, e.g. `14 tools × 8 hosts: 0 pass on every host, 14 fail on some (2020-12-only 14); 1 call, 1
 * elicitation (0 invalid at 2025-11-25)`: a tool passes when the MCP rules and every selected host read it as written,
 * and fails when one of them does not (a misread counts), so over several hosts the counts say so — the per-host
 * counts after them say how many each fails; over one host `3 tools × 1 host: 1 pass, 2 fail (kilo 2)`. A host's
 * server-wide loss follows the counts: `150 tools × 2 hosts: 150 pass on every host, 0 fail; windsurf loses the whole
 * tool list (too-many-tools)`.
 */
export function summaryLine(report: DoctorReport, style: Style = PLAIN): string {
  const { summary, hosts } = report;
  const byHost = hosts.filter((h) => (summary.failedByHost[h] ?? 0) > 0).map((h) => `${h} ${summary.failedByHost[h]}`);
  if (summary.failedMcp > 0) byHost.unshift(`mcp ${summary.failedMcp}`);
  // over several hosts "0 pass" alone reads as "every tool broken"; "fail on some" only when some do
  const several = hosts.length > 1;
  const failed = `${summary.failed} fail${several && summary.failed > 0 ? " on some" : ""}${byHost.length > 0 ? ` (${byHost.join(", ")})` : ""}`;
  const passed = `${summary.passed} pass${several ? " on every host" : ""}`;
  let line = `${summary.tools} tool${summary.tools === 1 ? "" : "s"} × ${hosts.length} host${hosts.length === 1 ? "" : "s"}: ${style.green(passed)}, ${summary.failed > 0 ? style.red(failed) : failed}`;
  // fails that cost no host a tool (misreads, rejected results) are not losses: said, so "15 fail" is not read as such
  if (summary.failed > 0 && keptEverywhere(report)) line += `; ${style.green(`every host keeps every tool`)} (the fails are ${lesserFails(report)})`;
  for (const loss of serverWideLosses(report)) line += `; ${style.red(loss)}`;
  const diagnostics = report.diagnostics ?? []; // absent in reports made before it existed
  if (diagnostics.length > 0) {
    const n = diagnostics.length;
    line += `; ${style.red(`${n} tools/list problem${n === 1 ? "" : "s"} (${[...new Set(diagnostics.map((d) => d.code))].join(", ")})`)}`;
  }
  if (summary.calls > 0) {
    const refusedResults = summary.failedResults > 0 ? `, ${summary.failedResults} result${summary.failedResults === 1 ? "" : "s"} refused` : "";
    const callMcp = (summary.failedCallMcp ?? 0) > 0 ? `, ${summary.failedCallMcp} breaking an MCP result type` : ""; // absent in earlier reports
    const refused = `${refusedResults}${callMcp}`;
    line += `; ${summary.calls} call${summary.calls === 1 ? "" : "s"} (${summary.failedCalls} failed${refused}), ${summary.elicitations} elicitation${summary.elicitations === 1 ? "" : "s"} (${summary.invalidElicitations} invalid at ${esc(callRevisions(report))})`;
  }
  return line;
}

/**
 * The whole human report, newline-terminated: header, what each host keeps and the next step, table, problems of tools/list as a whole, failures
 * (grouped, see {@link failureBlocks}),
 * calls, summary (blank lines between). Pure; reads only `report`.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @param style - `COLOUR` or `PLAIN` (default)
 * @param width - the terminal width (default 100): no line is wider (the table is laid out to fit, see
 *   `tableLines`; every other line is wrapped)
 * @returns the text for stdout (shape: docs/doctor.md, "Read the table")
 */
export function doctorHumanReport(report: DoctorReport, style: Style = PLAIN, width: number = DEFAULT_WIDTH): string {
  const { server } = report;
  const who = shownServer(server.name, server.version);
  const blocks = [`${style.bold(who)} over ${server.transport} (${esc(server.target)}), protocol ${esc(server.protocolVersion)}${judgedAt(report, (text) => `; ${text}`)}`];
  const skipped = skippedLine(report);
  if (skipped !== undefined) blocks.push(style.yellow(skipped));
  const hosts = hostLines(report, style);
  if (hosts.length > 0) blocks.push(hosts.join("\n"));
  const revisions = revisionLines(report, style, width);
  if (revisions.length > 0) blocks.push(revisions.join("\n"));
  const table = tableLines(report, style, width);
  if (report.tools.length === 0) blocks.push("no tools listed");
  else if (table.length > 0) blocks.push(table.join("\n"));
  blocks.push(...detailBlocks(report, style, width));
  blocks.push(summaryLine(report, style));
  return fitText(blocks.join("\n\n"), width) + "\n";
}

/** The line about skipped stdout lines, or `undefined` when none was skipped. */
export function skippedLine(report: DoctorReport): string | undefined {
  const { lines, first } = report.skippedStdout;
  if (lines === 0) return undefined;
  return `server stdout: ${lines} line${lines === 1 ? "" : "s"} that ${lines === 1 ? "is" : "are"} not JSON-RPC skipped (first: ${first.map((line) => quoted(line)).join(", ")})`;
}

/**
 * The blocks after the table: problems of tools/list as a whole, the failures (grouped, see
 * {@link failureBlocks}), what is at risk ({@link riskBlocks}) and the calls; each block one string of lines, their issue rows wrapped to `width` with
 * aligned continuation lines (the other lines not yet fitted to a width).
 * @param width - the terminal width (default 100)
 */
export function detailBlocks(report: DoctorReport, style: Style = PLAIN, width: number = DEFAULT_WIDTH): string[] {
  const blocks: string[] = [];
  const diagnostics = report.diagnostics ?? []; // absent in reports made before it existed
  if (diagnostics.length > 0) {
    const rows = diagnostics.map((d) => [d.code, esc(d.message)]);
    blocks.push([style.bold("tools/list"), ...pad(rows, "  ", [style.yellow], undefined, width)].join("\n"));
  }
  const failures = failureBlocks(report, style, width);
  if (failures.length > 0) blocks.push(style.bold("failures"), ...failures.map((b) => b.join("\n")));
  const risks = riskBlocks(report, style, width);
  if (risks.length > 0) blocks.push(style.bold("at risk"), ...risks.map((b) => b.join("\n")));
  if (report.calls.length > 0) blocks.push(style.bold("calls"), ...report.calls.map((c) => callLines(c, report.server.protocolVersion, style, width).join("\n")));
  return blocks;
}
