/**
 * The floor of any stdio proxy written in Node, for the P7 report: a process that starts the server and copies bytes both ways
 * (`stream.pipe`), reading nothing. With `--own-group` it starts the server as `mcp-wire proxy` does, in its own
 * process group (`detached`: on POSIX a new session, which Linux's autogroup scheduler also makes its own scheduling
 * group): the floor of a proxy that can end everything the server started.
 * Run: `node packages/bench/dist/pipe-floor.js [--own-group] <command> [args...]`.
 */
import { spawn } from "node:child_process";

const argv = process.argv.slice(2);
const ownGroup = argv[0] === "--own-group";
const [command, ...args] = ownGroup ? argv.slice(1) : argv;
const child = spawn(command ?? "false", args, { stdio: ["pipe", "pipe", "inherit"], detached: ownGroup });
process.stdin.pipe(child.stdin);
child.stdout.pipe(process.stdout);
child.on("exit", (code) => process.exit(code ?? 1));
