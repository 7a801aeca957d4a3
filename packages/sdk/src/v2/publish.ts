/**
 * `publishToolSchemas` for `@modelcontextprotocol/server` 2.x.
 */
import { publishOn } from "../shared/publish.js";
import type { PublishOptions } from "../shared/tool-list.js";
import { lowLevelServer, type V2Server } from "./server.js";

/**
 * Publishes every tool schema of a `@modelcontextprotocol/server` 2.x server in `options.dialect`: the
 * `tools/list` response carries `inputSchema` / `outputSchema` converted by `toToolSchema` of
 * `@mcp-wire/dialect` (the SDK 2.x emits Standard Schemas at 2020-12, labelled). Works on an `McpServer`
 * (tools registered before or after this call) and on a low-level `Server`, of the SDK's ES module or
 * CommonJS build. The conversion runs on the
 * handler's result, before the SDK's wire codec, so the 2025-11-25 codec's legacy wrap of a non-object
 * `outputSchema` still applies; the SDK's validation of arguments and structured results is untouched.
 * Calling it again replaces the previous choice.
 *
 * With `{ hosts: "auto", quarantine?, log? }` each connection is served its own form: the client's host is recognised
 * from its `initialize` (`clientInfo`; an unknown client gets the common form, made for every recorded host at once), `tools/list`
 * answers with that host's projection (cached per tool list, host and revision), and with `quarantine: true` the tools
 * the host cannot be given are withheld, each logged once (`mcp-wire: withheld tool "<name>" from <host>: <reason>`).
 *
 * With `hosts: "auto"`, non-object output schemas and their results are left to the SDK's own 2025-era wrap.
 *
 * Errors while listing: a schema the dialect cannot express makes `tools/list` answer with an error
 * (a `DialectError` naming `/tools/<i>/<field>/…`); `convertToolSchemas` checks a list up front.
 *
 * @param server - an `McpServer` or low-level `Server` of SDK 2.x
 * @param options - `{ dialect: "2020-12" | "draft-07" | "portable" }` or `{ hosts: "auto", quarantine?, log? }`
 * @throws SdkAdapterError code `invalid-option` (options missing or not an object, unknown dialect or `hosts`, a bad `quarantine` or `log`),
 *   `unsupported-server`, or
 *   `unsupported-sdk-internals` (an SDK whose `Protocol` keeps no `_requestHandlers` map)
 */
export function publishToolSchemas(server: V2Server, options: PublishOptions): void {
  const low = lowLevelServer(server);
  publishOn(low, options, { clientInfo: () => low.getClientVersion(), sdkWraps: true });
}
