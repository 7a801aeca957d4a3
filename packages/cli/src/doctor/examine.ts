/**
 * What `doctor()` does once the session is open: list the tools, call the requested ones, judge every schema for
 * every host, close the session, check the other revisions. Loaded by run.ts while the server starts (after the
 * spawn), so the host tables and validators load beside the server's start-up rather than before it.
 */
import { clip } from "@mcp-wire/core";
import { judgedVersion, productOf, PRODUCTS, type EvidenceLevel, type Revision } from "@mcp-wire/hosts";
import type { CallRequest } from "./args.js";
import { buildReport, checkTool, duplicateNames } from "./check.js";
import { hostTransport, judgedRevision, type DoctorHost } from "./verdicts.js";
import { captureOf, type Capture } from "./capture.js";
import type { CallReport, DoctorReport, RevisionReport } from "./report.js";
import type { CallOutcome, DoctorTarget, Session } from "./session.js";
import { DEFAULT_ANSWERS, type InputAnswer } from "./input-rounds.js";
import { LANE_REVISION, openModernLane, type LaneCallOutcome, type ModernLane } from "./modern-lane.js";
import { checkRevisions, revisionsDiffer, type RevisionsChecked } from "./revisions.js";
import { hostRevisions, judgeAtRevisions, preferredLanes } from "./host-revisions.js";
import { callMcpIssues } from "./call-wire.js";
import type { ResultChecks } from "./result-budget.js";

/** What {@link examineSession} needs of `DoctorOptions` (run.ts), the defaults applied. */
export interface ExamineOptions {
  readonly hosts: readonly DoctorHost[];
  readonly versions?: Readonly<Partial<Record<DoctorHost, string>>>;
  readonly evidence?: EvidenceLevel;
  readonly calls?: readonly CallRequest[];
  readonly timeoutMs: number;
  readonly onProgress?: (text: string) => void;
  readonly onCapture?: (capture: Capture) => void;
  readonly answers?: readonly InputAnswer[];
  /** The name the host knows the server by (`DoctorOptions.serverName`). */
  readonly serverName?: string;
  readonly revisions?: readonly Revision[];
}

/**
 * Lists and calls over the open `session` of `target`, checks the other revisions (each host's preferred one among
 * them), judges every schema for every host at the revision it negotiates, then closes the session (also when
 * something throws) (see `doctor` of run.ts).
 * @returns the {@link DoctorReport}
 * @throws DoctorError `timeout`, `list-failed` or `message-too-large` from the session (see `doctor`)
 */
export async function examineSession(session: Session, target: DoctorTarget, options: ExamineOptions): Promise<DoctorReport> {
  const { hosts, timeoutMs } = options;
  let report: DoctorReport;
  let checked: RevisionsChecked = { reports: [], pages: {}, probeMs: {} };
  // the worker of the result checks, once a call returned a result (until it has checked them)
  let checks: ResultChecks | undefined;
  try {
    const tools = await session.listTools();
    // by name, for the calls only (a map of 100,000 tools is not made for none); a name listed twice: the last one, as
    // the SDK clients keep it
    const listed = new Map((options.calls ?? []).length === 0 ? [] : tools.map((t) => [t.name, t]));
    const versions = options.versions ?? {};
    const evidence = options.evidence ?? "reported";
    const calls: CallReport[] = [];
    // the results, judged once each host's revision is known (below): per call made, its tool's outputSchema and result
    const made: { readonly call: number; readonly outputSchema: unknown; readonly result: Readonly<Record<string, unknown>> }[] = [];
    // 2026-07-28 for the calls when the server offers it (server/discover on a second connection; see modern-lane.ts)
    const wanted = (options.calls ?? []).some((call) => listed.has(call.tool));
    const lane: ModernLane | undefined = wanted ? await openModernLane(target, timeoutMs) : undefined;
    try {
    for (const call of options.calls ?? []) {
      const tool = listed.get(call.tool);
      if (!tool) {
        const error = `tool ${JSON.stringify(call.tool)} is not in tools/list; not called`;
        calls.push({ tool: call.tool, args: call.args, outcome: "not-listed", isError: null, error, results: [], elicitations: [] });
        continue;
      }
      const laned: LaneCallOutcome | undefined = lane ? await lane.callTool(call.tool, call.args, options.answers ?? DEFAULT_ANSWERS) : undefined;
      const outcome: CallOutcome = laned ?? (await session.callTool(call.tool, call.args));
      const revision = lane ? LANE_REVISION : session.server.protocolVersion;
      // the elicitation package loads only once a tool is called (its call may be answered with elicitations)
      const { checkElicitation } = await import("./elicitation-check.js");
      const elicitations = outcome.elicitations.map((e) => checkElicitation(e, revision));
      if (outcome.result) {
        // the worker of the result checks starts with the first result: its validators load while the run goes on
        checks ??= (await import("./result-budget.js")).startResultChecks();
        made.push({ call: calls.length, outputSchema: tool.outputSchema, result: outcome.result });
      }
      const error = outcome.result && outcome.isError ? toolErrorText(outcome.result) : outcome.error;
      const modern = laned ? { revision, rounds: laned.rounds, mcp: callMcpIssues(laned.roundResults, laned.result, LANE_REVISION) } : {};
      calls.push({ tool: call.tool, args: call.args, outcome: outcome.outcome, isError: outcome.isError, error, results: [], elicitations, ...modern });
    }
    } finally {
      await lane?.close();
    }
    const raw = session.pages.flatMap((page) => (Array.isArray(page["tools"]) ? (page["tools"] as unknown[]) : []));
    const revision = judgedRevision(session.server.protocolVersion);
    // every revision checked, each host's first choice among them (lanes of their own), then each host at its own
    checked = await checkRevisions(target, { negotiated: session.server.protocolVersion, pages: session.pages }, options.revisions, timeoutMs, options.onProgress, preferredLanes(hosts, versions, evidence));
    options.onCapture?.(captureOf(session.initialize, session.pages, checked.pages));
    const spoken = new Set<Revision>([revision, ...checked.reports.filter((r) => r.spoken).map((r) => r.revision)]);
    const at = hostRevisions(hosts, spoken, revision, versions, evidence);
    if (checks !== undefined) {
      // the result checks load both SDK generations' validators and the 2.x client, in a worker thread (a validator
      // stuck on a server's pattern is ended at the --timeout budget; signals still end doctor): only once a call
      // returned a result
      const items = made.map(({ call, outputSchema, result }) => ({ tool: (calls[call] as CallReport).tool, outputSchema, result }));
      const verdicts = await checks.check({ hosts, versions, evidence, revisions: at }, items, timeoutMs);
      checks = undefined;
      made.forEach(({ call }, i) => {
        calls[call] = { ...(calls[call] as CallReport), results: verdicts[i] ?? [] };
      });
    }
    const judged = judgeAtRevisions(raw, hosts, at, { revision, pages: session.pages }, checked.pages, { versions, evidence, transport: hostTransport(session.server.transport), owned: session.server.transport !== "transport", ...(options.serverName === undefined ? {} : { serverName: options.serverName }) });
    checked = { ...checked, pages: {} }; // the lanes' tool lists (each as large as the list) are not held past judging
    const reports = tools.map((t, i) => checkTool(t, judged.tools[i] ?? { schemas: {}, hosts: [] }, revision, raw[i]));
    const built = buildReport(session.server, hosts, judged.summary, reports, calls, [...session.listDiagnostics, ...duplicateNames(raw)], session.skippedStdout);
    const judgedAt = hosts.flatMap((host) => {
      const product = productOf(host);
      return product === undefined ? [] : [[host, judgedVersion(PRODUCTS[product], versions[host] ?? versions[product]).version] as const];
    });
    const elsewhere = hosts.some((host) => at[host] !== revision);
    report = { ...built, ...(judgedAt.length === 0 ? {} : { hostVersions: Object.fromEntries(judgedAt) }), ...(elsewhere ? { hostRevisions: at } : {}), evidence, ...(options.serverName === undefined ? {} : { serverName: options.serverName }) };
  } finally {
    checks?.close();
    await session.close();
  }
  const asked = options.revisions !== undefined && options.revisions.length > 0;
  return asked || revisionsDiffer(checked.reports) ? withRevisions(report, checked.reports) : report;
}

/** `report` with its `revisions` member, placed after `evidence` (the `--json` key order of docs/doctor-report.schema.json). */
function withRevisions(report: DoctorReport, revisions: readonly RevisionReport[]): DoctorReport {
  const { status, summary, tools, calls, diagnostics, skippedStdout, ...head } = report;
  return { ...head, revisions, status, summary, tools, calls, diagnostics, skippedStdout };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The text an `isError` result carries: its `text` content blocks, joined by newlines, cut to 500 characters. */
function toolErrorText(result: Readonly<Record<string, unknown>>): string {
  const content = Array.isArray(result["content"]) ? (result["content"] as unknown[]) : [];
  const texts = content.map((block) => (isRecord(block) && block["type"] === "text" && typeof block["text"] === "string" ? block["text"] : undefined));
  const text = texts.filter((t): t is string => t !== undefined).join("\n");
  return clip(text === "" ? "(no text content)" : text, 500);
}
