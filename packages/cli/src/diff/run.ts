/**
 * Running `mcp-wire diff`: read both inputs, compare them per host, print the report, exit code.
 */
import type { CliIO, ExitCode } from "../io.js";
import { COLOUR, PLAIN, useColour } from "../style.js";
import { terminalWidth } from "../layout.js";
import { escapeControls } from "../terminal-text.js";
import { DoctorError } from "../doctor/errors.js";
import { compareSides, type DiffReport } from "./compare.js";
import { DiffError } from "./errors.js";
import { loadSide } from "./load.js";
import type { DiffArgs } from "./args.js";
import { diffHumanReport } from "./report-human.js";
import { diffMarkdownReport } from "./report-markdown.js";

/**
 * Diffs two versions of a server for each host.
 * @param args - {@link DiffArgs} (`before`, `after`, `hosts`, `failOn`; the format is not read)
 * @param cwd - the directory relative paths are read from
 * @returns the {@link DiffReport}
 * @throws DiffError (`input-unreadable`, `invalid-json`, `not-a-report`, `host-not-in-report`) or DoctorError
 *   (`replay-failed`, `list-failed`) for an input that cannot be read
 */
export async function diff(args: Pick<DiffArgs, "before" | "after" | "hosts" | "failOn">, cwd: string): Promise<DiffReport> {
  const before = await loadSide(args.before, args.hosts, cwd);
  const after = await loadSide(args.after, args.hosts, cwd);
  return compareSides(before, after, args.hosts, args.failOn);
}

/**
 * Runs `mcp-wire diff` with parsed arguments: the report on stdout in the `--format` (human, json, markdown).
 * @param args - {@link DiffArgs}, as `parseArgs` returns them for `diff`
 * @param io - where to write, the environment (colour, width) and the working directory
 * @returns `0` without a regression (or with `--report-only`), `1` with one, `2` when an input cannot be read
 *   (`mcp-wire: <message>` on stderr, nothing on stdout)
 */
export async function runDiff(args: DiffArgs, io: Pick<CliIO, "stdout" | "stderr" | "env" | "cwd">): Promise<ExitCode> {
  let report: DiffReport;
  try {
    report = await diff(args, io.cwd);
  } catch (error) {
    if (!(error instanceof DiffError || error instanceof DoctorError)) throw error;
    io.stderr.write(`mcp-wire: ${escapeControls(error.message)}\n`);
    return 2;
  }
  if (args.format === "json") io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else if (args.format === "markdown") io.stdout.write(diffMarkdownReport(report));
  else io.stdout.write(diffHumanReport(report, useColour(io.stdout.isTTY, io.env) ? COLOUR : PLAIN, terminalWidth(io.stdout.columns, io.env)));
  return args.reportOnly || report.status === "ok" ? 0 : 1;
}
