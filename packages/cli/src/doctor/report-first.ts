/**
 * The first lines of doctor's human report: per selected host, how many tools it keeps, whether it loses the whole
 * list (and because of which tool), what else it costs, and the next step — the `mcp-wire proxy` command or
 * `publishToolSchemas` call whose projection that host keeps, or else the schema change to make.
 */
import { BLASTS, isHostTarget, worse, type Blast, type HostIssue } from "@mcp-wire/hosts";
import { PRODUCTS as RECOGNISED } from "@mcp-wire/sdk/v1";
import { escapeControls as esc, quotedName as quoted, shellWord } from "../terminal-text.js";
import { serverNameMatters } from "../tool-name-rules.js";
import { PLAIN, type Style } from "../style.js";
import { shownPath } from "./columns.js";
import { issueDetail } from "./dialect.js";
import type { DoctorReport, HostVerdict } from "./report.js";

/** One failing verdict of a host, with where it is. */
interface Failing {
  readonly tool: string;
  /** `inputSchema` / `outputSchema`, or `undefined` for the tool as a whole. */
  readonly role: string | undefined;
  readonly verdict: HostVerdict;
}

const rank = (blast: Blast) => BLASTS.indexOf(blast);

/** Every failing verdict of host `k`, worst first (list order among equals). */
function failingOf(report: DoctorReport, k: number): Failing[] {
  const found: Failing[] = [];
  for (const tool of report.tools) {
    const own = tool.hosts?.[k]; // absent in reports made before it existed
    if (own?.status === "fail") found.push({ tool: tool.name, role: undefined, verdict: own });
    for (const schema of tool.schemas) {
      const verdict = schema.hosts[k];
      if (verdict?.status === "fail") found.push({ tool: tool.name, role: `${schema.io}Schema`, verdict });
    }
  }
  return found.sort((a, b) => rank(b.verdict.blast) - rank(a.verdict.blast));
}

/** The most tools a `because of …` names; more are counted (`and N more`). */
const MAX_BECAUSE = 3;

/**
 * ` because of tool "x" (code)` naming every tool with a verdict of `blast`: `tools "x", "y" (code)`, the first
 * {@link MAX_BECAUSE} then `and N more` when more tools cost it, then the distinct codes of their first such
 * issues; `""` for none.
 */
function because(failing: readonly Failing[], blast: Blast): string {
  const tools = new Map<string, string>();
  for (const f of failing) if (f.verdict.blast === blast && !tools.has(f.tool)) tools.set(f.tool, f.verdict.issues.find((i) => i.blast === blast)?.code ?? "");
  if (tools.size === 0) return "";
  const named = [...tools.keys()].slice(0, MAX_BECAUSE).map(quoted).join(", ");
  const more = tools.size > MAX_BECAUSE ? ` and ${tools.size - MAX_BECAUSE} more` : "";
  return ` because of tool${tools.size === 1 ? "" : "s"} ${named}${more} (${esc([...new Set(tools.values())].join(", "))})`;
}

/** The names of the tools with a verdict of `blast` (and passing `keep`), at most three shown. */
function names(failing: readonly Failing[], blast: Blast, keep: (f: Failing) => boolean = () => true): string {
  const all = [...new Set(failing.filter((f) => f.verdict.blast === blast && keep(f)).map((f) => f.tool))];
  return all.slice(0, 3).map(quoted).join(", ") + (all.length > 3 ? `, +${all.length - 3}` : "");
}

/**
 * Whether `verdict` costs a tool only because mcp-wire could not read it (`unreadable-tool` at blast `tool`: nested
 * past the depth it reads, not JSON): no host rule judged it, and the tool counts as lost without a host having been
 * seen to drop it. The report says "counts as dropping" for it ({@link NOT_JUDGED_TEXT}), not "drops".
 */
export function notJudged(verdict: Pick<HostVerdict, "blast" | "issues">): boolean {
  const costly = verdict.issues.filter((issue) => issue.blast === "tool");
  return verdict.blast === "tool" && costly.length > 0 && costly.every((issue) => issue.code === "unreadable-tool");
}

/** What a host's {@link notJudged} verdict costs, in the user's words (the failures' `<host> <text>` line). */
export const NOT_JUDGED_TEXT = "counts as dropping the tool (not judged: mcp-wire could not read it)";

/**
 * `host@version` for a product host doctor judged at a version (`claude-code@2.1.328`, `cursor@latest`;
 * `'gemini@*'` quoted, so a shell does not expand it), else `host`: what `proxy --host` takes.
 */
export function hostArgument(host: string, versions: DoctorReport["hostVersions"]): string {
  const version = versions === undefined || !Object.hasOwn(versions, host) ? undefined : versions[host as keyof typeof versions];
  if (typeof version !== "string") return host;
  return version === "*" ? `'${host}@*'` : `${host}@${version}`;
}

/**
 * What the header says of the product versions and the evidence: `judged at claude-code@2.1.328, cursor@latest`
 * (every selected product host, as `hostVersions` gives) and `contested facts count` at `--evidence contested`,
 * each through `sentence`; `""` when there is neither (no product host, a report made before `hostVersions`).
 */
export function judgedAt(report: Pick<DoctorReport, "hostVersions" | "evidence">, sentence: (text: string) => string): string {
  const versions = Object.entries(report.hostVersions ?? {}).map(([host, version]) => esc(`${host}@${String(version)}`));
  const parts = [...(versions.length === 0 ? [] : [`judged at ${versions.join(", ")}`]), ...(report.evidence === "contested" ? ["contested facts count (--evidence contested)"] : [])];
  return parts.map(sentence).join("");
}

/**
 * `--host <host>[@<version>]` as doctor judged the host, and ` --evidence contested` when contested facts counted: the
 * proxy arguments that serve the form doctor checked.
 */
export function proxyHost(host: string, report: Pick<DoctorReport, "hostVersions" | "evidence">): string {
  return `--host ${hostArgument(host, report.hostVersions)}${report.evidence === "contested" ? " --evidence contested" : ""}`;
}

/**
 * The SDK call that serves the forms doctor checked: `publishToolSchemas(server, { hosts: "auto" })`, with
 * `evidence: "contested"` when contested facts counted.
 */
export function publishCall(report: Pick<DoctorReport, "evidence">): string {
  return `publishToolSchemas(server, { hosts: "auto"${report.evidence === "contested" ? ', evidence: "contested"' : ""} })`;
}

/**
 * The proxy command for `host` (at the version doctor judged it at) in front of the server doctor checked; `options`
 * (`--rename`, `--server-name <key>`) go after `--host`.
 */
export function proxyCommand(host: string, report: Pick<DoctorReport, "server" | "hostVersions" | "evidence">, options = ""): string {
  const { server } = report;
  const target = server.transport === "http" ? `--url ${server.target}` : server.transport === "stdio" ? `-- ${server.target}` : "-- <server command>";
  return esc(`mcp-wire proxy ${proxyHost(host, report)}${options} ${target}`);
}

/**
 * Whether `proxy --rename` fixes a failing verdict on the tool as a whole: it renames the tool to a name the host keeps
 * (`HostVerdict.renamed`) and every finding is on the name (`/name`), as the failures' fix line says (`wholeToolFix`).
 */
const renameFixes = (failing: Failing): boolean => failing.role === undefined && failing.verdict.renamed !== undefined && failing.verdict.issues.every((issue) => issue.path === "/name");

/**
 * The next step for one host (without `next: `): a projection every failing verdict's fix is kept by (with `--rename`
 * where a tool's name is its only fault, and `--server-name` where the host's qualified names have a length limit and
 * doctor was told the key), else the worst schema change. A rename is the proxy's alone: the SDK call is offered only
 * when no tool needs one.
 */
function nextStep(host: string, failing: readonly Failing[], report: DoctorReport): string {
  const unfixed = failing.filter((f) => f.verdict.fix?.fixes !== true && !renameFixes(f));
  const rename = failing.some(renameFixes);
  const named = rename && report.serverName !== undefined && isHostTarget(host) && serverNameMatters(host) ? ` --server-name ${shellWord(report.serverName)}` : "";
  const sdk = !rename && (RECOGNISED as readonly string[]).includes(host) ? `, or ${publishCall(report)} in a TypeScript SDK server` : "";
  const served = `${proxyCommand(host, report, rename ? ` --rename${named}` : "")}${sdk}`;
  const first = unfixed[0];
  if (first === undefined) return served;
  const issue = first.verdict.issues.find((i) => i.blast === first.verdict.blast) ?? first.verdict.issues[0];
  const where = first.role === undefined ? `tool ${quoted(first.tool)}` : `tool ${quoted(first.tool)} ${first.role} at ${shownPath(issue?.path ?? "")}`;
  const change = `change ${where}: ${esc(issue === undefined ? "" : issueDetail(issue))}`;
  const more = unfixed.length > 1 ? ` (and ${unfixed.length - 1} more, below)` : "";
  return unfixed.length < failing.length ? `${change}${more}; for the rest: ${served}` : `${change}${more}`;
}

/** One part of what a host loses, and how the human report colours it (`red`: tools or the list lost, `yellow`: less). */
export interface Loss {
  readonly text: string;
  readonly tone: "red" | "yellow";
}

/** What one selected host keeps and loses, and its next step: the first screen's line, as data. */
export interface HostFirst {
  readonly host: string;
  readonly toolsKept: number;
  readonly tools: number;
  readonly toolsLost: number;
  /** `because of tool "x" (code)` (`tools "x", "y" (code)`, `and N more`) when the host loses the whole list, else `null`. */
  readonly listLost: string | null;
  /** What it loses, worst first (the list, every request, tools dropped, results rejected, misreadings, caps). */
  readonly losses: readonly Loss[];
  /** The next step without `next: `, or `null` when nothing is lost. */
  readonly next: string | null;
  /**
   * Per contested fact that does not count, what it would cost and both sides' first sources, without `at risk: `
   * (`would reject the results of 1 ("x") (code; for a/b#1; against c/d#2)`); `[]` when none.
   */
  readonly atRisk: readonly string[];
}

/** What a contested fact would cost, by the worst blast of its findings on a tool. */
const WOULD: Readonly<Record<Exclude<Blast, "none">, string>> = {
  misread: "would misread",
  result: "would reject the results of",
  tool: "would drop",
  list: "would lose the whole list because of",
  requests: "would fail every model request because of",
};

/** A source read at a commit (`owner/repo@<40 hex>:dir/file`) as the first screen names it: `owner/repo@<7 hex>:…/file`. */
const AT_COMMIT = /^([^@\s]+)@([0-9a-f]{7})[0-9a-f]{33}:(?:.*\/)?([^/]+)$/;

/** `a/b#1`, or `a/b#1 and N more`: the first source of one side (a commit-read source shortened, see {@link AT_COMMIT}). */
function side(sources: readonly string[]): string {
  const first = (sources[0] ?? "").replace(AT_COMMIT, (_, repo: string, commit: string, file: string) => `${repo}@${commit}:…/${file}`);
  return `${first}${sources.length > 1 ? ` and ${sources.length - 1} more` : ""}`;
}

/** Each contested fact's at-risk findings on host `k` (per tool and server-wide), as first-screen texts. */
function risksOf(report: DoctorReport, k: number, server: readonly HostIssue[]): string[] {
  const facts = new Map<string, { issue: HostIssue; tools: Map<string, Blast> }>();
  const add = (tool: string | undefined, issue: HostIssue) => {
    const key = JSON.stringify([issue.code, issue.contested?.sources, issue.contested?.against]);
    const fact = facts.get(key) ?? { issue, tools: new Map() };
    if (tool !== undefined) fact.tools.set(tool, worse(fact.tools.get(tool) ?? "none", issue.blast));
    facts.set(key, fact);
  };
  for (const tool of report.tools) {
    for (const issue of tool.hosts?.[k]?.atRisk ?? []) add(tool.name, issue);
    for (const schema of tool.schemas) for (const issue of schema.hosts[k]?.atRisk ?? []) add(tool.name, issue);
  }
  for (const issue of server) add(undefined, issue);
  return [...facts.values()].flatMap(({ issue, tools }) => {
    const sides = `${esc(issue.code)}; for ${esc(side(issue.contested?.sources ?? []))}; against ${esc(side(issue.contested?.against ?? []))}`;
    if (tools.size === 0) return issue.blast === "none" ? [] : [`${esc(issue.message)} (${sides})`];
    const worst = [...tools.values()].reduce<Blast>((a, b) => worse(a, b), "none");
    if (worst === "none") return [];
    const named = [...tools.keys()];
    const shown = named.slice(0, 3).map(quoted).join(", ") + (named.length > 3 ? `, +${named.length - 3}` : "");
    return [`${WOULD[worst]} ${named.length} (${shown}) (${sides})`];
  });
}

/**
 * Per selected host (with a summary in the report), what it keeps and loses and the next step. Every text from the
 * server is escaped (`escapeControls`).
 */
export function hostFirsts(report: DoctorReport): HostFirst[] {
  const total = report.tools.length;
  const firsts: HostFirst[] = [];
  report.hosts.forEach((host, k) => {
    const summary = report.summary.hosts?.[host]; // absent in reports made before it existed
    if (summary === undefined) return;
    const failing = failingOf(report, k);
    const losses: Loss[] = [];
    const red = (text: string) => losses.push({ text, tone: "red" });
    const yellow = (text: string) => losses.push({ text, tone: "yellow" });
    const listLost = summary.listLost ? because(failing, "list").trim() : null;
    if (summary.listLost) red(`loses the whole list${because(failing, "list")}`);
    if (summary.requestsFail) red(`fails every model request${because(failing, "requests")}`);
    if (summary.toolsLost > 0 && !summary.listLost) {
      // tools mcp-wire could not read count as lost, but no host was seen dropping them: said apart from the drops
      const unread = new Set(failing.filter((f) => f.verdict.blast === "tool" && notJudged(f.verdict)).map((f) => f.tool));
      for (const f of failing) if (f.verdict.blast === "tool" && !notJudged(f.verdict)) unread.delete(f.tool);
      const dropped = summary.toolsLost - unread.size;
      if (dropped > 0) red(`drops ${dropped} (${names(failing, "tool", (f) => !unread.has(f.tool))})`);
      if (unread.size > 0) red(`counts as dropping ${unread.size}, not judged (${names(failing, "tool", (f) => unread.has(f.tool))})`);
    }
    const results = failing.filter((f) => f.verdict.blast === "result").length;
    if (results > 0) yellow(`rejects the results of ${results} (${names(failing, "result")})`);
    const misread = failing.filter((f) => f.verdict.blast === "misread").length;
    if (misread > 0) yellow(`misreads ${misread} (${names(failing, "misread")})`);
    // a host that keeps fewer tools than listed with no loss to show says why (an unreadable list), never nothing
    const unexplained = losses.length === 0 && summary.toolsKept < total;
    for (const issue of summary.issues) if (issue.blast !== "none" || unexplained) red(`${esc(issue.code)}: ${esc(issue.message)}`);
    if (unexplained && losses.length === 0) red(`${total - summary.toolsKept} tools not judged: the list could not be read`);
    const next = failing.length > 0 ? nextStep(host, failing, report) : losses.length > 0 && !unexplained ? "list fewer tools (the cap counts every tool the host has enabled)" : null;
    firsts.push({ host, toolsKept: summary.toolsKept, tools: total, toolsLost: summary.toolsLost, listLost, losses, next, atRisk: risksOf(report, k, summary.atRisk ?? []) });
  });
  return firsts;
}

/**
 * The first block of the human report: one line per selected host (what it keeps and loses), then its next step,
 * then what each contested fact that does not count would cost (`at risk:`, with both sides' first sources).
 * @returns the lines (not yet fitted to a width; the report wraps them)
 */
export function hostLines(report: DoctorReport, style: Style = PLAIN): string[] {
  return hostFirsts(report).flatMap((first) => {
    const kept = `keeps ${first.toolsKept} of ${first.tools} tool${first.tools === 1 ? "" : "s"}`;
    const parts = first.losses.map((loss) => (loss.tone === "red" ? style.red(loss.text) : style.yellow(loss.text)));
    const line = `${style.bold(first.host)}  ${parts.length === 0 ? style.green(kept) : `${kept}; ${parts.join("; ")}`}`;
    return [line, ...(first.next === null ? [] : [`  next: ${first.next}`]), ...first.atRisk.map((risk) => `  ${style.yellow("at risk:")} ${risk}`)];
  });
}
