/**
 * The elicitation behaviour matrix: one row per behaviour of toRequestedSchema, with real zod,
 * Valibot and ArkType schemas and raw JSON Schemas, and the exact outcome each must give.
 * A row is `accepts(name, schema, { wire, notes, dropped, options })` (the wire form and every issue
 * noted or dropped, as "path code") or `rejects(name, schema, issues, options)` (every issue).
 */
import { type } from "arktype";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { z as z3 } from "zod3";
import { z as z41 } from "zod41";
import type { ToRequestedSchemaOptions } from "../src/index.js";
import { field, outcome, type Outcome } from "./outcome.js";

const LABEL = "/$schema schema-label-dropped";
const COMPANION = "/properties/v/pattern format-companion-dropped";
const UNADVERTISED = "/properties/v constraint-not-advertised";
const zf = (s: z.ZodType) => z.object({ v: s });
const vf = (s: v.GenericSchema) => v.object({ v: s });
const af = (def: string) => type({ v: def } as never);

interface Row {
  name: string;
  schema: unknown;
  options: ToRequestedSchemaOptions | undefined;
  expected: Outcome;
}

/** What an accepted schema gives: its wire form and the issues noted and dropped (none when omitted). */
interface Accepted {
  wire: Record<string, unknown>;
  notes?: string[];
  dropped?: string[];
  options?: ToRequestedSchemaOptions;
}

/** A row whose schema toRequestedSchema accepts with exactly this wire form, these notes and these drops. */
function accepts(name: string, schema: unknown, { wire, notes = [], dropped = [], options }: Accepted): Row {
  return { name, schema, options, expected: { wire, dropped, notes } };
}

/** A row whose schema toRequestedSchema rejects with exactly these issues ("path code"). */
function rejects(name: string, schema: unknown, issues: string[], options?: ToRequestedSchemaOptions): Row {
  return { name, schema, options, expected: { rejected: issues } };
}

const DROP = { onUnsupported: "drop" } as const;
const LEGACY = { revision: "2025-06-18" } as const;

const zodRows: Row[] = [
  accepts("z.email() keeps format, drops zod's pattern", zf(z.email()), {
    wire: field({ type: "string", format: "email" }),
    notes: [LABEL, COMPANION],
  }),
  accepts("z.url() has no companion pattern", zf(z.url()), {
    wire: field({ type: "string", format: "uri" }),
    notes: [LABEL],
  }),
  accepts("z.iso.date()", zf(z.iso.date()), {
    wire: field({ type: "string", format: "date" }),
    notes: [LABEL, COMPANION],
  }),
  accepts("z.iso.datetime()", zf(z.iso.datetime()), {
    wire: field({ type: "string", format: "date-time" }),
    notes: [LABEL, COMPANION],
  }),
  accepts("z.iso.datetime({ offset: true })", zf(z.iso.datetime({ offset: true })), {
    wire: field({ type: "string", format: "date-time" }),
    notes: [LABEL, COMPANION],
  }),
  accepts("z.iso.datetime({ precision: 3 })", zf(z.iso.datetime({ precision: 3 })), {
    wire: field({ type: "string", format: "date-time" }),
    notes: [LABEL, COMPANION],
  }),
  rejects("z.iso.datetime({ local: true }) emits a pattern and no format", zf(z.iso.datetime({ local: true })), [
    "/properties/v/pattern pattern-unsupported",
  ]),
  rejects("z.email({ pattern }) is a customized constraint", zf(z.email({ pattern: /^a@b\.c$/ })), [
    "/properties/v/pattern pattern-unsupported",
  ]),
  rejects("z.email({ pattern: html5Email }) is customized too", zf(z.email({ pattern: z.regexes.html5Email })), [
    "/properties/v/pattern pattern-unsupported",
  ]),
  rejects(".regex()", zf(z.string().regex(/^x/)), ["/properties/v/pattern pattern-unsupported"]),
  accepts(".regex() dropped on request", zf(z.string().regex(/^x/)), {
    options: DROP,
    wire: field({ type: "string" }),
    dropped: ["/properties/v/pattern pattern-unsupported"],
    notes: [LABEL],
  }),
  accepts("string bounds and title", zf(z.string().min(2).max(5).meta({ title: "T" })), {
    wire: field({ type: "string", title: "T", minLength: 2, maxLength: 5 }),
    notes: [LABEL],
  }),
  rejects("minLength above maxLength", zf(z.string().min(5).max(2)), ["/properties/v/minLength bounds-conflict"]),
  accepts("integer bounds", zf(z.int().min(0).max(150)), {
    wire: field({ type: "integer", minimum: 0, maximum: 150 }),
    notes: [LABEL],
  }),
  rejects("minimum above maximum", zf(z.number().min(9).max(1)), ["/properties/v/minimum bounds-conflict"]),
  accepts("integer exclusive bounds become inclusive", zf(z.int().gt(3).lt(10)), {
    wire: field({ type: "integer", minimum: 4, maximum: 9 }),
    notes: [
      LABEL,
      "/properties/v/exclusiveMinimum exclusive-bound-to-inclusive",
      "/properties/v/exclusiveMaximum exclusive-bound-to-inclusive",
    ],
  }),
  rejects("number exclusive bound rejects", zf(z.number().gt(3)), [
    "/properties/v/exclusiveMinimum keyword-unsupported",
  ]),
  accepts("number exclusive bound dropped on request", zf(z.number().gt(3)), {
    options: DROP,
    wire: field({ type: "number" }),
    dropped: ["/properties/v/exclusiveMinimum keyword-unsupported"],
    notes: [LABEL],
  }),
  rejects("multipleOf rejects", zf(z.number().multipleOf(5)), ["/properties/v/multipleOf keyword-unsupported"]),
  accepts("enum with default", zf(z.enum(["a", "b"]).default("a")), {
    wire: { type: "object", properties: { v: { type: "string", enum: ["a", "b"], default: "a" } } },
    notes: [LABEL],
  }),
  rejects("default outside the enum", zf(z.enum(["a", "b"]).default("c" as "a")), [
    "/properties/v/default default-invalid",
  ]),
  accepts(
    "union of titled literals → titled oneOf",
    zf(z.union([z.literal("a").meta({ title: "A" }), z.literal("b").meta({ title: "B" })])),
    {
      wire: field({ type: "string", oneOf: [{ const: "a", title: "A" }, { const: "b", title: "B" }] }),
      notes: [
        LABEL,
        "/properties/v/anyOf/0/type annotation-dropped",
        "/properties/v/anyOf/1/type annotation-dropped",
        "/properties/v/anyOf options-to-titled",
        "/properties/v/anyOf enum-type-added",
      ],
    },
  ),
  accepts("union of untitled literals → enum", zf(z.union([z.literal("a"), z.literal("b")])), {
    wire: field({ type: "string", enum: ["a", "b"] }),
    notes: [
      LABEL,
      "/properties/v/anyOf/0/type annotation-dropped",
      "/properties/v/anyOf/1/type annotation-dropped",
      "/properties/v/anyOf options-to-enum",
      "/properties/v/anyOf enum-type-added",
    ],
  }),
  accepts("literal → one-member enum", zf(z.literal("k")), {
    wire: field({ type: "string", enum: ["k"] }),
    notes: [LABEL, "/properties/v/const const-to-enum"],
  }),
  rejects("numeric literals reject", zf(z.union([z.literal(1), z.literal(2)])), [
    "/properties/v/anyOf union-unsupported",
  ]),
  accepts("multi-select", zf(z.array(z.enum(["x", "y"])).min(1).max(2)), {
    wire: field({ type: "array", minItems: 1, maxItems: 2, items: { type: "string", enum: ["x", "y"] } }),
    notes: [LABEL],
  }),
  accepts(
    "titled multi-select",
    zf(z.array(z.union([z.literal("x").meta({ title: "X" }), z.literal("y").meta({ title: "Y" })]))),
    {
      wire: field({ type: "array", items: { anyOf: [{ const: "x", title: "X" }, { const: "y", title: "Y" }] } }),
      notes: [
        LABEL,
        "/properties/v/items/anyOf/0/type annotation-dropped",
        "/properties/v/items/anyOf/1/type annotation-dropped",
        "/properties/v/items/anyOf options-to-titled",
      ],
    },
  ),
  rejects("array of free strings rejects", zf(z.array(z.string())), ["/properties/v/items array-items-unsupported"]),
  rejects("tuple rejects", zf(z.tuple([z.string(), z.number()])), [
    "/properties/v/prefixItems array-items-unsupported",
  ]),
  accepts("boolean with default", zf(z.boolean().default(false)), {
    wire: { type: "object", properties: { v: { type: "boolean", default: false } } },
    notes: [LABEL],
  }),
  accepts("optional is not required", zf(z.string().optional()), {
    wire: field({ type: "string" }, false),
    notes: [LABEL],
  }),
  rejects("nullable rejects", zf(z.string().nullable()), ["/properties/v/type nullable-unsupported"]),
  rejects("nested object rejects", zf(z.object({ a: z.string() })), ["/properties/v/type nested-object"]),
  accepts("annotations are dropped", zf(z.string().meta({ title: "T", examples: ["x"], deprecated: true })), {
    wire: field({ type: "string", title: "T" }),
    notes: [LABEL, "/properties/v/examples annotation-dropped", "/properties/v/deprecated annotation-dropped"],
  }),
  rejects("__proto__ property rejects", z.object({ ["__proto__"]: z.string() }), [
    "/properties/__proto__ reserved-property-name",
  ]),
  rejects("strictObject: additionalProperties rejects", z.strictObject({ v: z.string() }), [
    "/additionalProperties keyword-unsupported",
  ]),
  accepts("strictObject: dropped on request", z.strictObject({ v: z.string() }), {
    options: DROP,
    wire: field({ type: "string" }),
    dropped: ["/additionalProperties keyword-unsupported"],
    notes: [LABEL],
  }),
  rejects("record rejects", z.record(z.string(), z.string()), [
    "/propertyNames keyword-unsupported",
    "/additionalProperties structure-unsupported",
  ]),
  accepts(
    "registered enum: $ref inlined, $defs dropped",
    (() => {
      const Color = z.enum(["red", "green"]).meta({ id: "MatrixColor" });
      return z.object({ v: Color, w: Color });
    })(),
    {
      wire: {
        type: "object",
        properties: { v: { type: "string", enum: ["red", "green"] }, w: { type: "string", enum: ["red", "green"] } },
        required: ["v", "w"],
      },
      notes: [LABEL, "/$defs definitions-dropped", "/properties/v/$ref ref-inlined", "/properties/w/$ref ref-inlined"],
    },
  ),
  rejects("z.date() cannot be converted", zf(z.date()), [" conversion-failed"]),
  rejects("chained .regex() is an allOf of patterns: each rejects", zf(z.string().regex(/a/).regex(/b/)), [
    "/properties/v/allOf/0/pattern pattern-unsupported",
    "/properties/v/allOf/1/pattern pattern-unsupported",
  ]),
  rejects("z.email().regex(): zod drops the format; its own email pattern restores it", zf(z.email().regex(/@corp$/)), [
    "/properties/v/allOf/1/pattern pattern-unsupported",
  ]),
  accepts(
    "z.email().regex() on request: the email format stays, the user's regex is dropped",
    zf(z.email().regex(/@corp$/)),
    {
      options: DROP,
      wire: field({ type: "string", format: "email" }),
      dropped: ["/properties/v/allOf/1/pattern pattern-unsupported"],
      notes: [LABEL, "/properties/v/allOf all-of-merged", "/properties/v/allOf/0/pattern companion-to-format"],
    },
  ),
];

const rawRows: Row[] = [
  accepts(
    "titled options without type get type string",
    {
      type: "object",
      properties: { p: { oneOf: [{ const: "lo", title: "Low" }, { const: "hi", title: "High" }] } },
      required: ["p"],
    },
    {
      wire: {
        type: "object",
        properties: { p: { type: "string", oneOf: [{ const: "lo", title: "Low" }, { const: "hi", title: "High" }] } },
        required: ["p"],
      },
      notes: ["/properties/p/oneOf enum-type-added"],
    },
  ),
  rejects("format int32 rejects", { type: "object", properties: { n: { type: "integer", format: "int32" } } }, [
    "/properties/n/format format-unsupported",
  ]),
  accepts(
    "format int32 dropped on request",
    { type: "object", properties: { n: { type: "integer", format: "int32" } } },
    {
      options: DROP,
      wire: { type: "object", properties: { n: { type: "integer" } } },
      dropped: ["/properties/n/format format-unsupported"],
    },
  ),
  rejects("string format uuid rejects", field({ type: "string", format: "uuid" }), [
    "/properties/v/format format-unsupported",
  ]),
  accepts("empty form is accepted with a note", { type: "object", properties: {} }, {
    wire: { type: "object", properties: {} },
    notes: ["/properties empty-form"],
  }),
  accepts("enum without type", field({ enum: ["a", "b"] }), {
    wire: field({ type: "string", enum: ["a", "b"] }),
    notes: ["/properties/v/enum enum-type-added"],
  }),
  rejects("enum beside minLength", field({ type: "string", enum: ["a"], minLength: 1 }), [
    "/properties/v/minLength variant-conflict",
  ]),
  rejects("empty enum", field({ type: "string", enum: [] }), ["/properties/v/enum enum-empty"]),
  rejects("duplicate enum values", field({ type: "string", enum: ["a", "b", "a"] }), [
    "/properties/v/enum/2 enum-duplicate",
  ]),
  rejects(
    "duplicate titled options",
    field({ type: "string", oneOf: [{ const: "a", title: "A" }, { const: "a", title: "B" }] }),
    ["/properties/v/oneOf/1 enum-duplicate"],
  ),
  rejects("enumNames of another length", field({ type: "string", enum: ["a", "b"], enumNames: ["A"] }), [
    "/properties/v/enumNames enum-names-length",
  ]),
  rejects("non-string enum values", field({ type: "string", enum: ["a", 2] }), [
    "/properties/v/enum/1 enum-non-string",
  ]),
  rejects("integer enum", field({ type: "integer", enum: [1, 2] }), ["/properties/v/enum/0 enum-non-string"]),
  rejects("default of the wrong type", field({ type: "number", default: "3" }), [
    "/properties/v/default default-invalid",
  ]),
  rejects("default out of bounds", field({ type: "integer", minimum: 1, default: 0 }), [
    "/properties/v/default default-invalid",
  ]),
  rejects("default too long (code points)", field({ type: "string", maxLength: 2, default: "😀😀😀" }), [
    "/properties/v/default default-invalid",
  ]),
  rejects("default not a valid email", field({ type: "string", format: "email", default: "nope" }), [
    "/properties/v/default default-invalid",
  ]),
  rejects(
    "multi-select default outside the options",
    field({ type: "array", items: { type: "string", enum: ["x"] }, default: ["y"] }),
    ["/properties/v/default/0 default-invalid"],
  ),
  rejects(
    "minItems above maxItems",
    field({ type: "array", items: { type: "string", enum: ["x"] }, minItems: 3, maxItems: 1 }),
    ["/properties/v/minItems bounds-conflict"],
  ),
  rejects(
    "required names a missing property",
    { type: "object", properties: { a: { type: "string" } }, required: ["a", "b"] },
    ["/required/1 required-unknown-property"],
  ),
  accepts(
    "duplicate required entries",
    { type: "object", properties: { a: { type: "string" } }, required: ["a", "a"] },
    {
      wire: { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
      notes: ["/required required-deduplicated"],
    },
  ),
  rejects(
    "constructor and prototype as names",
    { type: "object", properties: { constructor: { type: "string" }, prototype: { type: "string" } } },
    ["/properties/constructor reserved-property-name", "/properties/prototype reserved-property-name"],
  ),
  rejects("anyOf of mixed types", field({ anyOf: [{ type: "string" }, { type: "number" }] }), [
    "/properties/v/anyOf union-unsupported",
  ]),
  rejects("anyOf with null", field({ anyOf: [{ type: "string" }, { type: "null" }] }), [
    "/properties/v/anyOf/1 nullable-unsupported",
  ]),
  rejects("type array of two types", field({ type: ["string", "number"] }), ["/properties/v/type union-unsupported"]),
  accepts("one-member type array collapses", field({ type: ["string"] }), {
    wire: field({ type: "string" }),
    notes: ["/properties/v/type type-array-collapsed"],
  }),
  rejects("remote $ref", field({ $ref: "https://example.com/s.json" }), ["/properties/v/$ref ref-unsupported"]),
  rejects(
    "recursive $ref",
    { type: "object", properties: { v: { $ref: "#/$defs/A" } }, $defs: { A: { $ref: "#/$defs/A" } } },
    ["/$defs/A/$ref ref-unsupported"],
  ),
  rejects("$ref to a missing target", field({ $ref: "#/$defs/Nope" }), ["/properties/v/$ref ref-unsupported"]),
  rejects(
    "$ref to an object schema",
    {
      type: "object",
      properties: { v: { $ref: "#/$defs/O" } },
      definitions: { O: { type: "object", properties: {} } },
      $defs: { O: { type: "object" } },
    },
    ["/$defs/O/type nested-object"],
  ),
  accepts(
    "draft-07 definitions $ref with a description sibling",
    {
      type: "object",
      properties: { v: { $ref: "#/definitions/C", description: "pick" } },
      definitions: { C: { type: "string", enum: ["a"] } },
    },
    {
      wire: { type: "object", properties: { v: { type: "string", description: "pick", enum: ["a"] } } },
      notes: ["/definitions definitions-dropped", "/properties/v/$ref ref-inlined"],
    },
  ),
  accepts(
    "root title and description are annotations",
    { type: "object", title: "Form", description: "d", properties: {} },
    {
      wire: { type: "object", properties: {} },
      notes: ["/title annotation-dropped", "/description annotation-dropped", "/properties empty-form"],
    },
  ),
  rejects("root type other than object", { type: "array", properties: {} }, ["/type root-type"]),
  rejects("root allOf", { type: "object", properties: {}, allOf: [] }, ["/allOf structure-unsupported"]),
  rejects(
    "a pattern beside a format in a raw schema is the user's",
    field({ type: "string", format: "email", pattern: "^a" }),
    ["/properties/v/pattern pattern-unsupported"],
  ),
  accepts(
    "a pasted zod email pattern in a raw schema is recognised",
    field({
      type: "string",
      format: "email",
      pattern: (z.email()["~standard"] as any).jsonSchema.input({ target: "draft-2020-12" }).pattern,
    }),
    {
      wire: field({ type: "string", format: "email" }),
      notes: [COMPANION],
    },
  ),
  rejects("a field without type", field({ title: "x" }), ["/properties/v type-missing"]),
  rejects("a boolean schema as a field", { type: "object", properties: { v: true } }, [
    "/properties/v structure-unsupported",
  ]),
  rejects("not an object", "nope", [" not-an-object"]),
  rejects("a negative length", field({ type: "string", minLength: -1, maxLength: 3 }), [
    "/properties/v/minLength invalid-value",
  ]),
  rejects('$ref "#" is recursive', field({ $ref: "#" }), ["/properties/v/$ref ref-unsupported"]),
  rejects(
    "a $defs target used twice is reported once",
    {
      type: "object",
      properties: { a: { $ref: "#/$defs/S" }, b: { $ref: "#/$defs/S" } },
      $defs: { S: { type: "string", pattern: "^x" } },
    },
    ["/$defs/S/pattern pattern-unsupported"],
  ),
  rejects("an allOf with a repeated keyword", field({ type: "string", minLength: 1, allOf: [{ minLength: 2 }] }), [
    "/properties/v/allOf/0/minLength structure-unsupported",
  ]),
];

const revisionRows: Row[] = [
  accepts(
    "2025-06-18: titled single-select → enum + enumNames",
    field({ type: "string", oneOf: [{ const: "a", title: "A" }] }),
    {
      options: LEGACY,
      wire: field({ type: "string", enum: ["a"], enumNames: ["A"] }),
      notes: ["/properties/v/oneOf titled-to-legacy"],
    },
  ),
  accepts("2025-06-18: string default dropped", field({ type: "string", default: "x" }), {
    options: LEGACY,
    wire: field({ type: "string" }),
    notes: ["/properties/v/default default-dropped"],
  }),
  rejects(
    "2025-06-18: a default the revision drops is still checked",
    field({ type: "string", format: "date", default: "2024-02-30" }),
    ["/properties/v/default default-invalid"],
    LEGACY,
  ),
  accepts("2025-06-18: boolean default kept", field({ type: "boolean", default: true }), {
    options: LEGACY,
    wire: field({ type: "boolean", default: true }),
  }),
  rejects(
    "2025-06-18: multi-select rejects",
    field({ type: "array", items: { type: "string", enum: ["x"] } }),
    ["/properties/v revision-unsupported"],
    LEGACY,
  ),
  accepts("2025-06-18: no $schema is sent", zf(z.string()), {
    options: LEGACY,
    wire: field({ type: "string" }),
    notes: [LABEL],
  }),
  accepts("2026-07-28: titled multi-select", field({ type: "array", items: { anyOf: [{ const: "x", title: "X" }] } }), {
    options: { revision: "2026-07-28" },
    wire: field({ type: "array", items: { anyOf: [{ const: "x", title: "X" }] } }),
  }),
];

const valibotRows: Row[] = [
  accepts("v.email() has no companion pattern", vf(v.pipe(v.string(), v.email())), {
    wire: field({ type: "string", format: "email" }),
    notes: [LABEL],
  }),
  accepts("v.isoDate()", vf(v.pipe(v.string(), v.isoDate())), {
    wire: field({ type: "string", format: "date" }),
    notes: [LABEL],
  }),
  rejects("v.regex() rejects", vf(v.pipe(v.string(), v.regex(/^x/))), ["/properties/v/pattern pattern-unsupported"]),
  accepts("v.picklist with default", v.object({ v: v.optional(v.picklist(["a", "b"]), "a") }), {
    wire: { type: "object", properties: { v: { type: "string", enum: ["a", "b"], default: "a" } }, required: [] },
    notes: [LABEL],
  }),
  accepts("v.array(v.picklist) multi-select", vf(v.pipe(v.array(v.picklist(["x", "y"])), v.minLength(1))), {
    wire: field({ type: "array", minItems: 1, items: { type: "string", enum: ["x", "y"] } }),
    notes: [LABEL],
  }),
  accepts("v.integer bounds", vf(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9))), {
    wire: field({ type: "integer", minimum: 1, maximum: 9 }),
    notes: [LABEL],
  }),
];

const arktypeRows: Row[] = [
  accepts("string.email drops ArkType's pattern", af("string.email"), {
    wire: field({ type: "string", format: "email" }),
    notes: [LABEL, COMPANION],
  }),
  // ArkType checks a URL with a narrow (URL.canParse), which the wire's `format: "uri"` does not promise.
  accepts("string.url", af("string.url"), {
    wire: field({ type: "string", format: "uri" }),
    notes: [UNADVERTISED, LABEL],
  }),
  accepts("string literal union → enum with type", af("'a'|'b'"), {
    wire: field({ type: "string", enum: ["a", "b"] }),
    notes: [LABEL, "/properties/v/enum enum-type-added"],
  }),
  accepts("multi-select gets items type", af("('x'|'y')[] >= 1"), {
    wire: field({ type: "array", minItems: 1, items: { type: "string", enum: ["x", "y"] } }),
    notes: [LABEL, "/properties/v/items/enum enum-type-added"],
  }),
  accepts("integer range", af("0 <= number.integer <= 150"), {
    wire: field({ type: "integer", minimum: 0, maximum: 150 }),
    notes: [LABEL],
  }),
  rejects("string.date.iso is a bare pattern", af("string.date.iso"), ["/properties/v/pattern pattern-unsupported"]),
  rejects("a regex rejects", type({ v: /^x/ }), ["/properties/v/pattern pattern-unsupported"]),
];

const fallbackRows: Row[] = [
  accepts(
    "zod 3 through zod-to-json-schema",
    z3.object({
      e: z3.string().email(),
      n: z3.number().int().min(0),
      c: z3.enum(["a", "b"]).default("a"),
      o: z3.string().optional(),
    }),
    {
      wire: {
        type: "object",
        properties: {
          e: { type: "string", format: "email" },
          n: { type: "integer", minimum: 0 },
          c: { type: "string", enum: ["a", "b"], default: "a" },
          o: { type: "string" },
        },
        required: ["e", "n"],
      },
      notes: ["/$schema schema-label-dropped", "/additionalProperties annotation-dropped"],
    },
  ),
  rejects("zod 3 .regex() rejects", z3.object({ v: z3.string().regex(/^x/) }), [
    "/properties/v/pattern pattern-unsupported",
  ]),
  accepts("zod 4.1 through zod's own converter", z41.object({ v: z41.iso.date(), u: z41.url(), n: z41.int().min(1) }), {
    wire: {
      type: "object",
      properties: {
        v: { type: "string", format: "date" },
        u: { type: "string", format: "uri" },
        n: { type: "integer", minimum: 1, maximum: 9007199254740991 },
      },
      required: ["v", "u", "n"],
    },
    notes: [LABEL, COMPANION],
  }),
  // zod 4.1's email regex differs from the installed zod 4.6's: the conversion learns it is zod's own
  // restatement of the format from the schema's definition, not from the installed zod.
  accepts("zod 4.1 email under an installed zod 4.6", z41.object({ v: z41.email() }), {
    wire: field({ type: "string", format: "email" }),
    notes: [LABEL, COMPANION],
  }),
];

describe.each([
  ["zod 4", zodRows],
  ["raw JSON Schema", rawRows],
  ["revisions", revisionRows],
  ["Valibot (via @valibot/to-json-schema)", valibotRows],
  ["ArkType", arktypeRows],
  ["vendor fallbacks", fallbackRows],
] as const)("%s", (_, rows) => {
  for (const { name, schema, options, expected } of rows) {
    it(name, () => {
      expect(outcome(schema, options)).toEqual(expected);
    });
  }
});
