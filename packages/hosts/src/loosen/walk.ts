/**
 * The one walk of the rewrites: a copy of a schema with every subschema (by the dialect's position table) passed
 * through `visit` top-down, each with its JSON Pointer and its polarity. A subschema is `positive` when a looser
 * subschema there can only make the whole schema looser: every keyword on its path is monotone (not `not`, `if`,
 * `oneOf`, nor `contains` beside `maxContains`), and no `$ref` of the document sits in a non-positive place (a
 * target may be shared, so one negated reference makes every place non-positive). Sources: JSON Schema 2020-12
 * core §10.2 (applicators), validation §6.4.4–5 (`maxContains`).
 */
import { pointer } from "@mcp-wire/core";
import { isJsonObject, mapKeywordValue, own, setOwn, type Dialect, type JsonObject, type JsonSchema, type JsonValue } from "@mcp-wire/dialect";

/** Keywords whose subschema, when loosened, can tighten the whole (negation, exactly-one, a condition). */
const NON_MONOTONE: readonly string[] = ["not", "if", "oneOf"];

/** Keywords that hold a reference. */
const REFERENCE_KEYWORDS: readonly string[] = ["$ref", "$dynamicRef", "$recursiveRef"];

/** Where `visit` is called: the subschema's pointer, its polarity, and the keyword holding it (root: `undefined`). */
export interface At {
  readonly path: string;
  readonly positive: boolean;
  readonly keyword: string | undefined;
}

/** Whether `keyword` of `node` keeps the polarity of its subschemas. */
export function monotone(node: JsonObject, keyword: string): boolean {
  if (NON_MONOTONE.includes(keyword)) return false;
  return !(keyword === "contains" && Object.hasOwn(node, "maxContains"));
}

function walk(
  schema: JsonSchema,
  dialect: Dialect,
  visit: (node: JsonSchema, at: At) => JsonSchema,
  refsPositive: boolean,
): JsonSchema {
  const go = (node: JsonSchema, path: string, positive: boolean, keyword: string | undefined): JsonSchema => {
    const next = visit(node, { path, positive: positive && refsPositive, keyword });
    if (!isJsonObject(next)) return next;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(next)) {
      const childPositive = positive && monotone(next, key);
      setOwn(out, key, mapKeywordValue(dialect, key, value, (child, tokens) => go(child, pointer(path, ...tokens), childPositive, key)));
    }
    return out;
  };
  return go(schema, "", true, undefined);
}

/** Whether every reference of `schema` sits in a positive place. */
export function referencesPositive(schema: JsonSchema, dialect: Dialect): boolean {
  let positive = true;
  walk(
    schema,
    dialect,
    (node, at) => {
      if (!at.positive && isJsonObject(node) && REFERENCE_KEYWORDS.some((keyword) => Object.hasOwn(node, keyword))) positive = false;
      return node;
    },
    true,
  );
  return positive;
}

/**
 * A copy of `schema` with every subschema replaced by `visit(subschema, at)`, top-down: the walk goes on into the
 * children of what `visit` returned. Data keywords (`enum`, `default`, `required`, …) are copied, never visited.
 * Never mutates `schema`; the snapshot it walks bounds the depth.
 */
export function mapSubschemas(schema: JsonSchema, dialect: Dialect, visit: (node: JsonSchema, at: At) => JsonSchema): JsonSchema {
  return walk(schema, dialect, visit, referencesPositive(schema, dialect));
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
    true,
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
