/**
 * `@mcp-wire/sdk/v1` elicitForm, end to end: a real `@modelcontextprotocol/sdk` 1.32.2 server and client,
 * over InMemoryTransport and over stdio (the fixture server run as a child process). The client records
 * every `elicitation/create` it receives and answers from a script.
 */
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ElicitRequestSchema, type ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import { createV1Server } from "./fixtures/v1-server.js";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const FIXTURE = fileURLToPath(new URL("./fixtures/v1-server.ts", import.meta.url));

/** The wire requestedSchema of the zod `signup` form at 2025-11-25. */
const SIGNUP_2025_11_25 = {
  type: "object",
  properties: {
    name: { type: "string", description: "Your name", minLength: 1 },
    email: { type: "string", format: "email" },
    age: { type: "integer", minimum: 18, maximum: 130 },
    plan: { type: "string", enum: ["free", "pro"], default: "free" },
  },
  required: ["name", "email"],
};

interface Harness {
  readonly client: Client;
  readonly received: unknown[];
  answer: ElicitResult;
}

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

async function harness(transport: "memory" | "stdio", capabilities: object = { elicitation: {} }): Promise<Harness> {
  const client = new Client({ name: "test-client", version: "1.0.0" }, { capabilities });
  const state: Harness = { client, received: [], answer: { action: "cancel" } };
  if ("elicitation" in capabilities) {
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      state.received.push(request.params);
      return state.answer;
    });
  }
  if (transport === "memory") {
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await createV1Server().connect(serverSide);
    await client.connect(clientSide);
  } else {
    await client.connect(new StdioClientTransport({ command: process.execPath, args: ["--import", "tsx", FIXTURE], cwd: PACKAGE_DIR, stderr: "pipe" }));
  }
  open.push(client);
  return state;
}

async function call(h: Harness, name: string, args: Record<string, unknown> = {}): Promise<unknown> {
  const result = await h.client.callTool({ name, arguments: args });
  const [first] = result.content as { type: string; text: string }[];
  if (result.isError === true) return { error: first?.text };
  return JSON.parse(first?.text ?? "null");
}

for (const transport of ["memory", "stdio"] as const) {
  describe(`elicitForm over ${transport} (SDK 1.x)`, () => {
    it("accept with valid content: the zod output (default applied), and the exact wire requestedSchema", async () => {
      const h = await harness(transport);
      h.answer = { action: "accept", content: { name: "Ada", email: "ada@example.com", age: 36 } };
      expect(await call(h, "signup")).toEqual({ status: "accepted", value: { name: "Ada", email: "ada@example.com", age: 36, plan: "free" } });
      expect(h.received).toEqual([{ mode: "form", message: "Sign up", requestedSchema: SIGNUP_2025_11_25 }]);
    });

    it("accept with invalid content: its own outcome, issues by JSON Pointer", async () => {
      const h = await harness(transport);
      h.answer = { action: "accept", content: { name: "Ada", email: "nope", age: 12 } };
      expect(await call(h, "signup")).toEqual({
        status: "invalid",
        issues: [
          { path: "/email", code: "schema-rejected", message: "Invalid email address" },
          { path: "/age", code: "schema-rejected", message: "Too small: expected number to be >=18" },
        ],
      });
    });

    it("decline and cancel", async () => {
      const h = await harness(transport);
      h.answer = { action: "decline" };
      expect(await call(h, "signup")).toEqual({ status: "declined" });
      h.answer = { action: "cancel" };
      expect(await call(h, "signup")).toEqual({ status: "cancelled" });
      expect(h.received).toHaveLength(2);
    });
  });
}

describe("elicitForm details (SDK 1.x, in memory)", () => {
  it("revision 2025-06-18: the form carries that revision's grammar (no default on enums)", async () => {
    const h = await harness("memory");
    h.answer = { action: "decline" };
    await call(h, "signup", { revision: "2025-06-18" });
    const { default: _default, ...plan } = SIGNUP_2025_11_25.properties.plan;
    expect(h.received).toEqual([
      { message: "Sign up", requestedSchema: { ...SIGNUP_2025_11_25, properties: { ...SIGNUP_2025_11_25.properties, plan } } },
    ]);
  });

  it("a plain JSON Schema form: answers are checked with validateContent against what was sent", async () => {
    const h = await harness("memory");
    h.answer = { action: "accept", content: { name: "Ada", email: "nope", age: 12 } };
    expect(await call(h, "signup_json")).toEqual({
      status: "invalid",
      issues: [
        { path: "/email", code: "format-mismatch", message: "must be a valid email" },
        { path: "/age", code: "undeclared-key", message: "is not a property of the requestedSchema" },
      ],
    });
    h.answer = { action: "accept", content: { name: "Ada", email: "ada@example.com" } };
    expect(await call(h, "signup_json")).toEqual({ status: "accepted", value: { name: "Ada", email: "ada@example.com" } });
  });

  it("a schema the wire cannot carry is refused before anything is sent", async () => {
    const h = await harness("memory");
    expect(await call(h, "nested")).toEqual({
      error: "requestedSchema rejected at /properties/address/type: nested objects are not on the wire; flatten the form (nested-object)",
    });
    expect(h.received).toEqual([]);
  });

  it("a client without the elicitation capability: SdkAdapterError, nothing sent", async () => {
    const h = await harness("memory", {});
    expect(await call(h, "signup")).toEqual({
      error: "client-lacks-form-elicitation: the connected client did not declare the elicitation (form) capability",
    });
  });
});

/**
 * A raw JSON-RPC client over InMemoryTransport: it answers `elicitation/create` with whatever it is
 * given, as a misbehaving client would (the SDK's own Client would refuse to send most of these).
 */
async function rawCall(capabilities: object, answer: unknown): Promise<unknown> {
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await createV1Server().connect(serverSide);
  const pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  clientSide.onmessage = (message: any) => {
    if (message.method === "elicitation/create") void clientSide.send({ jsonrpc: "2.0", id: message.id, result: answer } as never);
    else if (message.id !== undefined && pending.has(message.id)) pending.get(message.id)!(message);
  };
  await clientSide.start();
  const request = (id: number, method: string, params: object) =>
    new Promise<{ result?: any; error?: unknown }>((resolve) => {
      pending.set(id, resolve);
      void clientSide.send({ jsonrpc: "2.0", id, method, params } as never);
    });
  await request(1, "initialize", { protocolVersion: "2025-11-25", capabilities, clientInfo: { name: "raw", version: "1" } });
  await clientSide.send({ jsonrpc: "2.0", method: "notifications/initialized" } as never);
  const response = await request(2, "tools/call", { name: "signup", arguments: {} });
  await clientSide.close();
  const text = response.result?.content?.[0]?.text;
  return response.result?.isError ? { error: text } : JSON.parse(text);
}

describe("elicitForm with a misbehaving client (SDK 1.x)", () => {
  /** The issue of an ElicitResult the client sent malformed at `path`. */
  const malformed = (path: string, message: string) => ({ path, code: "malformed-response", message });
  it.each([
    ["an unknown action", { action: "maybe" }, [malformed("/action", "must be one of accept, decline, cancel")]],
    ["content that is a string", { action: "accept", content: "x" }, [malformed("/content", "must be an object, got string")]],
    [
      "a roots result",
      { roots: [] },
      [{ path: "", code: "not-an-elicit-result", message: "is a roots result, not an ElicitResult" }],
    ],
    [
      "content with a __proto__ key",
      JSON.parse('{"action":"accept","content":{"name":"a","email":"a@b.co","__proto__":{"isAdmin":true}}}'),
      [malformed("/content/__proto__", "is a name no requestedSchema can declare")],
    ],
  ])("%s is an invalid outcome, not an exception", async (_, answer, issues) => {
    expect(await rawCall({ elicitation: {} }, answer)).toEqual({ status: "invalid", issues });
  });

  it("a client that declares only URL-mode elicitation: SdkAdapterError", async () => {
    expect(await rawCall({ elicitation: { url: {} } }, { action: "decline" })).toEqual({
      error: "client-lacks-form-elicitation: the connected client did not declare the elicitation (form) capability",
    });
  });
});
