/**
 * The real MCP clients over a real transport: each package's own `Client` and `InMemoryTransport`, talking to a raw
 * JSON-RPC peer that answers `initialize`, `tools/list` (the captured list, as sent) and `tools/call` (a chosen
 * `structuredContent`). What the client does is the truth the differential tests compare `checkTools` with.
 */
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport as TransportV1 } from "@modelcontextprotocol/sdk/inMemory.js";
import { Client as ClientV2, InMemoryTransport as TransportV2 } from "@modelcontextprotocol/client";
import { Client as ClientBeta, InMemoryTransport as TransportBeta } from "client-2-0-beta";

/** The clients under test, by the archetype they ground. */
export const CLIENTS = ["mcp-sdk-v1-client", "mcp-sdk-v2-client", "2020-12-only"] as const;
export type ClientId = (typeof CLIENTS)[number];

interface Message { jsonrpc: "2.0"; id?: string | number; method?: string; params?: Record<string, unknown> }
interface PeerTransport { onmessage?: (message: Message) => void; send(message: unknown): Promise<void>; start(): Promise<void>; close(): Promise<void> }

/** A connected client session: `listTools()` and `callTool(name)` as the real client does them, errors as messages. */
export interface Session {
  listTools(): Promise<{ ok: true; count: number } | { ok: false; message: string }>;
  /** Calls `name`; the peer answers with `structuredContent`. `ok: false` when the client throws. */
  callTool(name: string, structuredContent: unknown): Promise<{ ok: true } | { ok: false; message: string }>;
  close(): Promise<void>;
}

/** The result fields every 2026-07-28 result carries (SEP-2549 cacheable results), added by the peer to a captured list. */
const MODERN_ENVELOPE = { ttlMs: 0, cacheScope: "private", resultType: "complete" } as const;

/**
 * Connects `client` to a raw peer serving `list` (a `tools/list` result, sent as it is) at `revision`. At 2026-07-28
 * (the 2.x client only) the client is pinned to it (`versionNegotiation: { mode: { pin } }`; its default is the legacy
 * initialize handshake), the peer answers `server/discover`, and adds the cacheable-result fields to every result.
 */
export async function connect(client: ClientId, list: unknown, revision: string): Promise<Session> {
  let answer: unknown = {};
  const modern = revision === "2026-07-28";
  if (modern && client !== "mcp-sdk-v2-client") throw new TypeError(`${client} does not speak ${revision}`);
  const [clientSide, serverSide] = (client === "mcp-sdk-v1-client" ? TransportV1 : client === "mcp-sdk-v2-client" ? TransportV2 : TransportBeta).createLinkedPair() as unknown as [unknown, PeerTransport];
  serverSide.onmessage = (message) => {
    if (message.id === undefined) return;
    const reply = (result: unknown) => void serverSide.send({ jsonrpc: "2.0", id: message.id, result: modern && typeof result === "object" ? { ...MODERN_ENVELOPE, ...result } : result });
    if (message.method === "server/discover") reply({ supportedVersions: [revision], capabilities: { tools: {} } });
    else if (message.method === "initialize") reply({ protocolVersion: revision, capabilities: { tools: {} }, serverInfo: { name: "capture", version: "1.0.0" } });
    else if (message.method === "tools/list") reply(list);
    else if (message.method === "tools/call") reply({ content: [], structuredContent: answer });
    else void serverSide.send({ jsonrpc: "2.0", id: message.id, error: { code: -32601, message: "Method not found" } });
  };
  await serverSide.start();
  const info = { name: "differential", version: "1.0.0" };
  const real = client === "mcp-sdk-v1-client" ? new ClientV1(info) : client === "mcp-sdk-v2-client" ? new ClientV2(info, modern ? { versionNegotiation: { mode: { pin: revision } } } : {}) : new ClientBeta(info);
  await (real as { connect(transport: unknown): Promise<void> }).connect(clientSide);
  const api = real as unknown as { listTools(): Promise<{ tools: unknown[] }>; callTool(params: { name: string; arguments: object }): Promise<unknown>; close(): Promise<void> };
  return {
    async listTools() {
      try {
        const result = await api.listTools();
        return { ok: true, count: result.tools.length };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
    async callTool(name, structuredContent) {
      answer = structuredContent;
      try {
        await api.callTool({ name, arguments: {} });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => api.close(),
  };
}
