/**
 * JSON-like values for the walk: random JSON whose keys lean on JSON Schema keywords and on the
 * names that change object behaviour in JavaScript, plus the values that sit on edges.
 */
import fc from "fast-check";

/** Names that change object behaviour in JavaScript when used as keys. */
export const PROTOTYPE_NAMES = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"] as const;

/** Every keyword the walk knows a fate for, wire keys included. */
export const KEYWORDS = [
  "type", "properties", "required", "$schema", "title", "description", "default", "examples", "$comment", "$id",
  "$anchor", "deprecated", "readOnly", "writeOnly", "nullable", "x-enumNames", "x-extra", "pattern", "minLength",
  "maxLength", "minimum", "maximum", "minItems", "maxItems", "format", "exclusiveMinimum", "exclusiveMaximum",
  "multipleOf", "uniqueItems", "minProperties", "maxProperties", "patternProperties", "additionalProperties",
  "unevaluatedProperties", "items", "prefixItems", "additionalItems", "contains", "allOf", "anyOf", "oneOf", "not",
  "if", "then", "else", "$ref", "$defs", "definitions", "const", "enum", "enumNames", "dependentRequired",
] as const;

/** Values a keyword is likely to hold, right or wrong. */
export const EDGE_VALUES = [
  "string", "number", "integer", "boolean", "array", "object", "null", "email", "uri", "date", "date-time", "uuid",
  "#/$defs/a", "#/properties/a", "#/", "#", "#/$defs/a~1b", "#/$defs/%61", "#/$defs/%zz", "https://example.com/s",
  "", "a", "__proto__", 0, -0, 1, -1, 1.5, 2 ** 53, -(2 ** 53), 1e300, -1e300, Number.MAX_VALUE, Number.MIN_VALUE,
  true, false, null, [], {}, ["string"], ["string", "null"], ["integer"], [{ const: "a" }], [{ const: "a", title: "A" }],
  [{ type: "null" }], ["a", "a"], ["a", 1],
] as const;

/** Property names: ordinary, empty, pointer-escaped, and the prototype names. */
export const propertyName: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES, "", "a/b", "~0", "~1", "a~b", "%25", "#") },
);

/** Object keys: mostly keywords, sometimes prototype names or anything. */
export const keyword: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KEYWORDS) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** One edge value, as a fresh copy. */
export const edgeValue: fc.Arbitrary<unknown> = fc.constantFrom(...EDGE_VALUES).map((v) => structuredClone(v));

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: edgeValue },
  { weight: 1, arbitrary: fc.string({ maxLength: 10, unit: "grapheme" }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Random JSON shaped like a schema: objects keyed mostly by keywords, up to `depth` levels. */
export function schemaLike(depth = 5): fc.Arbitrary<unknown> {
  const { node } = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", maxDepth: depth },
      leaf,
      fc.dictionary(keyword, tie("node"), { maxKeys: 5 }),
      fc.dictionary(propertyName, tie("node"), { maxKeys: 4 }),
      fc.array(tie("node"), { maxLength: 4 }),
    ),
  }));
  return node;
}

/** Arbitrary JSON (fast-check's own), for inputs that look like nothing in particular. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 5 });
