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
 * passes (a body that is not JSON is refused, as any line that is not JSON). A line whose start arrives before its end
 * may instead be passed on as it arrives ({@link ProxyCore.passable}: decided from its first members and the requests
 * pending) and read once it has ended ({@link ProxyCore.afterPassed}): what that reading finds can then only be
 * reported, and the request a broken answer names answered with an error after it. A `tools/list` answer whose `tools`
 * bytes (found by {@link toolsSpan}) and form match one projected before is served from the answer kept for them
 * ({@link ListCache}, bounded in bytes): only the rest of its line is read, and the bytes that come out are those
 * projecting it again would give. Batches (JSON arrays) are read element by element and stay one batch. A rewritten
 * message is written back as `JSON.stringify` writes it, or, when its line may hold a number past the double range or
 * it is nested past `JSON.stringify`'s stack, without recursion (`jsonText`, compact, `1e400` kept as `1e999`), so a
 * tool nested thousands of levels deep does not overflow the stack; a message that still cannot be rewritten is never
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
import { createHash, randomUUID } from "node:crypto";
import { announcedVersion, CLIENT_INFO_KEY, PROTOCOL_VERSION_KEY, projectToolList, recognizeHost, requestEnvelope, wrapCallResult, type HostChoice, type WithheldTool } from "@mcp-wire/sdk/v1";
import { clip, show, thrownMessage } from "@mcp-wire/core";
import { judgedVersion, productOf, PRODUCTS, type EvidenceLevel, type HostTarget } from "@mcp-wire/hosts";
import { jsonText } from "../json-text.js";
import { checkElicitationRequest, checkInputRequests } from "./elicitation.js";
import { readEnvelope, readHead, readLead, toolsSpan, type Envelope, type Span } from "./envelope.js";
import { ListCache, type Listed, type Told } from "./list-cache.js";
import { ToolRenames } from "./rename.js";

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
  /** `--rename`: list tool names the host keeps, and send calls on under the original names (rename.ts). */
  readonly rename?: boolean;
  /** `--server-name`: the name the host knows the server by, for its qualified-name limit under `rename` (rename.ts). */
  readonly serverName?: string;
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
  /** The order the host sent it in, across ids (0, 1, …). */
  readonly order: number;
  /**
   * The revision the request names in its `_meta` envelope (`io.modelcontextprotocol/protocolVersion`, MCP 2026-07-28
   * on: there is no `initialize`), read for a `tools/list` or `tools/call` only; `undefined` without one.
   */
  readonly revision: string | undefined;
  /** The envelope's `io.modelcontextprotocol/clientInfo` (any value) when it names a revision; else `undefined`. */
  readonly clientInfo: unknown;
  cancelled: boolean;
}

/** What a request's 2026-07-28 `_meta` envelope says: the revision it is sent at, and the client (any value). */
interface Sender {
  readonly revision: string;
  readonly clientInfo: unknown;
}

/** The sender a request's `_meta` envelope names (`requestEnvelope` of `@mcp-wire/sdk`); `undefined` without a revision. */
function senderOf(params: Message): Sender | undefined {
  const envelope = requestEnvelope({ params }, undefined);
  return envelope === undefined ? undefined : { revision: envelope[PROTOCOL_VERSION_KEY] as string, clientInfo: envelope[CLIENT_INFO_KEY] };
}

/** The form one `tools/list` answer is projected in. */
interface Form {
  readonly host: HostChoice;
  readonly revision: string | undefined;
  readonly version: string | undefined;
}

type Message = Record<string, unknown>;
/** The envelope members {@link isMessage} reads. */
type Shape = Pick<Envelope, "jsonrpc" | "method" | "hasId" | "hasResult" | "hasError">;

/** Methods of the host whose `params` the proxy keeps (the rest are tracked by id and method alone). */
const READ_FROM_HOST: ReadonlySet<string> = new Set(["initialize", "server/discover", "tools/list", "tools/call", "notifications/cancelled"]);
/** Requests whose `_meta` envelope the proxy keeps with the pending request (their answers depend on it). */
const KEEP_SENDER: ReadonlySet<string> = new Set(["tools/list", "tools/call"]);
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

/**
 * How many tools the proxy names on stderr (withheld, still lost, dropped by the host), each once per (what, tool,
 * host) for the life of the proxy; past it, a list's further tools are counted in one line (`and N more …`).
 */
export const TOLD_LIMIT = 1000;

/**
 * What the proxy says of a `tools/list` answer whose list could not be projected (`ToolListProjection.notProjected`:
 * not read as a JSON tools array): its tools pass on as received, nothing rewritten or withheld.
 */
const NOT_PROJECTED = "tools/list not projected, passed on as received (nothing rewritten or withheld)";

/** What the proxy says of a tool it passes on that the host still drops one by one (`ToolListProjection.dropped`). */
const DROPPED = "passed on, dropped by the host";

/** JSON-RPC 2.0 "Server error" range: the code of the error a pending request gets when the server is gone. */
export const SERVER_GONE = -32000;
/**
 * JSON-RPC 2.0 "Server error" range: the code of the error a request gets when the server's answer to it is not passed
 * on (its line is not JSON, is over the line limit, or could not be rewritten).
 */
export const ANSWER_REFUSED = -32001;

/**
 * What a number literal must have to be past the double range (`JSON.parse` makes ±Infinity of it): an exponent of
 * three digits or more, or, with an exponent of at most 99, 210 integer digits or more (10^308 is the largest power of
 * ten a double holds). Tested on the text of a rewritten message's line: a match (`"e100"` in a description too) only
 * sends its text through `jsonText`.
 */
const OUT_OF_RANGE = /[eE][+-]?\d{3}|\d{210}/;

/**
 * The compact JSON text of a rewritten message (or part of one), one line: `jsonText`'s, which has no recursion (any
 * depth) and writes a server's out-of-range number (`1e400`) back as one, not as `null`. When the text it was read from
 * has no such number (`plain`: {@link OUT_OF_RANGE} finds none; no rewrite makes one), `JSON.stringify`'s: the same text
 * for any value without ±Infinity, made natively (5× faster on a 21 MB `tools/list`); past its nesting (RangeError),
 * `jsonText`'s.
 * @param value - the message, rewritten from a value read from JSON text
 * @param plain - whether that text has no number past the double range (`!OUT_OF_RANGE.test(text)`)
 */
function jsonLine(value: unknown, plain: boolean): string {
  if (plain) {
    try {
      return JSON.stringify(value);
    } catch {
      // nested past JSON.stringify's stack: written without recursion below
    }
  }
  return jsonText(value, { compact: true, keepInfinity: true });
}

/** {@link jsonLine} of a rewritten message read from `text`, as bytes. */
const write = (value: unknown, text: string): Buffer => Buffer.from(jsonLine(value, !OUT_OF_RANGE.test(text)));

/** What stands for the `tools` of a `tools/list` answer while the rest of it is written ({@link withTools}). */
const SLOT = `mcp-wire proxy: tools ${randomUUID()}`;
const SLOT_TEXT = JSON.stringify(SLOT);

/**
 * The line of a `tools/list` answer with `tools` (the JSON text of its projected tools) as its `result.tools`: the
 * rest written by {@link jsonLine} with {@link SLOT} there, then the slot's text replaced by `tools` — the bytes
 * `jsonLine` writes for the whole answer, as JSON text is written member by member. `undefined` when the rest holds
 * the slot's text itself (then the whole answer is written).
 */
function withTools(message: Message, result: Message, tools: Buffer, plain: boolean): Buffer | undefined {
  const line = jsonLine({ ...message, result: { ...result, tools: SLOT } }, plain);
  const at = line.indexOf(SLOT_TEXT);
  if (at === -1 || line.includes(SLOT_TEXT, at + 1)) return undefined;
  return Buffer.concat([Buffer.from(line.slice(0, at)), tools, Buffer.from(line.slice(at + SLOT_TEXT.length))]);
}

/**
 * A `tools/list` answer the proxy may serve from its {@link ListCache}: the key (its form and the SHA-256 of the server's
 * `tools` bytes), where those bytes are, the answer kept under the key, and (`made`) the one projected from this line.
 */
interface Listing {
  readonly key: string;
  readonly span: Span;
  readonly kept: Listed | undefined;
  /** Whether the line's text has no number past the double range ({@link jsonLine}), once it is read whole. */
  plain?: boolean;
  /** The answer projected from this line and kept (`toolsListed`), once it is. */
  made?: Listed;
}
/** How a report and an error message say that a line's bytes were passed on before its last byte arrived. */
const PASSED_ALREADY = "passed on as it arrived, before its last byte";
const errorLine = (id: unknown, code: number, message: string): string => JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } });

/** The state of one proxied session (one host, one server). */
/**
 * A served form as the proxy's stderr names it: a product's with the version it is judged at (`judgedVersion` of
 * `@mcp-wire/hosts`: the version given or announced, else the product's current release; `cursor@latest` for a product
 * that records none), a product routed to a model API with its product's (`cursor+gemini (cursor@latest)`), any other
 * host as it is (`common`, `2020-12-only`).
 */
function formLabel(host: HostChoice, version: string | undefined): string {
  const product = productOf(host as HostTarget);
  if (product === undefined) return host;
  const at = `${product}@${judgedVersion(PRODUCTS[product], version).version}`;
  return host === product ? at : `${host} (${at})`;
}

export class ProxyCore {
  /** The host's unanswered requests by id key: a queue, oldest first (a host may reuse an id while it is pending). */
  private readonly pending = new Map<string, Pending[]>();
  private sent = 0;
  private clientInfo: unknown;
  private chosen: HostChoice | undefined;
  private negotiated: string | undefined;
  private wrapped = new Set<string>();
  /** The tools named on stderr: `<what>: tool <name, clipped> for <host>` (at most {@link TOLD_LIMIT}). */
  private readonly told = new Set<string>();
  private batchesTold = false;
  /** The last request envelope's sender, and the stderr line said for it (said again only when it changes). */
  private latest: Sender | undefined;
  private latestTold: string | undefined;

  /** The tool-name mapping, with `rename` only. */
  private readonly renames: ToolRenames | undefined;
  /** The `tools/list` answers projected, by the server's bytes and the form (not with `rename`: its names change). */
  private readonly lists = new ListCache();

  constructor(private readonly options: CoreOptions) {
    this.renames = options.rename === true ? new ToolRenames((line) => this.report(line)) : undefined;
  }

  /** The revision the server answered `initialize` with (`undefined` before, or when it named none). */
  get revision(): string | undefined {
    return this.negotiated;
  }

  /**
   * The host form served: fixed, recognised at `initialize`, else from the latest request envelope (2026-07-28), or
   * `"common"` until then.
   */
  get host(): HostChoice {
    if (this.options.host !== "auto") return this.options.host;
    return this.chosen ?? (this.latest === undefined ? "common" : recognizeHost(this.latest.clientInfo, this.latest.revision));
  }

  /**
   * Reads one line from the host; returns the bytes to send to the server: the line itself, unless `rename` maps a
   * `tools/call`'s listed name back to the server's (then the message rewritten).
   */
  fromHost(line: Buffer): Buffer {
    const envelope = readEnvelope(line);
    if (envelope !== undefined && (envelope.method === undefined || !READ_FROM_HOST.has(envelope.method))) {
      if (envelope.method !== undefined && envelope.hasId) this.track(envelope.id, envelope.method, {});
      return line; // a response of the host, or a request the proxy tracks by id and method alone
    }
    const text = line.toString("utf8");
    const parsed = parse(text);
    const sent = Array.isArray(parsed) ? parsed.map((item) => this.renamedCall(item)) : this.renamedCall(parsed);
    if (Array.isArray(sent)) sent.forEach((item) => this.noteHost(item));
    else this.noteHost(sent);
    const changed = Array.isArray(sent) ? sent.some((item, i) => item !== (parsed as unknown[])[i]) : sent !== parsed;
    return changed ? write(sent, text) : line;
  }

  /** A host message with a `tools/call`'s listed name mapped back (`rename`), else the message itself. */
  private renamedCall(message: unknown): unknown {
    if (this.renames === undefined || !isRecord(message) || message["method"] !== "tools/call") return message;
    const params = this.renames.call(message["params"]);
    return params === message["params"] ? message : { ...message, params };
  }

  /**
   * Reads one line from the server; returns the lines to send to the host: the line itself unless rewritten, none for
   * a line that is not a JSON-RPC message or batch (reported), a batch's messages one line each once the negotiated
   * revision has no batches (said once).
   */
  fromServer(line: Buffer): readonly Buffer[] {
    return this.readServer(line, false);
  }

  /**
   * Whether a server line may be passed on as it arrives, before its last byte (`PassThrough.decide` of lines.ts), from
   * its first bytes: `true` for a response (`result` or `error` its first member after `jsonrpc` and `id`) when no
   * request whose answer the proxy rewrites, checks or learns from (`initialize`, `tools/list`, a `tools/call` of a
   * wrapped tool or of the 2026-07-28 era) is pending — or, when its `id` comes first, when the request it answers is
   * not one; and for a request or notification whose `method` (its first member) is not `elicitation/create`. `false`
   * for anything else (a batch, a line that is not an object, another first member), `undefined` while its first
   * members are not whole yet. A passed line is read by {@link afterPassed} once it ends.
   * @param head - the line's first bytes
   */
  passable(head: Buffer): boolean | undefined {
    const lead = readLead(head);
    if (lead === undefined) return false;
    switch (lead.lead) {
      case undefined:
        return undefined;
      case "method":
        return lead.method === undefined ? undefined : lead.method !== "elicitation/create";
      case "result":
      case "error": {
        if (lead.hasMethod) return false;
        if (!lead.hasId) return ![...this.pending.values()].some((queue) => queue.some((request) => this.mustAnswer(request)));
        const request = this.first(lead.id);
        return request === undefined || !this.mustAnswer(request);
      }
      default:
        return false;
    }
  }

  /**
   * Reads a server line that was passed on as it arrived ({@link passable}), once it has ended: as {@link fromServer}
   * reads a line (the request it answers settled), but its bytes are with the host already. Returns the lines to send
   * after it: when it turned out not JSON and answers a pending request, a JSON-RPC error `{ code: ANSWER_REFUSED }` for
   * that request (the official SDK clients drop the broken line and read on); nothing otherwise. What
   * {@link fromServer} would have withheld or rewritten is reported on stderr as passed on.
   */
  afterPassed(line: Buffer): readonly Buffer[] {
    return this.readServer(line, true);
  }

  /** {@link fromServer}, or (`passed`) {@link afterPassed}: the line's bytes are with the host already. */
  private readServer(line: Buffer, passed: boolean): readonly Buffer[] {
    const envelope = readEnvelope(line);
    if (envelope !== undefined) {
      if (!isMessage(envelope)) return this.refuse("a value that is not a JSON-RPC message", line, passed);
      if (!this.mustRead(envelope)) {
        if (!isJson(line)) return this.refuseAnswer("a line that is not JSON", line, envelope, passed);
        if (envelope.method === undefined) this.settle(envelope.id);
        return passed ? [] : [line];
      }
    }
    const listing = envelope === undefined || passed ? undefined : this.listing(line, envelope);
    const served = listing === undefined ? undefined : this.served(line, listing);
    if (served !== undefined) return [served];
    const text = line.toString("utf8");
    const parsed = parse(text);
    if (parsed === NOT_JSON) return this.refuseAnswer("a line that is not JSON", line, envelope, passed);
    if (Array.isArray(parsed)) {
      if (parsed.length === 0 || !parsed.every((item) => isRecord(item) && isMessage(shapeOf(item)))) return this.refuse("an array that is not a batch of JSON-RPC messages", line, passed);
    } else if (!isRecord(parsed) || !isMessage(shapeOf(parsed))) return this.refuse("a value that is not a JSON-RPC message", line, passed);
    const items: readonly Message[] = Array.isArray(parsed) ? (parsed as Message[]) : [parsed];
    try {
      if (!Array.isArray(parsed)) {
        if (listing !== undefined) listing.plain = !OUT_OF_RANGE.test(text);
        const out = this.fromServerMessage(parsed, listing);
        if (passed && out !== parsed) this.report(`a message of the server was ${PASSED_ALREADY}, not rewritten: ${show(line.toString("utf8", 0, 400), 80)}`);
        if (passed || out === parsed) return passed ? [] : [line];
        const plain = listing?.plain ?? !OUT_OF_RANGE.test(text);
        const made = listing?.made === undefined ? undefined : withTools(parsed, parsed["result"] as Message, listing.made.tools, plain);
        return [made ?? Buffer.from(jsonLine(out, plain))];
      }
      const rewritten = parsed.map((item) => this.fromServerMessage(item));
      const served = this.negotiated ?? this.latest?.revision;
      if (served !== undefined && served >= NO_BATCHES_SINCE) {
        if (!this.batchesTold) this.report(`the server writes batches, which ${clip(served, 40)} does not have: each is passed on as its messages, one line each`);
        this.batchesTold = true;
        return rewritten.map((item) => write(item, text));
      }
      return [rewritten.some((item, index) => item !== parsed[index]) ? write(rewritten, text) : line];
    } catch (error) {
      if (passed) {
        this.report(`a message of the server was ${PASSED_ALREADY}, not rewritten: ${thrownMessage(error)}`);
        return [];
      }
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
   * @param passed - whether the line was being passed on as it arrived ({@link passable}): then its first `limit`
   *   bytes are with the host, ended by a newline (a line the host's reader drops, as it is not JSON), and the rest is
   *   dropped
   */
  overflow(head: Buffer, limit: number, passed = false): readonly Buffer[] {
    const what = passed ? "passed on up to the limit, then ended with a newline" : "not passed on";
    const message = `mcp-wire proxy: the server wrote a line over ${limit} bytes (the proxy's limit for one message): ${what}`;
    this.report(`server wrote a line over ${limit} bytes without a newline (${what}; read on from its next line): ${show(head.toString("utf8", 0, 400), 80)}`);
    const read = readHead(head);
    if (read?.hasMethod === true) return []; // a request or notification of the server, not an answer
    // the line may never end: its request is answered now, not at a newline (none may come); a start that is not JSON
    // names no id, so the oldest request still pending is the one left waiting
    const request = read?.hasId === true ? this.settle(read.id) : this.oldest();
    if (request === undefined) return [];
    if (read?.hasId !== true) this.remove(request);
    return [Buffer.from(errorLine(request.id, ANSWER_REFUSED, message))];
  }

  /**
   * The error responses owed to the host when the server is gone: one per request not yet answered (nor cancelled),
   * in the order they were sent, each `{ jsonrpc: "2.0", id, error: { code: SERVER_GONE, message } }`. Clears them.
   */
  failPending(message: string): string[] {
    const lines = [...this.pending.values()]
      .flat()
      .filter((request) => !request.cancelled)
      .sort((a, b) => a.order - b.order)
      .map((request) => errorLine(request.id, SERVER_GONE, message));
    this.pending.clear();
    return lines;
  }

  /**
   * The error responses owed for a host line that could not be delivered: one per request in it still pending (none
   * for a notification or response, nor for a request already answered: by the server, or by {@link failPending} when
   * the connection closed first), each `{ jsonrpc: "2.0", id, error: { code: SERVER_GONE, message } }`; they are no
   * longer pending.
   */
  undeliverable(line: Buffer, message: string): string[] {
    const parsed = parse(line.toString("utf8"));
    const items = Array.isArray(parsed) ? parsed : [parsed];
    const ids = items.filter((item): item is Message => isRecord(item) && typeof item["method"] === "string" && idKey(item["id"]) !== undefined).map((item) => item["id"]);
    const owed: string[] = [];
    for (const id of ids) {
      const queue = this.pending.get(idKey(id) as string); // the line's own request is the newest with its id
      const last = queue?.at(-1);
      if (last === undefined) continue; // answered already: JSON-RPC allows one response per id
      this.remove(last);
      owed.push(errorLine(id, SERVER_GONE, message));
    }
    return owed;
  }

  private report(line: string): void {
    this.options.report(line);
  }

  /** Reports a line that is not passed on, or (`passed`) that was passed on as it arrived. */
  private refuse(what: string, line: Buffer, passed: boolean): readonly Buffer[] {
    this.report(`server wrote ${what} (${passed ? PASSED_ALREADY : "not passed on"}): ${show(line.toString("utf8", 0, 400), 80)}`);
    return [];
  }

  /** {@link refuse}, and when the envelope answers a pending request, that request gets a JSON-RPC error. */
  private refuseAnswer(what: string, line: Buffer, envelope: Envelope | undefined, passed: boolean): readonly Buffer[] {
    this.refuse(what, line, passed);
    const request = envelope === undefined || envelope.method !== undefined ? undefined : this.settle(envelope.id);
    return request === undefined ? [] : [Buffer.from(errorLine(request.id, ANSWER_REFUSED, `mcp-wire proxy: the server's answer is not JSON: ${passed ? PASSED_ALREADY : "not passed on"}`))];
  }

  /** The request an answer with `id` settles: the oldest not cancelled with that id (else the oldest). */
  private first(id: unknown): Pending | undefined {
    const key = idKey(id);
    const queue = key === undefined ? undefined : this.pending.get(key);
    return queue?.find((request) => !request.cancelled) ?? queue?.[0];
  }

  /** Removes and returns the request an answer with `id` settles ({@link first}). */
  private settle(id: unknown): Pending | undefined {
    const request = this.first(id);
    if (request !== undefined) this.remove(request);
    return request;
  }

  private remove(request: Pending): void {
    const key = idKey(request.id) as string;
    const queue = this.pending.get(key) ?? [];
    const at = queue.indexOf(request);
    if (at !== -1) queue.splice(at, 1);
    if (queue.length === 0) this.pending.delete(key);
  }

  /** The oldest request still pending and not cancelled. */
  private oldest(): Pending | undefined {
    let found: Pending | undefined;
    for (const queue of this.pending.values()) for (const request of queue) if (!request.cancelled && (found === undefined || request.order < found.order)) found = request;
    return found;
  }

  /**
   * Names one tool on stderr unless it was named before for the same what and host; past {@link TOLD_LIMIT} named,
   * returns `false` (the caller counts it) and remembers nothing more.
   */
  private tellTool(what: string, name: string, host: HostChoice, reason: string): boolean {
    const key = `${what}: tool ${show(name, 80)} for ${host}`;
    if (this.told.has(key)) return true;
    if (this.told.size >= TOLD_LIMIT) return false;
    this.told.add(key);
    this.report(`${key}: ${clip(reason, 200)}`);
    return true;
  }

  /** Says `text` on stderr unless it was said before (each text once; past {@link TOLD_LIMIT} texts kept, said each time). */
  private tellOnce(text: string): void {
    if (this.told.has(text)) return;
    if (this.told.size < TOLD_LIMIT) this.told.add(text);
    this.report(text);
  }

  /**
   * Says in one line, unless said before, the tools of one list that a host of the common form drops one by one:
   * how many, and the first with its finding (where in the tool, and why). Past {@link TOLD_LIMIT} lines told, returns
   * `false` (the caller counts them) and says nothing.
   * @param dropped - the list's {@link Told} entries of {@link DROPPED} for `common`, at least two, in list order
   */
  private tellDropped(dropped: readonly Told[]): boolean {
    const [, name, host, reason] = dropped[0] as Told;
    const text = `${DROPPED}: ${dropped.length} tools of this list for ${host}, the first tool ${show(name, 80)}: ${clip(reason, 200)}`;
    if (this.told.has(text)) return true;
    if (this.told.size >= TOLD_LIMIT) return false;
    this.told.add(text);
    this.report(text);
    return true;
  }

  /**
   * Whether a server message that is not a batch must be decoded whole: an `elicitation/create` request, or the
   * answer to a request whose result the proxy rewrites or learns from. Any other answer settles its request here.
   */
  private mustRead(envelope: Envelope): boolean {
    if (envelope.method !== undefined) return envelope.method === "elicitation/create" && envelope.hasId;
    const request = this.first(envelope.id);
    return request !== undefined && this.mustAnswer(request);
  }

  /** Whether the answer to `request` must be decoded whole: the proxy rewrites, checks or learns from it. */
  private mustAnswer(request: Pending): boolean {
    if (READ_ANSWERS.has(request.method)) return true;
    // a tools/call of the 2026-07-28 era may be answered `input_required`, whose requested schemas are checked
    return request.method === "tools/call" && (request.revision !== undefined || (typeof request.name === "string" && this.wrapped.has(request.name)));
  }

  private track(id: unknown, method: string, params: Message): void {
    const key = idKey(id);
    if (key === undefined) return; // an id JSON-RPC does not allow: the server answers it
    const sender = KEEP_SENDER.has(method) ? senderOf(params) : undefined;
    const request: Pending = { id, method, name: params["name"], cursor: params["cursor"], order: this.sent++, revision: sender?.revision, clientInfo: sender?.clientInfo, cancelled: false };
    const queue = this.pending.get(key);
    if (queue === undefined) this.pending.set(key, [request]);
    else queue.push(request);
  }

  private noteHost(message: unknown): void {
    if (!isRecord(message) || typeof message["method"] !== "string") return;
    const method = message["method"];
    const params = isRecord(message["params"]) ? message["params"] : {};
    if (method === "notifications/cancelled") {
      const key = idKey(params["requestId"]);
      const request = key === undefined ? undefined : this.pending.get(key)?.find((found) => !found.cancelled);
      if (request) request.cancelled = true;
      return;
    }
    if (!Object.hasOwn(message, "id")) return; // a notification
    if (method === "initialize") this.clientInfo = params["clientInfo"];
    else this.noteSender(senderOf(params));
    this.track(message["id"], method, params);
  }

  /** Keeps the latest envelope's sender and says the form it is served when the client, revision or form changes. */
  private noteSender(sender: Sender | undefined): void {
    if (sender === undefined) return;
    this.latest = sender;
    const name = isRecord(sender.clientInfo) ? sender.clientInfo["name"] : undefined;
    const form = this.formFor(sender.clientInfo, sender.revision);
    const line = `client ${show(name ?? null, 60)} at ${clip(sender.revision, 40)} (its request's _meta envelope): serving the ${formLabel(form.host, form.version)} form`;
    if (line !== this.latestTold) this.report(line);
    this.latestTold = line;
  }

  /** The form for a client at a revision: the fixed host, or (`--host auto`) the one recognised with its announced version. */
  private formFor(clientInfo: unknown, revision: string | undefined): Form {
    if (this.options.host !== "auto") return { host: this.options.host, revision, version: this.options.version };
    return { host: recognizeHost(clientInfo, revision), revision, version: announcedVersion(clientInfo, revision) };
  }

  /** The form a `tools/list` answer is projected in: its request's envelope when it has one, else the session's `initialize`. */
  private formOf(request: Pending): Form {
    if (request.revision !== undefined) return this.formFor(request.clientInfo, request.revision);
    // the announced version counts only when the host was recognised from this client (`--host auto`)
    const version = this.options.host === "auto" ? announcedVersion(this.clientInfo, this.revision) : this.options.version;
    return { host: this.chosen ?? (this.options.host === "auto" ? "common" : this.options.host), revision: this.revision, version };
  }

  /**
   * A server message as the host gets it (the message itself when nothing changes).
   * @param listing - for a `tools/list` answer that may be kept, its {@link Listing}: the projection fills its `made`
   */
  private fromServerMessage(message: unknown, listing?: Listing): unknown {
    if (!isRecord(message)) return message;
    if (typeof message["method"] === "string") {
      if (message["method"] !== "elicitation/create" || !Object.hasOwn(message, "id")) return message;
      const check = checkElicitationRequest(message["params"], this.revision);
      if (check.report !== undefined) this.report(check.report);
      return check.params === message["params"] ? message : { ...message, params: check.params };
    }
    const request = this.settle(message["id"]);
    if (request === undefined) return message;
    const result = message["result"];
    if (!isRecord(result)) return message;
    if (request.method === "initialize") return this.initialized(message, result);
    if (request.method === "tools/list") return this.toolsListed(message, result, request, listing);
    if (request.method !== "tools/call") return message;
    if (request.revision !== undefined && result["resultType"] === "input_required") {
      const check = checkInputRequests(result, request.revision);
      for (const line of check.reports) this.report(line);
      return check.result === result ? message : { ...message, result: check.result };
    }
    if (typeof request.name === "string" && this.wrapped.has(request.name)) return { ...message, result: wrapCallResult(result) };
    return message;
  }

  private initialized(message: Message, result: Message): Message {
    this.negotiated = typeof result["protocolVersion"] === "string" ? result["protocolVersion"] : undefined;
    this.chosen = this.options.host === "auto" ? recognizeHost(this.clientInfo, this.revision) : this.options.host;
    const name = isRecord(this.clientInfo) ? this.clientInfo["name"] : undefined;
    const version = this.options.host === "auto" ? announcedVersion(this.clientInfo, this.revision) : this.options.version;
    this.report(`client ${show(name ?? null, 60)} at ${this.revision === undefined ? "an unknown revision" : clip(this.revision, 40)}: serving the ${formLabel(this.chosen, version)} form`);
    return message;
  }

  /**
   * A `tools/list` answer in the form the host keeps: with `rename`, the names renamed first (rename.ts) and the renamed
   * list projected and judged, so a tool the host would have dropped for its name alone is told as renamed, not dropped;
   * tools named on stderr and `wrapped` by the server's own names (the names its calls are sent on under). With a
   * `listing`, the text of the projected tools is written once, kept under its key and left in `listing.made`.
   */
  private toolsListed(message: Message, result: Message, request: Pending, listing: Listing | undefined): Message {
    const tools = result["tools"];
    if (!Array.isArray(tools)) return message;
    const { host, revision, version } = this.formOf(request);
    const evidence = this.options.evidence ?? "reported";
    const serverName = this.options.serverName;
    const renamed = this.renames === undefined ? tools : this.renames.list(tools, { host, version, evidence, ...(serverName === undefined ? {} : { serverName }) }, request.cursor === undefined);
    const original = (name: string): string => this.renames?.original(name) ?? name;
    // the tools as JSON.parse made them (renamed ones too: a copy with names changed); never changed after
    const projection = projectToolList(renamed, { host, revision, quarantine: this.options.quarantine, version, evidence, parsed: true });
    const told = (what: string, lost: readonly WithheldTool[]): Told[] => lost.map(({ name, host, reason }) => [what, original(name), host, reason]);
    const listed: Omit<Listed, "tools"> = {
      told: [...(projection.notProjected === undefined ? [] : [[NOT_PROJECTED, "", host, projection.notProjected] as const]), ...told("withheld", projection.withheld), ...told("passed on, still lost", projection.atRisk), ...told(DROPPED, projection.dropped)],
      wrapped: [...projection.wrapped].map(original),
    };
    this.noteListed(listed, host, request);
    if (listing !== undefined) {
      // the text of the tools, written once: for this answer and for the same list again
      listing.made = { ...listed, tools: Buffer.from(jsonLine(projection.tools, listing.plain === true)) };
      this.lists.set(listing.key, listing.made);
    }
    return { ...message, result: { ...result, tools: projection.tools } };
  }

  /**
   * Names on stderr the tools a projected list loses (each once per what and host; past {@link TOLD_LIMIT}, counted in
   * one line for `host`, the form's), and keeps its wrapped tools: with the list's, on a page after the first
   * (`cursor`), those of the pages before.
   */
  private noteListed(listed: Omit<Listed, "tools">, host: HostChoice, request: Pending): void {
    let untold = 0;
    // an unknown client's form (common) is judged for many hosts at once: what one of them drops one by one (an
    // engine that cannot read a label, say) is summed up in one line per list instead of a line per tool
    const summed = listed.told.filter(([what, , toolHost]) => what === DROPPED && toolHost === "common");
    for (const entry of listed.told) {
      const [what, name, toolHost, reason] = entry;
      if (what === NOT_PROJECTED) {
        this.tellOnce(`${what} for ${toolHost}: ${clip(reason, 200)}`);
        continue;
      }
      if ((summed.length < 2 || !summed.includes(entry)) && !this.tellTool(what, name, toolHost as HostChoice, reason)) untold++;
    }
    if (summed.length >= 2 && !this.tellDropped(summed)) untold += summed.length;
    if (untold > 0) this.report(`and ${untold} more tools of this list withheld, still lost or dropped by ${host}, not named (the proxy names ${TOLD_LIMIT} tools, each once)`);
    this.wrapped = new Set([...(request.cursor === undefined ? [] : this.wrapped), ...listed.wrapped]);
  }

  /**
   * The {@link Listing} of a server line that answers a pending `tools/list` (not with `rename`), when its `tools` are
   * found in its bytes ({@link toolsSpan}); else `undefined`.
   */
  private listing(line: Buffer, envelope: Envelope): Listing | undefined {
    if (this.renames !== undefined || envelope.method !== undefined) return undefined;
    const request = this.first(envelope.id);
    if (request?.method !== "tools/list") return undefined;
    const span = toolsSpan(line);
    if (span === undefined) return undefined;
    const { host, revision, version } = this.formOf(request);
    const form = JSON.stringify([host, revision ?? null, version ?? null, this.options.evidence ?? "reported", this.options.quarantine]);
    const key = createHash("sha256").update(form).update(line.subarray(span.start, span.end)).digest("base64");
    return { key, span, kept: this.lists.get(key) };
  }

  /**
   * A `tools/list` answer served from the list kept for the same `tools` bytes and form: the rest of the line read (its
   * `tools` as `[]`) and checked as a whole line is, the request settled, the kept tools told again and wrapped, and
   * the kept text spliced in ({@link withTools}). The bytes for the host, or `undefined` when nothing is kept or the
   * rest does not read as such an answer (the line is then read whole).
   */
  private served(line: Buffer, { span, kept }: Listing): Buffer | undefined {
    if (kept === undefined) return undefined;
    const rest = `${line.toString("utf8", 0, span.start)}[]${line.toString("utf8", span.end)}`;
    const message = parse(rest);
    if (!isRecord(message) || !isMessage(shapeOf(message))) return undefined;
    const result = message["result"];
    if (!isRecord(result) || !Array.isArray(result["tools"])) return undefined;
    // the kept text was written from the same bytes: it has an out-of-range number only where they had one
    const out = withTools(message, result, kept.tools, !OUT_OF_RANGE.test(rest));
    const request = out === undefined ? undefined : this.settle(message["id"]);
    if (request === undefined) return undefined;
    this.noteListed(kept, this.formOf(request).host, request);
    return out;
  }
}

const NOT_JSON = Symbol("not JSON");

/**
 * Whether the line is JSON text (RFC 8259), parsed whole; the value is not kept. Read as latin1, one character per byte
 * (a copy, not a decode; 1.5–2× faster to parse): the verdict is UTF-8's, since every byte of JSON's grammar outside a
 * string is ASCII, which both readings keep, and inside a string any character from U+0020 on is allowed, which a byte
 * from 0x80 on is in both readings (UTF-8 decoding never turns such bytes into ASCII).
 */
function isJson(line: Buffer): boolean {
  try {
    JSON.parse(line.toString("latin1"));
    return true;
  } catch {
    return false;
  }
}

/** The value of a line's text (decoded as UTF-8), or {@link NOT_JSON}. */
function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}
