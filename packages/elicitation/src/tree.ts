/**
 * A safe, plain snapshot of untrusted input: the walk reads only this, never the caller's object.
 * Copies own enumerable string keys into null-prototype records (so `__proto__` is an ordinary key),
 * and turns every hazard into an issue with its JSON Pointer instead of an exception: cycles,
 * nesting deeper than {@link MAX_DEPTH}, getters that throw, Proxies whose traps throw, and values
 * JSON cannot carry (`undefined`, functions, symbols, BigInt, `NaN`, `±Infinity`, `Date`, class
 * instances, sparse array holes).
 */
import { INHERITS_NOTHING, snapshot as coreSnapshot, type RecordKind } from "@mcp-wire/core";
import { issue, type SchemaIssue } from "./issues.js";

export { copyJson, INHERITS_NOTHING, isArrayGuarded, jsonKind, RESERVED_NAMES } from "@mcp-wire/core";

/** A JSON value as the walk sees it. Objects inherit nothing (see {@link snapshot}). */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonRecord;
/** A JSON object that inherits nothing: a null prototype, or {@link INHERITS_NOTHING}. */
export type JsonRecord = { [key: string]: JsonValue };

/** Deepest nesting accepted in a schema (a requestedSchema needs 5 levels). */
export const MAX_DEPTH = 64;

/** Whether a snapshot value is a JSON object (not an array, not null). */
export function isRecord(value: JsonValue | undefined): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A record that inherits nothing (on {@link INHERITS_NOTHING}) holding `values`: for the records the
 * walk builds and then checks. `values` must be an object literal with fixed keys (never `__proto__`).
 */
export function record(values: Readonly<Record<string, JsonValue>>): JsonRecord {
  return Object.assign(Object.create(INHERITS_NOTHING) as JsonRecord, values);
}

/**
 * The element at index `i` of an untrusted array when the array has it, else `undefined`: a hole
 * never reads through a polluted `Array.prototype` or `Object.prototype`. Costs one read unless a
 * prototype has an element at `i`. May throw as reading `list[i]` does.
 */
export function ownItem(list: readonly unknown[], i: number): unknown {
  return i in Array.prototype && !Object.hasOwn(list, i) ? undefined : list[i];
}

/** Own key of a snapshot record, safely (`undefined` when absent). */
export function own(record: JsonRecord, key: string): JsonValue | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Whether `value` is a plain record: an object, not an array, whose prototype is `Object.prototype`,
 * `null` or {@link INHERITS_NOTHING}. May throw on a Proxy whose traps throw.
 */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || proto === INHERITS_NOTHING;
}

/** The snapshot's records: null-prototype (handed to callers) or on {@link INHERITS_NOTHING} (read by the library). */
const RECORDS = new Map<object | null, RecordKind>([[null, "null"], [INHERITS_NOTHING, "inherits-nothing"]]);

/**
 * Snapshots `input` into a {@link JsonValue} with `@mcp-wire/core`'s `snapshot` (nesting up to {@link MAX_DEPTH});
 * every hazard it reports (a value JSON cannot carry, a throwing getter or Proxy, a cycle, nesting, a size past
 * core's budget) is an `invalid-value` issue here, at its JSON Pointer.
 * @param prototype - the prototype of the records made: `null` (default; for values handed to callers) or
 *   {@link INHERITS_NOTHING} (for values only the library reads: faster)
 * @returns `{ value }` (`null` when there are issues) and `{ issues }`; never throws
 */
export function snapshot(input: unknown, prototype: object | null = null): { value: JsonValue; issues: readonly SchemaIssue[] } {
  const read = coreSnapshot(input, { maxDepth: MAX_DEPTH, records: RECORDS.get(prototype) ?? "null" });
  if (read.value !== undefined) return { value: read.value as JsonValue, issues: [] };
  return { value: null, issues: read.issues.map((found) => issue(found.path, "invalid-value", found.message)) };
}
