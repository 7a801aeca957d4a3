/**
 * `mcp-wire proxy` and the 2026-07-28 multi-round-trip flow: between the real `@modelcontextprotocol/client` 2.4.0
 * (pinned to 2026-07-28: it opens with `server/discover` and fulfils `input_required` results itself, answering each elicitation with its
 * `elicitation/create` handler) and an `@modelcontextprotocol/server` 2.4.0 server over stdio (fixtures/mrtr/server.mjs),
 * each requested schema of an `input_required` result is checked at the revision the request names in `_meta`: an
 * invalid one is reported on stderr and passed on, and the call completes.
 */
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkInputRequests } from "../src/proxy/elicitation.js";
import { proxyCommand } from "./proxy-helpers.js";

const SERVER = ["node", fileURLToPath(new URL("./fixtures/mrtr/server.mjs", import.meta.url))];

describe("proxy: input_required results (2026-07-28)", () => {
  it("reports an invalid requested schema on stderr, passes it on, and the call completes", async () => {
    const elicited: unknown[] = [];
    const client = new Client({ name: "mrtr-host", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: "2026-07-28" } } });
    client.setRequestHandler("elicitation/create", async (request) => {
      elicited.push((request.params as { requestedSchema?: unknown }).requestedSchema);
      return { action: "decline" };
    });
    const transport = new StdioClientTransport({ ...proxyCommand(["--host", "mcp-sdk-v2-client"], SERVER), stderr: "pipe" });
    let stderr = "";
    transport.stderr?.on("data", (chunk: Buffer) => (stderr += String(chunk)));
    await client.connect(transport);
    try {
      expect(client.getNegotiatedProtocolVersion?.()).toBe("2026-07-28");
      const result = await client.callTool({ name: "zip_form", arguments: {} });
      expect(result.structuredContent).toEqual({ zip: "decline" });
      // what the client's handler was given: the 2.4.0 client drops the `pattern` it does not know
      expect(elicited).toEqual([{ type: "object", properties: { zip: { type: "string" } }, required: ["zip"] }]);
      const declined = await client.callTool({ name: "signup", arguments: {} });
      expect(declined.structuredContent).toEqual({ contact: "decline" });
      // a nested object the 2.4.0 client's own schema refuses: the proxy reports it, passes it on, the client fails the call
      await expect(client.callTool({ name: "bad_form", arguments: {} })).rejects.toThrow();
      expect(elicited).toHaveLength(2); // the zip form and signup's contact form; bad_form's never reached the handler
    } finally {
      await client.close();
    }
    expect(stderr.split("\n").filter((line) => line.includes("input_required"))).toEqual([
      'mcp-wire proxy: input_required inputRequests["zip"] requestedSchema is not valid at 2026-07-28 (passed on unchanged): /properties/zip/pattern pattern-unsupported',
      'mcp-wire proxy: input_required inputRequests["address"] requestedSchema is not valid at 2026-07-28 (passed on unchanged): /properties/address/type nested-object',
    ]);
  }, 60_000);
});

describe("checkInputRequests", () => {
  const titled = { type: "object", properties: { size: { type: "string", oneOf: [{ const: "s", title: "Small" }, { const: "l", title: "Large" }] } } };
  it("rewrites an entry convertible without loss for the revision, keeps the others as received", () => {
    const result = {
      resultType: "input_required",
      inputRequests: { size: { method: "elicitation/create", params: { message: "Size", requestedSchema: titled } }, roots: { method: "roots/list" } },
      requestState: "s1",
    };
    const check = checkInputRequests(result, "2025-06-18");
    expect(check.reports).toEqual(['input_required inputRequests["size"] requestedSchema rewritten for 2025-06-18 without loss: /properties/size/oneOf titled-to-legacy']);
    expect(check.result).toEqual({
      resultType: "input_required",
      inputRequests: {
        size: { method: "elicitation/create", params: { message: "Size", requestedSchema: { type: "object", properties: { size: { type: "string", enum: ["s", "l"], enumNames: ["Small", "Large"] } } } } },
        roots: { method: "roots/list" },
      },
      requestState: "s1",
    });
  });

  it("returns the very result when every entry is valid", () => {
    const result = { resultType: "input_required", inputRequests: { size: { method: "elicitation/create", params: { message: "Size", requestedSchema: titled } } } };
    expect(checkInputRequests(result, "2025-11-25")).toEqual({ result, reports: [] });
    expect(checkInputRequests(result, "2025-11-25").result).toBe(result);
  });
});
