/**
 * The servers and handler contexts `@mcp-wire/sdk/v2` takes, from either build of
 * `@modelcontextprotocol/server` 2.x.
 *
 * The SDK ships an ES module build (`.d.mts`) and a CommonJS build (`.d.cts`) with separate declarations,
 * and its classes have private members, so TypeScript treats `McpServer` of one build and `McpServer` of
 * the other as unrelated types. A CommonJS project gets the CommonJS one; the adapters accept both
 * (TypeScript >= 5.3 `resolution-mode`). At run time they read only public members and the handler
 * table, the same in both builds.
 */
import type { McpServer as EsmMcpServer, Server as EsmServer, ServerContext as EsmServerContext } from "@modelcontextprotocol/server";
import type {
  McpServer as CjsMcpServer,
  Server as CjsServer,
  ServerContext as CjsServerContext,
} from "@modelcontextprotocol/server" with { "resolution-mode": "require" };
import { SdkAdapterError } from "../shared/errors.js";

/** An `McpServer` or a low-level `Server` of `@modelcontextprotocol/server` 2.x (ES module or CommonJS build). */
export type V2Server = EsmMcpServer | EsmServer | CjsMcpServer | CjsServer;

/** The `ServerContext` a 2.x tool handler receives (ES module or CommonJS build). */
export type V2ServerContext = EsmServerContext | CjsServerContext;

/**
 * The low-level `Server` of an `McpServer` (its `server` field), or `server` itself, typed as the ES
 * module build's (both builds have the same members).
 * @throws SdkAdapterError code `unsupported-server` when it has no `setRequestHandler` method
 */
export function lowLevelServer(server: V2Server): EsmServer {
  const value: unknown = server;
  const candidate = typeof value === "object" && value !== null && "server" in value && typeof value.server === "object" ? value.server : value;
  if (typeof (candidate as Partial<EsmServer> | null)?.setRequestHandler !== "function") throw new SdkAdapterError("unsupported-server");
  return candidate as EsmServer;
}
