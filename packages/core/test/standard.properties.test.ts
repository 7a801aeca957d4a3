/**
 * Property: for generated zod 4 objects, the constraints JSON Schema cannot show are found exactly where the recipe
 * put them, and zod 4.6 (Standard JSON Schema, zod's `override` through `libraryOptions`) and zod 4.1 (the
 * `zod/v4/core` fallback) agree on the whole conversion. Every run compares; the count has a floor.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { z } from "zod";
import { z as z41 } from "zod41";
import { convertStandardSchema, type UnadvertisedKind } from "../src/index.js";

type Base = "string" | "number" | "boolean";
type Extra = "none" | "refine" | "superRefine" | "trim" | "transform" | "pipe";

/** What each extra hides from JSON Schema (`undefined`: nothing). */
const HIDDEN: Readonly<Record<Extra, UnadvertisedKind | undefined>> = {
  none: undefined,
  refine: "refinement",
  superRefine: "refinement",
  trim: "transform",
  transform: "transform",
  pipe: "pipe",
};

interface Field {
  readonly name: string;
  readonly base: Base;
  readonly extra: Extra;
  readonly optional: boolean;
}

/** One field in the zod library `zz` (zod 4.6 or 4.1: the same API). */
function build(zz: typeof z, { base, extra, optional }: Field): z.ZodType {
  const core: z.ZodType = base === "string" ? zz.string() : base === "number" ? zz.number() : zz.boolean();
  const made: Record<Extra, () => z.ZodType> = {
    none: () => core,
    refine: () => core.refine((_value: unknown) => true),
    superRefine: () => core.superRefine(() => undefined),
    trim: () => zz.string().trim(),
    transform: () => core.transform((value: unknown) => value),
    pipe: () => zz.string().pipe(zz.string().min(1)),
  };
  const field = made[extra]();
  return optional ? field.optional() : field;
}

const field = fc.record({
  name: fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/),
  base: fc.constantFrom<Base>("string", "number", "boolean"),
  extra: fc.constantFrom<Extra>("none", "refine", "superRefine", "trim", "transform", "pipe"),
  optional: fc.boolean(),
});
const form = fc.uniqueArray(field, { minLength: 1, maxLength: 6, selector: (f) => f.name });

it("unadvertised constraints are found at their fields, the same through zod 4.6 and zod 4.1", () => {
  let compared = 0;
  fc.assert(
    fc.property(form, (fields) => {
      const expected = fields.flatMap(({ name, extra }) => (HIDDEN[extra] ? [{ path: `/properties/${name}`, kind: HIDDEN[extra] }] : []));
      const latest = convertStandardSchema(z.object(Object.fromEntries(fields.map((f) => [f.name, build(z, f)]))));
      const older = convertStandardSchema(z41.object(Object.fromEntries(fields.map((f) => [f.name, build(z41 as unknown as typeof z, f)]))));
      expect(latest.unadvertised).toEqual(expected);
      expect(older).toEqual(latest);
      compared += 1;
    }),
    { numRuns: 200, seed: 11 },
  );
  expect(compared).toBeGreaterThanOrEqual(200);
});
