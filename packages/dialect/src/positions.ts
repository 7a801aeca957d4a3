/**
 * Where each dialect holds subschemas: keyword → position kind, one frozen table per dialect, derived from
 * `@mcp-wire/core`'s vocabulary table (draft-07, 2019-09, 2020-12 applicator and core vocabularies, with the
 * compatibility keywords their meta-schemas keep). Keywords outside these tables hold data (`enum`, `const`,
 * `default`, `examples`, `required`, …), so a property literally named `items`, `definitions` or `$ref` under
 * `properties` is a name, never a keyword.
 */
import { POSITIONS, type Dialect, type PositionKind, type PositionTable } from "@mcp-wire/core";

export type { PositionKind, PositionTable } from "@mcp-wire/core";

/** draft-07 (draft-handrews-json-schema-validation-01 §6, §9; core §8 `definitions`). */
export const DRAFT_07_POSITIONS: PositionTable = POSITIONS["draft-07"];

/**
 * 2019-09: `$defs`, `dependentSchemas`, `unevaluated*`, `contentSchema`; `definitions` and `dependencies` stay because
 * the 2019-09 meta-schema still declares them (as schemas) for compatibility.
 */
export const DRAFT_2019_09_POSITIONS: PositionTable = POSITIONS["2019-09"];

/** 2020-12: `prefixItems` takes the array form; `items` is one schema; `additionalItems` is gone. */
export const DRAFT_2020_12_POSITIONS: PositionTable = POSITIONS["2020-12"];

/** The position table of a dialect. */
export function positionsOf(dialect: Dialect): PositionTable {
  return POSITIONS[dialect];
}

/** The position kind of `keyword` in `dialect`, or `undefined` when the keyword holds no subschema. */
export function positionOf(dialect: Dialect, keyword: string): PositionKind | undefined {
  const positions = POSITIONS[dialect];
  return Object.hasOwn(positions, keyword) ? positions[keyword] : undefined;
}
