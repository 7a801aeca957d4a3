/**
 * Live servers over stdio: the raw `tools/list` result as the server sends it (a plain JSON-RPC exchange, before any
 * SDK parsing), and each real client's `listTools()` against the same server command.
 */
import { spawn } from "node:child_process";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { Client as ClientBeta } from "client-2-0-beta";
import { StdioClientTransport as StdioBeta } from "client-2-0-beta/stdio";
import type { ClientId } from "./clients.js";

/** A server command: `node <script> ...args`. */
export interface ServerCommand {
  readonly name: string;
  readonly args: readonly string[];
}

/** The raw `tools/list` result (every page's tools concatenated), read over a plain stdio JSON-RPC exchange. */
export async function rawToolList(server: ServerCommand, revision: string): Promise<{ tools: unknown[] }> {
  const child = spawn(process.execPath, [...server.args], { stdio: ["pipe", "pipe", "ignore"] });
  try {
    let buffer = "";
    const waiting = new Map<number, (result: Record<string, unknown>) => void>();
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line === "") continue;
        const message = JSON.parse(line) as { id?: number; result?: Record<string, unknown>; error?: unknown };
        if (message.id !== undefined) waiting.get(message.id)?.(message.result ?? { error: message.error });
      }
    });
    let next = 0;
    const request = (method: string, params: unknown) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const id = ++next;
        waiting.set(id, resolve);
        child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
      });
    await request("initialize", { protocolVersion: revision, capabilities: {}, clientInfo: { name: "raw-capture", version: "1.0.0" } });
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    const tools: unknown[] = [];
    let cursor: unknown;
    for (let page = 0; page < 20; page++) {
      const result = await request("tools/list", cursor === undefined ? {} : { cursor });
      tools.push(...((result["tools"] as unknown[] | undefined) ?? []));
      cursor = result["nextCursor"];
      if (typeof cursor !== "string") break;
    }
    return { tools };
  } finally {
    child.kill();
  }
}

/** The real client's `listTools()` against the live server: ok with the count, or its error message. */
export async function liveListTools(client: ClientId, server: ServerCommand): Promise<{ ok: true; count: number } | { ok: false; message: string }> {
  const [command, ...args] = [process.execPath, ...server.args] as [string, ...string[]];
  const info = { name: "differential", version: "1.0.0" };
  const pair =
    client === "mcp-sdk-v1-client" ? { real: new ClientV1(info), transport: new StdioV1({ command, args, stderr: "ignore" }) }
    : client === "mcp-sdk-v2-client" ? { real: new ClientV2(info), transport: new StdioV2({ command, args, stderr: "ignore" }) }
    : { real: new ClientBeta(info), transport: new StdioBeta({ command, args, stderr: "ignore" }) };
  const api = pair.real as unknown as { connect(transport: unknown): Promise<void>; listTools(): Promise<{ tools: unknown[] }>; close(): Promise<void> };
  try {
    await api.connect(pair.transport);
    const listed = await api.listTools();
    return { ok: true, count: listed.tools.length };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    // A server that does not exit when its stdin closes (chrome-devtools-mcp) would hold close() for the clients'
    // grace period: it is ended first, by its process id.
    const pid = (pair.transport as { pid: number | null }).pid;
    if (pid !== null) process.kill(pid);
    await api.close();
  }
}
