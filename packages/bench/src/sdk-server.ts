/**
 * The SDK server of the P7 benchmarks: `@modelcontextprotocol/server` 2.4.0 over stdio, as real servers are built,
 * with one tool `big` whose result is `bytes` characters of text. Run: `node packages/bench/dist/sdk-server.js`.
 */
import { McpServer } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import * as z from "zod";

serveStdio(() => {
  const server = new McpServer({ name: "bench-sdk-server", version: "1.0.0" });
  server.registerTool("big", { inputSchema: z.object({ bytes: z.number().int().min(0) }) }, async ({ bytes }) => ({
    content: [{ type: "text", text: "x".repeat(bytes) }],
  }));
  return server;
});
