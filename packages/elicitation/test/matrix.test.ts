/**
 * The elicitation behaviour matrix: one row per behaviour of toRequestedSchema, with real zod,
 * Valibot and ArkType schemas and raw JSON Schemas, and the exact outcome each must give.
 * Rows read: name | schema | options | expected outcome.
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

type Row = [name: string, schema: unknown, options: ToRequestedSchemaOptions | undefined, expected: Outcome];

const zodRows: Row[] = [
  ["z.email() keeps format, drops zod's pattern", zf(z.email()), undefined, { wire: field({ type: "string", format: "email" }), dropped: [], notes: [LABEL, COMPANION] }],
  ["z.url() has no companion pattern", zf(z.url()), undefined, { wire: field({ type: "string", format: "uri" }), dropped: [], notes: [LABEL] }],
  ["z.iso.date()", zf(z.iso.date()), undefined, { wire: field({ type: "string", format: "date" }), dropped: [], notes: [LABEL, COMPANION] }],
  ["z.iso.datetime()", zf(z.iso.datetime()), undefined, { wire: field({ type: "string", format: "date-time" }), dropped: [], notes: [LABEL, COMPANION] }],
  ["z.iso.datetime({ offset: true })", zf(z.iso.datetime({ offset: true })), undefined, { wire: field({ type: "string", format: "date-time" }), dropped: [], notes: [LABEL, COMPANION] }],
  ["z.iso.datetime({ precision: 3 })", zf(z.iso.datetime({ precision: 3 })), undefined, { wire: field({ type: "string", format: "date-time" }), dropped: [], notes: [LABEL, COMPANION] }],
  ["z.iso.datetime({ local: true }) emits a pattern and no format", zf(z.iso.datetime({ local: true })), undefined, { rejected: ["/properties/v/pattern pattern-unsupported"] }],
  ["z.email({ pattern }) is a customized constraint", zf(z.email({ pattern: /^a@b\.c$/ })), undefined, { rejected: ["/properties/v/pattern pattern-unsupported"] }],
  ["z.email({ pattern: html5Email }) is customized too", zf(z.email({ pattern: z.regexes.html5Email })), undefined, { rejected: ["/properties/v/pattern pattern-unsupported"] }],
  [".regex()", zf(z.string().regex(/^x/)), undefined, { rejected: ["/properties/v/pattern pattern-unsupported"] }],
  [".regex() dropped on request", zf(z.string().regex(/^x/)), { onUnsupported: "drop" }, { wire: field({ type: "string" }), dropped: ["/properties/v/pattern pattern-unsupported"], notes: [LABEL] }],
  ["string bounds and title", zf(z.string().min(2).max(5).meta({ title: "T" })), undefined, { wire: field({ type: "string", title: "T", minLength: 2, maxLength: 5 }), dropped: [], notes: [LABEL] }],
  ["minLength above maxLength", zf(z.string().min(5).max(2)), undefined, { rejected: ["/properties/v/minLength bounds-conflict"] }],
  ["integer bounds", zf(z.int().min(0).max(150)), undefined, { wire: field({ type: "integer", minimum: 0, maximum: 150 }), dropped: [], notes: [LABEL] }],
  ["minimum above maximum", zf(z.number().min(9).max(1)), undefined, { rejected: ["/properties/v/minimum bounds-conflict"] }],
  ["integer exclusive bounds become inclusive", zf(z.int().gt(3).lt(10)), undefined, { wire: field({ type: "integer", minimum: 4, maximum: 9 }), dropped: [], notes: [LABEL, "/properties/v/exclusiveMinimum exclusive-bound-to-inclusive", "/properties/v/exclusiveMaximum exclusive-bound-to-inclusive"] }],
  ["number exclusive bound rejects", zf(z.number().gt(3)), undefined, { rejected: ["/properties/v/exclusiveMinimum keyword-unsupported"] }],
  ["number exclusive bound dropped on request", zf(z.number().gt(3)), { onUnsupported: "drop" }, { wire: field({ type: "number" }), dropped: ["/properties/v/exclusiveMinimum keyword-unsupported"], notes: [LABEL] }],
  ["multipleOf rejects", zf(z.number().multipleOf(5)), undefined, { rejected: ["/properties/v/multipleOf keyword-unsupported"] }],
  ["enum with default", zf(z.enum(["a", "b"]).default("a")), undefined, { wire: { type: "object", properties: { v: { type: "string", enum: ["a", "b"], default: "a" } } }, dropped: [], notes: [LABEL] }],
  ["default outside the enum", zf(z.enum(["a", "b"]).default("c" as "a")), undefined, { rejected: ["/properties/v/default default-invalid"] }],
  ["union of titled literals → titled oneOf", zf(z.union([z.literal("a").meta({ title: "A" }), z.literal("b").meta({ title: "B" })])), undefined, { wire: field({ type: "string", oneOf: [{ const: "a", title: "A" }, { const: "b", title: "B" }] }), dropped: [], notes: [LABEL, "/properties/v/anyOf/0/type annotation-dropped", "/properties/v/anyOf/1/type annotation-dropped", "/properties/v/anyOf options-to-titled", "/properties/v/anyOf enum-type-added"] }],
  ["union of untitled literals → enum", zf(z.union([z.literal("a"), z.literal("b")])), undefined, { wire: field({ type: "string", enum: ["a", "b"] }), dropped: [], notes: [LABEL, "/properties/v/anyOf/0/type annotation-dropped", "/properties/v/anyOf/1/type annotation-dropped", "/properties/v/anyOf options-to-enum", "/properties/v/anyOf enum-type-added"] }],
  ["literal → one-member enum", zf(z.literal("k")), undefined, { wire: field({ type: "string", enum: ["k"] }), dropped: [], notes: [LABEL, "/properties/v/const const-to-enum"] }],
  ["numeric literals reject", zf(z.union([z.literal(1), z.literal(2)])), undefined, { rejected: ["/properties/v/anyOf union-unsupported"] }],
  ["multi-select", zf(z.array(z.enum(["x", "y"])).min(1).max(2)), undefined, { wire: field({ type: "array", minItems: 1, maxItems: 2, items: { type: "string", enum: ["x", "y"] } }), dropped: [], notes: [LABEL] }],
  ["titled multi-select", zf(z.array(z.union([z.literal("x").meta({ title: "X" }), z.literal("y").meta({ title: "Y" })]))), undefined, { wire: field({ type: "array", items: { anyOf: [{ const: "x", title: "X" }, { const: "y", title: "Y" }] } }), dropped: [], notes: [LABEL, "/properties/v/items/anyOf/0/type annotation-dropped", "/properties/v/items/anyOf/1/type annotation-dropped", "/properties/v/items/anyOf options-to-titled"] }],
  ["array of free strings rejects", zf(z.array(z.string())), undefined, { rejected: ["/properties/v/items array-items-unsupported"] }],
  ["tuple rejects", zf(z.tuple([z.string(), z.number()])), undefined, { rejected: ["/properties/v/prefixItems array-items-unsupported"] }],
  ["boolean with default", zf(z.boolean().default(false)), undefined, { wire: { type: "object", properties: { v: { type: "boolean", default: false } } }, dropped: [], notes: [LABEL] }],
  ["optional is not required", zf(z.string().optional()), undefined, { wire: field({ type: "string" }, false), dropped: [], notes: [LABEL] }],
  ["nullable rejects", zf(z.string().nullable()), undefined, { rejected: ["/properties/v/type nullable-unsupported"] }],
  ["nested object rejects", zf(z.object({ a: z.string() })), undefined, { rejected: ["/properties/v/type nested-object"] }],
  ["annotations are dropped", zf(z.string().meta({ title: "T", examples: ["x"], deprecated: true })), undefined, { wire: field({ type: "string", title: "T" }), dropped: [], notes: [LABEL, "/properties/v/examples annotation-dropped", "/properties/v/deprecated annotation-dropped"] }],
  ["__proto__ property rejects", z.object({ ["__proto__"]: z.string() }), undefined, { rejected: ["/properties/__proto__ reserved-property-name"] }],
  ["strictObject: additionalProperties rejects", z.strictObject({ v: z.string() }), undefined, { rejected: ["/additionalProperties keyword-unsupported"] }],
  ["strictObject: dropped on request", z.strictObject({ v: z.string() }), { onUnsupported: "drop" }, { wire: field({ type: "string" }), dropped: ["/additionalProperties keyword-unsupported"], notes: [LABEL] }],
  ["record rejects", z.record(z.string(), z.string()), undefined, { rejected: ["/propertyNames keyword-unsupported", "/additionalProperties structure-unsupported"] }],
  ["registered enum: $ref inlined, $defs dropped", (() => { const Color = z.enum(["red", "green"]).meta({ id: "MatrixColor" }); return z.object({ v: Color, w: Color }); })(), undefined, { wire: { type: "object", properties: { v: { type: "string", enum: ["red", "green"] }, w: { type: "string", enum: ["red", "green"] } }, required: ["v", "w"] }, dropped: [], notes: [LABEL, "/$defs definitions-dropped", "/properties/v/$ref ref-inlined", "/properties/w/$ref ref-inlined"] }],
  ["z.date() cannot be converted", zf(z.date()), undefined, { rejected: [" conversion-failed"] }],
  ["chained .regex() is an allOf of patterns: each rejects", zf(z.string().regex(/a/).regex(/b/)), undefined, { rejected: ["/properties/v/allOf/0/pattern pattern-unsupported", "/properties/v/allOf/1/pattern pattern-unsupported"] }],
  ["z.email().regex(): zod drops the format; its own email pattern restores it", zf(z.email().regex(/@corp$/)), undefined, { rejected: ["/properties/v/allOf/1/pattern pattern-unsupported"] }],
  ["z.email().regex() on request: the email format stays, the user's regex is dropped", zf(z.email().regex(/@corp$/)), { onUnsupported: "drop" }, { wire: field({ type: "string", format: "email" }), dropped: ["/properties/v/allOf/1/pattern pattern-unsupported"], notes: [LABEL, "/properties/v/allOf all-of-merged", "/properties/v/allOf/0/pattern companion-to-format"] }],
];

const rawRows: Row[] = [
  ["titled options without type get type string", { type: "object", properties: { p: { oneOf: [{ const: "lo", title: "Low" }, { const: "hi", title: "High" }] } }, required: ["p"] }, undefined, { wire: { type: "object", properties: { p: { type: "string", oneOf: [{ const: "lo", title: "Low" }, { const: "hi", title: "High" }] } }, required: ["p"] }, dropped: [], notes: ["/properties/p/oneOf enum-type-added"] }],
  ["format int32 rejects", { type: "object", properties: { n: { type: "integer", format: "int32" } } }, undefined, { rejected: ["/properties/n/format format-unsupported"] }],
  ["format int32 dropped on request", { type: "object", properties: { n: { type: "integer", format: "int32" } } }, { onUnsupported: "drop" }, { wire: { type: "object", properties: { n: { type: "integer" } } }, dropped: ["/properties/n/format format-unsupported"], notes: [] }],
  ["string format uuid rejects", field({ type: "string", format: "uuid" }), undefined, { rejected: ["/properties/v/format format-unsupported"] }],
  ["empty form is accepted with a note", { type: "object", properties: {} }, undefined, { wire: { type: "object", properties: {} }, dropped: [], notes: ["/properties empty-form"] }],
  ["enum without type", field({ enum: ["a", "b"] }), undefined, { wire: field({ type: "string", enum: ["a", "b"] }), dropped: [], notes: ["/properties/v/enum enum-type-added"] }],
  ["enum beside minLength", field({ type: "string", enum: ["a"], minLength: 1 }), undefined, { rejected: ["/properties/v/minLength variant-conflict"] }],
  ["empty enum", field({ type: "string", enum: [] }), undefined, { rejected: ["/properties/v/enum enum-empty"] }],
  ["duplicate enum values", field({ type: "string", enum: ["a", "b", "a"] }), undefined, { rejected: ["/properties/v/enum/2 enum-duplicate"] }],
  ["duplicate titled options", field({ type: "string", oneOf: [{ const: "a", title: "A" }, { const: "a", title: "B" }] }), undefined, { rejected: ["/properties/v/oneOf/1 enum-duplicate"] }],
  ["enumNames of another length", field({ type: "string", enum: ["a", "b"], enumNames: ["A"] }), undefined, { rejected: ["/properties/v/enumNames enum-names-length"] }],
  ["non-string enum values", field({ type: "string", enum: ["a", 2] }), undefined, { rejected: ["/properties/v/enum/1 enum-non-string"] }],
  ["integer enum", field({ type: "integer", enum: [1, 2] }), undefined, { rejected: ["/properties/v/enum/0 enum-non-string"] }],
  ["default of the wrong type", field({ type: "number", default: "3" }), undefined, { rejected: ["/properties/v/default default-invalid"] }],
  ["default out of bounds", field({ type: "integer", minimum: 1, default: 0 }), undefined, { rejected: ["/properties/v/default default-invalid"] }],
  ["default too long (code points)", field({ type: "string", maxLength: 2, default: "😀😀😀" }), undefined, { rejected: ["/properties/v/default default-invalid"] }],
  ["default not a valid email", field({ type: "string", format: "email", default: "nope" }), undefined, { rejected: ["/properties/v/default default-invalid"] }],
  ["multi-select default outside the options", field({ type: "array", items: { type: "string", enum: ["x"] }, default: ["y"] }), undefined, { rejected: ["/properties/v/default/0 default-invalid"] }],
  ["minItems above maxItems", field({ type: "array", items: { type: "string", enum: ["x"] }, minItems: 3, maxItems: 1 }), undefined, { rejected: ["/properties/v/minItems bounds-conflict"] }],
  ["required names a missing property", { type: "object", properties: { a: { type: "string" } }, required: ["a", "b"] }, undefined, { rejected: ["/required/1 required-unknown-property"] }],
  ["duplicate required entries", { type: "object", properties: { a: { type: "string" } }, required: ["a", "a"] }, undefined, { wire: { type: "object", properties: { a: { type: "string" } }, required: ["a"] }, dropped: [], notes: ["/required required-deduplicated"] }],
  ["constructor and prototype as names", { type: "object", properties: { constructor: { type: "string" }, prototype: { type: "string" } } }, undefined, { rejected: ["/properties/constructor reserved-property-name", "/properties/prototype reserved-property-name"] }],
  ["anyOf of mixed types", field({ anyOf: [{ type: "string" }, { type: "number" }] }), undefined, { rejected: ["/properties/v/anyOf union-unsupported"] }],
  ["anyOf with null", field({ anyOf: [{ type: "string" }, { type: "null" }] }), undefined, { rejected: ["/properties/v/anyOf/1 nullable-unsupported"] }],
  ["type array of two types", field({ type: ["string", "number"] }), undefined, { rejected: ["/properties/v/type union-unsupported"] }],
  ["one-member type array collapses", field({ type: ["string"] }), undefined, { wire: field({ type: "string" }), dropped: [], notes: ["/properties/v/type type-array-collapsed"] }],
  ["remote $ref", field({ $ref: "https://example.com/s.json" }), undefined, { rejected: ["/properties/v/$ref ref-unsupported"] }],
  ["recursive $ref", { type: "object", properties: { v: { $ref: "#/$defs/A" } }, $defs: { A: { $ref: "#/$defs/A" } } }, undefined, { rejected: ["/$defs/A/$ref ref-unsupported"] }],
  ["$ref to a missing target", field({ $ref: "#/$defs/Nope" }), undefined, { rejected: ["/properties/v/$ref ref-unsupported"] }],
  ["$ref to an object schema", { type: "object", properties: { v: { $ref: "#/$defs/O" } }, definitions: { O: { type: "object", properties: {} } }, $defs: { O: { type: "object" } } }, undefined, { rejected: ["/$defs/O/type nested-object"] }],
  ["draft-07 definitions $ref with a description sibling", { type: "object", properties: { v: { $ref: "#/definitions/C", description: "pick" } }, definitions: { C: { type: "string", enum: ["a"] } } }, undefined, { wire: { type: "object", properties: { v: { type: "string", description: "pick", enum: ["a"] } } }, dropped: [], notes: ["/definitions definitions-dropped", "/properties/v/$ref ref-inlined"] }],
  ["root title and description are annotations", { type: "object", title: "Form", description: "d", properties: {} }, undefined, { wire: { type: "object", properties: {} }, dropped: [], notes: ["/title annotation-dropped", "/description annotation-dropped", "/properties empty-form"] }],
  ["root type other than object", { type: "array", properties: {} }, undefined, { rejected: ["/type root-type"] }],
  ["root allOf", { type: "object", properties: {}, allOf: [] }, undefined, { rejected: ["/allOf structure-unsupported"] }],
  ["a pattern beside a format in a raw schema is the user's", field({ type: "string", format: "email", pattern: "^a" }), undefined, { rejected: ["/properties/v/pattern pattern-unsupported"] }],
  ["a pasted zod email pattern in a raw schema is recognised", field({ type: "string", format: "email", pattern: (z.email()["~standard"] as any).jsonSchema.input({ target: "draft-2020-12" }).pattern }), undefined, { wire: field({ type: "string", format: "email" }), dropped: [], notes: [COMPANION] }],
  ["a field without type", field({ title: "x" }), undefined, { rejected: ["/properties/v type-missing"] }],
  ["a boolean schema as a field", { type: "object", properties: { v: true } }, undefined, { rejected: ["/properties/v structure-unsupported"] }],
  ["not an object", "nope", undefined, { rejected: [" not-an-object"] }],
  ["a negative length", field({ type: "string", minLength: -1, maxLength: 3 }), undefined, { rejected: ["/properties/v/minLength invalid-value"] }],
  ["$ref \"#\" is recursive", field({ $ref: "#" }), undefined, { rejected: ["/properties/v/$ref ref-unsupported"] }],
  ["a $defs target used twice is reported once", { type: "object", properties: { a: { $ref: "#/$defs/S" }, b: { $ref: "#/$defs/S" } }, $defs: { S: { type: "string", pattern: "^x" } } }, undefined, { rejected: ["/$defs/S/pattern pattern-unsupported"] }],
  ["an allOf with a repeated keyword", field({ type: "string", minLength: 1, allOf: [{ minLength: 2 }] }), undefined, { rejected: ["/properties/v/allOf/0/minLength structure-unsupported"] }],
];

const revisionRows: Row[] = [
  ["2025-06-18: titled single-select → enum + enumNames", field({ type: "string", oneOf: [{ const: "a", title: "A" }] }), { revision: "2025-06-18" }, { wire: field({ type: "string", enum: ["a"], enumNames: ["A"] }), dropped: [], notes: ["/properties/v/oneOf titled-to-legacy"] }],
  ["2025-06-18: string default dropped", field({ type: "string", default: "x" }), { revision: "2025-06-18" }, { wire: field({ type: "string" }), dropped: [], notes: ["/properties/v/default default-dropped"] }],
  ["2025-06-18: a default the revision drops is still checked", field({ type: "string", format: "date", default: "2024-02-30" }), { revision: "2025-06-18" }, { rejected: ["/properties/v/default default-invalid"] }],
  ["2025-06-18: boolean default kept", field({ type: "boolean", default: true }), { revision: "2025-06-18" }, { wire: field({ type: "boolean", default: true }), dropped: [], notes: [] }],
  ["2025-06-18: multi-select rejects", field({ type: "array", items: { type: "string", enum: ["x"] } }), { revision: "2025-06-18" }, { rejected: ["/properties/v revision-unsupported"] }],
  ["2025-06-18: no $schema is sent", zf(z.string()), { revision: "2025-06-18" }, { wire: field({ type: "string" }), dropped: [], notes: [LABEL] }],
  ["2026-07-28: titled multi-select", field({ type: "array", items: { anyOf: [{ const: "x", title: "X" }] } }), { revision: "2026-07-28" }, { wire: field({ type: "array", items: { anyOf: [{ const: "x", title: "X" }] } }), dropped: [], notes: [] }],
];

const valibotRows: Row[] = [
  ["v.email() has no companion pattern", vf(v.pipe(v.string(), v.email())), undefined, { wire: field({ type: "string", format: "email" }), dropped: [], notes: [LABEL] }],
  ["v.isoDate()", vf(v.pipe(v.string(), v.isoDate())), undefined, { wire: field({ type: "string", format: "date" }), dropped: [], notes: [LABEL] }],
  ["v.regex() rejects", vf(v.pipe(v.string(), v.regex(/^x/))), undefined, { rejected: ["/properties/v/pattern pattern-unsupported"] }],
  ["v.picklist with default", v.object({ v: v.optional(v.picklist(["a", "b"]), "a") }), undefined, { wire: { type: "object", properties: { v: { type: "string", enum: ["a", "b"], default: "a" } }, required: [] }, dropped: [], notes: [LABEL] }],
  ["v.array(v.picklist) multi-select", vf(v.pipe(v.array(v.picklist(["x", "y"])), v.minLength(1))), undefined, { wire: field({ type: "array", minItems: 1, items: { type: "string", enum: ["x", "y"] } }), dropped: [], notes: [LABEL] }],
  ["v.integer bounds", vf(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9))), undefined, { wire: field({ type: "integer", minimum: 1, maximum: 9 }), dropped: [], notes: [LABEL] }],
];

const arktypeRows: Row[] = [
  ["string.email drops ArkType's pattern", af("string.email"), undefined, { wire: field({ type: "string", format: "email" }), dropped: [], notes: [LABEL, COMPANION] }],
  // ArkType checks a URL with a narrow (URL.canParse), which the wire's `format: "uri"` does not promise.
  ["string.url", af("string.url"), undefined, { wire: field({ type: "string", format: "uri" }), dropped: [], notes: [UNADVERTISED, LABEL] }],
  ["string literal union → enum with type", af("'a'|'b'"), undefined, { wire: field({ type: "string", enum: ["a", "b"] }), dropped: [], notes: [LABEL, "/properties/v/enum enum-type-added"] }],
  ["multi-select gets items type", af("('x'|'y')[] >= 1"), undefined, { wire: field({ type: "array", minItems: 1, items: { type: "string", enum: ["x", "y"] } }), dropped: [], notes: [LABEL, "/properties/v/items/enum enum-type-added"] }],
  ["integer range", af("0 <= number.integer <= 150"), undefined, { wire: field({ type: "integer", minimum: 0, maximum: 150 }), dropped: [], notes: [LABEL] }],
  ["string.date.iso is a bare pattern", af("string.date.iso"), undefined, { rejected: ["/properties/v/pattern pattern-unsupported"] }],
  ["a regex rejects", type({ v: /^x/ }), undefined, { rejected: ["/properties/v/pattern pattern-unsupported"] }],
];

const fallbackRows: Row[] = [
  ["zod 3 through zod-to-json-schema", z3.object({ e: z3.string().email(), n: z3.number().int().min(0), c: z3.enum(["a", "b"]).default("a"), o: z3.string().optional() }), undefined, { wire: { type: "object", properties: { e: { type: "string", format: "email" }, n: { type: "integer", minimum: 0 }, c: { type: "string", enum: ["a", "b"], default: "a" }, o: { type: "string" } }, required: ["e", "n"] }, dropped: [], notes: ["/$schema schema-label-dropped", "/additionalProperties annotation-dropped"] }],
  ["zod 3 .regex() rejects", z3.object({ v: z3.string().regex(/^x/) }), undefined, { rejected: ["/properties/v/pattern pattern-unsupported"] }],
  ["zod 4.1 through zod's own converter", z41.object({ v: z41.iso.date(), u: z41.url(), n: z41.int().min(1) }), undefined, { wire: { type: "object", properties: { v: { type: "string", format: "date" }, u: { type: "string", format: "uri" }, n: { type: "integer", minimum: 1, maximum: 9007199254740991 } }, required: ["v", "u", "n"] }, dropped: [], notes: [LABEL, COMPANION] }],
  // Companion patterns come from the zod that is installed (a peer dependency). Here zod 4.6 is
  // installed and zod 4.1's email regex differs from it, so the pattern is not known to be zod's
  // own restatement of the format and is never silently dropped.
  ["zod 4.1 email under an installed zod 4.6", z41.object({ v: z41.email() }), undefined, { rejected: ["/properties/v/pattern pattern-unsupported"] }],
];

describe.each([
  ["zod 4", zodRows],
  ["raw JSON Schema", rawRows],
  ["revisions", revisionRows],
  ["Valibot (via @valibot/to-json-schema)", valibotRows],
  ["ArkType", arktypeRows],
  ["vendor fallbacks", fallbackRows],
] as const)("%s", (_, rows) => {
  it.each(rows)("%s", (_name, schema, options, expected) => {
    expect(outcome(schema, options)).toEqual(expected);
  });
});
