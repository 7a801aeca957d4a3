import { type CliIO, type ExitCode } from "./io.js";
export { ioProblem, type CliIO, type ExitCode, type InputStream, type OutputStream, type ServerExitCode } from "./io.js";
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
export declare function runCli(argv: readonly string[], io?: Partial<CliIO>): Promise<ExitCode>;
/**
 * Runs `mcp-wire check` with its arguments, e.g. `["form.json", "--revision", "2025-06-18"]`:
 * the same as `runCli(["check", ...args], io)`.
 * @param args - the arguments after `check` (an array of strings)
 * @param io - as for {@link runCli}
 * @returns the {@link ExitCode} (see {@link runCli}); never throws, also not for arguments of the wrong
 *   type (`runCheck(null)`: exit 2, `mcp-wire: runCheck: args must be an array of strings (got null)`)
 */
export declare function runCheck(args: readonly string[], io?: Partial<CliIO>): Promise<ExitCode>;
//# sourceMappingURL=run.d.ts.map