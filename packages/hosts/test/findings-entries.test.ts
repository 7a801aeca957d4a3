/**
 * `hostFindings` reads a list entry by entry as it judges it (`eachEntry` of read-tools.ts: no snapshot of the whole
 * list is held) and keeps one frozen object per distinct findings. Its findings equal those of the list read whole
 * (`readList`) and judged by one `listJudge`, for a plain list and for every list a whole read reports something on
 * (then it reads the list whole itself); `eachEntry` hands on exactly the entries a whole read (`readJson`) gives, and
 * stops at the first thing that read would report.
 */
import { MAX_SNAPSHOT_VALUES } from "@mcp-wire/core";
import { MAX_JSON_DEPTH, readJson } from "@mcp-wire/dialect";
import { describe, expect, test } from "vitest";
import { hostFindings, HOST_TARGETS, listFindings, listJudge, readList, type EntryFindings, type HostFindingsOptions, type HostTarget } from "../src/project/findings.js";
import { eachEntry, type EntryRead } from "../src/read-tools.js";
import type { Revision } from "../src/types.js";

/** The findings as judged before entry-by-entry reading: the list read whole, then every entry judged by one judge. */
function wholeRead(tools: readonly unknown[], hosts: readonly HostTarget[], revision: Revision, options: HostFindingsOptions = {}) {
  const entries = readList(tools);
  if (entries === undefined) return undefined;
  const judge = listJudge(hosts, revision, options);
  const found = hosts.map((): EntryFindings[] => []);
  entries.forEach((entry, index) => judge.entry(entry, index, () => tools[index]).forEach((findings, k) => found[k]?.push(findings)));
  return listFindings(hosts, found, revision, options);
}

/** A tool whose input schema has a draft-07 label and a `format` on its one property (findings for many hosts). */
const labelled = (name: string) => ({
  name,
  inputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { url: { type: "string", format: "uri" } }, required: ["url"] },
});

/** What `eachEntry` hands on, and whether it read the whole list. */
function handed(list: unknown): { readonly entries: EntryRead[]; readonly read: boolean } {
  const entries: EntryRead[] = [];
  const read = eachEntry(list, (entry) => entries.push(entry));
  return { entries, read };
}

/** A value nested `levels` arrays deep around `0` (`nested(0)` is `0`). */
function nested(levels: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe("eachEntry", () => {
  test("a plain list: every entry handed on, as the whole read gives it (a copy)", () => {
    const list = [labelled("a"), { name: "b", inputSchema: { type: "object" } }, 3, null];
    const { entries, read } = handed(list);
    expect(read).toBe(true);
    expect(entries).toEqual([
      { value: labelled("a"), issues: [] },
      { value: { name: "b", inputSchema: { type: "object" } }, issues: [] },
      { value: 3, issues: [] },
      { value: null, issues: [] },
    ]);
    expect(entries[0]?.value).not.toBe(list[0]);
    expect(entries.map((entry) => entry.value)).toEqual(readJson(list).value);
  });

  test("an entry nested as deep as the whole read takes is handed on; one level deeper stops the read", () => {
    // the list is level 0: the innermost array of `nested(MAX_JSON_DEPTH)` in it is at level MAX_JSON_DEPTH
    const deepest = [nested(MAX_JSON_DEPTH)];
    expect(readJson(deepest).issues).toEqual([]);
    expect(handed(deepest)).toEqual({ entries: [{ value: nested(MAX_JSON_DEPTH), issues: [] }], read: true });
    const deeper = [{ name: "a" }, nested(MAX_JSON_DEPTH + 1)];
    expect(readJson(deeper).issues.map((found) => found.code)).toEqual(["too-deep"]);
    expect(handed(deeper)).toEqual({ entries: [{ value: { name: "a" }, issues: [] }], read: false });
  });

  test("what a whole read reports stops it: not an array, a hole, a cycle, a throwing getter, a non-JSON value", () => {
    const cyclic: unknown[] = [{ name: "a" }];
    cyclic.push({ name: "b", inputSchema: { again: cyclic } });
    const getter = [{ name: "a" }, Object.defineProperty({}, "name", { enumerable: true, get: () => { throw new Error("no"); } })];
    // eslint-disable-next-line no-sparse-arrays
    const cases: readonly unknown[] = [{ 0: { name: "a" }, length: 1 }, "tools", [{ name: "a" }, , { name: "c" }], cyclic, getter, [{ name: "a", n: 10n }], [{ name: "a", at: new Date(0) }]];
    for (const list of cases) {
      expect(readList(list as unknown[]) === undefined || readJson(list).issues.length > 0).toBe(true);
      expect(handed(list).read).toBe(false);
    }
  });

  test("more values than the whole read's budget stops it at the entry past it", () => {
    const row = Array.from({ length: 1_000 }, () => 0);
    const block = Array.from({ length: 1_000 }, () => row); // 1,001,001 values, the shared row counted at every place
    const list = [block, block];
    expect(readJson(list).issues.map((found) => found.code)).toEqual(["too-large"]);
    expect(2 * 1_001_001 + 1).toBeGreaterThan(MAX_SNAPSHOT_VALUES);
    const { entries, read } = handed(list);
    expect(read).toBe(false);
    expect(entries.length).toBe(1);
  });
});

describe("hostFindings entry by entry", () => {
  const revision: Revision = "2025-06-18";

  test("a plain list: the findings of the list read whole, every product and archetype", () => {
    const tools = [labelled("a"), { name: "b", inputSchema: { type: "object", properties: { n: { type: "integer", minimum: 1 } } } }, labelled("c"), { name: "d e" }];
    expect(JSON.stringify(hostFindings(tools, HOST_TARGETS, revision))).toBe(JSON.stringify(wholeRead(tools, HOST_TARGETS, revision)));
  });

  test("a list a whole read reports on is read whole: the findings of that read", () => {
    const deep = [labelled("a"), { name: "b", inputSchema: { type: "object", properties: { x: { default: nested(MAX_JSON_DEPTH) } } } }, labelled("c")];
    const whole = wholeRead(deep, HOST_TARGETS, revision);
    expect(whole?.map((found) => found.tools.length)).toEqual(HOST_TARGETS.map(() => 3));
    expect(JSON.stringify(hostFindings(deep, HOST_TARGETS, revision))).toBe(JSON.stringify(whole));
  });

  test("a list no read takes (a cycle in an entry) is not a tool list, as when read whole first", () => {
    const cyclic: unknown[] = [labelled("a")];
    cyclic.push({ name: "b", inputSchema: { type: "object", properties: { x: { default: cyclic } } } });
    expect(readList(cyclic)).toBe(undefined);
    const [archetype, product] = hostFindings(cyclic, ["draft-07-ajv-default", "kilo"], revision);
    expect(archetype).toEqual({
      host: "draft-07-ajv-default",
      tools: [],
      summary: {
        toolsKept: 0,
        toolsLost: 0,
        listLost: false,
        requestsFail: false,
        issues: [{ path: "/tools/1/inputSchema/properties/x/default", code: "not-a-tool-list", layer: "wire", blast: "none", message: "not a tools/list result: /tools/1/inputSchema/properties/x/default: the schema object graph contains a cycle" }],
      },
    });
    expect(product?.tools).toEqual([]);
    expect(product?.summary.issues).toEqual([{ path: "/1/inputSchema/properties/x/default", code: "cyclic-schema", layer: "host", blast: "none", message: "/1/inputSchema/properties/x/default: the schema object graph contains a cycle" }]);
  });

  test("equal findings on different tools of one pass are one frozen object", () => {
    const tools = [labelled("a"), labelled("b")];
    const [first] = hostFindings(tools, ["kilo"], revision);
    const [again] = hostFindings([labelled("c")], ["kilo"], revision);
    expect(first?.tools.length).toBe(2);
    expect(first?.tools[0]?.schemas.inputSchema?.map((issue) => issue.code)).toEqual(["keyword-added"]);
    expect(first?.tools[1]).toBe(first?.tools[0]);
    // another pass without a shared compile cache makes its own
    expect(again?.tools[0]).not.toBe(first?.tools[0]);
    expect(again?.tools[0]).toEqual(first?.tools[0]);
    expect(Object.isFrozen(first?.tools[0])).toBe(true);
    expect(Object.isFrozen(first?.tools[0]?.schemas.inputSchema)).toBe(true);
    expect(Object.isFrozen(first?.tools[0]?.schemas.inputSchema?.[0])).toBe(true);
    expect(JSON.stringify([first])).toBe(JSON.stringify(wholeRead(tools, ["kilo"], revision)));
  });
});
