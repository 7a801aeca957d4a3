/**
 * What stops every host from loading a schema at all, whatever dialect it reads: keyword values of the wrong
 * type (`invalid-keyword-value`, by the tables of keywords.ts) and `$ref` loops that make no progress
 * (`ref-cycle`: Ajv overflows its stack compiling or validating them). Used by the dialect layer of `@mcp-wire/hosts` (every host)
 * and by the projections, which refuse such a schema rather than claim to fix it.
 */
import type { Dialect } from "./dialects.js";
import { issue, type SchemaIssue } from "./issues.js";
import { isJsonObject, isSchema, own, type JsonObject, type JsonSchema } from "./json.js";
import { IN_PLACE_APPLICATORS, expectedValue } from "./keywords.js";
import { appendPointer } from "./pointer.js";
import { positionsOf } from "./positions.js";
import { followPointer, fragmentTokens, splitRef } from "./refs.js";
import { walkSchema } from "./traverse.js";

/**
 * Keyword values of the wrong type, then `$ref` loops without progress. Empty when the walk guard stops (a
 * schema nested deeper than `MAX_DEPTH`): the callers' own walks report that.
 */
export function structuralIssues(schema: JsonSchema, dialect: Dialect): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  const pointers = new Map<JsonObject, string>();
  const guard = walkSchema(schema, dialect, (node, pointer) => {
    if (!isJsonObject(node)) return;
    pointers.set(node, pointer);
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      const expected = expectedValue(key, node[key] as JsonSchema);
      if (expected !== undefined) out.push(issue(appendPointer(pointer, key), "invalid-keyword-value", `${key} must be ${expected}`));
    }
  });
  if (guard.length > 0) return [];
  return [...out, ...refCycles(schema, dialect, pointers)];
}

/**
 * Every same-document `$ref` on a loop of `$ref`s and in-place applicators (`allOf`, `not`, `if`, …): such a
 * loop applies a schema to the same instance forever. Reported at each `$ref` of the loop, in document order.
 */
function refCycles(root: JsonSchema, dialect: Dialect, pointers: ReadonlyMap<JsonObject, string>): SchemaIssue[] {
  const positions = positionsOf(dialect);
  const anchors = new Map<string, JsonObject>();
  for (const node of pointers.keys()) {
    for (const key of ["$anchor", "$dynamicAnchor"]) {
      const name = own(node, key);
      if (typeof name === "string" && !anchors.has(name)) anchors.set(name, node);
    }
    const id = own(node, "$id");
    if (typeof id === "string" && id.startsWith("#") && !anchors.has(id.slice(1))) anchors.set(id.slice(1), node);
  }
  const rootId = isJsonObject(root) ? own(root, "$id") : undefined;
  const rootBase = typeof rootId === "string" ? rootId.replace(/#.*$/, "") : undefined;
  const target = (node: JsonObject): JsonObject | undefined => {
    const ref = own(node, "$ref");
    if (typeof ref !== "string") return undefined;
    const { base, fragment } = splitRef(ref);
    if (base !== "" && base !== rootBase) return undefined;
    const tokens = fragmentTokens(fragment ?? "");
    const found = tokens === undefined ? anchors.get(fragment ?? "") : followPointer(root, tokens);
    return isJsonObject(found) && pointers.has(found) ? found : undefined;
  };
  const edges = (node: JsonObject): JsonObject[] => {
    const next: JsonObject[] = [];
    const to = target(node);
    if (to !== undefined) next.push(to);
    // draft-07 §8.3: the siblings of `$ref` are ignored.
    if (dialect === "draft-07" && typeof own(node, "$ref") === "string") return next;
    for (const key of IN_PLACE_APPLICATORS) {
      if (!Object.hasOwn(positions, key)) continue;
      const value = own(node, key);
      const items = Array.isArray(value) ? value : isJsonObject(value) && positions[key] === "map" ? Object.values(value) : [value];
      for (const item of items) if (isJsonObject(item) && isSchema(item)) next.push(item);
    }
    return next;
  };
  const reaches = (from: JsonObject, goal: JsonObject): boolean => {
    const seen = new Set<JsonObject>([from]);
    const stack = [from];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      if (node === goal) return true;
      for (const next of edges(node)) if (!seen.has(next)) (seen.add(next), stack.push(next));
    }
    return false;
  };
  const out: SchemaIssue[] = [];
  for (const [node, pointer] of pointers) {
    const to = target(node);
    if (to !== undefined && reaches(to, node)) {
      out.push(issue(appendPointer(pointer, "$ref"), "ref-cycle", `$ref ${JSON.stringify(own(node, "$ref"))} loops back to itself through $ref and in-place applicators only (no progress into the instance)`));
    }
  }
  return out;
}
