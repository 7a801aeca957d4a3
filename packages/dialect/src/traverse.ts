/**
 * The one traversal helper: every walk over subschemas finds a node's children through `forEachChild` (or,
 * to copy them, `mapKeywordValue`), which read the dialect's position table (positions.ts). Guards against
 * cycles and excessive nesting.
 */
import type { Dialect } from "./dialects.js";
import { issue, type SchemaIssue } from "./issues.js";
import { copyJson, isJsonObject, isSchema, setOwn, type JsonObject, type JsonSchema, type JsonValue } from "./json.js";
import { appendPointer } from "./pointer.js";
import { positionOf, positionsOf, type PositionKind, type PositionTable } from "./positions.js";

/** Subschema nesting beyond this depth is refused with `too-deep`. */
export const MAX_DEPTH = 256;

/** One immediate subschema: `tokens` is its path relative to the parent (`["properties", "a"]`). */
export interface Child {
  readonly keyword: string;
  readonly tokens: readonly string[];
  readonly schema: JsonSchema;
}

/** How a keyword's value holds subschemas: a list, a map of names, one schema, or none (data, or a value of another shape). */
function holding(kind: PositionKind, value: JsonValue): "list" | "map" | "one" | undefined {
  if (kind === "array" || (kind === "single-or-array" && Array.isArray(value))) return Array.isArray(value) ? "list" : undefined;
  if (kind === "map") return isJsonObject(value) ? "map" : undefined;
  return isSchema(value) ? "one" : undefined;
}

/**
 * Calls `each(child, keyword, token)` for every immediate subschema of `node` in key order (`token`: the
 * array index or map name, `undefined` for a keyword holding one schema). Data keywords are never entered.
 * Stops and returns `false` as soon as `each` returns `false`.
 */
function forEachChild(
  node: JsonObject,
  positions: PositionTable,
  each: (child: JsonSchema, keyword: string, token: string | number | undefined) => boolean | void,
): boolean {
  for (const keyword in node) {
    if (!Object.hasOwn(node, keyword) || !Object.hasOwn(positions, keyword)) continue;
    const value = node[keyword] as JsonValue;
    const shape = holding(positions[keyword]!, value);
    if (shape === "list") {
      const list = value as JsonValue[];
      for (let index = 0; index < list.length; index++) {
        const item = list[index];
        if (isSchema(item) && each(item, keyword, index) === false) return false;
      }
    } else if (shape === "map") {
      const map = value as JsonObject;
      for (const name in map) {
        if (!Object.hasOwn(map, name)) continue;
        const item = map[name];
        if (isSchema(item) && each(item, keyword, name) === false) return false;
      }
    } else if (shape === "one" && each(value as JsonSchema, keyword, undefined) === false) return false;
  }
  return true;
}

/** The immediate subschemas of `node` in `dialect`, in key order. Data keywords are never entered. */
export function childrenOf(node: JsonObject, dialect: Dialect): Child[] {
  const out: Child[] = [];
  forEachChild(node, positionsOf(dialect), (schema, keyword, token) => {
    out.push({ keyword, tokens: token === undefined ? [keyword] : [keyword, String(token)], schema });
  });
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
  const shape = kind === undefined ? undefined : holding(kind, value);
  if (shape === "list") {
    return (value as JsonValue[]).map((item, index) => (isSchema(item) ? map(item, [keyword, String(index)]) : copyJson(item)));
  }
  if (shape === "map") {
    const entries: JsonObject = {};
    for (const [name, item] of Object.entries(value as JsonObject)) {
      setOwn(entries, name, isSchema(item) ? map(item, [keyword, name]) : copyJson(item));
    }
    return entries;
  }
  return shape === "one" ? map(value as JsonSchema, [keyword]) : copyJson(value);
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
  const go = (node: JsonSchema, pointer: string, depth: number, keyword: string | undefined): void => {
    const stop = guard.enter(node, pointer, depth);
    if (stop) {
      issues.push(stop);
      return;
    }
    visit(node, pointer, keyword);
    if (isJsonObject(node)) {
      forEachChild(node, positions, (child, key, token) => {
        go(child, token === undefined ? appendPointer(pointer, key) : appendPointer(pointer, key, token), depth + 1, key);
      });
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
    return visit(node, depth) && forEachChild(node, positions, (child) => go(child, depth + 1));
  };
  return go(schema, 0);
}
