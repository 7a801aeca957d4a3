/**
 * The JSON Schema vocabulary as one table: every keyword of draft-07, 2019-09 and 2020-12 with its class, the
 * subschema position it has in each dialect, the kind of value it takes, and whether it applies its subschemas to the
 * instance itself. Every package reads keywords here; the per-dialect position tables are derived from it and frozen.
 *
 * Sources: draft-07 (draft-handrews-json-schema-01 §8, -validation-01 §6–§10), 2019-09 and 2020-12 Core (§8 core
 * vocabulary, §10 applicators, §11 unevaluated) and Validation (§6 assertions, §7 format, §8 content, §9 meta-data),
 * and the meta-schemas of each dialect (which keep `definitions` and `dependencies` as compatibility keywords).
 */

/** The dialects the vocabulary describes, oldest first. */
export const DIALECTS = ["draft-07", "2019-09", "2020-12"] as const;
/** A JSON Schema dialect: `"draft-07"`, `"2019-09"` or `"2020-12"`. */
export type Dialect = (typeof DIALECTS)[number];

/**
 * What a keyword does:
 * - `annotation`: carries information, never a verdict (`title`, `default`, `contentSchema` in 2019-09+);
 * - `constraint`: asserts something about the instance itself (`minLength`, `enum`, `required`, `format` where
 *   format assertion is on);
 * - `applicator`: applies subschemas to the instance or its parts (`properties`, `allOf`, `$ref`);
 * - `structure`: identifies and organises schemas (`$schema`, `$id`, `$anchor`, `$defs`).
 */
export type KeywordClass = "annotation" | "constraint" | "applicator" | "structure";

/**
 * How a keyword holds subschemas:
 * - `single`: one schema (`not`, `additionalProperties`, …);
 * - `array`: an array of schemas (`allOf`, `prefixItems`, …);
 * - `map`: an object whose values are schemas (`properties`, `$defs`, …); values that are not schemas (the string
 *   arrays of draft-07 `dependencies`) are data;
 * - `single-or-array`: one schema or an array of schemas (draft-07 and 2019-09 `items`).
 */
export type PositionKind = "single" | "array" | "map" | "single-or-array";

/** The value kinds of data keywords (meta-schema definitions `nonNegativeInteger`, `stringArray`, `simpleTypes`, …). */
export type ValueKind =
  | "any"
  | "string"
  | "number"
  | "positive-number"
  | "non-negative-integer"
  | "boolean"
  | "array"
  | "string-array"
  | "type"
  | "string-array-map"
  | "schema-or-string-array-map";

/** One keyword of the vocabulary. */
export interface KeywordInfo {
  readonly keyword: string;
  readonly class: KeywordClass;
  /** The dialects whose vocabularies define the keyword (compatibility keywords only where they are real keywords). */
  readonly dialects: readonly Dialect[];
  /** Where the keyword holds subschemas, per dialect (including compatibility keywords the meta-schema declares). */
  readonly positions: Readonly<Partial<Record<Dialect, PositionKind>>>;
  /** The kind of value the keyword takes when it is not read from its positions alone (data keywords, `dependencies`). */
  readonly value?: ValueKind;
  /** Applies its subschemas to the instance itself, not to a part of it (2020-12 Core §10.2): no progress. */
  readonly inPlace: boolean;
}

const ALL: readonly Dialect[] = DIALECTS;
const FROM_2019: readonly Dialect[] = ["2019-09", "2020-12"];

type PositionMap = Partial<Record<Dialect, PositionKind>>;
/** A row: class, dialects, and the positions, the value kind, or both (a map whose values may be data). */
type Row = readonly [KeywordClass, readonly Dialect[], PositionMap | ValueKind | { readonly positions: PositionMap; readonly value: ValueKind }, "in-place"?];

const everywhere = (kind: PositionKind): Partial<Record<Dialect, PositionKind>> => ({ "draft-07": kind, "2019-09": kind, "2020-12": kind });
const from2019 = (kind: PositionKind): Partial<Record<Dialect, PositionKind>> => ({ "2019-09": kind, "2020-12": kind });

const ROWS: Readonly<Record<string, Row>> = {
  // core vocabulary
  $schema: ["structure", ALL, "string"],
  $id: ["structure", ALL, "string"],
  $anchor: ["structure", FROM_2019, "string"],
  $dynamicAnchor: ["structure", ["2020-12"], "string"],
  $recursiveAnchor: ["structure", ["2019-09"], "boolean"],
  // the meta-schema wants an object of booleans; no validator a host embeds reads it, so its value is not judged here
  $vocabulary: ["structure", FROM_2019, "any"],
  $comment: ["annotation", ALL, "string"],
  $defs: ["structure", FROM_2019, from2019("map")],
  // draft-07 §9; kept by the 2019-09 and 2020-12 meta-schemas for compatibility
  definitions: ["structure", ["draft-07"], everywhere("map")],
  $ref: ["applicator", ALL, "string", "in-place"],
  $dynamicRef: ["applicator", ["2020-12"], "string", "in-place"],
  $recursiveRef: ["applicator", ["2019-09"], "string", "in-place"],
  // applicators: in place
  allOf: ["applicator", ALL, everywhere("array"), "in-place"],
  anyOf: ["applicator", ALL, everywhere("array"), "in-place"],
  oneOf: ["applicator", ALL, everywhere("array"), "in-place"],
  not: ["applicator", ALL, everywhere("single"), "in-place"],
  if: ["applicator", ALL, everywhere("single"), "in-place"],
  then: ["applicator", ALL, everywhere("single"), "in-place"],
  else: ["applicator", ALL, everywhere("single"), "in-place"],
  dependentSchemas: ["applicator", FROM_2019, from2019("map"), "in-place"],
  // draft-07 §6.5.7: schema values apply in place, string arrays are data; kept by later meta-schemas
  dependencies: ["applicator", ["draft-07"], { positions: everywhere("map"), value: "schema-or-string-array-map" }, "in-place"],
  // applicators: into the instance's parts
  items: ["applicator", ALL, { "draft-07": "single-or-array", "2019-09": "single-or-array", "2020-12": "single" }],
  prefixItems: ["applicator", ["2020-12"], { "2020-12": "array" }],
  additionalItems: ["applicator", ["draft-07", "2019-09"], { "draft-07": "single", "2019-09": "single" }],
  contains: ["applicator", ALL, everywhere("single")],
  properties: ["applicator", ALL, everywhere("map")],
  patternProperties: ["applicator", ALL, everywhere("map")],
  additionalProperties: ["applicator", ALL, everywhere("single")],
  propertyNames: ["applicator", ALL, everywhere("single")],
  unevaluatedItems: ["applicator", FROM_2019, from2019("single")],
  unevaluatedProperties: ["applicator", FROM_2019, from2019("single")],
  // validation: assertions
  type: ["constraint", ALL, "type"],
  enum: ["constraint", ALL, "array"],
  const: ["constraint", ALL, "any"],
  multipleOf: ["constraint", ALL, "positive-number"],
  maximum: ["constraint", ALL, "number"],
  exclusiveMaximum: ["constraint", ALL, "number"],
  minimum: ["constraint", ALL, "number"],
  exclusiveMinimum: ["constraint", ALL, "number"],
  maxLength: ["constraint", ALL, "non-negative-integer"],
  minLength: ["constraint", ALL, "non-negative-integer"],
  pattern: ["constraint", ALL, "string"],
  maxItems: ["constraint", ALL, "non-negative-integer"],
  minItems: ["constraint", ALL, "non-negative-integer"],
  uniqueItems: ["constraint", ALL, "boolean"],
  maxContains: ["constraint", FROM_2019, "non-negative-integer"],
  minContains: ["constraint", FROM_2019, "non-negative-integer"],
  maxProperties: ["constraint", ALL, "non-negative-integer"],
  minProperties: ["constraint", ALL, "non-negative-integer"],
  required: ["constraint", ALL, "string-array"],
  dependentRequired: ["constraint", FROM_2019, "string-array-map"],
  // format: an annotation by default in 2019-09+, an assertion in the validators hosts embed (ajv-formats)
  format: ["constraint", ALL, "string"],
  // content (annotations in 2019-09+)
  contentEncoding: ["annotation", ALL, "string"],
  contentMediaType: ["annotation", ALL, "string"],
  contentSchema: ["annotation", FROM_2019, from2019("single")],
  // meta-data
  title: ["annotation", ALL, "string"],
  description: ["annotation", ALL, "string"],
  default: ["annotation", ALL, "any"],
  deprecated: ["annotation", FROM_2019, "boolean"],
  readOnly: ["annotation", ALL, "boolean"],
  writeOnly: ["annotation", ALL, "boolean"],
  examples: ["annotation", ALL, "array"],
};

function info(keyword: string, [kind, dialects, shape, inPlace]: Row): KeywordInfo {
  const [positions, value] = typeof shape === "string" ? [{}, shape] : "positions" in shape ? [shape.positions, shape.value] : [shape, undefined];
  const base = { keyword, class: kind, dialects, positions: Object.freeze({ ...positions }), inPlace: inPlace === "in-place" };
  return Object.freeze(value === undefined ? base : { ...base, value });
}

/** Every keyword of the vocabulary, keyed by name (a null-prototype record: `constructor` is never a keyword). */
export const VOCABULARY: Readonly<Record<string, KeywordInfo>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, KeywordInfo>, Object.fromEntries(Object.entries(ROWS).map(([keyword, row]) => [keyword, info(keyword, row)]))),
);

/** A keyword's row, or `undefined` for a keyword no vocabulary here defines (`x-…`, `nullable`, typos). */
export function keywordInfo(keyword: string): KeywordInfo | undefined {
  return Object.hasOwn(VOCABULARY, keyword) ? VOCABULARY[keyword] : undefined;
}

/** A frozen keyword → position table (null prototype: `constructor` is never a keyword). */
export type PositionTable = Readonly<Record<string, PositionKind>>;

function positionTable(dialect: Dialect): PositionTable {
  const out = Object.create(null) as Record<string, PositionKind>;
  for (const row of Object.values(VOCABULARY)) {
    const kind = row.positions[dialect];
    if (kind !== undefined) out[row.keyword] = kind;
  }
  return Object.freeze(out);
}

/** Where each dialect holds subschemas, derived from {@link VOCABULARY}: one frozen table per dialect. */
export const POSITIONS: Readonly<Record<Dialect, PositionTable>> = Object.freeze({
  "draft-07": positionTable("draft-07"),
  "2019-09": positionTable("2019-09"),
  "2020-12": positionTable("2020-12"),
});

/**
 * The in-place applicators of a dialect (2020-12 Core §10.2; draft-07 `dependencies` with schema values): the
 * keywords whose subschemas apply to the instance itself — a `$ref` loop through them makes no progress, and
 * `unevaluated*` sees their annotations (2020-12 Core §11).
 */
export function inPlaceApplicators(dialect: Dialect): readonly string[] {
  return IN_PLACE[dialect];
}

const IN_PLACE: Readonly<Record<Dialect, readonly string[]>> = Object.freeze(
  Object.fromEntries(
    DIALECTS.map((dialect) => [dialect, Object.freeze(Object.values(VOCABULARY).filter((row) => row.inPlace && row.dialects.includes(dialect)).map((row) => row.keyword))]),
  ) as Record<Dialect, readonly string[]>,
);
