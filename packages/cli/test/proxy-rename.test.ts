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
