/**
 * `non-finite-number`: a keyword whose value holds a number past the double range (`1e400`) is dropped. `JSON.parse`
 * reads such a number as ±Infinity, and `JSON.stringify` writes ±Infinity as `null`: a host that parses the list and
 * passes the schema on (to its model API) sends `maximum: null`, which the meta-schemas and the model APIs refuse;
 * a reader with serde_json's default number parsing refuses the number itself. RFC 8259 §6 lets a parser limit
 * the range of numbers it takes, and recommends the double range for interoperability.
 *
 * The schema `loosen` reads holds no ±Infinity (its snapshot refuses one): `projectTools` reads such a number as a
 * finite stand-in (`LoosenOptions.standIn`, its negation for -Infinity), and this rewrite drops the keywords holding
 * it. A bound no number passes on its side (`maximum: +Infinity`, `minimum: -Infinity`, `maxLength: +Infinity`, …)
 * and an annotation (`default`, `examples`) are dropped with the same meaning; any other keyword (`minimum: 1e400`,
 * `const`, an `enum` with such a member) only where a looser subschema cannot tighten the schema (walk.ts), else it
 * is left with a `no-loosening-form` issue. Where a schema belongs (a member of `properties`, `$defs`, `anyOf`, …)
 * the number is no schema: it is left, with a `no-loosening-form` issue at its path.
 */
import { MAX_SNAPSHOT_VALUES, pointer } from "@mcp-wire/core";
import { isJsonObject, positionOf, type JsonObject, type JsonValue } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { mapSubschemas, without } from "../walk.js";

/** Keywords a number past the double range leaves without effect, by the sign it has there (`1`: +Infinity). */
const NO_EFFECT_AT: Readonly<Record<string, 1 | -1>> = {
  maximum: 1,
  exclusiveMaximum: 1,
  maxLength: 1,
  maxItems: 1,
  maxProperties: 1,
  maxContains: 1,
  minimum: -1,
  exclusiveMinimum: -1,
};

/** Keywords that never change whether a value is valid (JSON Schema 2020-12 meta-data vocabulary, §9). */
const ANNOTATIONS: ReadonlySet<string> = new Set(["default", "examples"]);

/**
 * The JSON Pointer into `value` of the first ±`standIn` it holds (depth-first, in member order; `""` when `value` is
 * one; `standIn` may be `Infinity`, for a value read as `JSON.parse` made it), or `undefined` when it holds none, when
 * reading it threw, or past `MAX_SNAPSHOT_VALUES` values (as many as one read of a tool takes). Walks arrays and
 * objects without recursion, each object once (a tool passed on as received may share or cycle), and builds only the
 * pointer it returns; `projectTools` asks it of each tool it judges.
 */
export function standInPath(value: JsonValue, standIn: number): string | undefined {
  // each visited value with the index of its parent's entry and its token there: a pointer is built only when found
  const values: JsonValue[] = [value];
  const parents: number[] = [-1];
  const tokens: string[] = [""];
  const stack: number[] = [0];
  const seen = new Set<object>();
  try {
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      const member = values[next] as JsonValue;
      if (typeof member === "number" && Math.abs(member) === standIn) return pointerOf(next, parents, tokens);
      if (typeof member !== "object" || member === null || seen.has(member)) continue;
      seen.add(member);
      const keys = Object.keys(member);
      if (values.length + keys.length > MAX_SNAPSHOT_VALUES) return undefined;
      // pushed last to first, so the first member is walked first
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        stack.push(values.length);
        values.push((member as Record<string, JsonValue>)[key] as JsonValue);
        parents.push(next);
        tokens.push(key);
      }
    }
  } catch {
    // a member that cannot be read (a getter, a Proxy trap, of a tool passed on as received): none found
  }
  return undefined;
}

/** The JSON Pointer of entry `at` of {@link standInPath}'s walk, from its parent links. */
function pointerOf(at: number, parents: readonly number[], tokens: readonly string[]): string {
  const path: string[] = [];
  for (let entry = at; entry > 0; entry = parents[entry] as number) path.push(tokens[entry] as string);
  return pointer("", ...path.reverse());
}

/** Whether dropping `keyword` with `value` leaves every verdict as it was. */
function noEffect(keyword: string, value: JsonValue, standIn: number): boolean {
  if (ANNOTATIONS.has(keyword)) return true;
  const sign = Object.hasOwn(NO_EFFECT_AT, keyword) ? NO_EFFECT_AT[keyword] : undefined;
  return sign !== undefined && value === sign * standIn;
}

export const nonFiniteNumber: Rewrite = {
  id: "non-finite-number",
  source: "openclaw/openclaw#104469",
  apply: (schema, context) => {
    const standIn = context.standIn;
    if (standIn === undefined) return schema;
    return mapSubschemas(
      schema,
      context.dialect,
      (node, at) => {
        if (!isJsonObject(node)) return node;
        const dropped: string[] = [];
        for (const keyword of Object.keys(node)) {
          const value = node[keyword] as JsonValue;
          // a subschema's own numbers are met when the walk visits it; a member of a subschema list or map that is the
          // number itself is no schema: said, and left (dropping it could tighten: a branch of anyOf, a $defs entry)
          const position = positionOf(context.dialect, keyword);
          if (position !== undefined && typeof value !== "number") {
            // a list or map of subschemas (not one subschema, whose members are keywords)
            const members = position === "map" ? (isJsonObject(value) ? value : {}) : position !== "single" && Array.isArray(value) ? value : [];
            for (const [member, item] of Object.entries(members)) {
              if (typeof item === "number" && Math.abs(item) === standIn) refuse(context, "no-loosening-form", pointer(at.path, keyword, member), `${keyword} holds a number past the double range where a schema belongs; left as it is`);
            }
            continue;
          }
          if (standInPath(value, standIn) === undefined) continue;
          const path = pointer(at.path, keyword);
          const same = noEffect(keyword, value, standIn);
          if (!same && !at.positive && !at.widen()) {
            refuse(context, "no-loosening-form", path, `${keyword} holds a number past the double range; dropping it here would tighten`);
            continue;
          }
          const what = `${keyword} holds a number past the double range (Infinity once parsed, null once passed on)`;
          note(context, nonFiniteNumber, path, same ? "same" : "looser", same ? `${what}; dropped (it bounded nothing)` : `${what}; dropped`);
          dropped.push(keyword);
        }
        return dropped.length === 0 ? node : (without(node as JsonObject, dropped) as JsonObject);
      },
      (path, message) => note(context, nonFiniteNumber, path, "looser", message),
    );
  },
};
