/** How the runner splits the corpus into product runs. */
import { describe, expect, test } from "vitest";
import { ALONE_OVER, BATCH, batches } from "../src/run.js";
import type { ProbeList } from "../src/types.js";

const list = (id: string, tools: number): ProbeList => ({ id, about: "", tools: Array.from({ length: tools }, (_, i) => ({ key: `t${i}`, tool: { name: `t${i}` } })) });
const ids = (runs: ProbeList[][]) => runs.map((run) => run.map((each) => each.id));

describe("batches", () => {
  test("fills runs up to the list and tool limits, in order", () => {
    const lists = [list("a", 2), list("b", 2), list("c", 2), list("d", 5), list("e", 1)];
    expect(ids(batches(lists, { lists: 2, tools: 6 }))).toEqual([["a", "b"], ["c"], ["d", "e"]]);
  });

  test(`a list over ${ALONE_OVER} tools runs alone even when the limits would take it`, () => {
    const lists = [list("a", 2), list("big", ALONE_OVER + 1), list("b", 2)];
    expect(ids(batches(lists, { lists: 10, tools: 1000 }))).toEqual([["big"], ["a", "b"]]);
  });

  test("the default limits", () => {
    expect(BATCH).toEqual({ lists: 8, tools: 60 });
    expect(ids(batches(Array.from({ length: 9 }, (_, i) => list(`l${i}`, 2))))).toEqual([["l0", "l1", "l2", "l3", "l4", "l5", "l6", "l7"], ["l8"]]);
  });
});
