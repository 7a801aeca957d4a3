/**
 * The scripted stdio MCP server of one probe list: it lists the list's tools (and entries that are not tools) exactly
 * as written, answers each scripted call with the probe's `result` exactly as written, and logs every message it
 * receives as one JSON line.
 *
 * Why not `@modelcontextprotocol/sdk`'s low-level `Server`: in 1.32.2, `Server.setRequestHandler` wraps the `tools/call`
 * handler, parses the result with `CallToolResultSchema` and sends the parsed copy (`dist/esm/server/index.js`, the
 * `tools/call` branch), so a scripted result that does not fit the schema is refused and one that does is re-serialised
 * from zod's copy; and its stdio transport writes with `JSON.stringify` (`serializeMessage` in
 * `dist/esm/shared/stdio.js`), which throws `RangeError` on a 4,000-level schema under Node 20. The lab must send what
 * the probe says, byte for byte, at any depth, so this module writes newline-delimited JSON-RPC 2.0 on stdio itself
 * (MCP basic/transports, "stdio"), with {@link jsonText}.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { jsonText } from "./json-text.js";
import { listedEntry, type Json, type ProbeList } from "./types.js";

/** The protocol revisions the server agrees to in `initialize`; the client's own is echoed when it is one of them. */
export const SERVER_REVISIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"] as const;

/** The `_meta` key of the 2026-07-28 per-request envelope that names the request's revision (`RequestMetaEnvelope`). */
export const ENVELOPE_REVISION = "io.modelcontextprotocol/protocolVersion";

/** One line of a server log (`LAB_LOG`): the list, and the message's method and params as received. */
export interface ServerLogEntry {
  readonly list: string;
  readonly method: string;
  readonly params: Json | undefined;
}

type JsonObject = { readonly [key: string]: Json };
type Reply = { readonly result: Json } | { readonly error: { readonly code: number; readonly message: string } };

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** The revision a request's 2026-07-28 `_meta` envelope names, or `undefined` (a 2025 request has none). */
export function envelopeRevision(params: Json | undefined): string | undefined {
  const meta = isObject(params) ? params["_meta"] : undefined;
  const revision = isObject(meta) ? meta[ENVELOPE_REVISION] : undefined;
  return typeof revision === "string" ? revision : undefined;
}

/**
 * The members every result of a 2026-07-28 request to a server that offers it carries (`resultType`, unless the offer
 * leaves it out of `tools/list`; `ttlMs` and `cacheScope` where the revision's schema requires them: `server/discover`
 * and list results), merged into `result`; `result` itself for a 2025 request or a server without the offer.
 */
function modernResult(list: ProbeList, method: string, params: Json | undefined, result: JsonObject): JsonObject {
  const offer = list.offer;
  if (offer === undefined || (envelopeRevision(params) !== offer.revision && method !== "server/discover")) return result;
  const cached: JsonObject = method === "server/discover" || method === "tools/list" ? { ttlMs: 0, cacheScope: "private" } : {};
  const typed: JsonObject = method === "tools/list" && !offer.resultType ? {} : { resultType: "complete" };
  return { ...result, ...typed, ...cached };
}

/**
 * Answers one request of `list`'s server (MCP lifecycle `initialize`, server/tools `tools/list` and `tools/call`,
 * utilities `ping`; 2026-07-28 `server/discover` when the list has an `offer`). Takes the method and params; returns the
 * JSON-RPC result or error; a 2026-07-28 request to a server with the offer gets that revision's result members
 * ({@link modernResult}). Unknown methods (and `server/discover` without an offer) get -32601, an unknown tool -32602
 * (the code MCP server/tools names for it).
 */
export function answer(list: ProbeList, method: string, params: Json | undefined): Reply {
  const handler = method === "server/discover" && list.offer === undefined ? undefined : HANDLERS[method];
  if (handler === undefined) return { error: { code: -32601, message: `Method not found: ${method}` } };
  const reply = handler(list, isObject(params) ? params : {});
  return "result" in reply && isObject(reply.result) ? { result: modernResult(list, method, params, reply.result) } : reply;
}

const HANDLERS: { readonly [method: string]: (list: ProbeList, params: JsonObject) => Reply } = {
  initialize: (list, params) => {
    const asked = params["protocolVersion"];
    const protocolVersion = SERVER_REVISIONS.find((revision) => revision === asked) ?? SERVER_REVISIONS[0];
    return { result: { protocolVersion, capabilities: { tools: { listChanged: false } }, serverInfo: { name: `lab-${list.id}`, version: "1.0.0" } } };
  },
  "server/discover": (list) => ({ result: { supportedVersions: [...(list.offer === undefined ? [] : [list.offer.revision]), ...SERVER_REVISIONS], capabilities: { tools: { listChanged: false } } } }),
  ping: () => ({ result: {} }),
  "tools/list": (list) => ({ result: { tools: list.tools.map(listedEntry) } }),
  "tools/call": (list, params) => {
    const probe = list.tools.find((candidate) => candidate.entry === undefined && candidate.tool["name"] === params["name"]);
    if (probe === undefined) return { error: { code: -32602, message: `Unknown tool: ${JSON.stringify(params["name"] ?? null)}` } };
    return { result: probe.call?.result ?? { content: [{ type: "text", text: "ok" }] } };
  },
};

/**
 * Serves `list` on `input`/`output` until `input` ends: one JSON-RPC message per line in, one per line out. Every
 * message received (requests and notifications) is appended to `logPath` when given, before it is answered. Lines
 * that are not JSON get a -32700 parse error; responses from the client are logged and otherwise ignored.
 */
export function serve(list: ProbeList, input: Readable, output: Writable, logPath: string | undefined): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (line.trim() === "") return;
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      output.write(`${jsonText({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } })}\n`);
      return;
    }
    if (!isObject(message)) return;
    const method = typeof message["method"] === "string" ? message["method"] : "(response)";
    if (logPath !== undefined) {
      const entry: ServerLogEntry = { list: list.id, method, params: message["params"] };
      appendFileSync(logPath, `${jsonText(entry)}\n`);
    }
    if (!("id" in message) || method === "(response)") return;
    output.write(`${jsonText({ jsonrpc: "2.0", id: message["id"] ?? null, ...answer(list, method, message["params"]) })}\n`);
  });
  return new Promise((resolve) => lines.once("close", () => resolve()));
}

/**
 * The command line: `lab-server <list.json | list id> [log.jsonl]`. The log path is the second argument, else env
 * `LAB_LOG` (no log when neither is given). Throws when the list file or id does not exist.
 */
export async function main(argv: readonly string[]): Promise<void> {
  const [source, logArgument] = argv;
  if (source === undefined) throw new Error("usage: lab-server <list.json | list id> [log.jsonl]");
  const list = source.endsWith(".json") ? (JSON.parse(readFileSync(source, "utf8")) as ProbeList) : (await import("./probes/index.js")).probeList(source);
  await serve(list, process.stdin, process.stdout, logArgument ?? process.env["LAB_LOG"]);
}
