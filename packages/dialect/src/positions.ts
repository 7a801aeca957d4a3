/**
 * Where each dialect holds subschemas: keyword → position kind. One frozen table per dialect, the later built
 * from the earlier (draft-07 → 2019-09 → 2020-12), after the meta-schemas' applicator and core vocabularies.
 * Keywords outside these tables hold data (`enum`, `const`, `default`, `examples`, `required`, …), so a
 * property literally named `items`, `definitions` or `$ref` under `properties` is a name, never a keyword.
 */
import type { Dialect } from "./dialects.js";

/**
 * - `single`: the value is one schema (`not`, `additionalProperties`, …);
 * - `array`: an array of schemas (`allOf`, `prefixItems`, …);
 * - `map`: an object whose values are schemas (`properties`, `$defs`, …); values that are not schemas
 *   (the string arrays of draft-07 `dependencies`) are data;
 * - `single-or-array`: one schema or an array of schemas (draft-07 and 2019-09 `items`).
 */
export type PositionKind = "single" | "array" | "map" | "single-or-array";

/** A frozen keyword → position table (null prototype: `constructor` is never a keyword). */
export type PositionTable = Readonly<Record<string, PositionKind>>;

function table(base: PositionTable, add: Record<string, PositionKind>, remove: readonly string[] = []): PositionTable {
  const out: Record<string, PositionKind> = Object.create(null) as Record<string, PositionKind>;
  for (const [keyword, kind] of Object.entries(base)) if (!remove.includes(keyword)) out[keyword] = kind;
  for (const [keyword, kind] of Object.entries(add)) out[keyword] = kind;
  return Object.freeze(out);
}

/** draft-07 (draft-handrews-json-schema-validation-01 §6, §9; core §8 `definitions`). */
export const DRAFT_07_POSITIONS: PositionTable = table(Object.create(null) as PositionTable, {
  additionalItems: "single",
  items: "single-or-array",
  contains: "single",
  additionalProperties: "single",
  propertyNames: "single",
  not: "single",
  if: "single",
  then: "single",
  else: "single",
  allOf: "array",
  anyOf: "array",
  oneOf: "array",
  properties: "map",
  patternProperties: "map",
  dependencies: "map",
  definitions: "map",
});

/**
 * 2019-09: `$defs`, `dependentSchemas`, `unevaluated*`, `contentSchema`; `definitions` and `dependencies`
 * stay because the 2019-09 meta-schema still declares them (as schemas) for compatibility.
 */
export const DRAFT_2019_09_POSITIONS: PositionTable = table(DRAFT_07_POSITIONS, {
  $defs: "map",
  dependentSchemas: "map",
  unevaluatedItems: "single",
  unevaluatedProperties: "single",
  contentSchema: "single",
});

/** 2020-12: `prefixItems` takes the array form; `items` is one schema; `additionalItems` is gone. */
export const DRAFT_2020_12_POSITIONS: PositionTable = table(
  DRAFT_2019_09_POSITIONS,
  { prefixItems: "array", items: "single" },
  ["additionalItems"],
);

const TABLES: Readonly<Record<Dialect, PositionTable>> = Object.freeze({
  "draft-07": DRAFT_07_POSITIONS,
  "2019-09": DRAFT_2019_09_POSITIONS,
  "2020-12": DRAFT_2020_12_POSITIONS,
});

/** The position table of a dialect. */
export function positionsOf(dialect: Dialect): PositionTable {
  return TABLES[dialect];
}

/** The position kind of `keyword` in `dialect`, or `undefined` when the keyword holds no subschema. */
export function positionOf(dialect: Dialect, keyword: string): PositionKind | undefined {
  const positions = TABLES[dialect];
  return Object.hasOwn(positions, keyword) ? positions[keyword] : undefined;
}
