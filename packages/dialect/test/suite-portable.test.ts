/**
 * The portable projection over every required draft2020-12 test, read by Ajv draft-07, Ajv 2020 and hyperjump
 * at both dialects: an instance valid under the original schema is never invalid under the projection.
 * Baseline: the same library at 2020-12 on the original schema; tests it gets wrong are not counted.
 */
import { describe, expect, test } from "vitest";
import { toPortableSchema, type JsonSchema } from "../src/index.js";
import { runGroups } from "./suite/compare.js";
import { ajvRunner, hyperjumpRunner } from "./suite/engines.js";
import { loadGroups, loadRemotes } from "./suite/load.js";
import { tally } from "./suite/tally.js";

const groups = loadGroups("draft2020-12");
const remotes = loadRemotes("draft2020-12");
const projectedRemotes = new Map([...remotes].map(([uri, remote]) => [uri, toPortableSchema(remote, { keepDefs: true }).schema ?? remote] as const));

/** Tests that reference the 2020-12 meta-schema, which draft-07 validators do not ship. */
const META_SCHEMA_REFS = [
  "defs.json: validate definition against metaschema / valid definition schema",
  "defs.json: validate definition against metaschema / invalid definition schema",
  "ref.json: remote ref, containing refs itself / remote ref valid",
  "ref.json: remote ref, containing refs itself / remote ref invalid",
];

/** `$anchor`s inside embedded resources (nested `$id`) stay anchors, which draft-07 readers do not resolve. */
const EMBEDDED_ANCHORS = [
  "anchor.json: Location-independent identifier with absolute URI / match",
  "anchor.json: Location-independent identifier with absolute URI / mismatch",
  "anchor.json: Location-independent identifier with base URI change in subschema / match",
  "anchor.json: Location-independent identifier with base URI change in subschema / mismatch",
  "anchor.json: same $anchor with different base uri / $ref resolves to /$defs/A/allOf/1",
  "anchor.json: same $anchor with different base uri / $ref does not resolve to /$defs/A/allOf/0",
  "ref.json: order of evaluation: $id and $anchor and $ref / data is valid against first definition",
  "ref.json: order of evaluation: $id and $anchor and $ref / data is invalid against first definition",
  "refRemote.json: anchor within remote ref / remote anchor valid",
  "refRemote.json: anchor within remote ref / remote anchor invalid",
];

const CASES = [
  { library: "ajv", dialect: "2020-12", counted: 1218, same: 1161, loosened: 57, errors: [] },
  { library: "ajv", dialect: "draft-07", counted: 1218, same: 1151, loosened: 63, errors: META_SCHEMA_REFS },
  { library: "hyperjump", dialect: "2020-12", counted: 1290, same: 1217, loosened: 73, errors: [] },
  { library: "hyperjump", dialect: "draft-07", counted: 1290, same: 1201, loosened: 79, errors: EMBEDDED_ANCHORS },
] as const;

describe("portable projection of the draft2020-12 suite", () => {
  test("refuses only custom meta-schemas", () => {
    const refused = groups.filter((group) => toPortableSchema(group.schema).schema === undefined);
    expect(refused.map((group) => [group.name, toPortableSchema(group.schema).issues.map((item) => item.code)])).toEqual([
      ["vocabulary.json: schema that uses custom metaschema with with no validation vocabulary", ["unsupported-dialect"]],
      ["vocabulary.json: ignore unrecognized optional vocabulary", ["unsupported-dialect"]],
    ]);
  });

  for (const expected of CASES) {
    test(`${expected.library} at ${expected.dialect}: 0 tightened`, async () => {
      const runner = expected.library === "ajv" ? ajvRunner : hyperjumpRunner;
      const baseline = await runGroups(groups, runner("2020-12", remotes));
      const after = await runGroups(groups, runner(expected.dialect, projectedRemotes), (group) => toPortableSchema(group.schema).schema);
      const result = tally(baseline, after);
      console.log(`portable, ${expected.library} at ${expected.dialect}:`, { ...result, errorNames: undefined });
      expect(result.tightened).toBe(0);
      expect([result.counted, result.same, result.loosened]).toEqual([expected.counted, expected.same, expected.loosened]);
      expect(result.errorNames).toEqual(expected.errors);
    }, 120_000);
  }
});
