import { describe, expect, test } from "vitest";
import { POSITIONS, VOCABULARY, inPlaceApplicators, keywordInfo } from "../src/index.js";

const sorted = (table: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));

describe("the vocabulary table", () => {
  test("the position tables are the applicator and core vocabularies of each dialect's meta-schema", () => {
    const draft07 = {
      additionalItems: "single", additionalProperties: "single", allOf: "array", anyOf: "array", contains: "single", definitions: "map",
      dependencies: "map", else: "single", if: "single", items: "single-or-array", not: "single", oneOf: "array", patternProperties: "map",
      properties: "map", propertyNames: "single", then: "single",
    };
    const added2019 = { $defs: "map", contentSchema: "single", dependentSchemas: "map", unevaluatedItems: "single", unevaluatedProperties: "single" };
    expect(sorted(POSITIONS["draft-07"])).toEqual(sorted(draft07));
    expect(sorted(POSITIONS["2019-09"])).toEqual(sorted({ ...draft07, ...added2019 }));
    const { additionalItems: _gone, ...rest } = { ...draft07, ...added2019 };
    expect(sorted(POSITIONS["2020-12"])).toEqual(sorted({ ...rest, items: "single", prefixItems: "array" }));
    expect(Object.isFrozen(POSITIONS["2020-12"])).toBe(true);
    expect(Object.getPrototypeOf(POSITIONS["2020-12"])).toBe(null);
  });

  test("in-place applicators per dialect", () => {
    expect(inPlaceApplicators("draft-07")).toEqual(["$ref", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependencies"]);
    expect(inPlaceApplicators("2019-09")).toEqual(["$ref", "$recursiveRef", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas"]);
    expect(inPlaceApplicators("2020-12")).toEqual(["$ref", "$dynamicRef", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas"]);
  });

  test("every keyword has one class, and inherited names are never keywords", () => {
    const classes = Object.values(VOCABULARY).map((row) => row.class);
    expect(new Set(classes)).toEqual(new Set(["annotation", "constraint", "applicator", "structure"]));
    expect(keywordInfo("constructor")).toBeUndefined();
    expect(keywordInfo("__proto__")).toBeUndefined();
    expect(keywordInfo("x-custom")).toBeUndefined();
    expect(keywordInfo("dependencies")).toMatchObject({ class: "applicator", value: "schema-or-string-array-map", dialects: ["draft-07"] });
    expect(keywordInfo("contentSchema")).toMatchObject({ class: "annotation", positions: { "2019-09": "single", "2020-12": "single" } });
  });
});
