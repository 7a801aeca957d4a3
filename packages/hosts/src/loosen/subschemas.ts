/**
 * The traversal under the rewrites' walk: every subschema of a schema (by the dialect's position table) with its JSON
 * Pointer and its polarity, and the small object helpers the rewrites share. `walk.ts` adds the places a `$ref` makes
 * non-positive. Sources: JSON Schema 2020-12 core §10.2 (applicators), validation §6.4.4–5 (`maxContains`).
 */
import { pointer } from "@mcp-wire/core";
import { isJsonObject, mapKeywordValue, own, setOwn, type Dialect, type JsonObject, type JsonSchema, type JsonValue } from "@mcp-wire/dialect";

/** Keywords whose subschema, when loosened, can tighten the whole (negation, exactly-one, a condition). */
const NON_MONOTONE: readonly string[] = ["not", "if", "oneOf"];

/** Keywords that hold a reference. */
export const REFERENCE_KEYWORDS: readonly string[] = ["$ref", "$dynamicRef", "$recursiveRef"];

/**
 * Where `visit` is called: the subschema's pointer, its polarity, the keyword holding it (root: `undefined`), and
 * `widen`: for a place that is not positive only because of the non-monotone keywords above it, widens each of them
 * once the walk is back at its owner — drops a `not`, an `if` with its `then` / `else`, a `maxContains`; reads a
 * `oneOf` as `anyOf` — which is itself a loosening, so the place may then be loosened; returns `false` (and widens
 * nothing) for a place in the target of a `$ref` that sits in a non-positive place (`blockedPlaces`), `true` otherwise.
 */
export interface At {
  readonly path: string;
  readonly positive: boolean;
  readonly keyword: string | undefined;
  readonly widen: () => boolean;
}

/** Reports a widening: the pointer of the keyword widened and what was done. */
export type Widened = (path: string, message: string) => void;

/** One non-monotone step on a path: the owner's pointer and its keyword. */
interface Step {
  readonly owner: string;
  readonly keyword: string;
}

/** Whether `keyword` of `node` keeps the polarity of its subschemas. */
export function monotone(node: JsonObject, keyword: string): boolean {
  if (NON_MONOTONE.includes(keyword)) return false;
  return !(keyword === "contains" && Object.hasOwn(node, "maxContains"));
}

/** The keywords a widening of `keyword` at `node` removes, and what it writes instead. */
function widening(node: JsonObject, keyword: string): { readonly drop: readonly string[]; readonly as?: string; readonly message: string } {
  switch (keyword) {
    case "oneOf":
      return Object.hasOwn(node, "anyOf") ? { drop: ["oneOf"], message: "oneOf dropped so that a branch could be loosened" } : { drop: [], as: "anyOf", message: "oneOf read as anyOf so that a branch could be loosened" };
    case "if":
      return { drop: ["if", "then", "else"], message: "if/then/else dropped so that the condition could be loosened" };
    case "contains":
      return { drop: ["maxContains"], message: "maxContains dropped so that contains could be loosened" };
    default:
      return { drop: [keyword], message: `${keyword} dropped so that what it negates could be loosened` };
  }
}

/**
 * The walk itself: `visit` on every subschema top-down, `blocked` saying which places a reference makes
 * non-positive, each widening reported to `widened`.
 */
export function walk(
  schema: JsonSchema,
  dialect: Dialect,
  visit: (node: JsonSchema, at: At) => JsonSchema,
  blocked: (path: string) => boolean,
  widened: Widened | undefined,
): JsonSchema {
  const marks = new Set<string>();
  const mark = (step: Step): string => `${step.owner}\u0000${step.keyword}`;
  const go = (node: JsonSchema, path: string, steps: readonly Step[], keyword: string | undefined): JsonSchema => {
    const positive = steps.length === 0 && !blocked(path);
    const widen = (): boolean => {
      if (blocked(path)) return false;
      for (const step of steps) marks.add(mark(step));
      return true;
    };
    const next = visit(node, { path, positive, keyword, widen });
    if (!isJsonObject(next)) return next;
    const out: JsonObject = {};
    const dropped = new Set<string>();
    for (const [key, value] of Object.entries(next)) {
      const childSteps = monotone(next, key) ? steps : [...steps, { owner: path, keyword: key }];
      const mapped = mapKeywordValue(dialect, key, value, (child, tokens) => go(child, pointer(path, ...tokens), childSteps, key));
      const step = { owner: path, keyword: key };
      if (!marks.has(mark(step))) {
        setOwn(out, key, mapped);
        continue;
      }
      const how = widening(next, key);
      widened?.(pointer(path, key), how.message);
      for (const name of how.drop) dropped.add(name);
      if (how.as !== undefined) setOwn(out, how.as, mapped);
      else if (!how.drop.includes(key)) setOwn(out, key, mapped);
    }
    if (dropped.size === 0) return out;
    const kept: JsonObject = {};
    for (const [key, value] of Object.entries(out)) if (!dropped.has(key)) setOwn(kept, key, value);
    return kept;
  };
  return go(schema, "", [], undefined);
}

/** Calls `each` on every subschema of `schema` (top-down, with its place); returns nothing. */
export function forEachSubschema(schema: JsonSchema, dialect: Dialect, each: (node: JsonSchema, at: At) => void): void {
  walk(
    schema,
    dialect,
    (node, at) => {
      each(node, at);
      return node;
    },
    () => false,
    undefined,
  );
}

/** A copy of `node` without `keys` (own data properties, key order kept). */
export function without(node: JsonObject, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) if (!keys.includes(key)) setOwn(out, key, value);
  return out;
}

/** `node`'s `description` with `text` appended as a new paragraph (or `text` alone). */
export function describeMore(node: JsonObject, text: string): string {
  const current = own(node, "description");
  return typeof current === "string" && current !== "" ? `${current}\n\n${text}` : text;
}

/** Whether two snapshot values are the same JSON, key order included (a conservative equality: "different" only
 *  ever makes a rewrite keep both or drop one, never merge two that differ). */
export function sameJson(left: JsonValue | undefined, right: JsonValue | undefined): boolean {
  return left !== undefined && right !== undefined && JSON.stringify(left) === JSON.stringify(right);
}

/**
 * The dialect whose positions reach every place a same-document pointer can name in a schema read as `dialect`:
 * draft-07 has no `$defs` keyword, yet validators resolve `#/$defs/…` by pointer; 2019-09's table is draft-07's plus
 * `$defs` (and the 2019-09 keywords, which in a draft-07 schema are unknown names holding data or nothing).
 */
export function walkingDialect(dialect: Dialect): Dialect {
  return dialect === "draft-07" ? "2019-09" : dialect;
}
