/**
 * The `x-mcp-header` schema extension of revision 2026-07-28 (Streamable HTTP, "Schema Extension", SEP-2243): a
 * property of a tool's `inputSchema` names an HTTP header (`Mcp-Param-<name>`) the client copies its argument into.
 * The rules, as data, exactly as `@modelcontextprotocol/client` 2.4.0 judges them (its `scanXMcpHeaderDeclarations`,
 * core-internal/src/shared/mcpParamHeaders.ts): the name a non-empty RFC 9110 token; the property typed `string`,
 * `integer` or `boolean` (a single `type` string; `number` is refused too); names unique without regard to case; the
 * declaration only on a property reached from the root through `properties` alone (not at the root, not under any
 * keyword of {@link UNREACHABLE_KEYWORDS}). The client drops a tool that breaks any of them from `tools/list`.
 */
import { makeIssue, pointer, type SchemaIssue } from "@mcp-wire/core";
import type { JsonValue } from "@mcp-wire/dialect";

/** The schema keyword that declares a header. */
export const MCP_HEADER_KEY = "x-mcp-header";

/** RFC 9110 §5.1 `token` (`1*tchar`): what a declared header name must be. */
export const HEADER_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The `type` values a declaring property may have (a single string; a type array is refused). */
export const HEADER_TYPES: readonly string[] = ["string", "integer", "boolean"];

/**
 * Keywords whose subschemas are not "statically reachable through `properties`": a declaration anywhere under them
 * makes the tool invalid. `map`: the value is a name → subschema object; `any`: a subschema or an array of them.
 * (`$ref` is not followed: its targets sit under `$defs` / `definitions`, which are listed.)
 */
export const UNREACHABLE_KEYWORDS: Readonly<Record<string, "any" | "map">> = Object.freeze({
  items: "any", prefixItems: "any", contains: "any", additionalProperties: "any", unevaluatedProperties: "any",
  unevaluatedItems: "any", propertyNames: "any", patternProperties: "map", dependentSchemas: "map", oneOf: "any",
  anyOf: "any", allOf: "any", not: "any", if: "any", then: "any", else: "any", $defs: "map", definitions: "map",
});

/** Why a declaration is refused. */
export type McpHeaderFault = "unreachable" | "not-a-name" | "not-a-token" | "type" | "duplicate";

/** The message of each fault. */
const FAULT_MESSAGES: Readonly<Record<McpHeaderFault, string>> = {
  unreachable: "x-mcp-header is only allowed on a property reached through properties alone (not at the root, nor under items, additionalProperties, a combinator, if/then/else or $defs)",
  "not-a-name": "x-mcp-header must be a non-empty string",
  "not-a-token": "x-mcp-header must be an RFC 9110 token (no spaces, control characters or delimiters)",
  type: "x-mcp-header is only allowed on a property of type string, integer or boolean",
  duplicate: "x-mcp-header names must be unique regardless of case",
};

/** One valid declaration: the argument's path (property names from the root), the header name, the property type. */
export interface McpHeaderDeclaration {
  readonly path: readonly string[];
  readonly headerName: string;
  readonly type: string;
}

/** A refused declaration: `{ path, code: "mcp-header-invalid", message }`, path a JSON Pointer to the `x-mcp-header` member inside the schema. */
export type McpHeaderFinding = SchemaIssue<"mcp-header-invalid"> & { readonly fault: McpHeaderFault };

/** The outcome of {@link scanMcpHeaders}: every refused declaration, and the valid ones. */
export interface McpHeaderScan {
  readonly findings: readonly McpHeaderFinding[];
  readonly declarations: readonly McpHeaderDeclaration[];
}

/**
 * Every `x-mcp-header` declaration of an `inputSchema` (any JSON value; not an object: none), judged. Collects every
 * fault (the client stops at its first: the verdicts "some finding" and "the client drops the tool" coincide).
 * Findings' paths are JSON Pointers into the schema, ending in `/x-mcp-header`. Never throws; walks the schema once
 * (a cyclic value is not JSON: the caller reads the list first).
 * Source: MCP 2026-07-28, the `x-mcp-header` extension of Streamable HTTP; its reading in
 * npm:@modelcontextprotocol/client@2.4.0 (`scanXMcpHeaderDeclarations`, held to it by the differential test).
 */
export function scanMcpHeaders(inputSchema: JsonValue): McpHeaderScan {
  const findings: McpHeaderFinding[] = [];
  const declarations: McpHeaderDeclaration[] = [];
  const seen = new Map<string, string>();
  const fault = (tokens: readonly string[], kind: McpHeaderFault, detail?: string) =>
    findings.push({ ...makeIssue(pointer("", ...tokens, MCP_HEADER_KEY), "mcp-header-invalid", detail === undefined ? FAULT_MESSAGES[kind] : `${FAULT_MESSAGES[kind]}: ${detail}`), fault: kind });
  const visit = (node: JsonValue | undefined, tokens: readonly string[], names: readonly string[] | undefined): void => {
    if (node === null || typeof node !== "object") return;
    const schema = node as Readonly<Record<string, JsonValue>>;
    if (Object.hasOwn(schema, MCP_HEADER_KEY)) declare(schema, tokens, names);
    const properties = schema["properties"];
    if (properties !== null && typeof properties === "object") {
      for (const [key, child] of Object.entries(properties)) visit(child, [...tokens, "properties", key], names === undefined ? undefined : [...names, key]);
    }
    for (const [keyword, shape] of Object.entries(UNREACHABLE_KEYWORDS)) {
      if (!Object.hasOwn(schema, keyword)) continue;
      const sub = schema[keyword] as JsonValue;
      if (Array.isArray(sub)) sub.forEach((branch, i) => visit(branch, [...tokens, keyword, String(i)], undefined));
      else if (shape === "map" && sub !== null && typeof sub === "object") for (const [key, branch] of Object.entries(sub)) visit(branch, [...tokens, keyword, key], undefined);
      else visit(sub, [...tokens, keyword], undefined);
    }
  };
  const declare = (schema: Readonly<Record<string, JsonValue>>, tokens: readonly string[], names: readonly string[] | undefined): void => {
    if (names === undefined || names.length === 0) return void fault(tokens, "unreachable");
    const name = schema[MCP_HEADER_KEY];
    if (typeof name !== "string" || name.length === 0) return void fault(tokens, "not-a-name");
    if (!HEADER_TOKEN.test(name)) return void fault(tokens, "not-a-token", JSON.stringify(name));
    const type = typeof schema["type"] === "string" ? (schema["type"] as string) : undefined;
    const typed = type !== undefined && HEADER_TYPES.includes(type);
    if (!typed) fault(tokens, "type", `got ${type ?? "no type string"}`);
    const prior = seen.get(name.toLowerCase());
    if (prior !== undefined) return void fault(tokens, "duplicate", `${JSON.stringify(name)} and ${JSON.stringify(prior)}`);
    seen.set(name.toLowerCase(), name);
    if (typed) declarations.push({ path: names, headerName: name, type: type as string });
  };
  visit(inputSchema, [], []);
  return { findings, declarations };
}
