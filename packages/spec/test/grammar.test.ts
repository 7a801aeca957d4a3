import { describe, expect, it } from "vitest";
import { grammarFor, REVISIONS, type Revision } from "../src/index.js";
import { definitionsOf, requestedSchemaPointer, specSchema } from "./spec-files.js";

function resolvePointer(root: Record<string, any>, pointer: string): Record<string, any> {
  return pointer
    .slice(2)
    .split("/")
    .reduce((node, token) => node[token], root);
}

const sorted = (set: Iterable<string>) => [...set].sort();

describe.each(REVISIONS)("grammar of %s equals schema.json", (revision: Revision) => {
  const spec = specSchema(revision);
  const defs = definitionsOf(spec);
  const grammar = grammarFor(revision);

  it("root keys and required root keys", () => {
    const root = resolvePointer(spec, requestedSchemaPointer(revision));
    expect(sorted(grammar.root.keys)).toEqual(sorted(Object.keys(root.properties)));
    expect(sorted(grammar.root.required)).toEqual(sorted(root.required));
  });

  it("every variant's key set, required keys and items keys", () => {
    const members = defs["PrimitiveSchemaDefinition"].anyOf.map((m: { $ref: string }) => m.$ref.split("/").pop());
    expect(grammar.variants.map((v) => v.name).sort()).toEqual(
      members.flatMap((name: string) => (defs[name].anyOf ? defs[name].anyOf.map((m: any) => m.$ref.split("/").pop()) : [name])).sort(),
    );
    for (const variant of grammar.variants) {
      const def = defs[variant.name];
      expect(sorted(variant.keys), variant.name).toEqual(sorted(Object.keys(def.properties)));
      expect(sorted(variant.required), variant.name).toEqual(sorted(def.required));
      const items = def.properties.items;
      expect(variant.items ? sorted(variant.items.keys) : undefined, variant.name).toEqual(
        items ? sorted(Object.keys(items.properties)) : undefined,
      );
      const types = def.properties.type.enum ?? [def.properties.type.const];
      expect([...variant.types].sort(), variant.name).toEqual([...types].sort());
    }
  });

  it("string formats", () => {
    expect(sorted(grammar.formats)).toEqual(sorted(defs["StringSchema"].properties.format.enum));
  });

  it("titled option keys", () => {
    const titled = defs["TitledSingleSelectEnumSchema"];
    const expected = titled ? sorted(Object.keys(titled.properties.oneOf.items.properties)) : [];
    expect(sorted(grammar.option.keys)).toEqual(expected);
  });
});

describe("grammar by revision", () => {
  it("names the variants of each revision", () => {
    expect(grammarFor("2025-06-18").variants.map((v) => v.name)).toEqual([
      "StringSchema",
      "NumberSchema",
      "BooleanSchema",
      "EnumSchema",
    ]);
    expect(grammarFor("2026-07-28").variants.map((v) => v.name)).toEqual([
      "StringSchema",
      "NumberSchema",
      "BooleanSchema",
      "UntitledSingleSelectEnumSchema",
      "TitledSingleSelectEnumSchema",
      "UntitledMultiSelectEnumSchema",
      "TitledMultiSelectEnumSchema",
      "LegacyTitledEnumSchema",
    ]);
  });

  it("keys per type value", () => {
    expect(sorted(grammarFor("2025-06-18").propertyKeys.number)).toEqual(["description", "maximum", "minimum", "title", "type"]);
    expect(sorted(grammarFor("2025-11-25").propertyKeys.array)).toEqual([
      "default", "description", "items", "maxItems", "minItems", "title", "type",
    ]);
    expect(grammarFor("2025-06-18").propertyKeys.array.size).toBe(0);
  });

  it("rejects an unknown revision with a TypeError", () => {
    expect(() => grammarFor("2024-11-05" as Revision)).toThrow(new TypeError('unknown MCP revision "2024-11-05"'));
  });
});
