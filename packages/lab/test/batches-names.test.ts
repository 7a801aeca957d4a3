/**
 * The runner's batching for products that offer MCP tools under bare names (`batch.distinctCalledNames`, Continue
 * CLI): no run may hold a called tool and another list's tool of the same name, since the product would send the
 * call to the first server with that name.
 */
import { describe, expect, test } from "vitest";
import { batches } from "../src/run.js";
import type { ProbeList, ProbeTool } from "../src/types.js";

const tool = (name: string, called: boolean): ProbeTool => ({
  key: name,
  tool: { name, description: `[lab:x/${name}]`, inputSchema: { type: "object" } },
  ...(called ? { call: { arguments: {}, result: { content: [] } } } : {}),
});

const list = (id: string, ...tools: ProbeTool[]): ProbeList => ({ id, about: id, tools });

const ids = (runs: ProbeList[][]): string[][] => runs.map((run) => run.map((entry) => entry.id));

const LISTS = [
  list("a", tool("ctl_a", true), tool("probe", false)),
  list("b", tool("ctl_b", true), tool("probe", false)),
  list("c", tool("ctl_c", true), tool("probe", true)),
  list("d", tool("ctl_d", true), tool("matches", true)),
  list("e", tool("ctl_e", true), tool("matches", true)),
  list("f", tool("ctl_f", true), tool("other", false)),
];

describe("batches with distinctCalledNames", () => {
  test("a called name already offered, or an offered name already called, starts a new run; uncalled names may repeat", () => {
    expect(ids(batches(LISTS, { lists: 10, tools: 100, distinctCalledNames: true }))).toEqual([["a", "b"], ["c", "d"], ["e", "f"]]);
  });

  test("without it, only the list and tool limits split", () => {
    expect(ids(batches(LISTS, { lists: 10, tools: 100 }))).toEqual([["a", "b", "c", "d", "e", "f"]]);
    expect(ids(batches(LISTS, { lists: 4, tools: 100 }))).toEqual([["a", "b", "c", "d"], ["e", "f"]]);
    expect(ids(batches(LISTS, { lists: 10, tools: 5 }))).toEqual([["a", "b"], ["c", "d"], ["e", "f"]]);
    expect(ids(batches(LISTS, { lists: 10, tools: 3 }))).toEqual([["a"], ["b"], ["c"], ["d"], ["e"], ["f"]]);
  });
});
