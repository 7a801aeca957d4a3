/**
 * The reports of `doctor --config`: one first screen for the whole setup — a line per server (its transport, tools
 * and what the product keeps of them, or why it failed or was skipped), the product's caps over the sum with the
 * tools lost named, qualified names over the product's limit, names that collide — then each checked server's own
 * report. Human (terminal), Markdown (a CI job summary) and JSON (docs/doctor-setup-report.schema.json). Server text
 * is escaped in each; a server's `env` and `headers` never reach any of them (they are not in the report).
 */
import { PLAIN, type Style } from "../style.js";
import { escapeControls, middleCut, shownName } from "../terminal-text.js";
import { DEFAULT_WIDTH, fitText } from "../layout.js";
import { jsonText } from "../json-text.js";
import { doctorHumanReport } from "../doctor/report-human.js";
import { doctorMarkdownReport, markdownText, proseLines } from "../doctor/report-markdown.js";
import { worse, type Blast } from "@mcp-wire/hosts";
import { DEFAULT_FAIL_ON } from "../doctor/args.js";
import { fails, failsAt } from "../doctor/fails.js";
import type { DoctorReport } from "../doctor/report.js";
import type { ServerTool } from "./facts.js";
import type { ServerCheck, SetupReport } from "./setup-doctor.js";

/** The most lost tools a line names; the rest are counted. */
const MAX_NAMED = 10;

/** How names and marks are written in one format. */
interface Writer {
  readonly name: (text: string) => string;
  readonly text: (text: string) => string;
  readonly pass: (text: string) => string;
  readonly fail: (text: string) => string;
  readonly skip: (text: string) => string;
}

const humanWriter = (style: Style): Writer => ({ name: (t) => `"${shownName(t)}"`, text: escapeControls, pass: style.green, fail: style.red, skip: style.dim });
// A name is a code span (nothing in it is markup; a backtick in it becomes '); the skip mark "-" would start a nested
// list item, so Markdown shows "–".
const MARKDOWN: Writer = { name: (t) => `\`${escapeControls(t).replace(/`/g, "'")}\``, text: markdownText, pass: (t) => t, fail: (t) => t, skip: (t) => (t === "-" ? "–" : t) };

/** `server/tool` names, the first {@link MAX_NAMED}, then `and N more`. */
function toolNames(tools: readonly ServerTool[], w: Writer): string {
  const named = tools.slice(0, MAX_NAMED).map((t) => `${w.name(t.server)}/${w.name(t.tool)}`).join(", ");
  return tools.length > MAX_NAMED ? `${named} and ${tools.length - MAX_NAMED} more` : named;
}

/** Collisions grouped by the servers involved (in order): the servers, and the colliding qualified names. */
function collisionGroups(collisions: SetupReport["facts"]["collisions"]): Map<readonly string[], string[]> {
  const byKey = new Map<string, { servers: string[]; names: string[] }>();
  for (const collision of collisions) {
    const servers = [...new Set(collision.tools.map((t) => t.server))];
    const key = JSON.stringify(servers);
    const group = byKey.get(key) ?? { servers, names: [] };
    group.names.push(collision.qualified);
    byKey.set(key, group);
  }
  return new Map([...byKey.values()].map((g) => [g.servers, g.names]));
}

/**
 * How many tools of a report judged for one host that host misreads, and how many it rejects the results of (each
 * tool counted once, by the worst of its failing verdicts: on the tool as a whole and on each schema).
 */
function smallerLosses(report: DoctorReport): { readonly misread: number; readonly result: number } {
  const worst = report.tools.map((tool) => [tool.hosts?.[0], ...tool.schemas.map((schema) => schema.hosts[0])].reduce<Blast>((a, v) => (v?.status === "fail" ? worse(a, v.blast) : a), "none"));
  return { misread: worst.filter((b) => b === "misread").length, result: worst.filter((b) => b === "result").length };
}

/**
 * One server's line. A checked server's mark agrees with the verdict at `failOn`: `✗` when its report fails the run
 * (`fails`), `!` when it has findings under `failOn` only (a misread at the default `tool`), `✓` when nothing fails.
 * The line names what the host loses, misreads or rejects, then tools breaking the MCP Tool type and problems of
 * tools/list as a whole (`duplicate-tool-name`), which fail a report too.
 */
function serverLine(server: ServerCheck, product: string, w: Writer, failOn: Blast): string {
  const head = `${w.name(server.name)} (${server.transport})`;
  if (server.status === "skipped") return `${w.skip("-")} ${head}: skipped, ${w.text(server.reason ?? "")}`;
  if (server.status === "failed") return `${w.fail("✗")} ${head}: failed to start (${server.error?.code ?? ""}): ${w.text(server.error?.message ?? "")}`;
  const report = server.report;
  // the one host the server was judged for: the product, or the composed host (`cursor+gemini`)
  const [judged = product, kept] = Object.entries(report?.summary.hosts ?? {})[0] ?? [];
  const listed = report?.summary.tools ?? 0;
  let cost = kept === undefined ? "" : kept.listLost ? `, ${judged} loses the whole list` : kept.requestsFail ? `, every ${judged} request fails` : kept.toolsLost > 0 ? `, ${judged} loses ${kept.toolsLost}` : "";
  const smaller = report === undefined ? { misread: 0, result: 0 } : smallerLosses(report);
  if (smaller.result > 0) cost += `, ${judged} rejects the results of ${smaller.result}`;
  if (smaller.misread > 0) cost += `, ${judged} misreads ${smaller.misread}`;
  // what fails the report beside the host's verdicts: the MCP Tool type, and problems of tools/list as a whole
  const mcp = report?.summary.failedMcp ?? 0;
  if (mcp > 0) cost += `, ${mcp} break${mcp === 1 ? "s" : ""} the MCP Tool type`;
  const problems = report?.diagnostics ?? [];
  if (problems.length > 0) cost += `, ${problems.length} tools/list problem${problems.length === 1 ? "" : "s"} (${[...new Set(problems.map((d) => d.code))].join(", ")})`;
  const offered = server.offered.length === listed ? "" : `, ${server.offered.length} enabled`;
  const mark = report === undefined || fails(report, failOn) ? w.fail("✗") : report.status === "pass" ? w.pass("✓") : w.skip("!");
  return `${mark} ${head}: ${listed} tool${listed === 1 ? "" : "s"}${offered}${cost}`;
}

/**
 * The setup's verdict at `failOn`, in the words of the single-server report's (`verdictText`): `✗ fail` when the run
 * exits 1, `✓ pass at --fail-on <blast>` when a server or a cross-server fact has findings under `failOn` only (a `!`
 * line), `✓ pass` when nothing does.
 */
function setupVerdict(report: SetupReport, failOn: Blast): string {
  if (report.status === "fail") return "✗ fail";
  const { caps, longNames } = report.facts;
  const under = report.servers.some((s) => s.report?.status === "fail") || caps.length > 0 || longNames.length > 0;
  return under ? `✓ pass at --fail-on ${failOn}` : "✓ pass";
}

/** The first screen's lines (no trailing newline); a finding's mark is `✗` when it fails the run at `failOn`, else `!`. */
function firstScreen(report: SetupReport, w: Writer, failOn: Blast): string[] {
  const { product, facts } = report;
  const checked = report.servers.filter((s) => s.status === "checked").length;
  const lines = [
    `${product} ${report.hostVersion}: ${report.servers.length} server${report.servers.length === 1 ? "" : "s"} in ${report.files.map(w.text).join(", ")} (${checked} checked)`,
    ...report.servers.map((s) => `  ${serverLine(s, product, w, failOn)}`),
  ];
  lines.push(`${product}: ${facts.tools} tool${facts.tools === 1 ? "" : "s"} offered across the servers`);
  const mark = (blast: Blast) => (failsAt(blast, failOn) ? w.fail("✗") : w.skip("!"));
  for (const cap of facts.caps) {
    const cost = cap.blast === "none" ? "a warning, nothing lost" : cap.blast === "tool" ? `loses ${cap.lost.length}: ${toolNames(cap.lost, w)}` : `every request fails, all ${cap.lost.length} tools lost`;
    lines.push(`  ${mark(cap.blast)} over the cap of ${cap.max} tools (${cap.rule}, ${cap.source}): ${cost}`);
    lines.push(`    ${w.text(cap.message)}`);
  }
  for (const long of facts.longNames) {
    // a qualified name of a 10,000-character config key is shown cut in the middle: the line gives its length
    lines.push(`  ${mark(long.blast)} "${w.text(middleCut(long.qualified))}" is ${long.length} characters, over ${long.limit} (${long.rule}, ${long.source}): tool ${w.name(long.tool)} of server ${w.name(long.server)}; ${long.blast === "requests" ? "every request fails once it is loaded" : `blast ${long.blast}`}`);
  }
  for (const [servers, names] of collisionGroups(facts.collisions)) {
    const shown = names.slice(0, 3).map((n) => `"${w.text(n)}"`).join(", ") + (names.length > 3 ? ` and ${names.length - 3} more` : "");
    const count = `${names.length} tool name${names.length === 1 ? "" : "s"}`;
    // one server: two of its own tools qualify to one name; more: tools of different servers do
    lines.push(
      servers.length === 1
        ? `  ${w.fail("✗")} ${count} of server ${servers.map(w.name).join("")} ${names.length === 1 ? "is" : "are each"} given to more than one of its tools: ${shown}`
        : `  ${w.fail("✗")} ${count} of servers ${servers.map(w.name).join(", ")} ${names.length === 1 ? "becomes" : "become"} the same: ${shown}`,
    );
  }
  if (facts.caps.length + facts.longNames.length + facts.collisions.length === 0) lines.push(`  ${w.pass("✓")} no cap, name length or name collision across the servers`);
  const verdict = setupVerdict(report, failOn);
  lines.push(`verdict: ${report.status === "pass" ? w.pass(verdict) : w.fail(verdict)}`);
  return lines;
}

/**
 * The human report: the first screen, then each checked server's doctor report under its name.
 * @param failOn - the `--fail-on` threshold the report was judged at (default `tool`): the marks and the verdict say it
 * @returns the text, newline-terminated, fitted to `width`; never throws
 */
export function setupHumanReport(report: SetupReport, style: Style = PLAIN, width: number = DEFAULT_WIDTH, failOn: Blast = DEFAULT_FAIL_ON): string {
  const out = [fitText(firstScreen(report, humanWriter(style), failOn).join("\n"), width)];
  for (const server of report.servers) {
    if (server.report === undefined) continue;
    out.push("", style.bold(`── server "${shownName(server.name)}" ──`), doctorHumanReport(server.report, style, width).trimEnd());
  }
  return `${out.join("\n")}\n`;
}

/**
 * The Markdown report: a heading with the verdict (`### mcp-wire doctor: <product> setup ✓ pass`, or `✗ fail`, or
 * `✓ pass at --fail-on <blast>`, as the single-server report's), the first screen as a list, then each checked
 * server's Markdown report (its headings one level down).
 * @returns GitHub-flavoured Markdown, newline-terminated; never throws
 */
export function setupMarkdownReport(report: SetupReport, width: number, failOn: Blast): string {
  const [head, ...rest] = firstScreen(report, MARKDOWN, failOn);
  const out = [`### mcp-wire doctor: ${markdownText(report.product)} setup ${setupVerdict(report, failOn)}`, "", proseLines(head ?? "", width), "", ...rest.map((line) => `- ${line.trim()}`)];
  for (const server of report.servers) {
    if (server.report === undefined) continue;
    out.push("", doctorMarkdownReport(server.report, width, failOn).trimEnd().replace(/^(#+) /gm, "#$1 "));
  }
  return `${out.join("\n")}\n`;
}

/** The JSON report (docs/doctor-setup-report.schema.json), newline-terminated. */
export function setupJsonReport(report: SetupReport): string {
  return `${jsonText(report)}\n`;
}
