/**
 * zod 4 schemas built from generated recipes: every field kind a form uses, with the checks and
 * wrappers people chain (`min`/`max`, formats, `regex`, exclusive and inclusive bounds, `int`,
 * `multipleOf`, enums and literal unions, multi-selects, `optional`, `default`, `nullable`,
 * `describe`, `meta`), and an occasional nested object or `z.date()` the wire cannot carry.
 * The recipe (plain data) is what fast-check generates and prints; {@link buildZod} makes the schema.
 */
import fc from "fast-check";
import { z } from "zod";

export type FieldRecipe =
  | { kind: "string"; min?: number; max?: number; format?: "email" | "url" | "date" | "datetime"; regex?: boolean }
  | { kind: "number"; int: boolean; gt?: number; gte?: number; lt?: number; lte?: number; multipleOf?: number }
  | { kind: "boolean" }
  | { kind: "enum"; values: string[] }
  | { kind: "literals"; values: string[] }
  | { kind: "multi"; values: string[]; min?: number; max?: number }
  | { kind: "nested" }
  | { kind: "date" };

export interface Wrappers {
  optional?: boolean;
  default?: boolean;
  nullable?: boolean;
  describe?: boolean;
  title?: boolean;
}

const small = fc.integer({ min: -5, max: 10 });
const values = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d"), { minLength: 1, maxLength: 4 });
const opt = { requiredKeys: [] as never[] };

const rarely = fc.nat(7).map((n) => n === 0);
const field: fc.Arbitrary<FieldRecipe> = fc.oneof(
  fc.record({ kind: fc.constant("string" as const), min: fc.nat(3), max: fc.integer({ min: 3, max: 9 }), format: fc.constantFrom("email" as const, "url" as const, "date" as const, "datetime" as const), regex: fc.boolean() }, { requiredKeys: ["kind"] }),
  fc.record({ kind: fc.constant("number" as const), int: fc.boolean(), gt: small, gte: small, lt: small, lte: small, multipleOf: fc.constantFrom(2, 0.5) }, { requiredKeys: ["kind", "int"] }),
  fc.record({ kind: fc.constant("boolean" as const) }),
  fc.record({ kind: fc.constant("enum" as const), values }),
  fc.record({ kind: fc.constant("literals" as const), values }),
  fc.record({ kind: fc.constant("multi" as const), values, min: fc.nat(2), max: fc.integer({ min: 2, max: 4 }) }, { requiredKeys: ["kind", "values"] }),
  fc.constantFrom<FieldRecipe>({ kind: "nested" }, { kind: "date" }),
).chain((recipe) => (recipe.kind === "nested" || recipe.kind === "date" ? rarely.map((keep): FieldRecipe => (keep ? recipe : { kind: "boolean" })) : fc.constant(recipe)));
// Rare structure (nullable, nested, z.date()): one such field rejects the whole form.
const wrappers: fc.Arbitrary<Wrappers> = fc.record({ optional: fc.boolean(), default: fc.boolean(), nullable: rarely, describe: fc.boolean(), title: fc.boolean() }, opt);

/** Recipes of zod objects: up to four fields, each a kind with its checks and wrappers. */
export const zodRecipe = fc.dictionary(fc.constantFrom("name", "n", "choice", "tags", "ok", "when"), fc.tuple(field, wrappers), { minKeys: 1, maxKeys: 4 });

/** A default value the field accepts, for `.default()`. */
function defaultOf(recipe: FieldRecipe): unknown {
  switch (recipe.kind) {
    case "string": return recipe.format ? undefined : "x".repeat(Math.max(recipe.min ?? 0, 1)).slice(0, recipe.max ?? 9);
    case "boolean": return true;
    case "enum":
    case "literals": return recipe.values[0];
    case "multi": return [];
    default: return undefined;
  }
}

function buildField(recipe: FieldRecipe): z.ZodType {
  switch (recipe.kind) {
    case "string": {
      let s = recipe.format === "email" ? z.email() : recipe.format === "url" ? z.url() : recipe.format === "date" ? z.iso.date() : recipe.format === "datetime" ? z.iso.datetime() : z.string();
      if (recipe.min !== undefined) s = s.min(recipe.min);
      if (recipe.max !== undefined) s = s.max(recipe.max);
      if (recipe.regex) s = s.regex(/^[a-z]+$/);
      return s;
    }
    case "number": {
      let n = recipe.int ? z.int() : z.number();
      if (recipe.gt !== undefined) n = n.gt(recipe.gt);
      if (recipe.gte !== undefined) n = n.gte(recipe.gte);
      if (recipe.lt !== undefined) n = n.lt(recipe.lt);
      if (recipe.lte !== undefined) n = n.lte(recipe.lte);
      if (recipe.multipleOf !== undefined) n = n.multipleOf(recipe.multipleOf);
      return n;
    }
    case "boolean": return z.boolean();
    case "enum": return z.enum(recipe.values as [string, ...string[]]);
    case "literals": return z.union(recipe.values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<string>, z.ZodLiteral<string>]);
    case "multi": {
      let a = z.array(z.enum(recipe.values as [string, ...string[]]));
      if (recipe.min !== undefined) a = a.min(recipe.min);
      if (recipe.max !== undefined) a = a.max(recipe.max);
      return a;
    }
    case "nested": return z.object({ inner: z.string() });
    case "date": return z.date();
  }
}

/** The zod object of a recipe. */
export function buildZod(recipe: Record<string, [FieldRecipe, Wrappers]>): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, [kind, wrap]] of Object.entries(recipe)) {
    let schema = buildField(kind);
    if (wrap.describe) schema = schema.describe("about it");
    if (wrap.title) schema = schema.meta({ title: "Field" });
    if (wrap.nullable) schema = schema.nullable();
    const def = defaultOf(kind);
    if (wrap.default && def !== undefined) schema = (schema as z.ZodType<unknown>).default(def as never);
    if (wrap.optional) schema = schema.optional();
    shape[name] = schema;
  }
  return z.object(shape);
}
