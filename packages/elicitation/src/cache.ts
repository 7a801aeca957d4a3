/**
 * The conversion cache of Standard Schemas: one WeakMap per options key, keyed by schema identity
 * (a schema that is no longer referenced is collected with its entry). Never invalidated: Standard
 * Schemas are immutable. An entry is the result serialized as JSON — one flat string, so the cache
 * holds no object graph for the garbage collector to trace, nothing a caller can reach and change,
 * and `JSON.parse` hands every caller a fresh copy.
 *
 * A schema is cached the second time it is converted: the first time only marks it as seen, so a
 * schema built fresh for every call (never seen again) costs no serialization.
 */

/** Marks a schema converted once and not yet cached. */
const SEEN_ONCE = "";

const byKey = new Map<string, WeakMap<object, string>>();

function tableFor(key: string): WeakMap<object, string> {
  let table = byKey.get(key);
  if (!table) {
    table = new WeakMap();
    byKey.set(key, table);
  }
  return table;
}

/**
 * A fresh copy of the value cached for (`schema`, `key`), or `undefined`.
 * @param key - the options the value depends on, e.g. `"2025-11-25|reject"`
 */
export function cached<T>(schema: object, key: string): T | undefined {
  const text = byKey.get(key)?.get(schema);
  return text === undefined || text === SEEN_ONCE ? undefined : (JSON.parse(text) as T);
}

/**
 * Records a JSON value for (`schema`, `key`) and returns the value itself: the first time a schema
 * is seen only marks it; the second time caches the value's serialization (so the caller may change
 * the returned value freely either way).
 */
export function remember<T>(schema: object, key: string, value: T): T {
  const table = tableFor(key);
  table.set(schema, table.has(schema) ? JSON.stringify(value) : SEEN_ONCE);
  return value;
}
