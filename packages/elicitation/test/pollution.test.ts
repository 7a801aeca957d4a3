/**
 * A polluted `Object.prototype` or `Array.prototype` changes nothing: every function reads own
 * properties only (the walk's snapshot, the fast acceptance check, the records the walk builds and
 * checks, the grammar's variants, the content reader), and array holes stay holes.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toRequestedSchema, validateContent, validateRequestedSchema, type RequestedSchema } from "../src/index.js";

const everything = (
  JSON.parse(readFileSync(new URL("../../../fixtures/servers/server-everything.elicitation.json", import.meta.url), "utf8")) as {
    params: { requestedSchema: RequestedSchema };
  }
).params.requestedSchema;

/** What a call gives: its JSON, or the class, code list and message of what it threw. */
function outcome(run: () => unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(run()));
  } catch (error) {
    const issues = (error as { issues?: { path: string; code: string }[] }).issues;
    return { threw: (error as Error).constructor.name, issues: issues?.map((i) => `${i.path} ${i.code}`), message: (error as Error).message };
  }
}

const CALLS: readonly [string, () => unknown][] = [
  [
    "validateRequestedSchema, root without type",
    () => validateRequestedSchema({ properties: { a: { type: "string" } } }),
  ],
  ["validateRequestedSchema, root without properties", () => validateRequestedSchema({ type: "object" })],
  [
    "validateRequestedSchema, a hole in required",
    () => validateRequestedSchema({ type: "object", properties: { a: { type: "string" } }, required: new Array(1) }),
  ],
  [
    "validateRequestedSchema, a hole in enum",
    // eslint-disable-next-line no-sparse-arrays
    () => validateRequestedSchema({ type: "object", properties: { a: { type: "string", enum: [, "b"] } } }),
  ],
  ["validateRequestedSchema, server-everything", () => validateRequestedSchema(everything)],
  [
    "validateRequestedSchema, server-everything at 2025-06-18",
    () => validateRequestedSchema(everything, { revision: "2025-06-18" }),
  ],
  [
    "toRequestedSchema, a field rewritten by the walk and one kept as is",
    () =>
      toRequestedSchema({
        type: "object",
        properties: { x: { enum: ["a"] }, y: { type: "string", title: "T", examples: ["e"] }, z: { type: "boolean" } },
      }),
  ],
  [
    "toRequestedSchema, a field with a wrong default",
    () => toRequestedSchema({ type: "object", properties: { n: { type: "integer", default: "x" } } }),
  ],
  [
    "toRequestedSchema, multi-select items rewritten",
    () => toRequestedSchema({ type: "object", properties: { a: { type: "array", items: { enum: ["a"] } } } }),
  ],
  [
    "toRequestedSchema, titled options rewritten",
    () =>
      toRequestedSchema({
        type: "object",
        properties: {
          t: { anyOf: [{ const: "a", title: "A" }, { const: "b", title: "B" }] },
          m: { type: "array", items: { anyOf: [{ const: "a" }] } },
        },
      }),
  ],
  [
    "validateRequestedSchema, an untitled option in oneOf",
    () => validateRequestedSchema({ type: "object", properties: { o: { type: "string", oneOf: [{ const: "a" }] } } }),
  ],
  [
    "validateRequestedSchema, repeated options and a default outside them",
    () =>
      validateRequestedSchema({
        type: "object",
        properties: {
          m: { type: "array", items: { type: "string", enum: ["a", "a"] } },
          d: { type: "array", items: { type: "string", enum: ["a"] }, default: ["zz"] },
        },
      }),
  ],
  [
    "toRequestedSchema, a pattern (rejected unless onUnsupported is drop) beside a string default (not carried at 2025-06-18)",
    () => toRequestedSchema({ type: "object", properties: { a: { type: "string", pattern: "^x", default: "x" } } }),
  ],
  ["validateContent, a hole in a multi-select", () => validateContent(everything, { name: "x", untitledMultipleSelectEnum: new Array(1) })],
  ["validateContent, only the required field", () => validateContent(everything, { name: "x" })],
];

/** Keys that the grammar, the walk or zod read, with values of the kind each would take. */
const POLLUTIONS: readonly [string, unknown][] = [
  ["type", "object"],
  ["properties", { a: { type: "string" } }],
  ["required", ["a"]],
  ["items", {}],
  ["items", []],
  ["title", 5],
  ["enum", []],
  ["default", "x"],
  ["const", "a"],
  ["format", "email"],
  ["untitledMultipleSelectEnum", ["Guitar"]],
  ["oneOf", [{ const: "zz", title: "Z" }]],
  ["anyOf", [{ const: "zz", title: "Z" }]],
  ["foo", 1],
  // options: read as own properties only
  ["onUnsupported", "drop"],
  ["revision", "2025-06-18"],
];
// Not listed: `value` (Node's own property descriptors break: even console.log throws) and `path`
// (zod reads it inside the issue objects it builds, so zod's reasons get a stray token; the verdicts
// and codes still hold — the last test).


/** Runs `run` with `Object.prototype[key]` defined (enumerable or not) and `Array.prototype[0]` set, then removes both. */
function polluted<T>(key: string, value: unknown, enumerable: boolean, run: () => T): T {
  Object.defineProperty(Object.prototype, key, { value, enumerable, writable: true, configurable: true });
  Object.defineProperty(Array.prototype, 0, { value: "a", enumerable, writable: true, configurable: true });
  try {
    return run();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[key];
    delete (Array.prototype as unknown as Record<number, unknown>)[0];
  }
}

describe("prototype pollution changes no result", () => {
  const clean = CALLS.map(([, run]) => outcome(run));

  it("the clean results are the documented ones (holes are invalid-value, a missing root type is a change)", () => {
    /** An invalid verdict with exactly one issue. */
    const invalid = (path: string, code: string, message: string) => ({ valid: false, issues: [{ path, code, message }] });
    expect(clean.slice(0, 4)).toEqual([
      invalid("", "root-type-added", 'type "object" added at the root'),
      invalid("", "properties-added", "empty `properties` added at the root"),
      invalid("/required/0", "invalid-value", "a sparse array hole is not a JSON value"),
      invalid("/properties/a/enum/0", "invalid-value", "a sparse array hole is not a JSON value"),
    ]);
    expect(clean[12]).toEqual({ threw: "RequestedSchemaError", issues: ["/properties/a/pattern pattern-unsupported"], message: expect.stringContaining("pattern-unsupported") });
    expect(clean[13]).toEqual(invalid("/untitledMultipleSelectEnum/0", "type-mismatch", "must be a string, got undefined"));
  });

  it.each(POLLUTIONS.flatMap(([key, value]) => [true, false].map((enumerable) => [key, JSON.stringify(value), enumerable, value] as const)))(
    "Object.prototype.%s = %s (enumerable: %s), Array.prototype[0] = \"a\"",
    (key, _shown, enumerable, value) => {
      expect(polluted(key, value, enumerable, () => CALLS.map(([, run]) => outcome(run)))).toEqual(clean);
    },
  );

  it("Object.prototype.path: the same verdicts and codes (zod's own issue paths take the stray token)", () => {
    const codes = (result: unknown) => {
      const r = result as { valid?: boolean; issues?: ({ code: string } | string)[]; threw?: string };
      return [r.valid ?? r.threw, r.issues?.map((i) => (typeof i === "string" ? i.split(" ")[1] : i.code))];
    };
    expect(polluted("path", "x", false, () => CALLS.map(([, run]) => codes(outcome(run))))).toEqual(clean.map(codes));
  });
});
