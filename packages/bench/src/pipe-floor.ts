/**
 * The floor of any stdio proxy, for the P7 report: a process that starts the server and copies bytes both ways
 * (`stream.pipe`), reading nothing. Run: `node packages/bench/dist/pipe-floor.js <command> [args...]`.
 */
import { spawn } from "node:child_process";

const [command, ...args] = process.argv.slice(2);
const child = spawn(command ?? "false", args, { stdio: ["pipe", "pipe", "inherit"] });
process.stdin.pipe(child.stdin);
child.stdout.pipe(process.stdout);
child.on("exit", (code) => process.exit(code ?? 1));
