/**
 * The server as a child process (MCP stdio transport): started in its own process group (`detached` on POSIX) so
 * ending it ends what a wrapper (`sh -c`, `npx`) started too, with the environment and working directory the proxy
 * got; its stderr passes through byte for byte. Its stdout is read in lines of at most 100 MiB (`LineReader`). Group handling is doctor's (`doctor/stdio.ts`).
 */
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { endGroup, KILL_GRACE_MS } from "../doctor/stdio.js";
import { joinLines, LineReader } from "./lines.js";
/** How long after the process exits its stdout may still deliver lines (a grandchild may hold it open). */
const STDOUT_GRACE_MS = 500;
const exitCode = (code, signal) => code ?? (signal === null ? 1 : 128 + (constants.signals[signal] ?? 0));
/**
 * Starts the server; resolves once it runs.
 * @returns the endpoint and the pid of the group leader
 * @throws the spawn error (`ENOENT`: command not found, `EACCES`: not executable), with the server not started
 */
export function startStdio(params, events) {
    const env = {};
    for (const [key, value] of Object.entries(params.env))
        if (value !== undefined)
            env[key] = value;
    const child = spawn(params.command, [...params.args], {
        env,
        cwd: params.cwd,
        stdio: ["pipe", "pipe", "pipe"],
        shell: false,
        detached: process.platform !== "win32",
        windowsHide: true,
    });
    const reader = new LineReader(events.onLine, events.onOverflow);
    let ended;
    const exited = new Promise((resolve) => {
        child.once("exit", (code, signal) => {
            const done = () => {
                reader.flush();
                resolve(exitCode(code, signal));
            };
            if (child.stdout.readableEnded)
                done();
            else {
                const timer = setTimeout(done, STDOUT_GRACE_MS);
                child.stdout.once("end", () => {
                    clearTimeout(timer);
                    done();
                });
            }
        });
    });
    return new Promise((resolve, reject) => {
        child.once("error", reject);
        child.once("spawn", () => {
            child.off("error", reject);
            child.on("error", (error) => events.report(`server process: ${error.message}`));
            const pid = child.pid ?? 0;
            child.stdin.on("error", () => { });
            child.stdout.on("data", (chunk) => reader.push(chunk));
            child.stderr.on("data", (chunk) => params.stderr(chunk));
            void exited.then(async (code) => {
                await endGroup(pid); // what the server left behind in its group
                events.onExit(code);
            });
            const endpoint = {
                // A line for a server already gone is dropped: its requests get their error when the exit is seen.
                send: (lines) => !child.stdin.writable || child.stdin.write(joinLines(lines)),
                onDrain: (listener) => void child.stdin.once("drain", listener),
                pause: () => void child.stdout.pause(),
                resume: () => void child.stdout.resume(),
                end: () => (ended ??= (async () => {
                    child.stdin.end();
                    const timer = new Promise((done) => setTimeout(done, KILL_GRACE_MS).unref());
                    await Promise.race([exited, timer]);
                    await endGroup(pid);
                    await exited;
                })()),
                setRevision: () => { },
            };
            resolve({ endpoint, pid });
        });
    });
}
//# sourceMappingURL=stdio.js.map