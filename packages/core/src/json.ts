/**
 * JSON value shapes and the few safe object helpers every package uses. Objects built here hold own data properties
 * only, so a key named `__proto__` or `constructor` is data, never behaviour.
 */

/** Any JSON value (RFC 8259). */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/** Names that change object behaviour in JavaScript when used as property names. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * A prototype that gives nothing: empty, frozen, itself without a prototype. Records made on it behave as
 * null-prototype records (no inherited keys, `__proto__` an ordinary key) but keep the engine's fast property layout,
 * which `Object.create(null)` records lose.
 */
export const INHERITS_NOTHING: object = Object.freeze(Object.create(null));

/** Whether a JSON value is an object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property of a JSON object; inherited properties (`constructor`, `toString`, …) read as absent. */
export function own(object: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Writes an own data property, so `__proto__` is stored as data and never changes the prototype. */
export function setOwn(object: JsonObject, key: string, value: JsonValue): void {
  // Only `__proto__` is an accessor on Object.prototype; any other key assigns an own data property on the fresh
  // objects this project builds, much faster than defineProperty.
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

/** `Array.isArray` on untrusted input, never throwing (a revoked Proxy throws there): `undefined` when it threw. */
export function isArrayGuarded(value: unknown): boolean | undefined {
  try {
    return Array.isArray(value);
  } catch {
    return undefined;
  }
}

/** The JSON kind of any value for messages: `null`, `array`, or its `typeof`; never throws. */
export function jsonKind(value: unknown): string {
  if (value === null) return "null";
  return typeof value === "object" && isArrayGuarded(value) === true ? "array" : typeof value;
}

/**
 * A deep copy of a JSON value made of plain objects (`Object.prototype`) and arrays — what callers receive. A
 * `__proto__` key stays an own data key. The value must be acyclic (a snapshot is).
 */
export function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (typeof value !== "object" || value === null) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(value)) setOwn(out, key, copyJson((value as Record<string, JsonValue>)[key]) as JsonValue);
  return out as T;
}
