/**
 * The API boundary: untrusted input is read once, into a plain JSON snapshot, and only the snapshot is worked on.
 * Every hazard becomes an issue at its JSON Pointer instead of an exception or a silent change:
 * - `invalid-value`: a value JSON cannot carry (`undefined`, a function, a symbol, a BigInt, `NaN`, `±Infinity`, a
 *   `Date`, `RegExp`, `Map` or class instance, a sparse array hole), or reading it threw (a getter, a Proxy trap, a
 *   revoked Proxy);
 * - `cyclic-value`: an object that contains itself;
 * - `too-deep`: nesting beyond `maxDepth`;
 * - `too-large`: more values than {@link MAX_SNAPSHOT_VALUES} once shared sub-objects are counted at every place they
 *   appear (what every walker over the snapshot visits), or an array longer than {@link MAX_ARRAY_LENGTH}.
 * Reading stops at the first `too-large`, so a snapshot takes bounded time and memory whatever the input.
 */
import { makeIssue, type SchemaIssue } from "./issues.js";
import { INHERITS_NOTHING, isArrayGuarded, setOwn, type JsonObject, type JsonValue } from "./json.js";
import { pointer } from "./pointer.js";
import { thrownMessage } from "./text.js";

/** The codes a snapshot reports; each package maps them onto its own code union. */
export const SNAPSHOT_CODES = ["invalid-value", "cyclic-value", "too-deep", "too-large"] as const;
/** One of {@link SNAPSHOT_CODES}. */
export type SnapshotCode = (typeof SNAPSHOT_CODES)[number];

/** Longest array read. */
export const MAX_ARRAY_LENGTH = 1_000_000;
/** Most JSON values read, counting a shared sub-object at every place it appears. */
export const MAX_SNAPSHOT_VALUES = 2_000_000;
/** Most issues a snapshot reports (an input with more is refused all the same). */
export const MAX_SNAPSHOT_ISSUES = 100;

/** How records of the snapshot are built. */
export type RecordKind =
  /** plain objects (`Object.prototype`), for values handed to callers */
  | "plain"
  /** null-prototype records */
  | "null"
  /** records on {@link INHERITS_NOTHING}: no inherited keys and fast, for values only the library reads */
  | "inherits-nothing";

/** Options of {@link snapshot}. */
export interface SnapshotOptions {
  /** Deepest JSON nesting read (the root is depth 0); deeper values are `too-deep`. */
  readonly maxDepth: number;
  /** How records are built; default `"plain"`. */
  readonly records?: RecordKind;
  /**
   * A budget of values shared by several reads (each read of a list entry by entry): this read takes at most
   * {@link MAX_SNAPSHOT_VALUES} of `left`, and `left` drops by the values it read (all it could take when it stopped on
   * the budget: `too-large`).
   */
  readonly shared?: ValueBudget;
}

/** Values left to read across several snapshots ({@link SnapshotOptions.shared}); a read lowers `left`. */
export interface ValueBudget {
  left: number;
}

/** A snapshot: `value` is `undefined` exactly when `issues` is non-empty. */
export type Snapshot<T = JsonValue> =
  | { readonly value: T; readonly issues: readonly [] }
  | { readonly value: undefined; readonly issues: readonly SchemaIssue<SnapshotCode>[] };

/** What a non-JSON value is, for a message; never throws. */
export function describeValue(value: unknown): string {
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
    return typeof name === "string" && name !== "" && name !== "Object" ? `an instance of ${name}` : "an object with a custom prototype";
  }
  return `a ${typeof value}`;
}

/** Stops the read at once (the budget of values is spent). */
class Exhausted extends Error {}

/**
 * Reads untrusted `input` into a JSON snapshot; never throws, never mutates or calls anything but getters and
 * Proxy traps of `input` (each once).
 * @returns `{ value, issues: [] }`, or `{ value: undefined, issues }` (at most {@link MAX_SNAPSHOT_ISSUES}, codes
 *   {@link SNAPSHOT_CODES}, each at its JSON Pointer)
 */
export function snapshot(input: unknown, options: SnapshotOptions): Snapshot {
  const { maxDepth } = options;
  const kind = options.records ?? "plain";
  const prototype = kind === "null" ? null : kind === "inherits-nothing" ? INHERITS_NOTHING : undefined;
  const issues: SchemaIssue<SnapshotCode>[] = [];
  // The objects and the reference tokens from the root to the value being visited; a pointer is built only for an
  // issue, and the object stack is short (nesting stops at maxDepth).
  const onPath: object[] = [];
  const tokens: (string | number)[] = [];
  const shared = options.shared;
  const limit = shared === undefined ? MAX_SNAPSHOT_VALUES : Math.max(0, Math.min(MAX_SNAPSHOT_VALUES, shared.left));
  let budget = limit;
  const report = (code: SnapshotCode, message: string): void => {
    if (issues.length < MAX_SNAPSHOT_ISSUES) issues.push(makeIssue(pointer("", ...tokens), code, message));
  };

  const visit = (value: unknown, depth: number): JsonValue => {
    if (--budget < 0) {
      report("too-large", limit === MAX_SNAPSHOT_VALUES ? `more than ${MAX_SNAPSHOT_VALUES} values, counting shared objects at every place they appear` : `more values than the ${limit} left of the shared budget, counting shared objects at every place they appear`);
      throw new Exhausted();
    }
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
        report("invalid-value", `${describeValue(value)} is not a JSON value`);
        return null;
    }
    if (depth > maxDepth) {
      report("too-deep", `nested deeper than ${maxDepth} JSON levels`);
      return null;
    }
    if (onPath.includes(value)) {
      report("cyclic-value", "the object graph contains a cycle");
      return null;
    }
    onPath.push(value);
    const mark = tokens.length;
    try {
      const isArray = isArrayGuarded(value);
      if (isArray === undefined) throw new TypeError("a revoked Proxy");
      if (isArray) return readArray(value as unknown[], depth);
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null && proto !== INHERITS_NOTHING) {
        report("invalid-value", `${describeValue(value)} is not a JSON value`);
        return null;
      }
      const out: JsonObject = prototype === undefined ? {} : (Object.create(prototype) as JsonObject);
      for (const key of Object.keys(value)) {
        tokens.push(key);
        const item = member(value as Record<string, unknown>, key, depth);
        if (prototype === undefined) setOwn(out, key, item);
        else out[key] = item;
        tokens.pop();
      }
      return out;
    } catch (cause) {
      if (cause instanceof Exhausted) throw cause;
      tokens.length = mark;
      report("invalid-value", `reading it threw: ${thrownMessage(cause)}`);
      return null;
    } finally {
      onPath.pop();
      if (tokens.length !== mark) tokens.length = mark;
    }
  };

  const readArray = (source: unknown[], depth: number): JsonValue => {
    const length = source.length;
    if (length > MAX_ARRAY_LENGTH) {
      report("too-large", `an array of ${length} items is longer than ${MAX_ARRAY_LENGTH}`);
      return null;
    }
    const out = new Array<JsonValue>(length);
    for (let index = 0; index < length; index++) {
      tokens.push(index);
      if (!Object.hasOwn(source, index)) {
        report("invalid-value", "a sparse array hole is not a JSON value");
        out[index] = null;
      } else {
        // member()'s read, inlined: an array level costs the stack two frames (visit, readArray), as an object's does
        // (visit, member), so nested arrays reach maxDepth (and its too-deep) before the stack runs out
        let item: unknown;
        let read = true;
        try {
          item = source[index];
        } catch (cause) {
          report("invalid-value", `reading it threw: ${thrownMessage(cause)}`);
          read = false;
        }
        out[index] = read ? visit(item, depth + 1) : null;
      }
      tokens.pop();
    }
    return out;
  };

  /** Reads one member under its own guard (its token is on the stack), so a throwing getter is named by its path. */
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

  let value: JsonValue;
  try {
    value = visit(input, 0);
  } catch (cause) {
    if (!(cause instanceof Exhausted)) throw cause;
    value = null;
  }
  if (shared !== undefined) shared.left -= limit - Math.max(0, budget);
  return issues.length > 0 ? { value: undefined, issues } : { value, issues: [] };
}
