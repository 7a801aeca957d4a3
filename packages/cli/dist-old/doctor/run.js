/**
 * Running `mcp-wire doctor`: connect, list, check, call, report, exit code. `doctor()` is the
 * programmatic core (a {@link DoctorReport} or a {@link DoctorError}); `runDoctor()` adds the output and
 * the exit code.
 */
import { describe, isStringArray, CliError } from "../errors.js";
import { ioProblem, usableEnv } from "../io.js";
import { COLOUR, PLAIN, useColour } from "../style.js";
import { BLASTS, EVIDENCE_LEVELS, judgedVersion, PRODUCTS } from "@mcp-wire/hosts";
import { DEFAULT_FAIL_ON, DOCTOR_FORMATS, MAX_TIMEOUT_MS } from "./args.js";
import { buildReport, checkElicitation, checkTool } from "./check.js";
import { DEFAULT_HOSTS, DOCTOR_HOSTS, hostTransport, isDoctorHost, isProduct, judgedRevision, judgeTools } from "./verdicts.js";
import { DoctorError } from "./errors.js";
import { writeFixes } from "./fix-out.js";
import { captureOf, replayCapture, saveCapture } from "./capture.js";
import { doctorMarkdownReport } from "./report-markdown.js";
import { doctorHtmlReport } from "./report-html.js";
import { fails } from "./fails.js";
import { ResultChecker } from "./results.js";
import { clip } from "@mcp-wire/core";
import { isRevision, REVISIONS } from "@mcp-wire/spec";
import { Progress } from "./progress.js";
import { doctorHumanReport } from "./report-human.js";
import { escapeControls, quotedName } from "../terminal-text.js";
import { errorText, fitText, terminalWidth } from "../layout.js";
import { doctorJsonReport } from "./report-json.js";
import { openSession } from "./session.js";
import { DEFAULT_ANSWERS } from "./input-rounds.js";
import { LANE_REVISION, openModernLane } from "./modern-lane.js";
import { checkRevisions, revisionsDiffer } from "./revisions.js";
import { forwardedForm } from "./forwarded.js";
import { callMcpIssues } from "./call-wire.js";
/**
 * Checks a server: initializes (elicitation capability declared), lists every tool following `nextCursor`,
 * checks each schema against the MCP rules and each host, calls the requested tools (declining every
 * elicitation, each checked at every revision), and closes the session — also when something throws.
 * @param target - stdio command, Streamable HTTP URL, or any SDK `Transport` (e.g. a `RecordedTransport`)
 * @returns the {@link DoctorReport}
 * @throws DoctorError `spawn-failed`, `connect-failed`, `timeout`, `list-failed` or `message-too-large` (with the
 *   server's stderr tail);
 *   RangeError when `timeoutMs` is not from 1 to 2^31 − 1 (Node's timer maximum)
 */
export async function doctor(target, options = {}) {
    const hosts = options.hosts ?? DEFAULT_HOSTS;
    const timeoutMs = options.timeoutMs ?? 30_000;
    if (typeof timeoutMs !== "number" || !(timeoutMs >= 1 && timeoutMs <= MAX_TIMEOUT_MS)) {
        throw new RangeError(`doctor: timeoutMs must be a number from 1 to ${MAX_TIMEOUT_MS} (got ${String(timeoutMs)})`);
    }
    const session = await openSession(target, {
        timeoutMs,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        ...(options.maxMessageBytes === undefined ? {} : { maxMessageBytes: options.maxMessageBytes }),
    });
    let report;
    try {
        const tools = await session.listTools();
        options.onCapture?.(captureOf(session.initialize, session.pages));
        const listed = new Map(tools.map((t) => [t.name, t])); // a name listed twice: the last one, as the SDK clients keep it
        const versions = options.versions ?? {};
        const evidence = options.evidence ?? "reported";
        const checker = new ResultChecker(hosts, versions, evidence);
        const calls = [];
        // 2026-07-28 for the calls when the server offers it (server/discover on a second connection; see modern-lane.ts)
        const wanted = (options.calls ?? []).some((call) => listed.has(call.tool));
        const lane = wanted ? await openModernLane(target, timeoutMs) : undefined;
        try {
            for (const call of options.calls ?? []) {
                const tool = listed.get(call.tool);
                if (!tool) {
                    const error = `tool ${JSON.stringify(call.tool)} is not in tools/list; not called`;
                    calls.push({ tool: call.tool, args: call.args, outcome: "not-listed", isError: null, error, results: [], elicitations: [] });
                    continue;
                }
                const laned = lane ? await lane.callTool(call.tool, call.args, options.answers ?? DEFAULT_ANSWERS) : undefined;
                const outcome = laned ?? (await session.callTool(call.tool, call.args));
                const revision = lane ? LANE_REVISION : session.server.protocolVersion;
                const elicitations = outcome.elicitations.map((e) => checkElicitation(e, revision));
                const results = outcome.result ? checker.check(call.tool, tool.outputSchema, outcome.result) : [];
                const error = outcome.result && outcome.isError ? toolErrorText(outcome.result) : outcome.error;
                const modern = laned ? { revision, rounds: laned.rounds, mcp: callMcpIssues(laned.roundResults, laned.result, LANE_REVISION) } : {};
                calls.push({ tool: call.tool, args: call.args, outcome: outcome.outcome, isError: outcome.isError, error, results, elicitations, ...modern });
            }
        }
        finally {
            await lane?.close();
        }
        const raw = session.pages.flatMap((page) => (Array.isArray(page["tools"]) ? page["tools"] : []));
        const judged = judgeTools(forwardedForm(raw).tools, hosts, session.server.protocolVersion, { versions, evidence, transport: hostTransport(session.server.transport) });
        const revision = judgedRevision(session.server.protocolVersion);
        const reports = tools.map((t, i) => checkTool(t, judged.tools[i] ?? { schemas: {}, hosts: [] }, revision, raw[i]));
        const built = buildReport(session.server, hosts, judged.summary, reports, calls, session.listDiagnostics, session.skippedStdout);
        const judgedAt = hosts.filter(isProduct).map((host) => [host, judgedVersion(PRODUCTS[host], versions[host]).version]);
        report = { ...built, ...(judgedAt.length === 0 ? {} : { hostVersions: Object.fromEntries(judgedAt) }), evidence };
    }
    finally {
        await session.close();
    }
    const checked = await checkRevisions(target, { negotiated: session.server.protocolVersion, pages: session.pages }, options.revisions, timeoutMs, options.onProgress);
    const asked = options.revisions !== undefined && options.revisions.length > 0;
    return asked || revisionsDiffer(checked.reports) ? withRevisions(report, checked.reports) : report;
}
/** `report` with its `revisions` member, placed after `evidence` (the `--json` key order of docs/doctor-report.schema.json). */
function withRevisions(report, revisions) {
    const { status, summary, tools, calls, diagnostics, skippedStdout, ...head } = report;
    return { ...head, revisions, status, summary, tools, calls, diagnostics, skippedStdout };
}
/** The text an `isError` result carries: its `text` content blocks, joined by newlines, cut to 500 characters. */
function toolErrorText(result) {
    const content = Array.isArray(result["content"]) ? result["content"] : [];
    const texts = content.map((block) => (isRecord(block) && block["type"] === "text" && typeof block["text"] === "string" ? block["text"] : undefined));
    const text = texts.filter((t) => t !== undefined).join("\n");
    return clip(text === "" ? "(no text content)" : text, 500);
}
/** The stderr text of an error that ends a doctor run (exit 2), fitted to the width (see `errorText` of layout.ts). */
function failureText(error, io) {
    if (error instanceof DoctorError) {
        // The message and the tail carry server text: control characters are escaped (see escapeControls).
        const tail = error.stderrTail.length === 0 ? [] : [`server stderr (last ${error.stderrTail.length} lines):`, ...error.stderrTail.map((l) => `  ${escapeControls(l)}`)];
        return errorText(error.message, io.stderr, io.env, tail);
    }
    return errorText(`internal error: ${error instanceof Error ? error.message : String(error)}`, io.stderr, io.env);
}
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** Why `args` is not a {@link DoctorArgs} (as `parseArgs` makes them), or `undefined`. */
function argsProblem(args) {
    if (!isRecord(args))
        return `args must be an object (got ${describe(args)})`;
    const { target, hosts, versions, evidence, calls, format, reportOnly, failOn, fixOut, save, timeoutMs, revisions } = args;
    if (!isRecord(target))
        return `args.target must be an object (got ${describe(target)})`;
    if (target["kind"] === "stdio") {
        if (typeof target["command"] !== "string" || target["command"] === "")
            return "args.target.command must be a non-empty string";
        if (!isStringArray(target["args"]))
            return `args.target.args must be an array of strings (got ${describe(target["args"])})`;
    }
    else if (target["kind"] === "http") {
        if (typeof target["url"] !== "string")
            return `args.target.url must be a string (got ${describe(target["url"])})`;
    }
    else if (target["kind"] === "replay") {
        if (typeof target["file"] !== "string")
            return `args.target.file must be a string (got ${describe(target["file"])})`;
    }
    else
        return `args.target.kind must be "stdio", "http" or "replay" (got ${JSON.stringify(target["kind"]) ?? "undefined"})`;
    if (!Array.isArray(hosts) || hosts.findIndex((h) => !isDoctorHost(h)) !== -1)
        return `args.hosts must be an array of hosts (${DOCTOR_HOSTS.join(", ")})`;
    if (versions !== undefined && (!isRecord(versions) || Object.entries(versions).some(([host, version]) => !isDoctorHost(host) || typeof version !== "string"))) {
        return "args.versions must be an object of host → version string, or undefined";
    }
    if (!Array.isArray(calls) || calls.findIndex((c) => !isRecord(c) || typeof c["tool"] !== "string" || !isRecord(c["args"])) !== -1) {
        return "args.calls must be an array of { tool: string, args: object }";
    }
    if (!DOCTOR_FORMATS.includes(format))
        return `args.format must be one of ${DOCTOR_FORMATS.join(", ")} (got ${describe(format)})`;
    if (typeof reportOnly !== "boolean")
        return "args.reportOnly must be a boolean";
    if (evidence !== undefined && !EVIDENCE_LEVELS.includes(evidence))
        return `args.evidence must be one of ${EVIDENCE_LEVELS.join(", ")} or undefined (got ${describe(evidence)})`;
    if (failOn !== undefined && !BLASTS.includes(failOn))
        return `args.failOn must be one of ${BLASTS.join(", ")} or undefined (got ${describe(failOn)})`;
    if (fixOut !== undefined && typeof fixOut !== "string")
        return `args.fixOut must be a string or undefined (got ${describe(fixOut)})`;
    if (save !== undefined && typeof save !== "string")
        return `args.save must be a string or undefined (got ${describe(save)})`;
    const { answers } = args;
    if (answers !== undefined && (!Array.isArray(answers) || answers.some((a) => !isRecord(a) || !(a["action"] === "decline" || a["action"] === "cancel" || (a["action"] === "accept" && isRecord(a["content"])))))) {
        return "args.answers must be an array of { action: \"decline\" | \"cancel\" } or { action: \"accept\", content: object }, or undefined";
    }
    if (revisions !== undefined && (!Array.isArray(revisions) || revisions.some((r) => !isRevision(r))))
        return `args.revisions must be an array of revisions (${REVISIONS.join(", ")}) or undefined`;
    if (typeof timeoutMs !== "number" || !Number.isFinite(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS) {
        return `args.timeoutMs must be a number from 1 to ${MAX_TIMEOUT_MS} (got ${typeof timeoutMs === "number" ? String(timeoutMs) : describe(timeoutMs)})`;
    }
    return undefined;
}
/** Where `doctor()` goes for the parsed target: a stdio server in `io.cwd` with `io.env`, a URL, or a replayed capture. */
async function targetOf(target, io) {
    if (target.kind === "stdio")
        return { ...target, cwd: io.cwd, env: io.env };
    if (target.kind === "http")
        return target;
    return { kind: "transport", transport: await replayCapture(target.file, io.cwd), label: target.file, replay: true };
}
/** `io` of {@link runDoctor} has no defaults: each field is required. */
function missingIo(io) {
    const key = ["stdout", "stderr", "env", "cwd"].find((k) => io[k] === undefined);
    return key === undefined ? undefined : `io.${key} is required`;
}
/**
 * Runs `mcp-wire doctor` with parsed arguments: prints the report on stdout in the `--format` (human, json,
 * markdown, html), writes `--fix-out` files and the `--save` capture, replays a `--replay` capture instead of
 * starting a server, and shows a progress line on stderr when stderr is a terminal (not `TERM=dumb`).
 * @param args - {@link DoctorArgs}, as `parseArgs` returns them for `doctor`
 * @param io - where to write, the environment (passed to a stdio server) and the working directory
 * @returns `0` when nothing fails at `--fail-on` (see {@link fails}; or `--report-only`), `1` when something does, `2` when the server
 *   could not be started, reached or listed, `--fix-out` or `--save` failed, or the `--replay` file is not a
 *   capture (`mcp-wire: <message>` and the server's
 *   stderr tail on stderr, nothing on stdout); never throws: arguments of the wrong type are exit 2 too
 *   (`mcp-wire: runDoctor: args.target must be an object (got null)`, on `io.stderr` when usable, else
 *   `process.stderr`)
 */
export async function runDoctor(args, io) {
    const problem = ioProblem(io) ?? missingIo(io) ?? argsProblem(args);
    if (problem !== undefined) {
        const stderr = isRecord(io) && isRecord(io["stderr"]) && typeof io["stderr"]["write"] === "function" ? io.stderr : process.stderr;
        stderr.write(errorText(new CliError("usage", `runDoctor: ${problem}`).message, stderr, usableEnv(io)));
        return 2;
    }
    const progress = new Progress(io.stderr, io.env);
    try {
        const target = await targetOf(args.target, io);
        let report;
        let capture;
        try {
            report = await doctor(target, { ...(args.revisions === undefined ? {} : { revisions: args.revisions }), hosts: args.hosts, ...(args.versions === undefined ? {} : { versions: args.versions }), ...(args.evidence === undefined ? {} : { evidence: args.evidence }), calls: args.calls, ...(args.answers === undefined ? {} : { answers: args.answers }), timeoutMs: args.timeoutMs, onProgress: progress.update, onCapture: (c) => (capture = c) });
        }
        finally {
            progress.done();
        }
        if (args.save !== undefined && capture)
            await saveCapture(capture, args.save, io.cwd);
        const renamed = [];
        const written = args.fixOut === undefined ? [] : await writeFixes(report, args.fixOut, io.cwd, (r) => {
            renamed.push(`--fix-out: tool ${quotedName(r.tool)} written to ${r.folder} (${r.taken} holds tool ${quotedName(r.takenBy)})\n`);
        });
        if (args.format === "human") {
            io.stdout.write(doctorHumanReport(report, useColour(io.stdout.isTTY, io.env) ? COLOUR : PLAIN, terminalWidth(io.stdout.columns, io.env)));
            if (args.fixOut !== undefined)
                io.stdout.write(`${fitText(`${renamed.join("")}wrote ${written.length} schema files to ${escapeControls(args.fixOut)}`, terminalWidth(io.stdout.columns, io.env))}\n`);
        }
        else {
            const failOn = args.failOn ?? DEFAULT_FAIL_ON;
            io.stdout.write(args.format === "json" ? doctorJsonReport(report) : args.format === "html" ? doctorHtmlReport(report, failOn) : doctorMarkdownReport(report, terminalWidth(io.stdout.columns, io.env), failOn));
            if (renamed.length > 0)
                io.stderr.write(`${fitText(renamed.join("").trimEnd(), terminalWidth(io.stderr.columns, io.env))}\n`);
        }
        return args.reportOnly || !fails(report, args.failOn ?? DEFAULT_FAIL_ON) ? 0 : 1;
    }
    catch (error) {
        io.stderr.write(failureText(error, io));
        return 2;
    }
}
