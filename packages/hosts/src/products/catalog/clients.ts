/**
 * The public index of `clientInfo.name` values that every product's client names rest on: the `mcp-clients.json`
 * table of the `mcp-client-capabilities` package, keyed by the name each client sends in `initialize`.
 */
import type { Source } from "../../types.js";

/** `mcp-client-capabilities` 0.0.14 on npm (its `dist/mcp_client_capabilities/mcp-clients.json`). */
export const CLIENT_INDEX: Source = "npm:mcp-client-capabilities@0.0.14";
