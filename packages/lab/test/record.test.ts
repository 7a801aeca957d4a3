/** Building a list recording from a run's logs, the canonical file format, and the differences `--check` prints. */
import { describe, expect, test } from "vitest";
import { diffRecordings } from "../src/diff.js";
import type { ModelLogEntry } from "../src/model.js";
import { buildList } from "../src/probes/build.js";
import { announced, canonicalJson, recordList } from "../src/record.js";
import type { ServerLogEntry } from "../src/server.js";
import type { ProductRecording } from "../src/types.js";

const list = buildList({ id: "r", about: "", probes: [{ key: "kept", inputSchema: { type: "object" }, call: {} }, { key: "lost", inputSchema: { type: "object" } }] });
const entry = (turn: ModelLogEntry["turn"]): ModelLogEntry => ({ protocol: "anthropic-messages", path: "/v1/messages", turn, action: { kind: "text", text: "ok" } });

describe("recordList", () => {
  test("listed tools with the name and schema sent, a changed description, calls that reached the server and their results", () => {
    const model = [
      entry({ tools: [{ name: "mcp__r__control", description: "[lab:r/control] A plain tool: echoes its text.", schema: { type: "object" } }, { name: "mcp__r__kept", description: "Note.\n\n[lab:r/kept]", schema: { type: "object", required: [] } }], toolResults: [], wantsJson: false }),
      entry({ tools: [], toolResults: [{ callId: "call_lab_2", isError: true, text: "failed" }], wantsJson: false }),
    ];
    const calls = [
      { callId: "call_lab_1", list: "r", key: "control" },
      { callId: "call_lab_2", list: "r", key: "kept" },
    ];
    const server: ServerLogEntry[] = [
      { list: "r", method: "initialize", params: {} },
      { list: "r", method: "tools/list", params: undefined },
      { list: "r", method: "tools/call", params: { name: "kept", arguments: {} } },
    ];
    expect(recordList(list, { model, calls, server })).toEqual({
      initialized: true,
      listedTools: true,
      tools: {
        control: { listed: true, name: "mcp__r__control", schema: { type: "object" }, call: { reachedServer: false, answered: false } },
        kept: { listed: true, name: "mcp__r__kept", schema: { type: "object", required: [] }, description: "Note.\n\n[lab:r/kept]", call: { reachedServer: true, isError: true, text: "failed" } },
        lost: { listed: false },
      },
    });
  });

  test("the first initialize announces clientInfo and protocolVersion; a server/discover sent is recorded", () => {
    const entries: ServerLogEntry[] = [
      { list: "a", method: "server/discover", params: {} },
      { list: "a", method: "initialize", params: { protocolVersion: "2025-11-25", clientInfo: { name: "claude-code", version: "2.1.328", title: "Claude Code" } } },
      { list: "b", method: "initialize", params: { protocolVersion: "2025-06-18", clientInfo: { name: "other", version: "1" } } },
    ];
    expect([announced(entries), announced(entries.slice(1)), announced([])]).toEqual([
      { clientInfo: { name: "claude-code", version: "2.1.328" }, protocolVersion: "2025-11-25", serverDiscover: true },
      { clientInfo: { name: "claude-code", version: "2.1.328" }, protocolVersion: "2025-11-25", serverDiscover: false },
      { clientInfo: null, protocolVersion: null, serverDiscover: false },
    ]);
  });

  test("a product that speaks 2026-07-28 (no initialize) negotiated the revision its _meta envelope names", () => {
    const envelope = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientInfo": { name: "n", version: "1" } };
    const entries: ServerLogEntry[] = [
      { list: "a", method: "server/discover", params: { _meta: envelope } },
      { list: "a", method: "tools/list", params: { _meta: envelope } },
    ];
    expect(announced(entries)).toEqual({ clientInfo: null, protocolVersion: "2026-07-28", serverDiscover: true });
  });

  test("canonicalJson sorts keys at every level, 2-space indents, ends with a newline", () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toBe('{\n  "a": {\n    "c": null,\n    "d": [\n      {\n        "y": 2,\n        "z": 1\n      }\n    ]\n  },\n  "b": 1\n}\n');
  });
});

describe("diffRecordings", () => {
  const base: ProductRecording = {
    product: "claude-code",
    version: "1.0.0",
    package: "p",
    recordedAt: "2026-01-01",
    clientInfo: { name: "c", version: "1.0.0" },
    protocolVersion: "2025-11-25",
    lists: { r: { initialized: true, listedTools: true, tools: { control: { listed: true, name: "c", schema: {} }, kept: { listed: true, name: "k", schema: {} } } } },
  };

  test("ignores recordedAt and key order", () => {
    expect(diffRecordings(base, { ...base, recordedAt: "2027-01-01", lists: { r: { tools: { kept: { schema: {}, name: "k", listed: true }, control: { listed: true, name: "c", schema: {} } }, listedTools: true, initialized: true } } })).toEqual([]);
  });

  test("names each differing field, list and tool", () => {
    const now: ProductRecording = { ...base, protocolVersion: "2025-06-18", lists: { r: { initialized: true, listedTools: true, tools: { control: { listed: true, name: "c", schema: {} }, kept: { listed: false } } }, s: { initialized: false, listedTools: false, tools: {} } } };
    expect(diffRecordings(base, now)).toEqual([
      { at: "protocolVersion", committed: '"2025-11-25"', now: '"2025-06-18"' },
      { at: "r/kept listed", committed: "true", now: "false" },
      { at: "r/kept name", committed: '"k"', now: "(absent)" },
      { at: "r/kept schema", committed: "{}", now: "(absent)" },
      { at: "s", committed: "(absent)", now: '{"initialized":false,"listedTools":false,"tools":{}}' },
    ]);
  });

  test("names the offered lists by revision and list, and their negotiation fields", () => {
    const offered = (protocolVersion: string, listed: boolean): ProductRecording["offered"] => ({
      "2026-07-28": { r: { initialized: false, listedTools: true, protocolVersion, serverDiscover: true, tools: { control: { listed: true, name: "c", schema: {} }, kept: { listed } } } },
    });
    expect(diffRecordings({ ...base, offered: offered("2026-07-28", true) }, { ...base, offered: offered("2025-11-25", false) })).toEqual([
      { at: "2026-07-28:r protocolVersion", committed: '"2026-07-28"', now: '"2025-11-25"' },
      { at: "2026-07-28:r/kept listed", committed: "true", now: "false" },
    ]);
    expect(diffRecordings({ ...base, offered: offered("2026-07-28", true) }, base)).toEqual([
      { at: "2026-07-28:r", committed: '{"initialized":false,"listedTools":true,"protocolVersion":"2026-07-28","serverDiscover":true,"tools":{"control":{"listed":true,"name":"c","schema":{}},"kept":{"listed":true}}}', now: "(absent)" },
    ]);
  });
});
