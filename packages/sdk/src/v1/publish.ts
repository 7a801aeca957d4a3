/**
 * `publishToolSchemas` for `@modelcontextprotocol/sdk` 1.x.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { SdkAdapterError } from "../shared/errors.js";
import { publishOn } from "../shared/publish.js";
import type { PublishOptions } from "../shared/tool-list.js";

/** The low-level `Server` of an `McpServer` (its `server` field), or `server` itself. */
export function lowLevelServer(server: McpServer | Server): Server {
  const candidate = "server" in server && typeof server.server === "object" ? server.server : server;
  if (typeof (candidate as Partial<Server>).setRequestHandler !== "function") throw new SdkAdapterError("unsupported-server");
  return candidate as Server;
}

/**
 * Publishes every tool schema of a `@modelcontextprotocol/sdk` 1.x server in `options.dialect`: the
 * `tools/list` response carries `inputSchema` / `outputSchema` converted by `toToolSchema` of
 * `@mcp-wire/dialect` (the SDK 1.x emits zod schemas labelled draft-07, read from that label). Works on an
 * `McpServer` (tools registered before or after this call) and on a low-level `Server` (whose own
 * `tools/list` handler, set before or after this call, returns JSON Schemas in any supported dialect).
 * The SDK's validation of arguments and structured results is untouched: it keeps using the registered
 * (zod) schemas. Calling it again replaces the previous choice.
 *
 * With `{ hosts: "auto", quarantine?, log? }` each connection is served its own form: the client's host is recognised
 * from its `initialize` (`clientInfo`; an unknown client gets the portable form every profile reads alike), `tools/list`
 * answers with that host's projection (cached per tool list, host and revision), and with `quarantine: true` the tools
 * the host cannot be given are withheld, each logged once (`mcp-wire: withheld tool "<name>" from <host>: <reason>`).
 *
 * With `hosts: "auto"`, a non-object output schema (a low-level `Server` may list one) is listed wrapped for 2025-era
 * sessions (SEP-2106).
 *
 * Errors while listing: a schema the dialect cannot express makes `tools/list` answer with an error
 * (a `DialectError` naming `/tools/<i>/<field>/…`); `convertToolSchemas` checks a list up front.
 *
 * @throws SdkAdapterError code `invalid-option` (unknown dialect or `hosts`, a bad `quarantine` or `log`), `unsupported-server`, or
 *   `unsupported-sdk-internals` (an SDK whose `Protocol` keeps no `_requestHandlers` map)
 */
export function publishToolSchemas(server: McpServer | Server, options: PublishOptions): void {
  const low = lowLevelServer(server);
  publishOn(low, options, { clientInfo: () => low.getClientVersion(), sdkWraps: false });
}
