/**
 * A recorded-response `Transport`: it plays a server from a recording (the `initialize` answer, the
 * `tools/list` result, and per tool call the `elicitation/create` requests that were received and the
 * result), so doctor's checking code runs unchanged on captures of real servers.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, MessageExtraInfo } from "@modelcontextprotocol/sdk/types.js";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

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
  /**
   * Recorded calls; a `tools/call` plays the first unplayed entry with its name, else answers JSON-RPC error -32602
   * `the recording holds no answer to a tools/call of "<name>" (captures hold no calls: call it on the live server)`.
   */
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
export function recordingFrom(tools: unknown, elicitation?: unknown): Recording {
  if (!isObject(tools) || typeof tools["protocolVersion"] !== "string" || !Array.isArray(tools["tools"])) {
    throw new TypeError("not a tools capture: needs protocolVersion and tools");
  }
  return { protocolVersion: tools["protocolVersion"], serverInfo: tools["serverInfo"] ?? {}, tools: tools["tools"], calls: callsFrom(elicitation) };
}

function callsFrom(capture: unknown): RecordedCall[] {
  if (capture === undefined) return [];
  if (isObject(capture) && typeof capture["tool"] === "string" && isObject(capture["params"])) {
    return [{ tool: capture["tool"], elicitations: [capture["params"]], result: { content: [] } }];
  }
  if (isObject(capture) && Array.isArray(capture["toolCalls"]) && Array.isArray(capture["rawElicitationMessages"])) {
    const calls = capture["toolCalls"] as unknown[];
    const messages = capture["rawElicitationMessages"] as unknown[];
    if (calls.length !== messages.length) throw new TypeError(`${calls.length} tool calls but ${messages.length} elicitation messages`);
    return calls.map((call, i) => {
      const message = messages[i];
      if (!isObject(call) || typeof call["tool"] !== "string" || !isObject(message)) throw new TypeError(`tool call ${i} has no tool name`);
      return { tool: call["tool"], elicitations: [message["params"]], result: call["result"] ?? { content: [] } };
    });
  }
  throw new TypeError("not an elicitation capture: needs { tool, params } or { toolCalls, rawElicitationMessages }");
}

/** Plays a {@link Recording} as the server side of an MCP session. `close()` fires `onclose`. */
export class RecordedTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: (<T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void) | undefined;
  private readonly played = new Set<RecordedCall>();
  private readonly waiting = new Map<string, () => void>();
  private nextId = 0;
  private listed = 0;
  private closed = false;

  constructor(readonly recording: Recording) {}

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage): Promise<void> {
    const raw = message as unknown as Json;
    if (!("method" in raw)) {
      // The client's answer to one of our elicitation/create requests.
      this.waiting.get(String(raw["id"]))?.();
      return;
    }
    if (!("id" in raw)) return; // notifications
    const id = raw["id"];
    void this.answer(String(raw["method"]), isObject(raw["params"]) ? raw["params"] : {}).then((reply) =>
      this.deliver({ jsonrpc: "2.0", id, ...reply }),
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  private deliver(message: Json): void {
    if (!this.closed) queueMicrotask(() => this.onmessage?.(message as unknown as JSONRPCMessage));
  }

  private async answer(method: string, params: Json): Promise<Json> {
    const { recording } = this;
    switch (method) {
      case "initialize":
        return { result: recording.initialize ?? { protocolVersion: recording.protocolVersion, capabilities: { tools: {} }, serverInfo: recording.serverInfo } };
      case "tools/list": {
        if (recording.pages) return { result: recording.pages[this.listed++] ?? { tools: [] } };
        const size = recording.pageSize ?? recording.tools.length;
        const start = typeof params["cursor"] === "string" ? Number(params["cursor"]) : 0;
        const end = start + Math.max(size, 1);
        return { result: { tools: recording.tools.slice(start, end), ...(end < recording.tools.length ? { nextCursor: String(end) } : {}) } };
      }
      case "tools/call": {
        const call = recording.calls?.find((c) => c.tool === params["name"] && !this.played.has(c));
        if (!call) return { error: { code: -32602, message: `the recording holds no answer to a tools/call of ${JSON.stringify(String(params["name"]))} (captures hold no calls: call it on the live server)` } };
        this.played.add(call);
        for (const elicitation of call.elicitations) await this.request("elicitation/create", elicitation);
        return { result: call.result };
      }
      default:
        return { result: {} };
    }
  }

  private request(method: string, params: unknown): Promise<void> {
    const id = `recorded-${++this.nextId}`;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.deliver({ jsonrpc: "2.0", id, method, params });
    });
  }
}
