/**
 * Property: for generated zod 4 date-time and email fields, on zod 4.0, 4.1 and 4.6 alike, `formatPatterns` holds a
 * field's regex exactly when zod wrote its own default regex for a JSON Schema format: never for a `pattern` option,
 * never for a date-time without offset (`local`) or seconds (`precision: -1`). Every run compares; the count has a
 * floor.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { z as z46 } from "zod";
import { z as z40 } from "zod40";
import { z as z41 } from "zod41";
import { convertStandardSchema } from "../src/index.js";

type Z = typeof z40;
const LINES: readonly (readonly [string, Z])[] = [
  ["zod 4.0", z40],
  ["zod 4.1", z41 as unknown as Z],
  ["zod 4.6", z46 as unknown as Z],
];

type Recipe =
  | { readonly kind: "date-time"; readonly precision: number | undefined; readonly offset: boolean; readonly local: boolean }
  | { readonly kind: "email"; readonly own: boolean };

const recipe: fc.Arbitrary<Recipe> = fc.oneof(
  fc.record({
    kind: fc.constant("date-time" as const),
    precision: fc.constantFrom(undefined, -1, 0, 1, 3, 6, 9),
    offset: fc.boolean(),
    local: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("email" as const), own: fc.boolean() }),
);

/** The field in zod `z`, and whether its regex is zod's own spelling of the field's format. */
function build(z: Z, made: Recipe): { schema: z.ZodType; vendors: boolean } {
  if (made.kind === "email") return { schema: made.own ? z.email() : z.email({ pattern: /^[a-z]+@example\.com$/ }), vendors: made.own };
  const { precision, offset, local } = made;
  return { schema: z.iso.datetime({ precision, offset, local }), vendors: !local && precision !== -1 };
}

it("formatPatterns holds exactly zod's own default regexes for a JSON Schema format, on every zod 4 line", () => {
  let compared = 0;
  fc.assert(
    fc.property(fc.array(recipe, { minLength: 1, maxLength: 5 }), (recipes) => {
      for (const [, z] of LINES) {
        const fields = recipes.map((made) => build(z, made));
        const shape = Object.fromEntries(fields.map(({ schema }, index) => [`f${index}`, schema]));
        const expected = fields
          .filter(({ vendors }) => vendors)
          .map(({ schema }) => ({
            pattern: ((schema as unknown as { _zod: { def: { pattern: RegExp } } })._zod.def.pattern).source,
            format: (schema as unknown as { _zod: { def: { format: string } } })._zod.def.format === "email" ? "email" : "date-time",
          }));
        const unique = [...new Map(expected.map((found) => [`${found.format} ${found.pattern}`, found])).values()];
        const order = (list: readonly { pattern: string; format: string }[]) =>
          [...list].sort((a, b) => `${a.format} ${a.pattern}`.localeCompare(`${b.format} ${b.pattern}`));
        expect(order(convertStandardSchema(z.object(shape)).formatPatterns)).toEqual(order(unique));
        compared += 1;
      }
    }),
    { numRuns: 100, seed: 11 },
  );
  expect(compared).toBeGreaterThanOrEqual(300);
});
