/**
 * The servers `@mcp-wire/sdk/v1` takes, from either build of `@modelcontextprotocol/sdk` 1.x.
 *
 * The SDK ships an ES module build and a CommonJS build with separate declarations, and its classes have
 * private members, so TypeScript treats `McpServer` of one build and `McpServer` of the other as unrelated
 * types ("separate declarations of a private property"). A CommonJS project gets the CommonJS one; the
 * adapters accept both (TypeScript >= 5.3 `resolution-mode`). At run time they read only public members
 * and the handler table, the same in both builds.
 */
import type { McpServer as EsmMcpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Server as EsmServer } from "@modelcontextprotocol/sdk/server/index.js";
import type { McpServer as CjsMcpServer } from "@modelcontextprotocol/sdk/server/mcp.js" with { "resolution-mode": "require" };
import type { Server as CjsServer } from "@modelcontextprotocol/sdk/server/index.js" with { "resolution-mode": "require" };
import { SdkAdapterError } from "../shared/errors.js";

/** An `McpServer` or a low-level `Server` of `@modelcontextprotocol/sdk` 1.x (ES module or CommonJS build). */
export type V1Server = EsmMcpServer | EsmServer | CjsMcpServer | CjsServer;

/**
 * The low-level `Server` of an `McpServer` (its `server` field), or `server` itself, typed as the ES
 * module build's (both builds have the same members).
 * @throws SdkAdapterError code `unsupported-server` when it has no `setRequestHandler` method
 */
export function lowLevelServer(server: V1Server): EsmServer {
  const value: unknown = server;
  const candidate = typeof value === "object" && value !== null && "server" in value && typeof value.server === "object" ? value.server : value;
  if (typeof (candidate as Partial<EsmServer> | null)?.setRequestHandler !== "function") throw new SdkAdapterError("unsupported-server");
  return candidate as EsmServer;
}
