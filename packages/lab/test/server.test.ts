/**
 * The scripted MCP server, spawned as the products spawn it (bin/lab-server.js, built dist) and spoken to in
 * newline-delimited JSON-RPC: every tool and result goes out byte for byte as the probe list says, and every message
 * is logged.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { negotiationLists } from "../src/probes/index.js";
import { answer } from "../src/server.js";
import { listedEntry, type Json, type ProbeList } from "../src/types.js";

const BIN = fileURLToPath(new URL("../bin/lab-server.js", import.meta.url));

/**
 * A schema nested 4,000 levels deep under `properties.next`, as JSON text (deeper than this test's worker can
 * `JSON.stringify`; the server, a process of its own, must parse and send it).
 */
const DEEP_TEXT = `${'{"type":"object","properties":{"next":'.repeat(4000)}{"type":"string"}${"}}".repeat(4000)}`;
const DEEP = "__deep__";
/** JSON text of `value` with the deep schema where the placeholder string is. */
const withDeep = (value: Json): string => JSON.stringify(value).replace(JSON.stringify(DEEP), DEEP_TEXT);

const ODD_RESULT = { content: "not an array", isError: "yes", structuredContent: [1], extra: { kept: true } };
const LIST: ProbeList = {
  id: "verbatim",
  about: "what an SDK would refuse or rewrite",
  tools: [
    { key: "control", tool: { name: "control", description: "[lab:verbatim/control]", inputSchema: { type: "object" } }, call: { arguments: {}, result: { content: [{ type: "text", text: "ok" }] } } },
    { key: "bool", tool: { name: "bool", description: "[lab:verbatim/bool]", inputSchema: { type: "object", properties: { x: true } } } },
    { key: "nullreq", tool: { name: "nullreq", description: "[lab:verbatim/nullreq]", inputSchema: { type: "object", required: null } } },
    { key: "untyped", tool: { name: "untyped", description: "[lab:verbatim/untyped]", inputSchema: { properties: { a: { type: "string" } } } } },
    { key: "deep", tool: { name: "deep", description: "[lab:verbatim/deep]", inputSchema: DEEP } },
    { key: "odd", tool: { name: "odd", description: "[lab:verbatim/odd]", inputSchema: { type: "object" } }, call: { arguments: {}, result: ODD_RESULT } },
    { key: "nullentry", tool: {}, entry: null },
    { key: "numbername", tool: { name: 7, description: "[lab:verbatim/numbername]", inputSchema: { type: "object" } } },
  ],
};

let dir: string;
let sendLine: (line: string) => Promise<string>;
const send = (message: Json): Promise<string> => sendLine(JSON.stringify(message));
let stop: () => void;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "lab-server-test-"));
  writeFileSync(join(dir, "list.json"), withDeep(LIST as unknown as Json));
  const child = spawn(process.execPath, [BIN, join(dir, "list.json"), join(dir, "log.jsonl")], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (line) => waiting.shift()?.(line));
  sendLine = (line) =>
    new Promise((resolve) => {
      waiting.push(resolve);
      child.stdin.write(`${line}\n`);
    });
  stop = () => child.stdin.end();
});

afterAll(() => {
  stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("lab-server", () => {
  test("initialize echoes each supported protocolVersion, and answers others with 2025-11-25", async () => {
    const versions = [];
    for (const asked of ["2025-06-18", "2025-11-25", "2025-03-26", "2024-11-05", "2099-01-01"]) {
      const line = await send({ jsonrpc: "2.0", id: asked, method: "initialize", params: { protocolVersion: asked, capabilities: {}, clientInfo: { name: "t", version: "1" } } });
      versions.push((JSON.parse(line) as { result: { protocolVersion: string } }).result.protocolVersion);
    }
    expect(versions).toEqual(["2025-06-18", "2025-11-25", "2025-03-26", "2024-11-05", "2025-11-25"]);
  });

  test("tools/list sends the list's tools byte for byte (true property, required: null, untyped root, 4,000 levels, a null entry, a number name)", async () => {
    const line = await send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
    expect(line.length).toBeGreaterThan(DEEP_TEXT.length);
    expect(line).toBe(withDeep({ jsonrpc: "2.0", id: 2, result: { tools: LIST.tools.map(listedEntry) } }));
    expect(line.endsWith(`,null,{"name":7,"description":"[lab:verbatim/numbername]","inputSchema":{"type":"object"}}]}}`)).toBe(true);
  });

  test("tools/call answers the scripted result verbatim, even one no SDK schema accepts", async () => {
    const line = await send({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "odd", arguments: {} } });
    expect(line).toBe(JSON.stringify({ jsonrpc: "2.0", id: 3, result: ODD_RESULT }));
  });

  test("an unknown tool is a JSON-RPC error; ping answers {}; an unknown method (server/discover without an offer) is -32601; a bad line -32700", async () => {
    const answers = [
      await send({ jsonrpc: "2.0", id: 4, method: "tools/call", params: { name: "nope" } }),
      await send({ jsonrpc: "2.0", id: 5, method: "ping" }),
      await send({ jsonrpc: "2.0", id: 6, method: "server/discover", params: {} }),
      await send({ jsonrpc: "2.0", id: 6.5, method: "resources/list", params: {} }),
    ].map((line) => JSON.parse(line) as Json);
    expect(answers).toEqual([
      { jsonrpc: "2.0", id: 4, error: { code: -32602, message: 'Unknown tool: "nope"' } },
      { jsonrpc: "2.0", id: 5, result: {} },
      { jsonrpc: "2.0", id: 6, error: { code: -32601, message: "Method not found: server/discover" } },
      { jsonrpc: "2.0", id: 6.5, error: { code: -32601, message: "Method not found: resources/list" } },
    ]);
    const bad = await sendLine("{not json");
    expect(JSON.parse(bad)).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
  });

  test("every message received is in the log, in order, with its params", async () => {
    await send({ jsonrpc: "2.0", id: 7, method: "ping" });
    const log = readFileSync(join(dir, "log.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { method: string; params?: Json });
    expect(log.map((entry) => entry.method)).toEqual(["initialize", "initialize", "initialize", "initialize", "initialize", "tools/list", "tools/call", "tools/call", "ping", "server/discover", "resources/list", "ping"]);
    expect(log[0]).toEqual({ list: "verbatim", method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } });
    expect(log[6]).toEqual({ list: "verbatim", method: "tools/call", params: { name: "odd", arguments: {} } });
  });

  test("a 2026-07-28 request to a list without an offer is answered as any other: byte for byte", async () => {
    const line = await send({ jsonrpc: "2.0", id: 8, method: "tools/list", params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } } });
    expect(line).toBe(withDeep({ jsonrpc: "2.0", id: 8, result: { tools: LIST.tools.map(listedEntry) } }));
  });
});

describe("a server that offers 2026-07-28 (the negotiation lists)", () => {
  const [offered, typeless] = negotiationLists() as [ProbeList, ProbeList];
  const _meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28" };

  test("server/discover offers 2026-07-28 first, with the revision's result members", () => {
    expect(answer(offered, "server/discover", { _meta })).toEqual({
      result: { supportedVersions: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"], capabilities: { tools: { listChanged: false } }, resultType: "complete", ttlMs: 0, cacheScope: "private" },
    });
  });

  test("a 2026-07-28 tools/list and tools/call get resultType (ttlMs, cacheScope on the list); a 2025 request none", () => {
    const control = String(offered.tools[0]?.tool["name"]);
    expect(answer(offered, "tools/list", { _meta })).toEqual({ result: { tools: offered.tools.map((probe) => probe.tool), resultType: "complete", ttlMs: 0, cacheScope: "private" } });
    expect(answer(offered, "tools/call", { _meta, name: control, arguments: { text: "x" } })).toEqual({ result: { content: [{ type: "text", text: "offer-2026-07-28/control ok" }], resultType: "complete" } });
    expect(answer(offered, "tools/list", {})).toEqual({ result: { tools: offered.tools.map((probe) => probe.tool) } });
  });

  test("result-type-absent leaves resultType out of the 2026-07-28 tools/list result only", () => {
    const control = String(typeless.tools[0]?.tool["name"]);
    expect(answer(typeless, "tools/list", { _meta })).toEqual({ result: { tools: typeless.tools.map((probe) => probe.tool), ttlMs: 0, cacheScope: "private" } });
    expect(answer(typeless, "tools/call", { _meta, name: control, arguments: {} })).toEqual({ result: { content: [{ type: "text", text: "result-type-absent/control ok" }], resultType: "complete" } });
  });
});
