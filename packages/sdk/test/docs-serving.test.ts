/**
 * docs/serving.md's stateless example cannot drift: docs/examples/serving-stateless.ts is run (a `createMcpHandler`
 * endpoint on 127.0.0.1, a new McpServer per request, two real `@modelcontextprotocol/client` 2.4.0 clients pinned to
 * 2026-07-28) with its exact result, and the guide's block equals the file (its relative source import shown as
 * `@mcp-wire/sdk/v2`).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { run } from "../../../docs/examples/serving-stateless.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const FILE = "docs/examples/serving-stateless.ts";

describe("docs/serving.md: stateless serving", () => {
  it("serves each 2026-07-28 client its form", async () => {
    expect(await run()).toEqual({ "claude-ai": ["pair", "nums"], "claude-code": ["pair", "nums"] });
  }, 60_000);

  it("quotes the example file exactly", () => {
    const guide = readFileSync(`${ROOT}docs/serving.md`, "utf8");
    const file = readFileSync(`${ROOT}${FILE}`, "utf8").replace('"../../packages/sdk/src/v2/index.js"', '"@mcp-wire/sdk/v2"');
    const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks.filter((block) => block?.startsWith(`// ${FILE}\n`))).toEqual([file]);
  });
});
