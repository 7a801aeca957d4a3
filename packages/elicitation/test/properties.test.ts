/**
 * Property-based tests of the walk (fast-check, fixed seed; `MCP_WIRE_FC_SCALE` multiplies the runs,
 * `MCP_WIRE_FC_SEED` replays another seed; see docs/reliability.md).
 *
 * For any input, `toRequestedSchema` either returns a requestedSchema that passes the wire zod
 * schema and the spec's schema.json, is a fresh plain JSON tree, and is a fixed point of the walk;
 * or throws a `RequestedSchemaError` whose every issue path exists in the input. Nothing else is
 * ever thrown and the (deep-frozen) input is never changed. The lossless rewrites keep the verdict
 * of Ajv 2020 on every generated instance.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { REVISIONS } from "@mcp-wire/spec";
import { describe, expect, it } from "vitest";
import {
  ISSUE_CODES,
  RequestedSchemaError,
  toRequestedSchema,
  validateContent,
  validateRequestedSchema,
  type RequestedSchema,
  type SchemaIssue,
  type ToRequestedSchemaOptions,
} from "../src/index.js";
import { contentFor } from "./arbitraries/content.js";
import { anyJson, schemaLike } from "./arbitraries/json.js";
import { instancesFor, normalizableSchema } from "./arbitraries/normalizable.js";
import { deepFreeze, notPlainJson, onTheWire, pointerExists } from "./arbitraries/oracles.js";
import { buildHostile, nearValid, validRequestedSchema, withHostileValues } from "./arbitraries/requested-schema.js";
import { expectCompared, params, runCounts, runsOf, timeoutFor } from "./arbitraries/runs.js";
import { buildZod, zodRecipe } from "./arbitraries/zod.js";

/** Default runs of each property (× MCP_WIRE_FC_SCALE); docs/reliability.md lists them. */
export const RUNS = {
  randomJson: 400,
  schemaLike: 800,
  nearValid: 1500,
  spread: 300,
  standardSchema: 400,
  validate: 800,
  lossless: 300,
  content: 600,
  hostile: 600,
  zod: 300,
} as const;

const revision = fc.constantFrom(...REVISIONS);
const onUnsupported = fc.constantFrom("reject" as const, "drop" as const);
const options = fc.record({ revision, onUnsupported });
const KNOWN_CODES = new Set<string>(ISSUE_CODES);

/** Every issue names a known code, a path that exists in `doc`, and a short message. */
function expectIssuesIn(doc: unknown, issues: readonly SchemaIssue[]): void {
  for (const found of issues) {
    expect(KNOWN_CODES.has(found.code), `unknown code ${found.code}`).toBe(true);
    expect(pointerExists(doc, found.path), `issue path ${JSON.stringify(found.path)} (${found.code}) is not in the input`).toBe(true);
    expect(found.message.length, `message of ${found.code} is too long: ${found.message.slice(0, 80)}`).toBeLessThanOrEqual(200);
  }
}

/**
 * How the walk ended: `accepted`; `rejected` with an issue below the root; or `root-rejected`, every
 * issue at the root (not an object, a root type other than object), where the walk read no field.
 */
type WalkEnd = "accepted" | "rejected" | "root-rejected";

/**
 * The walk property for one input. `doc` is where issue paths resolve: the input itself, or the
 * JSON a Standard Schema converted to. Returns how the walk ended so tests can count and spread it.
 */
function checkWalk(input: unknown, doc: unknown, opts: Required<ToRequestedSchemaOptions>): WalkEnd {
  const before = JSON.stringify(doc);
  let result;
  try {
    result = toRequestedSchema(input, opts);
  } catch (error) {
    if (!(error instanceof RequestedSchemaError)) throw new Error(`toRequestedSchema threw a non-RequestedSchemaError: ${String(error)}`, { cause: error });
    expect(error.issues.length).toBeGreaterThan(0);
    expectIssuesIn(doc, error.issues);
    expect(JSON.stringify(doc)).toBe(before);
    return error.issues.some((i) => i.path !== "") ? "rejected" : "root-rejected";
  }
  expect(JSON.stringify(doc)).toBe(before);
  const out = result.requestedSchema;
  expect(notPlainJson(out)).toBeUndefined();
  expect(onTheWire(out, opts.revision)).toEqual({ zod: true, spec: true });
  expectIssuesIn(doc, [...result.notes, ...result.dropped]);
  if (opts.onUnsupported === "reject") expect(result.dropped).toEqual([]);
  // A fixed point: the wire form walks to itself, with nothing dropped or rewritten.
  const again = toRequestedSchema(out, opts);
  expect(again.requestedSchema).toEqual(out);
  expect(again.dropped).toEqual([]);
  expect(validateRequestedSchema(out, { revision: opts.revision })).toEqual({ valid: true, issues: [] });
  return "accepted";
}

/** Whether a walk compared a verdict on the fields: it accepted, or rejected something below the root. */
const reachedFields = (end: WalkEnd) => (end === "root-rejected" ? "root-rejected" : "compared");

/**
 * The walk property on `arbitrary`; at least `share` of the runs must reach the fields (the other
 * runs are rejected at the root and check little).
 */
function walkProperty(
  name: string,
  arbitrary: fc.Arbitrary<{ input: unknown; opts: Required<ToRequestedSchemaOptions> }>,
  runs: number,
  share: number,
) {
  it(`${name} (${runsOf(runs)} cases)`, () => {
    const counts = runCounts("root-rejected");
    fc.assert(
      fc.property(arbitrary, ({ input, opts }) => {
        counts[reachedFields(checkWalk(deepFreeze(input), input, opts))] += 1;
      }),
      params(runs),
    );
    expectCompared(counts, runs, share);
  }, timeoutFor(runs));
}

const nearValidCase = options.chain((opts) => nearValid(opts.revision).map((input) => ({ input, opts })));

describe("toRequestedSchema on any input: a wire schema or a RequestedSchemaError naming existing paths", () => {
  walkProperty("random JSON", fc.record({ input: anyJson, opts: options }), RUNS.randomJson, 0.2);
  walkProperty(
    "random schema-like JSON (keyword keys, edge values)",
    fc.record({ input: schemaLike(), opts: options }),
    RUNS.schemaLike,
    0.4,
  );
  walkProperty("near-valid requestedSchemas (valid ones after 1–3 mutations)", nearValidCase, RUNS.nearValid, 0.8);

  it(`near-valid requestedSchemas reach both outcomes, each in at least a tenth of the cases (${runsOf(RUNS.spread)} cases)`, () => {
    const seen = { accepted: 0, rejected: 0 };
    fc.assert(
      fc.property(nearValidCase, ({ input, opts }) => {
        seen[checkWalk(input, input, opts) === "accepted" ? "accepted" : "rejected"] += 1;
      }),
      params(RUNS.spread),
    );
    expect(seen.accepted).toBeGreaterThan(runsOf(RUNS.spread) / 10);
    expect(seen.rejected).toBeGreaterThan(runsOf(RUNS.spread) / 10);
  }, timeoutFor(RUNS.spread));

  it(`Standard Schemas converting to near-valid or schema-like JSON: paths resolve in the converted JSON (${runsOf(RUNS.standardSchema)} cases)`, () => {
    const vendor = fc.constantFrom("acme", "zod", "valibot", "arktype");
    const json = fc.oneof(options.chain((o) => nearValid(o.revision)), schemaLike());
    const counts = runCounts("not-an-object", "root-rejected");
    fc.assert(
      fc.property(json, vendor, options, (doc, name, opts) => {
        deepFreeze(doc);
        const converter = () => doc;
        const schema = { "~standard": { version: 1, vendor: name, validate: (value: unknown) => ({ value }), jsonSchema: { input: converter, output: converter } } };
        if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
          expect(() => toRequestedSchema(schema, opts)).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: "", code: "conversion-failed" })] }));
          counts["not-an-object"] += 1;
        } else counts[reachedFields(checkWalk(schema, doc, opts))] += 1;
      }),
      params(RUNS.standardSchema),
    );
    expectCompared(counts, RUNS.standardSchema, 0.5);
  }, timeoutFor(RUNS.standardSchema));
});

describe("zod 4 schemas", () => {
  it(`toRequestedSchema on generated zod objects: the walk property, paths in zod's own JSON Schema (${runsOf(RUNS.zod)} cases)`, () => {
    const counts = runCounts("not-convertible", "root-rejected");
    fc.assert(
      fc.property(zodRecipe, options, (recipe, opts) => {
        const schema = buildZod(recipe);
        let converted: unknown;
        try {
          converted = (schema["~standard"] as unknown as { jsonSchema: { input: (o: object) => unknown } }).jsonSchema.input({ target: "draft-2020-12" });
        } catch {
          // zod cannot convert it (z.date()): toRequestedSchema must say so
          expect(() => toRequestedSchema(schema, opts)).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: "", code: "conversion-failed" })] }));
          counts["not-convertible"] += 1;
          return;
        }
        counts[reachedFields(checkWalk(schema, converted, opts))] += 1;
      }),
      params(RUNS.zod),
    );
    expectCompared(counts, RUNS.zod, 0.9);
  }, timeoutFor(RUNS.zod, 10));
});

describe("values JSON cannot carry (NaN, undefined, functions, symbols, BigInt, Date, class instances, getters and Proxies that throw, revoked Proxies, cycles, holes)", () => {
  const cases = revision.chain((rev) => withHostileValues(rev).map((recipe) => ({ rev, recipe })));

  it(`toRequestedSchema and validateRequestedSchema reject them with invalid-value at existing paths (${runsOf(RUNS.hostile)} cases)`, () => {
    // compared: the walk named an invalid-value; otherwise it stopped at the root (not-an-object) first
    const counts = runCounts("not-an-object");
    fc.assert(
      fc.property(cases, onUnsupported, ({ rev, recipe }, mode) => {
        const input = buildHostile(recipe);
        let error: unknown;
        try {
          toRequestedSchema(input, { revision: rev, onUnsupported: mode });
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(RequestedSchemaError);
        const issues = (error as RequestedSchemaError).issues;
        expect(issues.map((i) => i.code).filter((c) => c !== "invalid-value" && c !== "not-an-object")).toEqual([]);
        expectIssuesIn(input, issues);
        const verdict = validateRequestedSchema(input, { revision: rev });
        expect(verdict.valid).toBe(false);
        expectIssuesIn(input, verdict.issues);
        counts[issues.some((i) => i.code === "invalid-value") ? "compared" : "not-an-object"] += 1;
      }),
      params(RUNS.hostile),
    );
    expectCompared(counts, RUNS.hostile, 0.9);
  }, timeoutFor(RUNS.hostile));
});

describe("validateRequestedSchema on any input", () => {
  const input = fc.oneof(anyJson, schemaLike(), fc.constant(null)).chain((x) => revision.map((r) => [x, r] as const));
  const near = revision.chain((r) => nearValid(r).map((x) => [x, r] as const));
  /**
   * Codes of checks the wire zod schema does not make: consistency of values it accepts one by one,
   * and JSON Schema's own rule that `required` entries are unique.
   */
  const BEYOND_ZOD = new Set([
    "bounds-conflict",
    "default-invalid",
    "enum-empty",
    "enum-duplicate",
    "enum-names-length",
    "required-unknown-property",
    "required-deduplicated",
    "reserved-property-name",
  ]);

  it(`never throws, names existing paths, and is valid exactly when toRequestedSchema keeps the schema as is (${runsOf(RUNS.validate)} cases)`, () => {
    // compared: valid (checked against the wire and the walk), or invalid where the wire zod schema
    // accepts (checked against BEYOND_ZOD); where both reject there is nothing to compare
    const counts = runCounts("both-reject");
    fc.assert(
      fc.property(fc.oneof(input, near), ([json, rev]) => {
        deepFreeze(json);
        const before = JSON.stringify(json);
        const verdict = validateRequestedSchema(json, { revision: rev });
        expect(JSON.stringify(json)).toBe(before);
        expectIssuesIn(json, verdict.issues);
        expect(verdict.valid).toBe(verdict.issues.length === 0);
        const wire = onTheWire(json, rev);
        if (verdict.valid) {
          expect(wire).toEqual({ zod: true, spec: true });
          const { $schema: _, ...withoutLabel } = json as Record<string, unknown>;
          // Compared as JSON: the snapshot reads -0 as 0, which JSON cannot tell apart.
          const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));
          expect(asJson(toRequestedSchema(json, { revision: rev }).requestedSchema)).toEqual(asJson(withoutLabel));
        } else if (wire.zod) {
          // What the wire zod schema accepts, the walk refuses only for a consistency check of its own.
          expect(verdict.issues.filter((i) => !BEYOND_ZOD.has(i.code))).toEqual([]);
        }
        counts[verdict.valid || wire.zod ? "compared" : "both-reject"] += 1;
      }),
      params(RUNS.validate),
    );
    expectCompared(counts, RUNS.validate, 0.04);
  }, timeoutFor(RUNS.validate));
});

describe("lossless normalization", () => {
  const ajv = new Ajv2020({ strict: false, validateSchema: false });
  addFormats.default(ajv);
  const verdict = (schema: object, instance: unknown) => ajv.compile(schema)(instance);

  it(`the original and the normalized schema give the same Ajv 2020 verdict on generated instances (${runsOf(RUNS.lossless)} schemas)`, () => {
    const cases = revision.chain((rev) =>
      normalizableSchema(rev).chain((schema) => instancesFor(schema).map((instances) => ({ rev, schema, instances }))),
    );
    // compared: at least one instance judged under both schemas
    const counts = runCounts("bounds-conflict");
    fc.assert(
      fc.property(cases, ({ rev, schema, instances }) => {
        ajv.removeSchema();
        let normalized: object;
        try {
          normalized = toRequestedSchema(deepFreeze(schema), { revision: rev }).requestedSchema;
        } catch (error) {
          // Only an empty range may reject: integer bounds with no integer between them.
          expect(error).toBeInstanceOf(RequestedSchemaError);
          expect((error as RequestedSchemaError).issues.map((i) => i.code).filter((c) => c !== "bounds-conflict")).toEqual([]);
          counts["bounds-conflict"] += 1;
          return;
        }
        for (const instance of instances) {
          expect(verdict(normalized, instance), `instance ${JSON.stringify(instance)}`).toBe(verdict(schema, instance));
        }
        counts.compared += 1;
      }),
      params(RUNS.lossless),
    );
    expectCompared(counts, RUNS.lossless, 0.5);
  }, timeoutFor(RUNS.lossless, 20));
});

describe("validateContent agrees with Ajv 2020 + ajv-formats", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  /**
   * The requestedSchema as Ajv must read it to judge content like validateContent: closed to
   * undeclared keys and to duplicate selections. These are the documented differences
   * (docs/reliability.md): the wire schema says neither, ElicitResult content means both.
   */
  function closed(schema: Record<string, unknown>): object {
    const properties = Object.fromEntries(
      Object.entries(schema["properties"] as Record<string, Record<string, unknown>>).map(([name, p]) => [name, p["type"] === "array" ? { ...p, uniqueItems: true } : p]),
    );
    return { ...schema, properties, additionalProperties: false };
  }
  /** The top-level content keys Ajv's errors are about. */
  function ajvFields(errors: readonly { instancePath: string; params: Record<string, unknown> }[]): string[] {
    const fields = errors.map((e) => {
      const named = e.params["missingProperty"] ?? e.params["additionalProperty"];
      return typeof named === "string" ? named : e.instancePath.split("/")[1]!.replaceAll("~1", "/").replaceAll("~0", "~");
    });
    return [...new Set(fields)].sort();
  }
  const ourFields = (issues: readonly { path: string }[]) =>
    [...new Set(issues.map((i) => i.path.split("/")[1]!.replaceAll("~1", "/").replaceAll("~0", "~")))].sort();

  it(`same verdict and the same offending keys on every generated case (${runsOf(RUNS.content)} cases)`, () => {
    const cases = revision.chain((rev) =>
      validRequestedSchema(rev)
        .filter((schema) => validateRequestedSchema(schema, { revision: rev }).valid)
        .chain((schema) => contentFor(schema).map((content) => ({ rev, schema, content }))),
    );
    const seen = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(cases, ({ rev, schema, content }) => {
        ajv.removeSchema();
        const validate = ajv.compile(closed(schema));
        const ajvValid = validate(content) as boolean;
        const ours = validateContent(schema as unknown as RequestedSchema, deepFreeze(content), { revision: rev });
        expect(ours.valid).toBe(ajvValid);
        expect(ourFields(ours.issues)).toEqual(ajvValid ? [] : ajvFields(validate.errors ?? []));
        seen[ajvValid ? "valid" : "invalid"] += 1;
      }),
      params(RUNS.content),
    );
    // every run compares; both verdicts must come up, or the offending keys go unchecked
    expect(seen.valid).toBeGreaterThan(runsOf(RUNS.content) / 10);
    expect(seen.invalid).toBeGreaterThan(runsOf(RUNS.content) / 10);
  }, timeoutFor(RUNS.content, 10));
});

/** The shrunk counterexamples the properties found, kept as regular tests (docs/reliability.md). */
describe("counterexamples found by the properties", () => {
  const line = (i: SchemaIssue) => `${i.path} ${i.code}`;

  it("an integer exclusive bound beyond 2^53 becomes the next integer-valued double, not itself (lossless normalization)", () => {
    const schema = { type: "object", properties: { a: { $ref: "#/$defs/Da", title: "By reference" } }, $defs: { Da: { type: "integer", exclusiveMaximum: 18014398509481984, minimum: -5e-324 } } };
    expect(toRequestedSchema(schema, { revision: "2026-07-28" }).requestedSchema).toEqual({
      type: "object",
      properties: { a: { type: "integer", title: "By reference", minimum: -5e-324, maximum: 18014398509481982 } },
    });
    expect(toRequestedSchema({ type: "object", properties: { a: { type: "integer", exclusiveMinimum: 1e300 } } }).requestedSchema.properties["a"]).toEqual({
      type: "integer",
      minimum: 1.0000000000000002e300,
    });
  });

  it("an integer exclusive bound with no integer beyond it rejects as bounds-conflict", () => {
    expect(() => toRequestedSchema({ type: "object", properties: { a: { type: "integer", exclusiveMinimum: Number.MAX_VALUE } } })).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ path: "/properties/a/exclusiveMinimum", code: "bounds-conflict" })] }),
    );
  });

  it("`{}` notes empty-form at the root, where properties was added, not at a /properties the input lacks", () => {
    expect(toRequestedSchema({}, { revision: "2025-06-18" }).notes.map(line)).toEqual([" root-type-added", " properties-added", " empty-form"]);
  });

  it("an empty titled oneOf is enum-empty (what the wire zod schema accepts is refused only by a consistency check)", () => {
    const schema = { type: "object", properties: { "": { type: "string", oneOf: [] } } };
    expect(validateRequestedSchema(schema, { revision: "2026-07-28" }).issues.map(line)).toEqual(["/properties//oneOf enum-empty"]);
  });

  it("an optional wire key holding undefined is not wire-exact (validateRequestedSchema agrees with toRequestedSchema)", () => {
    const schema = { type: "object", properties: { "": { type: "number", minimum: 0, maximum: 0, title: undefined } } };
    expect(validateRequestedSchema(schema, { revision: "2025-06-18" }).issues.map(line)).toEqual(["/properties//title invalid-value"]);
    expect(() => toRequestedSchema(schema, { revision: "2025-06-18" })).toThrow(RequestedSchemaError);
  });
});
