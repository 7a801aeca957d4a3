/** The probe corpus: stable ids, a control tool first in every list, markers, and the shapes it promises. */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { offeredLists, probeList, probeLists } from "../src/probes/index.js";
import { OFFERED_IDS } from "../src/probes/offered.js";
import { CAPTURED } from "../src/probes/servers.js";
import { listedEntry, marker, type Json } from "../src/types.js";
import { buildList } from "../src/probes/build.js";

const lists = probeLists();
const schemaOf = (id: string, key = "probe"): Json | undefined => probeList(id).tools.find((probe) => probe.key === key)?.tool["inputSchema"];
const depth = (schema: Json | undefined): number => {
  const next = (schema as { properties?: { next?: Json } } | undefined)?.properties?.next;
  return next === undefined ? 0 : 1 + depth(next);
};

describe("the probe corpus", () => {
  test("list ids are unique and kebab-case", () => {
    const ids = lists.map((list) => list.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  test("every list starts with the control tool, which has a call and a name of its list's own", () => {
    const wrong = lists.filter(
      (list) => list.tools[0]?.key !== "control" || list.tools[0].call === undefined || list.tools[0].tool["name"] !== `ctl_${list.id.replaceAll("-", "_")}`,
    );
    expect(wrong.map((list) => list.id)).toEqual([]);
    expect(lists.find((list) => list.id === "name-dash")?.tools[0]?.tool["name"]).toBe("ctl_name_dash");
  });

  test("every description starts with its marker (entries that are not tools have none), keys and names are unique per list", () => {
    const bad = lists.flatMap((list) =>
      list.tools.filter((probe) => probe.entry === undefined && !String(probe.tool["description"]).startsWith(marker(list.id, probe.key))).map((probe) => `${list.id}/${probe.key}`),
    );
    expect(bad).toEqual([]);
    expect(lists.flatMap((list) => list.tools.filter((probe) => probe.entry !== undefined).map((probe) => `${list.id}/${probe.key}`))).toEqual(["entry-null/probe"]);
    for (const list of lists) {
      expect(new Set(list.tools.map((probe) => probe.key)).size).toBe(list.tools.length);
      expect(new Set(list.tools.map((probe) => probe.tool["name"])).size).toBe(list.tools.length);
    }
  });

  test("an entry that is not a tool is listed as written; a name of another kind is sent as that kind", () => {
    const entry = probeList("entry-null");
    expect(entry.tools.slice(1)).toEqual([{ key: "probe", tool: {}, entry: null }]);
    expect(entry.tools.map(listedEntry).slice(1)).toEqual([null]);
    expect(probeList("name-number").tools.slice(1).map(listedEntry)).toEqual([
      { name: 7, description: "[lab:name-number/probe]", inputSchema: { type: "object", properties: {} } },
    ]);
    expect(() => buildList({ id: "x", about: "x", probes: [{ key: "probe", entry: null, name: "y" }] })).toThrow("probe list x: probe probe has an entry and name");
  });

  test("the generated shapes are the size they claim", () => {
    expect(JSON.stringify(schemaOf("schema-large")).length).toBeGreaterThan(16_384);
    expect(depth(schemaOf("schema-deep"))).toBe(100);
    expect(probeList("tools-129").tools.length).toBe(129);
    expect(String(probeList("description-long").tools[1]?.tool["description"]).length).toBeGreaterThan(1024);
    expect(probeList("name-64").tools[1]?.tool["name"]).toHaveLength(64);
    expect(String(probeList("name-over-64").tools[1]?.tool["name"]).length).toBeGreaterThan(64);
    expect(schemaOf("pattern-invalid")).toEqual({ type: "object", properties: { v: { type: "string", pattern: "^a\\_b$" } } });
    expect(schemaOf("required-null")).toEqual({ type: "object", properties: { a: { type: "string" } }, required: null });
  });

  test("every outputSchema list calls a matching, a violating and a missing result", () => {
    for (const id of ["output-unlabelled", "output-draft-07", "output-2020-12"]) {
      const [, matches, violates, missing] = probeList(id).tools;
      expect([matches?.call?.result["structuredContent"], violates?.call?.result["structuredContent"], missing?.call?.result["structuredContent"]]).toEqual([{ count: 3 }, { count: "three" }, undefined]);
    }
  });

  test("a captured server list is its file's tools, each description prefixed with the marker", () => {
    for (const [id, file] of Object.entries(CAPTURED)) {
      const captured = JSON.parse(readFileSync(new URL(`../../../fixtures/servers/${file}`, import.meta.url), "utf8")) as { tools: { name: string; description?: string }[] };
      const expected = captured.tools.map((tool) => ({ ...tool, description: `${marker(id, tool.name)}${tool.description === undefined ? "" : ` ${tool.description}`}` }));
      expect(probeList(id).tools.slice(1).map((probe) => probe.tool)).toEqual(expected);
    }
  });
});

describe("the offered lists", () => {
  test("are corpus lists, unchanged but for a server that offers 2026-07-28 with resultType", () => {
    const offered = offeredLists();
    expect(offered.map((list) => list.id)).toEqual([...OFFERED_IDS]);
    for (const list of offered) {
      const { offer, ...rest } = list;
      expect([list.id, offer, rest]).toEqual([list.id, { revision: "2026-07-28", resultType: true }, probeList(list.id)]);
    }
  });

  test("hold every list of the corpus with an outputSchema", () => {
    const withOutput = lists.filter((list) => list.tools.some((probe) => probe.tool["outputSchema"] !== undefined)).map((list) => list.id);
    expect(withOutput.filter((id) => !OFFERED_IDS.includes(id))).toEqual([]);
    expect(withOutput.length).toBe(8);
  });
});
