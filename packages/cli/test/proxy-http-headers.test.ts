/**
 * The standard headers of a 2026-07-28 request POST derived from its body (`envelopeHeaders`), as the
 * `@modelcontextprotocol/client` 2.4.0 transport derives them.
 */
import { describe, expect, it } from "vitest";
import { envelopeHeaders, headerValue } from "../src/proxy/http-headers.js";

const meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };
const body = (message: unknown) => JSON.stringify(message);

describe("envelopeHeaders", () => {
  it("names the revision and method of an enveloped request, and Mcp-Name for the methods that mirror a member", () => {
    expect(envelopeHeaders(body({ jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: meta } }))).toEqual({ "mcp-protocol-version": "2026-07-28", "mcp-method": "server/discover" });
    expect(envelopeHeaders(body({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "zip_form", arguments: {}, _meta: meta } }))).toEqual({
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "tools/call",
      "mcp-name": "zip_form",
    });
    expect(envelopeHeaders(body({ jsonrpc: "2.0", id: 3, method: "resources/read", params: { uri: "file:///a b", _meta: meta } }))["mcp-name"]).toBe("file:///a b");
  });

  it("gives none for a 2025-era request, a notification, a response, a batch, or text that is not JSON", () => {
    expect(envelopeHeaders(body({ jsonrpc: "2.0", id: 1, method: "tools/list" }))).toEqual({});
    expect(envelopeHeaders(body({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1, _meta: meta } }))).toEqual({});
    expect(envelopeHeaders(body({ jsonrpc: "2.0", id: 1, result: {} }))).toEqual({});
    expect(envelopeHeaders(body([{ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: meta } }]))).toEqual({});
    expect(envelopeHeaders("{not json")).toEqual({});
    expect(envelopeHeaders(body({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { "io.modelcontextprotocol/protocolVersion": 20260728 } } }))).toEqual({});
  });
});

describe("headerValue", () => {
  it("keeps visible ASCII, wraps the rest as base64 of its UTF-8 bytes", () => {
    expect(headerValue("get_weather")).toBe("get_weather");
    expect(headerValue("météo")).toBe("=?base64?bcOpdMOpbw==?=");
    expect(headerValue(" padded")).toBe("=?base64?IHBhZGRlZA==?=");
    expect(headerValue("")).toBe("=?base64??=");
    expect(headerValue("=?base64?x?=")).toBe("=?base64?PT9iYXNlNjQ/eD89?=");
  });
});
