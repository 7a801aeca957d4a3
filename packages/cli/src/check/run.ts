/**
 * Running `mcp-wire check` with parsed arguments: load each file, judge each subject at each revision, write the
 * report in the chosen format. Loaded by `run.ts` only for `check`, so no other command loads the wire grammar and the
 * module loader.
 */
import type { CheckArgs } from "../args.js";
import type { CliIO, ExitCode } from "../io.js";
import { CliError } from "../errors.js";
import { errorText, terminalWidth } from "../layout.js";
import { COLOUR, PLAIN, useColour } from "../style.js";
import { checkSubject, reportOf } from "./check.js";
import { loadInput, modulePath } from "./load.js";
import { checkModuleInWorker } from "./module-worker.js";
import type { CheckFileError, CheckReport, CheckResult } from "./report.js";
import { humanReport } from "./report-human.js";
import { jsonReport } from "./report-json.js";
import { checkMarkdownReport } from "./report-markdown.js";

/** The report entry of a file that could not be checked. */
function fileError(file: string, error: CliError): CheckFileError {
  return { file, code: error.code, message: error.message, pointer: error.pointer, position: error.position };
}

/**
 * Loads the files in order and judges each subject at each revision: JSON in-process, each module file in its
 * own child process (see `checkModuleInWorker`). A file that cannot be loaded (a `CliError`) becomes an entry of
 * `errors`, told to `onError` at once, and the next file is checked.
 */
async function checkModules(args: CheckArgs, cwd: string, log: (text: string) => void, onError: (error: CliError) => void): Promise<CheckReport> {
  const results: CheckResult[] = [];
  const errors: CheckFileError[] = [];
  for (const file of args.files) {
    try {
      const path = await modulePath(file, cwd);
      if (path !== undefined) {
        const job = { file, path, exportName: args.exportName, revisions: args.revisions, onUnsupported: args.onUnsupported, timeoutMs: args.loadTimeoutMs };
        results.push(...(await checkModuleInWorker(job, log)));
      } else {
        const subjects = await loadInput(file, cwd, args.exportName);
        for (const subject of subjects) results.push(...args.revisions.map((revision) => checkSubject(subject, revision, args.onUnsupported)));
      }
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      errors.push(fileError(file, error));
      onError(error);
    }
  }
  return reportOf(results, args.revisions, args.onUnsupported, errors);
}

/**
 * Runs `mcp-wire check` with parsed arguments and writes its report to `io.stdout`. Every file is checked: one that
 * cannot be loaded is an entry of the report's `errors` and one line `mcp-wire: <message>` on `io.stderr`.
 * @param args - as `parseArgs` returns them for `check`
 * @param io - the streams, environment and working directory (all given)
 * @returns 2 when a file could not be checked (also with `--report-only`), else 0 when nothing is rejected (or
 *   `--report-only`), 1 when something is
 * @throws only on a bug (an error that is not a `CliError`)
 */
export async function runCheckArgs(args: CheckArgs, io: Pick<Required<CliIO>, "stdout" | "stderr" | "env" | "cwd">): Promise<ExitCode> {
  const { stdout, stderr, env, cwd } = io;
  const report = await checkModules(args, cwd, (text) => void stderr.write(text), (error) => void stderr.write(errorText(error.message, stderr, env)));
  if (args.format === "json") stdout.write(jsonReport(report));
  else if (args.format === "markdown") stdout.write(checkMarkdownReport(report, terminalWidth(stdout.columns, env)));
  else stdout.write(humanReport(report, useColour(stdout.isTTY, env) ? COLOUR : PLAIN, terminalWidth(stdout.columns, env)));
  if (report.summary.errors > 0) return 2;
  return args.reportOnly || report.summary.rejected === 0 ? 0 : 1;
}
