#!/usr/bin/env node
/**
 * The `mcp-wire` executable: `mcp-wire check <file...> [--export NAME] [--revision R]...
 * [--drop-unsupported] [--json] [--report-only] [--load-timeout S]` and
 * `mcp-wire doctor [options] -- <command> [args...]` and `mcp-wire proxy [options] -- <command> [args...]`.
 * Exit codes: see `ExitCode` in `run.ts` and `runDoctor` in `doctor/run.ts`.
 *
 * stdout carries the report and nothing else: the report is written through the real `process.stdout`,
 * while anything else written to `process.stdout` during the run (a checked module's `console.log`, also
 * from a timer) goes to stderr. Once the report is written, stdout and stderr are flushed and the process
 * exits with the code, even when a checked module left timers or sockets behind. A closed stdout or stderr (EPIPE:
 * the reader of a pipe exited) drops what is still written to it; it is never a crash. Any other failed write to
 * stdout (ENOSPC of `> /dev/full`, EIO, EBADF) ends the run with exit 2 and one line `mcp-wire: cannot write to
 * stdout: <code>` on stderr, whatever the run's own code.
 */
import { cliVersion } from "./version.js";

const exit = process.exit.bind(process);
// A reader that goes away (`mcp-wire check big.json | head -1`) is no error of the run: what it no longer reads is
// dropped, instead of Node's stack trace for an unhandled EPIPE; the run ends with its own code.
// Any other failure of stdout is kept (its code) and reported once the run ends: a write to a file or terminal throws
// at once, a write to a pipe fails later with an `error` event.
let stdoutFailed: string | undefined;
const failed = (error: unknown): void => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== "EPIPE") stdoutFailed ??= typeof code === "string" ? code : String(error);
};
process.stdout.on("error", failed);
process.stderr.on("error", (error: NodeJS.ErrnoException) => {
  // nothing can be reported on a stderr that fails: what is written to it is dropped
  if (error.code !== "EPIPE") process.exitCode = 2;
});
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
const stdout = {
  write: (text: string) => {
    if (stdoutFailed !== undefined) return true;
    try {
      return write(text);
    } catch (error) {
      failed(error);
      return true;
    }
  },
  isTTY: process.stdout.isTTY,
  get columns() {
    return process.stdout.columns;
  },
  once: (event: "drain" | "close", listener: () => void) => process.stdout.once(event, listener),
};

// `mcp-wire --version` alone loads nothing but package.json (as commander prints it: the version and a newline); every
// other command line loads the CLI, host tables included
const argv = process.argv.slice(2);
const version = argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V");
const code = version ? (stdout.write(`${cliVersion()}\n`), 0) : await (await import("./run.js")).runCli(argv, { stdout });
const flushed = (flush: (text: string, done: () => void) => unknown) =>
  new Promise<void>((resolve) => {
    try {
      flush("", resolve);
    } catch (error) {
      failed(error);
      resolve();
    }
  });
await Promise.all([stdoutFailed === undefined ? flushed(write) : undefined, flushed((text, done) => process.stderr.write(text, done))]);
if (stdoutFailed !== undefined) {
  process.stderr.write(`mcp-wire: cannot write to stdout: ${stdoutFailed}\n`);
  exit(2);
}
exit(code);
