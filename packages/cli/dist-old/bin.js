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
 * the reader of a pipe exited) drops what is still written to it; it is never a crash.
 */
import { cliVersion } from "./version.js";
const exit = process.exit.bind(process);
// A reader that goes away (`mcp-wire check big.json | head -1`) is no error of the run: what it no longer reads is
// dropped, instead of Node's stack trace for an unhandled EPIPE; the run ends with its own code.
for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error) => {
        if (error.code !== "EPIPE")
            throw error;
    });
}
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = process.stderr.write.bind(process.stderr);
const stdout = {
    write: (text) => write(text),
    isTTY: process.stdout.isTTY,
    get columns() {
        return process.stdout.columns;
    },
    once: (event, listener) => process.stdout.once(event, listener),
};
// `mcp-wire --version` alone loads nothing but package.json (as commander prints it: the version and a newline); every
// other command line loads the CLI, host tables included
const argv = process.argv.slice(2);
const version = argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V");
const code = version ? (stdout.write(`${cliVersion()}\n`), 0) : await (await import("./run.js")).runCli(argv, { stdout });
const flushed = (flush) => new Promise((resolve) => void flush("", resolve));
await Promise.all([flushed(write), flushed((text, done) => process.stderr.write(text, done))]);
exit(code);
