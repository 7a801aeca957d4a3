/**
 * The standard headers of a 2026-07-28 request POSTed over Streamable HTTP (MCP 2026-07-28, Transports: Streamable
 * HTTP, SEP-2243): `MCP-Protocol-Version` (the revision the request's `_meta` envelope names), `Mcp-Method` (its
 * `method`) and, for the methods that mirror a `params` member, `Mcp-Name`. The host talks to the proxy over stdio,
 * so there are no headers to copy: they are derived from the body, as the `@modelcontextprotocol/client` 2.4.0
 * transport derives them (`_applyBodyDerivedHeaders`), because the `@modelcontextprotocol/server` 2.4.0 HTTP entry
 * refuses a 2026-07-28 request POST without them. A 2025-era message (no envelope), a notification, a response or a
 * batch gets none: the SDK 1.x transport's own headers (session id, the negotiated `MCP-Protocol-Version`) stand.
 */
import { PROTOCOL_VERSION_KEY } from "@mcp-wire/sdk/v1";
/** The `params` member `Mcp-Name` mirrors, by method (MCP 2026-07-28 Streamable HTTP: standard request headers). */
export const MCP_NAME_SOURCE = Object.freeze({
    "tools/call": "name",
    "prompts/get": "name",
    "resources/read": "uri",
    "tasks/get": "taskId",
    "tasks/update": "taskId",
    "tasks/cancel": "taskId",
});
/** The wrapper of a header value that is not plain visible ASCII: `=?base64?<UTF-8 as base64>?=`. */
const BASE64_PREFIX = "=?base64?";
const BASE64_SUFFIX = "?=";
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/**
 * A header value as the 2026-07-28 value encoding writes it: as is when it is non-empty visible ASCII (tab allowed)
 * without surrounding spaces and not itself sentinel-wrapped, else its UTF-8 bytes base64-encoded in the sentinel.
 */
export function headerValue(value) {
    const plain = value.length > 0 && value === value.trim() && !(value.startsWith(BASE64_PREFIX) && value.endsWith(BASE64_SUFFIX)) && [...value].every((char) => char === "\t" || (char >= " " && char <= "~"));
    return plain ? value : `${BASE64_PREFIX}${Buffer.from(value, "utf8").toString("base64")}${BASE64_SUFFIX}`;
}
/**
 * The standard headers one POST body needs.
 * @param body - the JSON text POSTed (one message or a batch)
 * @returns lower-case header names and values: `mcp-protocol-version`, `mcp-method`, and `mcp-name` when the method
 *   mirrors a string member; `{}` for a body that is not one request with a string
 *   `params._meta["io.modelcontextprotocol/protocolVersion"]` (or not JSON); never throws
 */
export function envelopeHeaders(body) {
    let message;
    try {
        message = JSON.parse(body);
    }
    catch {
        return {};
    }
    if (!isRecord(message) || typeof message["method"] !== "string" || !Object.hasOwn(message, "id"))
        return {};
    const params = isRecord(message["params"]) ? message["params"] : {};
    const meta = params["_meta"];
    const revision = isRecord(meta) ? meta[PROTOCOL_VERSION_KEY] : undefined;
    if (typeof revision !== "string")
        return {};
    const headers = { "mcp-protocol-version": revision, "mcp-method": message["method"] };
    const source = Object.hasOwn(MCP_NAME_SOURCE, message["method"]) ? MCP_NAME_SOURCE[message["method"]] : undefined;
    const name = source === undefined ? undefined : params[source];
    if (typeof name === "string")
        headers["mcp-name"] = headerValue(name);
    return headers;
}
//# sourceMappingURL=http-headers.js.map