/**
 * `mcp-wire proxy --rename` through the real SDK clients (`@modelcontextprotocol/sdk` 1.x and
 * `@modelcontextprotocol/client` 2.4.0) over stdio, against a server on the SDK's own `Server`: the client lists the
 * names the host keeps (`renameTools` of `@mcp-wire/hosts` on the host's rules), every call of a listed name reaches
 * the server under its original name, and a relist after `notifications/tools/list_changed` maps the new list.
 */
import { fileURLToPath } from "node:url";
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { renameTools, toolNameRules } from "@mcp-wire/hosts";
import { describe, expect, it } from "vitest";
import { proxyCommand } from "./proxy-helpers.js";

const SERVER = ["node", fileURLToPath(new URL("./fixtures/proxy/named-server.mjs", import.meta.url))] as const;
/**
 * Hostile names: dots (Cursor drops them), control characters, 200 characters, prototype keys, a digit first (the
 * Gemini API refuses it), and two names that collide once sanitised (`c.d`, `c d`: both `c_d`, so each gets its hash).
 */
const NAMES = ["docs.find", "docs_find", "a.b", "x\u0001y", "q".repeat(200), "__proto__", "constructor", "9lives", "c.d", "c d", "swap"];
const LATER = ["e.f", "docs.find", "ok"];

interface AnyClient {
  listTools(): Promise<{ tools: { name: string }[] }>;
  close(): Promise<void>;
}
type CallTool = (name: string) => Promise<unknown>;
type Connected = { client: AnyClient; callTool: CallTool; changed: () => Promise<void> };

const text = (result: unknown): string => ((result as { content: { text: string }[] }).content[0] as { text: string }).text;

async function v1(options: readonly string[]): Promise<Connected> {
  const client = new ClientV1({ name: "cursor-vscode", version: "2.6.0" });
  let wake: () => void = () => {};
  client.setNotificationHandler(ToolListChangedNotificationSchema, async () => wake());
  await client.connect(new StdioV1({ ...proxyCommand(options, SERVER), env: { ...(process.env as Record<string, string>), NAMED_TOOLS: JSON.stringify(NAMES), NAMED_LATER: JSON.stringify(LATER) }, stderr: "pipe" }));
  return { client, callTool: (name) => client.callTool({ name, arguments: {} }), changed: () => new Promise((resolve) => (wake = resolve)) };
}

async function v2(options: readonly string[]): Promise<Connected> {
  const client = new ClientV2({ name: "cursor-vscode", version: "2.6.0" });
  let wake: () => void = () => {};
  client.setNotificationHandler("notifications/tools/list_changed", async () => wake());
  await client.connect(new StdioV2({ ...proxyCommand(options, SERVER), env: { ...(process.env as Record<string, string>), NAMED_TOOLS: JSON.stringify(NAMES), NAMED_LATER: JSON.stringify(LATER) }, stderr: "pipe" }));
  return { client: client as unknown as AnyClient, callTool: (name) => client.callTool({ name, arguments: {} }), changed: () => new Promise((resolve) => (wake = resolve)) };
}

describe.each([
  ["SDK 1.x client", v1],
  ["SDK 2.x client", v2],
])("proxy --rename, %s", (_, connect) => {
  it("lists the names cursor+gemini keeps and round-trips every call to the original name, then maps the relist", async () => {
    const expected = renameTools(NAMES, toolNameRules("cursor+gemini")).names;
    expect(expected).toEqual([
      "docs_find_b255df0e", "docs_find", "a_b", "x_y", `${"q".repeat(55)}_ff550476`, "__proto__", "constructor", "_9lives", "c_d_713ff6c4", "c_d_b561f19f", "swap",
    ]);
    const { client, callTool, changed } = await connect(["--host", "cursor+gemini", "--rename"]);
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(expected);
      for (const [i, listed] of expected.entries()) {
        if (listed === "swap") continue;
        expect(text(await callTool(listed as string))).toBe(`called ${JSON.stringify(NAMES[i])}`);
      }
      const relisted = changed();
      expect(text(await callTool("swap"))).toBe('called "swap"');
      await relisted;
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["e_f", "docs_find", "ok"]);
      expect(text(await callTool("e_f"))).toBe('called "e.f"');
      // docs.find has no name of its own to collide with any more: its plain form now
      expect(text(await callTool("docs_find"))).toBe('called "docs.find"');
    } finally {
      await client.close();
    }
  });

  it("without --rename, lists the names as the server wrote them", async () => {
    const { client, callTool } = await connect(["--host", "cursor+gemini"]);
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(NAMES);
      expect(text(await callTool("a.b"))).toBe('called "a.b"');
    } finally {
      await client.close();
    }
  });
});

/** Connects the SDK 1.x client as `clientName` through `proxy <options>` to a server listing `names`; the proxy's stderr so far on `stderr()`. */
async function listed(options: readonly string[], names: readonly string[], clientName = "claude-code") {
  const client = new ClientV1({ name: clientName, version: "2.1.328" });
  const transport = new StdioV1({ ...proxyCommand(options, SERVER), env: { ...(process.env as Record<string, string>), NAMED_TOOLS: JSON.stringify(names) }, stderr: "pipe" });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  await client.connect(transport);
  /** The stderr once it holds `line` (the proxy writes it before the answer, but the two pipes are read apart), or after 5 s. */
  const told = async (line: string): Promise<string> => {
    for (let i = 0; i < 100 && !stderr.includes(line); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    return stderr;
  };
  return { client, stderr: () => stderr, told, callTool: (name: string) => client.callTool({ name, arguments: {} }) };
}

describe("proxy --rename --server-name: Claude Code's qualified names", () => {
  const long = "x".repeat(70);

  it("with --server-name docs, a 70-character name is listed as 53 characters: mcp__docs__<tool> is 64; --quarantine keeps it", async () => {
    const { client, stderr, told, callTool } = await listed(["--host", "claude-code", "--quarantine", "--rename", "--server-name", "docs"], [long, "ok"]);
    try {
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual([`${"x".repeat(44)}_c71bd109`, "ok"]);
      expect(`mcp__docs__${names[0]}`.length).toBe(64);
      expect(text(await callTool(names[0] as string))).toBe(`called "${long}"`);
      const line = `renamed tool "${long}" to "${"x".repeat(44)}_c71bd109" for claude-code (a name it would drop or rewrite); calls are sent on as "${long}"`;
      expect(await told(line)).toContain(line);
      expect(stderr()).not.toContain("one-character server name");
      // the renamed tool is not also told as lost, nor withheld
      expect(stderr()).not.toContain("still lost");
      expect(stderr()).not.toContain("withheld");
    } finally {
      await client.close();
    }
  });

  it("without --server-name, a one-character server name is assumed and said on stderr", async () => {
    const { client, told } = await listed(["--host", "claude-code", "--rename"], [long]);
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([`${"x".repeat(47)}_c71bd109`]);
      const line = "tool names over 56 characters were shortened to 56, which keeps claude-code's qualified names within 64 characters only for a one-character server name: give --server-name <the name claude-code knows the server by>";
      expect(await told(line)).toContain(line);
    } finally {
      await client.close();
    }
  });

  it("cursor: a renamed tool is told as renamed, not as dropped; docs.find takes its hash because docs_find is listed too", async () => {
    const renamed = await listed(["--host", "cursor", "--rename"], ["docs.find", "docs_find"], "cursor-vscode");
    try {
      expect((await renamed.client.listTools()).tools.map((tool) => tool.name)).toEqual(["docs_find_b255df0e", "docs_find"]);
      expect(text(await renamed.callTool("docs_find_b255df0e"))).toBe('called "docs.find"');
      const line = 'renamed tool "docs.find" to "docs_find_b255df0e" for cursor';
      expect(await renamed.told(line)).toContain(line);
      expect(renamed.stderr()).not.toContain("dropped by the host");
    } finally {
      await renamed.client.close();
    }
    const alone = await listed(["--host", "cursor", "--rename"], ["docs.find"], "cursor-vscode");
    try {
      expect((await alone.client.listTools()).tools.map((tool) => tool.name)).toEqual(["docs_find"]);
    } finally {
      await alone.client.close();
    }
    const plain = await listed(["--host", "cursor"], ["docs.find", "docs_find"], "cursor-vscode");
    try {
      await plain.client.listTools();
      const line = 'passed on, dropped by the host: tool "docs.find" for cursor';
      expect(await plain.told(line)).toContain(line);
    } finally {
      await plain.client.close();
    }
  });
});

