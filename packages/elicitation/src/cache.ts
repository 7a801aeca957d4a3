/**
 * The conversion cache of Standard Schemas: one WeakMap per options key, keyed by schema identity
 * (a schema that is no longer referenced is collected with its entry). Never invalidated: Standard
 * Schemas are immutable. An entry is a private copy of the result that no caller ever holds: every
 * hit hands out a fresh deep copy, so a caller's change never reaches the cache or another caller.
 *
 * A schema is cached the second time it is converted: the first time only marks it as seen, so a
 * schema built fresh for every call (never seen again) costs no copy and leaves nothing behind.
 */
import { copyJson } from "./tree.js";

/** Marks a schema converted once and not yet cached. */
const SEEN_ONCE: unique symbol = Symbol("seen once");

const byKey = new Map<string, WeakMap<object, unknown>>();

function tableFor(key: string): WeakMap<object, unknown> {
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
  const entry = byKey.get(key)?.get(schema);
  return entry === undefined || entry === SEEN_ONCE ? undefined : copyJson(entry as T);
}

/**
 * Records a JSON value for (`schema`, `key`) and returns the value itself: the first time a schema
 * is seen only marks it; the second time caches a private copy (so the caller may change the
 * returned value freely either way).
 */
export function remember<T>(schema: object, key: string, value: T): T {
  const table = tableFor(key);
  table.set(schema, table.has(schema) ? copyJson(value) : SEEN_ONCE);
  return value;
}
