/**
 * Every product rule on a small tool list that trips it and on one that does not, with the exact issues expected.
 * The table must cover every rule of every product (checked below), so a new rule fails this file until it has cases.
 */
import { describe, expect, it } from "vitest";
import { PRODUCTS, PRODUCT_IDS, evaluateProduct, type HostIssue, type ProductId } from "../src/index.js";

type Tool = Record<string, unknown>;
const obj = (properties: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ type: "object", properties, ...extra });
/** `n` arrays, each holding the next (`jsonDepth` n). */
const nestedArrays = (n: number): unknown[] => (n === 1 ? [] : [nestedArrays(n - 1)]);
const tool = (name: string, inputSchema: unknown, outputSchema?: unknown): Tool => (outputSchema === undefined ? { name, inputSchema } : { name, inputSchema, outputSchema });
const many = (count: number): Tool[] => Array.from({ length: count }, (_, index) => tool(`t${index}`, obj()));

/**
 * One case: `trips` gives exactly `issues` (as `[where, path]`: a schema role of tool 0, `tool` or `server`), then
 * exactly `others` (`[where, path, code]`: what other rules of the product say of the same list, when a shape trips
 * two facts); `passes` gives none; both judged for the product `version` when one is given.
 */
type Where = "inputSchema" | "outputSchema" | "tool" | "server";
interface Case {
  /** Entries of `tools`: tools, and (for the entry rules) entries that are not objects. */
  readonly trips: readonly unknown[];
  readonly passes: readonly unknown[];
  readonly issues: readonly (readonly [Where, string])[];
  readonly others?: readonly (readonly [Where, string, string])[];
  readonly version?: string;
  /** Per entry of `trips`, where it held a number past the double range as received (`EvaluateOptions.pastDouble`). */
  readonly pastDouble?: Readonly<Record<number, string>>;
}

/**
 * A tool whose `maximum` held a number past the double range (carried as the `null` a host passes on), and the tool
 * without it.
 */
const pastDouble = (): Pick<Case, "trips" | "passes" | "pastDouble"> => ({
  trips: [tool("a", obj({ n: { type: "number", maximum: null } })), tool("b", obj())],
  passes: [tool("a", obj({ n: { type: "number" } })), tool("b", obj())],
  pastDouble: { 0: "/inputSchema/properties/n/maximum" },
});

const CASES: Record<ProductId, Record<string, Case>> = {
  "claude-code": {
    "number-past-double": {
      ...pastDouble(),
      issues: [["inputSchema", "/properties/n/maximum"]],
      // the null the forwarded form carries is what the meta-schema rule judges
      others: [["inputSchema", "/properties/n/maximum", "meta-schema-invalid"]],
    },
    "boolean-property": {
      trips: [tool("a", obj({ x: true }))],
      passes: [tool("a", obj({ x: {} }, { additionalProperties: true }))],
      issues: [["inputSchema", "/properties/x"]],
    },
    "root-not-object": {
      trips: [tool("a", { properties: { a: {} } })],
      passes: [tool("a", obj())],
      issues: [["inputSchema", ""]],
    },
    "root-combinator-refused": {
      trips: [tool("a", obj({}, { oneOf: [{ required: ["x"] }, {}], not: { required: ["y"] } }))],
      passes: [tool("a", obj({ x: { anyOf: [{ type: "string" }, { type: "null" }] } }, { not: { required: ["y"] } }))],
      issues: [["inputSchema", "/oneOf"]],
      version: "2.1.86",
    },
    "root-combinator-dropped": {
      trips: [tool("a", obj({}, { allOf: [{ required: ["x"] }], if: { required: ["y"] }, then: {} }))],
      passes: [tool("a", obj({ x: { anyOf: [{ type: "string" }, { type: "null" }] } }))],
      issues: [
        ["inputSchema", "/allOf"],
        ["inputSchema", "/if"],
        ["inputSchema", "/then"],
      ],
      version: "2.1.250",
    },
    "root-combinator-stripped": {
      trips: [tool("a", obj({}, { oneOf: [{ required: ["x"] }, {}], anyOf: [{ required: ["y"] }, {}] }))],
      passes: [tool("a", obj({ x: { oneOf: [{ type: "string" }, { type: "null" }] } }, { not: { required: ["y"] } }))],
      issues: [
        ["inputSchema", "/anyOf"],
        ["inputSchema", "/oneOf"],
      ],
      version: "2.1.328",
    },
    "dialect-invalid-dropped": {
      trips: [tool("a", obj({ v: { type: "number", minimum: 0, exclusiveMinimum: true }, w: { type: "string", description: null } }))],
      passes: [
        tool("a", obj({ v: { type: "string", pattern: "^a\\_b$" }, e: { enum: [1, null] }, r: { $ref: "#/$defs/Missing" } })),
        tool("b", obj({ pair: { type: "array", items: [{ type: "string" }] } }, { $schema: "http://json-schema.org/draft-07/schema#" })),
      ],
      issues: [
        ["inputSchema", "/properties/v/exclusiveMinimum"],
        ["inputSchema", "/properties/w/description"],
      ],
      version: "2.1.328",
    },
    "property-name-dropped": {
      trips: [tool("a", obj({ "a key": {}, "items[0]": {}, [`k${"e".repeat(64)}`]: {}, nested: obj({ "row[1]": {} }) }))],
      passes: [tool("a", obj({ "a.b-c_D9": {}, [`k${"e".repeat(63)}`]: {}, nested: obj({ "row[1]": {} }) }))],
      issues: [
        ["inputSchema", "/properties/a key"],
        ["inputSchema", "/properties/items[0]"],
        ["inputSchema", `/properties/k${"e".repeat(64)}`],
      ],
      version: "2.1.328",
    },
    "unresolved-output-ref": {
      trips: [tool("a", obj(), obj({ root: { $ref: "#/$defs/gone" }, here: { $ref: "#/properties/root" } }))],
      passes: [tool("a", obj({ x: { $ref: "#/$defs/gone" } }), obj({ root: { $ref: "#/$defs/leaf" } }, { $defs: { leaf: { type: "string" } } }))],
      issues: [["outputSchema", "/properties/root/$ref"]],
    },
    "qualified-name-length": {
      trips: [tool("a".repeat(57), obj()), tool(`${"a".repeat(55)}\u2028\n`, obj())],
      // a line terminator counts as one character (`.` matched none of them: "ok\u2028line" tripped the rule)
      passes: [tool("a".repeat(56), obj()), tool("ok\u2028line", obj()), tool(`${"a".repeat(54)}\r\n`, obj())],
      issues: [["tool", "/name"], ["tool", "/name"]],
    },
    "recursive-output-ref": {
      trips: [
        tool(
          "a",
          obj(),
          obj(
            { root: { $ref: "#/$defs/node" } },
            { $defs: { node: obj({ children: { type: "array", items: { $ref: "#/$defs/node" } } }) } },
          ),
        ),
      ],
      passes: [tool("a", obj(), obj({ root: { $ref: "#/$defs/leaf" } }, { $defs: { leaf: { type: "string" } } }))],
      issues: [["outputSchema", "/$defs/node/properties/children/items/$ref"]],
    },
  },
  "claude-desktop": {
    "input-schema-bytes": {
      // {"type":"object","description":""} is 34 bytes: a description of 16,350 characters makes 16,384 bytes exactly
      trips: [tool("a", { type: "object", description: "x".repeat(16_351) })],
      passes: [tool("a", { type: "object", description: "x".repeat(16_350) })],
      issues: [["inputSchema", ""]],
    },
    "boolean-property": {
      trips: [tool("a", obj({ x: false }))],
      passes: [tool("a", obj({ x: { not: {} } }))],
      issues: [["inputSchema", "/properties/x"]],
    },
    "tool-name": {
      trips: [tool("a".repeat(65), obj())],
      passes: [tool("a".repeat(64), obj()), tool("get-tiny_image2", obj())],
      issues: [["tool", "/name"]],
    },
    "ref-discarded": {
      trips: [tool("a", obj({ d: { $ref: "#/$defs/D" } }, { $defs: { D: { type: "string" } } }))],
      passes: [tool("a", obj({ d: { type: "string" } }))],
      issues: [["inputSchema", "/properties/d/$ref"]],
    },
    "int64-retyped": {
      trips: [tool("a", obj({ id: { type: "string", format: "int64" }, n: { type: "array", items: { format: "int64", type: "string", pattern: "^[0-9]+$" } } }))],
      passes: [tool("a", obj({ id: { type: "integer", format: "int64" }, s: { type: ["string"], format: "int64" }, f: { type: "string", format: "int32" } }))],
      issues: [
        ["inputSchema", "/properties/id"],
        ["inputSchema", "/properties/n/items"],
      ],
    },
  },
  cursor: {
    "combinator-anywhere": {
      trips: [tool("a", obj({ x: { oneOf: [{ type: "string" }, { type: "number" }] } }))],
      passes: [tool("a", obj({ x: { not: { type: "null" } } }))],
      issues: [["inputSchema", "/properties/x/oneOf"]],
    },
    "tool-name": {
      trips: [tool("docs.find", obj())],
      passes: [tool("get-file_2", obj()), tool("Glean Search", obj())],
      issues: [["tool", "/name"]],
      version: "2.6.0",
    },
    "dotted-name-rewritten": {
      trips: [tool("docs.find", obj())],
      passes: [tool("docs_find", obj()), tool("get-file", obj())],
      issues: [["tool", "/name"]],
      version: "2.4.0",
    },
    "hyphen-name": { trips: [tool("get-file", obj())], passes: [tool("get_file.2", obj())], issues: [["tool", "/name"]], version: "0.46.0" },
    "tool-count-40": { trips: many(41), passes: many(40), issues: [["server", ""]], version: "0.47.3" },
    "tool-count-80": { trips: many(81), passes: many(80), issues: [["server", ""]], version: "1.6.27" },
  },
  vscode: {
    "boolean-subschema": {
      trips: [tool("a", obj({ m: { type: "object", additionalProperties: true } }))],
      passes: [tool("a", obj({ m: { type: "object", additionalProperties: {} } }))],
      issues: [["inputSchema", "/properties/m/additionalProperties"]],
    },
    "array-without-items": {
      trips: [tool("a", obj({ tags: { type: ["array", "null"] } }))],
      passes: [tool("a", obj({ tags: { type: "array", items: { type: "string" } } }))],
      issues: [["inputSchema", "/properties/tags"]],
    },
    "root-combinator-deleted": {
      trips: [tool("a", { type: "object", properties: {}, anyOf: [{ required: ["x"] }], not: { required: ["y"] } })],
      passes: [tool("a", obj({ x: { anyOf: [{ type: "string" }, { type: "integer" }] } }))],
      issues: [
        ["inputSchema", "/anyOf"],
        ["inputSchema", "/not"],
      ],
    },
    "tool-count": { trips: many(129), passes: many(128), issues: [["server", ""]] },
  },
  windsurf: {
    "null-description": {
      trips: [tool("a", obj({ c: { type: "string", description: null } }))],
      passes: [tool("a", obj({ c: { type: "string", description: "code" } }))],
      issues: [["inputSchema", "/properties/c/description"]],
    },
    "boolean-exclusive-bound": {
      trips: [
        tool(
          "a",
          obj({ n: { type: "number", minimum: 0, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false } }),
        ),
      ],
      passes: [tool("a", obj({ n: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 9 } }))],
      issues: [
        ["inputSchema", "/properties/n/exclusiveMinimum"],
        ["inputSchema", "/properties/n/exclusiveMaximum"],
      ],
    },
    "array-without-items": {
      trips: [tool("a", obj({ pair: { type: "array", prefixItems: [{ type: "string" }] } }))],
      passes: [tool("a", obj({ pair: { type: "array", items: {} } }))],
      issues: [["inputSchema", "/properties/pair"]],
    },
    "tool-count": { trips: many(101), passes: many(100), issues: [["server", ""]] },
  },
  zed: {
    conditional: {
      trips: [tool("a", obj({ x: { if: { type: "string" }, else: {} } }))],
      passes: [tool("a", obj({ x: { type: "string" } }))],
      issues: [
        ["inputSchema", "/properties/x/if"],
        ["inputSchema", "/properties/x/else"],
      ],
    },
    ref: {
      trips: [tool("a", obj({ x: { $ref: "#/$defs/x" } }, { $defs: { x: {} } }))],
      passes: [tool("a", obj({ x: {} }, { $defs: { x: {} } }))],
      issues: [["inputSchema", "/properties/x/$ref"]],
    },
    "format-removed": {
      trips: [tool("a", obj({ at: { type: "string", format: "date-time" } }))],
      passes: [tool("a", obj({ at: { type: "string" } }))],
      issues: [["inputSchema", "/properties/at/format"]],
    },
    "additional-properties-removed": {
      trips: [tool("a", obj({ m: { type: "object", additionalProperties: false } }))],
      passes: [tool("a", obj({ m: { type: "object", additionalProperties: { type: "string" } } }))],
      issues: [["inputSchema", "/properties/m/additionalProperties"]],
    },
    "exclusive-bound-removed": {
      trips: [tool("a", obj({ n: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 9 } }))],
      passes: [tool("a", obj({ n: { type: "number", minimum: 0, maximum: 9 } }))],
      issues: [
        ["inputSchema", "/properties/n/exclusiveMinimum"],
        ["inputSchema", "/properties/n/exclusiveMaximum"],
      ],
    },
    "oneof-lowered": {
      trips: [tool("a", obj({ x: { oneOf: [{ type: "string" }, { type: "integer" }] } }))],
      passes: [tool("a", obj({ x: { anyOf: [{ type: "string" }, { type: "integer" }] } }))],
      issues: [["inputSchema", "/properties/x/oneOf"]],
    },
  },
  codex: {
    // the reported rules, judged at a release before the measured 0.169.0 rewrites (which would trip on these lists too)
    "anyof-lowered": {
      trips: [tool("a", obj({ x: { anyOf: [{ type: "string" }, { type: "integer" }] } }))],
      passes: [tool("a", obj({ x: { type: ["string", "integer"] } }))],
      issues: [["inputSchema", "/properties/x/anyOf"]],
      version: "0.160.0",
    },
    "root-oneof-code-mode": {
      trips: [tool("a", obj({ a: {} }, { oneOf: [{ required: ["a"] }, {}] }))],
      passes: [tool("a", obj({ a: { oneOf: [{}, {}] } }))],
      issues: [["inputSchema", "/oneOf"]],
      // the same root oneOf without code mode: the OpenAI API's refusal
      others: [["inputSchema", "/oneOf", "root-combinator"]],
      version: "0.160.0",
    },
    "root-combinator": {
      trips: [tool("a", obj({}, { allOf: [{ required: ["a"] }], enum: [{}], not: { required: ["b"] } }))],
      passes: [tool("a", obj({ a: { enum: ["x"], not: { const: "y" }, allOf: [{}] } }))],
      issues: [
        ["inputSchema", "/allOf"],
        ["inputSchema", "/enum"],
        ["inputSchema", "/not"],
      ],
      version: "0.160.0",
    },
    "dotted-name": {
      trips: [tool("docs.find", obj())],
      passes: [tool("get-file_2", obj())],
      issues: [["tool", "/name"]],
      version: "0.160.0",
    },
    // the measured 0.169.0 rewrites (lab:codex@0.169.0)
    "schema-lowered": {
      trips: [tool("a", obj({ a: { type: "string", minLength: 1 } }))],
      passes: [tool("a", obj({ a: { type: "string", description: "kept" } }))],
      issues: [["inputSchema", "/properties/a/minLength"]],
      version: "0.169.0",
    },
    "null-dropped": {
      trips: [tool("a", obj({ a: { type: "string" } }, { required: null }))],
      passes: [tool("a", obj({ a: { type: "string" } }, { required: ["a"] }))],
      issues: [["inputSchema", "/required"]],
      version: "0.169.0",
    },
    "type-inferred": {
      trips: [tool("a", obj({ a: { enum: ["x"] } }))],
      passes: [tool("a", obj({ a: { type: "string", enum: ["x"] } }))],
      issues: [["inputSchema", "/properties/a"]],
      version: "0.169.0",
    },
    "root-typed": {
      trips: [tool("a", {})],
      passes: [tool("a", obj())],
      issues: [["inputSchema", ""]],
      version: "0.169.0",
    },
    "boolean-property-typed": {
      trips: [tool("a", obj({ a: true }))],
      passes: [tool("a", obj({ a: {} }))],
      issues: [["inputSchema", "/properties/a"]],
      version: "0.169.0",
    },
    "array-items-added": {
      trips: [tool("a", obj({ l: { type: "array" } }))],
      passes: [tool("a", obj({ l: { type: "array", items: { type: "string" } } }))],
      issues: [["inputSchema", "/properties/l"]],
      version: "0.169.0",
    },
    "schema-unread": {
      trips: [tool("a", obj({ l: { type: "array", items: [{ type: "string" }] } }))],
      passes: [tool("a", obj({ l: { type: "array", items: { type: "string" } } }))],
      issues: [["inputSchema", "/properties/l/items"]],
      version: "0.169.0",
    },
    "input-schema-absent": {
      trips: [{ name: "a" } as Tool],
      passes: [tool("a", obj())],
      issues: [["tool", "/inputSchema"]],
      version: "0.169.0",
    },
    "entry-not-object": {
      trips: [null],
      passes: [tool("a", obj())],
      issues: [["tool", ""]],
      version: "0.169.0",
    },
    "name-not-string": {
      trips: [{ name: 7, inputSchema: obj() }],
      passes: [tool("7", obj()), { inputSchema: obj() }],
      issues: [["tool", "/name"]],
      version: "0.169.0",
    },
    "schema-too-deep": {
      // 124 levels of arrays in an annotation under /properties/a: 127 JSON levels in all, past the 123 serde_json leaves
      trips: [tool("a", obj({ a: { type: "array", items: { type: "string" }, default: nestedArrays(124) } }))],
      passes: [tool("a", obj({ a: { type: "array", items: { type: "string" }, default: nestedArrays(100) } }))],
      issues: [["inputSchema", ""]],
      version: "0.169.0",
    },
  },
  gemini: {
    "output-ref-lenient": {
      trips: [tool("a", obj({}), obj({ x: { $ref: "#/$defs/Missing" } }))],
      passes: [tool("a", obj({}), obj({ x: { $ref: "#/$defs/X" } }, { $defs: { X: { type: "string" } } }))],
      issues: [["outputSchema", "/properties/x/$ref"]],
    },
    "array-without-items": {
      trips: [tool("a", obj({ l: { type: "array" } }))],
      passes: [tool("a", obj({ l: { type: "array", items: { type: "string" } } }))],
      issues: [["inputSchema", "/properties/l"]],
    },
    "tool-name": {
      trips: [tool("1tool", obj())],
      passes: [tool("ns.tool:get-x_2", obj()), tool("a".repeat(65), obj())],
      issues: [["tool", "/name"]],
    },
    "enum-not-string": {
      trips: [tool("a", obj({ n: { type: "integer", enum: [1, "2"] }, e: { type: "string", enum: [] } }))],
      passes: [tool("a", obj({ s: { type: "string", enum: ["1", "2"] } }))],
      issues: [
        ["inputSchema", "/properties/n/enum/0"],
        ["inputSchema", "/properties/e/enum"],
      ],
    },
    "type-array": {
      trips: [tool("a", obj({ x: { type: ["string", "null"] } }))],
      passes: [tool("a", obj({ x: { type: "string", nullable: true } }))],
      issues: [["inputSchema", "/properties/x/type"]],
      version: "0.1.12",
    },
    "missing-type": {
      trips: [
        tool(
          "a",
          obj(
            { a: { description: "x" }, r: { $ref: "#/$defs/R" }, u: { anyOf: [{ type: "string" }, {}] }, l: { type: "array", items: { description: "y" } } },
            { $defs: { R: { type: "string" } } },
          ),
        ),
        tool("b", { properties: {} }),
      ],
      passes: [tool("a", obj({ s: { type: "string" }, u: { anyOf: [{ type: "string" }, { type: "null" }] }, b: true, o: { type: "object", properties: { t: { type: "integer" } } } }, { $defs: { D: { description: "not entered" } } }))],
      issues: [
        ["inputSchema", "/properties/a"],
        ["inputSchema", "/properties/r"],
        ["inputSchema", "/properties/u/anyOf/1"],
        ["inputSchema", "/properties/l/items"],
      ],
      // tool 1's untyped root (flatten lists every tool's issues; the paths are per schema)
      others: [["inputSchema", "", "missing-type"]],
    },
    "undefined-ref": {
      trips: [tool("a", obj({ p: { type: "object", $ref: "#/$defs/gone" } }))],
      passes: [tool("a", obj({ p: { type: "object", $ref: "#/$defs/P" } }, { $defs: { P: { type: "object" } } }))],
      issues: [["inputSchema", "/properties/p/$ref"]],
    },
    "cyclic-ref": {
      trips: [tool("a", obj({ n: { type: "object", $ref: "#/$defs/N" } }, { $defs: { N: { type: "object", properties: { next: { type: "object", $ref: "#/$defs/N" } } } } }))],
      passes: [tool("a", obj({ n: { type: "object", $ref: "#/$defs/N" } }, { $defs: { N: { type: "object" } } }))],
      issues: [["inputSchema", "/$defs/N/properties/next/$ref"]],
    },
    "type-array-nullable": {
      trips: [tool("a", obj({ x: { type: ["string", "null"] }, l: { type: "array", items: { type: ["integer", "null"] } } }))],
      passes: [tool("a", obj({ x: { type: "string" }, n: { type: "null" }, l: { type: "array", items: { anyOf: [{ type: "integer" }, { type: "null" }] } } }))],
      issues: [
        ["inputSchema", "/properties/x/type"],
        ["inputSchema", "/properties/l/items/type"],
      ],
      version: "0.61.0",
    },
  },
  "qwen-code": {
    "missing-type": {
      trips: [tool("a", obj({ a: { description: "x" } }))],
      passes: [tool("a", obj({ a: { type: "string" } }))],
      issues: [["inputSchema", "/properties/a"]],
    },
  },
  "copilot-cli": {
    "tool-name": {
      trips: [tool("a.b", obj()), tool("a/b", obj()), tool("a".repeat(129), obj())],
      passes: [tool("get-file_2", obj()), tool("a".repeat(128), obj())],
      issues: [
        ["tool", "/name"],
        ["tool", "/name"],
        ["tool", "/name"],
      ],
    },
    "object-without-properties": {
      trips: [tool("a", { type: "object", additionalProperties: false })],
      passes: [tool("a", obj()), tool("b", { type: "object", properties: {}, additionalProperties: false })],
      issues: [["inputSchema", ""]],
    },
    "ref-unresolved": {
      trips: [tool("a", obj({ d: { $ref: "#/$defs/D" } }, { $defs: { D: { type: "string" } } }))],
      passes: [tool("a", obj({ d: { type: "string" } }))],
      issues: [["inputSchema", "/properties/d/$ref"]],
    },
    "constraints-in-description": {
      trips: [tool("a", obj({ v: { type: "string", pattern: "^a$", minLength: 1 }, n: { type: "number", not: { const: 0 } } }))],
      passes: [tool("a", obj({ v: { type: "string", enum: ["a"] }, m: { type: "object", additionalProperties: { type: "number" } } }, { required: ["v"] }))],
      issues: [
        ["inputSchema", "/properties/v/pattern"],
        ["inputSchema", "/properties/v/minLength"],
        ["inputSchema", "/properties/n/not"],
      ],
    },
    "root-combinator-rewritten": {
      trips: [tool("a", obj({ a: { type: "string" } }, { allOf: [{ required: ["a"] }], oneOf: [{ required: ["a"] }, {}] }))],
      passes: [tool("a", obj({ x: { anyOf: [{ type: "string" }, { type: "null" }] } }))],
      issues: [
        ["inputSchema", "/allOf"],
        ["inputSchema", "/oneOf"],
      ],
    },
    "false-subschema-rewritten": {
      trips: [tool("a", obj({ never: false, pair: { type: "array", prefixItems: [{ type: "string" }], items: false } }))],
      passes: [tool("a", obj({ x: true }, { additionalProperties: false }))],
      issues: [
        ["inputSchema", "/properties/never"],
        ["inputSchema", "/properties/pair/items"],
      ],
    },
    "tuple-items-rewritten": {
      trips: [tool("a", obj({ pair: { type: "array", items: [{ type: "string" }, { type: "number" }] } }, { $schema: "http://json-schema.org/draft-07/schema#" }))],
      passes: [tool("a", obj({ list: { type: "array", items: { type: "string" } } }))],
      issues: [["inputSchema", "/properties/pair/items"]],
    },
    "root-made-object": {
      trips: [tool("a", { properties: { a: { type: "string" } } }), tool("b", {}), tool("c", { type: "array", items: {} })],
      passes: [tool("a", obj())],
      issues: [
        ["inputSchema", ""],
        ["inputSchema", ""],
        ["inputSchema", ""],
      ],
    },
    "properties-array-emptied": {
      trips: [tool("a", { type: "object", properties: [] })],
      passes: [tool("a", obj({ a: { type: "object", properties: {} } }))],
      issues: [["inputSchema", "/properties"]],
    },
    "input-schema-absent": {
      trips: [{ name: "a" } as Tool],
      passes: [tool("a", obj())],
      issues: [["tool", "/inputSchema"]],
    },
    "entry-not-object": {
      trips: [null],
      passes: [tool("a", obj())],
      issues: [["tool", ""]],
    },
    "number-past-double": {
      ...pastDouble(),
      issues: [["inputSchema", "/properties/n/maximum"]],
      others: [["inputSchema", "/properties/n/maximum", "keyword-moved"]],
    },
    "name-not-string": {
      trips: [{ name: 7, inputSchema: obj() }],
      passes: [tool("7", obj()), { inputSchema: obj() }],
      issues: [["tool", "/name"]],
    },
    "reply-too-deep": {
      // jsonDepth: the root object (1) around a default of nested arrays
      trips: [tool("a", obj({}, { default: nestedArrays(123) }))],
      passes: [tool("a", obj({}, { default: nestedArrays(122) }))],
      issues: [["inputSchema", ""]],
    },
  },
  continue: {
    "root-combinator-stripped": {
      trips: [
        tool("a", { ...obj({ a: { type: "string" } }), oneOf: [{ required: ["a"] }, { required: [] }] }),
        tool("b", { ...obj({ a: { type: "string" } }), if: { required: ["a"] }, then: { required: ["a"] } }),
      ],
      passes: [tool("a", obj({ v: { oneOf: [{ type: "string" }, { type: "number" }] }, w: { if: { type: "string" }, then: { minLength: 1 } } }))],
      issues: [
        ["inputSchema", "/oneOf"],
        ["inputSchema", "/if"],
        ["inputSchema", "/then"],
      ],
    },
    "root-defs-dropped": {
      trips: [tool("a", obj({ v: { $ref: "#/$defs/V" } }, { $defs: { V: { type: "string" } } })), tool("b", obj({ v: { $ref: "#/definitions/V" } }, { definitions: { V: { type: "string" } } }))],
      passes: [tool("a", obj({ v: { type: "object", properties: { w: { type: "string" } } } }))],
      issues: [
        ["inputSchema", "/$defs"],
        ["inputSchema", "/definitions"],
      ],
    },
    "root-additional-properties-dropped": {
      trips: [tool("a", obj({ a: { type: "string" } }, { additionalProperties: false }))],
      passes: [tool("a", obj({ map: { type: "object", additionalProperties: { type: "number" } } }))],
      issues: [["inputSchema", "/additionalProperties"]],
    },
  },
  kilo: {
    "root-combinator": {
      trips: [tool("a", obj({}, { oneOf: [{ required: ["a"] }, {}] }))],
      passes: [tool("a", obj({ a: { oneOf: [{ type: "string" }, { type: "null" }] } }))],
      issues: [["inputSchema", "/oneOf"]],
      // before 7.7.7, where the measured root-closed rule would trip on these lists too
      version: "7.5.0",
    },
    "root-closed": {
      trips: [tool("a", obj({ a: { type: "string" } }))],
      passes: [tool("a", obj({ a: { type: "string" } }, { additionalProperties: false }))],
      issues: [["inputSchema", ""]],
      version: "7.7.7",
    },
    "output-ref-relisted": {
      trips: [tool("a", obj({}, { additionalProperties: false }), obj({ x: { $ref: "#/$defs/Missing" } }))],
      passes: [tool("a", obj({}, { additionalProperties: false }), obj({ x: { $ref: "#/$defs/X" } }, { $defs: { X: { type: "string" } } }))],
      issues: [["outputSchema", "/properties/x/$ref"]],
      version: "7.7.7",
    },
  },
  chatgpt: {
    "tuple-items": {
      trips: [
        tool(
          "a",
          obj(
            { pages: { type: "array", items: [{ type: "integer" }, { type: "integer" }] } },
            { $schema: "http://json-schema.org/draft-07/schema#" },
          ),
        ),
      ],
      passes: [tool("a", obj({ pages: { type: "array", items: { type: "integer" }, minItems: 2, maxItems: 2 } }))],
      issues: [["inputSchema", "/properties/pages/items"]],
    },
  },
  kimi: {
    "untyped-property": {
      trips: [tool("a", obj({ t: { description: "mode" } }))],
      passes: [tool("a", obj({ t: { type: "string" }, u: { anyOf: [{ type: "string" }, { type: "null" }] } }))],
      issues: [["inputSchema", "/properties/t"]],
    },
    "ref-siblings": {
      trips: [tool("a", obj({ a: { $ref: "#/$defs/A", description: "x" } }, { $defs: { A: { type: "string" } } }))],
      passes: [tool("a", obj({ a: { $ref: "#/$defs/A" } }, { $defs: { A: { type: "string", description: "x" } } }))],
      issues: [["inputSchema", "/properties/a"]],
    },
    "tool-name": {
      trips: [tool("21st_magic", obj())],
      passes: [tool("m_21st_magic", obj())],
      issues: [["tool", "/name"]],
    },
    "ref-prefix": {
      trips: [tool("a", obj({ p: { $ref: "#/definitions/P" } }, { definitions: { P: {} } }))],
      passes: [tool("a", obj({ p: { $ref: "#/$defs/P" } }, { $defs: { P: {} } }))],
      issues: [["inputSchema", "/properties/p/$ref"]],
    },
    "type-beside-anyof": {
      trips: [tool("a", obj({}, { anyOf: [{ required: ["a"] }, { required: ["b"] }] }))],
      passes: [tool("a", obj({ a: { anyOf: [{ type: "string" }, { type: "null" }] } }))],
      issues: [["inputSchema", ""]],
    },
    "ref-type-sibling": {
      trips: [tool("a", obj({ a: { $ref: "#/$defs/A", type: "string" } }, { $defs: { A: { type: "string" } } }))],
      passes: [tool("a", obj({ a: { $ref: "#/$defs/A" } }, { $defs: { A: { type: "string" } } }))],
      issues: [["inputSchema", "/properties/a"]],
    },
    "root-not-object": {
      trips: [tool("a", { properties: { a: { type: "string" } } })],
      passes: [tool("a", obj({ a: { type: "string" } }))],
      issues: [["inputSchema", ""]],
    },
  },
};

/**
 * Every issue of the findings, as `[where, path, code]` with `where` the schema role, `tool` or `server`; judged at
 * `version`, by default at every recorded version (`*`), so each rule's matcher is held whatever its range.
 */
function flatten(product: ProductId, tools: readonly unknown[], version = "*", past: Readonly<Record<number, string>> = {}): [string, string, string][] {
  // a case tests the rule's matcher, so a contested rule is counted too
  const findings = evaluateProduct(tools, product, { version, evidence: "contested", pastDouble: (index) => past[index] });
  return [
    ...findings.schemas.flatMap((entry) => entry.issues.map((issue): [string, string, string] => [entry.role, issue.path, issue.code])),
    ...findings.tools.flatMap((entry) => entry.issues.map((issue): [string, string, string] => ["tool", issue.path, issue.code])),
    ...findings.server.map((issue): [string, string, string] => ["server", issue.path, issue.code]),
  ];
}

describe("product rules", () => {
  it("every rule of every product has a case, and every case names a rule", () => {
    for (const id of PRODUCT_IDS) expect(Object.keys(CASES[id]).sort()).toEqual(PRODUCTS[id].rules.map((rule) => rule.id).sort());
  });

  for (const id of PRODUCT_IDS) {
    for (const rule of PRODUCTS[id].rules) {
      const testCase = CASES[id][rule.id]!;
      it(`${id} / ${rule.id}: trips exactly where expected`, () => {
        expect(flatten(id, testCase.trips, testCase.version, testCase.pastDouble)).toEqual([...testCase.issues.map(([where, path]) => [where, path, rule.code]), ...(testCase.others ?? [])]);
      });
      it(`${id} / ${rule.id}: a list that keeps to the rule gives nothing`, () => {
        expect(flatten(id, testCase.passes, testCase.version)).toEqual([]);
      });
    }
  }

  it("number-past-double: found in the schema the number was in (its path into it), else on the tool as a whole", () => {
    const found = (entry: unknown, path: string) => flatten("copilot-cli", [entry], "1.0.102", { 0: path }).filter(([, , code]) => code === "number-out-of-range");
    expect(found({ name: "a", inputSchema: obj(), outputSchema: obj({ r: { maximum: null } }) }, "/outputSchema/properties/r/maximum")).toEqual([["outputSchema", "/properties/r/maximum", "number-out-of-range"]]);
    // an inputSchema that was the number itself is no schema to judge: the tool's finding
    expect(found({ name: "a", inputSchema: null }, "/inputSchema")).toEqual([["tool", "/inputSchema", "number-out-of-range"]]);
    expect(found({ name: "a", inputSchema: obj(), annotations: { x: null } }, "/annotations/x")).toEqual([["tool", "/annotations/x", "number-out-of-range"]]);
    // an entry not read (nested past what is read) is not judged, but the number the caller found in it is
    const unread = evaluateProduct([{ name: "deep", inputSchema: JSON.parse(`${'{"not":'.repeat(2100)}{}${"}".repeat(2100)}`) as unknown }], "copilot-cli", { version: "1.0.102", pastDouble: () => "/inputSchema/not/maximum" });
    expect(unread.tools.map((entry) => entry.issues.map((issue) => issue.code))).toEqual([["number-out-of-range", "unreadable-tool"]]);
    expect(unread.tools[0]?.issues[0]?.path).toBe("/inputSchema/not/maximum");
    // a literal null, with no number past the double range as received, is not found
    expect(flatten("copilot-cli", [{ name: "a", inputSchema: obj(), annotations: { x: null } }], "1.0.102").filter(([, , code]) => code === "number-out-of-range")).toEqual([]);
  });

  it("an issue carries the host layer, the rule's blast, message and first source", () => {
    // boolean-property holds below 2.1.328 (the lab measured 2.1.328 keeping such tools)
    const findings = evaluateProduct([tool("a", obj({ x: true }))], "claude-code", { version: "2.1.300" });
    const expected: HostIssue = {
      path: "/properties/x",
      code: "boolean-property",
      layer: "host",
      blast: "list",
      message: "a true/false property schema makes Claude Code drop every tool of the server, silently (reported for the Agent SDK 0.1.77's bundled CLI; 2.1.328 keeps such tools)",
      source: "anthropics/claude-code#92900",
    };
    expect(findings).toEqual({ product: "claude-code", schemas: [{ tool: 0, role: "inputSchema", issues: [expected] }], tools: [], server: [] });
  });

  it("a name-length rule's message says what is wrong with the name: empty, or over the length", () => {
    const messages = (product: ProductId, name: string) =>
      evaluateProduct([tool(name, obj())], product).tools.flatMap((entry) => entry.issues.map((issue) => [issue.path, issue.code, issue.message]));
    expect(messages("claude-code", "")).toEqual([
      ["/name", "tool-name", "the tool name is empty, outside the 1 to 56 characters that keep mcp__<server>__<tool> within 64 for any server name: after ToolSearch loads the tool, every request fails (400 on the tool_reference)"],
    ]);
    expect(messages("claude-code", "a".repeat(57))).toEqual([
      ["/name", "tool-name", "mcp__<server>__<tool> is over 64 characters for any server name once the tool name has 57: after ToolSearch loads the tool, every request fails (400 on the tool_reference)"],
    ]);
    expect(messages("claude-desktop", "")).toEqual([
      ["/name", "tool-name", "an empty tool name is outside ^[a-zA-Z0-9_-]{1,64}$ (1 to 64 characters): it makes Claude Desktop withhold every tool of the connector (\"String should match pattern\")"],
    ]);
    expect(messages("claude-desktop", "a".repeat(65))).toEqual([
      ["/name", "tool-name", "a tool name outside ^[a-zA-Z0-9_-]{1,64}$ (a dot, colon, space, or over 64 characters) makes Claude Desktop withhold every tool of the connector (\"String should match pattern\")"],
    ]);
  });

  it("an entry that is not an object is judged by the entry rules alone, at its index and without a name; a name of another kind at /name", () => {
    // the capture of the doctor case: a valid tool, a null entry, a tool whose name is a number
    const tools = [tool("ok", { type: "object" }), null, { name: 7, inputSchema: { type: "object" } }];
    const codex = evaluateProduct(tools, "codex", { version: "0.169.0" });
    expect(codex).toEqual({
      product: "codex",
      schemas: [],
      tools: [
        { tool: 1, name: undefined, issues: [{ path: "", code: "tool-not-object", layer: "host", blast: "list", message: "an entry of tools that is not an object (measured with null) fails Codex's parse of the whole tools/list result (\"Unexpected response type\"): every tool of the server is lost", source: "lab:codex@0.169.0#entry-null" }] },
        { tool: 2, name: undefined, issues: [{ path: "/name", code: "name-not-string", layer: "host", blast: "list", message: "a tool whose name is not a string (a number) fails Codex's parse of the whole tools/list result (\"Unexpected response type\"): every tool of the server is lost", source: "lab:codex@0.169.0#name-number" }] },
      ],
      server: [],
    });
    const copilot = evaluateProduct(tools, "copilot-cli", { version: "1.0.102" });
    expect(copilot.tools.map((entry) => [entry.tool, entry.issues.map((issue) => [issue.path, issue.code, issue.blast, issue.source])])).toEqual([
      [1, [["", "tool-not-object", "tool", "lab:copilot-cli@1.0.102#entry-null"]]],
      [2, [["/name", "name-not-string", "result", "lab:copilot-cli@1.0.102#name-number"]]],
    ]);
    // a product without entry rules says nothing of such entries (its wire parse, where it has one, does)
    expect(evaluateProduct(tools, "claude-code", { version: "2.1.328" }).tools).toEqual([]);
    // before the measured release the rules do not hold
    expect(evaluateProduct(tools, "codex", { version: "0.168.0" }).tools).toEqual([]);
  });

  it("nameMessages are on tool-name rules only, each a case the rule trips on", () => {
    for (const id of PRODUCT_IDS) {
      for (const rule of PRODUCTS[id].rules) {
        for (const entry of rule.nameMessages ?? []) {
          expect([id, rule.id, rule.refuses.kind]).toEqual([id, rule.id, "tool-name"]);
          // "^$" is the empty name: the rule's pattern must refuse it, or the message would never be given
          if (rule.refuses.kind === "tool-name" && entry.name === "^$") expect(new RegExp(rule.refuses.pattern, "u").test("")).toBe(false);
        }
      }
    }
  });

  it("a tool-count issue says the count and the limit", () => {
    expect(evaluateProduct(many(41), "cursor", { version: "0.47.3" }).server).toEqual([
      {
        path: "",
        code: "too-many-tools",
        layer: "host",
        blast: "tool",
        message: "Cursor sends only the first 40 tools to the agent; the rest are never offered (41 tools, limit 40)",
        source: "bun913/mcp-testrail#6",
      },
    ]);
  });

  it("rules outside the version judged are skipped; no version, latest or an unparsable one is the current release; * keeps them all", () => {
    const list = [tool("a", obj({ x: { type: ["string", "null"] } }))];
    const typeArray = (version?: string) => evaluateProduct(list, "gemini", version === undefined ? {} : { version }).schemas.flatMap((entry) => entry.issues.map((issue) => issue.code));
    // type-array (the Gemini API's refusal, before 0.1.13) and type-array-nullable (measured at 0.61.0, the current release)
    expect(typeArray("0.1.12")).toEqual(["type-array"]);
    expect(typeArray("0.2.0")).toEqual([]);
    expect(typeArray("nightly")).toEqual(["type-array"]);
    expect(typeArray()).toEqual(["type-array"]);
    expect(typeArray("latest")).toEqual(["type-array"]);
    expect(typeArray("*")).toEqual(["type-array", "type-array"]);
    expect(evaluateProduct(many(129), "vscode", { version: "1.99.3" }).server).toEqual([]);
    expect(evaluateProduct(many(129), "vscode", { version: "1.102" }).server).toHaveLength(1);
    // Cursor records no current release: judged at latest, where neither cap holds (tool-count-80 ends at 2.4.0)
    expect(evaluateProduct(many(81), "cursor").server).toEqual([]);
    expect(evaluateProduct(many(81), "cursor", { version: "*" }).server.map((issue) => issue.message)).toEqual([
      "Cursor sends only the first 40 tools to the agent; the rest are never offered (81 tools, limit 40)",
      "Cursor warns past 80 tools across its servers; the tools are still offered (81 tools, limit 80)",
    ]);
  });

  it("a rule scoped to output schemas never judges an input schema, and the other way round", () => {
    const recursive = obj({ root: { $ref: "#/$defs/node" } }, { $defs: { node: obj({ next: { $ref: "#/$defs/node" } }) } });
    expect(flatten("claude-code", [tool("a", recursive)])).toEqual([]);
    expect(flatten("claude-code", [tool("a", obj(), obj({ x: true }))])).toEqual([]);
  });
});
