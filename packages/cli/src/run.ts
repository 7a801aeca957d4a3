/**
 * Running `mcp-wire`: parse, load, check, report, exit code. Nothing here touches `process`; the
 * caller passes the streams, environment and working directory (see `bin.ts`).
 */
import { commandNames, parseArgs, type ParsedArgs } from "./args.js";
import { CliError, describe, isStringArray, oneLine } from "./errors.js";
import { ioProblem } from "./io.js";
import { helpIndex, helpTarget, helpTopic, helpWords, MARKDOWN_USAGE } from "./help.js";
import { errorText, terminalWidth } from "./layout.js";
import { escapeControls } from "./terminal-text.js";
import { isStream, usableEnv, type CliIO, type ExitCode } from "./io.js";

export { ioProblem, type CliIO, type ExitCode, type InputStream, type OutputStream, type ServerExitCode } from "./io.js";

/** The one-line exit-2 report of a call with arguments of the wrong type; to `io.stderr` when usable. */
function badCall(io: unknown, message: string): 2 {
  const stderr = typeof io === "object" && io !== null && isStream((io as { stderr?: unknown }).stderr) ? (io as CliIO).stderr : process.stderr;
  stderr.write(errorText(new CliError("usage", message).message, stderr, usableEnv(io)));
  return 2;
}

function withDefaults(io: Partial<CliIO>): Required<CliIO> {
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
 * or `["diff", "before.json", "after.json"]` (exit 1 on a regression, see `runDiff`),
 * or `["wrap", ".cursor/mcp.json"]` / `["unwrap", ".cursor/mcp.json"]` (rewrite a host's config, see `runWrap`).
 * `["help"]` lists the commands and the guides shipped with the package and `["help", topic]` prints one as plain
 * text (`["help", topic, "--markdown"]`: its Markdown source; exit 0; an unknown name, `--markdown` without a
 * guide, a second name or another option after `help` (`["help", "doctor", "extra"]`) is a usage error, see `helpWords`); `["help", "help"]` is the list `["help"]` prints; `["help", command]` is the command's usage, as `[command, "--help"]` (`check`,
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
export async function runCli(argv: readonly string[], io: Partial<CliIO> = {}): Promise<ExitCode> {
  return run("runCli", argv, io, "argv");
}

async function run(caller: string, argv: unknown, io: unknown, name: string, prefix: readonly string[] = []): Promise<ExitCode> {
  const problem = ioProblem(io);
  if (problem !== undefined) return badCall(io, `${caller}: ${problem}`);
  if (!isStringArray(argv)) return badCall(io, `${caller}: ${name} must be an array of strings (got ${describe(argv)})`);
  const { stdout, stderr, env, cwd, stdin } = withDefaults(io as Partial<CliIO>);
  try {
    const [command, ...after] = [...prefix, ...argv];
    let words: readonly string[] = [...prefix, ...argv];
    if (command === "help") {
      const { name: topic, markdown } = helpWords(after);
      const width = terminalWidth(stdout.columns, env);
      // `help help`: help's own usage, the list `help` prints
      const target = topic === undefined || topic === "help" ? undefined : helpTarget(topic, commandNames());
      if (markdown && target?.kind !== "guide") throw new CliError("usage", MARKDOWN_USAGE);
      if (target?.kind !== "command") {
        stdout.write(target === undefined ? helpIndex(commandNames(), width) : helpTopic(target.topic, width, markdown));
        return 0;
      }
      words = [target.command, "--help"];
    }
    let parsed = parseArgs(words, (text) => stdout.write(text));
    if (parsed.kind === "help") return 0;
    // the proxy's own stderr lines each start `mcp-wire proxy:` (serving.md), its version warning too
    const warn = parsed.kind === "proxy" ? (message: string) => stderr.write(`mcp-wire proxy: ${escapeControls(message)}\n`) : (message: string) => stderr.write(errorText(message, stderr, env));
    parsed = await asRecorded(parsed, warn);
    // each command loads its own modules only (start-up: docs/performance.md, S1)
    if (parsed.kind === "doctor") {
      const { args } = parsed;
      if (args.target.kind === "config") return await (await import("./config/run-setup.js")).runSetup({ ...args, target: args.target }, { stdout, stderr, env, cwd });
      return await (await import("./doctor/run.js")).runDoctor(args, { stdout, stderr, env, cwd });
    }
    if (parsed.kind === "proxy") return await (await import("./proxy/run.js")).runProxy(parsed.args, { stdin, stdout, stderr, env, cwd });
    if (parsed.kind === "diff") return await (await import("./diff/run.js")).runDiff(parsed.args, { stdout, stderr, env, cwd });
    if (parsed.kind === "wrap") return await (await import("./wrap/run.js")).runWrap(parsed.args, { stdout, stderr, env, cwd });
    return await (await import("./check/run.js")).runCheckArgs(parsed.args, { stdout, stderr, env, cwd });
  } catch (error) {
    const message = error instanceof CliError ? error.message : `internal error: ${oneLine(error instanceof Error ? error.message : String(error))}`;
    stderr.write(errorText(message, stderr, env));
    return 2;
  }
}

/**
 * `parsed` with each `--host <product>@<version>` newer than the product's latest recorded version judged as that
 * version (`asRecordedVersions` of host-versions.ts, which warns through `warn`); the host tables are loaded only when
 * a version is given.
 */
async function asRecorded(parsed: Exclude<ParsedArgs, { kind: "help" }>, warn: (message: string) => void): Promise<Exclude<ParsedArgs, { kind: "help" }>> {
  if (parsed.kind === "doctor" || parsed.kind === "diff") {
    const { versions } = parsed.args;
    if (versions === undefined) return parsed;
    const { asRecordedVersions } = await import("./host-versions.js");
    return { ...parsed, args: { ...parsed.args, versions: asRecordedVersions(versions, warn) } } as typeof parsed;
  }
  if (parsed.kind === "proxy" && parsed.args.version !== undefined) {
    const { asRecordedVersions } = await import("./host-versions.js");
    const version = asRecordedVersions({ [parsed.args.host]: parsed.args.version }, warn)[parsed.args.host];
    return { ...parsed, args: { ...parsed.args, ...(version === undefined ? {} : { version }) } };
  }
  return parsed;
}

/**
 * Runs `mcp-wire check` with its arguments, e.g. `["form.json", "--revision", "2025-06-18"]`:
 * the same as `runCli(["check", ...args], io)`.
 * @param args - the arguments after `check` (an array of strings)
 * @param io - as for {@link runCli}
 * @returns the {@link ExitCode} (see {@link runCli}); never throws, also not for arguments of the wrong
 *   type (`runCheck(null)`: exit 2, `mcp-wire: runCheck: args must be an array of strings (got null)`)
 */
export async function runCheck(args: readonly string[], io: Partial<CliIO> = {}): Promise<ExitCode> {
  return run("runCheck", args, io, "args", ["check"]);
}
