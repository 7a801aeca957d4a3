/**
 * Form content for a wire requestedSchema: per property, values on the edges of its own schema
 * (each option, strings one code point either side of the length bounds in ASCII and in astral
 * characters, numbers on and beside the bounds, valid and invalid format strings, selections with
 * duplicates and beyond the item bounds), plus values of every other type, and undeclared keys
 * (the prototype names among them).
 */
import fc from "fast-check";
import { PROTOTYPE_NAMES } from "./json.js";

type Obj = Record<string, unknown>;

const FORMAT_SAMPLES = [
  "someone@example.com", "a.b+c@sub.example.org", "ada@", "ada@example", "@example.com",
  "https://example.com/a?b#c", "urn:isbn:0451450523", "mailto:ada@example.com", "//no-scheme", "not a uri",
  "2026-07-28", "2024-02-29", "2023-02-29", "2026-13-01", "2026-07-28T12:00:00Z", "2026-07-28T12:00:00+05:30",
  "2026-07-28T25:00:00Z", "2026-07-28 12:00:00Z", "",
];

function lengthEdges(min: unknown, max: unknown): string[] {
  const lengths = new Set<number>([0, 1]);
  for (const bound of [min, max]) if (typeof bound === "number") for (const d of [-1, 0, 1]) if (bound + d >= 0) lengths.add(bound + d);
  return [...lengths].flatMap((n) => ["a".repeat(n), "😀".repeat(n), "e\u0301".repeat(n)]);
}

function numberEdges(schema: Obj): number[] {
  const out = [0, 1, -1, 0.5, 1e21, -1e21];
  for (const bound of [schema["minimum"], schema["maximum"], schema["default"]]) {
    if (typeof bound === "number") out.push(bound, bound - 1, bound + 1, bound - 0.5, bound + 0.5, Math.floor(bound), Math.ceil(bound));
  }
  return out;
}

function optionsOf(schema: Obj): string[] {
  const items = (schema["items"] ?? {}) as Obj;
  const list = schema["enum"] ?? schema["oneOf"] ?? items["enum"] ?? items["anyOf"] ?? [];
  return (list as unknown[]).map((o) => (typeof o === "string" ? o : String((o as Obj)["const"])));
}

const otherTypes = fc.oneof(fc.string({ maxLength: 3 }), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant({}), fc.constant(["a"]));

/** A value for one wire property schema, near its edges. */
export function valueFor(schema: Obj): fc.Arbitrary<unknown> {
  const options = optionsOf(schema);
  const strings = [...options, ...lengthEdges(schema["minLength"], schema["maxLength"]), ...FORMAT_SAMPLES, "5", "true", "Superman"];
  const near = fc.constantFrom(...strings);
  switch (schema["type"]) {
    case "string":
      return fc.oneof({ weight: 6, arbitrary: near }, { weight: 1, arbitrary: fc.string({ maxLength: 6, unit: "grapheme" }) }, { weight: 1, arbitrary: otherTypes });
    case "number":
    case "integer":
      return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...numberEdges(schema)) }, { weight: 1, arbitrary: otherTypes });
    case "boolean":
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: otherTypes });
    default: {
      const pick = fc.constantFrom(...(options.length > 0 ? options : ["x"]), "not-an-option");
      return fc.oneof(
        { weight: 3, arbitrary: fc.uniqueArray(pick, { maxLength: options.length + 2 }) },
        { weight: 2, arbitrary: fc.array(pick, { maxLength: options.length + 2 }) },
        { weight: 1, arbitrary: fc.array(otherTypes, { maxLength: 2 }) },
        { weight: 1, arbitrary: otherTypes },
      );
    }
  }
}

/** Content for `requestedSchema`: some of its properties, sometimes undeclared keys. */
export function contentFor(requestedSchema: Obj): fc.Arbitrary<Obj> {
  const properties = requestedSchema["properties"] as Record<string, Obj>;
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of Object.keys(properties)) shape[name] = valueFor(properties[name]!);
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 3 })), otherTypes, { minKeys: 1, maxKeys: 2 }) },
  );
  return fc.tuple(fc.record(shape, { requiredKeys: [] }), extra).map(([declared, undeclared]) => {
    const out: Obj = {};
    for (const [key, value] of [...Object.entries(undeclared), ...Object.entries(declared)]) {
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
}
