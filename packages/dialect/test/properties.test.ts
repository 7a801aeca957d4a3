/**
 * Property-based tests of dialect conversion (issue 7), fast-check with a fixed seed;
 * `MCP_WIRE_FC_SCALE` multiplies the runs and `MCP_WIRE_FC_SEED` replays another seed, as in
 * packages/elicitation (docs/reliability.md lists the figures).
 *
 * - draft-07 → 2020-12 → draft-07 keeps Ajv's verdict on every generated instance, at each step;
 * - the portable projection never tightens: what Ajv 2020 accepts under the original, Ajv 2020 and
 *   Ajv draft-07 accept under the projection.
 * Neither function throws or mutates its (deep-frozen) input, and every issue names a path of it.
 * Each property counts the runs that compared a verdict and fails below a floor; `MCP_WIRE_FC_COUNTS=1`
 * prints the counts.
 */
import { Ajv, type AnySchema } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { convertDialect, toPortableSchema, type JsonSchema } from "../src/index.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv | Ajv2020) => void;

const SCALE = Number(process.env["MCP_WIRE_FC_SCALE"] ?? 1) || 1;
const SEED = Math.trunc(Number(process.env["MCP_WIRE_FC_SEED"] ?? 20260728)) || 20260728;
/** Default runs of each property (× MCP_WIRE_FC_SCALE). */
export const RUNS = { roundTrip: 150, portable: 200 } as const;
const runsOf = (runs: number) => Math.max(1, Math.round(runs * SCALE));
const params = (runs: number) => ({ seed: SEED, numRuns: runsOf(runs) });
const timeoutFor = (runs: number) => Math.max(30_000, runsOf(runs) * 40);

/**
 * The runs of one property by how each ended: `compared` counts the runs that compared Ajv's
 * verdicts on at least one instance; every other key counts runs that ended without comparing.
 */
function runCounts<K extends string>(...reasons: K[]): Record<"compared" | K, number> {
  return Object.fromEntries(["compared", ...reasons].map((key) => [key, 0])) as Record<"compared" | K, number>;
}

/** Asserts that at least `share` (0–1) of the `runs` (× SCALE) compared, so a degenerate generator fails the test. */
function expectCompared(counts: { compared: number }, runs: number, share: number): void {
  const floor = Math.floor(runsOf(runs) * share);
  const report = `${JSON.stringify(counts)}, floor ${floor} of ${runsOf(runs)} runs`;
  if (process.env["MCP_WIRE_FC_COUNTS"]) console.log(`runs of "${expect.getState().currentTestName}": ${report}`);
  expect(counts.compared, `runs that compared: ${report}`).toBeGreaterThanOrEqual(floor);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

// Instances and the values schemas hold share one small pool, so that enums, consts and bounds bite.
const scalar = fc.constantFrom<Json>(0, 1, -1, 2, 2.5, 10, "", "a", "b", "ab", "2026-07-28", "x@example.com", true, false, null);
const instance: fc.Arbitrary<Json> = fc.letrec<{ v: Json }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    scalar,
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom("a", "b", "c", "x-1"), tie("v"), { maxKeys: 3 }),
  ),
})).v;

const name = fc.constantFrom("a", "b", "c");
const count = fc.nat(3);

/**
 * Schemas whose keywords all exist in both dialects or have an exact counterpart: tuples
 * (`items` array + `additionalItems`), `definitions` + `$ref`, `dependencies` (both forms), and
 * the applicators, assertions and annotations both read alike. A `$ref` stands alone: draft-07
 * ignores its siblings while Ajv, the oracle, applies them (a known Ajv deviation).
 */
function schemaOf(dialect: "draft-07" | "2020-12"): fc.Arbitrary<Record<string, Json>> {
  const { node } = fc.letrec<{ node: Json }>((tie) => {
    const sub = tie("node");
    const keyword = fc.oneof(
      fc.record({ type: fc.constantFrom<Json>("string", "number", "integer", "object", "array", "boolean", "null", ["string", "null"], ["integer", "boolean"]) }),
      fc.record({ enum: fc.uniqueArray(scalar, { minLength: 1, maxLength: 3 }) }),
      fc.record({ const: scalar }),
      fc.record({ minimum: fc.integer({ min: -1, max: 3 }) }),
      fc.record({ exclusiveMaximum: fc.integer({ min: 0, max: 10 }) }),
      fc.record({ minLength: count }),
      fc.record({ maxItems: count }),
      fc.record({ minProperties: count }),
      fc.record({ format: fc.constantFrom("date", "email") }),
      fc.record({ pattern: fc.constantFrom("^a", "b$") }),
      fc.record({ required: fc.uniqueArray(name, { maxLength: 2 }) }),
      fc.record({ properties: fc.dictionary(name, sub, { maxKeys: 2 }) }),
      fc.record({ patternProperties: fc.dictionary(fc.constantFrom("^x-", "^a"), sub, { maxKeys: 1 }) }),
      fc.record({ additionalProperties: sub }),
      fc.record({ propertyNames: sub }),
      fc.record({ items: sub }),
      fc.record({ contains: sub }),
      fc.record({ uniqueItems: fc.boolean() }),
      fc.record({ anyOf: fc.array(sub, { minLength: 1, maxLength: 2 }) }),
      fc.record({ oneOf: fc.array(sub, { minLength: 1, maxLength: 2 }) }),
      fc.record({ allOf: fc.array(sub, { minLength: 1, maxLength: 2 }) }),
      fc.record({ not: sub }),
      fc.record({ if: sub, then: sub, else: sub }, { requiredKeys: ["if"] }),
      fc.record({ title: fc.constant("t"), description: fc.constant("d"), default: scalar, examples: fc.constant<Json>([1]) }, { requiredKeys: [] }),
      dialect === "draft-07"
        ? fc.oneof(
            fc.record({ items: fc.array(sub, { minLength: 1, maxLength: 2 }), additionalItems: sub }, { requiredKeys: ["items"] }),
            fc.record({ dependencies: fc.dictionary(name, fc.oneof(sub, fc.uniqueArray(name, { maxLength: 2 }) as fc.Arbitrary<Json>), { maxKeys: 2 }) }),
          )
        : fc.oneof(
            fc.record({ prefixItems: fc.array(sub, { minLength: 1, maxLength: 2 }), items: sub }, { requiredKeys: ["prefixItems"] }),
            fc.record({ dependentRequired: fc.dictionary(name, fc.uniqueArray(name, { maxLength: 2 }) as fc.Arbitrary<Json>, { maxKeys: 2 }) }),
            fc.record({ dependentSchemas: fc.dictionary(name, sub, { maxKeys: 2 }) }),
          ),
    );
    return {
      node: fc.oneof(
        { depthSize: "small", maxDepth: 3 },
        fc.constantFrom<Json>(true, false),
        // `$ref` alone: draft-07 ignores its siblings, and Ajv (our oracle) applies them.
        fc.constant<Json>({ $ref: dialect === "draft-07" ? "#/definitions/d" : "#/$defs/d" }),
        fc.array(keyword, { maxLength: 3 }).map((parts) => Object.assign({}, ...parts) as Json),
      ),
    };
  });
  const definition = dialect === "draft-07" ? "definitions" : "$defs";
  return fc.tuple(node, node).map(([root, d]) => ({
    ...(typeof root === "object" && root !== null && !Array.isArray(root) ? root : { allOf: [root] }),
    [definition]: { d },
  }));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

function pointerExists(doc: unknown, path: string): boolean {
  if (path === "") return true;
  let node: unknown = doc;
  for (const raw of path.slice(1).split("/")) {
    const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, token)) return false;
    node = (node as Record<string, unknown>)[token];
  }
  return true;
}

/** Ajv's verdict, or `"error"` when validation itself fails (an unguarded recursion such as `d: { if: d }` overflows the stack). */
type Check = (value: Json) => boolean | "error";
const engines = {
  "draft-07": new Ajv({ strict: false, validateSchema: false, logger: false }),
  "2020-12": new Ajv2020({ strict: false, validateSchema: false, logger: false }),
};
addFormats(engines["draft-07"]);
addFormats(engines["2020-12"]);

/**
 * Ajv's validator for `schema`; `undefined` when Ajv cannot compile it, `"overflow"` when compiling
 * overflows the stack (Ajv 2020 does on a `$ref` loop such as `d: { $ref: d }`, Ajv draft-07 not).
 */
function validator(dialect: "draft-07" | "2020-12", schema: unknown): Check | "overflow" | undefined {
  const ajv = engines[dialect];
  if (typeof schema === "object" && schema !== null) ajv.removeSchema(schema as AnySchema);
  try {
    const compiled = ajv.compile(schema as AnySchema);
    return (value) => {
      try {
        return compiled(value) as boolean;
      } catch {
        return "error";
      }
    };
  } catch (error) {
    return error instanceof RangeError ? "overflow" : undefined;
  }
}

describe("draft-07 → 2020-12 → draft-07", () => {
  it(`keeps Ajv's verdict at every step on generated instances, or refuses naming existing paths (${runsOf(RUNS.roundTrip)} schemas)`, () => {
    // fast-check replaces a run skipped by fc.pre (`not-compilable`), so those come on top of the runs
    const counts = runCounts("refused", "not-compilable", "overflow", "no-verdict");
    fc.assert(
      fc.property(schemaOf("draft-07"), fc.array(instance, { minLength: 1, maxLength: 8 }), (draft7, instances) => {
        const input = deepFreeze({ $schema: DRAFT_07, ...draft7 }) as JsonSchema;
        const before = JSON.stringify(input);
        const up = convertDialect(input, { from: "draft-07", to: "2020-12" });
        expect(JSON.stringify(input)).toBe(before);
        if (up.schema === undefined) {
          expect(up.issues.length).toBeGreaterThan(0);
          for (const found of up.issues) expect(pointerExists(input, found.path), found.path).toBe(true);
          counts.refused += 1;
          return;
        }
        const down = convertDialect(deepFreeze(up.schema), { from: "2020-12", to: "draft-07" });
        expect(down.issues).toEqual([]);
        const original = validator("draft-07", input);
        if (typeof original !== "function") counts["not-compilable"] += 1;
        fc.pre(typeof original === "function");
        const upCheck = validator("2020-12", up.schema);
        const downCheck = validator("draft-07", down.schema);
        if (upCheck === "overflow" || downCheck === "overflow") {
          counts.overflow += 1;
          return; // a $ref loop: no verdict to compare
        }
        expect(upCheck).toBeDefined();
        expect(downCheck).toBeDefined();
        let compared = false;
        for (const value of instances) {
          const verdicts = [original(value), upCheck!(value), downCheck!(value)];
          // An unguarded recursion (`d: { anyOf: [true, { $ref: d }] }`) overflows Ajv's stack in one
          // dialect and not the other (Ajv 2020 evaluates every anyOf branch): no verdict to compare.
          if (verdicts.includes("error")) continue;
          expect(verdicts, `original, 2020-12 and round-tripped draft-07 verdicts on ${JSON.stringify(value)}`).toEqual([verdicts[0], verdicts[0], verdicts[0]]);
          compared = true;
        }
        counts[compared ? "compared" : "no-verdict"] += 1;
      }),
      params(RUNS.roundTrip),
    );
    expectCompared(counts, RUNS.roundTrip, 0.9);
  }, timeoutFor(RUNS.roundTrip));
});

/**
 * Whether a node holds `contains` beside a non-trivial `prefixItems`: Ajv 8.20.0 at 2020-12 then
 * accepts `[]` although `contains` needs one element (`{ prefixItems: [{ minimum: 1 }], contains:
 * true }` accepts `[]`), so Ajv is no oracle for it (docs/reliability.md).
 */
function containsBesidePrefixItems(node: unknown): boolean {
  if (typeof node !== "object" || node === null) return false;
  if (!Array.isArray(node) && "contains" in node && "prefixItems" in node) return true;
  return Object.values(node).some(containsBesidePrefixItems);
}

describe("the portable projection", () => {
  it(`never tightens: what Ajv 2020 accepts under the original, Ajv 2020 and draft-07 accept under the projection (${runsOf(RUNS.portable)} schemas)`, () => {
    // compared: at least one instance the original accepts, judged under the projection; fast-check
    // replaces a run skipped by fc.pre (`no-oracle`, `not-compilable`), so those come on top of the runs
    const counts = runCounts("refused", "no-oracle", "not-compilable", "overflow", "none-accepted");
    fc.assert(
      fc.property(schemaOf("2020-12"), fc.array(instance, { minLength: 1, maxLength: 8 }), (schema, instances) => {
        const input = deepFreeze(schema) as JsonSchema;
        const before = JSON.stringify(input);
        const portable = toPortableSchema(input);
        expect(JSON.stringify(input)).toBe(before);
        if (portable.schema === undefined) {
          expect(portable.issues.length).toBeGreaterThan(0);
          counts.refused += 1;
          return;
        }
        if (containsBesidePrefixItems(input)) counts["no-oracle"] += 1;
        fc.pre(!containsBesidePrefixItems(input));
        const original = validator("2020-12", input);
        if (typeof original !== "function") counts["not-compilable"] += 1;
        fc.pre(typeof original === "function");
        const as2020 = validator("2020-12", portable.schema);
        const as07 = validator("draft-07", portable.schema);
        if (as2020 === "overflow" || as07 === "overflow") {
          counts.overflow += 1;
          return; // a $ref loop: no verdict to compare
        }
        expect(as2020).toBeDefined();
        expect(as07).toBeDefined();
        let compared = false;
        for (const value of instances) {
          if (original(value) !== true) continue;
          expect(as2020!(value), `Ajv 2020 on the projection, ${JSON.stringify(value)}`).toBe(true);
          expect(as07!(value), `Ajv draft-07 on the projection, ${JSON.stringify(value)}`).toBe(true);
          compared = true;
        }
        counts[compared ? "compared" : "none-accepted"] += 1;
      }),
      params(RUNS.portable),
    );
    expectCompared(counts, RUNS.portable, 0.25);
  }, timeoutFor(RUNS.portable));
});
