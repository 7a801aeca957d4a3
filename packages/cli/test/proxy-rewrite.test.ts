/**
 * What `mcp-wire proxy` changes, and only that: the real executable between a raw host and the raw fixture server
 * (test/fixtures/proxy/raw-server.mjs), every expected message written out.
 */
import { fileURLToPath } from "node:url";
import { validateRequestedSchema } from "@mcp-wire/elicitation";
import { describe, expect, it } from "vitest";
import { RawHost, RAW_SERVER } from "./proxy-helpers.js";

/** The repo's SDK 1.x example server (`elicitForm` with a zod form), run with tsx. */
const V1_SERVER = [process.execPath, "--import", "tsx", fileURLToPath(new URL("../../sdk/test/fixtures/v1-server.ts", import.meta.url))];

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const call = (name: string, args: unknown = {}) => ({ name, arguments: args });
const toolsOf = (message: { result?: Record<string, unknown> }) => message.result?.["tools"] as Record<string, unknown>[];

describe("mcp-wire proxy: tools/list and tools/call", () => {
  it("--host mcp-sdk-v1-client: the 2020-12 tuple its draft-07 reading would misread converted (items array), the non-object output wrapped at 2025-11-25", async () => {
    const host = new RawHost(["--host", "mcp-sdk-v1-client"]);
    await host.initialize("2025-11-25");
    const tools = toolsOf(await host.request("tools/list"));
    expect(tools).toEqual([
      { name: "echo", inputSchema: { $schema: DRAFT_07, type: "object", properties: { message: { type: "string" } } } },
      {
        name: "pair",
        inputSchema: { type: "object" },
        outputSchema: {
          $schema: DRAFT_07,
          type: "object",
          properties: { pair: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false } },
          required: ["pair"],
        },
      },
      {
        name: "numbers",
        inputSchema: { type: "object" },
        outputSchema: {
          type: "object",
          properties: { result: { type: "array", items: { $ref: "#/properties/result/$defs/n" }, $defs: { n: { type: "number" } } } },
          required: ["result"],
        },
      },
    ]);
    expect((await host.request("tools/call", call("numbers"))).result).toEqual({ content: [{ type: "text", text: "[1,2,3]" }], structuredContent: { result: [1, 2, 3] } });
    // A tool that is not wrapped: its result passes unchanged.
    expect((await host.request("tools/call", call("pair"))).result).toEqual({ content: [{ type: "text", text: "[1,2]" }], structuredContent: { pair: [1, 2] } });
    host.close();
    expect(await host.exited).toBe(0);
  }, 15_000);

  it("a 2026-07-28 client: the non-object output schema and its results pass unwrapped", async () => {
    const host = new RawHost(["--host", "claude-desktop"]);
    await host.initialize("2026-07-28");
    const numbers = toolsOf(await host.request("tools/list")).find((tool) => tool["name"] === "numbers");
    expect(numbers?.["outputSchema"]).toEqual({ type: "array", items: { $ref: "#/$defs/n" }, $defs: { n: { type: "number" } } });
    expect((await host.request("tools/call", call("numbers"))).result?.["structuredContent"]).toEqual([1, 2, 3]);
    host.close();
    await host.exited;
  }, 15_000);

  it("--host auto: the host is recognised from clientInfo (claude-ai → claude-desktop), said on stderr", async () => {
    const host = new RawHost([]);
    await host.initialize("2025-11-25", { name: "claude-ai", version: "0.14.1" });
    const [echo] = toolsOf(await host.request("tools/list"));
    // Claude Desktop sends input schemas to the Anthropic API, which reads a draft-07 label: served as written
    expect(echo).toEqual({ name: "echo", inputSchema: { $schema: DRAFT_07, type: "object", properties: { message: { type: "string" } } } });
    await host.until(() => host.stderr.includes('mcp-wire proxy: client "claude-ai" at 2025-11-25: serving the claude-desktop@0.14.1 form\n') || undefined);
    host.close();
    await host.exited;
  }, 15_000);

  it("after notifications/tools/list_changed the new list is rewritten too, and its wrapped tools", async () => {
    const host = new RawHost(["--host", "common"]);
    await host.initialize("2025-11-25");
    await host.request("tools/list");
    await host.request("tools/call", call("change"), "change");
    expect(host.received).toContainEqual({ jsonrpc: "2.0", method: "notifications/tools/list_changed" });
    expect(toolsOf(await host.request("tools/list"))).toEqual([
      { name: "later", inputSchema: { type: "object" }, outputSchema: { type: "object", properties: { result: { type: "string" } }, required: ["result"] } },
    ]);
    expect((await host.request("tools/call", call("later"))).result?.["structuredContent"]).toEqual({ result: "later" });
    host.close();
    await host.exited;
  }, 15_000);

  it("--quarantine withholds the tool that would cost the list after projection, naming tool, host and reason; without it the tool passes", async () => {
    const tools = [
      { name: "fine", inputSchema: { type: "object", required: null } },
      { name: "broken", inputSchema: { type: "object" }, outputSchema: { type: "object", $defs: { a: { $anchor: "x" }, b: { $anchor: "x" } } } },
    ];
    const env = { RAW_TOOLS: JSON.stringify(tools) };
    const reason = 'tool "broken" for cursor: duplicate-anchor at outputSchema/$defs/b/$anchor (list): $anchor "x" is already declared at /$defs/a/$anchor\n';
    const quarantined = new RawHost(["--host", "cursor", "--quarantine"], RAW_SERVER, env);
    await quarantined.initialize("2025-11-25");
    // `required: null` would cost Cursor the list too, but its projection (the member dropped) does not: it is kept
    expect(toolsOf(await quarantined.request("tools/list"))).toEqual([{ name: "fine", inputSchema: { type: "object" } }]);
    await quarantined.until(() => quarantined.stderr.includes(`mcp-wire proxy: withheld: ${reason}`) || undefined);
    quarantined.close();
    const open = new RawHost(["--host", "cursor"], RAW_SERVER, env);
    await open.initialize("2025-11-25");
    expect(toolsOf(await open.request("tools/list"))).toEqual([{ name: "fine", inputSchema: { type: "object" } }, tools[1]]);
    await open.until(() => open.stderr.includes(`mcp-wire proxy: passed on, still lost: ${reason}`) || undefined);
    open.close();
    await Promise.all([quarantined.exited, open.exited]);
  }, 60_000);
});

describe("mcp-wire proxy: elicitation/create", () => {
  const titled = { type: "object", properties: { plan: { type: "string", oneOf: [{ const: "free", title: "Free" }, { const: "pro", title: "Pro" }] } }, required: ["plan"] };

  it("a 2025-06-18 client gets titled options as enum + enumNames; the answer goes back to the server", async () => {
    const host = new RawHost([]);
    await host.initialize("2025-06-18");
    host.send({ jsonrpc: "2.0", id: "ask", method: "tools/call", params: call("elicit", { requestedSchema: titled }) });
    const request = await host.until(() => host.received.find((m) => (m as { method?: string }).method === "elicitation/create") as { id: unknown; params: unknown } | undefined);
    expect(request.params).toEqual({
      mode: "form",
      message: "?",
      requestedSchema: { type: "object", properties: { plan: { type: "string", enum: ["free", "pro"], enumNames: ["Free", "Pro"] } }, required: ["plan"] },
    });
    await host.until(() => host.stderr.includes("mcp-wire proxy: elicitation/create requestedSchema rewritten for 2025-06-18 without loss: /properties/plan/oneOf titled-to-legacy\n") || undefined);
    host.send({ jsonrpc: "2.0", id: request.id, result: { action: "accept", content: { plan: "pro" } } });
    expect((await host.response("ask")).result).toEqual({ content: [{ type: "text", text: JSON.stringify({ action: "accept", content: { plan: "pro" } }) }] });
    host.close();
    await host.exited;
  }, 15_000);

  it("a 2025-11-25 client gets the titled form as sent; an invalid form is reported and passed on unchanged", async () => {
    const host = new RawHost([]);
    await host.initialize("2025-11-25");
    host.send({ jsonrpc: "2.0", id: "ok", method: "tools/call", params: call("elicit", { requestedSchema: titled }) });
    const nested = { type: "object", properties: { address: { type: "object", properties: { city: { type: "string" } } } } };
    host.send({ jsonrpc: "2.0", id: "bad", method: "tools/call", params: call("elicit", { requestedSchema: nested }) });
    const requests = await host.until(() => {
      const found = host.received.filter((m) => (m as { method?: string }).method === "elicitation/create") as { params: { requestedSchema: unknown } }[];
      return found.length === 2 ? found : undefined;
    });
    expect(requests.map((r) => r.params.requestedSchema)).toEqual([titled, nested]);
    await host.until(() => host.stderr.includes("mcp-wire proxy: elicitation/create requestedSchema is not valid at 2025-11-25 (passed on unchanged): /properties/address/type nested-object\n") || undefined);
    expect(host.stderr).not.toContain("rewritten");
    host.close();
    await host.exited;
  }, 15_000);
});

describe("mcp-wire proxy: the repo's SDK 1.x example server", () => {
  it("its 2025-11-25 form reaches a 2025-06-18 client in that revision's grammar, and the answer gets back", async () => {
    const host = new RawHost([], V1_SERVER);
    await host.initialize("2025-06-18");
    host.send({ jsonrpc: "2.0", id: "signup", method: "tools/call", params: call("signup", { revision: "2025-11-25" }) });
    const request = await host.until(() => host.received.find((m) => (m as { method?: string }).method === "elicitation/create") as { id: unknown; params: { requestedSchema: unknown } } | undefined, 20_000);
    expect(validateRequestedSchema(request.params.requestedSchema, { revision: "2025-06-18" })).toEqual({ valid: true, issues: [] });
    expect(validateRequestedSchema(request.params.requestedSchema, { revision: "2025-11-25" }).valid).toBe(true);
    await host.until(() => host.stderr.includes("mcp-wire proxy: elicitation/create requestedSchema rewritten for 2025-06-18 without loss: ") || undefined);
    host.send({ jsonrpc: "2.0", id: request.id, result: { action: "accept", content: { name: "Ada", email: "ada@example.com", plan: "pro" } } });
    const answer = await host.response("signup", 20_000);
    expect(JSON.parse((answer.result?.["content"] as { text: string }[])[0]?.text ?? "null")).toEqual({ status: "accepted", value: { name: "Ada", email: "ada@example.com", plan: "pro" } });
    host.close();
    await host.exited;
  }, 40_000);
});
