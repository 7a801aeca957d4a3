/** The `params` member `Mcp-Name` mirrors, by method (MCP 2026-07-28 Streamable HTTP: standard request headers). */
export declare const MCP_NAME_SOURCE: Readonly<Record<string, string>>;
/**
 * A header value as the 2026-07-28 value encoding writes it: as is when it is non-empty visible ASCII (tab allowed)
 * without surrounding spaces and not itself sentinel-wrapped, else its UTF-8 bytes base64-encoded in the sentinel.
 */
export declare function headerValue(value: string): string;
/**
 * The standard headers one POST body needs.
 * @param body - the JSON text POSTed (one message or a batch)
 * @returns lower-case header names and values: `mcp-protocol-version`, `mcp-method`, and `mcp-name` when the method
 *   mirrors a string member; `{}` for a body that is not one request with a string
 *   `params._meta["io.modelcontextprotocol/protocolVersion"]` (or not JSON); never throws
 */
export declare function envelopeHeaders(body: string): Record<string, string>;
//# sourceMappingURL=http-headers.d.ts.map