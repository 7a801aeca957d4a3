/**
 * Running `mcp-wire doctor`: connect, list, check, call, report, exit code. `doctor()` is the
 * programmatic core (a {@link DoctorReport} or a {@link DoctorError}); `runDoctor()` adds the output and
 * the exit code.
 */
import type { CliIO, ExitCode } from "../run.js";
import { COLOUR, PLAIN, useColour } from "../style.js";
import type { CallRequest, DoctorArgs } from "./args.js";
import { buildReport, checkElicitation, checkTool } from "./check.js";
import { HOSTS, type HostId } from "./dialect.js";
import { DoctorError } from "./errors.js";
import { writeFixes } from "./fix-out.js";
import { Progress } from "./progress.js";
import type { CallReport, DoctorReport } from "./report.js";
import { doctorHumanReport } from "./report-human.js";
import { doctorJsonReport } from "./report-json.js";
import { openSession, type DoctorTarget } from "./session.js";

/** Options of {@link doctor}. */
export interface DoctorOptions {
  /** Host profiles to check, in report order; default every host of `HOSTS`. */
  readonly hosts?: readonly HostId[];
  /** Tools to call (only these), in order; default none. */
  readonly calls?: readonly CallRequest[];
  /** Milliseconds each request may take; default 30000. */
  readonly timeoutMs?: number;
  /** Progress texts (`starting …`, `listing tools`, `calling …`). */
  readonly onProgress?: (text: string) => void;
}

/**
 * Checks a server: initializes (elicitation capability declared), lists every tool following `nextCursor`,
 * checks each schema against the MCP rules and each host, calls the requested tools (declining every
 * elicitation, each checked at every revision), and closes the session — also when something throws.
 * @param target - stdio command, Streamable HTTP URL, or any SDK `Transport` (e.g. a `RecordedTransport`)
 * @returns the {@link DoctorReport}
 * @throws DoctorError `spawn-failed`, `connect-failed`, `timeout` or `list-failed` (with the server's stderr tail)
 */
export async function doctor(target: DoctorTarget, options: DoctorOptions = {}): Promise<DoctorReport> {
  const hosts = options.hosts ?? HOSTS;
  const session = await openSession(target, { timeoutMs: options.timeoutMs ?? 30_000, ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
  try {
    const tools = await session.listTools();
    const listed = new Set(tools.map((t) => t.name));
    const calls: CallReport[] = [];
    for (const call of options.calls ?? []) {
      if (!listed.has(call.tool)) {
        calls.push({ tool: call.tool, args: call.args, outcome: "not-listed", isError: null, error: null, elicitations: [] });
        continue;
      }
      const outcome = await session.callTool(call.tool, call.args);
      const elicitations = outcome.elicitations.map((e) => checkElicitation(e, session.server.protocolVersion));
      calls.push({ tool: call.tool, args: call.args, outcome: outcome.outcome, isError: outcome.isError, error: outcome.error, elicitations });
    }
    return buildReport(session.server, hosts, tools.map((t) => checkTool(t, hosts)), calls);
  } finally {
    await session.close();
  }
}

function errorText(error: unknown): string {
  if (error instanceof DoctorError) {
    const tail = error.stderrTail.length === 0 ? [] : [`server stderr (last ${error.stderrTail.length} lines):`, ...error.stderrTail.map((l) => `  ${l}`)];
    return [`mcp-wire: ${error.message}`, ...tail].join("\n") + "\n";
  }
  return `mcp-wire: internal error: ${error instanceof Error ? error.message : String(error)}\n`;
}

/**
 * Runs `mcp-wire doctor` with parsed arguments: prints the human report (or `--json`) on stdout, writes
 * `--fix-out` files, and shows a progress line on stderr when stderr is a terminal.
 * @returns `0` when everything passes (or `--report-only`), `1` when something fails, `2` when the server
 *   could not be started, reached or listed, or `--fix-out` failed (`mcp-wire: <message>` and the server's
 *   stderr tail on stderr, nothing on stdout); never throws
 */
export async function runDoctor(args: DoctorArgs, io: CliIO): Promise<ExitCode> {
  const progress = new Progress(io.stderr);
  try {
    const target: DoctorTarget = args.target.kind === "stdio" ? { ...args.target, cwd: io.cwd, env: io.env } : args.target;
    let report: DoctorReport;
    try {
      report = await doctor(target, { hosts: args.hosts, calls: args.calls, timeoutMs: args.timeoutMs, onProgress: progress.update });
    } finally {
      progress.done();
    }
    const written = args.fixOut === undefined ? [] : await writeFixes(report, args.fixOut, io.cwd);
    if (args.json) io.stdout.write(doctorJsonReport(report));
    else {
      io.stdout.write(doctorHumanReport(report, useColour(io.stdout.isTTY, io.env) ? COLOUR : PLAIN));
      if (args.fixOut !== undefined) io.stdout.write(`wrote ${written.length} schema files to ${args.fixOut}\n`);
    }
    return args.reportOnly || report.status === "pass" ? 0 : 1;
  } catch (error) {
    io.stderr.write(errorText(error));
    return 2;
  }
}
