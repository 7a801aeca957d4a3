/**
 * The dialect layer against @hyperjump/json-schema: for every captured tool schema and a set of made ones, "valid
 * against the meta-schema of its declared dialect" (no meta-schema-invalid and no invalid-keyword-value finding)
 * equals hyperjump validating the schema against that meta-schema. Patterns are checked by `new RegExp(p, "u")`.
 */
import { readFileSync, readdirSync } from "node:fs";
import { validate } from "@hyperjump/json-schema/draft-2020-12";
import "@hyperjump/json-schema/draft-2019-09";
import "@hyperjump/json-schema/draft-07";
import "@hyperjump/json-schema/draft-06";
import { describe, expect, test } from "vitest";
import { dialectFindings, unicodeRegex } from "../src/index.js";

const DIR = new URL("../../../fixtures/servers/", import.meta.url);
const META: Readonly<Record<string, string>> = {
  "https://json-schema.org/draft/2020-12/schema": "https://json-schema.org/draft/2020-12/schema",
  "https://json-schema.org/draft/2019-09/schema": "https://json-schema.org/draft/2019-09/schema",
  "http://json-schema.org/draft-07/schema#": "http://json-schema.org/draft-07/schema",
  "http://json-schema.org/draft-07/schema": "http://json-schema.org/draft-07/schema",
  "http://json-schema.org/draft-06/schema#": "http://json-schema.org/draft-06/schema",
};

const captured = readdirSync(DIR).filter((file) => file.endsWith(".tools.json")).sort().flatMap((file) => {
  const { tools } = JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as { tools: Record<string, unknown>[] };
  return tools.flatMap((tool) => (["inputSchema", "outputSchema"] as const).filter((role) => tool[role] !== undefined).map((role) => ({ name: `${file}#${String(tool["name"])}/${role}`, schema: tool[role] as Record<string, unknown> })));
});

const MADE: Readonly<Record<string, Record<string, unknown>>> = {
  "required-null": { type: "object", required: null },
  "properties-array": { type: "object", properties: [] },
  "min-length-string": { type: "object", properties: { a: { minLength: "2" } } },
  "type-unknown": { type: "object", properties: { a: { type: "strin" } } },
  "all-of-empty": { type: "object", allOf: [] },
  "anchor-invalid": { type: "object", $defs: { a: { $anchor: "1bad" } } },
  "vocabulary-number": { type: "object", $vocabulary: { "https://x.test": 1 } },
  "draft-07-items-array-under-2020": { type: "object", properties: { t: { type: "array", items: [{ type: "string" }] } } },
  "draft-07-valid": { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { t: { type: "array", items: [{ type: "string" }] } } },
  "draft-07-exclusive-boolean": { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { n: { type: "number", minimum: 0, exclusiveMinimum: true } } },
  "enum-empty": { type: "object", properties: { a: { enum: [] } } },
  "required-duplicate": { type: "object", required: ["a", "a"] },
};

async function metaValid(schema: Record<string, unknown>): Promise<boolean | undefined> {
  const label = typeof schema["$schema"] === "string" ? schema["$schema"] : "https://json-schema.org/draft/2020-12/schema";
  const meta = META[label];
  if (meta === undefined) return undefined;
  return (await validate(meta, schema as never)).valid;
}

describe("the meta-schema layer equals hyperjump's meta-schema validation", () => {
  test("every captured tool schema and every made one", async () => {
    const differences: string[] = [];
    let compared = 0;
    let invalid = 0;
    for (const { name, schema } of [...captured, ...Object.entries(MADE).map(([made, schema]) => ({ name: `made:${made}`, schema }))]) {
      const oracle = await metaValid(schema);
      if (oracle === undefined) continue;
      compared++;
      const ours = !dialectFindings(schema as never).some((found) => found.code === "meta-schema-invalid" || found.code === "invalid-keyword-value");
      if (!oracle) invalid++;
      if (ours !== oracle) differences.push(`${name}: ours ${ours ? "valid" : "invalid"}, hyperjump ${oracle ? "valid" : "invalid"}`);
    }
    console.log(`dialect layer vs hyperjump: ${compared} schemas compared, ${invalid} invalid, ${compared - differences.length} agree`);
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(captured.length);
    expect(invalid).toBeGreaterThanOrEqual(8);
  });

  test("patterns: unicode mode decides", () => {
    expect(unicodeRegex("^agent\\_run\\_")).toBe(false);
    expect(unicodeRegex("(")).toBe(false);
    expect(unicodeRegex("^[a-z_]+$")).toBe(true);
    expect(unicodeRegex("\\p{L}")).toBe(true);
    expect(dialectFindings({ type: "object", patternProperties: { "\\_": {} }, properties: { a: { pattern: "\\-" } } }).map((found) => [found.code, found.path])).toEqual([
      ["invalid-pattern", "/patternProperties/\\_"],
      ["invalid-pattern", "/properties/a/pattern"],
    ]);
  });
});

describe("dialectFindingsOf: the dialect layer's findings once per schema snapshot", () => {
  test("the same array for the same snapshot, equal to dialectFindings; `known` taken and kept for a new snapshot", async () => {
    const { dialectFindingsOf } = await import("../src/meta.js");
    const schema = { type: "object", properties: { a: { type: "string", pattern: "(" } }, required: null } as const;
    const first = dialectFindingsOf(schema as never);
    expect(first).toEqual(dialectFindings(schema as never));
    expect(first.map((found) => [found.path, found.code])).toEqual([
      ["/required", "invalid-keyword-value"],
      ["/properties/a/pattern", "invalid-pattern"],
    ]);
    expect(dialectFindingsOf(schema as never)).toBe(first);
    const copy = structuredClone(schema);
    expect(dialectFindingsOf(copy as never, first)).toBe(first);
    expect(dialectFindingsOf(copy as never)).toBe(first);
    expect(dialectFindingsOf(true)).toEqual([]);
  });
});
