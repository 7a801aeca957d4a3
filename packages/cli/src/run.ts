/**
 * Running `mcp-wire`: parse, load, check, report, exit code. Nothing here touches `process`; the
 * caller passes the streams, environment and working directory (see `bin.ts`).
 */
import { parseArgs } from "./args.js";
import { checkAll } from "./check.js";
import { CliError, oneLine } from "./errors.js";
import { loadInputs } from "./load.js";
import { humanReport } from "./report-human.js";
import { jsonReport } from "./report-json.js";
import { COLOUR, PLAIN, useColour } from "./style.js";
import { runDoctor } from "./doctor/run.js";

/** A stream the CLI writes text to (`process.stdout` fits). */
export interface OutputStream {
  write(text: string): unknown;
  /** `true` when the stream is a terminal; colours are used only then. */
  readonly isTTY?: boolean;
}

/** Where the CLI reads and writes; every field defaults to the `process` one. */
export interface CliIO {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  /** The environment (`NO_COLOR`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The directory relative file paths are resolved against. */
  readonly cwd: string;
}

/**
 * Exit codes: `0` all accepted (or `--report-only`, or help printed), `1` some schema rejected,
 * `2` usage or load error (one line `mcp-wire: <message>` on stderr; nothing on stdout).
 */
export type ExitCode = 0 | 1 | 2;

function withDefaults(io: Partial<CliIO>): CliIO {
  return {
    stdout: io.stdout ?? process.stdout,
    stderr: io.stderr ?? process.stderr,
    env: io.env ?? process.env,
    cwd: io.cwd ?? process.cwd(),
  };
}

/**
 * Runs `mcp-wire` with the user's arguments, e.g. `["check", "form.json", "--json"]` or
 * `["doctor", "--", "node", "server.js"]` (doctor's exit codes: see `runDoctor`).
 *
 * @param argv - arguments without the node and script paths
 * @param io - streams, environment and working directory; each defaults to `process`'s
 * @returns the {@link ExitCode}; never throws: a `CliError` (code `usage`, `file-not-found`,
 *   `invalid-json`, `import-failed`, …) becomes exit 2 with its one-line message, and so does any
 *   unexpected error (`mcp-wire: internal error: …`)
 */
export async function runCli(argv: readonly string[], io: Partial<CliIO> = {}): Promise<ExitCode> {
  const { stdout, stderr, env, cwd } = withDefaults(io);
  try {
    const parsed = parseArgs(argv, (text) => stdout.write(text));
    if (parsed.kind === "help") return 0;
    if (parsed.kind === "doctor") return await runDoctor(parsed.args, { stdout, stderr, env, cwd });
    const { args } = parsed;
    const subjects = await loadInputs(args.files, cwd, args.exportName);
    const report = checkAll(subjects, args.revisions, args.onUnsupported);
    stdout.write(args.json ? jsonReport(report) : humanReport(report, useColour(stdout.isTTY, env) ? COLOUR : PLAIN));
    return args.reportOnly || report.summary.rejected === 0 ? 0 : 1;
  } catch (error) {
    const message = error instanceof CliError ? error.message : `internal error: ${oneLine(error instanceof Error ? error.message : String(error))}`;
    stderr.write(`mcp-wire: ${message}\n`);
    return 2;
  }
}

/**
 * Runs `mcp-wire check` with its arguments, e.g. `["form.json", "--revision", "2025-06-18"]`:
 * the same as `runCli(["check", ...args], io)`.
 * @returns the {@link ExitCode} (see {@link runCli})
 */
export function runCheck(args: readonly string[], io: Partial<CliIO> = {}): Promise<ExitCode> {
  return runCli(["check", ...args], io);
}
