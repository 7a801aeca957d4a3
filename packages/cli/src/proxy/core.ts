/**
 * The proxy's message logic, transport-free: it reads every JSON-RPC message (JSON-RPC 2.0; MCP 2025-11-25 Base
 * Protocol) crossing in either direction, in order, and returns the text to pass on. Three things change:
 * `tools/list` results (projected for the host), `tools/call` results of wrapped tools (`structuredContent` wrapped,
 * SEP-2106) and `elicitation/create` requests (checked, rewritten only without loss); every other message passes as
 * the very text received. Batches (JSON arrays) are read element by element and stay one batch.
 */
import { projectToolList, recognizeHost, wrapCallResult, type HostChoice } from "@mcp-wire/sdk/v1";
import { clip, show, thrownMessage } from "@mcp-wire/core";
import { checkElicitationRequest } from "./elicitation.js";

/** How the proxy chooses the host form. */
export interface CoreOptions {
  /** A fixed host, or `"auto"`: recognised from the client's `initialize` (`clientInfo`). */
  readonly host: HostChoice | "auto";
  /** Withhold the tools the host still loses costly after projection, instead of passing them on. */
  readonly quarantine: boolean;
  /** Receives one line (no newline) for each thing worth telling on stderr. */
  readonly report: (line: string) => void;
}

/** A request of the host the server has not answered yet. */
interface Pending {
  readonly id: unknown;
  readonly method: string;
  /** `params.name` of a `tools/call`; `params.cursor` of a `tools/list`. */
  readonly name: unknown;
  readonly cursor: unknown;
  cancelled: boolean;
}

type Message = Record<string, unknown>;

const isRecord = (value: unknown): value is Message => typeof value === "object" && value !== null && !Array.isArray(value);
/** The key of a JSON-RPC id (string, number or null: 1 and "1" differ); other values are not ids, and not tracked. */
function idKey(id: unknown): string | undefined {
  if (typeof id === "string") return `s${id}`;
  if (typeof id === "number") return `n${id}`;
  return id === null ? "null" : undefined;
}

/** How many distinct withheld / still-lost lines are remembered (each is told once). */
const TOLD_LIMIT = 1000;

/** JSON-RPC 2.0 "Server error" range: the code of the error a pending request gets when the server is gone. */
export const SERVER_GONE = -32000;

/** The state of one proxied session (one host, one server). */
export class ProxyCore {
  private readonly pending = new Map<string, Pending>();
  private clientInfo: unknown;
  private chosen: HostChoice | undefined;
  private negotiated: string | undefined;
  private wrapped = new Set<string>();
  private readonly told = new Set<string>();

  constructor(private readonly options: CoreOptions) {}

  /** The revision the server answered `initialize` with (`undefined` before, or when it named none). */
  get revision(): string | undefined {
    return this.negotiated;
  }

  /** The host form served: fixed, recognised at `initialize`, or `"common"` until then. */
  get host(): HostChoice {
    return this.chosen ?? (this.options.host === "auto" ? "common" : this.options.host);
  }

  /** Reads one line from the host; returns the text to send to the server (always the line itself). */
  fromHost(line: string): string {
    const parsed = parse(line);
    if (Array.isArray(parsed)) parsed.forEach((item) => this.noteHost(item));
    else this.noteHost(parsed);
    return line;
  }

  /**
   * Reads one line from the server; returns the text to send to the host (the line itself unless rewritten), or
   * `undefined` for a line that is not JSON (reported, not passed on: it would break the host's framing).
   */
  fromServer(line: string): string | undefined {
    const parsed = parse(line);
    if (parsed === NOT_JSON) {
      this.report(`server wrote a line that is not JSON (not passed on): ${show(line, 80)}`);
      return undefined;
    }
    try {
      if (Array.isArray(parsed)) {
        const items = parsed.map((item) => this.fromServerMessage(item));
        return items.some((item, index) => item !== parsed[index]) ? JSON.stringify(items) : line;
      }
      const out = this.fromServerMessage(parsed);
      return out === parsed ? line : JSON.stringify(out);
    } catch (error) {
      // JSON too deep to write back (RangeError), or any other failure: the host gets what the server sent.
      this.report(`a message of the server could not be rewritten (passed on unchanged): ${thrownMessage(error)}`);
      return line;
    }
  }

  /**
   * The error responses owed to the host when the server is gone: one per request not yet answered (nor cancelled),
   * in the order they were sent, each `{ jsonrpc: "2.0", id, error: { code: SERVER_GONE, message } }`. Clears them.
   */
  failPending(message: string): string[] {
    const lines = [...this.pending.values()]
      .filter((request) => !request.cancelled)
      .map((request) => JSON.stringify({ jsonrpc: "2.0", id: request.id, error: { code: SERVER_GONE, message } }));
    this.pending.clear();
    return lines;
  }

  /**
   * The error responses owed for a host line that could not be delivered: one per request in it (none for a
   * notification or response), each `{ jsonrpc: "2.0", id, error: { code: SERVER_GONE, message } }`; they are no
   * longer pending.
   */
  undeliverable(line: string, message: string): string[] {
    const parsed = parse(line);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    const ids = items.filter((item): item is Message => isRecord(item) && typeof item["method"] === "string" && idKey(item["id"]) !== undefined).map((item) => item["id"]);
    for (const id of ids) this.pending.delete(idKey(id) as string);
    return ids.map((id) => JSON.stringify({ jsonrpc: "2.0", id, error: { code: SERVER_GONE, message } }));
  }

  private report(line: string): void {
    this.options.report(line);
  }

  private noteHost(message: unknown): void {
    if (!isRecord(message) || typeof message["method"] !== "string") return;
    const method = message["method"];
    const params = isRecord(message["params"]) ? message["params"] : {};
    if (method === "notifications/cancelled") {
      const key = idKey(params["requestId"]);
      const request = key === undefined ? undefined : this.pending.get(key);
      if (request) request.cancelled = true;
      return;
    }
    const key = idKey(message["id"]);
    if (key === undefined) return; // a notification, or an id JSON-RPC does not allow: the server answers it
    if (method === "initialize") this.clientInfo = params["clientInfo"];
    this.pending.set(key, { id: message["id"], method, name: params["name"], cursor: params["cursor"], cancelled: false });
  }

  private fromServerMessage(message: unknown): unknown {
    if (!isRecord(message)) return message;
    if (typeof message["method"] === "string") {
      if (message["method"] !== "elicitation/create" || !Object.hasOwn(message, "id")) return message;
      const check = checkElicitationRequest(message["params"], this.revision);
      if (check.report !== undefined) this.report(check.report);
      return check.params === message["params"] ? message : { ...message, params: check.params };
    }
    const key = idKey(message["id"]);
    const request = key === undefined ? undefined : this.pending.get(key);
    if (request === undefined || key === undefined) return message;
    this.pending.delete(key);
    const result = message["result"];
    if (!isRecord(result)) return message;
    if (request.method === "initialize") return this.initialized(message, result);
    if (request.method === "tools/list") return this.toolsListed(message, result, request);
    if (request.method === "tools/call" && typeof request.name === "string" && this.wrapped.has(request.name)) {
      return { ...message, result: wrapCallResult(result) };
    }
    return message;
  }

  private initialized(message: Message, result: Message): Message {
    this.negotiated = typeof result["protocolVersion"] === "string" ? result["protocolVersion"] : undefined;
    this.chosen = this.options.host === "auto" ? recognizeHost(this.clientInfo, this.revision) : this.options.host;
    const name = isRecord(this.clientInfo) ? this.clientInfo["name"] : undefined;
    this.report(`client ${show(name ?? null, 60)} at ${this.revision === undefined ? "an unknown revision" : clip(this.revision, 40)}: serving the ${this.chosen} form`);
    return message;
  }

  private toolsListed(message: Message, result: Message, request: Pending): Message {
    const tools = result["tools"];
    if (!Array.isArray(tools)) return message;
    const projection = projectToolList(tools, { host: this.host, revision: this.revision, quarantine: this.options.quarantine });
    for (const { name, host, reason } of [...projection.withheld, ...projection.atRisk]) {
      const line = `${projection.withheld.some((tool) => tool.name === name) ? "withheld" : "passed on, still lost"}: tool ${show(name, 80)} for ${host}: ${clip(reason, 200)}`;
      if (this.told.has(line)) continue;
      if (this.told.size >= TOLD_LIMIT) this.told.clear(); // bounded: a list that changes every time is told again
      this.report(line);
      this.told.add(line);
    }
    this.wrapped = new Set([...(request.cursor === undefined ? [] : this.wrapped), ...projection.wrapped]);
    return { ...message, result: { ...result, tools: projection.tools } };
  }
}

const NOT_JSON = Symbol("not JSON");

function parse(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return NOT_JSON;
  }
}
