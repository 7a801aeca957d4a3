/**
 * The MCP rules on a tool's `inputSchema` / `outputSchema`, whatever the host: the spec's `Tool` type
 * (schema.json of 2025-06-18, 2025-11-25 and 2026-07-28 alike) requires a JSON object with
 * `type: "object"`, `properties` (if present) a map of schemas, `required` (if present) an array of strings.
 */
import type { JsonValue } from "@mcp-wire/dialect";

/**
 * Codes of MCP rule issues (documented in docs/doctor.md):
 * - `root-not-object`: the schema is not a JSON object with `type: "object"` at its root;
 * - `properties-not-object`: `properties` is not an object whose members are schemas (objects or booleans);
 * - `required-not-strings`: `required` is not an array of strings.
 */
export const MCP_RULE_CODES = ["root-not-object", "properties-not-object", "required-not-strings"] as const;

/** One code of {@link MCP_RULE_CODES}. */
export type McpRuleCode = (typeof MCP_RULE_CODES)[number];

/** An MCP rule violation: `path` is a JSON Pointer into the schema (`""` = root). */
export interface McpIssue {
  readonly path: string;
  readonly code: McpRuleCode;
  readonly message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `JSON.stringify(value)`, or its type when it has no JSON text (a BigInt, a function, a cycle). */
function shown(value: unknown): string {
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/**
 * Checks one tool schema against the MCP `Tool` type.
 * @param schema - the `inputSchema` or `outputSchema` exactly as the server sent it (any value)
 * @param io - which of the two (only named in messages: both follow the same rules)
 * @returns the issues, `[]` when the schema is a valid MCP tool schema; never throws for any `schema`
 *   value (one whose members cannot even be read is `root-not-object`)
 * @throws TypeError when `io` is neither `"input"` nor `"output"`
 *
 * Source: MCP specification `schema.json`, `Tool.inputSchema` / `Tool.outputSchema` (2025-06-18, 2025-11-25, 2026-07-28).
 */
export function checkMcpRules(schema: JsonValue | undefined, io: "input" | "output"): McpIssue[] {
  if (io !== "input" && io !== "output") throw new TypeError(`checkMcpRules: io must be "input" or "output" (got ${typeof io === "string" ? JSON.stringify(io) : typeof io})`);
  const name = `${io}Schema`;
  try {
    return rules(schema, name);
  } catch {
    return [{ path: "", code: "root-not-object", message: `${name} cannot be read as a JSON object` }];
  }
}

function rules(schema: JsonValue | undefined, name: string): McpIssue[] {
  if (!isObject(schema)) {
    return [{ path: "", code: "root-not-object", message: `${name} must be a JSON object with type: "object" (got ${schema === undefined ? "nothing" : shown(schema)})` }];
  }
  const out: McpIssue[] = [];
  if (schema["type"] !== "object") {
    const got = schema["type"] === undefined ? "no type" : `type ${JSON.stringify(schema["type"])}`;
    out.push({ path: "/type", code: "root-not-object", message: `${name} needs type: "object" at its root (got ${got})` });
  }
  const properties = schema["properties"];
  if (properties !== undefined && !(isObject(properties) && Object.values(properties).every((v) => isObject(v) || typeof v === "boolean"))) {
    out.push({ path: "/properties", code: "properties-not-object", message: `${name} properties must map names to schemas` });
  }
  const required = schema["required"];
  if (required !== undefined && !(Array.isArray(required) && required.every((v) => typeof v === "string"))) {
    out.push({ path: "/required", code: "required-not-strings", message: `${name} required must be an array of strings` });
  }
  return out;
}
