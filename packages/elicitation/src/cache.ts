/**
 * The conversion cache of Standard Schemas: keyed by schema identity in a WeakMap (a schema that
 * is no longer referenced is collected with its entries), then by options. Never invalidated:
 * Standard Schemas are immutable. Entries are frozen; callers get a fresh copy every time.
 */

const entries = new WeakMap<object, Map<string, unknown>>();

/** The cached value for (`schema`, `key`), if any. */
export function cached<T>(schema: object, key: string): T | undefined {
  return entries.get(schema)?.get(key) as T | undefined;
}

/** Stores `value` for (`schema`, `key`) and returns it. */
export function remember<T>(schema: object, key: string, value: T): T {
  let byKey = entries.get(schema);
  if (!byKey) {
    byKey = new Map();
    entries.set(schema, byKey);
  }
  byKey.set(key, value);
  return value;
}

/** A deep copy of a JSON value (plain objects and arrays only). */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = cloneJson((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}
