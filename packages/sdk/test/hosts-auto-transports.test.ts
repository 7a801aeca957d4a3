/**
 * `hosts: "auto"` over real transports on both SDK lines: an `@modelcontextprotocol/sdk` 1.32.2 and an
 * `@modelcontextprotocol/server` 2.4.0 server, each over Streamable HTTP on 127.0.0.1 (one server instance per
 * session, every session on one HTTP server, all at once) and over stdio (a child process per client), answer real
 * clients announcing every `clientInfo.name` of the product records (`@mcp-wire/hosts` PRODUCTS) and one unknown name.
 *
 * What a client receives is compared with the seam's public answer for the product its name belongs to
 * (`projectToolList` for `recognizeHost`), so the forms may change with the host records; what must hold whatever the
 * forms are is checked against real validators: Claude Desktop's list carries no label but 2020-12's and compiles in
 * Ajv 2020 (its 2020-12-only validator), the common form keeps the server's own labels and is read by the SDK 1.x
 * client's own validator (and compiles in Ajv 2020 where the server's own list does), and the SDK 1.x client
 * validates a Cursor session's tuple result with its own draft-07 rules.
 */
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { StreamableHTTPClientTransport as HttpClientV2 } from "@modelcontextprotocol/client";
import { InMemoryTransport as MemoryV2, WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { PRODUCTS as PRODUCT_RECORDS } from "@mcp-wire/hosts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcedVersion, PRODUCTS, projectToolList, recognizeHost, type HostChoice } from "../src/v1/index.js";
import { valid2020 } from "./ajv.js";
import { createToolsV1, createToolsV2 } from "./fixtures/auto-server.js";

const REVISION = "2025-11-25";
const UNKNOWN = "some-new-client";
const FIXTURE = fileURLToPath(new URL("./fixtures/auto-server.ts", import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

/** Every `clientInfo.name` a product record matches, with the product, and one name no record has. */
const NAMES: readonly { name: string; product: string | undefined }[] = [
  ...Object.values(PRODUCT_RECORDS).flatMap((record) => (record.clients?.names ?? []).map((name) => ({ name, product: record.id as string }))),
  { name: UNKNOWN, product: undefined },
];

/**
 * The version each client announces: a Claude Desktop build of the 2020-12-only validator era (its record's fact holds
 * from 1.28929.0) for `claude-ai`, so the checks below meet that validator; Kilo CLI's measured release for `kilo` (its
 * record has the name from 7.7.7, the version the lab saw it sent); `1.0.0` for every other name.
 */
const ANNOUNCED: Readonly<Record<string, string>> = { "claude-ai": "1.28929.0", kilo: "7.7.7" };
const versionOf = (name: string): string => ANNOUNCED[name] ?? "1.0.0";

/** The form a product's clients are served: its own when the seam serves that product, else the common one. */
const servedFor = (product: string | undefined): HostChoice =>
  product !== undefined && (PRODUCTS as readonly string[]).includes(product) ? (product as HostChoice) : "common";

type Tool = { name: string; inputSchema: object; outputSchema?: object };
const schemasOf = (tools: readonly Tool[]) => tools.flatMap((tool) => [tool.inputSchema, ...(tool.outputSchema === undefined ? [] : [tool.outputSchema])]);
/** Every `$schema` label anywhere in `value`. */
const labelsIn = (value: unknown): unknown[] =>
  typeof value === "object" && value !== null ? [...(Object.hasOwn(value, "$schema") ? [(value as { $schema: unknown }).$schema] : []), ...Object.values(value).flatMap(labelsIn)] : [];
const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
/** The labels in `tools` other than 2020-12's (the one label a 2020-12-only validator loads). */
const otherLabels = (tools: readonly unknown[] | undefined): unknown[] => labelsIn(tools).filter((label) => label !== DRAFT_2020_12);

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await Promise.all(closers.splice(0).map((close) => close().catch(() => undefined)));
});

/** Listens on 127.0.0.1; `handle` serves each request. */
async function listen(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, sessions: { close(): Promise<unknown> }[]): Promise<URL> {
  const http = createServer((req, res) => void handle(req, res).catch(() => res.writeHead(500).end()));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  closers.push(async () => {
    await Promise.all(sessions.map((session) => session.close()));
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });
  return new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`);
}

/** SDK 1.x: a `StreamableHTTPServerTransport` and its own McpServer (published with `hosts: "auto"`) per session. */
async function httpServerV1(auto: boolean): Promise<URL> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const open: StreamableHTTPServerTransport[] = [];
  return listen(async (req, res) => {
    const id = req.headers["mcp-session-id"];
    let transport = typeof id === "string" ? sessions.get(id) : undefined;
    if (transport === undefined) {
      const created = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: (sid) => void sessions.set(sid, created) });
      open.push(created);
      await createToolsV1(auto).connect(created);
      transport = created;
    }
    await transport.handleRequest(req, res);
  }, open);
}

/** SDK 2.x: a `WebStandardStreamableHTTPServerTransport` and its own McpServer per session, behind node:http. */
async function httpServerV2(auto: boolean): Promise<URL> {
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
  const open: WebStandardStreamableHTTPServerTransport[] = [];
  return listen(async (req, res) => {
    const id = req.headers["mcp-session-id"];
    let transport = typeof id === "string" ? sessions.get(id) : undefined;
    if (transport === undefined) {
      const created = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: (sid) => void sessions.set(sid, created) });
      open.push(created);
      await createToolsV2(auto).connect(created);
      transport = created;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
    const body = chunks.length === 0 ? undefined : Buffer.concat(chunks);
    const response = await transport.handleRequest(new Request(`http://127.0.0.1${req.url ?? "/"}`, { method: req.method ?? "GET", headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body === null) return void res.end();
    for await (const chunk of response.body) res.write(chunk);
    res.end();
  }, open);
}

/** What every client lists and calls, per connection. */
interface Session {
  name: string;
  tools: Tool[];
  /** `pair`'s `structuredContent`, or the error message the client's own validation gave. */
  pair: unknown;
}

/** What {@link sessionsOver} uses of a client, on either SDK line. */
interface AnyClient {
  listTools(): Promise<{ tools: unknown[] }>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<object>;
  close(): Promise<void>;
}

async function sessionsOver(connect: (name: string) => Promise<AnyClient>): Promise<Session[]> {
  const clients = await Promise.all(NAMES.map(({ name }) => connect(name)));
  closers.push(() => Promise.all(clients.map((client) => client.close())));
  const listed = await Promise.all(clients.map((client) => client.listTools()));
  const pairs = await Promise.all(clients.map((client) => client.callTool({ name: "pair", arguments: { n: 1 } }).then((result) => (result as { structuredContent?: unknown }).structuredContent, (error: Error) => error.message)));
  return NAMES.map(({ name }, index) => ({ name, tools: listed[index]?.tools as Tool[], pair: pairs[index] }));
}

/** The lists each name must get: the seam's projection of the server's own list (`registered`) for its product. */
function expectedLists(registered: readonly Tool[], wrapOutputs: boolean): Record<string, unknown> {
  return Object.fromEntries(NAMES.map(({ name, product }) => [name, projectToolList(registered, { host: servedFor(product), revision: REVISION, wrapOutputs, version: announcedVersion({ name, version: versionOf(name) }, REVISION) }).tools]));
}

/** What holds whatever the forms are, checked with real validators. */
function checkForms(sessions: readonly Session[], registered: readonly Tool[], forms: number): void {
  const byName = new Map(sessions.map((session) => [session.name, session]));
  const desktop = byName.get("claude-ai")?.tools ?? [];
  const common = byName.get(UNKNOWN)?.tools ?? [];
  expect(desktop).toHaveLength(2);
  expect(otherLabels(desktop)).toEqual([]);
  expect(schemasOf(desktop).map(compiles2020)).toEqual([true, true, true]);
  const desktopOutput = desktop.find((tool) => tool.name === "pair")?.outputSchema ?? {};
  expect([valid2020(desktopOutput, { pair: [1, 2] }), valid2020(desktopOutput, { pair: [1, 2, 3] })]).toEqual([true, false]);
  // the common form keeps the labels the server wrote: no label is loaded by both a 2020-12-only validator and
  // new Ajv(), so a converted one would cost one of them what the server's own costs neither
  expect(labelsIn(common)).toEqual(labelsIn(registered));
  const commonOutput = common.find((tool) => tool.name === "pair")?.outputSchema ?? {};
  const registeredOutput = registered.find((tool) => tool.name === "pair")?.outputSchema ?? {};
  // read by the SDK 1.x client's own validator (draft-07 semantics, any label loads); Ajv 2020 compiles it exactly
  // where it compiles the server's own
  expect([validSdk1(commonOutput, { pair: [1, 2] }), validSdk1(commonOutput, { pair: "x" }), compiles2020(commonOutput)]).toEqual([true, false, compiles2020(registeredOutput)]);
  // Forms differ where hosts differ: not one list for everyone (on the SDK 1.x line the unknown client gets the list
  // as written, as Cursor's clients do).
  expect(new Set(sessions.map((session) => JSON.stringify(session.tools))).size).toBe(forms);
}

/** `value` against `schema` with the real SDK 1.x client validator (`AjvJsonSchemaValidator` of @modelcontextprotocol/sdk 1.32.2). */
function validSdk1(schema: object, value: unknown): boolean {
  return new AjvJsonSchemaValidator().getValidator(schema as never)(value).valid;
}

function compiles2020(schema: object): boolean {
  try {
    valid2020(schema, null);
    return true;
  } catch {
    return false;
  }
}

describe.each([
  { line: "SDK 1.x server", start: httpServerV1, wrapOutputs: true, forms: 2 },
  { line: "SDK 2.x server", start: httpServerV2, wrapOutputs: false, forms: 3 },
])("hosts: auto, $line over Streamable HTTP", ({ start, wrapOutputs, forms }) => {
  let registered: Tool[] = [];
  let url: URL;
  beforeAll(async () => {
    const plain = new Client({ name: UNKNOWN, version: "1.0.0" });
    await plain.connect(new StreamableHTTPClientTransport(await start(false)));
    registered = (await plain.listTools()).tools as Tool[];
    await plain.close();
    url = await start(true);
  }, 30_000);

  it("every product's clients (SDK 1.x clients), in concurrent sessions on one server, each get their product's form; an unknown client the common one", async () => {
    const sessions = await sessionsOver(async (name) => {
      const client = new Client({ name, version: versionOf(name) });
      const transport = new StreamableHTTPClientTransport(url);
      await client.connect(transport);
      expect(transport.protocolVersion).toBe(REVISION);
      return client;
    });
    expect(Object.fromEntries(sessions.map((session) => [session.name, session.tools]))).toEqual(expectedLists(registered, wrapOutputs));
    checkForms(sessions, registered, forms);
    // The SDK 1.x client checks results with draft-07 rules: the Cursor form of the tuple validates there.
    expect(sessions.find((session) => session.name === "cursor-vscode")?.pair).toEqual({ pair: [1, 2] });
    expect(sessions.find((session) => session.name === UNKNOWN)?.pair).toEqual({ pair: [1, 2] });
  }, 30_000);

  it("SDK 2.x clients get the same per-product forms", async () => {
    const sessions = await sessionsOver(async (name) => {
      const client = new ClientV2({ name, version: versionOf(name) });
      await client.connect(new HttpClientV2(url));
      expect(client.getNegotiatedProtocolVersion()).toBe(REVISION);
      return client;
    });
    expect(Object.fromEntries(sessions.map((session) => [session.name, session.tools]))).toEqual(expectedLists(registered, wrapOutputs));
    // The SDK 2.x client validates each form (Ajv 2020, or draft-07 for a draft-07 label): every call's result holds.
    expect(sessions.map((session) => session.pair)).toEqual(sessions.map(() => ({ pair: [1, 2] })));
  }, 30_000);
});

/** What the fixture server lists without `hosts: "auto"`, read in-process. */
async function registeredInMemory(line: string): Promise<Tool[]> {
  if (line === "v2") {
    const [serverSide, clientSide] = MemoryV2.createLinkedPair();
    await createToolsV2(false).connect(serverSide);
    const client = new ClientV2({ name: UNKNOWN, version: "1.0.0" });
    await client.connect(clientSide);
    const { tools } = await client.listTools();
    await client.close();
    return tools as Tool[];
  }
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await createToolsV1(false).connect(serverSide);
  const client = new Client({ name: UNKNOWN, version: "1.0.0" });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  return tools as Tool[];
}

describe("hosts: auto over stdio", () => {
  const connect = async (name: string, args: readonly string[]) => {
    const client = new Client({ name, version: versionOf(name) });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: ["--import", "tsx", FIXTURE, ...args], cwd: PACKAGE_DIR, stderr: "pipe" }));
    closers.push(() => client.close());
    return client;
  };

  it.each([
    { line: "SDK 1.x server", arg: "v1", wrapOutputs: true, forms: 2 },
    { line: "SDK 2.x server", arg: "v2", wrapOutputs: false, forms: 3 },
  ])("$line: the client of each process gets its own product's form (Claude Desktop, Cursor, unknown)", async ({ arg, wrapOutputs, forms }) => {
    const names = ["claude-ai", "cursor-vscode", UNKNOWN];
    const clients = await Promise.all(names.map((name) => connect(name, [arg])));
    const registered = await registeredInMemory(arg);
    const listed = await Promise.all(clients.map(async (client) => (await client.listTools()).tools));
    const hosts = names.map((name) => servedFor(NAMES.find((entry) => entry.name === name)?.product));
    expect(hosts).toEqual(["claude-desktop", "cursor", "common"]);
    expect(listed).toEqual(hosts.map((host, i) => projectToolList(registered, { host, revision: REVISION, wrapOutputs, version: announcedVersion({ name: names[i], version: versionOf(names[i]!) }, REVISION) }).tools));
    expect(otherLabels(listed[0])).toEqual([]);
    // on the SDK 1.x line Cursor and the unknown client both get the list as written
    expect(new Set(listed.map((tools) => JSON.stringify(tools))).size).toBe(forms);
    expect((await clients[1]!.callTool({ name: "pair", arguments: { n: 4 } })).structuredContent).toEqual({ pair: [4, 5] });
  }, 30_000);
});

describe("the names tested", () => {
  it("are the product records' clientInfo names, each recognised as its product where the seam serves it", () => {
    expect(NAMES.map(({ name }) => [name, recognizeHost({ name, version: versionOf(name) }, REVISION)])).toEqual(NAMES.map(({ name, product }) => [name, servedFor(product)]));
    expect(NAMES.length).toBeGreaterThan(8);
  });
});
