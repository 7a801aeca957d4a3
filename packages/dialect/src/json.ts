/**
 * JSON value and schema shapes, and the few safe object helpers every module uses.
 * Outputs are built with own data properties only (`setOwn`: `Object.defineProperty` for `__proto__`, plain
 * assignment on fresh objects otherwise), so a key named `__proto__` or `constructor` is data, never behaviour.
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
  // Only `__proto__` is an accessor on Object.prototype; every other key assigns an own data property
  // (on the fresh plain objects this package builds), which is much faster than defineProperty.
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
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
  if (typeof value !== "object" || value === null) return value;
  const copy = (node: JsonValue, depth: number): JsonValue => {
    if (depth > maxDepth) throw new RangeError("JSON value nested too deeply (or cyclic)");
    if (typeof node !== "object" || node === null) return node;
    if (Array.isArray(node)) {
      const items: JsonValue[] = new Array<JsonValue>(node.length);
      for (let index = 0; index < node.length; index++) items[index] = copy(node[index] as JsonValue, depth + 1);
      return items;
    }
    const out: JsonObject = {};
    for (const key in node) if (Object.hasOwn(node, key)) setOwn(out, key, copy(node[key] as JsonValue, depth + 1));
    return out;
  };
  return copy(value, 0);
}
