/**
 * What a JavaScript caller can get wrong, refused at run time with `SdkAdapterError` and its `code`:
 * missing or misplaced options of `publishToolSchemas` and `elicitForm` (SDK 1.x and 2.x), and
 * `elicitForm` on a server no client is connected to. Real SDK 1.32.2 and 2.4.0 servers and clients.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpServer as McpServerV2 } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as v1 from "../src/v1/index.js";
import * as v2 from "../src/v2/index.js";

const signup = z.object({ email: z.email() });

/** What `run` threw: `{ name, code, issues, message }`, or `"returned"`. */
async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
    return "returned";
  } catch (error) {
    const { name, code, issues, message } = error as v1.SdkAdapterError;
    return { name, code, issues, message };
  }
}

function adapterError(code: v1.IssueCode, message: string, path = "") {
  return { name: "SdkAdapterError", code, issues: [{ path, code, message }], message: `${code}: ${message}` };
}

describe("publishToolSchemas: options", () => {
  it.each([
    ["v1", () => new McpServer({ name: "x", version: "1" }), v1.publishToolSchemas],
    ["v2", () => new McpServerV2({ name: "x", version: "1" }), v2.publishToolSchemas],
  ] as const)("%s: a missing options object, or one with neither dialect nor hosts, names both shapes", async (_, server, publish) => {
    const shapes = '{ dialect: "2020-12" | "draft-07" | "portable" } or { hosts: "auto", quarantine?: boolean, log? }';
    expect(await thrown(() => (publish as (s: unknown, o?: unknown) => void)(server()))).toEqual(
      adapterError("invalid-option", `publishToolSchemas(server, options): options must be ${shapes}, got undefined`),
    );
    for (const options of [{}, { quarantine: true }]) {
      expect(await thrown(() => (publish as (s: unknown, o?: unknown) => void)(server(), options))).toEqual(
        adapterError("invalid-option", `publishToolSchemas(server, options): options must be ${shapes}, got neither dialect nor hosts`),
      );
    }
  });

  it("SdkAdapterError.code is the issue code", () => {
    const error = new v1.SdkAdapterError("unsupported-server");
    expect([error.code, error.issues[0]?.code, error instanceof TypeError]).toEqual(["unsupported-server", "unsupported-server", true]);
  });
});

describe("elicitForm (SDK 1.x): arguments and connection", () => {
  /** A connected v1 server whose tool `ask` calls elicitForm with the given params and options. */
  async function callWith(params: unknown, options: unknown): Promise<unknown> {
    const server = new McpServer({ name: "x", version: "1" });
    let result: unknown;
    server.registerTool("ask", {}, async () => {
      result = await thrown(() => v1.elicitForm(server, params as never, options as never));
      return { content: [] };
    });
    const client = new Client({ name: "c", version: "1" }, { capabilities: { elicitation: {} } });
    client.setRequestHandler((await import("@modelcontextprotocol/sdk/types.js")).ElicitRequestSchema, async () => ({ action: "decline" }));
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    await client.callTool({ name: "ask", arguments: {} });
    await client.close();
    return result;
  }

  it("revision in the options (beside relatedRequestId) is refused, naming where it goes", async () => {
    expect(await callWith({ message: "m", requestedSchema: signup }, { relatedRequestId: 1, revision: "2025-06-18" })).toEqual(
      adapterError(
        "invalid-option",
        "options.revision does not belong here: it goes in params: elicitForm(server, { message, requestedSchema, revision, onUnsupported }, options)",
        "/revision",
      ),
    );
  });

  it("an unknown options key is refused; the SDK's request options are accepted", async () => {
    expect(await callWith({ message: "m", requestedSchema: signup }, { timeOut: 5 })).toEqual(
      adapterError(
        "invalid-option",
        'options has an unknown key "timeOut" (known: onprogress, signal, timeout, resetTimeoutOnProgress, maxTotalTimeout, task, relatedTask, relatedRequestId, resumptionToken, onresumptiontoken)',
        "/timeOut",
      ),
    );
    expect(await callWith({ message: "m", requestedSchema: signup }, { timeout: 5000, signal: new AbortController().signal })).toBe("returned");
  });

  it("a request option in params is refused; params that are not an object too", async () => {
    expect(await callWith({ message: "m", requestedSchema: signup, relatedRequestId: 1 }, undefined)).toEqual(
      adapterError(
        "invalid-option",
        "params.relatedRequestId does not belong here: it is a request option: elicitForm(server, params, { relatedRequestId: extra.requestId, ... })",
        "/relatedRequestId",
      ),
    );
    expect(await callWith(null, undefined)).toEqual(
      adapterError("invalid-option", "elicitForm(server, params, options): params must be { message, requestedSchema, revision?, onUnsupported? }, got null"),
    );
  });

  it("a server that is not connected: not-connected, not the client's capabilities", async () => {
    const server = new McpServer({ name: "x", version: "1" });
    expect(await thrown(() => v1.elicitForm(server, { message: "m", requestedSchema: signup }))).toEqual(
      adapterError("not-connected", "the server is not connected: call elicitForm from a tool handler, after server.connect(transport)"),
    );
  });

  it("a connected server whose client has not initialized: not-connected", async () => {
    const server = new McpServer({ name: "x", version: "1" });
    const [serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    expect(await thrown(() => v1.elicitForm(server, { message: "m", requestedSchema: signup }))).toEqual(
      adapterError("not-connected", "no client has initialized the connection yet: call elicitForm from a tool handler"),
    );
    await server.close();
  });
});

describe("elicitForm (SDK 2.x): arguments", () => {
  const server = new McpServerV2({ name: "x", version: "1" });
  it("a ctx that is not a handler context, a key that is not a string, params that are not an object", async () => {
    expect(await thrown(() => v2.elicitForm(server, {} as never, "k", { message: "m", requestedSchema: signup }))).toEqual(
      adapterError("invalid-option", "ctx must be the ServerContext the tool handler received, got {}"),
    );
    const ctx = { mcpReq: {} } as never;
    expect(await thrown(() => v2.elicitForm(server, ctx, 7 as never, { message: "m", requestedSchema: signup }))).toEqual(
      adapterError("invalid-option", "elicitForm(server, ctx, key, params): key must be a string, got 7"),
    );
    expect(await thrown(() => v2.elicitForm(server, ctx, "k", undefined as never))).toEqual(
      adapterError(
        "invalid-option",
        "elicitForm(server, ctx, key, params): params must be { message, requestedSchema, revision?, onUnsupported?, requestState? }, got undefined",
      ),
    );
  });
});
