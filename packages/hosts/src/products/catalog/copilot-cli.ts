/** GitHub Copilot CLI. */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

/** The lab recording of Copilot CLI these facts were measured in (`fixtures/lab/copilot-cli@1.0.102.json`). */
const LAB = "lab:copilot-cli@1.0.102";

/**
 * The keywords Copilot CLI 1.0.102 takes out of a subschema and appends to its `description` as text
 * (`{minimum: 1, maximum: 10}`), wherever they stand: the validation assertions, the applicators it does not pass
 * on (conditionals, `not`, `contains`, the object and unevaluated ones) and the content keywords.
 */
const MOVED_TO_DESCRIPTION = [
  "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
  "minItems", "maxItems", "uniqueItems", "contains", "minContains", "maxContains", "minProperties", "maxProperties",
  "patternProperties", "propertyNames", "unevaluatedItems", "unevaluatedProperties", "dependentRequired", "dependentSchemas",
  "contentEncoding", "contentMediaType", "contentSchema", "if", "then", "else", "not",
] as const;

/**
 * The deepest JSON nesting of a tool schema (`{}`: 1) a `tools/list` reply can carry and still be read: serde_json
 * refuses a document nested 128 levels (its default recursion limit), and the reply puts 4 levels (the message, its
 * result, the tools array, the tool) around each schema.
 */
const MAX_SCHEMA_JSON_DEPTH = 123;

export const COPILOT_CLI: Product = {
  id: "copilot-cli",
  title: "GitHub Copilot CLI",
  current: "1.0.102", // the release the product lab installs from npm and runs offline (npm:@github/copilot@1.0.102)
  archetypes: [],
  negotiates: { prefers: ["2026-07-28", "2025-11-25"], versions: ">=1.0.102", sources: ["lab:copilot-cli@1.0.102#offer-2026-07-28"], confidence: "confirmed", kind: "measured" },
  rules: [
    {
      id: "tool-name",
      code: "tool-name",
      refuses: { kind: "tool-name", pattern: "^[a-zA-Z0-9_-]{1,128}$" },
      blast: "requests",
      message: "\"tools.N.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'\": a tool name with a dot, slash or space fails every request",
      versions: "<1.0.102",
      sources: ["github/copilot-cli#1879", "github/copilot-cli#2581", "MariaDB/mcp#36"],
      confidence: "confirmed",
    },
    {
      id: "object-without-properties",
      code: "object-without-properties",
      refuses: { kind: "root-without", keyword: "properties" },
      scope: "inputSchema",
      blast: "requests",
      message: "\"object schema missing properties\": an input schema of type object without properties fails every request",
      versions: ">=0.0.365 <1.0.102",
      sources: ["github/copilot-cli#1825"],
      confidence: "reported",
    },
    {
      id: "ref-unresolved",
      code: "ref-discarded",
      refuses: { kind: "keyword", keywords: ["$ref"], at: "anywhere" },
      scope: "inputSchema",
      blast: "misread",
      message: "Copilot CLI does not resolve $ref: the model cannot build the referenced parameters and the calls fail input validation",
      versions: ">=0.0.423 <1.0.102",
      sources: ["github/copilot-cli#1876"],
      confidence: "reported",
    },
    {
      id: "constraints-in-description",
      code: "keyword-moved",
      refuses: { kind: "keyword", keywords: MOVED_TO_DESCRIPTION, at: "anywhere" },
      scope: "inputSchema",
      blast: "misread",
      message: "Copilot CLI takes the assertion, conditional, not and content keywords out of the schema and appends them to the description as text: the model sees them as prose, not constraints",
      versions: ">=1.0.102",
      sources: [
        `${LAB}#pattern-invalid`,
        `${LAB}#format-int64`,
        `${LAB}#exclusive-minimum-boolean`,
        `${LAB}#property-names`,
        `${LAB}#nested-if-then`,
        `${LAB}#nested-not`,
        `${LAB}#root-not`,
        `${LAB}#server-github`,
      ],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "root-combinator-rewritten",
      code: "root-combinator",
      refuses: { kind: "keyword", keywords: ["allOf", "anyOf", "oneOf"], at: "root" },
      scope: "inputSchema",
      blast: "misread",
      message: "Copilot CLI merges a root allOf into the root and moves a root anyOf/oneOf into the description as text: the model sees the tool without that constraint",
      versions: ">=1.0.102",
      sources: [`${LAB}#root-oneof`, `${LAB}#root-anyof`, `${LAB}#root-allof`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "false-subschema-rewritten",
      code: "boolean-subschema",
      refuses: { kind: "boolean-subschema", under: "anywhere", values: [false], except: ["additionalProperties"] },
      scope: "inputSchema",
      blast: "misread",
      message: "Copilot CLI writes a false subschema (a property's, items') as {description: \"{schema: false}\"}: what nothing may match, the model sees as anything (additionalProperties: false is kept)",
      versions: ">=1.0.102",
      sources: [`${LAB}#boolean-property-false`, `${LAB}#tuple-prefix-items`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "tuple-items-rewritten",
      code: "draft-07-tuple",
      refuses: { kind: "keyword-value", keywords: ["items"], kinds: ["array"] },
      scope: "inputSchema",
      blast: "misread",
      message: "Copilot CLI rewrites a draft-07 tuple items: [A, B] as items: {anyOf: [A, B]}: the model sees every element as any of the positions",
      versions: ">=1.0.102",
      sources: [`${LAB}#tuple-draft-07`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "root-made-object",
      code: "root-not-object",
      refuses: { kind: "root-not-object" },
      scope: "inputSchema",
      blast: "misread",
      message: "Copilot CLI sends an input schema without type \"object\" at the root (untyped, empty, or another type) as type \"object\" with properties: the model sees another schema",
      versions: ">=1.0.102",
      sources: [`${LAB}#root-untyped`, `${LAB}#root-empty`, `${LAB}#root-array`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "properties-array-emptied",
      code: "invalid-keyword-value",
      refuses: { kind: "keyword-value", keywords: ["properties"], kinds: ["array"] },
      scope: "inputSchema",
      blast: "misread",
      message: "Copilot CLI reads a properties array as no properties ({}): the model sees an open object",
      versions: ">=1.0.102",
      sources: [`${LAB}#properties-array`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "input-schema-absent",
      code: "missing-input-schema",
      refuses: { kind: "tool-without", keyword: "inputSchema" },
      blast: "misread",
      message: "Copilot CLI sends a tool listed without inputSchema with {type: \"object\", properties: {}}: the model sees an object schema the server never declared",
      versions: ">=1.0.102",
      sources: [`${LAB}#root-absent`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "entry-not-object",
      code: "tool-not-object",
      refuses: { kind: "entry-not-object" },
      blast: "tool",
      message: "Copilot CLI skips an entry of tools that is not an object (measured with null): the server's other tools are kept",
      versions: ">=1.0.102",
      sources: [`${LAB}#entry-null`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "name-not-string",
      code: "name-not-string",
      refuses: { kind: "member-kind", keyword: "name", kinds: ["string"] },
      blast: "result",
      message: "Copilot CLI lists a tool whose name is not a string (a number) under an empty name (<server>-) and calls it with name \"\": the server finds no such tool and every call of it fails",
      versions: ">=1.0.102",
      sources: [`${LAB}#name-number`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "number-past-double",
      code: "number-out-of-range",
      refuses: { kind: "number-past-double" },
      blast: "list",
      message: "a number past the double range in a tool (measured with maximum: 1e400) stops Copilot CLI's parse of the tools/list reply (rmcp never answers it, then cancels it after 10 s): every tool of the server is lost",
      versions: ">=1.0.102",
      sources: [`${LAB}#number-past-double`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "reply-too-deep",
      code: "parse-overflow",
      refuses: { kind: "json-depth", max: MAX_SCHEMA_JSON_DEPTH },
      blast: "list",
      message: `a tool schema nested more than ${MAX_SCHEMA_JSON_DEPTH} JSON levels puts the tools/list reply past serde_json's 128-level recursion limit: Copilot CLI never reads the reply and every tool of the server is lost`,
      versions: ">=1.0.102",
      sources: [`${LAB}#schema-deep`],
      confidence: "confirmed",
      kind: "measured",
    },
  ],
  clients: { names: ["copilot-cli"], versions: "*", sources: [`${LAB}#additional-properties`], confidence: "confirmed", kind: "measured" },
  notes:
    "MCP revisions: offered 2026-07-28 at server/discover, 1.0.102 negotiates it (initialize at 2025-11-25 otherwise) and keeps the tools of a 2026-07-28 tools/list result without resultType (the lab's offer-2026-07-28 and result-type-absent); the rules above were measured at 2025-11-25, and at 2026-07-28 the offered lists (tools/list shapes, output schemas and their results) were recorded exactly as at 2025-11-25, so they hold at every revision. Measured at 1.0.102 (the lab's recording; later releases assumed until re-measured). Its MCP client is rmcp (Rust), which rewrites each input schema before the model sees it: assertion, conditional, not and content keywords become text in the description, a root allOf is merged, a root anyOf/oneOf becomes text, a root not is removed, false becomes {description: \"{schema: false}\"}, a draft-07 tuple becomes items: {anyOf: […]}, and every root is sent as type \"object\" with properties. $ref and $defs are sent as listed (github/copilot-cli#1876's unresolved $ref is bounded below 1.0.102; the Copilot API behind the CLI may still not resolve them). Tool names outside [A-Za-z0-9_-] are sent with \"-\" in their place and cut at 64 characters, so the Copilot API's name pattern (github/copilot-cli#1879) and its missing-properties refusal (github/copilot-cli#1825) are not reached at 1.0.102; a CLI pointed at another provider may differ. No outputSchema is checked and structuredContent is not validated. An entry of tools that is not an object (null) is skipped alone; a tool whose name is a number is listed as <server>- and its calls go out with name \"\" (the server answers unknown tool). The only list lost was a schema 100 levels deep (201 JSON levels): the limit of 123 is derived from serde_json's 128, not measured at the boundary. 1.0.102 announces itself as copilot-cli; github-copilot-developer (the client index) is not what it sends. VS Code's Copilot Chat remaps dots in names (github/copilot-cli#2581).",
};
