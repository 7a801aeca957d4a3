/**
 * Running `mcp-wire doctor`: connect, list, check, call, report, exit code. `doctor()` is the
 * programmatic core (a {@link DoctorReport} or a {@link DoctorError}); `runDoctor()` adds the output and
 * the exit code.
 */
import { describe, isStringArray, CliError } from "../errors.js";
import { ioProblem, usableEnv, type CliIO, type ExitCode } from "../io.js";
import type { EvidenceLevel, Revision } from "@mcp-wire/hosts";
import { DOCTOR_FORMATS, MAX_TIMEOUT_MS, type CallRequest, type DoctorArgs } from "./args.js";
import { BLASTS, DEFAULT_HOSTS, DOCTOR_HOSTS, EVIDENCE_LEVELS, isDoctorHost, oneOf, REVISIONS, type DoctorHost } from "../option-values.js";
import { DoctorError } from "./errors.js";
import type { Capture } from "./capture.js";
import { Progress } from "./progress.js";
import type { DoctorReport } from "./report.js";
import { escapeControls } from "../terminal-text.js";
import { errorText } from "../layout.js";
import { openSession, type DoctorTarget } from "./session.js";
import type { InputAnswer } from "./input-rounds.js";

/** Options of {@link doctor}. */
export interface DoctorOptions {
  /** Hosts to check, in report order; default `DEFAULT_HOSTS`. */
  readonly hosts?: readonly DoctorHost[];
  /** The version to judge each product host at (see `DoctorArgs.versions`); default: each product's current release. */
  readonly versions?: Readonly<Partial<Record<DoctorHost, string>>>;
  /** Which product facts count (see `DoctorArgs.evidence`); default `reported`. */
  readonly evidence?: EvidenceLevel;
  /** Tools to call (only these), in order; default none. */
  readonly calls?: readonly CallRequest[];
  /** Milliseconds each request may take; default 30000. */
  readonly timeoutMs?: number;
  /** Progress texts (`starting …`, `listing tools`, `calling …`). */
  readonly onProgress?: (text: string) => void;
  /** The longest stdout line of a stdio server read, in bytes; default `MAX_MESSAGE_BYTES` (100 MiB). */
  readonly maxMessageBytes?: number;
  /** Receives the capture (initialize result, every tools/list page, and each other revision's lane) once the lanes ran. */
  readonly onCapture?: (capture: Capture) => void;
  /**
   * `--answer`s: what the 2026-07-28 lane answers the elicitations of `input_required` round n with (the n-th, the
   * last one for later rounds); default `DEFAULT_ANSWERS` (decline).
   */
  readonly answers?: readonly InputAnswer[];
  /**
   * `--revision`: the revisions to check (see `revisionsToCheck`); default the negotiated one and 2026-07-28. The
   * report carries `revisions` when this is given or two spoken revisions differ.
   */
  readonly revisions?: readonly Revision[];
  /**
   * The name the host knows the server by (`doctor --config`: its config key): the names `proxy --rename` lists are
   * judged for it (`JudgeOptions.serverName`) and the report carries it (`DoctorReport.serverName`).
   */
  readonly serverName?: string;
}

/**
 * Checks a server: initializes (elicitation capability declared), lists every tool following `nextCursor`,
 * calls the requested tools (declining every elicitation, each checked at every revision), checks the other revisions
 * on lanes of their own (revisions.ts), checks each schema against the MCP rules and each host — each host on the
 * tool list of the revision it negotiates (host-revisions.ts) — and closes the session, also when something throws.
 * @param target - stdio command, Streamable HTTP URL, or any SDK `Transport` (e.g. a `RecordedTransport`)
 * @returns the {@link DoctorReport}; its host verdicts and their lists are frozen, one object for equal ones across
 *   tools, and a schema's `portable.schema` may share members with its `schema`: copy before changing any of them
 * @throws DoctorError `spawn-failed`, `connect-failed`, `initialize-failed`, `timeout`, `list-failed` or `message-too-large` (with the
 *   server's stderr tail);
 *   RangeError when `timeoutMs` is not from 1 to 2^31 − 1 (Node's timer maximum)
 */
export async function doctor(target: DoctorTarget, options: DoctorOptions = {}): Promise<DoctorReport> {
  const hosts = options.hosts ?? DEFAULT_HOSTS;
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (typeof timeoutMs !== "number" || !(timeoutMs >= 1 && timeoutMs <= MAX_TIMEOUT_MS)) {
    throw new RangeError(`doctor: timeoutMs must be a number from 1 to ${MAX_TIMEOUT_MS} (got ${String(timeoutMs)})`);
  }
  // the server is spawned before openSession returns (nothing in it awaits before the transport starts); the host
  // tables and validators load while the server starts
  const opening = openSession(target, {
    timeoutMs,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.maxMessageBytes === undefined ? {} : { maxMessageBytes: options.maxMessageBytes }),
  });
  const examining = import("./examine.js");
  examining.catch(() => {}); // a failed load is reported below, once the session is closed
  const session = await opening;
  let examineSession: typeof import("./examine.js").examineSession;
  try {
    ({ examineSession } = await examining);
  } catch (error) {
    await session.close();
    throw error;
  }
  return examineSession(session, target, { ...options, hosts, timeoutMs });
}

/** The stderr text of an error that ends a doctor run (exit 2), fitted to the width (see `errorText` of layout.ts). */
function failureText(error: unknown, io: CliIO): string {
  if (error instanceof DoctorError) {
    // The message and the tail carry server text: control characters are escaped (see escapeControls).
    const tail = error.stderrTail.length === 0 ? [] : [`server stderr (last ${error.stderrTail.length} lines):`, ...error.stderrTail.map((l) => `  ${escapeControls(l)}`)];
    return errorText(error.message, io.stderr, io.env, tail);
  }
  return errorText(`internal error: ${error instanceof Error ? error.message : String(error)}`, io.stderr, io.env);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Why `args` is not a {@link DoctorArgs} (as `parseArgs` makes them), or `undefined`. */
function argsProblem(args: unknown): string | undefined {
  if (!isRecord(args)) return `args must be an object (got ${describe(args)})`;
  const { target, hosts, versions, evidence, calls, format, reportOnly, failOn, fixOut, save, timeoutMs, revisions } = args;
  if (!isRecord(target)) return `args.target must be an object (got ${describe(target)})`;
  if (target["kind"] === "stdio") {
    if (typeof target["command"] !== "string" || target["command"] === "") return "args.target.command must be a non-empty string";
    if (!isStringArray(target["args"])) return `args.target.args must be an array of strings (got ${describe(target["args"])})`;
  } else if (target["kind"] === "http") {
    if (typeof target["url"] !== "string") return `args.target.url must be a string (got ${describe(target["url"])})`;
  } else if (target["kind"] === "replay") {
    if (typeof target["file"] !== "string") return `args.target.file must be a string (got ${describe(target["file"])})`;
  } else if (target["kind"] === "config") {
    return "args.target.kind \"config\" is run by runCli (doctor --config), not runDoctor";
  } else return `args.target.kind must be "stdio", "http" or "replay" (got ${JSON.stringify(target["kind"]) ?? "undefined"})`;
  if (!Array.isArray(hosts) || hosts.findIndex((h) => !isDoctorHost(h)) !== -1) return `args.hosts must be an array of hosts (${DOCTOR_HOSTS.join(", ")})`;
  if (versions !== undefined && (!isRecord(versions) || Object.entries(versions).some(([host, version]) => !isDoctorHost(host) || typeof version !== "string"))) {
    return "args.versions must be an object of host → version string, or undefined";
  }
  if (!Array.isArray(calls) || calls.findIndex((c) => !isRecord(c) || typeof c["tool"] !== "string" || !isRecord(c["args"])) !== -1) {
    return "args.calls must be an array of { tool: string, args: object }";
  }
  if (!(DOCTOR_FORMATS as readonly unknown[]).includes(format)) return `args.format must be one of ${DOCTOR_FORMATS.join(", ")} (got ${describe(format)})`;
  if (typeof reportOnly !== "boolean") return "args.reportOnly must be a boolean";
  if (evidence !== undefined && !(EVIDENCE_LEVELS as readonly unknown[]).includes(evidence)) return `args.evidence must be one of ${EVIDENCE_LEVELS.join(", ")} or undefined (got ${describe(evidence)})`;
  if (failOn !== undefined && !(BLASTS as readonly unknown[]).includes(failOn)) return `args.failOn must be one of ${BLASTS.join(", ")} or undefined (got ${describe(failOn)})`;
  if (fixOut !== undefined && typeof fixOut !== "string") return `args.fixOut must be a string or undefined (got ${describe(fixOut)})`;
  if (save !== undefined && typeof save !== "string") return `args.save must be a string or undefined (got ${describe(save)})`;
  const { answers } = args;
  if (answers !== undefined && (!Array.isArray(answers) || answers.some((a) => !isRecord(a) || !(a["action"] === "decline" || a["action"] === "cancel" || (a["action"] === "accept" && isRecord(a["content"])))))) {
    return "args.answers must be an array of { action: \"decline\" | \"cancel\" } or { action: \"accept\", content: object }, or undefined";
  }
  if (revisions !== undefined && (!Array.isArray(revisions) || revisions.some((r) => !oneOf(REVISIONS, r)))) return `args.revisions must be an array of revisions (${REVISIONS.join(", ")}) or undefined`;
  if (typeof timeoutMs !== "number" || !Number.isFinite(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS) {
    return `args.timeoutMs must be a number from 1 to ${MAX_TIMEOUT_MS} (got ${typeof timeoutMs === "number" ? String(timeoutMs) : describe(timeoutMs)})`;
  }
  return undefined;
}

/** Where `doctor()` goes for the parsed target: a stdio server in `io.cwd` with `io.env`, a URL, or a replayed capture. */
async function targetOf(target: DoctorArgs["target"], io: CliIO): Promise<DoctorTarget> {
  if (target.kind === "stdio") return { ...target, cwd: io.cwd, env: io.env };
  if (target.kind === "http") return target;
  if (target.kind === "config") throw new CliError("usage", "doctor --config is run by runCli");
  const { captureLanes, captureTransport, readJsonInput } = await import("./capture.js");
  const label = `--replay ${target.file}`;
  const json = await readJsonInput(target.file, io.cwd, label, (_, message) => new DoctorError("replay-failed", message));
  return { kind: "transport", transport: captureTransport(json, label), label: target.file, replay: true, lanes: captureLanes(json) };
}

/** `io` of {@link runDoctor} has no defaults: each field is required. */
function missingIo(io: unknown): string | undefined {
  const key = ["stdout", "stderr", "env", "cwd"].find((k) => (io as Record<string, unknown>)[k] === undefined);
  return key === undefined ? undefined : `io.${key} is required`;
}

/**
 * Runs `mcp-wire doctor` with parsed arguments: prints the report on stdout in the `--format` (human, json — written
 * piece by piece, waiting for `drain` when `io.stdout` has `once` —,
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
export async function runDoctor(args: DoctorArgs, io: CliIO): Promise<ExitCode> {
  const problem = ioProblem(io) ?? missingIo(io) ?? argsProblem(args);
  if (problem !== undefined) {
    const stderr = isRecord(io) && isRecord(io["stderr"]) && typeof io["stderr"]["write"] === "function" ? io.stderr : process.stderr;
    stderr.write(errorText(new CliError("usage", `runDoctor: ${problem}`).message, stderr, usableEnv(io)));
    return 2;
  }
  const progress = new Progress(io.stderr, io.env);
  try {
    const target = await targetOf(args.target, io);
    let report: DoctorReport;
    let capture: Capture | undefined;
    try {
      report = await doctor(target, { ...(args.revisions === undefined ? {} : { revisions: args.revisions }), hosts: args.hosts, ...(args.versions === undefined ? {} : { versions: args.versions }), ...(args.evidence === undefined ? {} : { evidence: args.evidence }), calls: args.calls, ...(args.answers === undefined ? {} : { answers: args.answers }), timeoutMs: args.timeoutMs, onProgress: progress.update, ...(args.save === undefined ? {} : { onCapture: (c: Capture) => (capture = c) }) });
    } finally {
      progress.done();
    }
    return await (await import("./output.js")).writeOutputs(report, capture, args, io);
  } catch (error) {
    io.stderr.write(failureText(error, io));
    return 2;
  }
}
