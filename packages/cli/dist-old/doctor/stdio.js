/**
 * The stdio transport of doctor: the server is spawned in its own process group (`detached: true` on POSIX),
 * so that ending it ends everything it started too — a wrapper (`sh -c …`, `npx`, a node script spawning the
 * real server) and the real server alike. The SDK's `StdioClientTransport` cannot spawn detached.
 */
import { spawn } from "node:child_process";
import { serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import { JsonRpcLineReader, MAX_MESSAGE_BYTES } from "./line-reader.js";
const POSIX = process.platform !== "win32";
/** Milliseconds between SIGTERM and SIGKILL. */
export const KILL_GRACE_MS = 2000;
/** Whether any process of the group led by `pid` (only `pid` itself on Windows) still exists. */
export function groupAlive(pid) {
    try {
        process.kill(POSIX ? -pid : pid, 0);
        return true;
    }
    catch (error) {
        return error.code === "EPERM";
    }
}
/** Sends `signal` to the whole group led by `pid` (only `pid` on Windows); ignores a group already gone. */
export function signalGroup(pid, signal) {
    try {
        process.kill(POSIX ? -pid : pid, signal);
    }
    catch {
        /* already gone */
    }
}
/** The signals that end doctor: each also ends every server process group doctor guards ({@link guardGroup}). */
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
/**
 * Guards a server's process group for the life of a session: when doctor exits, or gets SIGINT, SIGTERM or SIGHUP,
 * the group `pid()` names (when it names one: `null` before the server started) gets SIGKILL, and a signal then goes on
 * to doctor itself, as if unguarded.
 * @param pid - the group's process id when known, else `null` (read when the guard fires)
 * @returns the function that takes the guard off (call it once the session has ended the group itself); never throws
 */
export function guardGroup(pid) {
    const killNow = () => {
        const group = pid();
        if (group !== null)
            signalGroup(group, "SIGKILL");
    };
    const onSignal = (signal) => {
        killNow();
        unguard();
        process.kill(process.pid, signal);
    };
    const unguard = () => {
        for (const signal of SIGNALS)
            process.off(signal, onSignal);
        process.off("exit", killNow);
    };
    for (const signal of SIGNALS)
        process.once(signal, onSignal);
    process.once("exit", killNow);
    return unguard;
}
/**
 * Ends the group led by `pid`: SIGTERM, then SIGKILL after {@link KILL_GRACE_MS}; resolves once no process of
 * the group remains (or one second after SIGKILL).
 */
export async function endGroup(pid) {
    if (!groupAlive(pid))
        return;
    signalGroup(pid, "SIGTERM");
    const step = 25;
    for (let waited = 0; waited < KILL_GRACE_MS + 1000 && groupAlive(pid); waited += step) {
        if (waited === KILL_GRACE_MS)
            signalGroup(pid, "SIGKILL");
        await new Promise((resolve) => setTimeout(resolve, step));
    }
}
/**
 * A stdio `Transport` over a server started in its own process group. stdout is read by a `JsonRpcLineReader`:
 * lines that are not JSON-RPC go to `onSkipped`; a line over the bound sets {@link GroupStdioTransport.failure},
 * stops reading and closes the transport at once (pending requests fail with `ConnectionClosed`). `close()` only
 * ends stdin and waits up to 2 s; end the group with {@link endGroup}.
 */
export class GroupStdioTransport {
    params;
    onclose;
    onerror;
    onmessage;
    child;
    reader;
    closeNotified = false;
    /** The pid of the process started (the group leader), once started. */
    pid = null;
    /** Why reading stopped early (`message-too-large`), once it has. */
    failure;
    constructor(params) {
        this.params = params;
        this.reader = new JsonRpcLineReader(params.maxMessageBytes ?? MAX_MESSAGE_BYTES);
    }
    notifyClose() {
        if (this.closeNotified)
            return;
        this.closeNotified = true;
        this.onclose?.();
    }
    read(chunk) {
        if (this.failure)
            return;
        let events;
        try {
            events = this.reader.push(chunk);
        }
        catch (error) {
            this.failure = error;
            this.child?.stdout?.destroy();
            this.notifyClose();
            return;
        }
        for (const event of events) {
            if (event.kind === "message")
                this.onmessage?.(event.message);
            else
                this.params.onSkipped?.(event.line);
        }
    }
    start() {
        if (this.child)
            throw new Error("GroupStdioTransport already started");
        return new Promise((resolve, reject) => {
            const child = spawn(this.params.command, [...this.params.args], {
                env: this.params.env,
                stdio: ["pipe", "pipe", "pipe"],
                shell: false,
                detached: POSIX,
                windowsHide: true,
                ...(this.params.cwd ? { cwd: this.params.cwd } : {}),
            });
            this.child = child;
            child.on("error", (error) => {
                reject(error);
                this.onerror?.(error);
            });
            child.on("spawn", () => {
                this.pid = child.pid ?? null;
                resolve();
            });
            child.on("close", () => {
                this.child = undefined;
                this.notifyClose();
            });
            child.stdin?.on("error", (error) => this.onerror?.(error));
            child.stdout?.on("data", (chunk) => this.read(chunk));
            child.stdout?.on("error", (error) => this.onerror?.(error));
            child.stderr?.on("data", (chunk) => this.params.onStderr?.(String(chunk)));
        });
    }
    async close() {
        const child = this.child;
        this.reader.clear();
        if (!child)
            return;
        const exited = new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null)
                resolve();
            else
                child.once("exit", () => resolve());
        });
        try {
            child.stdin?.end();
        }
        catch { /* ignore */ }
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    }
    send(message) {
        return new Promise((resolve, reject) => {
            const stdin = this.child?.stdin;
            if (!stdin)
                return reject(new Error("Not connected"));
            if (stdin.write(serializeMessage(message)))
                resolve();
            else
                stdin.once("drain", resolve);
        });
    }
}
//# sourceMappingURL=stdio.js.map