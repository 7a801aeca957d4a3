/**
 * The API boundary: every public function reads its untrusted input once, through `readSchema`, into a plain
 * JSON snapshot, and works on the snapshot only. Hazards become issues with their JSON Pointer instead of
 * exceptions or silent changes: getters and Proxy traps that throw, revoked Proxies (`invalid-value`); values
 * JSON cannot carry — `undefined`, functions, symbols, BigInt, `NaN`, `±Infinity`, `Date`, `RegExp`, `Map`,
 * class instances, sparse array holes (`invalid-value`); cycles (`cyclic-schema`); absurd nesting (`too-deep`);
 * a root that is neither an object nor a boolean schema (`not-a-schema`).
 * The snapshot is built with own data properties (`setOwn`), so `__proto__` stays data.
 */
import { issue, type SchemaIssue } from "./issues.js";
import { setOwn, type JsonObject, type JsonSchema, type JsonValue } from "./json.js";
import { appendPointer } from "./pointer.js";
import { MAX_DEPTH } from "./traverse.js";

/**
 * JSON nesting accepted by the snapshot, which reads the whole input before any subschema is visited. A
 * subschema level takes at most two JSON levels (`properties/a`), so a schema nested past `MAX_DEPTH`
 * subschemas but within this bound gets the subschema guard's issue; input nested deeper than this bound
 * (in a schema or in data such as `default`) gets the snapshot's `too-deep` issue where it stops reading,
 * before the stack can be exhausted.
 */
export const MAX_JSON_DEPTH = 2 * MAX_DEPTH + 8;

/** Longest array read (far beyond any real schema's list). */
export const MAX_ARRAY_LENGTH = 1_000_000;

/** Most issues a snapshot reports (an input with more is refused all the same). */
export const MAX_SNAPSHOT_ISSUES = 100;

/** A snapshot: `value` is `undefined` exactly when `issues` is non-empty. */
export type Snapshot<T> = { readonly value: T; readonly issues: readonly [] } | { readonly value: undefined; readonly issues: readonly SchemaIssue[] };

/** The message of anything thrown, bounded, never throwing itself. */
export function thrownMessage(cause: unknown): string {
  try {
    const text = cause instanceof Error ? cause.message : String(cause);
    return text.length > 120 ? `${text.slice(0, 120)}…` : text;
  } catch {
    return "an unprintable value";
  }
}

/** What a non-JSON value is, for a message; never throws. */
function describe(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "bigint") return "a BigInt";
  if (value === undefined) return "undefined";
  if (typeof value === "object" && value !== null) {
    let name: unknown;
    try {
      name = Object.getPrototypeOf(value)?.constructor?.name;
    } catch {
      name = undefined;
    }
    return typeof name === "string" && name !== "" ? `an instance of ${name}` : "an object with a custom prototype";
  }
  return `a ${typeof value}`;
}

/** `Array.isArray` that never throws (a revoked Proxy throws there). */
function isArrayGuarded(value: unknown): boolean | undefined {
  try {
    return Array.isArray(value);
  } catch {
    return undefined;
  }
}

/** Snapshots any JSON value; never throws. */
export function readJson(input: unknown): Snapshot<JsonValue> {
  const issues: SchemaIssue[] = [];
  // The objects and the reference tokens from the root to the value being visited; a JSON Pointer is
  // built only for an issue, and the object stack is short (nesting stops at MAX_JSON_DEPTH).
  const onPath: object[] = [];
  const tokens: (string | number)[] = [];
  const report = (code: SchemaIssue["code"], message?: string): void => {
    if (issues.length >= MAX_SNAPSHOT_ISSUES) return; // the input is refused already; more say nothing new
    issues.push(issue(appendPointer("", ...tokens), code, message));
  };
  const visit = (value: unknown, depth: number): JsonValue => {
    switch (typeof value) {
      case "string":
      case "boolean":
        return value;
      case "number":
        if (Number.isFinite(value)) return value === 0 ? 0 : value;
        report("invalid-value", `${value} is not a JSON number`);
        return null;
      case "object":
        if (value === null) return null;
        break;
      default:
        report("invalid-value", `${describe(value)} is not a JSON value`);
        return null;
    }
    if (depth > MAX_JSON_DEPTH) {
      report("too-deep", `nested deeper than ${MAX_JSON_DEPTH} JSON levels`);
      return null;
    }
    if (onPath.includes(value)) {
      report("cyclic-schema");
      return null;
    }
    onPath.push(value);
    const mark = tokens.length;
    try {
      const isArray = isArrayGuarded(value);
      if (isArray === undefined) throw new TypeError("a revoked Proxy");
      if (isArray) {
        const source = value as unknown[];
        const length = source.length;
        if (length > MAX_ARRAY_LENGTH) {
          report("invalid-value", `an array of ${length} items is longer than ${MAX_ARRAY_LENGTH}`);
          return null;
        }
        const out: JsonValue[] = new Array<JsonValue>(length);
        for (let index = 0; index < length; index++) {
          tokens.push(index);
          if (!Object.hasOwn(source, index)) {
            report("invalid-value", "a sparse array hole is not a JSON value");
            out[index] = null;
          } else out[index] = member(source as unknown as Record<number, unknown>, index, depth);
          tokens.pop();
        }
        return out;
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) {
        report("invalid-value", `${describe(value)} is not a JSON value`);
        return null;
      }
      const out: JsonObject = {};
      for (const key of Object.keys(value)) {
        tokens.push(key);
        setOwn(out, key, member(value as Record<string, unknown>, key, depth));
        tokens.pop();
      }
      return out;
    } catch (cause) {
      tokens.length = mark;
      report("invalid-value", `reading it threw: ${thrownMessage(cause)}`);
      return null;
    } finally {
      onPath.pop();
      if (tokens.length !== mark) tokens.length = mark;
    }
  };
  /** Reads one member under its own guard (its token is on the stack), so a throwing getter is named by its own path. */
  const member = (container: Record<string | number, unknown>, token: string | number, depth: number): JsonValue => {
    let value: unknown;
    try {
      value = container[token];
    } catch (cause) {
      report("invalid-value", `reading it threw: ${thrownMessage(cause)}`);
      return null;
    }
    return visit(value, depth + 1);
  };
  const value = visit(input, 0);
  return issues.length > 0 ? { value: undefined, issues } : { value, issues: [] };
}

/**
 * Snapshots a schema at the API boundary: `not-a-schema` at `""` for a root that is neither an object nor a
 * boolean (a string, number, null, array, function, `undefined`), else `readJson`'s issues. Never throws.
 */
export function readSchema(input: unknown): Snapshot<JsonSchema> {
  if (typeof input === "boolean") return { value: input, issues: [] };
  const isArray = isArrayGuarded(input);
  if (typeof input !== "object" || input === null || isArray === true) {
    const what = input === null ? "null" : isArray === true ? "an array" : describe(input);
    return { value: undefined, issues: [issue("", "not-a-schema", `a schema is an object or a boolean, got ${what}`)] };
  }
  return readJson(input) as Snapshot<JsonSchema>;
}
