/**
 * The proxy's message logic, transport-free: it reads every JSON-RPC message (JSON-RPC 2.0; MCP 2025-11-25 Base
 * Protocol) crossing in either direction, in order, and returns the bytes to pass on. Three things change:
 * `tools/list` results (projected for the host), `tools/call` results of wrapped tools (`structuredContent` wrapped,
 * SEP-2106) and `elicitation/create` requests (checked, rewritten only without loss); every other message passes as
 * the very bytes received. A message is decoded whole only when it may be rewritten or carries what the proxy must
 * remember (`initialize`, `tools/list`, `tools/call`, `notifications/cancelled` from the host; the answers to
 * `initialize`, `tools/list` and a wrapped tool's `tools/call`, and `elicitation/create`, from the server); for the
 * rest its routing members are read from the bytes ({@link readEnvelope}). Batches (JSON arrays) are read element by element and stay one batch.
 *
 * What the server writes that is not a JSON-RPC message is not passed on (reported), at every revision: a line that is
 * not JSON, a value that is not a request, notification or response (JSON-RPC 2.0 §4–5), an array that is not a
 * batch of such messages (§6: `[1,2,3]`, `[]`). The official SDK clients (`@modelcontextprotocol/sdk` 1.32.2,
 * `@modelcontextprotocol/client` 2.4.0: `ReadBuffer` → `deserializeMessage`) drop each such line and read on, so the
 * host loses nothing it could have read. A batch of messages passes as one line while the revision has batches
 * (before MCP 2025-06-18, or before `initialize` is answered); from 2025-06-18 on (its changelog: "Remove support for
 * JSON-RPC batching") those clients would drop it whole, answers and all, so it is passed on as its messages, one line
 * each, in order — lossless for that revision.
 */
import { announcedVersion, projectToolList, recognizeHost, wrapCallResult, type HostChoice } from "@mcp-wire/sdk/v1";
import { clip, show, thrownMessage } from "@mcp-wire/core";
import type { EvidenceLevel } from "@mcp-wire/hosts";
import { checkElicitationRequest } from "./elicitation.js";
import { readEnvelope, type Envelope } from "./envelope.js";

/** How the proxy chooses the host form. */
export interface CoreOptions {
  /** A fixed host, or `"auto"`: recognised from the client's `initialize` (`clientInfo`). */
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
/** The envelope members {@link isMessage} reads. */
type Shape = Pick<Envelope, "jsonrpc" | "method" | "hasId" | "hasResult" | "hasError">;

/** Methods of the host whose `params` the proxy keeps (the rest are tracked by id and method alone). */
const READ_FROM_HOST: ReadonlySet<string> = new Set(["initialize", "tools/list", "tools/call", "notifications/cancelled"]);
/** Answers the proxy may rewrite, or learns from: their requests' methods. */
const READ_ANSWERS: ReadonlySet<string> = new Set(["initialize", "tools/list"]);
/** The first MCP revision without JSON-RPC batches (its changelog: "Remove support for JSON-RPC batching"). */
const NO_BATCHES_SINCE = "2025-06-18";

const isRecord = (value: unknown): value is Message => typeof value === "object" && value !== null && !Array.isArray(value);
/** A request or notification (`method`), or a response (`result` with an `id`, or `error`), of JSON-RPC 2.0. */
const isMessage = (shape: Shape): boolean => shape.jsonrpc === "2.0" && (shape.method !== undefined || (shape.hasId && shape.hasResult) || shape.hasError);
const shapeOf = (message: Message): Shape => ({
  jsonrpc: typeof message["jsonrpc"] === "string" ? message["jsonrpc"] : undefined,
  method: typeof message["method"] === "string" ? message["method"] : undefined,
  hasId: Object.hasOwn(message, "id"),
  hasResult: Object.hasOwn(message, "result"),
  hasError: Object.hasOwn(message, "error"),
});
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

  /** Reads one line from the host; returns the bytes to send to the server (always the line itself). */
  fromHost(line: Buffer): Buffer {
    const envelope = readEnvelope(line);
    if (envelope !== undefined && (envelope.method === undefined || !READ_FROM_HOST.has(envelope.method))) {
      if (envelope.method !== undefined && envelope.hasId) this.track(envelope.id, envelope.method, {});
      return line; // a response of the host, or a request the proxy tracks by id and method alone
    }
    const parsed = parse(line);
    if (Array.isArray(parsed)) parsed.forEach((item) => this.noteHost(item));
    else this.noteHost(parsed);
    return line;
  }

  /**
   * Reads one line from the server; returns the lines to send to the host: the line itself unless rewritten, none for
   * a line that is not a JSON-RPC message or batch (reported), a batch's messages one line each once the negotiated
   * revision has no batches (said once).
   */
  fromServer(line: Buffer): readonly Buffer[] {
    const envelope = readEnvelope(line);
    if (envelope !== undefined) {
      if (!isMessage(envelope)) return this.refuse("a value that is not a JSON-RPC message", line);
      if (!this.mustRead(envelope)) return [line];
    }
    const parsed = parse(line);
    if (parsed === NOT_JSON) return this.refuse("a line that is not JSON", line);
    if (Array.isArray(parsed)) {
      if (parsed.length === 0 || !parsed.every((item) => isRecord(item) && isMessage(shapeOf(item)))) return this.refuse("an array that is not a batch of JSON-RPC messages", line);
    } else if (!isRecord(parsed) || !isMessage(shapeOf(parsed))) return this.refuse("a value that is not a JSON-RPC message", line);
    try {
      if (!Array.isArray(parsed)) {
        const out = this.fromServerMessage(parsed);
        return [out === parsed ? line : Buffer.from(JSON.stringify(out))];
      }
      const items = parsed.map((item) => this.fromServerMessage(item));
      if (this.negotiated !== undefined && this.negotiated >= NO_BATCHES_SINCE) {
        this.tellOnce(`the server writes batches, which ${clip(this.negotiated, 40)} does not have: each is passed on as its messages, one line each`);
        return items.map((item) => Buffer.from(JSON.stringify(item)));
      }
      return [items.some((item, index) => item !== parsed[index]) ? Buffer.from(JSON.stringify(items)) : line];
    } catch (error) {
      // JSON too deep to write back (RangeError), or any other failure: the host gets what the server sent.
      this.report(`a message of the server could not be rewritten (passed on unchanged): ${thrownMessage(error)}`);
      return [line];
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
  undeliverable(line: Buffer, message: string): string[] {
    const parsed = parse(line);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    const ids = items.filter((item): item is Message => isRecord(item) && typeof item["method"] === "string" && idKey(item["id"]) !== undefined).map((item) => item["id"]);
    for (const id of ids) this.pending.delete(idKey(id) as string);
    return ids.map((id) => JSON.stringify({ jsonrpc: "2.0", id, error: { code: SERVER_GONE, message } }));
  }

  private report(line: string): void {
    this.options.report(line);
  }

  private refuse(what: string, line: Buffer): readonly Buffer[] {
    this.report(`server wrote ${what} (not passed on): ${show(line.toString("utf8", 0, 400), 80)}`);
    return [];
  }

  /** Reports `line` unless it was told before (at most {@link TOLD_LIMIT} remembered). */
  private tellOnce(line: string): void {
    if (this.told.has(line)) return;
    if (this.told.size >= TOLD_LIMIT) this.told.clear(); // bounded: a list that changes every time is told again
    this.report(line);
    this.told.add(line);
  }

  /**
   * Whether a server message that is not a batch must be decoded whole: an `elicitation/create` request, or the
   * answer to a request whose result the proxy rewrites or learns from. Any other answer settles its request here.
   */
  private mustRead(envelope: Envelope): boolean {
    if (envelope.method !== undefined) return envelope.method === "elicitation/create" && envelope.hasId;
    const key = idKey(envelope.id);
    const request = key === undefined ? undefined : this.pending.get(key);
    if (request === undefined || key === undefined) return false;
    if (READ_ANSWERS.has(request.method) || (request.method === "tools/call" && typeof request.name === "string" && this.wrapped.has(request.name))) return true;
    this.pending.delete(key);
    return false;
  }

  private track(id: unknown, method: string, params: Message): void {
    const key = idKey(id);
    if (key === undefined) return; // an id JSON-RPC does not allow: the server answers it
    this.pending.set(key, { id, method, name: params["name"], cursor: params["cursor"], cancelled: false });
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
    if (!Object.hasOwn(message, "id")) return; // a notification
    if (method === "initialize") this.clientInfo = params["clientInfo"];
    this.track(message["id"], method, params);
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
    // the announced version counts only when the host was recognised from this client (`--host auto`)
    const version = this.options.host === "auto" ? announcedVersion(this.clientInfo, this.revision) : this.options.version;
    const projection = projectToolList(tools, { host: this.host, revision: this.revision, quarantine: this.options.quarantine, version, evidence: this.options.evidence ?? "reported" });
    const told = [
      ...projection.withheld.map((tool) => ["withheld", tool] as const),
      ...projection.atRisk.map((tool) => ["passed on, still lost", tool] as const),
      ...projection.dropped.map((tool) => ["passed on, dropped by the host", tool] as const),
    ];
    for (const [what, { name, host, reason }] of told) this.tellOnce(`${what}: tool ${show(name, 80)} for ${host}: ${clip(reason, 200)}`);
    this.wrapped = new Set([...(request.cursor === undefined ? [] : this.wrapped), ...projection.wrapped]);
    return { ...message, result: { ...result, tools: projection.tools } };
  }
}

const NOT_JSON = Symbol("not JSON");

function parse(line: Buffer): unknown {
  try {
    return JSON.parse(line.toString("utf8"));
  } catch {
    return NOT_JSON;
  }
}
