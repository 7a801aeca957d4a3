/**
 * docs/check-tools.schema.json describes what checkTools returns: every captured server's report, for every archetype
 * at every revision, validates against it (Ajv 2020), and its code and host lists are the package's own.
 */
import { readFileSync, readdirSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { expect, test } from "vitest";
import { ARCHETYPES, BLASTS, HOST_ISSUE_CODES, REVISIONS, checkTools } from "../src/index.js";

const schema = JSON.parse(readFileSync(new URL("../../../docs/check-tools.schema.json", import.meta.url), "utf8")) as { $defs: Record<string, { enum?: unknown[]; properties?: Record<string, { enum?: unknown[] }> }> };
const DIR = new URL("../../../fixtures/servers/", import.meta.url);

test("the report schema lists exactly the package's hosts, blasts and codes", () => {
  expect(schema.$defs["host"]?.enum).toEqual([...ARCHETYPES]);
  expect(schema.$defs["blast"]?.enum).toEqual([...BLASTS]);
  expect(schema.$defs["issue"]?.properties?.["code"]?.enum).toEqual(Object.keys(HOST_ISSUE_CODES));
});

test("every captured server's report validates against docs/check-tools.schema.json", () => {
  const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);
  let reports = 0;
  for (const file of readdirSync(DIR).filter((name) => name.endsWith(".tools.json"))) {
    const list = JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as unknown;
    for (const revision of REVISIONS) {
      const report = checkTools(list, { revision });
      expect(validate(report) ? [] : validate.errors?.slice(0, 3)).toEqual([]);
      reports++;
    }
  }
  expect(reports).toBeGreaterThanOrEqual(120);
});
