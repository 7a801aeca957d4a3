/**
 * The probe corpus: one row per finding code and failure shape of docs/hosts.md and the product evidence audit, each
 * row its own list (beside the control tool, {@link buildList}). Knowledge as data: a row says which schema, name or
 * result it probes; nothing here is code per probe except the generated large, deep and many-tools rows.
 */
import type { Json } from "../types.js";
import type { ListSpec, ProbeSpec } from "./build.js";

type JsonObject = { readonly [key: string]: Json };

const str = { type: "string" } as const;
/** An object root with the given properties (and nothing else unless `extra` adds it). */
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: "object", properties, ...extra });
/** A list whose one probe (`probe`) has `inputSchema`. */
const input = (id: string, about: string, inputSchema: Json): ListSpec => ({ id, about, probes: [{ key: "probe", inputSchema }] });
/** A list whose one probe has the given name (and a plain schema); the script calls it, to see whether a renamed tool still reaches the server. */
const named = (id: string, about: string, name: string): ListSpec => ({
  id,
  about,
  probes: [{ key: "probe", name, inputSchema: obj({}), call: {} }],
});

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

/** 100 levels of `properties.next` objects under the root. */
const deep = (levels: number): JsonObject => (levels === 0 ? { type: "string" } : obj({ next: deep(levels - 1) }));
/** A schema over 16,384 bytes serialised: 60 string properties with 300-character descriptions. */
const large = (): JsonObject =>
  obj(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field${String(i).padStart(2, "0")}`, { type: "string", description: `Field ${i}. ${"x".repeat(300)}` }])));

/** The outputSchema probes of one `$schema` label (absent when `label` is undefined): a result that matches, violates, omits structuredContent. */
const outputs = (id: string, label: string | undefined): ListSpec => {
  const outputSchema = { ...(label === undefined ? {} : { $schema: label }), type: "object", properties: { count: { type: "integer" } }, required: ["count"] };
  const result = (structured: Json | undefined, text: string): JsonObject => ({
    content: [{ type: "text", text }],
    ...(structured === undefined ? {} : { structuredContent: structured }),
  });
  return {
    id,
    about: `outputSchema${label === undefined ? " without a $schema label" : ` labelled ${label}`}: a call whose structuredContent matches it, one that violates it (a string count), one with no structuredContent, one with an undeclared property (the text block differs from the structuredContent, to see which one the product hands the model)`,
    probes: [
      { key: "matches", inputSchema: obj({}), outputSchema, call: { result: result({ count: 3 }, "the text block: count is 3") } },
      { key: "violates", inputSchema: obj({}), outputSchema, call: { result: result({ count: "three" }, "the text block: count is three") } },
      { key: "missing", inputSchema: obj({}), outputSchema, call: { result: result(undefined, "the text block: count is 3") } },
      { key: "extra", inputSchema: obj({}), outputSchema, call: { result: result({ count: 3, note: "undeclared" }, "the text block: count is 3, and a note") } },
    ],
  };
};

const recursive = { node: { $ref: "#/$defs/Node" } } as const;
const NODE_DEFS = { Node: obj({ value: str, children: { type: "array", items: { $ref: "#/$defs/Node" } } }) } as const;

/** The shape rows. */
export const SHAPES: readonly ListSpec[] = [
  named("name-dash", "a tool name with `-` (Cursor `tool-name`)", "probe-with-dash"),
  named("name-dot", "a tool name with `.` (Cursor and Claude Desktop `tool-name`)", "probe.with.dot"),
  named("name-space", "a tool name with a space", "probe with space"),
  named("name-slash", "a tool name with `/`", "probe/with/slash"),
  named("name-colon", "a tool name with `:` (Gemini `tool-name` allows it)", "probe:with:colon"),
  named("name-64", "a tool name of exactly 64 characters", `probe_${"n".repeat(58)}`),
  named("name-over-64", "a tool name of 70 characters (over the 64 of `tool-name`)", `probe_${"n".repeat(64)}`),
  named("name-digit-first", "a tool name starting with a digit (Kimi `tool-name`)", "9probe"),
  { id: "name-number", about: "a tool whose `name` is a number (`7`), not a string (MCP `Tool.name`)", probes: [{ key: "probe", name: 7, inputSchema: obj({}), call: {} }] },
  { id: "entry-null", about: "a `null` entry in `tools` beside the control tool (an entry that is not a Tool object)", probes: [{ key: "probe", entry: null }] },
  input("root-oneof", "a root `oneOf` beside `type: object` (Claude Code `root-combinator`, anthropic-api)", obj({ a: str, b: { type: "number" } }, { oneOf: [{ required: ["a"] }, { required: ["b"] }] })),
  input("root-anyof", "a root `anyOf` beside `type: object`", obj({ a: str, b: { type: "number" } }, { anyOf: [{ required: ["a"] }, { required: ["b"] }] })),
  input("root-allof", "a root `allOf` beside `type: object`", obj({ a: str }, { allOf: [{ required: ["a"] }, { properties: { b: { type: "number" } } }] })),
  input("root-not", "a root `not` beside `type: object`", obj({ a: str, b: str }, { not: { required: ["b"] } })),
  input("root-if-then", "a root `if`/`then`/`else` beside `type: object` (Zed `keyword-refused`)", obj({ a: str, b: str }, { if: { required: ["a"] }, then: { required: ["b"] }, else: { required: [] } })),
  input("nested-oneof", "`oneOf` under a property (Cursor `combinator`)", obj({ v: { oneOf: [str, { type: "number" }] } })),
  input("nested-anyof", "`anyOf` under a property (Codex `keyword-lowered`)", obj({ v: { anyOf: [str, { type: "number" }] } })),
  input("nested-allof", "`allOf` under a property", obj({ v: { allOf: [str, { minLength: 1 }] } })),
  input("nested-not", "`not` under a property", obj({ v: { not: { type: "null" } } })),
  input("nested-if-then", "`if`/`then` under a property", obj({ v: { type: "object", properties: { a: str, b: str }, if: { required: ["a"] }, then: { required: ["b"] } } })),
  input("type-beside-anyof", "`type` and `anyOf` in one subschema (Kimi `type-beside-anyof`)", obj({ v: { type: "string", anyOf: [{ minLength: 1 }, { const: "" }] } })),
  input("ref-defs", "a `$ref` to `#/$defs/...` (Zed `keyword-refused`, Claude Desktop `ref-discarded`)", obj({ v: { $ref: "#/$defs/V" } }, { $defs: { V: { type: "string", minLength: 2 } } })),
  input("ref-definitions", "a `$ref` to `#/definitions/...` (Kimi `ref-prefix`)", obj({ v: { $ref: "#/definitions/V" } }, { definitions: { V: { type: "string", minLength: 2 } } })),
  input("ref-properties", "a `$ref` to `#/properties/...`", obj({ a: { type: "string", minLength: 2 }, b: { $ref: "#/properties/a" } })),
  input("ref-siblings", "a `$ref` with a `description` beside it (Kimi `ref-siblings`)", obj({ v: { $ref: "#/$defs/V", description: "the value" } }, { $defs: { V: str } })),
  input("ref-unresolvable", "a `$ref` whose target does not exist (anthropic-api `missing-ref-target`)", obj({ v: { $ref: "#/$defs/Missing" } })),
  input("ref-recursive-input", "a recursive `$ref` in inputSchema (anthropic-api `ref-cycle`)", obj(recursive, { $defs: NODE_DEFS })),
  {
    id: "ref-recursive-output",
    about: "a recursive `$ref` in outputSchema (Claude Code `recursive-ref`), called with a matching result",
    probes: [{ key: "probe", inputSchema: obj({}), outputSchema: obj(recursive, { $defs: NODE_DEFS }), call: { result: { content: [{ type: "text", text: "the text block" }], structuredContent: { node: { value: "root", children: [] } } } } }],
  },
  {
    id: "ref-unresolvable-output",
    about: "an outputSchema `$ref` whose target does not exist (Claude Code 2.1.205–2.1.220 lost the list), called",
    probes: [{ key: "probe", inputSchema: obj({}), outputSchema: obj({ v: { $ref: "#/$defs/Missing" } }), call: { result: { content: [{ type: "text", text: "the text block" }], structuredContent: { v: "x" } } } }],
  },
  input("ref-beside-type", "`type` beside `$ref` in one subschema (Kimi)", obj({ v: { type: "string", $ref: "#/$defs/V" } }, { $defs: { V: { type: "string", minLength: 1 } } })),
  input("allof-if", "`allOf` entries each with their own `if`/`then` (Kimi)", obj({ v: { type: "object", properties: { a: str, b: str }, allOf: [{ if: { required: ["a"] }, then: { required: ["b"] } }, { if: { required: ["b"] }, then: { required: ["a"] } }] } })),
  input("property-key-brackets", "top-level and nested property keys with `[`/`]` (Cursor)", obj({ "items[0]": str, nested: obj({ "row[1]": str }) })),
  input("label-draft-07", "`$schema` draft-07", obj({ v: str }, { $schema: DRAFT_07 })),
  input("label-2020-12", "`$schema` 2020-12", obj({ v: str }, { $schema: DRAFT_2020_12 })),
  input("label-2019-09", "`$schema` 2019-09", obj({ v: str }, { $schema: "https://json-schema.org/draft/2019-09/schema" })),
  input("label-draft-04", "`$schema` draft-04", obj({ v: str }, { $schema: "http://json-schema.org/draft-04/schema#" })),
  input("label-unknown", "an unknown `$schema` label", obj({ v: str }, { $schema: "https://example.com/unknown-dialect/schema" })),
  input("tuple-draft-07", "a draft-07 tuple `items: [...]` (ChatGPT `tuple-items`, what SDK 1.x emits for `z.tuple`)", obj({ pair: { type: "array", items: [str, { type: "number" }], minItems: 2 } }, { $schema: DRAFT_07 })),
  input("tuple-prefix-items", "a 2020-12 tuple `prefixItems`", obj({ pair: { type: "array", prefixItems: [str, { type: "number" }], items: false } }, { $schema: DRAFT_2020_12 })),
  input("boolean-property-true", "a property schema `true` (Claude Code `boolean-property`, VS Code `boolean-subschema`)", obj({ a: str, anything: true })),
  input("boolean-property-false", "a property schema `false`", obj({ a: str, never: false })),
  input("required-null", "`required: null` (a meta-schema-invalid value)", obj({ a: str }, { required: null })),
  input("properties-array", "`properties: []` (what Zed sends for an empty schema)", { type: "object", properties: [] }),
  input("root-untyped", "a root without `type` (Claude Code `root-not-object`)", { properties: { a: str } }),
  input("root-empty", "an empty root schema `{}`", {}),
  input("root-array", "a root `type: \"array\"`", { type: "array", items: str }),
  { id: "root-absent", about: "a tool without inputSchema at all", probes: [{ key: "probe" }] },
  input("property-untyped", "a property schema without `type` (Kimi `untyped-property`)", obj({ v: { description: "anything" } })),
  input("array-without-items", "an array schema without `items` (VS Code, Windsurf, Gemini `array-without-items`)", obj({ v: { type: "array" } })),
  input("pattern-invalid", "a `pattern` that is not a valid unicode regex (`^a\\_b$`)", obj({ v: { type: "string", pattern: "^a\\_b$" } })),
  input("pattern-unicode-class", "a `pattern` with `\\p{L}` (valid only in unicode mode)", obj({ v: { type: "string", pattern: "^\\p{L}+$" } })),
  input("enum-number", "an `enum` of numbers (Gemini `non-string-enum`)", obj({ v: { type: "number", enum: [1, 2, 3] } })),
  input("enum-boolean", "an `enum` of booleans", obj({ v: { type: "boolean", enum: [true, false] } })),
  input("enum-null", "an `enum` of `null`", obj({ v: { enum: [null] } })),
  input("enum-mixed", "an `enum` mixing string, number, boolean and null", obj({ v: { enum: ["a", 1, true, null] } })),
  input("enum-empty", "an empty `enum`", obj({ v: { type: "string", enum: [] } })),
  input("type-array-nullable", "`type: [\"string\", \"null\"]` (Gemini `type-array`)", obj({ v: { type: ["string", "null"] } })),
  input("const", "`const` (Gemini `keyword-refused`)", obj({ v: { const: "fixed" } })),
  input("format-int64", "a string with `format: \"int64\"`", obj({ v: { type: "string", format: "int64" } })),
  input("additional-properties", "`additionalProperties`: `false` at the root, a schema under a property", obj({ a: str, map: { type: "object", additionalProperties: { type: "number" } } }, { additionalProperties: false })),
  input("exclusive-minimum-boolean", "draft-04 `exclusiveMinimum: true` (Windsurf `invalid-for-2020-12`)", obj({ v: { type: "number", minimum: 0, exclusiveMinimum: true } })),
  {
    id: "number-past-double",
    about: "a number property with `maximum: 1e400` (past the double range: JSON.parse reads Infinity, JSON.stringify writes null; serde_json refuses it), called",
    probes: [{ key: "probe", inputSchema: obj({ n: { type: "number", maximum: Number.POSITIVE_INFINITY } }), call: {} }],
  },
  input("description-null", "a property `description: null` (Windsurf `invalid-for-2020-12`)", obj({ v: { type: "string", description: null } })),
  input("property-names", "`propertyNames` (Gemini `keyword-refused`)", obj({ v: { type: "object", propertyNames: { pattern: "^[a-z]+$" } } })),
  input("property-key-space", "a top-level property key outside `^[a-zA-Z0-9_.-]{1,64}$` (anthropic-api)", obj({ "a key": str })),
  input("property-key-over-64", "a top-level property key of 70 characters", obj({ [`k${"e".repeat(69)}`]: str })),
  input("schema-large", "an inputSchema over 16,384 bytes serialised (Claude Desktop `schema-too-large`)", large()),
  input("schema-deep", "an inputSchema 100 levels deep", deep(100)),
  { id: "description-long", about: "a tool description over 1,024 characters (cut by GPT-4 family hosts)", probes: [{ key: "probe", description: `A long description. ${"y".repeat(1500)}`, inputSchema: obj({}) }] },
  {
    id: "tools-129",
    about: "129 tools in one server (VS Code `too-many-tools` at 128, Cursor at 40/80, Windsurf at 50)",
    probes: Array.from({ length: 128 }, (_, i): ProbeSpec => ({ key: `t${String(i + 1).padStart(3, "0")}`, inputSchema: obj({}) })),
  },
  outputs("output-unlabelled", undefined),
  outputs("output-draft-07", DRAFT_07),
  outputs("output-2020-12", DRAFT_2020_12),
];
