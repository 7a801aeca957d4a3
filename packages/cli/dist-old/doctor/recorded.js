const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/**
 * Builds a {@link Recording} from the capture files of `test/fixtures/servers` (docs/doctor.md):
 * a `*.tools.json` (`{ protocolVersion, serverInfo, tools }`) and optionally a `*.elicitation.json`, either
 * `{ tool, params }` (one call, one request) or `{ rawElicitationMessages, toolCalls }` (the i-th call sent
 * the i-th message).
 * @throws TypeError when a file does not have that shape, or the counts of calls and messages differ
 */
export function recordingFrom(tools, elicitation) {
    if (!isObject(tools) || typeof tools["protocolVersion"] !== "string" || !Array.isArray(tools["tools"])) {
        throw new TypeError("not a tools capture: needs protocolVersion and tools");
    }
    return { protocolVersion: tools["protocolVersion"], serverInfo: tools["serverInfo"] ?? {}, tools: tools["tools"], calls: callsFrom(elicitation) };
}
function callsFrom(capture) {
    if (capture === undefined)
        return [];
    if (isObject(capture) && typeof capture["tool"] === "string" && isObject(capture["params"])) {
        return [{ tool: capture["tool"], elicitations: [capture["params"]], result: { content: [] } }];
    }
    if (isObject(capture) && Array.isArray(capture["toolCalls"]) && Array.isArray(capture["rawElicitationMessages"])) {
        const calls = capture["toolCalls"];
        const messages = capture["rawElicitationMessages"];
        if (calls.length !== messages.length)
            throw new TypeError(`${calls.length} tool calls but ${messages.length} elicitation messages`);
        return calls.map((call, i) => {
            const message = messages[i];
            if (!isObject(call) || typeof call["tool"] !== "string" || !isObject(message))
                throw new TypeError(`tool call ${i} has no tool name`);
            return { tool: call["tool"], elicitations: [message["params"]], result: call["result"] ?? { content: [] } };
        });
    }
    throw new TypeError("not an elicitation capture: needs { tool, params } or { toolCalls, rawElicitationMessages }");
}
/** Plays a {@link Recording} as the server side of an MCP session. `close()` fires `onclose`. */
export class RecordedTransport {
    recording;
    onclose;
    onerror;
    onmessage;
    played = new Set();
    waiting = new Map();
    nextId = 0;
    listed = 0;
    closed = false;
    constructor(recording) {
        this.recording = recording;
    }
    async start() { }
    async send(message) {
        const raw = message;
        if (!("method" in raw)) {
            // The client's answer to one of our elicitation/create requests.
            this.waiting.get(String(raw["id"]))?.();
            return;
        }
        if (!("id" in raw))
            return; // notifications
        const id = raw["id"];
        void this.answer(String(raw["method"]), isObject(raw["params"]) ? raw["params"] : {}).then((reply) => this.deliver({ jsonrpc: "2.0", id, ...reply }));
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        this.onclose?.();
    }
    deliver(message) {
        if (!this.closed)
            queueMicrotask(() => this.onmessage?.(message));
    }
    async answer(method, params) {
        const { recording } = this;
        switch (method) {
            case "initialize":
                return { result: recording.initialize ?? { protocolVersion: recording.protocolVersion, capabilities: { tools: {} }, serverInfo: recording.serverInfo } };
            case "tools/list": {
                if (recording.pages)
                    return { result: recording.pages[this.listed++] ?? { tools: [] } };
                const size = recording.pageSize ?? recording.tools.length;
                const start = typeof params["cursor"] === "string" ? Number(params["cursor"]) : 0;
                const end = start + Math.max(size, 1);
                return { result: { tools: recording.tools.slice(start, end), ...(end < recording.tools.length ? { nextCursor: String(end) } : {}) } };
            }
            case "tools/call": {
                const call = recording.calls?.find((c) => c.tool === params["name"] && !this.played.has(c));
                if (!call)
                    return { error: { code: -32602, message: `Tool ${String(params["name"])} not found in the recording` } };
                this.played.add(call);
                for (const elicitation of call.elicitations)
                    await this.request("elicitation/create", elicitation);
                return { result: call.result };
            }
            default:
                return { result: {} };
        }
    }
    request(method, params) {
        const id = `recorded-${++this.nextId}`;
        return new Promise((resolve) => {
            this.waiting.set(id, resolve);
            this.deliver({ jsonrpc: "2.0", id, method, params });
        });
    }
}
//# sourceMappingURL=recorded.js.map