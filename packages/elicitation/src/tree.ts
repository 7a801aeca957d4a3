/**
 * A safe, plain snapshot of untrusted input: the walk reads only this, never the caller's object.
 * Copies own enumerable string keys into null-prototype records (so `__proto__` is an ordinary key),
 * and turns every hazard into an issue with its JSON Pointer instead of an exception: cycles,
 * nesting deeper than {@link MAX_DEPTH}, getters that throw, Proxies whose traps throw, and values
 * JSON cannot carry (`undefined`, functions, symbols, BigInt, `NaN`, `±Infinity`, `Date`, class
 * instances, sparse array holes).
 */
import { issue, type SchemaIssue } from "./issues.js";
import { pointer } from "./pointer.js";
import { thrownMessage } from "./thrown.js";

/** A JSON value as the walk sees it. Objects inherit nothing (see {@link snapshot}). */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonRecord;
/** A JSON object that inherits nothing: a null prototype, or {@link INHERITS_NOTHING}. */
export type JsonRecord = { [key: string]: JsonValue };

/** Names that must never become property names: they change object behaviour in JavaScript. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * A prototype that gives nothing: empty, frozen, and itself without a prototype. Records made on it
 * behave as null-prototype records (no inherited keys, `__proto__` is an ordinary key) but keep the
 * engine's fast property layout, which `Object.create(null)` records lose.
 */
export const INHERITS_NOTHING: object = Object.freeze(Object.create(null));

/** Longest array read (a requestedSchema's longest list is its options). */
export const MAX_ARRAY_LENGTH = 1_000_000;

/** Most issues a snapshot reports (a value with more is refused all the same). */
export const MAX_SNAPSHOT_ISSUES = 100;

/** Deepest nesting accepted in a schema (a requestedSchema needs 5 levels). */
export const MAX_DEPTH = 64;

/** Whether a snapshot value is a JSON object (not an array, not null). */
export function isRecord(value: JsonValue | undefined): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `Array.isArray` on untrusted input, never throwing: a revoked Proxy answers `false` here and is
 * reported by {@link snapshot}, which reads it under a guard.
 */
export function isArrayInput(value: unknown): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
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

/** The JSON kind of any value for messages: `null`, `array`, or its `typeof`; never throws. */
export function jsonKind(value: unknown): string {
  if (value === null) return "null";
  return typeof value === "object" && isArrayInput(value) ? "array" : typeof value;
}

/** Own key of a snapshot record, safely (`undefined` when absent). */
export function own(record: JsonRecord, key: string): JsonValue | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function describe(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (value === undefined) return "undefined";
  if (typeof value === "object" && value !== null) {
    let name: unknown;
    try {
      name = value.constructor?.name;
    } catch {
      name = undefined;
    }
    return typeof name === "string" && name !== "" && name !== "Object" ? `an instance of ${name}` : "an object with a custom prototype";
  }
  return `a ${typeof value}`;
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

/**
 * Snapshots `input` into a {@link JsonValue}.
 * @param prototype - the prototype of the records made: `null` (default; for values handed to
 *   callers) or {@link INHERITS_NOTHING} (for values only the library reads: faster)
 * @returns `{ value }` or `{ issues }` (code `invalid-value`, one per bad place); never throws
 */
export function snapshot(input: unknown, prototype: object | null = null): { value: JsonValue; issues: readonly SchemaIssue[] } {
  const issues: SchemaIssue[] = [];
  // The objects from the root to the value being visited (a short stack: nesting is at most MAX_DEPTH).
  const onPath: object[] = [];
  // Tokens from the root to the value being visited; a pointer is built only for an issue.
  const tokens: (string | number)[] = [];
  const report = (message: string, token?: string | number) => {
    if (issues.length >= MAX_SNAPSHOT_ISSUES) return; // the value is refused already; more say nothing new
    issues.push(issue(token === undefined ? pointer("", ...tokens) : pointer("", ...tokens, token), "invalid-value", message));
  };

  function visit(value: unknown, depth: number): JsonValue {
    switch (typeof value) {
      case "string":
      case "boolean":
        return value;
      case "number":
        if (Number.isFinite(value)) return value === 0 ? 0 : value;
        report(`${value} is not a JSON number`);
        return null;
      case "object":
        if (value === null) return null;
        break;
      default:
        report(`${describe(value)} is not a JSON value`);
        return null;
    }
    if (depth > MAX_DEPTH) {
      report(`nested deeper than ${MAX_DEPTH} levels`);
      return null;
    }
    if (onPath.includes(value)) {
      report("cyclic reference");
      return null;
    }
    onPath.push(value);
    // A read that throws leaves its own token pushed, so the issue names the key that threw;
    // `finally` restores the stack for the siblings.
    const mark = tokens.length;
    try {
      if (Array.isArray(value)) {
        if (value.length > MAX_ARRAY_LENGTH) {
          report(`an array of ${value.length} items is longer than ${MAX_ARRAY_LENGTH}`);
          return null;
        }
        const out: JsonValue[] = new Array(value.length);
        for (let i = 0; i < value.length; i++) {
          if (!Object.hasOwn(value, i)) {
            report("sparse array hole", i);
            out[i] = null;
            continue;
          }
          tokens.push(i);
          out[i] = visit(value[i], depth + 1);
          tokens.pop();
        }
        return out;
      }
      if (!isPlainRecord(value)) {
        report(`${describe(value)} is not a JSON value`);
        return null;
      }
      const out: JsonRecord = Object.create(prototype);
      for (const key of Object.keys(value)) {
        tokens.push(key);
        out[key] = visit((value as Record<string, unknown>)[key], depth + 1);
        tokens.pop();
      }
      return out;
    } catch (cause) {
      report(`reading it threw: ${thrownMessage(cause)}`);
      return null;
    } finally {
      onPath.pop();
      if (tokens.length !== mark) tokens.length = mark;
    }
  }

  const value = visit(input, 0);
  return { value, issues };
}

/**
 * A deep copy of a JSON value made of plain objects (`Object.prototype`) and arrays: what callers
 * receive. A `__proto__` key stays an own data key.
 */
export function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = copyJson((value as Record<string, unknown>)[key]);
    if (key === "__proto__") Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  return out as T;
}
