/**
 * Running `mcp-wire check` with parsed arguments: load each file, judge each subject at each revision, write the
 * report in the chosen format. Loaded by `run.ts` only for `check`, so no other command loads the wire grammar and the
 * module loader.
 */
import type { CheckArgs } from "../args.js";
import type { CliIO, ExitCode } from "../io.js";
import { terminalWidth } from "../layout.js";
import { COLOUR, PLAIN, useColour } from "../style.js";
import { checkSubject, reportOf } from "./check.js";
import { loadInput, modulePath } from "./load.js";
import { checkModuleInWorker } from "./module-worker.js";
import type { CheckReport, CheckResult } from "./report.js";
import { humanReport } from "./report-human.js";
import { jsonReport } from "./report-json.js";
import { checkMarkdownReport } from "./report-markdown.js";

/**
 * Loads the files in order and judges each subject at each revision: JSON in-process, each module file in its
 * own child process (see `checkModuleInWorker`); the first load error stops the run.
 */
async function checkModules(args: CheckArgs, cwd: string, log: (text: string) => void): Promise<CheckReport> {
  const results: CheckResult[] = [];
  for (const file of args.files) {
    const path = await modulePath(file, cwd);
    if (path !== undefined) {
      const job = { file, path, exportName: args.exportName, revisions: args.revisions, onUnsupported: args.onUnsupported, timeoutMs: args.loadTimeoutMs };
      results.push(...(await checkModuleInWorker(job, log)));
    } else {
      for (const subject of await loadInput(file, cwd, args.exportName)) results.push(...args.revisions.map((revision) => checkSubject(subject, revision, args.onUnsupported)));
    }
  }
  return reportOf(results, args.revisions, args.onUnsupported);
}

/**
 * Runs `mcp-wire check` with parsed arguments and writes its report to `io.stdout`.
 * @param args - as `parseArgs` returns them for `check`
 * @param io - the streams, environment and working directory (all given)
 * @returns 0 when nothing is rejected (or `--report-only`), 1 when something is
 * @throws CliError (code `file-not-found`, `invalid-json`, `import-failed`, …) when a file cannot be loaded
 */
export async function runCheckArgs(args: CheckArgs, io: Pick<Required<CliIO>, "stdout" | "stderr" | "env" | "cwd">): Promise<ExitCode> {
  const { stdout, stderr, env, cwd } = io;
  const report = await checkModules(args, cwd, (text) => void stderr.write(text));
  if (args.format === "json") stdout.write(jsonReport(report));
  else if (args.format === "markdown") stdout.write(checkMarkdownReport(report, terminalWidth(stdout.columns, env)));
  else stdout.write(humanReport(report, useColour(stdout.isTTY, env) ? COLOUR : PLAIN, terminalWidth(stdout.columns, env)));
  return args.reportOnly || report.summary.rejected === 0 ? 0 : 1;
}
