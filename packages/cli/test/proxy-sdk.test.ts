/**
 * The real SDK clients over `mcp-wire proxy` against server-everything: every request kind round-trips — the
 * transcript through the proxy equals the transcript of a direct connection, for the SDK 1.x client
 * (`@modelcontextprotocol/sdk` 1.32.2) and the 2.x client (`@modelcontextprotocol/client` 2.4.0). Covered: ping,
 * tools/list and tools/call (with outputSchema validation), prompts, resources (read, templates, subscribe),
 * completion, logging/setLevel, progress notifications, cancellation, sampling, elicitation and roots requested by the
 * server.
 */
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { EVERYTHING, proxyCommand } from "./proxy-helpers.js";

const CAPABILITIES = { sampling: {}, elicitation: { form: {} }, roots: { listChanged: true } };
const SAMPLED = { role: "assistant" as const, content: { type: "text" as const, text: "sampled by the test" }, model: "test-model" };
const ROOTS = { roots: [{ uri: "file:///tmp/proxy-test", name: "proxy-test" }] };

/** What both SDK lines' clients offer, as far as the transcript uses it. */
interface AnyClient {
  ping(): Promise<unknown>;
  listTools(): Promise<{ tools: { name: string; outputSchema?: unknown }[] }>;
  listPrompts(): Promise<{ prompts: { name: string }[] }>;
  getPrompt(params: { name: string; arguments?: Record<string, string> }): Promise<unknown>;
  listResources(): Promise<{ resources: { uri: string }[] }>;
  readResource(params: { uri: string }): Promise<unknown>;
  listResourceTemplates(): Promise<unknown>;
  subscribeResource(params: { uri: string }): Promise<unknown>;
  unsubscribeResource(params: { uri: string }): Promise<unknown>;
  complete(params: never): Promise<unknown>;
  setLoggingLevel(level: "debug"): Promise<unknown>;
  close(): Promise<void>;
}
type CallTool = (name: string, args: Record<string, unknown>, options?: { onprogress?: (progress: unknown) => void; signal?: AbortSignal }) => Promise<unknown>;

/** Every request kind once, the results in order (`elicited`: the requestedSchema the client was sent). */
async function transcript(client: AnyClient, callTool: CallTool, elicited: unknown[]): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  out["ping"] = await client.ping();
  out["tools"] = (await client.listTools()).tools.map((tool) => tool.name).sort();
  out["echo"] = await callTool("echo", { message: "through the proxy" });
  out["sum"] = await callTool("get-sum", { a: 2, b: 3 });
  out["structured"] = await callTool("get-structured-content", { location: "Chicago" });
  out["prompts"] = (await client.listPrompts()).prompts.map((prompt) => prompt.name);
  out["prompt"] = await client.getPrompt({ name: "args-prompt", arguments: { city: "Lisbon", state: "PT" } });
  const { resources } = await client.listResources();
  out["resources"] = resources.map((resource) => resource.uri);
  out["read"] = await client.readResource({ uri: resources[0]?.uri ?? "" });
  out["templates"] = await client.listResourceTemplates();
  out["subscribe"] = await client.subscribeResource({ uri: resources[0]?.uri ?? "" });
  out["unsubscribe"] = await client.unsubscribeResource({ uri: resources[0]?.uri ?? "" });
  out["complete"] = await client.complete({ ref: { type: "ref/prompt", name: "completable-prompt" }, argument: { name: "department", value: "E" } } as never);
  out["setLevel"] = await client.setLoggingLevel("debug");
  const progress: unknown[] = [];
  out["long"] = await callTool("trigger-long-running-operation", { duration: 0.3, steps: 3 }, { onprogress: (p) => progress.push(p) });
  out["progress"] = progress;
  const abort = new AbortController();
  const cancelled = callTool("trigger-long-running-operation", { duration: 5, steps: 5 }, { onprogress: () => abort.abort("test cancels"), signal: abort.signal });
  out["cancelled"] = await cancelled.then(() => "finished", (error: unknown) => (abort.signal.aborted ? "cancelled" : String(error)));
  out["pingAfterCancel"] = await client.ping();
  out["sampling"] = await callTool("trigger-sampling-request", { prompt: "hello", maxTokens: 5 });
  out["elicitation"] = await callTool("trigger-elicitation-request", {});
  out["elicited"] = elicited;
  out["roots"] = await callTool("get-roots-list", {});
  return out;
}

function v1Client(elicited: unknown[]): ClientV1 {
  const client = new ClientV1({ name: "transcript-v1", version: "1.0.0" }, { capabilities: CAPABILITIES });
  client.setRequestHandler(CreateMessageRequestSchema, async () => SAMPLED);
  client.setRequestHandler(ElicitRequestSchema, async (request) => {
    elicited.push((request.params as { requestedSchema?: unknown }).requestedSchema);
    return { action: "decline" };
  });
  client.setRequestHandler(ListRootsRequestSchema, async () => ROOTS);
  return client;
}

function v2Client(elicited: unknown[]): ClientV2 {
  const client = new ClientV2({ name: "transcript-v2", version: "1.0.0" }, { capabilities: CAPABILITIES });
  client.setRequestHandler("sampling/createMessage", async () => SAMPLED);
  client.setRequestHandler("elicitation/create", async (request) => {
    elicited.push((request.params as { requestedSchema?: unknown }).requestedSchema);
    return { action: "decline" };
  });
  client.setRequestHandler("roots/list", async () => ROOTS);
  return client;
}

const server = { command: EVERYTHING[0], args: EVERYTHING.slice(1) };

/**
 * The transcript without its progress notifications, and those checked apart: server-everything sends the last one
 * about when it answers, so whether it arrives before the result (the client drops it after) is the server's timing.
 */
function sameTranscripts(proxied: Record<string, unknown>, direct: Record<string, unknown>): void {
  const { progress: viaProxy, ...rest } = proxied;
  const { progress: viaDirect, ...directRest } = direct;
  expect(rest).toEqual(directRest);
  const steps = [1, 2, 3].map((progress) => ({ progress, total: 3 }));
  for (const progress of [viaProxy, viaDirect]) expect([steps.slice(0, 2), steps]).toContainEqual(progress);
}
const through = (options: readonly string[]) => proxyCommand(options, EVERYTHING);

async function runV1(params: { command: string; args: string[] }): Promise<Record<string, unknown>> {
  const elicited: unknown[] = [];
  const client = v1Client(elicited);
  await client.connect(new StdioV1({ ...params, stderr: "pipe" }));
  try {
    return await transcript(client as unknown as AnyClient, (name, args, options) => client.callTool({ name, arguments: args }, undefined, options), elicited);
  } finally {
    await client.close();
  }
}

async function runV2(params: { command: string; args: string[] }): Promise<Record<string, unknown>> {
  const elicited: unknown[] = [];
  const client = v2Client(elicited);
  await client.connect(new StdioV2({ ...params, stderr: "pipe" }));
  try {
    return await transcript(client as unknown as AnyClient, (name, args, options) => client.callTool({ name, arguments: args }, options), elicited);
  } finally {
    await client.close();
  }
}

describe("SDK clients over mcp-wire proxy, against server-everything", () => {
  it("SDK 1.x client: every request kind gives the same transcript through the proxy as direct", async () => {
    const direct = await runV1(server);
    const proxied = await runV1(through(["--host", "mcp-sdk-v1-client"]));
    sameTranscripts(proxied, direct);
    expect(direct["cancelled"]).toBe("cancelled");
    expect(JSON.stringify(direct["sampling"])).toContain("sampled by the test");
    expect(JSON.stringify(direct["roots"])).toContain("file:///tmp/proxy-test");
  }, 60_000);

  it("SDK 2.x client: every request kind gives the same transcript through the proxy as direct", async () => {
    const direct = await runV2(server);
    const proxied = await runV2(through(["--host", "mcp-sdk-v2-client"]));
    sameTranscripts(proxied, direct);
    expect(direct["cancelled"]).toBe("cancelled");
  }, 60_000);
});
