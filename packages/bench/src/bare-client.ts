/**
 * The bare side of P8's one-process-per-run rows, as its own process that loads only the SDK: `listAll`
 * (list-all.ts) over the transport the command line names. Exit 0 when listed, 1 otherwise.
 * Run: `node packages/bench/dist/bare-client.js --replay <capture.tools.json>` (the capture answered in memory, over
 * the SDK's `InMemoryTransport`: `initialize` with its protocolVersion and serverInfo, `tools/list` with its tools as
 * one page, as `mcp-wire doctor --replay` plays such a capture), or
 * `node packages/bench/dist/bare-client.js -- <command> [args…]` (the server started over stdio).
 */
import { readFileSync } from "node:fs";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { listAll } from "./list-all.js";

/** A capture of fixtures/servers: `{ protocolVersion, serverInfo?, tools }`. */
interface Capture {
  readonly protocolVersion: string;
  readonly serverInfo?: unknown;
  readonly tools: readonly unknown[];
}

/** The client's end of an in-memory pair whose server end answers from `capture`. */
async function replaying(capture: Capture): Promise<Transport> {
  const [client, server] = InMemoryTransport.createLinkedPair();
  const results: Readonly<Record<string, unknown>> = {
    initialize: { protocolVersion: capture.protocolVersion, capabilities: { tools: {} }, serverInfo: capture.serverInfo ?? { name: "capture", version: "0" } },
    "tools/list": { tools: capture.tools },
  };
  server.onmessage = (message: JSONRPCMessage) => {
    if ("method" in message && "id" in message) void server.send({ jsonrpc: "2.0", id: message.id, result: (results[message.method] ?? {}) as Record<string, unknown> });
  };
  await server.start();
  return client;
}

async function transportOf(argv: readonly string[]): Promise<Transport> {
  const [mode, first, ...rest] = argv;
  if (mode === "--replay" && first !== undefined) return replaying(JSON.parse(readFileSync(first, "utf8")) as Capture);
  if (mode === "--" && first !== undefined) return new StdioClientTransport({ command: first, args: rest, stderr: "ignore" });
  throw new Error("usage: bare-client.js --replay <capture.tools.json> | -- <command> [args…]");
}

transportOf(process.argv.slice(2)).then(listAll).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bare-client: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
