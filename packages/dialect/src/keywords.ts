/**
 * What value each keyword takes, after the draft-07, 2019-09 and 2020-12 meta-schemas: subschema keywords by
 * their position kind (positions.ts), data keywords by the value kinds below. A value of another type fails
 * every meta-schema-validating host (Ajv: "schema is invalid"), so the dialect layer of `checkTools` reports it for every host
 * as `invalid-keyword-value`. Keywords outside both tables (annotations of vocabularies not listed, unknown
 * keywords) are not checked. Also: the in-place applicators, which apply their subschemas to the same
 * instance (2020-12 core §10.2), so a `$ref` loop through them makes no progress (`ref-cycle`).
 */
import { DIALECTS, inPlaceApplicators, keywordInfo, type ValueKind } from "@mcp-wire/core";
import { isJsonObject, isSchema, type JsonValue } from "./json.js";
import { DRAFT_07_POSITIONS, DRAFT_2020_12_POSITIONS, type PositionKind, type PositionTable } from "./positions.js";

/**
 * Subschema keyword → position kind, read leniently across dialects: the 2020-12 table with the draft-07 kinds
 * over it (`items` may be an array: whether a host reads it as a tuple is `draft-07-tuple` / `tuple-misread`).
 */
export const SHAPE_POSITIONS: PositionTable = Object.freeze(
  Object.assign(Object.create(null) as Record<string, PositionKind>, DRAFT_2020_12_POSITIONS, DRAFT_07_POSITIONS),
);

/** Applicators that apply their subschemas to the instance itself in any dialect (no progress into it). */
export const IN_PLACE_APPLICATORS: ReadonlySet<string> = new Set(DIALECTS.flatMap((dialect) => inPlaceApplicators(dialect)));

const SIMPLE_TYPES: ReadonlySet<unknown> = new Set(["array", "boolean", "integer", "null", "number", "object", "string"]);

const isStringArray = (value: JsonValue): boolean =>
  Array.isArray(value) && value.every((item) => typeof item === "string") && new Set(value).size === value.length;

/** What each value kind accepts, and how a message names it. */
const VALUE_CHECKS: Readonly<Record<ValueKind, readonly [(value: JsonValue) => boolean, string]>> = {
  any: [() => true, "any JSON value"],
  string: [(value) => typeof value === "string", "a string"],
  number: [(value) => typeof value === "number", "a number"],
  "positive-number": [(value) => typeof value === "number" && value > 0, "a number greater than 0"],
  "non-negative-integer": [(value) => Number.isInteger(value) && (value as number) >= 0, "a non-negative integer"],
  boolean: [(value) => typeof value === "boolean", "a boolean"],
  array: [(value) => Array.isArray(value), "an array"],
  "string-array": [isStringArray, "an array of unique strings"],
  type: [
    (value) => SIMPLE_TYPES.has(value) || (Array.isArray(value) && value.length > 0 && value.every((item) => SIMPLE_TYPES.has(item)) && new Set(value).size === value.length),
    "a type name or a non-empty array of unique type names",
  ],
  "string-array-map": [(value) => isJsonObject(value) && Object.values(value).every(isStringArray), "an object of unique-string arrays"],
  "schema-or-string-array-map": [
    (value) => isJsonObject(value) && Object.values(value).every((item) => isSchema(item) || isStringArray(item)),
    "an object of schemas or unique-string arrays",
  ],
};

/** What each position kind accepts (meta-schema `schemaArray` has `minItems: 1`). */
const POSITION_CHECKS: Readonly<Record<PositionKind, readonly [(value: JsonValue) => boolean, string]>> = {
  single: [isSchema, "a schema (an object or a boolean)"],
  array: [(value) => Array.isArray(value) && value.length > 0 && value.every(isSchema), "a non-empty array of schemas"],
  map: [(value) => isJsonObject(value) && Object.values(value).every(isSchema), "an object of schemas"],
  "single-or-array": [(value) => isSchema(value) || (Array.isArray(value) && value.every(isSchema)), "a schema or an array of schemas"],
};

/**
 * What `keyword` must hold when `value` is not it, else `undefined`: read from core's vocabulary value kinds, then from
 * `SHAPE_POSITIONS`. `undefined` for keywords neither table knows.
 */
export function expectedValue(keyword: string, value: JsonValue): string | undefined {
  const kind = keywordInfo(keyword)?.value;
  const check = kind !== undefined
    ? VALUE_CHECKS[kind]
    : Object.hasOwn(SHAPE_POSITIONS, keyword)
      ? POSITION_CHECKS[SHAPE_POSITIONS[keyword] as PositionKind]
      : undefined;
  return check === undefined || check[0](value) ? undefined : check[1];
}
