/**
 * One revision lane: a connection of its own to the server (a sibling process over stdio, as the 2.x client probes
 * on a disposable sibling; a request without a session over Streamable HTTP), spoken raw at one revision, which lists
 * the tools as that revision's clients see them. A 2025 revision opens with `initialize` at that `protocolVersion`
 * (spoken when the server answers that version); 2026-07-28 opens with `server/discover` carrying the per-request
 * `_meta` envelope (spoken when its `supportedVersions` holds it) and sends the envelope on every request, as
 * `@modelcontextprotocol/client` 2.4.0 does. Never throws: a lane that cannot be opened is a revision not spoken.
 * Source: MCP 2025-06-18 and 2025-11-25 lifecycle (`initialize`); 2026-07-28 `server/discover`, `RequestMetaEnvelope`.
 */
import { getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { Revision } from "@mcp-wire/hosts";
import { MAX_TOOLS_LIST_PAGES } from "./report.js";
import { httpTransport, type DoctorTarget } from "./session.js";
import { GroupStdioTransport } from "./stdio.js";
import { endGroup } from "../server-process.js";

/** The first revision of the stateless era: no `initialize`; `server/discover` and a `_meta` envelope per request. */
export const MODERN_REVISION: Revision = "2026-07-28";

/** The client doctor announces on every lane (as the main session does). */
const CLIENT_INFO = { name: "mcp-wire-doctor", version: "0.0.0" } as const;
const CAPABILITIES = { elicitation: { form: {}, url: {} } } as const;

/** What one lane saw. */
export interface LaneResult {
  readonly revision: Revision;
  /** Whether the server speaks the revision: it answered `initialize` with it, or `server/discover` offered it. */
  readonly spoken: boolean;
  /** The versions the server answered with (`protocolVersion`, or discover's `supportedVersions`); `[]` when it gave none. */
  readonly answered: readonly string[];
  /** Every raw tools/list result, in order (`[]` when not spoken, or listing failed at once). */
  readonly pages: readonly Readonly<Record<string, unknown>>[];
  /** Why the lane stopped early (`server/discover failed: Method not found`), else `null`. */
  readonly error: string | null;
  /** Milliseconds from opening the connection to knowing whether the revision is spoken (the discovery cost). */
  readonly probeMs: number;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The per-request `_meta` envelope of 2026-07-28 (`io.modelcontextprotocol/protocolVersion`, clientInfo, clientCapabilities). */
export function envelope(revision: Revision): Json {
  return {
    "io.modelcontextprotocol/protocolVersion": revision,
    "io.modelcontextprotocol/clientInfo": CLIENT_INFO,
    "io.modelcontextprotocol/clientCapabilities": CAPABILITIES,
  };
}

/** A raw JSON-RPC exchange over one transport: requests by id with a timeout; server requests answered `Method not found`. */
class RawConnection {
  private nextId = 1;
  private readonly waiting = new Map<number, (message: Json | Error) => void>();
  constructor(readonly transport: Transport) {
    transport.onmessage = (message) => {
      const raw = message as unknown as Json;
      if (typeof raw["method"] === "string" && "id" in raw) {
        void transport.send({ jsonrpc: "2.0", id: raw["id"], error: { code: -32601, message: "Method not found" } } as JSONRPCMessage).catch(() => undefined);
        return;
      }
      const done = typeof raw["id"] === "number" ? this.waiting.get(raw["id"]) : undefined;
      done?.(raw);
    };
    transport.onclose = () => {
      for (const done of this.waiting.values()) done(new Error("connection closed"));
    };
  }
  /** The result of `method`; @throws Error with the server's error message, `timeout`, or `connection closed`. */
  async request(method: string, params: Json, timeoutMs: number): Promise<Json> {
    const id = this.nextId++;
    const answer = new Promise<Json | Error>((resolve) => {
      const timer = setTimeout(() => resolve(new Error(`no answer within ${timeoutMs / 1000}s`)), timeoutMs);
      this.waiting.set(id, (message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
    await this.transport.send({ jsonrpc: "2.0", id, method, params } as JSONRPCMessage);
    const message = await answer;
    this.waiting.delete(id);
    if (message instanceof Error) throw message;
    if (isRecord(message["error"])) throw new Error(typeof message["error"]["message"] === "string" ? message["error"]["message"] : "error");
    if (!isRecord(message["result"])) throw new Error("the answer has no result object");
    return message["result"];
  }
}

/**
 * `fetch` with the `Mcp-Method` header every 2026-07-28 request POST must carry (SEP-2243; the SDK 1.x transport
 * sends `MCP-Protocol-Version` itself). The lane sends neither `tools/call` nor another method `Mcp-Name` mirrors.
 */
const modernFetch: typeof fetch = (input, init) => {
  let method: unknown;
  try {
    method = typeof init?.body === "string" ? (JSON.parse(init.body) as Json)["method"] : undefined;
  } catch {
    method = undefined;
  }
  if (typeof method !== "string") return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set("mcp-method", method);
  return fetch(input, { ...init, headers });
};

async function laneTransport(target: DoctorTarget, revision: Revision): Promise<Transport | undefined> {
  if (target.kind === "http") return await httpTransport(target, revision === MODERN_REVISION ? modernFetch : undefined);
  if (target.kind !== "stdio") return undefined;
  const env: Record<string, string> = { ...getDefaultEnvironment() };
  for (const [key, value] of Object.entries(target.env ?? process.env)) if (value !== undefined) env[key] = value;
  return new GroupStdioTransport({ command: target.command, args: [...target.args], env, ...(target.cwd ? { cwd: target.cwd } : {}) });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens a lane at `revision`, learns whether the server speaks it, and if so lists every tool (following
 * `nextCursor`, stopping at a repeated cursor or after `MAX_TOOLS_LIST_PAGES` pages). The connection is closed before
 * it returns (a stdio sibling's whole process group is ended). A `transport` target (a replay) has no lane: not spoken.
 * @param timeoutMs - milliseconds each request may take
 */
export async function openLane(target: DoctorTarget, revision: Revision, timeoutMs: number): Promise<LaneResult> {
  const started = Date.now();
  const transport = await laneTransport(target, revision);
  const result = (spoken: boolean, answered: readonly string[], pages: Json[], error: string | null, probeMs: number): LaneResult => ({ revision, spoken, answered, pages, error, probeMs });
  if (transport === undefined) return result(false, [], [], "a capture has no other revision", 0);
  const connection = new RawConnection(transport);
  let probeMs = 0;
  try {
    await transport.start();
    const modern = revision === MODERN_REVISION;
    let answered: string[];
    try {
      if (modern) {
        transport.setProtocolVersion?.(revision); // Streamable HTTP: the MCP-Protocol-Version header must match the envelope
        const discover = await connection.request("server/discover", { _meta: envelope(revision) }, timeoutMs);
        const versions = discover["supportedVersions"];
        answered = Array.isArray(versions) ? versions.filter((v): v is string => typeof v === "string") : [];
      } else {
        const init = await connection.request("initialize", { protocolVersion: revision, capabilities: CAPABILITIES, clientInfo: CLIENT_INFO }, timeoutMs);
        answered = typeof init["protocolVersion"] === "string" ? [init["protocolVersion"]] : [];
      }
    } catch (error) {
      return result(false, [], [], `${modern ? "server/discover" : "initialize"} failed: ${messageOf(error)}`, Date.now() - started);
    }
    probeMs = Date.now() - started;
    if (!answered.includes(revision)) return result(false, answered, [], null, probeMs);
    transport.setProtocolVersion?.(revision);
    if (!modern) await transport.send({ jsonrpc: "2.0", method: "notifications/initialized" } as JSONRPCMessage);
    const pages: Json[] = [];
    const followed = new Set<string>();
    let cursor: string | undefined;
    for (let page = 1; page <= MAX_TOOLS_LIST_PAGES; page++) {
      const params: Json = { ...(modern ? { _meta: envelope(revision) } : {}), ...(cursor === undefined ? {} : { cursor }) };
      try {
        pages.push(await connection.request("tools/list", params, timeoutMs));
      } catch (error) {
        return result(true, answered, pages, `tools/list failed: ${messageOf(error)}`, probeMs);
      }
      const next = pages.at(-1)?.["nextCursor"];
      if (typeof next !== "string" || followed.has(next)) break;
      followed.add(next);
      cursor = next;
    }
    return result(true, answered, pages, null, probeMs);
  } catch (error) {
    return result(false, [], [], `cannot open a connection: ${messageOf(error)}`, Date.now() - started);
  } finally {
    const pid = transport instanceof GroupStdioTransport ? transport.pid : null;
    await transport.close().catch(() => undefined);
    if (pid !== null) await endGroup(pid);
  }
}
