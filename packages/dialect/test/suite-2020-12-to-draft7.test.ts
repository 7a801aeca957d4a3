/**
 * Proof against the official JSON-Schema-Test-Suite: every required draft2020-12 group is either converted to
 * draft-07 (and then every test agrees under Ajv draft-07 and hyperjump draft-07 with the same library at
 * 2020-12 on the original) or refused with issues.
 */
import { describe, expect, test } from "vitest";
import { convertDialect, type JsonSchema } from "../src/index.js";
import { runGroups } from "./suite/compare.js";
import { ajvRunner, hyperjumpRunner } from "./suite/engines.js";
import { loadGroups, loadRemotes } from "./suite/load.js";
import { tally } from "./suite/tally.js";

const groups = loadGroups("draft2020-12");
const remotes = loadRemotes("draft2020-12");
const convertedRemotes = new Map<string, JsonSchema>();
for (const [uri, remote] of remotes) {
  const result = convertDialect(remote, { from: "2020-12", to: "draft-07" });
  if (result.schema !== undefined) convertedRemotes.set(uri, result.schema);
}

/** Tests of converted groups that reference the 2020-12 meta-schema itself (draft-07 validators lack it). */
const META_SCHEMA_REFS = [
  "defs.json: validate definition against metaschema / valid definition schema",
  "defs.json: validate definition against metaschema / invalid definition schema",
  "ref.json: remote ref, containing refs itself / remote ref valid",
  "ref.json: remote ref, containing refs itself / remote ref invalid",
];

/** Tests of a converted group whose $ref leads into a remote that conversion refused ($dynamicAnchor). */
const REFUSED_REMOTE = [
  "dynamicRef.json: $ref to $dynamicRef finds detached $dynamicAnchor / number is valid",
  "dynamicRef.json: $ref to $dynamicRef finds detached $dynamicAnchor / non-number is invalid",
];

const REMOTES = 28;

const convert = (schema: JsonSchema) => convertDialect(schema, { from: "2020-12", to: "draft-07" });

describe("draft2020-12 suite converted to draft-07", () => {
  test("groups converted and refused", () => {
    const refused = groups.filter((group) => convert(group.schema).schema === undefined);
    for (const group of refused) expect(convert(group.schema).issues.length).toBeGreaterThan(0);
    const codes = [...new Set(refused.flatMap((group) => convert(group.schema).issues.map((item) => item.code)))].sort();
    console.log(`2020-12 → draft-07: ${groups.length - refused.length} of ${groups.length} groups converted, ${refused.length} refused (${codes.join(", ")})`);
    expect([groups.length, refused.length]).toEqual([383, 75]);
    expect(codes).toEqual(["anchor-beside-id", "contains-bounds-not-expressible", "dynamic-ref-not-expressible", "unevaluated-not-expressible", "unsupported-dialect"]);
    // the refused remotes hold $dynamic* keywords, or a $dynamicAnchor beside $id (custom meta-schemas)
    expect([remotes.size, convertedRemotes.size]).toEqual([REMOTES, REMOTES - 7]);
  });

  for (const library of ["ajv", "hyperjump"] as const) {
    test(`${library}: 0 loosened, 0 tightened among converted groups`, async () => {
      const runner = library === "ajv" ? ajvRunner : hyperjumpRunner;
      const baseline = await runGroups(groups, runner("2020-12", remotes));
      const after = await runGroups(groups, runner("draft-07", convertedRemotes), (group) => convert(group.schema).schema);
      const result = tally(baseline, after);
      console.log(`2020-12 → draft-07, ${library}:`, { counted: result.counted, same: result.same, loosened: result.loosened, tightened: result.tightened, error: result.error });
      expect([result.loosened, result.tightened]).toEqual([0, 0]);
      expect(result.errorNames).toEqual(library === "ajv" ? META_SCHEMA_REFS : REFUSED_REMOTE);
      expect([result.counted, result.same]).toEqual(library === "ajv" ? [1051, 1047] : [1083, 1081]);
    }, 120_000);
  }
});
