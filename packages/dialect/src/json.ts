/**
 * JSON value and schema shapes, and the few safe object helpers every module uses.
 * Outputs are built with own data properties only (`Object.defineProperty`), so a key named
 * `__proto__` or `constructor` is data, never behaviour.
 */

/** Any JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object (a schema object, or any keyword value that is an object). */
export type JsonObject = { [key: string]: JsonValue };

/** A JSON Schema: an object or a boolean schema (draft-06 and later). */
export type JsonSchema = JsonObject | boolean;

/** True for a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True for a value that can stand in a subschema position: an object or a boolean. */
export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "boolean" || isJsonObject(value);
}

/** Reads an own property; inherited properties (`constructor`, `toString`, …) read as absent. */
export function own(object: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Writes an own data property, so `__proto__` is stored as data and never changes the prototype. */
export function setOwn(object: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Builds a plain object from entries as own data properties (safe for `__proto__`). */
export function fromEntries(entries: Iterable<readonly [string, JsonValue]>): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of entries) setOwn(out, key, value);
  return out;
}

/** A shallow copy of an object's own enumerable properties, built safely. */
export function shallowCopy(object: JsonObject): JsonObject {
  return fromEntries(Object.entries(object));
}

/** A deep copy of a JSON value; throws `RangeError` past `maxDepth` nesting (a cycle or absurd depth). */
export function deepCopy(value: JsonValue, maxDepth = 512): JsonValue {
  const copy = (node: JsonValue, depth: number): JsonValue => {
    if (depth > maxDepth) throw new RangeError("JSON value nested too deeply (or cyclic)");
    if (Array.isArray(node)) return node.map((item) => copy(item, depth + 1));
    if (isJsonObject(node)) return fromEntries(Object.entries(node).map(([k, v]) => [k, copy(v, depth + 1)] as const));
    return node;
  };
  return copy(value, 0);
}
