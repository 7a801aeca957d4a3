/**
 * Running `mcp-wire proxy`: the host talks to the proxy on stdin/stdout (MCP stdio transport) as it would to the
 * server; the proxy starts the server (or reaches it over Streamable HTTP) and passes every message on, in order,
 * through {@link ProxyCore}. Flow control both ways: when one side does not read, the other side's stream is paused.
 */
import { StringDecoder } from "node:string_decoder";
import { show } from "@mcp-wire/core";
import { escapeControls } from "../terminal-text.js";
import { signalGroup } from "../doctor/stdio.js";
import { ProxyCore } from "./core.js";
import { startHttp } from "./http.js";
import { joinLines, LineReader } from "./lines.js";
import { startStdio } from "./stdio.js";
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
/** Exit codes when the server cannot be started, as a shell reports them: not found, not executable. */
export const SPAWN_EXIT = Object.freeze({ ENOENT: 127, EACCES: 126 });
/**
 * Runs the proxy until the server is gone (it exited, or the host closed stdin and the server was ended).
 *
 * When the server exits, every request of the host it had not answered gets a JSON-RPC error (code -32000), then the
 * proxy returns. When the host closes stdin, the server's stdin is closed, and its process group is ended (SIGTERM, then
 * SIGKILL) if it has not exited within 2 s. SIGINT, SIGTERM and SIGHUP to the proxy are
 * passed on to the server's group at once, then it is ended the same way.
 *
 * With `--url`, nothing is sent before the host's first message; a message the endpoint refuses or cannot be sent
 * (unreachable, not an MCP endpoint) is reported, and each request in it is answered with a JSON-RPC error.
 *
 * @returns the server's exit code (128 + n when a signal n ended it; 0 for an HTTP server once the session is closed),
 *   127 when the command is not found, 126 when it cannot be executed, 1 when it cannot be started otherwise
 */
export async function runProxy(args, io) {
    const report = (line) => void io.stderr.write(`mcp-wire proxy: ${escapeControls(line)}\n`);
    const core = new ProxyCore({ host: args.host, ...(args.version === undefined ? {} : { version: args.version }), ...(args.evidence === undefined ? {} : { evidence: args.evidence }), quarantine: args.quarantine, report });
    let endpoint;
    let finish = () => { };
    const finished = new Promise((resolve) => (finish = resolve));
    let revisionSent = false;
    let hostBlocked = false;
    // Lines for the host are written once per turn of the event loop: one write for a whole chunk of server output.
    let outgoing = [];
    const flushHost = () => {
        const bytes = joinLines(outgoing);
        outgoing = [];
        if (io.stdout.write(bytes) !== false || io.stdout.once === undefined || hostBlocked)
            return;
        hostBlocked = true;
        endpoint?.pause();
        io.stdout.once("drain", () => {
            hostBlocked = false;
            endpoint?.resume();
        });
    };
    const toHost = (line) => {
        if (outgoing.push(line) === 1)
            queueMicrotask(flushHost);
    };
    const events = {
        onLine(line) {
            const out = core.fromServer(line);
            if (!revisionSent && core.revision !== undefined) {
                revisionSent = true;
                endpoint?.setRevision(core.revision);
            }
            for (const message of out)
                toHost(message);
        },
        onOverflow(head, limit) {
            for (const message of core.overflow(head, limit))
                toHost(message);
        },
        onExit(code) {
            for (const line of core.failPending(`mcp-wire proxy: the server exited (code ${code}) before answering`))
                toHost(Buffer.from(line));
            finish(code);
        },
        report,
    };
    const undeliverable = (line, why) => {
        report(`could not send to the server: ${why}`);
        for (const error of core.undeliverable(line, `mcp-wire proxy: could not send to the server: ${why}`))
            toHost(Buffer.from(error));
    };
    let pid;
    try {
        if (args.target.kind === "http")
            endpoint = await startHttp(args.target.url, events, undeliverable);
        else {
            const decoder = new StringDecoder("utf8"); // a character split across chunks stays whole
            const started = await startStdio({ ...args.target, env: io.env, cwd: io.cwd, stderr: (chunk) => void io.stderr.write(decoder.write(chunk)) }, events);
            ({ endpoint, pid } = started);
        }
    }
    catch (error) {
        const code = error.code ?? "";
        const what = args.target.kind === "http" ? args.target.url : args.target.command;
        report(`cannot start ${what}: ${code === "ENOENT" ? "command not found" : code === "EACCES" ? "permission denied" : error.message}`);
        return SPAWN_EXIT[code] ?? 1;
    }
    const server = endpoint;
    // Lines for the server, like those for the host, go out once per turn of the event loop.
    let toServer = [];
    const flushServer = () => {
        const lines = toServer;
        toServer = [];
        if (server.send(lines))
            return;
        io.stdin.pause();
        server.onDrain(() => io.stdin.resume());
    };
    const reader = new LineReader((line) => {
        if (toServer.push(core.fromHost(line)) === 1)
            queueMicrotask(flushServer);
    }, (head, limit) => report(`host wrote a line over ${limit} bytes without a newline (not passed on): ${show(head.toString("utf8", 0, 400), 80)}`));
    const onData = (chunk) => reader.push(chunk);
    const onEnd = () => {
        reader.flush();
        void server.end();
    };
    const onSignal = (signal) => {
        if (pid !== undefined)
            signalGroup(pid, signal); // passed on at once; end() still escalates to SIGKILL
        void server.end();
    };
    const killNow = () => pid !== undefined && signalGroup(pid, "SIGKILL");
    io.stdin.on("data", onData);
    io.stdin.on("end", onEnd);
    for (const signal of SIGNALS)
        process.on(signal, onSignal);
    process.once("exit", killNow);
    try {
        return await finished;
    }
    finally {
        io.stdin.off("data", onData);
        io.stdin.off("end", onEnd);
        io.stdin.pause();
        for (const signal of SIGNALS)
            process.off(signal, onSignal);
        process.off("exit", killNow);
    }
}
//# sourceMappingURL=run.js.map