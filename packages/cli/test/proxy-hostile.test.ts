/**
 * `mcp-wire proxy` against a hostile server (test/fixtures/proxy/hostile-server.mjs): each attack with a bound on
 * time, and on memory — the proxy's peak resident set (`VmHWM` of its /proc status, read while it runs) stays under
 * 300 MiB. `MCP_WIRE_TEST_RSS=1` prints each peak.
 */
import { describe, expect, it } from "vitest";
import { ANSWER_REFUSED, TOLD_LIMIT } from "../src/proxy/core.js";
import { MAX_MESSAGE_BYTES } from "../src/proxy/lines.js";
import { HOSTILE_SERVER, peakRssMiB, RawHost } from "./proxy-helpers.js";

/** The peak every attack must stay under, in MiB. */
const RSS_BOUND_MIB = 300;

const toolsOf = (message: { result?: Record<string, unknown> }) => message.result?.["tools"] as Record<string, unknown>[];
/** Cursor's form of the fixture's "fine" tool: its boolean property written as {}. */
const FINE = { name: "fine", inputSchema: { type: "object", properties: { x: {} } } };

function hostile(env: Record<string, string>, options: readonly string[] = ["--host", "cursor", "--quarantine"]): RawHost {
  return new RawHost(options, HOSTILE_SERVER, env);
}

/** Checks the proxy's peak RSS (under `bound` MiB) and closes the host. */
async function bounded(host: RawHost, attack: string, bound = RSS_BOUND_MIB): Promise<void> {
  const peak = peakRssMiB(host.child.pid as number);
  if (process.env["MCP_WIRE_TEST_RSS"] === "1") console.log(`proxy peak RSS, ${attack}: ${peak} MiB`);
  expect(peak, `${attack}: peak RSS ${peak} MiB`).toBeLessThan(bound);
  host.close();
  expect(await host.exited).toBe(0);
}

/** How many levels of `properties.a` the schema is nested, read without recursion. */
function depthOf(schema: unknown): number {
  let depth = 0;
  for (let at = schema as { properties?: { a?: unknown } } | undefined; at?.properties?.a !== undefined; at = at.properties.a as typeof at) depth++;
  return depth;
}

describe("mcp-wire proxy: a hostile server", () => {
  it("a tool nested 2,100 levels (4,200 JSON levels) does not defeat the projection: the host gets the projected list", async () => {
    const host = hostile({ HOSTILE: "deep" });
    await host.initialize("2025-11-25", { name: "cursor-vscode", version: "1" });
    const tools = toolsOf(await host.request("tools/list"));
    expect(tools.map((tool) => tool["name"])).toEqual(["deep", "fine"]);
    expect(depthOf(tools[0]?.["inputSchema"])).toBe(2100);
    expect(tools[1]).toEqual(FINE);
    expect(host.stderr).not.toContain("could not be rewritten");
    await bounded(host, "2,100-level tool");
  }, 20_000);

  it("the deep tool after 100,000 others: the projected list, every tool in order", async () => {
    const host = hostile({ HOSTILE: "deep", HOSTILE_COUNT: "100000" });
    await host.initialize("2025-11-25");
    const tools = toolsOf(await host.request("tools/list", {}, "wide", 40_000));
    expect(tools).toHaveLength(100_002);
    expect(tools.slice(0, 2)).toEqual([{ name: "t0", inputSchema: { type: "object" } }, { name: "t1", inputSchema: { type: "object" } }]);
    expect(tools[100_000]?.["name"]).toBe("deep");
    expect(tools[100_001]).toEqual(FINE);
    expect(host.stderr).not.toContain("could not be rewritten");
    await bounded(host, "100,000 tools and the deep one");
  }, 60_000);

  it("600 MB without a newline: dropped up to its newline, its request answered with an error, memory bounded, the next answer read", async () => {
    const host = hostile({ HOSTILE: "endless" });
    await host.initialize("2025-11-25");
    const refused = await host.request("tools/list", {}, "huge", 40_000);
    expect(refused).toEqual({
      jsonrpc: "2.0",
      id: "huge",
      error: { code: ANSWER_REFUSED, message: `mcp-wire proxy: the server wrote a line over ${MAX_MESSAGE_BYTES} bytes (the proxy's limit for one message): not passed on` },
    });
    expect(host.stderr).toContain(`mcp-wire proxy: server wrote a line over ${MAX_MESSAGE_BYTES} bytes without a newline (not passed on; read on from its next line): "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":\\"huge\\",\\"result\\":{\\"tools\\":[{\\"name\\":\\"xxxx`);
    // the rest of the 600 MB line is dropped, not read as lines; the server's next answer arrives
    expect(toolsOf(await host.request("tools/list", {}, "next", 40_000))).toEqual([FINE]);
    expect(host.received).toHaveLength(3);
    await bounded(host, "600 MB line");
  }, 60_000);

  it("a line that never ends: its request answered with an error as soon as the bound is passed, not at a newline", async () => {
    const host = hostile({ HOSTILE: "endless-open", HOSTILE_BYTES: String(MAX_MESSAGE_BYTES + 8 * 1024 * 1024) });
    await host.initialize("2025-11-25");
    const started = Date.now();
    const refused = await host.request("tools/list", {}, "open", 30_000);
    expect(refused).toEqual({
      jsonrpc: "2.0",
      id: "open",
      error: { code: ANSWER_REFUSED, message: `mcp-wire proxy: the server wrote a line over ${MAX_MESSAGE_BYTES} bytes (the proxy's limit for one message): not passed on` },
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(host.received).toHaveLength(2);
  }, 60_000);

  it("every tools/list answered with a list never sent before (1.8 MB each): the projection cache stays bounded", async () => {
    const host = hostile({ HOSTILE: "vary", HOSTILE_COUNT: "2000" });
    await host.initialize("2025-11-25");
    // more lists than the cache's 32 entries: before its bound in bytes, 32 projections of 1.8 MB were kept
    for (let i = 1; i <= 34; i++) {
      const tools = toolsOf(await host.request("tools/list", {}, `list-${i}`, 20_000));
      expect(tools).toHaveLength(2000);
      expect(tools[1999]?.["inputSchema"]).toEqual({ type: "object", properties: { x: {} } });
      expect(String(tools[0]?.["description"]).startsWith(`list ${i} `)).toBe(true);
      host.received.length = 0; // the host keeps nothing: only the proxy's memory is measured
    }
    await bounded(host, "34 different 1.8 MB lists");
  }, 120_000);

  it("3,000 tools Cursor drops, listed twice: each named once, the rest counted in one line per list", async () => {
    const host = hostile({ HOSTILE: "dotted" }, ["--host", "cursor"]);
    await host.initialize("2025-11-25");
    for (const id of ["a", "b"]) expect(toolsOf(await host.request("tools/list", {}, id, 20_000))).toHaveLength(3000);
    const more = `mcp-wire proxy: and 2000 more tools of this list withheld, still lost or dropped by cursor, not named (the proxy names ${TOLD_LIMIT} tools, each once)`;
    await host.until(() => (host.stderr.split(more).length === 3 ? true : undefined), 10_000, "the second count");
    const lines = host.stderr.split("\n").filter((text) => text.startsWith("mcp-wire proxy: "));
    const named = lines.filter((text) => text.startsWith("mcp-wire proxy: passed on, dropped by the host: tool "));
    expect(named).toHaveLength(TOLD_LIMIT);
    expect(new Set(named).size).toBe(TOLD_LIMIT);
    expect(named[0]).toMatch(/^mcp-wire proxy: passed on, dropped by the host: tool "t\.0" for cursor: tool-name at tool\/name \(tool\): /);
    expect(lines.filter((text) => text === more)).toHaveLength(2);
    expect(lines).toHaveLength(1 + TOLD_LIMIT + 2); // the client line, the named tools, one count per list
    await bounded(host, "3,000 dropped tools, twice");
  }, 40_000);

  it("an envelope that reads with a body that is not JSON is not passed on: reported, its request gets an error", async () => {
    const host = hostile({});
    await host.initialize("2025-11-25");
    const answer = await host.request("tools/call", { name: "bad-body", arguments: {} }, 777);
    expect(answer).toEqual({ jsonrpc: "2.0", id: 777, error: { code: ANSWER_REFUSED, message: "mcp-wire proxy: the server's answer is not JSON: not passed on" } });
    // stderr and stdout are two pipes: the line may arrive after the answer
    const said = 'mcp-wire proxy: server wrote a line that is not JSON (not passed on): "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":777,\\"result\\":{unquoted: 1}}"\n';
    await host.until(() => (host.stderr.includes(said) ? true : undefined), 10_000, "the stderr line");
    expect(host.stderr).toContain(said);
    expect((await host.request("tools/call", { name: "echo", arguments: { message: "after" } })).result).toEqual({ content: [{ type: "text", text: "after" }] });
    await bounded(host, "body not JSON");
  }, 20_000);

  it("a host that reuses a pending request's id: each answer is paired with its request in order, tools/list projected", async () => {
    const host = hostile({});
    await host.initialize("2025-11-25");
    host.send({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    host.send({ jsonrpc: "2.0", id: 1, method: "ping" });
    host.send({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    await host.until(() => (host.received.length === 4 ? true : undefined), 10_000, "three answers");
    expect(host.received.slice(1)).toEqual([
      { jsonrpc: "2.0", id: 1, result: { tools: [FINE] } },
      { jsonrpc: "2.0", id: 1, result: {} },
      { jsonrpc: "2.0", id: 1, result: { tools: [FINE] } },
    ]);
    await bounded(host, "reused id");
  }, 20_000);
});
