/**
 * A recorded-response `Transport`: it plays a server from a recording (the `initialize` answer, the
 * `tools/list` result, and per tool call the `elicitation/create` requests that were received and the
 * result), so doctor's checking code runs unchanged on captures of real servers.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, MessageExtraInfo } from "@modelcontextprotocol/sdk/types.js";
/** One recorded `tools/call`: the elicitation/create params the server sent during it, then its result. */
export interface RecordedCall {
    readonly tool: string;
    /** Raw `elicitation/create` params, in the order sent; each waits for the client's answer. */
    readonly elicitations: readonly unknown[];
    /** The raw `tools/call` result. */
    readonly result: unknown;
}
/** What a {@link RecordedTransport} plays. */
export interface Recording {
    /** Answered as the `initialize` result's `protocolVersion`. */
    readonly protocolVersion: string;
    /** Answered as `serverInfo`. */
    readonly serverInfo: unknown;
    /** The raw `tools` of `tools/list`. */
    readonly tools: readonly unknown[];
    /** Recorded calls; a `tools/call` plays the first unplayed entry with its name (JSON-RPC error -32602 when none). */
    readonly calls?: readonly RecordedCall[];
    /** Serve `tools/list` in pages of this many tools with `nextCursor` (default: one page). */
    readonly pageSize?: number;
    /** Raw tools/list results: the k-th tools/list request is answered with the k-th (an empty list after the last); overrides `tools` and `pageSize`. */
    readonly pages?: readonly unknown[];
    /** The raw initialize result to answer with; overrides `protocolVersion` and `serverInfo`. */
    readonly initialize?: unknown;
}
/**
 * Builds a {@link Recording} from the capture files of `test/fixtures/servers` (docs/doctor.md):
 * a `*.tools.json` (`{ protocolVersion, serverInfo, tools }`) and optionally a `*.elicitation.json`, either
 * `{ tool, params }` (one call, one request) or `{ rawElicitationMessages, toolCalls }` (the i-th call sent
 * the i-th message).
 * @throws TypeError when a file does not have that shape, or the counts of calls and messages differ
 */
export declare function recordingFrom(tools: unknown, elicitation?: unknown): Recording;
/** Plays a {@link Recording} as the server side of an MCP session. `close()` fires `onclose`. */
export declare class RecordedTransport implements Transport {
    readonly recording: Recording;
    onclose?: (() => void) | undefined;
    onerror?: ((error: Error) => void) | undefined;
    onmessage?: (<T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void) | undefined;
    private readonly played;
    private readonly waiting;
    private nextId;
    private listed;
    private closed;
    constructor(recording: Recording);
    start(): Promise<void>;
    send(message: JSONRPCMessage): Promise<void>;
    close(): Promise<void>;
    private deliver;
    private answer;
    private request;
}
//# sourceMappingURL=recorded.d.ts.map