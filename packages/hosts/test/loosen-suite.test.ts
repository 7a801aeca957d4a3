/**
 * The rule on the official JSON-Schema-Test-Suite (required tests of draft2020-12 and draft7): every instance the
 * suite calls valid, and hyperjump accepts under the original schema, stays valid under each projection (wrapped
 * with `wrapStructuredContent` where `output-wrap` wrapped the schema), and every projection loads in hyperjump.
 */
import { describe, expect, test } from "vitest";
import { LOOSENINGS, loosen, wrapStructuredContent, type LooseningId } from "../src/index.js";
import type { JsonValue } from "@mcp-wire/dialect";
import { hyperjumpRunner } from "../../dialect/test/suite/engines.js";
import { loadGroups, loadRemotes } from "../../dialect/test/suite/load.js";

const FOLDERS = [
  { folder: "draft2020-12", dialect: "2020-12" },
  { folder: "draft7", dialect: "draft-07" },
] as const;

/** Each rewrite alone, and the two full sets (references inlined, or hoisted). */
const SETS: Record<string, readonly LooseningId[]> = {
  ...Object.fromEntries(LOOSENINGS.map((id) => [id, [id]])),
  "all, inlined": LOOSENINGS.filter((id) => id !== "ref-hoist"),
  "all, hoisted": LOOSENINGS.filter((id) => id !== "ref-inline"),
};

describe.each(FOLDERS)("JSON-Schema-Test-Suite $folder", ({ folder, dialect }) => {
  const groups = loadGroups(folder);
  const remotes = loadRemotes(folder);
  const run = hyperjumpRunner(dialect, remotes);

  test.each(Object.keys(SETS))("%s: valid instances stay valid", async (setName) => {
    const set = SETS[setName] as readonly LooseningId[];
    let compared = 0;
    let changed = 0;
    const tightened: string[] = [];
    const notLoaded: string[] = [];
    for (const group of groups) {
      const valid = group.tests.filter((item) => item.valid);
      if (valid.length === 0) continue;
      const before = await run(group.schema, valid.map((item) => item.data));
      const projected = loosen(group.schema, set, { dialect });
      if (projected.loosened.length > 0) changed++;
      const data = valid.map((item) => (projected.wrapped ? (wrapStructuredContent(item.data) as JsonValue) : item.data));
      const after = await run(projected.schema ?? group.schema, data);
      valid.forEach((item, index) => {
        if (before[index] !== true) return;
        compared++;
        if (after[index] === "error") notLoaded.push(`${group.name}`);
        else if (after[index] !== true) tightened.push(`${group.name} / ${item.description}`);
      });
    }
    console.log(`${folder}, ${setName}: ${compared} valid instances compared, ${changed} of ${groups.length} schemas changed`);
    expect(tightened).toEqual([]);
    expect([...new Set(notLoaded)]).toEqual([]);
    expect(compared).toBe(EXPECTED_COMPARED[folder]);
  }, 120_000);
});

/** Valid instances hyperjump accepts under the original schemas (the same for every set: the baseline decides). */
const EXPECTED_COMPARED: Record<(typeof FOLDERS)[number]["folder"], number> = { "draft2020-12": 763, draft7: 546 };
