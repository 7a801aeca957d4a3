/**
 * What 2020-12 forms mean to a draft-07 reader: the rules `convertDialect` (exact, refuses what it cannot say) and
 * the portable projection (may loosen, says so) share. One home for each rule.
 * Sources: 2020-12 Core §10.2 (in-place applicators), §11 (unevaluated*), Validation §6.4.4–§6.4.5
 * (minContains/maxContains), §6.5.4 (dependentRequired); draft-07 Validation §6.5.7 (dependencies), Core §8.3
 * (siblings of `$ref` are ignored).
 */
import { inPlaceApplicators } from "@mcp-wire/core";
import { own, setOwn, type JsonObject, type JsonValue } from "./json.js";

/** Meta-data keywords that never change validation, so they may stay beside a draft-07 `$ref`. */
export const META_DATA: ReadonlySet<string> = new Set(["$comment", "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly"]);

/** The 2020-12 in-place applicators, whose annotations `unevaluated*` sees. */
const IN_PLACE_2020_12 = inPlaceApplicators("2020-12");

/**
 * Whether `unevaluatedProperties`/`unevaluatedItems` of `node` may see more than its own `properties`/`items`: an
 * in-place applicator (or `contains`, for items) beside it can evaluate more, so no `additional*` twin says the same.
 */
export function unevaluatedSeesMore(node: JsonObject, keyword: "unevaluatedProperties" | "unevaluatedItems"): boolean {
  return IN_PLACE_2020_12.some((key) => Object.hasOwn(node, key)) || (keyword === "unevaluatedItems" && Object.hasOwn(node, "contains"));
}

/**
 * The draft-07 twin that says what `unevaluated*` says when nothing in place evaluates more (`additionalProperties`,
 * `items`, or `additionalItems` after a tuple), or `undefined` when the twin is already there (then `unevaluated*`
 * is a no-op: the twin evaluated everything).
 */
export function unevaluatedTwin(node: JsonObject, keyword: "unevaluatedProperties" | "unevaluatedItems"): string | undefined {
  if (keyword === "unevaluatedProperties") return Object.hasOwn(node, "additionalProperties") ? undefined : "additionalProperties";
  if (Object.hasOwn(node, "items")) return undefined;
  return Object.hasOwn(node, "prefixItems") ? "additionalItems" : "items";
}

/** Whether `minContains: 0` without `maxContains` makes `contains` always pass (Validation §6.4.5). */
export function containsIsVacuous(node: JsonObject): boolean {
  return own(node, "minContains") === 0 && !Object.hasOwn(node, "maxContains");
}

/** Whether a `minContains`/`maxContains` bound changes nothing: no `contains`, `minContains: 1`, or a vacuous 0. */
export function containsBoundIsNoop(node: JsonObject, keyword: string, value: JsonValue): boolean {
  return !Object.hasOwn(node, "contains") || (keyword === "minContains" && (value === 1 || containsIsVacuous(node)));
}

/**
 * Whether an `enum` is empty and is better written `not: {}` (the same meaning: no value is valid), because some
 * draft-07 meta-schemas (hyperjump's, some implementations') require a non-empty `enum`.
 */
export function emptyEnumAsNot(node: JsonObject, value: JsonValue): boolean {
  return Array.isArray(value) && value.length === 0 && !Object.hasOwn(node, "not");
}

/** A `dependencies` member as a schema: a string array is `{ required: [...] }` (draft-07 Validation §6.5.7). */
function asSchema(value: JsonValue): JsonValue {
  return Array.isArray(value) ? { required: value } : value;
}

/**
 * Adds one `dependentRequired` or `dependentSchemas` member to a draft-07 `dependencies` map: a name already there
 * gets both, as `allOf` (the two 2020-12 keywords apply together).
 */
export function addDependency(dependencies: JsonObject, name: string, value: JsonValue): void {
  const before = own(dependencies, name);
  setOwn(dependencies, name, before === undefined ? value : { allOf: [asSchema(before), asSchema(value)] });
}

