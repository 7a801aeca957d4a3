/**
 * A tools list with more JSON values than one read takes (`MAX_SNAPSHOT_VALUES`) is judged tool by tool: read entry by
 * entry, each entry with a budget of its own within `MAX_TOOL_LIST_VALUES` (read-tools.ts). The verdicts are those of
 * the same tools judged in two halves (each under the budget); an entry past its own budget is unreadable at its
 * path; a list of shared references to one huge object stops after `MAX_TOOL_LIST_VALUES` values.
 */
import { MAX_SNAPSHOT_VALUES } from "@mcp-wire/core";
import { describe, expect, test } from "vitest";
import { checkTools } from "../src/index.js";
import { MAX_TOOL_LIST_VALUES, readEntries } from "../src/read-tools.js";

/**
 * A tool of exactly 70 JSON values, or 700 with `pad` (630 of them a number array in `_meta`, cheap to judge, so the list passes
 * the budget without 2,000,000 values' worth of schema checks); every fifth has a name with a space, every fifth another
 * an `object` property.
 */
function tool(i: number, pad = false): object {
  const properties: Record<string, object> = {};
  for (let p = 0; p < 20; p++) properties[`p${p}`] = { type: "string", description: `field ${p}` };
  if (i % 5 === 2) properties["p0"] = { type: "object", description: "open" };
  const padding = pad ? { _meta: { pad: new Array(628).fill(i) } } : {};
  return { name: i % 5 === 1 ? `tool ${i}` : `tool_${i}`, title: `Tool ${i}`, description: `does ${i}`, inputSchema: { type: "object", properties, required: ["p0"], additionalProperties: false }, ...padding };
}

/** JSON values in `value`, counting a shared object at every place. */
function values(value: unknown): number {
  if (typeof value !== "object" || value === null) return 1;
  return 1 + (Array.isArray(value) ? value : Object.values(value)).reduce((sum: number, item) => sum + values(item), 0);
}

describe("a list past one read's value budget", () => {
  test("2,100,000 values across 3,000 tools: judged per tool, as in two halves", () => {
    const tools = Array.from({ length: 3_000 }, (_, i) => tool(i, true));
    expect(values(tool(0))).toBe(70);
    expect(values(tool(0, true))).toBe(700);
    expect(values(tools)).toBe(2_100_001);
    expect(values(tools)).toBeGreaterThan(MAX_SNAPSHOT_VALUES);
    const whole = checkTools({ tools });
    const first = checkTools({ tools: tools.slice(0, 1_500) });
    const second = checkTools({ tools: tools.slice(1_500) });
    expect(whole.tools.length).toBe(3_000);
    expect(whole.tools).toEqual([...first.tools, ...second.tools]);
    for (const [id, summary] of Object.entries(whole.summary.hosts)) {
      const a = first.summary.hosts[id]!;
      const b = second.summary.hosts[id]!;
      expect(summary.issues.some((found) => found.code === "not-a-tool-list")).toBe(false);
      expect([id, summary.toolsKept, summary.toolsLost]).toEqual([id, a.toolsKept + b.toolsKept, a.toolsLost + b.toolsLost]);
    }
    // the verdicts are not all the same: a name with a space costs some host the tool
    expect(new Set(whole.tools.map((found) => JSON.stringify(found.hosts.map((verdict) => verdict.blast)))).size).toBeGreaterThan(1);
  });

  test("an entry past its own budget is unreadable at its path; the tools beside it are judged", () => {
    const big = { name: "big", inputSchema: { type: "object", properties: { a: { type: "string", enum: new Array(999_999).fill("x") }, b: { type: "string", enum: new Array(999_999).fill("y") } } } };
    const list = [tool(0), big, tool(1)];
    const entries = readEntries(list, [{ path: "/1/inputSchema/properties/b/enum/5", code: "too-large" }]);
    expect(entries?.map((entry) => entry.issues.map((found) => [found.path, found.code]))).toEqual([[], [["/inputSchema/properties/b/enum/999990", "too-large"]], []]);
    const report = checkTools({ tools: list });
    expect(report.tools.map((found) => found.name)).toEqual(["tool_0", "big", "tool 1"]);
    const lost = report.tools[1]!.hosts.map((verdict) => [verdict.blast, verdict.issues.map((found) => [found.path, found.code])]);
    expect(new Set(lost.map((row) => JSON.stringify(row)))).toEqual(new Set([JSON.stringify(["tool", [["/inputSchema/properties/b/enum/999990", "unreadable-tool"]]])]));
    expect(report.tools[0]).toEqual(checkTools({ tools: [tool(0)] }).tools[0]);
  });

  test("shared references to one huge object: the read stops after MAX_TOOL_LIST_VALUES values", () => {
    const shared = { name: "shared", inputSchema: { type: "object", enum: new Array(949_997).fill(0), const: new Array(949_997).fill(1) } };
    expect(values(shared)).toBe(1_900_000);
    const list = new Array(200_000).fill(shared);
    const entries = readEntries(list, [{ path: "/1/inputSchema/enum/100005", code: "too-large" }])!;
    const read = Math.floor(MAX_TOOL_LIST_VALUES / 1_900_000);
    expect(read).toBe(8);
    expect(entries.length).toBe(200_000);
    expect(entries.findIndex((entry) => entry.value === undefined)).toBe(read);
    expect(entries.slice(read).every((entry) => entry.value === undefined && entry.issues[0]?.code === "too-large")).toBe(true);
    // the ninth takes what is left (800,000 values) and the rest nothing: each stops at its first value
    expect(entries[read]!.issues.map((found) => found.path)).toEqual([`/inputSchema/enum/${MAX_TOOL_LIST_VALUES - read * 1_900_000 - 5}`]);
    expect(entries[read + 1]!.issues.map((found) => found.path)).toEqual([""]);
  });
});
