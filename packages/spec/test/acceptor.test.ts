/**
 * Acceptors against zod: `variant.accepts(v)` must be exactly `variant.schema.safeParse(v).success`
 * for every variant of every revision, on arbitrary values (fast-check's `anything`, with boxed
 * values, sparse arrays, null prototypes, -0, NaN, ±Infinity, 2^53, numbers as strings) and on
 * near-valid fields (a valid field after one mutation, at the root or inside `items`/`oneOf`).
 * Fixed seed; `MCP_WIRE_FC_SCALE` multiplies the runs and `MCP_WIRE_FC_SEED` replays another seed,
 * as in the elicitation package; `MCP_WIRE_FC_COUNTS=1` prints how the runs of the counted properties ended.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compileAcceptor, type Acceptor } from "../src/acceptor.js";
import { grammarFor, REVISIONS, type Revision, type VariantShape } from "../src/index.js";

const SCALE = Number(process.env["MCP_WIRE_FC_SCALE"] || 1);
const SEED = Math.trunc(Number(process.env["MCP_WIRE_FC_SEED"] || 20260728));
const params = (runs: number) => ({ seed: SEED, numRuns: Math.max(1, Math.round(runs * SCALE)) });

/** Default runs per variant (× MCP_WIRE_FC_SCALE). */
const RUNS = { anything: 400, shaped: 400, nearValid: 1000, recipes: 300 } as const;

type Obj = Record<string, unknown>;

const everything: Record<string, Obj> = JSON.parse(
  readFileSync(new URL("../../../fixtures/servers/server-everything.elicitation.json", import.meta.url), "utf8"),
).params.requestedSchema.properties;

/** Every key any variant, `items` object or option carries, and names that change object behaviour. */
const KEYS = [
  "type", "title", "description", "minLength", "maxLength", "format", "minimum", "maximum", "default", "enum",
  "enumNames", "oneOf", "items", "minItems", "maxItems", "anyOf", "const",
] as const;
const key: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KEYS) },
  { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "valueOf", "x", "", "0") },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
);

/** Values on the edges of what the wire schemas read: numbers zod rejects or barely accepts, numbers as strings, type names. */
const EDGE_VALUES: readonly unknown[] = [
  undefined, null, 0, -0, 1, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), -(2 ** 53 - 1),
  Number.MAX_VALUE, Number.MIN_VALUE, 1e21, "5", "1.5", "-0", "NaN", "Infinity", "9007199254740992", "", "a", "A",
  "string", "number", "integer", "boolean", "array", "object", "email", "uri", "date", "date-time", "uuid", true, false,
];
const edge: fc.Arbitrary<unknown> = fc.constantFrom(...EDGE_VALUES);

/** Sparse and odd arrays, boxed primitives, a function, a Date, a null-prototype object. */
const oddValue: fc.Arbitrary<unknown> = fc.constantFrom(
  "holes", "hole-of-strings", "length-only", "boxed-string", "boxed-number", "function", "date", "null-proto", "symbol", "bigint",
).map((kind) => {
  switch (kind) {
    case "holes": return [, "a"]; // eslint-disable-line no-sparse-arrays
    case "hole-of-strings": return ["a", , "b"]; // eslint-disable-line no-sparse-arrays
    case "length-only": { const a: string[] = []; a.length = 2; return a; }
    case "boxed-string": return new String("string");
    case "boxed-number": return new Number(1);
    case "function": return () => "string";
    case "date": return new Date(0);
    case "null-proto": return Object.assign(Object.create(null), { type: "string" });
    case "symbol": return Symbol("string");
    default: return 1n;
  }
});

const leaf: fc.Arbitrary<unknown> = fc.oneof({ weight: 4, arbitrary: edge }, { weight: 1, arbitrary: oddValue });

/** fast-check's `anything` with every option on, keys leaning on the wire keys, leaves on the edges. */
const anything: fc.Arbitrary<unknown> = fc.anything({
  key,
  values: [leaf, fc.string({ maxLength: 4 }), fc.double(), fc.integer(), fc.boolean()],
  maxDepth: 3,
  maxKeys: 6,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withObjectString: true,
  withNullPrototype: true,
  withBigInt: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
});

/** Fields valid or nearly so for some variant of some revision; each variant keeps those its schema accepts. */
const BASES: readonly Obj[] = [
  { type: "string" },
  { type: "string", title: "T", description: "D", minLength: 1, maxLength: 10, format: "email" },
  { type: "string", minLength: 0, maxLength: 2 ** 53 - 1, format: "date-time", default: "2026-07-28T00:00:00Z" },
  { type: "string", format: "uri", default: "" },
  { type: "number" },
  { type: "number", minimum: -1.5, maximum: 1e21, title: "n" },
  { type: "integer", minimum: 1, maximum: 100, default: 42, description: "d" },
  { type: "integer", default: -0 },
  { type: "boolean" },
  { type: "boolean", default: false, title: "b", description: "" },
  { type: "string", enum: ["a", "b"] },
  { type: "string", enum: [], default: "a" },
  { type: "string", enum: ["a", "b"], enumNames: ["A", "B"] },
  { type: "string", enum: ["a"], enumNames: [], default: "z", title: "t" },
  { type: "string", oneOf: [{ const: "a", title: "A" }, { const: "b", title: "B" }] },
  { type: "string", oneOf: [], default: "a", description: "d" },
  { type: "array", items: { type: "string", enum: ["a", "b"] } },
  { type: "array", items: { type: "string", enum: [] }, minItems: 0, maxItems: 2, default: ["a"], title: "m" },
  { type: "array", items: { anyOf: [{ const: "a", title: "A" }] } },
  { type: "array", items: { anyOf: [] }, minItems: 1, default: [], description: "d" },
  ...Object.values(everything),
];

function basesOf(variant: VariantShape): Obj[] {
  return BASES.filter((base) => variant.schema.safeParse(base).success).map((base) => structuredClone(base));
}

/** Objects made of a variant's own keys with values taken from valid fields or from the edges. */
function shaped(variant: VariantShape, bases: readonly Obj[]): fc.Arbitrary<Obj> {
  const pool = bases.flatMap((base) => Object.values(base));
  const value = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: leaf });
  const keys = [...variant.keys];
  return fc.dictionary(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: key }), value, {
    maxKeys: keys.length + 1,
  }).map((record) => structuredCloneSafe(record));
}

/** A copy whose nested arrays and objects are fresh (edge values are primitives or shared stand-ins). */
function structuredCloneSafe(record: Obj): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(record)) {
    const copy = Array.isArray(v) ? [...v] : typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype ? { ...v } : v;
    Object.defineProperty(out, k, { value: copy, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** One edit of a valid field: `at` picks a container (the field, `items`, an option, an array) modulo their number. */
type Mutation =
  | { kind: "none" }
  | { kind: "drop"; at: number; which: number }
  | { kind: "unknown"; at: number; key: string; value: unknown }
  | { kind: "retype"; at: number; which: number; value: unknown }
  | { kind: "undefined"; at: number; which: number }
  | { kind: "hole"; at: number; which: number }
  | { kind: "inherited-unknown"; at: number; key: string }
  | { kind: "inherited-declared"; at: number; which: number }
  | { kind: "non-enumerable-extra"; at: number; key: string }
  | { kind: "non-enumerable-declared"; at: number; which: number }
  | { kind: "class-instance"; at: number }
  | { kind: "null-prototype"; at: number }
  | { kind: "as-array"; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("drop" as const), at: fc.nat(), which: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("unknown" as const), at: fc.nat(), key, value: leaf }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("retype" as const), at: fc.nat(), which: fc.nat(), value: fc.oneof(leaf, anything) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("undefined" as const), at: fc.nat(), which: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("hole" as const), at: fc.nat(), which: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("inherited-unknown" as const), at: fc.nat(), key }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("inherited-declared" as const), at: fc.nat(), which: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("non-enumerable-extra" as const), at: fc.nat(), key }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("non-enumerable-declared" as const), at: fc.nat(), which: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("class-instance" as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("null-prototype" as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("as-array" as const), at: fc.nat() }) },
);

class Field {}

/** Every object and array of `doc` with the slot that holds it, the field itself first. */
function containers(doc: Obj): { node: Obj | unknown[]; parent: Obj | unknown[]; slot: string }[] {
  const holder: Obj = { doc };
  const out: { node: Obj | unknown[]; parent: Obj | unknown[]; slot: string }[] = [];
  const visit = (parent: Obj | unknown[], slot: string) => {
    const node = (parent as Obj)[slot];
    if (typeof node !== "object" || node === null) return;
    out.push({ node: node as Obj, parent, slot });
    for (const k of Object.keys(node)) visit(node as Obj, k);
  };
  visit(holder, "doc");
  return out;
}

/** Applies `m` to a copy of `base` and returns the result (the field may be replaced as a whole). */
function applyMutation(base: Obj, m: Mutation): unknown {
  const holder: Obj = { doc: structuredClone(base) };
  if (m.kind === "none") return holder["doc"];
  const all = containers(holder["doc"] as Obj);
  const { node, parent, slot } = all[m.at % all.length]!;
  const keys = Object.keys(node);
  const pick = (which: number) => keys[which % Math.max(1, keys.length)];
  const replace = (value: unknown) => Object.defineProperty(parent, slot, { value, enumerable: true, writable: true, configurable: true });
  const define = (target: object, k: string, value: unknown, enumerable = true) =>
    Object.defineProperty(target, k, { value, enumerable, writable: true, configurable: true });
  switch (m.kind) {
    case "drop": {
      const k = pick(m.which);
      if (Array.isArray(node)) node.splice(Number(k ?? 0), 1);
      else if (k !== undefined) delete node[k];
      break;
    }
    case "unknown":
      if (Array.isArray(node)) node.push(m.value);
      else define(node, m.key, m.value);
      break;
    case "retype": {
      const k = pick(m.which);
      if (k !== undefined) define(node, k, m.value);
      break;
    }
    case "undefined": {
      const k = pick(m.which);
      if (k !== undefined) define(node, k, undefined);
      break;
    }
    case "hole":
      if (Array.isArray(node)) {
        if (node.length === 0) node.length = 1;
        else delete node[m.which % node.length];
      } else {
        const k = pick(m.which);
        if (k !== undefined) define(node, k, [, node[k]]); // eslint-disable-line no-sparse-arrays
      }
      break;
    case "inherited-unknown":
      replace(Object.assign(Object.create({ [m.key]: "x" }), node));
      break;
    case "inherited-declared": {
      // The declared key moves to the prototype: zod reads it with [[Get]], so it still counts.
      const k = pick(m.which);
      if (k === undefined || Array.isArray(node)) break;
      const proto: Obj = {};
      define(proto, k, node[k]);
      const own: Obj = Object.create(proto);
      for (const other of keys) if (other !== k) define(own, other, node[other]);
      replace(own);
      break;
    }
    case "non-enumerable-extra":
      define(node, m.key, "x", false);
      break;
    case "non-enumerable-declared": {
      const k = pick(m.which);
      if (k !== undefined) define(node, k, (node as Obj)[k], false);
      break;
    }
    case "class-instance":
      if (!Array.isArray(node)) Object.setPrototypeOf(node, Field.prototype);
      break;
    case "null-prototype":
      if (!Array.isArray(node)) Object.setPrototypeOf(node, null);
      break;
    case "as-array":
      replace(Array.isArray(node) ? Object.assign({}, node) : Object.assign([], node));
      break;
  }
  return holder["doc"];
}

/**
 * Whether `members` can stand for `accepts` on `value`: a plain record whose keys are all own and
 * enumerable (nothing inherited, nothing hidden) and fit the variant's key set, required ones present.
 */
function readAsOwnRecord(variant: VariantShape, value: unknown): value is Obj {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  const keys = Object.keys(value);
  const forIn: string[] = [];
  for (const k in value) forIn.push(k);
  return (
    forIn.length === keys.length &&
    Object.getOwnPropertyNames(value).length === keys.length &&
    keys.every((k) => variant.keys.has(k)) &&
    [...variant.required].every((k) => keys.includes(k))
  );
}

function expectSameVerdict(variant: VariantShape, value: unknown): boolean {
  const expected = variant.schema.safeParse(value).success;
  expect(variant.accepts(value)).toBe(expected);
  if (readAsOwnRecord(variant, value)) {
    // The fast acceptance check reads a field this way: each own key's value by its member acceptor.
    expect(Object.keys(value).every((k) => variant.members.get(k)!(value[k]))).toBe(expected);
  }
  return expected;
}

const cases: [Revision, VariantShape["name"], VariantShape][] = REVISIONS.flatMap((revision) =>
  grammarFor(revision).variants.map((variant) => [revision, variant.name, variant] as [Revision, VariantShape["name"], VariantShape]),
);

describe.each(cases)("%s %s: accepts(v) === schema.safeParse(v).success", (_revision, _name, variant) => {
  const bases = basesOf(variant);

  it("has at least two valid fields to mutate", () => {
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(variant.accepts(base)).toBe(true);
  });

  it(`on arbitrary values (${params(RUNS.anything).numRuns} cases)`, () => {
    fc.assert(fc.property(anything, (value) => void expectSameVerdict(variant, value)), params(RUNS.anything));
  });

  it(`on objects of the variant's keys with valid and edge values (${params(RUNS.shaped).numRuns} cases)`, () => {
    // Every run compares accepts with safeParse; the runs that also compared the member-by-member
    // reading (an own plain record of the variant's keys) must not die out.
    const runs = { memberWise: 0, acceptsOnly: 0 };
    fc.assert(
      fc.property(shaped(variant, bases), (value) => {
        expectSameVerdict(variant, value);
        runs[readAsOwnRecord(variant, value) ? "memberWise" : "acceptsOnly"] += 1;
      }),
      params(RUNS.shaped),
    );
    const floor = Math.floor(params(RUNS.shaped).numRuns * 0.08);
    const report = `${JSON.stringify(runs)}, floor ${floor}`;
    if (process.env["MCP_WIRE_FC_COUNTS"]) console.log(`runs of "${expect.getState().currentTestName}": ${report}`);
    expect(runs.memberWise, `runs read member by member: ${report}`).toBeGreaterThanOrEqual(floor);
  });

  it(`on valid fields after one mutation, both verdicts in at least a tenth of the cases (${params(RUNS.nearValid).numRuns} cases)`, () => {
    const seen = { accepted: 0, rejected: 0 };
    fc.assert(
      fc.property(fc.nat(), mutation, (which, m) => {
        const value = applyMutation(bases[which % bases.length]!, m);
        seen[expectSameVerdict(variant, value) ? "accepted" : "rejected"] += 1;
      }),
      params(RUNS.nearValid),
    );
    expect(seen.accepted).toBeGreaterThan(params(RUNS.nearValid).numRuns / 10);
    expect(seen.rejected).toBeGreaterThan(params(RUNS.nearValid).numRuns / 10);
  });
});

/** A zod schema made only of the constructs acceptors support, as a recipe fast-check can print. */
type Recipe =
  | { t: "string" | "number" | "int" | "boolean" }
  | { t: "literal"; values: (string | number | boolean)[] }
  | { t: "enum"; values: string[] }
  | { t: "array"; element: Recipe }
  | { t: "object"; shape: [string, Recipe][] }
  | { t: "optional"; inner: Recipe };

const recipe: fc.Arbitrary<Recipe> = fc.letrec<{ r: Recipe }>((tie) => ({
  r: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    fc.record({ t: fc.constantFrom("string" as const, "number" as const, "int" as const, "boolean" as const) }),
    fc.record({ t: fc.constant("literal" as const), values: fc.uniqueArray(fc.oneof(fc.constantFrom("a", "b", 0, 1, true)), { minLength: 1, maxLength: 3 }) }),
    fc.record({ t: fc.constant("enum" as const), values: fc.uniqueArray(fc.constantFrom("a", "b", "c"), { minLength: 1, maxLength: 3 }) }),
    fc.record({ t: fc.constant("array" as const), element: tie("r") }),
    fc.record({ t: fc.constant("object" as const), shape: fc.uniqueArray(fc.tuple(fc.constantFrom("a", "b", "c", "type"), tie("r")), { maxLength: 3, selector: ([k]) => k }) }),
    fc.record({ t: fc.constant("optional" as const), inner: tie("r") }),
  ),
})).r;

function build(r: Recipe): z.ZodType {
  switch (r.t) {
    case "string": return z.string();
    case "number": return z.number();
    case "int": return z.int();
    case "boolean": return z.boolean();
    case "literal": return z.literal(r.values);
    case "enum": return z.enum(r.values as [string, ...string[]]);
    case "array": return z.array(build(r.element));
    case "object": return z.strictObject(Object.fromEntries(r.shape.map(([k, v]) => [k, build(v)])));
    case "optional": return build(r.inner).optional();
  }
}

/** Values shaped like the recipe (mostly valid), so both verdicts come up. */
function valueFor(r: Recipe): fc.Arbitrary<unknown> {
  const near = ((): fc.Arbitrary<unknown> => {
    switch (r.t) {
      case "string": return fc.string({ maxLength: 2 });
      case "number": return fc.double();
      case "int": return fc.oneof(fc.integer(), fc.constantFrom(2 ** 53, -(2 ** 53), 2 ** 53 - 1, -0, 0.5));
      case "boolean": return fc.boolean();
      case "literal":
      case "enum": return fc.constantFrom(...r.values, "a", 0, "0");
      case "array": return fc.array(valueFor(r.element), { maxLength: 3 });
      case "object":
        return fc
          .tuple(fc.record(Object.fromEntries(r.shape.map(([k, v]) => [k, valueFor(v)])), { requiredKeys: [] }), fc.option(fc.tuple(key, leaf), { freq: 4 }))
          .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
      case "optional": return fc.oneof(fc.constant(undefined), valueFor(r.inner));
    }
  })();
  return fc.oneof({ weight: 5, arbitrary: near }, { weight: 1, arbitrary: leaf });
}

describe("compileAcceptor on generated schemas of the supported constructs", () => {
  it(`agrees with safeParse on 20 values each (${params(RUNS.recipes).numRuns} schemas)`, () => {
    const seen = { accepted: 0, rejected: 0 };
    fc.assert(
      fc.property(recipe.chain((r) => fc.tuple(fc.constant(r), fc.array(valueFor(r), { minLength: 20, maxLength: 20 }))), ([r, values]) => {
        const schema = build(r);
        const accepts = compileAcceptor(schema, "R");
        for (const value of values) {
          const expected = schema.safeParse(value).success;
          expect(accepts(value)).toBe(expected);
          seen[expected ? "accepted" : "rejected"] += 1;
        }
      }),
      params(RUNS.recipes),
    );
    expect(seen.accepted).toBeGreaterThan(seen.rejected / 10);
    expect(seen.rejected).toBeGreaterThan(seen.accepted / 10);
  });
});

describe("acceptors: exact cases", () => {
  const stringSchema = grammarFor("2025-11-25").variants.find((v) => v.name === "StringSchema")!;
  const multiSelect = grammarFor("2025-11-25").variants.find((v) => v.name === "UntitledMultiSelectEnumSchema")!;
  const both = (variant: VariantShape, value: unknown) => [variant.accepts(value), variant.schema.safeParse(value).success];

  it("an inherited enumerable unknown key is an unknown key (zod's for…in sees it)", () => {
    const field = Object.assign(Object.create({ x: 1 }), { type: "string", title: "t" });
    expect(both(stringSchema, field)).toEqual([false, false]);
  });

  it("an inherited declared key counts as present (zod reads keys with [[Get]])", () => {
    const field = Object.assign(Object.create({ type: "string" }), { title: "t" });
    expect(both(stringSchema, field)).toEqual([true, true]);
    expect(both(stringSchema, Object.create({ type: "number" }))).toEqual([false, false]);
  });

  it("a class instance with valid own keys is accepted, as zod accepts it", () => {
    class StringField {
      type = "string";
      title = "t";
      describe(): string {
        return this.title;
      }
    }
    expect(both(stringSchema, new StringField())).toEqual([true, true]);
  });

  it("a non-enumerable extra own key is not seen, by either", () => {
    const field: Obj = { type: "string" };
    Object.defineProperty(field, "x", { value: 1, enumerable: false });
    expect(both(stringSchema, field)).toEqual([true, true]);
  });

  it("an own __proto__ key (from JSON.parse) is an unknown key", () => {
    expect(both(stringSchema, JSON.parse('{"type":"string","__proto__":{}}'))).toEqual([false, false]);
  });

  it("a null-prototype field is an object like any other", () => {
    expect(both(stringSchema, Object.assign(Object.create(null), { type: "string" }))).toEqual([true, true]);
    expect(both(stringSchema, Object.assign(Object.create(null), { type: "string", x: 1 }))).toEqual([false, false]);
  });

  it("an optional key holding undefined is accepted; an unknown key holding undefined is not", () => {
    expect(both(stringSchema, { type: "string", title: undefined })).toEqual([true, true]);
    expect(both(stringSchema, { type: "string", x: undefined })).toEqual([false, false]);
    expect(both(stringSchema, { type: undefined })).toEqual([false, false]);
  });

  it("integer bounds: 2^53 and 1.5 are not integers, -0 and 2^53 - 1 are", () => {
    expect(both(stringSchema, { type: "string", minLength: 2 ** 53 })).toEqual([false, false]);
    expect(both(stringSchema, { type: "string", minLength: 1.5 })).toEqual([false, false]);
    expect(both(stringSchema, { type: "string", minLength: -0 })).toEqual([true, true]);
    expect(both(stringSchema, { type: "string", maxLength: 2 ** 53 - 1 })).toEqual([true, true]);
  });

  it("a sparse selection list is a list with undefined in it", () => {
    const items = { type: "string", enum: ["a"] };
    expect(both(multiSelect, { type: "array", items, default: [, "a"] })).toEqual([false, false]); // eslint-disable-line no-sparse-arrays
    expect(both(multiSelect, { type: "array", items: { ...items, enum: Object.assign([], { length: 1 }) } })).toEqual([false, false]);
    expect(both(multiSelect, { type: "array", items: { ...items, enum: [] } })).toEqual([true, true]);
  });

  it("a throwing getter throws out of both", () => {
    const field = { type: "string", get title(): string { throw new Error("getter"); } };
    expect(() => stringSchema.accepts(field)).toThrow("getter");
    expect(() => stringSchema.schema.safeParse(field)).toThrow("getter");
  });

  it("z.int(): 2^53 is rejected, -0 accepted, as zod does", () => {
    const accepts = compileAcceptor(z.int(), "n");
    const verdicts = [2 ** 53, -(2 ** 53), 2 ** 53 - 1, -0, 0, 1.5, NaN, Infinity, "1"].map((v) => [accepts(v), z.int().safeParse(v).success]);
    expect(verdicts).toEqual([
      [false, false],
      [false, false],
      [true, true],
      [true, true],
      [true, true],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it("z.number(): finite only; -0 and MAX_VALUE accepted", () => {
    const accepts = compileAcceptor(z.number(), "n");
    const verdicts = [-0, Number.MAX_VALUE, 2 ** 53, NaN, Infinity, -Infinity, "1", 1n, new Number(1)].map((v) => [accepts(v), z.number().safeParse(v).success]);
    expect(verdicts).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it("literals and enums: by SameValueZero, no coercion", () => {
    const literal = z.literal(["a", 0, true]);
    const accepts = compileAcceptor(literal, "l");
    expect([-0, 0, "0", "a", new String("a"), true, "true", 1].map((v) => [accepts(v), literal.safeParse(v).success])).toEqual([
      [true, true],
      [true, true],
      [false, false],
      [true, true],
      [false, false],
      [true, true],
      [false, false],
      [false, false],
    ]);
    const choice = z.enum(["x", "y"]);
    const acceptsChoice = compileAcceptor(choice, "e");
    expect(["x", "y", "z", undefined].map((v) => [acceptsChoice(v), choice.safeParse(v).success])).toEqual([
      [true, true],
      [true, true],
      [false, false],
      [false, false],
    ]);
  });
});

describe("compileAcceptor refuses what it cannot answer exactly", () => {
  const CHECKS = "acceptor: P has checks or coercion";
  const NOT_STRICT = "acceptor: P is not a strict object";
  /** Rows: name, the schema, the exact message of the TypeError compileAcceptor(schema, "P") throws. */
  const unsupported: [string, () => z.ZodType, string][] = [
    ["a string check", () => z.string().min(1), CHECKS],
    ["a number check", () => z.number().max(3), CHECKS],
    ["z.number().int() (an int check on z.number())", () => z.number().int(), CHECKS],
    ["an array check", () => z.array(z.string()).min(1), CHECKS],
    ["a refinement of an enum", () => z.enum(["a"]).refine(() => false), CHECKS],
    ["a refinement of an optional", () => z.string().optional().refine(() => false), CHECKS],
    ["a refinement of a strict object", () => z.strictObject({}).refine(() => false), CHECKS],
    ["a string overwrite (trim)", () => z.string().trim(), CHECKS],
    ["coercion to number", () => z.coerce.number(), CHECKS],
    ["coercion to string", () => z.coerce.string(), CHECKS],
    ["coercion to boolean", () => z.coerce.boolean(), CHECKS],
    ["a union", () => z.union([z.string(), z.number()]), "acceptor: P is a zod union, which has no acceptor"],
    ["a nullable", () => z.string().nullable(), "acceptor: P is a zod nullable, which has no acceptor"],
    ["a default", () => z.string().default("x"), "acceptor: P is a zod default, which has no acceptor"],
    ["a transform", () => z.string().transform((s) => s), "acceptor: P is a zod pipe, which has no acceptor"],
    ["a record", () => z.record(z.string(), z.string()), "acceptor: P is a zod record, which has no acceptor"],
    ["z.object (strips unknown keys)", () => z.object({}), NOT_STRICT],
    ["z.looseObject", () => z.looseObject({ a: z.string() }), NOT_STRICT],
    ["a strict object with a catchall", () => z.strictObject({}).catchall(z.string()), NOT_STRICT],
    ["an int32 format", () => z.int32(), "acceptor: P has number format int32"],
    ["a float64 format", () => z.float64(), "acceptor: P has number format float64"],
    [
      "a nested check, named by its path",
      () => z.strictObject({ a: z.array(z.string().max(2)) }),
      "acceptor: P/a/items has checks or coercion",
    ],
    [
      "a nested optional union",
      () => z.strictObject({ b: z.union([z.string(), z.int()]).optional() }),
      "acceptor: P/b is a zod union, which has no acceptor",
    ],
  ];

  it.each(unsupported)("%s", (_, make, message) => {
    const schema = make();
    let thrown: unknown;
    try {
      compileAcceptor(schema, "P");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as TypeError).message).toBe(message);
  });

  /**
   * Either refuses (TypeError, "acceptor: …") or gives zod's verdict on every sample: an acceptor
   * that is looser than its schema is the one thing that must not happen.
   */
  function throwsOrAgrees(schema: z.ZodType, samples: readonly unknown[]): void {
    let accepts: Acceptor;
    try {
      accepts = compileAcceptor(schema, "P");
    } catch (error) {
      expect(error).toBeInstanceOf(TypeError);
      expect((error as TypeError).message).toMatch(/^acceptor: P(\/\w+)* is a zod \S+, which has no acceptor$|^acceptor: P(\/\w+)* has /); // the path names the nested schema
      return;
    }
    expect(samples.map((v) => [v, accepts(v)])).toEqual(samples.map((v) => [v, schema.safeParse(v).success]));
  }

  const STRING_SAMPLES = ["", "x", "ada@example.com", "https://example.com/a", "2026-07-28", "2026-07-28T12:00:00Z", "00000000-0000-4000-8000-000000000000", 5];
  const stringFormats: [string, () => z.ZodType][] = [
    ["z.email()", () => z.email()],
    ["z.url()", () => z.url()],
    ["z.uuid()", () => z.uuid()],
    ["z.iso.date()", () => z.iso.date()],
    ["z.iso.datetime()", () => z.iso.datetime()],
    ["z.hex()", () => z.hex()],
    ["z.email() inside a strict object", () => z.strictObject({ a: z.email() })],
  ];

  it.each(stringFormats)("a string format %s: refused, or zod's verdict", (_, make) => {
    const schema = make();
    const samples = schema instanceof z.ZodObject ? STRING_SAMPLES.map((a) => ({ a })) : STRING_SAMPLES;
    throwsOrAgrees(schema, samples);
  });

  it("z.string().exactOptional() in a strict object: refused, or zod's verdict (an own undefined is not absent)", () => {
    throwsOrAgrees(z.strictObject({ a: z.string().exactOptional() }), [{}, { a: undefined }, { a: "x" }, { a: 1 }]);
  });

  it("z.number().int() is refused (its safeint check sits in checks), not compiled as z.number()", () => {
    throwsOrAgrees(z.number().int(), [1, 1.5, 2 ** 53]);
    expect(() => compileAcceptor(z.number().int(), "P")).toThrow(TypeError);
  });
});
