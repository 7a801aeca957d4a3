/**
 * The proxy's message logic, transport-free: it reads every JSON-RPC message (JSON-RPC 2.0; MCP 2025-11-25 Base
 * Protocol) crossing in either direction, in order, and returns the bytes to pass on. Three things change:
 * `tools/list` results (projected for the host), `tools/call` results of wrapped tools (`structuredContent` wrapped,
 * SEP-2106), `elicitation/create` requests and the `elicitation/create` entries of an `input_required` `tools/call`
 * result (MCP 2026-07-28: checked at the revision the request names in `_meta`, rewritten only without loss); every
 * other message passes as
 * the very bytes received. A message is decoded whole only when it may be rewritten or carries what the proxy must
 * remember (`initialize`, `tools/list`, `tools/call`, `notifications/cancelled` from the host; the answers to
 * `initialize`, `tools/list` and a wrapped tool's `tools/call`, and `elicitation/create`, from the server); for the
 * rest its routing members are read from the bytes ({@link readEnvelope}), and the line is still parsed whole before it
 * passes (a body that is not JSON is refused, as any line that is not JSON). Batches (JSON arrays) are read element by
 * element and stay one batch. A rewritten message is written back without recursion (`jsonText`, compact), so a tool
 * nested thousands of levels deep does not overflow the stack; a message that still cannot be rewritten is never
 * passed on as received (the host gets a JSON-RPC error for its request instead). Answers are paired with the host's
 * requests in order, one queue per id (a host that reuses an id while it is pending still gets each answer read for
 * the request it answers).
 *
 * What the server writes that is not a JSON-RPC message is not passed on (reported), at every revision: a line that is
 * not JSON, a value that is not a request, notification or response (JSON-RPC 2.0 §4–5), an array that is not a
 * batch of such messages (§6: `[1,2,3]`, `[]`). The official SDK clients (`@modelcontextprotocol/sdk` 1.32.2,
 * `@modelcontextprotocol/client` 2.4.0: `ReadBuffer` → `deserializeMessage`) drop each such line and read on, so the
 * host loses nothing it could have read. A batch of messages passes as one line while the revision has batches
 * (before MCP 2025-06-18, or before `initialize` is answered); from 2025-06-18 on (its changelog: "Remove support for
 * JSON-RPC batching") those clients would drop it whole, answers and all, so it is passed on as its messages, one line
 * each, in order — lossless for that revision.
 *
 * A 2026-07-28 client sends no `initialize` (MCP 2026-07-28: `server/discover`, then a `_meta` envelope on every
 * request): with `--host auto` the host and the revision are read from each request's own envelope
 * (`io.modelcontextprotocol/clientInfo` at `io.modelcontextprotocol/protocolVersion`), as `publishToolSchemas(server,
 * { hosts: "auto" })` of `@mcp-wire/sdk` does, and each `tools/list` answer is projected for the host and revision its
 * request names. The form served is said on stderr at the first envelope, and again whenever the client, revision or
 * form changes.
 */
import { announcedVersion, CLIENT_INFO_KEY, PROTOCOL_VERSION_KEY, projectToolList, recognizeHost, requestEnvelope, wrapCallResult } from "@mcp-wire/sdk/v1";
import { clip, show, thrownMessage } from "@mcp-wire/core";
import { jsonText } from "../json-text.js";
import { checkElicitationRequest, checkInputRequests } from "./elicitation.js";
import { readEnvelope, readHead } from "./envelope.js";
/** The sender a request's `_meta` envelope names (`requestEnvelope` of `@mcp-wire/sdk`); `undefined` without a revision. */
function senderOf(params) {
    const envelope = requestEnvelope({ params }, undefined);
    return envelope === undefined ? undefined : { revision: envelope[PROTOCOL_VERSION_KEY], clientInfo: envelope[CLIENT_INFO_KEY] };
}
/** Methods of the host whose `params` the proxy keeps (the rest are tracked by id and method alone). */
const READ_FROM_HOST = new Set(["initialize", "server/discover", "tools/list", "tools/call", "notifications/cancelled"]);
/** Requests whose `_meta` envelope the proxy keeps with the pending request (their answers depend on it). */
const KEEP_SENDER = new Set(["tools/list", "tools/call"]);
/** Answers the proxy may rewrite, or learns from: their requests' methods. */
const READ_ANSWERS = new Set(["initialize", "tools/list"]);
/** The first MCP revision without JSON-RPC batches (its changelog: "Remove support for JSON-RPC batching"). */
const NO_BATCHES_SINCE = "2025-06-18";
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** A request or notification (`method`), or a response (`result` with an `id`, or `error`), of JSON-RPC 2.0. */
const isMessage = (shape) => shape.jsonrpc === "2.0" && (shape.method !== undefined || (shape.hasId && shape.hasResult) || shape.hasError);
const shapeOf = (message) => ({
    jsonrpc: typeof message["jsonrpc"] === "string" ? message["jsonrpc"] : undefined,
    method: typeof message["method"] === "string" ? message["method"] : undefined,
    hasId: Object.hasOwn(message, "id"),
    hasResult: Object.hasOwn(message, "result"),
    hasError: Object.hasOwn(message, "error"),
});
/** The key of a JSON-RPC id (string, number or null: 1 and "1" differ); other values are not ids, and not tracked. */
function idKey(id) {
    if (typeof id === "string")
        return `s${id}`;
    if (typeof id === "number")
        return `n${id}`;
    return id === null ? "null" : undefined;
}
/**
 * How many tools the proxy names on stderr (withheld, still lost, dropped by the host), each once per (what, tool,
 * host) for the life of the proxy; past it, a list's further tools are counted in one line (`and N more …`).
 */
export const TOLD_LIMIT = 1000;
/** JSON-RPC 2.0 "Server error" range: the code of the error a pending request gets when the server is gone. */
export const SERVER_GONE = -32000;
/**
 * JSON-RPC 2.0 "Server error" range: the code of the error a request gets when the server's answer to it is not passed
 * on (its line is not JSON, is over the line limit, or could not be rewritten).
 */
export const ANSWER_REFUSED = -32001;
/** The compact JSON text of a rewritten message: `JSON.stringify`'s, without recursion (any depth). */
// one line, and a server's out-of-range number (`1e400`) written back as one, not as `null`
const write = (value) => Buffer.from(jsonText(value, { compact: true, keepInfinity: true }));
const errorLine = (id, code, message) => JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } });
/** The state of one proxied session (one host, one server). */
export class ProxyCore {
    options;
    /** The host's unanswered requests by id key: a queue, oldest first (a host may reuse an id while it is pending). */
    pending = new Map();
    sent = 0;
    clientInfo;
    chosen;
    negotiated;
    wrapped = new Set();
    /** The tools named on stderr: `<what>: tool <name, clipped> for <host>` (at most {@link TOLD_LIMIT}). */
    told = new Set();
    batchesTold = false;
    /** The last request envelope's sender, and the stderr line said for it (said again only when it changes). */
    latest;
    latestTold;
    constructor(options) {
        this.options = options;
    }
    /** The revision the server answered `initialize` with (`undefined` before, or when it named none). */
    get revision() {
        return this.negotiated;
    }
    /**
     * The host form served: fixed, recognised at `initialize`, else from the latest request envelope (2026-07-28), or
     * `"common"` until then.
     */
    get host() {
        if (this.options.host !== "auto")
            return this.options.host;
        return this.chosen ?? (this.latest === undefined ? "common" : recognizeHost(this.latest.clientInfo, this.latest.revision));
    }
    /** Reads one line from the host; returns the bytes to send to the server (always the line itself). */
    fromHost(line) {
        const envelope = readEnvelope(line);
        if (envelope !== undefined && (envelope.method === undefined || !READ_FROM_HOST.has(envelope.method))) {
            if (envelope.method !== undefined && envelope.hasId)
                this.track(envelope.id, envelope.method, {});
            return line; // a response of the host, or a request the proxy tracks by id and method alone
        }
        const parsed = parse(line);
        if (Array.isArray(parsed))
            parsed.forEach((item) => this.noteHost(item));
        else
            this.noteHost(parsed);
        return line;
    }
    /**
     * Reads one line from the server; returns the lines to send to the host: the line itself unless rewritten, none for
     * a line that is not a JSON-RPC message or batch (reported), a batch's messages one line each once the negotiated
     * revision has no batches (said once).
     */
    fromServer(line) {
        const envelope = readEnvelope(line);
        if (envelope !== undefined) {
            if (!isMessage(envelope))
                return this.refuse("a value that is not a JSON-RPC message", line);
            if (!this.mustRead(envelope)) {
                if (!isJson(line))
                    return this.refuseAnswer("a line that is not JSON", line, envelope);
                if (envelope.method === undefined)
                    this.settle(envelope.id);
                return [line];
            }
        }
        const parsed = parse(line);
        if (parsed === NOT_JSON)
            return this.refuseAnswer("a line that is not JSON", line, envelope);
        if (Array.isArray(parsed)) {
            if (parsed.length === 0 || !parsed.every((item) => isRecord(item) && isMessage(shapeOf(item))))
                return this.refuse("an array that is not a batch of JSON-RPC messages", line);
        }
        else if (!isRecord(parsed) || !isMessage(shapeOf(parsed)))
            return this.refuse("a value that is not a JSON-RPC message", line);
        const items = Array.isArray(parsed) ? parsed : [parsed];
        try {
            if (!Array.isArray(parsed)) {
                const out = this.fromServerMessage(parsed);
                return [out === parsed ? line : write(out)];
            }
            const rewritten = parsed.map((item) => this.fromServerMessage(item));
            const served = this.negotiated ?? this.latest?.revision;
            if (served !== undefined && served >= NO_BATCHES_SINCE) {
                if (!this.batchesTold)
                    this.report(`the server writes batches, which ${clip(served, 40)} does not have: each is passed on as its messages, one line each`);
                this.batchesTold = true;
                return rewritten.map((item) => write(item));
            }
            return [rewritten.some((item, index) => item !== parsed[index]) ? write(rewritten) : line];
        }
        catch (error) {
            // Never the bytes received: they may hold what the projection withholds. Each answer in it becomes an error.
            this.report(`a message of the server could not be rewritten (not passed on; its request gets an error): ${thrownMessage(error)}`);
            const message = `mcp-wire proxy: the server's answer could not be rewritten for the host: ${clip(thrownMessage(error), 200)}`;
            return items.filter((item) => typeof item["method"] !== "string" && idKey(item["id"]) !== undefined).map((item) => Buffer.from(errorLine(item["id"], ANSWER_REFUSED, message)));
        }
    }
    /**
     * A server line over the line limit, dropped: reported, and the request it answers gets a JSON-RPC error
     * `{ code: ANSWER_REFUSED }` (its id read from the line's start when written before the result, else the oldest
     * request still pending, also when the line's start is not JSON), at once: the line may never end. Returns the lines
     * for the host: none when nothing is pending, or when the line's start names a `method` (a request or notification
     * of the server).
     * @param head - the line's first bytes (at least the first chunk)
     * @param limit - the limit passed, in bytes
     */
    overflow(head, limit) {
        const message = `mcp-wire proxy: the server wrote a line over ${limit} bytes (the proxy's limit for one message): not passed on`;
        this.report(`server wrote a line over ${limit} bytes without a newline (not passed on; read on from its next line): ${show(head.toString("utf8", 0, 400), 80)}`);
        const read = readHead(head);
        if (read?.hasMethod === true)
            return []; // a request or notification of the server, not an answer
        // the line may never end: its request is answered now, not at a newline (none may come); a start that is not JSON
        // names no id, so the oldest request still pending is the one left waiting
        const request = read?.hasId === true ? this.settle(read.id) : this.oldest();
        if (request === undefined)
            return [];
        if (read?.hasId !== true)
            this.remove(request);
        return [Buffer.from(errorLine(request.id, ANSWER_REFUSED, message))];
    }
    /**
     * The error responses owed to the host when the server is gone: one per request not yet answered (nor cancelled),
     * in the order they were sent, each `{ jsonrpc: "2.0", id, error: { code: SERVER_GONE, message } }`. Clears them.
     */
    failPending(message) {
        const lines = [...this.pending.values()]
            .flat()
            .filter((request) => !request.cancelled)
            .sort((a, b) => a.order - b.order)
            .map((request) => errorLine(request.id, SERVER_GONE, message));
        this.pending.clear();
        return lines;
    }
    /**
     * The error responses owed for a host line that could not be delivered: one per request in it (none for a
     * notification or response), each `{ jsonrpc: "2.0", id, error: { code: SERVER_GONE, message } }`; they are no
     * longer pending.
     */
    undeliverable(line, message) {
        const parsed = parse(line);
        const items = Array.isArray(parsed) ? parsed : [parsed];
        const ids = items.filter((item) => isRecord(item) && typeof item["method"] === "string" && idKey(item["id"]) !== undefined).map((item) => item["id"]);
        for (const id of ids) {
            const queue = this.pending.get(idKey(id)); // the line's own request is the newest with its id
            const last = queue?.at(-1);
            if (last !== undefined)
                this.remove(last);
        }
        return ids.map((id) => errorLine(id, SERVER_GONE, message));
    }
    report(line) {
        this.options.report(line);
    }
    refuse(what, line) {
        this.report(`server wrote ${what} (not passed on): ${show(line.toString("utf8", 0, 400), 80)}`);
        return [];
    }
    /** {@link refuse}, and when the envelope answers a pending request, that request gets a JSON-RPC error. */
    refuseAnswer(what, line, envelope) {
        this.refuse(what, line);
        const request = envelope === undefined || envelope.method !== undefined ? undefined : this.settle(envelope.id);
        return request === undefined ? [] : [Buffer.from(errorLine(request.id, ANSWER_REFUSED, `mcp-wire proxy: the server's answer is not JSON: not passed on`))];
    }
    /** The request an answer with `id` settles: the oldest not cancelled with that id (else the oldest). */
    first(id) {
        const key = idKey(id);
        const queue = key === undefined ? undefined : this.pending.get(key);
        return queue?.find((request) => !request.cancelled) ?? queue?.[0];
    }
    /** Removes and returns the request an answer with `id` settles ({@link first}). */
    settle(id) {
        const request = this.first(id);
        if (request !== undefined)
            this.remove(request);
        return request;
    }
    remove(request) {
        const key = idKey(request.id);
        const queue = this.pending.get(key) ?? [];
        const at = queue.indexOf(request);
        if (at !== -1)
            queue.splice(at, 1);
        if (queue.length === 0)
            this.pending.delete(key);
    }
    /** The oldest request still pending and not cancelled. */
    oldest() {
        let found;
        for (const queue of this.pending.values())
            for (const request of queue)
                if (!request.cancelled && (found === undefined || request.order < found.order))
                    found = request;
        return found;
    }
    /**
     * Names one tool on stderr unless it was named before for the same what and host; past {@link TOLD_LIMIT} named,
     * returns `false` (the caller counts it) and remembers nothing more.
     */
    tellTool(what, name, host, reason) {
        const key = `${what}: tool ${show(name, 80)} for ${host}`;
        if (this.told.has(key))
            return true;
        if (this.told.size >= TOLD_LIMIT)
            return false;
        this.told.add(key);
        this.report(`${key}: ${clip(reason, 200)}`);
        return true;
    }
    /**
     * Whether a server message that is not a batch must be decoded whole: an `elicitation/create` request, or the
     * answer to a request whose result the proxy rewrites or learns from. Any other answer settles its request here.
     */
    mustRead(envelope) {
        if (envelope.method !== undefined)
            return envelope.method === "elicitation/create" && envelope.hasId;
        const request = this.first(envelope.id);
        if (request === undefined)
            return false;
        if (READ_ANSWERS.has(request.method))
            return true;
        // a tools/call of the 2026-07-28 era may be answered `input_required`, whose requested schemas are checked
        return request.method === "tools/call" && (request.revision !== undefined || (typeof request.name === "string" && this.wrapped.has(request.name)));
    }
    track(id, method, params) {
        const key = idKey(id);
        if (key === undefined)
            return; // an id JSON-RPC does not allow: the server answers it
        const sender = KEEP_SENDER.has(method) ? senderOf(params) : undefined;
        const request = { id, method, name: params["name"], cursor: params["cursor"], order: this.sent++, revision: sender?.revision, clientInfo: sender?.clientInfo, cancelled: false };
        const queue = this.pending.get(key);
        if (queue === undefined)
            this.pending.set(key, [request]);
        else
            queue.push(request);
    }
    noteHost(message) {
        if (!isRecord(message) || typeof message["method"] !== "string")
            return;
        const method = message["method"];
        const params = isRecord(message["params"]) ? message["params"] : {};
        if (method === "notifications/cancelled") {
            const key = idKey(params["requestId"]);
            const request = key === undefined ? undefined : this.pending.get(key)?.find((found) => !found.cancelled);
            if (request)
                request.cancelled = true;
            return;
        }
        if (!Object.hasOwn(message, "id"))
            return; // a notification
        if (method === "initialize")
            this.clientInfo = params["clientInfo"];
        else
            this.noteSender(senderOf(params));
        this.track(message["id"], method, params);
    }
    /** Keeps the latest envelope's sender and says the form it is served when the client, revision or form changes. */
    noteSender(sender) {
        if (sender === undefined)
            return;
        this.latest = sender;
        const name = isRecord(sender.clientInfo) ? sender.clientInfo["name"] : undefined;
        const form = this.formFor(sender.clientInfo, sender.revision);
        const line = `client ${show(name ?? null, 60)} at ${clip(sender.revision, 40)} (its request's _meta envelope): serving the ${form.host} form`;
        if (line !== this.latestTold)
            this.report(line);
        this.latestTold = line;
    }
    /** The form for a client at a revision: the fixed host, or (`--host auto`) the one recognised with its announced version. */
    formFor(clientInfo, revision) {
        if (this.options.host !== "auto")
            return { host: this.options.host, revision, version: this.options.version };
        return { host: recognizeHost(clientInfo, revision), revision, version: announcedVersion(clientInfo, revision) };
    }
    /** The form a `tools/list` answer is projected in: its request's envelope when it has one, else the session's `initialize`. */
    formOf(request) {
        if (request.revision !== undefined)
            return this.formFor(request.clientInfo, request.revision);
        // the announced version counts only when the host was recognised from this client (`--host auto`)
        const version = this.options.host === "auto" ? announcedVersion(this.clientInfo, this.revision) : this.options.version;
        return { host: this.chosen ?? (this.options.host === "auto" ? "common" : this.options.host), revision: this.revision, version };
    }
    fromServerMessage(message) {
        if (!isRecord(message))
            return message;
        if (typeof message["method"] === "string") {
            if (message["method"] !== "elicitation/create" || !Object.hasOwn(message, "id"))
                return message;
            const check = checkElicitationRequest(message["params"], this.revision);
            if (check.report !== undefined)
                this.report(check.report);
            return check.params === message["params"] ? message : { ...message, params: check.params };
        }
        const request = this.settle(message["id"]);
        if (request === undefined)
            return message;
        const result = message["result"];
        if (!isRecord(result))
            return message;
        if (request.method === "initialize")
            return this.initialized(message, result);
        if (request.method === "tools/list")
            return this.toolsListed(message, result, request);
        if (request.method !== "tools/call")
            return message;
        if (request.revision !== undefined && result["resultType"] === "input_required") {
            const check = checkInputRequests(result, request.revision);
            for (const line of check.reports)
                this.report(line);
            return check.result === result ? message : { ...message, result: check.result };
        }
        if (typeof request.name === "string" && this.wrapped.has(request.name))
            return { ...message, result: wrapCallResult(result) };
        return message;
    }
    initialized(message, result) {
        this.negotiated = typeof result["protocolVersion"] === "string" ? result["protocolVersion"] : undefined;
        this.chosen = this.options.host === "auto" ? recognizeHost(this.clientInfo, this.revision) : this.options.host;
        const name = isRecord(this.clientInfo) ? this.clientInfo["name"] : undefined;
        this.report(`client ${show(name ?? null, 60)} at ${this.revision === undefined ? "an unknown revision" : clip(this.revision, 40)}: serving the ${this.chosen} form`);
        return message;
    }
    toolsListed(message, result, request) {
        const tools = result["tools"];
        if (!Array.isArray(tools))
            return message;
        const { host, revision, version } = this.formOf(request);
        const projection = projectToolList(tools, { host, revision, quarantine: this.options.quarantine, version, evidence: this.options.evidence ?? "reported" });
        const told = [
            ...projection.withheld.map((tool) => ["withheld", tool]),
            ...projection.atRisk.map((tool) => ["passed on, still lost", tool]),
            ...projection.dropped.map((tool) => ["passed on, dropped by the host", tool]),
        ];
        let untold = 0;
        for (const [what, { name, host, reason }] of told)
            if (!this.tellTool(what, name, host, reason))
                untold++;
        if (untold > 0)
            this.report(`and ${untold} more tools of this list withheld, still lost or dropped by ${host}, not named (the proxy names ${TOLD_LIMIT} tools, each once)`);
        this.wrapped = new Set([...(request.cursor === undefined ? [] : this.wrapped), ...projection.wrapped]);
        return { ...message, result: { ...result, tools: projection.tools } };
    }
}
const NOT_JSON = Symbol("not JSON");
/** Whether the line is JSON text (RFC 8259), parsed whole; the value is not kept. */
function isJson(line) {
    return parse(line) !== NOT_JSON;
}
function parse(line) {
    try {
        return JSON.parse(line.toString("utf8"));
    }
    catch {
        return NOT_JSON;
    }
}
//# sourceMappingURL=core.js.map