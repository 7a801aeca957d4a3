/**
 * Running `mcp-wire diff`: read both inputs, compare them per host, print the report, exit code.
 */
import { jsonReportText } from "../json-text.js";
import { BLASTS } from "@mcp-wire/hosts";
import { ioProblem, isStream, usableEnv, type CliIO, type ExitCode } from "../io.js";
import { CliError, describe, oneLine } from "../errors.js";
import { isDoctorHost } from "../doctor/verdicts.js";
import { REPORT_FORMATS } from "../format-option.js";
import { COLOUR, PLAIN, useColour } from "../style.js";
import { errorText, terminalWidth } from "../layout.js";
import { DoctorError } from "../doctor/errors.js";
import { compareSides, type DiffReport } from "./compare.js";
import { DiffError } from "./errors.js";
import { loadSides } from "./load.js";
import type { DiffArgs } from "./args.js";
import { diffHumanReport } from "./report-human.js";
import { diffMarkdownReport } from "./report-markdown.js";

/**
 * Diffs two versions of a server for each host.
 * @param args - {@link DiffArgs} (`before`, `after`, `hosts`, `versions`, `failOn`; the format is not read)
 * @param cwd - the directory relative paths are read from
 * @returns the {@link DiffReport}
 * @throws DiffError (`input-unreadable`, `input-too-large`, `invalid-json`, `not-a-report`, `host-not-in-report`,
 *   `version-mismatch`) or DoctorError
 *   (`replay-failed`, `list-failed`) for an input that cannot be read
 */
export async function diff(args: Pick<DiffArgs, "before" | "after" | "hosts" | "failOn" | "versions">, cwd: string): Promise<DiffReport> {
  const [before, after] = await loadSides([args.before, args.after], args.hosts, args.versions ?? {}, cwd);
  return compareSides(before, after, args.hosts, args.failOn);
}

/** Why `args` is not a {@link DiffArgs}, or `undefined`. */
function argsProblem(args: unknown): string | undefined {
  if (typeof args !== "object" || args === null) return `args must be an object (got ${describe(args)})`;
  const { before, after, hosts, format, failOn, reportOnly, versions } = args as Record<string, unknown>;
  if (typeof before !== "string" || typeof after !== "string") return "args.before and args.after must be strings";
  if (!Array.isArray(hosts) || hosts.length === 0 || !hosts.every(isDoctorHost)) return "args.hosts must be a non-empty array of hosts";
  if (!(REPORT_FORMATS as readonly unknown[]).includes(format)) return `args.format must be one of ${REPORT_FORMATS.join(", ")} (got ${describe(format)})`;
  if (!(BLASTS as readonly unknown[]).includes(failOn)) return `args.failOn must be one of ${BLASTS.join(", ")} (got ${describe(failOn)})`;
  if (typeof reportOnly !== "boolean") return "args.reportOnly must be a boolean";
  if (versions !== undefined && (typeof versions !== "object" || versions === null || !Object.entries(versions).every(([host, v]) => isDoctorHost(host) && typeof v === "string"))) {
    return "args.versions must be an object of product hosts to version strings";
  }
  return undefined;
}

/**
 * Runs `mcp-wire diff` with parsed arguments: the report on stdout in the `--format` (human, json, markdown; json as
 * doctor's `--json` writes it, `jsonReportText`: a number past the double range as `1e999`/`-1e999`, never `null`).
 * @param args - {@link DiffArgs}, as `parseArgs` returns them for `diff`
 * @param io - where to write, the environment (colour, width) and the working directory
 * @returns `0` without a regression (or with `--report-only`), `1` with one, `2` when an input cannot be read
 *   (`mcp-wire: <message>` on stderr, nothing on stdout); never throws: arguments of the wrong type and unexpected
 *   errors are exit 2 too (`mcp-wire: runDiff: args.hosts must be …`, `mcp-wire: internal error: …`)
 */
export async function runDiff(args: DiffArgs, io: Pick<CliIO, "stdout" | "stderr" | "env" | "cwd">): Promise<ExitCode> {
  const missing = ["stdout", "stderr", "env", "cwd"].find((key) => (io as unknown as Record<string, unknown>)[key] === undefined);
  const problem = ioProblem(io) ?? (missing === undefined ? undefined : `io.${missing} is required`) ?? argsProblem(args);
  if (problem !== undefined) {
    const stderr = typeof io === "object" && io !== null && isStream(io.stderr) ? io.stderr : process.stderr;
    stderr.write(errorText(new CliError("usage", `runDiff: ${problem}`).message, stderr, usableEnv(io)));
    return 2;
  }
  let report: DiffReport;
  try {
    report = await diff(args, io.cwd);
  } catch (error) {
    const known = error instanceof DiffError || error instanceof DoctorError;
    const message = known ? error.message : `internal error: ${oneLine(error instanceof Error ? error.message : String(error))}`;
    io.stderr.write(errorText(message, io.stderr, io.env));
    return 2;
  }
  // the convention of doctor's --json and --save: ±Infinity written 1e999/-1e999, never null
  if (args.format === "json") io.stdout.write(jsonReportText(report));
  else if (args.format === "markdown") io.stdout.write(diffMarkdownReport(report, terminalWidth(io.stdout.columns, io.env)));
  else io.stdout.write(diffHumanReport(report, useColour(io.stdout.isTTY, io.env) ? COLOUR : PLAIN, terminalWidth(io.stdout.columns, io.env)));
  return args.reportOnly || report.status === "ok" ? 0 : 1;
}
