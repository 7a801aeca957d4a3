// The README usage example and the server scenarios with every module loaded by import (ESM builds).
import { createRequire } from "node:module";
import { z } from "zod";
import { toRequestedSchema, RequestedSchemaError } from "@mcp-wire/elicitation";

const require = createRequire(import.meta.url);
const { runServers, versionOf } = require("./servers-scenario.cjs");

function has(name) {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

// The README's usage example.
const { requestedSchema } = toRequestedSchema(
  z.object({ email: z.email(), age: z.int().min(13).max(150), plan: z.enum(["free", "pro"]).default("free") }),
  { revision: "2025-11-25" },
);
if (JSON.stringify(requestedSchema.required) !== '["email","age"]') throw new Error(`usage: ${JSON.stringify(requestedSchema)}`);
try {
  toRequestedSchema(z.object({ code: z.string().regex(/^[A-Z]{3}$/) }));
  throw new Error("usage: a pattern was accepted");
} catch (error) {
  if (!(error instanceof RequestedSchemaError) || error.issues[0].path !== "/properties/code/pattern") throw error;
}
console.log("usage import: README example");

const v1 = has("@modelcontextprotocol/sdk/server/mcp.js")
  ? {
      version: versionOf("@modelcontextprotocol/sdk"),
      z,
      McpServer: (await import("@modelcontextprotocol/sdk/server/mcp.js")).McpServer,
      Client: (await import("@modelcontextprotocol/sdk/client/index.js")).Client,
      InMemoryTransport: (await import("@modelcontextprotocol/sdk/inMemory.js")).InMemoryTransport,
      ElicitRequestSchema: (await import("@modelcontextprotocol/sdk/types.js")).ElicitRequestSchema,
      sdk: await import("@mcp-wire/sdk/v1"),
    }
  : undefined;
const v2 = has("@modelcontextprotocol/server")
  ? {
      version: versionOf("@modelcontextprotocol/server"),
      z,
      McpServer: (await import("@modelcontextprotocol/server")).McpServer,
      serveStdio: (await import("@modelcontextprotocol/server/stdio")).serveStdio,
      ...(({ Client, InMemoryTransport, SUPPORTED_PROTOCOL_VERSIONS }) => ({ Client, InMemoryTransport, SUPPORTED_PROTOCOL_VERSIONS }))(await import("@modelcontextprotocol/client")),
      sdk: await import("@mcp-wire/sdk/v2"),
    }
  : undefined;
await runServers("import", { v1, v2 });
