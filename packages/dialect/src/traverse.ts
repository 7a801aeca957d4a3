/**
 * The one traversal helper: every walk over subschemas goes through `childrenOf` / `mapChildren`, which read
 * the dialect's position table (positions.ts). Guards against cycles and excessive nesting.
 */
import type { Dialect } from "./dialects.js";
import { issue, type SchemaIssue } from "./issues.js";
import { deepCopy, isJsonObject, isSchema, setOwn, type JsonObject, type JsonSchema, type JsonValue } from "./json.js";
import { appendPointer } from "./pointer.js";
import { positionOf, positionsOf } from "./positions.js";

/** Subschema nesting beyond this depth is refused with `too-deep`. */
export const MAX_DEPTH = 256;

/** One immediate subschema: `tokens` is its path relative to the parent (`["properties", "a"]`). */
export interface Child {
  readonly keyword: string;
  readonly tokens: readonly string[];
  readonly schema: JsonSchema;
}

/** The immediate subschemas of `node` in `dialect`, in key order. Data keywords are never entered. */
export function childrenOf(node: JsonObject, dialect: Dialect): Child[] {
  const out: Child[] = [];
  for (const [keyword, value] of Object.entries(node)) {
    const kind = positionOf(dialect, keyword);
    if (kind === undefined) continue;
    const asArray = kind === "array" || (kind === "single-or-array" && Array.isArray(value));
    if (asArray) {
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          if (isSchema(item)) out.push({ keyword, tokens: [keyword, String(index)], schema: item });
        });
      }
    } else if (kind === "map") {
      if (isJsonObject(value)) {
        for (const [name, item] of Object.entries(value)) {
          if (isSchema(item)) out.push({ keyword, tokens: [keyword, name], schema: item });
        }
      }
    } else if (isSchema(value)) {
      out.push({ keyword, tokens: [keyword], schema: value });
    }
  }
  return out;
}

/**
 * A copy of one keyword's value with every subschema in it replaced by `map` (per the keyword's position in
 * `dialect`); data is deep-copied. A keyword without a position is returned as a deep copy.
 */
export function mapKeywordValue(
  dialect: Dialect,
  keyword: string,
  value: JsonValue,
  map: (schema: JsonSchema, tokens: readonly string[]) => JsonSchema,
): JsonValue {
  const kind = positionOf(dialect, keyword);
  if (kind === undefined) return deepCopy(value);
  const asArray = kind === "array" || (kind === "single-or-array" && Array.isArray(value));
  if (asArray && Array.isArray(value)) {
    return value.map((item, index) => (isSchema(item) ? map(item, [keyword, String(index)]) : deepCopy(item)));
  }
  if (kind === "map" && isJsonObject(value)) {
    const entries: JsonObject = {};
    for (const [name, item] of Object.entries(value)) {
      setOwn(entries, name, isSchema(item) ? map(item, [keyword, name]) : deepCopy(item));
    }
    return entries;
  }
  return isSchema(value) && !asArray && kind !== "map" ? map(value, [keyword]) : deepCopy(value);
}

/**
 * A copy of `node` with every immediate subschema replaced by `map(child)`; data values are deep-copied.
 * Keys keep their order. Never mutates `node`.
 */
export function mapChildren(
  node: JsonObject,
  dialect: Dialect,
  map: (schema: JsonSchema, tokens: readonly string[]) => JsonSchema,
): JsonObject {
  const out: JsonObject = {};
  for (const [keyword, value] of Object.entries(node)) setOwn(out, keyword, mapKeywordValue(dialect, keyword, value, map));
  return out;
}

/** Tracks the ancestors of a recursive walk: refuses cycles and nesting beyond `MAX_DEPTH`. */
export class WalkGuard {
  readonly #ancestors = new Set<object>();

  /** Enters `node` at `pointer`; returns the issue that forbids it, or `undefined` (then call `leave`). */
  enter(node: JsonSchema, pointer: string, depth: number): SchemaIssue | undefined {
    if (depth > MAX_DEPTH) return issue(pointer, "too-deep", `nested deeper than ${MAX_DEPTH} subschemas`);
    if (typeof node === "object") {
      if (this.#ancestors.has(node)) return issue(pointer, "cyclic-schema");
      this.#ancestors.add(node);
    }
    return undefined;
  }

  /** Leaves `node` (after a successful `enter`). */
  leave(node: JsonSchema): void {
    if (typeof node === "object") this.#ancestors.delete(node);
  }
}

/**
 * Visits every subschema of `schema` (itself first, then children in key order) with its JSON Pointer.
 * Returns `too-deep` / `cyclic-schema` issues instead of recursing forever.
 */
export function walkSchema(
  schema: JsonSchema,
  dialect: Dialect,
  visit: (node: JsonSchema, pointer: string, parentKeyword: string | undefined) => void,
): SchemaIssue[] {
  const guard = new WalkGuard();
  const issues: SchemaIssue[] = [];
  const positions = positionsOf(dialect);
  // Same order as `childrenOf`, without building the child list (this walk runs on every schema).
  const go = (node: JsonSchema, pointer: string, depth: number, keyword: string | undefined): void => {
    const stop = guard.enter(node, pointer, depth);
    if (stop) {
      issues.push(stop);
      return;
    }
    visit(node, pointer, keyword);
    if (isJsonObject(node)) {
      for (const key in node) {
        if (!Object.hasOwn(node, key) || !Object.hasOwn(positions, key)) continue;
        const kind = positions[key];
        const value = node[key] as JsonValue;
        if (kind === "array" || (kind === "single-or-array" && Array.isArray(value))) {
          if (!Array.isArray(value)) continue;
          const base = appendPointer(pointer, key);
          for (let index = 0; index < value.length; index++) {
            const item = value[index];
            if (isSchema(item)) go(item, `${base}/${index}`, depth + 1, key);
          }
        } else if (kind === "map") {
          if (!isJsonObject(value)) continue;
          const base = appendPointer(pointer, key);
          for (const name in value) {
            if (!Object.hasOwn(value, name)) continue;
            const item = value[name];
            if (isSchema(item)) go(item, appendPointer(base, name), depth + 1, key);
          }
        } else if (isSchema(value)) {
          go(value, appendPointer(pointer, key), depth + 1, key);
        }
      }
    }
    guard.leave(node);
  };
  go(schema, "", 0, undefined);
  return issues;
}

/**
 * Visits every subschema of `schema` like `walkSchema` (same positions, same order), without JSON Pointers
 * or an ancestor set: the fast path for walks that need no path. Returns `false` as soon as `visit` returns
 * `false` or nesting passes `MAX_DEPTH` (a cycle reaches it too); the caller then runs `walkSchema`, which
 * names the paths. Not exported from the package.
 */
export function scanSchema(schema: JsonSchema, dialect: Dialect, visit: (node: JsonObject, depth: number) => boolean): boolean {
  const positions = positionsOf(dialect);
  const go = (node: JsonSchema, depth: number): boolean => {
    if (depth > MAX_DEPTH) return false;
    if (!isJsonObject(node)) return true;
    if (!visit(node, depth)) return false;
    for (const key in node) {
      if (!Object.hasOwn(node, key) || !Object.hasOwn(positions, key)) continue;
      const kind = positions[key];
      const value = node[key] as JsonValue;
      if (kind === "array" || (kind === "single-or-array" && Array.isArray(value))) {
        if (!Array.isArray(value)) continue;
        for (const item of value) if (isSchema(item) && !go(item, depth + 1)) return false;
      } else if (kind === "map") {
        if (!isJsonObject(value)) continue;
        for (const name in value) {
          if (!Object.hasOwn(value, name)) continue;
          const item = value[name];
          if (isSchema(item) && !go(item, depth + 1)) return false;
        }
      } else if (isSchema(value) && !go(value, depth + 1)) return false;
    }
    return true;
  };
  return go(schema, 0);
}
