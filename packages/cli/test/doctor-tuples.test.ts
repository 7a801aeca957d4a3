/**
 * doctor on a replayed capture of an SDK 1.x server with a zod `z.tuple` (a draft-07 tuple, `items: [...]`): the
 * hosts that refuse it (the Anthropic API readers: Claude Code, Claude Desktop; ChatGPT) are told the projection
 * that serves its 2020-12 form, never "change the schema".
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { doctorRun } from "./doctor-helpers.js";

let dir: string;
let capture: string;
beforeAll(async () => {
  const server = new McpServer({ name: "tuples", version: "1.0.0" });
  server.registerTool("pair", { inputSchema: { at: z.tuple([z.number(), z.string()]), rest: z.tuple([z.number()]).rest(z.boolean()) } }, async () => ({ content: [] }));
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "capture", version: "1.0.0" });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  dir = mkdtempSync(join(tmpdir(), "doctor-tuples-"));
  capture = join(dir, "tuples.json");
  writeFileSync(capture, JSON.stringify({ protocolVersion: "2025-11-25", serverInfo: { name: "tuples", version: "1.0.0" }, tools }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("doctor on a z.tuple of the SDK 1.x", () => {
  it("next: the proxy (or hosts: auto) for Claude Code, Claude Desktop before 1.28929.0 and ChatGPT; fix: a form each keeps", async () => {
    const run = await doctorRun(["--replay", capture, "--host", "claude-code", "--host", "claude-desktop@1.0.0", "--host", "chatgpt"]);
    expect(run.code).toBe(1);
    const lines = run.stdout.split("\n");
    expect(lines.slice(2, 8)).toEqual([
      'claude-code  keeps 1 of 1 tool; fails every model request because of tool "pair" (draft-07-tuple)',
      '  next: mcp-wire proxy --host claude-code@2.1.328 -- <server command>, or publishToolSchemas(server, { hosts: "auto" }) in a TypeScript SDK server',
      'claude-desktop  keeps 1 of 1 tool; fails every model request because of tool "pair" (draft-07-tuple)',
      '  next: mcp-wire proxy --host claude-desktop@1.0.0 -- <server command>, or publishToolSchemas(server, { hosts: "auto" }) in a TypeScript SDK server',
      'chatgpt  keeps 0 of 1 tool; loses the whole list because of tool "pair" (tuple-items)',
      '  next: mcp-wire proxy --host chatgpt@latest -- <server command>, or publishToolSchemas(server, { hosts: "auto" }) in a TypeScript SDK server',
    ]);
    expect(lines.filter((line) => line.trimStart().startsWith("fix:"))).toEqual([
      '    fix: mcp-wire proxy --host claude-code@2.1.328, or publishToolSchemas(server, { hosts: "auto" }), serves a form it keeps (for claude-code >=2.1.328)',
      '    fix: mcp-wire proxy --host claude-desktop@1.0.0, or publishToolSchemas(server, { hosts: "auto" }), serves a form it keeps (for claude-desktop <1.28929.0)',
      // the tuple with a rest: ChatGPT's form drops the rest schema (its readers would apply it to every element)
      '    fix: mcp-wire proxy --host chatgpt@latest, or publishToolSchemas(server, { hosts: "auto" }), serves a form it keeps (for every chatgpt release); it no longer checks 1 (tuple-rest: the server still does)',
    ]);
    expect(run.stdout).not.toContain("change the schema");
  });
});
