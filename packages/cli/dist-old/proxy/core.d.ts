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
import { type HostChoice } from "@mcp-wire/sdk/v1";
import type { EvidenceLevel } from "@mcp-wire/hosts";
/** How the proxy chooses the host form. */
export interface CoreOptions {
    /**
     * A fixed host, or `"auto"`: recognised from the client's `initialize` (`clientInfo`), or from a 2026-07-28
     * request's `_meta` envelope (`io.modelcontextprotocol/clientInfo`).
     */
    readonly host: HostChoice | "auto";
    /** The product version of a fixed product host (`--host <product>@<version>`); with `"auto"` the announced one is used. */
    readonly version?: string;
    /** Withhold the tools the host still loses costly after projection, instead of passing them on. */
    readonly quarantine: boolean;
    /** Which product facts the form answers (`EvidenceLevel`); default `reported`. */
    readonly evidence?: EvidenceLevel;
    /** Receives one line (no newline) for each thing worth telling on stderr. */
    readonly report: (line: string) => void;
}
/**
 * How many tools the proxy names on stderr (withheld, still lost, dropped by the host), each once per (what, tool,
 * host) for the life of the proxy; past it, a list's further tools are counted in one line (`and N more …`).
 */
export declare const TOLD_LIMIT = 1000;
/** JSON-RPC 2.0 "Server error" range: the code of the error a pending request gets when the server is gone. */
export declare const SERVER_GONE = -32000;
/**
 * JSON-RPC 2.0 "Server error" range: the code of the error a request gets when the server's answer to it is not passed
 * on (its line is not JSON, is over the line limit, or could not be rewritten).
 */
export declare const ANSWER_REFUSED = -32001;
/** The state of one proxied session (one host, one server). */
export declare class ProxyCore {
    private readonly options;
    /** The host's unanswered requests by id key: a queue, oldest first (a host may reuse an id while it is pending). */
    private readonly pending;
    private sent;
    private clientInfo;
    private chosen;
    private negotiated;
    private wrapped;
    /** The tools named on stderr: `<what>: tool <name, clipped> for <host>` (at most {@link TOLD_LIMIT}). */
    private readonly told;
    private batchesTold;
    /** The last request envelope's sender, and the stderr line said for it (said again only when it changes). */
    private latest;
    private latestTold;
    constructor(options: CoreOptions);
    /** The revision the server answered `initialize` with (`undefined` before, or when it named none). */
    get revision(): string | undefined;
    /**
     * The host form served: fixed, recognised at `initialize`, else from the latest request envelope (2026-07-28), or
     * `"common"` until then.
     */
    get host(): HostChoice;
    /** Reads one line from the host; returns the bytes to send to the server (always the line itself). */
    fromHost(line: Buffer): Buffer;
    /**
     * Reads one line from the server; returns the lines to send to the host: the line itself unless rewritten, none for
     * a line that is not a JSON-RPC message or batch (reported), a batch's messages one line each once the negotiated
     * revision has no batches (said once).
     */
    fromServer(line: Buffer): readonly Buffer[];
    /**
     * A server line over the line limit, dropped: reported, and the request it answers gets a JSON-RPC error
     * `{ code: ANSWER_REFUSED }` (its id read from the line's start when written before the result, else the oldest
     * request still pending, also when the line's start is not JSON), at once: the line may never end. Returns the lines
     * for the host: none when nothing is pending, or when the line's start names a `method` (a request or notification
     * of the server).
     * @param head - the line's first bytes (at least the first chunk)
     * @param limit - the limit passed, in bytes
     */
    overflow(head: Buffer, limit: number): readonly Buffer[];
    /**
     * The error responses owed to the host when the server is gone: one per request not yet answered (nor cancelled),
     * in the order they were sent, each `{ jsonrpc: "2.0", id, error: { code: SERVER_GONE, message } }`. Clears them.
     */
    failPending(message: string): string[];
    /**
     * The error responses owed for a host line that could not be delivered: one per request in it (none for a
     * notification or response), each `{ jsonrpc: "2.0", id, error: { code: SERVER_GONE, message } }`; they are no
     * longer pending.
     */
    undeliverable(line: Buffer, message: string): string[];
    private report;
    private refuse;
    /** {@link refuse}, and when the envelope answers a pending request, that request gets a JSON-RPC error. */
    private refuseAnswer;
    /** The request an answer with `id` settles: the oldest not cancelled with that id (else the oldest). */
    private first;
    /** Removes and returns the request an answer with `id` settles ({@link first}). */
    private settle;
    private remove;
    /** The oldest request still pending and not cancelled. */
    private oldest;
    /**
     * Names one tool on stderr unless it was named before for the same what and host; past {@link TOLD_LIMIT} named,
     * returns `false` (the caller counts it) and remembers nothing more.
     */
    private tellTool;
    /**
     * Whether a server message that is not a batch must be decoded whole: an `elicitation/create` request, or the
     * answer to a request whose result the proxy rewrites or learns from. Any other answer settles its request here.
     */
    private mustRead;
    private track;
    private noteHost;
    /** Keeps the latest envelope's sender and says the form it is served when the client, revision or form changes. */
    private noteSender;
    /** The form for a client at a revision: the fixed host, or (`--host auto`) the one recognised with its announced version. */
    private formFor;
    /** The form a `tools/list` answer is projected in: its request's envelope when it has one, else the session's `initialize`. */
    private formOf;
    private fromServerMessage;
    private initialized;
    private toolsListed;
}
//# sourceMappingURL=core.d.ts.map