/**
 * JSON Schema shapes over `@mcp-wire/core`'s JSON values and safe object helpers (own data properties only, so a key
 * named `__proto__` or `constructor` is data, never behaviour).
 */
import { setOwn, type JsonObject, type JsonValue } from "@mcp-wire/core";

export { copyJson, isJsonObject, own, setOwn } from "@mcp-wire/core";
export type { JsonObject, JsonValue } from "@mcp-wire/core";

/** A JSON Schema: an object or a boolean schema (draft-06 and later). */
export type JsonSchema = JsonObject | boolean;

/** True for a value that can stand in a subschema position: an object or a boolean. */
export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "boolean" || (typeof value === "object" && value !== null && !Array.isArray(value));
}

/** Builds a plain object from entries as own data properties (safe for `__proto__`). */
export function fromEntries(entries: Iterable<readonly [string, JsonValue]>): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of entries) setOwn(out, key, value);
  return out;
}
