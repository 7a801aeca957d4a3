/**
 * `@mcp-wire/sdk/v2` elicitForm, end to end: a real `@modelcontextprotocol/server` 2.4.0 server (served by
 * `serveStdio`, which picks the era per connection) and a real `@modelcontextprotocol/client` 2.4.0, on
 * both eras — 2026-07-28 (the client fulfils `input_required`) and 2025-11-25 (the SDK's legacy shim sends
 * `elicitation/create` and re-enters the handler) — over InMemoryTransport and over stdio.
 */
import { fileURLToPath } from "node:url";
import { Client, InMemoryTransport, SUPPORTED_PROTOCOL_VERSIONS, type ElicitResult } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { afterEach, describe, expect, it } from "vitest";
import { createV2Server } from "./fixtures/v2-server.js";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const FIXTURE = fileURLToPath(new URL("./fixtures/v2-server.ts", import.meta.url));

const SIGNUP = {
  type: "object",
  properties: {
    name: { type: "string", description: "Your name", minLength: 1 },
    email: { type: "string", format: "email" },
    age: { type: "integer", minimum: 18, maximum: 130 },
    plan: { type: "string", enum: ["free", "pro"], default: "free" },
  },
  required: ["name", "email"],
};

type Era = "2026-07-28" | "2025-11-25";

interface Harness {
  readonly client: Client;
  readonly received: Record<string, unknown>[];
  answer: ElicitResult;
}

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

async function harness(transport: "memory" | "stdio", era: Era): Promise<Harness> {
  const client = new Client(
    { name: "test-client", version: "1.0.0" },
    {
      capabilities: { elicitation: {} },
      ...(era === "2026-07-28"
        ? { versionNegotiation: { mode: { pin: "2026-07-28" } }, supportedProtocolVersions: ["2026-07-28", ...SUPPORTED_PROTOCOL_VERSIONS] }
        : {}),
    },
  );
  const state: Harness = { client, received: [], answer: { action: "cancel" } };
  client.setRequestHandler("elicitation/create", async (request) => {
    const { _meta: _ignored, ...params } = request.params as Record<string, unknown>;
    state.received.push(params);
    return state.answer;
  });
  if (transport === "memory") {
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    serveStdio(() => createV2Server(), { transport: serverSide });
    await client.connect(clientSide);
  } else {
    await client.connect(new StdioClientTransport({ command: process.execPath, args: ["--import", "tsx", FIXTURE], cwd: PACKAGE_DIR, stderr: "pipe" }));
  }
  open.push(client);
  return state;
}

async function call(h: Harness, name: string): Promise<unknown> {
  const result = await h.client.callTool({ name, arguments: {} });
  const [first] = result.content as { type: string; text: string }[];
  if (result.isError === true) return { error: first?.text };
  return JSON.parse(first?.text ?? "null");
}

for (const transport of ["memory", "stdio"] as const) {
  for (const era of ["2026-07-28", "2025-11-25"] as const) {
    describe(`elicitForm over ${transport}, era ${era} (SDK 2.x)`, () => {
      it("serves the request under its revision", async () => {
        const h = await harness(transport, era);
        expect(await call(h, "revision")).toBe(era);
      });

      it("accept with valid content: the zod output (default applied), and the exact wire requestedSchema", async () => {
        const h = await harness(transport, era);
        h.answer = { action: "accept", content: { name: "Ada", email: "ada@example.com", age: 36 } };
        expect(await call(h, "signup")).toEqual({ status: "accepted", value: { name: "Ada", email: "ada@example.com", age: 36, plan: "free" } });
        expect(h.received).toEqual([{ mode: "form", message: "Sign up", requestedSchema: SIGNUP }]);
      });

      it("accept with invalid content: its own outcome, issues by JSON Pointer", async () => {
        const h = await harness(transport, era);
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
        const h = await harness(transport, era);
        h.answer = { action: "decline" };
        expect(await call(h, "signup")).toEqual({ status: "declined" });
        h.answer = { action: "cancel" };
        expect(await call(h, "signup")).toEqual({ status: "cancelled" });
        expect(h.received).toHaveLength(2);
      });
    });
  }
}

describe("elicitForm details (SDK 2.x, in memory)", () => {
  it("a plain JSON Schema form: answers are checked with validateContent against what was sent", async () => {
    const h = await harness("memory", "2026-07-28");
    h.answer = { action: "accept", content: { name: "Ada", email: "nope", age: 12 } };
    expect(await call(h, "signup_json")).toEqual({
      status: "invalid",
      issues: [
        { path: "/email", code: "format-mismatch", message: "must be a valid email" },
        { path: "/age", code: "undeclared-key", message: "is not a property of the requestedSchema" },
      ],
    });
    expect(h.received).toEqual([
      {
        mode: "form",
        message: "Sign up",
        requestedSchema: {
          type: "object",
          properties: { name: { type: "string", minLength: 1, description: "Your name" }, email: { type: "string", format: "email" } },
          required: ["name", "email"],
        },
      },
    ]);
  });
});
