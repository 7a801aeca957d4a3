/**
 * Proof against the official JSON-Schema-Test-Suite: every required draft7 test, its schema (and the remotes
 * it references) converted to 2020-12, validated by Ajv 2020 and hyperjump at 2020-12, compared with the same
 * libraries at draft-07 on the unconverted schemas.
 */
import { describe, expect, test } from "vitest";
import { convertDialect, type JsonSchema } from "../src/index.js";
import { agreeing, regressions, runGroups, type Outcome } from "./suite/compare.js";
import { ajvRunner, hyperjumpRunner, type RunGroup } from "./suite/engines.js";
import { loadGroups, loadRemotes } from "./suite/load.js";

const groups = loadGroups("draft7");
const remotes = loadRemotes("draft7");

function converted(schema: JsonSchema): JsonSchema {
  const result = convertDialect(schema, { from: "draft-07", to: "2020-12" });
  if (result.schema === undefined) throw new Error(JSON.stringify(result.issues));
  return result.schema;
}

const convertedRemotes = new Map([...remotes].map(([uri, remote]) => [uri, converted(remote)] as const));

/** Tests that agree before conversion and not after, by name, with the reason. */
const SKIPS: Readonly<Record<string, string>> = {
  "definitions.json: validate definition against metaschema / valid definition schema":
    "$ref to the draft-07 meta-schema itself: Ajv2020 does not ship the draft-07 meta-schema",
  "definitions.json: validate definition against metaschema / invalid definition schema":
    "$ref to the draft-07 meta-schema itself: Ajv2020 does not ship the draft-07 meta-schema",
  "ref.json: remote ref, containing refs itself / remote ref valid":
    "$ref to the draft-07 meta-schema itself: Ajv2020 does not ship the draft-07 meta-schema",
  "ref.json: remote ref, containing refs itself / remote ref invalid":
    "$ref to the draft-07 meta-schema itself: Ajv2020 does not ship the draft-07 meta-schema",
};

async function compare(before: RunGroup, after: RunGroup): Promise<{ before: Outcome[]; after: Outcome[] }> {
  return {
    before: await runGroups(groups, before),
    after: await runGroups(groups, after, (group) => converted(group.schema)),
  };
}

describe("draft7 suite converted to 2020-12", () => {
  test("every group converts without issues", () => {
    const refused = groups.filter((group) => convertDialect(group.schema, { from: "draft-07", to: "2020-12" }).issues.length > 0);
    expect(refused.map((group) => group.name)).toEqual([]);
    expect(groups.flatMap((group) => group.tests)).toHaveLength(927);
  });

  test("hyperjump: 921 of 927 after conversion (919 before), no regression", async () => {
    const { before, after } = await compare(hyperjumpRunner("draft-07", remotes), hyperjumpRunner("2020-12", convertedRemotes));
    console.log(`draft7 → 2020-12, hyperjump: before ${agreeing(before)}/${before.length}, after ${agreeing(after)}/${after.length}`);
    expect([agreeing(before), agreeing(after), after.length]).toEqual([919, 921, 927]);
    expect(regressions(before, after)).toEqual([]);
  }, 120_000);

  test("Ajv: 918 of 927 after conversion (919 before), regressions only the listed skips", async () => {
    const { before, after } = await compare(ajvRunner("draft-07", remotes), ajvRunner("2020-12", convertedRemotes));
    console.log(`draft7 → 2020-12, Ajv: before ${agreeing(before)}/${before.length}, after ${agreeing(after)}/${after.length}`);
    expect([agreeing(before), agreeing(after), after.length]).toEqual([919, 918, 927]);
    expect(regressions(before, after)).toEqual(Object.keys(SKIPS));
  }, 120_000);
});
