/**
 * A doctor session with a live server: connect (stdio, Streamable HTTP or any `Transport`) with the official
 * SDK `Client` (elicitation capability declared, every `elicitation/create` answered `decline`), list every
 * tool following `nextCursor`, call named tools, and close — killing a stdio server also on failure and on
 * SIGINT / SIGTERM / SIGHUP. Requests go out raw (`ResultSchema`), so a tool list the SDK's own parsing would
 * refuse still reaches the checks.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema, ErrorCode, McpError, ResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { DoctorError, STDERR_TAIL_LINES } from "./errors.js";
import { MAX_SKIPPED_SHOWN, MAX_TOOLS_LIST_PAGES } from "./report.js";
import { TapTransport } from "./tap.js";
import { endGroup, GroupStdioTransport, guardGroup } from "./stdio.js";
/** Keeps the last lines a stream wrote. */
class Tail {
    lines = [];
    partial = "";
    push(chunk) {
        const parts = (this.partial + chunk).split(/\r?\n/);
        this.partial = parts.pop() ?? "";
        this.lines.push(...parts);
        if (this.lines.length > STDERR_TAIL_LINES)
            this.lines.splice(0, this.lines.length - STDERR_TAIL_LINES);
    }
    get() {
        return [...this.lines, ...(this.partial === "" ? [] : [this.partial])].slice(-STDERR_TAIL_LINES);
    }
}
function describe(target) {
    if (target.kind === "stdio")
        return [target.command, ...target.args].join(" ");
    return target.kind === "http" ? target.url : target.label;
}
function makeTransport(target, tail, onSkipped, maxMessageBytes) {
    if (target.kind === "transport")
        return target.transport;
    if (target.kind === "http")
        return new StreamableHTTPClientTransport(new URL(target.url));
    const env = { ...getDefaultEnvironment() };
    for (const [key, value] of Object.entries(target.env ?? process.env))
        if (value !== undefined)
            env[key] = value;
    // Its own process group: ending the group also ends what a wrapper (sh -c, npx) started.
    return new GroupStdioTransport({
        command: target.command,
        args: [...target.args],
        env,
        onStderr: (chunk) => tail.push(chunk),
        onSkipped,
        ...(maxMessageBytes === undefined ? {} : { maxMessageBytes }),
        ...(target.cwd ? { cwd: target.cwd } : {}),
    });
}
const isTimeout = (error) => error instanceof McpError && error.code === ErrorCode.RequestTimeout;
const messageOf = (error) => (error instanceof Error ? error.message : String(error));
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
/**
 * Opens a session: spawns or connects, initializes, records the negotiated revision.
 * @throws DoctorError `spawn-failed` (the command cannot be started), `connect-failed` (transport error or
 *   the server closed before initialize completed), `timeout` (no initialize answer in `timeoutMs`),
 *   `message-too-large` (a stdout line over `maxMessageBytes`); each with the server's stderr tail. The server
 *   is closed before the error is thrown.
 */
export async function openSession(target, options) {
    const tail = new Tail();
    const skippedStdout = { lines: 0, first: [] };
    const onSkipped = (line) => {
        skippedStdout.lines++;
        if (skippedStdout.first.length < MAX_SKIPPED_SHOWN)
            skippedStdout.first.push(line);
    };
    const inner = makeTransport(target, tail, onSkipped, options.maxMessageBytes);
    const tap = new TapTransport(inner);
    const client = new Client({ name: "mcp-wire-doctor", version: "0.0.0" }, { capabilities: { elicitation: { form: {}, url: {} } } });
    let collecting;
    tap.onElicitation = (params) => collecting?.push(params);
    client.setRequestHandler(ElicitRequestSchema, async () => ({ action: "decline" }));
    const stdio = inner instanceof GroupStdioTransport ? inner : undefined;
    let pid = null;
    tap.onStarted = () => (pid = stdio?.pid ?? null);
    const unguard = stdio === undefined ? () => { } : guardGroup(() => pid);
    let closed = false;
    /**
     * Ends the session. A session that went well closes the server's stdin first and gives it up to 2 s to exit, as the
     * SDK's stdio transport does; a failed one (`failed`: it timed out, broke the protocol) ends the server's process
     * group at once, so `--timeout N` costs N seconds, not N plus the grace. Either way the whole group is gone after
     * (SIGTERM, then SIGKILL after 2 s): a wrapper's children too.
     */
    const close = async (failed = false) => {
        if (closed)
            return;
        closed = true;
        if (failed && pid !== null)
            await endGroup(pid);
        try {
            await client.close();
        }
        catch { /* closing anyway */ }
        // The SDK may already be closing the transport (after a failed initialize) and return at once:
        // make sure the server is gone before returning.
        if (pid !== null)
            await endGroup(pid);
        unguard();
    };
    const fail = async (code, message) => {
        await tick(); // let the last stderr chunks arrive
        const lines = tail.get();
        await close(true);
        throw new DoctorError(code, message, lines);
    };
    /** The transport's own reason to stop (a line over the bound), which explains any request error after it. */
    const transportFailure = () => (stdio?.failure ? fail(stdio.failure.code, stdio.failure.message) : undefined);
    options.onProgress?.(target.kind === "stdio" ? `starting ${describe(target)}` : `connecting to ${describe(target)}`);
    const seconds = `${options.timeoutMs / 1000}s`;
    try {
        await client.connect(tap, { timeout: options.timeoutMs });
    }
    catch (error) {
        await transportFailure();
        if (isTimeout(error))
            return fail("timeout", `server did not answer initialize within ${seconds}`);
        const spawnError = error?.code;
        if (target.kind === "stdio" && (spawnError === "ENOENT" || spawnError === "EACCES")) {
            return fail("spawn-failed", `cannot start ${target.command}: ${spawnError === "ENOENT" ? "command not found" : "permission denied"}`);
        }
        const closed = error instanceof McpError && error.code === ErrorCode.ConnectionClosed;
        if (target.kind === "stdio" && closed)
            return fail("connect-failed", `server exited before answering initialize: ${describe(target)}`);
        return fail("connect-failed", `cannot connect to ${describe(target)}: ${messageOf(error)}`);
    }
    const init = tap.initializeResult ?? {};
    const info = (typeof init["serverInfo"] === "object" && init["serverInfo"] !== null ? init["serverInfo"] : {});
    const text = (value) => (typeof value === "string" ? value : null);
    const server = {
        transport: target.kind === "transport" && target.replay === true ? "replay" : target.kind,
        target: describe(target),
        name: text(info["name"]),
        version: text(info["version"]),
        title: text(info["title"]),
        protocolVersion: text(init["protocolVersion"]) ?? "unknown",
    };
    const listDiagnostics = [];
    const pages = [];
    return {
        server,
        close,
        listDiagnostics,
        initialize: init,
        pages,
        skippedStdout,
        async listTools() {
            const tools = [];
            listDiagnostics.length = 0;
            pages.length = 0;
            const followed = new Set();
            let cursor;
            for (let page = 1;; page++) {
                options.onProgress?.(page === 1 ? "listing tools" : `listing tools (page ${page})`);
                let result;
                try {
                    result = await client.request({ method: "tools/list", params: cursor === undefined ? {} : { cursor } }, ResultSchema, { timeout: options.timeoutMs });
                }
                catch (error) {
                    await transportFailure();
                    if (isTimeout(error))
                        return fail("timeout", `server did not answer tools/list within ${seconds}`);
                    return fail("list-failed", `tools/list failed: ${messageOf(error)}`);
                }
                pages.push(result);
                const listed = result["tools"];
                if (!Array.isArray(listed))
                    return fail("list-failed", "tools/list result has no tools array");
                for (const tool of listed) {
                    const name = typeof tool === "object" && tool !== null && typeof tool.name === "string" ? tool.name : `#${tools.length}`;
                    tools.push({ ...(typeof tool === "object" && tool !== null ? tool : {}), name });
                }
                const next = result["nextCursor"];
                if (typeof next !== "string")
                    return tools;
                if (followed.has(next)) {
                    listDiagnostics.push({ code: "repeated-cursor", message: `tools/list page ${page} returned nextCursor ${JSON.stringify(next)} again (already followed); stopped listing after ${page} pages` });
                    return tools;
                }
                if (page >= MAX_TOOLS_LIST_PAGES) {
                    listDiagnostics.push({ code: "page-limit", message: `tools/list still had a nextCursor after ${page} pages; stopped listing` });
                    return tools;
                }
                followed.add(next);
                cursor = next;
            }
        },
        async callTool(name, args) {
            options.onProgress?.(`calling ${name}`);
            const received = [];
            collecting = received;
            try {
                const result = await client.request({ method: "tools/call", params: { name, arguments: { ...args } } }, ResultSchema, {
                    timeout: options.timeoutMs,
                });
                return { outcome: "ok", isError: result["isError"] === true, error: null, result, elicitations: received };
            }
            catch (error) {
                await transportFailure();
                const outcome = isTimeout(error) ? "timeout" : "error";
                return { outcome, isError: null, error: messageOf(error), result: null, elicitations: received };
            }
            finally {
                collecting = undefined;
            }
        },
    };
}
//# sourceMappingURL=session.js.map