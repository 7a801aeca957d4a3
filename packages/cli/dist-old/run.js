/**
 * Running `mcp-wire`: parse, load, check, report, exit code. Nothing here touches `process`; the
 * caller passes the streams, environment and working directory (see `bin.ts`).
 */
import { commandNames, parseArgs } from "./args.js";
import { checkSubject, reportOf } from "./check/check.js";
import { CliError, describe, isStringArray, oneLine } from "./errors.js";
import { ioProblem } from "./io.js";
import { helpIndex, helpTarget, helpTopic } from "./help.js";
import { loadInput, modulePath } from "./check/load.js";
import { checkModuleInWorker } from "./check/module-worker.js";
import { humanReport } from "./check/report-human.js";
import { jsonReport } from "./check/report-json.js";
import { checkMarkdownReport } from "./check/report-markdown.js";
import { runDiff } from "./diff/run.js";
import { COLOUR, PLAIN, useColour } from "./style.js";
import { runDoctor } from "./doctor/run.js";
import { errorText, terminalWidth } from "./layout.js";
import { runProxy } from "./proxy/run.js";
import { isStream, usableEnv } from "./io.js";
export { ioProblem } from "./io.js";
/** The one-line exit-2 report of a call with arguments of the wrong type; to `io.stderr` when usable. */
function badCall(io, message) {
    const stderr = typeof io === "object" && io !== null && isStream(io.stderr) ? io.stderr : process.stderr;
    stderr.write(errorText(new CliError("usage", message).message, stderr, usableEnv(io)));
    return 2;
}
function withDefaults(io) {
    return {
        stdout: io.stdout ?? process.stdout,
        stderr: io.stderr ?? process.stderr,
        env: io.env ?? process.env,
        cwd: io.cwd ?? process.cwd(),
        stdin: io.stdin ?? process.stdin,
    };
}
/**
 * Runs `mcp-wire` with the user's arguments, e.g. `["check", "form.json", "--json"]` or
 * `["doctor", "--", "node", "server.js"]` (doctor's exit codes: see `runDoctor`), or
 * `["proxy", "--", "node", "server.js"]` (the host on `io.stdin` / `io.stdout`; exits with the server's code, see `runProxy`),
 * or `["diff", "before.json", "after.json"]` (exit 1 on a regression, see `runDiff`).
 * `["help"]` lists the commands and the guides shipped with the package and `["help", topic]` prints one (exit 0; an
 * unknown name is a usage error); `["help", command]` is the command's usage, as `[command, "--help"]` (`check`,
 * `diff`, `proxy`), except for a command named like a guide (`doctor`): `["help", "doctor"]` is the doctor guide.
 *
 * `check` runs the modules it checks, each in its own child process: while one loads and while its schemas are
 * converted, what it writes to its stdout and stderr (`fs.writeSync(1, …)` too) goes to `io.stderr`, `process.exit`
 * throws instead of exiting (exit 2, code `process-exit`), an uncaught error fails the load (code `import-failed`), a
 * throwing `~standard` getter is `export-unreadable`, a heap over 512 MiB is `memory-limit`, a message the module sends
 * is never taken for the verdict, and a load or conversion still running after `--load-timeout` (a synchronous loop
 * too) is ended (code `import-timeout`).
 *
 * @param argv - arguments without the node and script paths (an array of strings)
 * @param io - streams, environment and working directory; each defaults to `process`'s
 * @returns the {@link ExitCode}; never throws: a `CliError` (code `usage`, `file-not-found`,
 *   `invalid-json`, `import-failed`, `import-timeout`, `process-exit`, …; see `CLI_ERROR_CODES`) becomes
 *   exit 2 with its one-line message, and so does any unexpected error (`mcp-wire: internal error: …`) and
 *   arguments of the wrong type (`mcp-wire: runCli: argv must be an array of strings (got null)`, on
 *   `io.stderr`, or `process.stderr` when `io.stderr` is unusable)
 */
export async function runCli(argv, io = {}) {
    return run("runCli", argv, io, "argv");
}
async function run(caller, argv, io, name, prefix = []) {
    const problem = ioProblem(io);
    if (problem !== undefined)
        return badCall(io, `${caller}: ${problem}`);
    if (!isStringArray(argv))
        return badCall(io, `${caller}: ${name} must be an array of strings (got ${describe(argv)})`);
    const { stdout, stderr, env, cwd, stdin } = withDefaults(io);
    try {
        const [command, topic, ...rest] = [...prefix, ...argv];
        let words = [...prefix, ...argv];
        if (command === "help" && rest.length === 0) {
            const width = terminalWidth(stdout.columns, env);
            const target = topic === undefined ? undefined : helpTarget(topic, commandNames());
            if (target?.kind !== "command") {
                stdout.write(target === undefined ? helpIndex(commandNames(), width) : helpTopic(target.topic, width));
                return 0;
            }
            words = [target.command, "--help"];
        }
        const parsed = parseArgs(words, (text) => stdout.write(text));
        if (parsed.kind === "help")
            return 0;
        if (parsed.kind === "doctor")
            return await runDoctor(parsed.args, { stdout, stderr, env, cwd });
        if (parsed.kind === "proxy")
            return await runProxy(parsed.args, { stdin, stdout, stderr, env, cwd });
        if (parsed.kind === "diff")
            return await runDiff(parsed.args, { stdout, stderr, env, cwd });
        const { args } = parsed;
        const report = await checkModules(args, cwd, (text) => void stderr.write(text));
        if (args.format === "json")
            stdout.write(jsonReport(report));
        else if (args.format === "markdown")
            stdout.write(checkMarkdownReport(report, terminalWidth(stdout.columns, env)));
        else
            stdout.write(humanReport(report, useColour(stdout.isTTY, env) ? COLOUR : PLAIN, terminalWidth(stdout.columns, env)));
        return args.reportOnly || report.summary.rejected === 0 ? 0 : 1;
    }
    catch (error) {
        const message = error instanceof CliError ? error.message : `internal error: ${oneLine(error instanceof Error ? error.message : String(error))}`;
        stderr.write(errorText(message, stderr, env));
        return 2;
    }
}
/**
 * Loads the files in order and judges each subject at each revision: JSON in-process, each module file in its
 * own child process (see `checkModuleInWorker`); the first load error stops the run.
 */
async function checkModules(args, cwd, log) {
    const results = [];
    for (const file of args.files) {
        const path = await modulePath(file, cwd);
        if (path !== undefined) {
            const job = { file, path, exportName: args.exportName, revisions: args.revisions, onUnsupported: args.onUnsupported, timeoutMs: args.loadTimeoutMs };
            results.push(...(await checkModuleInWorker(job, log)));
        }
        else {
            for (const subject of await loadInput(file, cwd, args.exportName))
                results.push(...args.revisions.map((revision) => checkSubject(subject, revision, args.onUnsupported)));
        }
    }
    return reportOf(results, args.revisions, args.onUnsupported);
}
/**
 * Runs `mcp-wire check` with its arguments, e.g. `["form.json", "--revision", "2025-06-18"]`:
 * the same as `runCli(["check", ...args], io)`.
 * @param args - the arguments after `check` (an array of strings)
 * @param io - as for {@link runCli}
 * @returns the {@link ExitCode} (see {@link runCli}); never throws, also not for arguments of the wrong
 *   type (`runCheck(null)`: exit 2, `mcp-wire: runCheck: args must be an array of strings (got null)`)
 */
export async function runCheck(args, io = {}) {
    return run("runCheck", args, io, "args", ["check"]);
}
//# sourceMappingURL=run.js.map