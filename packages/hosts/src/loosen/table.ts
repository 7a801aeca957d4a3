/**
 * The table of rewrites: one module per id, exhaustive over `LooseningId` (a new id breaks the build until its
 * module is listed here).
 */
import type { Rewrite } from "./context.js";
import { arrayItems } from "./rewrites/array-items.js";
import { booleanSubschema } from "./rewrites/boolean-subschema.js";
import { dialect202012 } from "./rewrites/dialect-2020-12.js";
import { dialectDraft07 } from "./rewrites/dialect-draft-07.js";
import { draft04Bounds } from "./rewrites/draft-04-bounds.js";
import { enumDescription } from "./rewrites/enum-description.js";
import { nonFiniteNumber } from "./rewrites/non-finite-number.js";
import { outputWrap } from "./rewrites/output-wrap.js";
import { propertiesArray } from "./rewrites/properties-array.js";
import { refHoist } from "./rewrites/ref-hoist.js";
import { refInline } from "./rewrites/ref-inline.js";
import { requiredNull } from "./rewrites/required-null.js";
import { rootCombinators } from "./rewrites/root-combinators.js";
import { rootObjectType } from "./rewrites/root-object-type.js";
import { tupleRest } from "./rewrites/tuple-rest.js";
import { unicodePattern } from "./rewrites/unicode-pattern.js";
import { unlabel202012 } from "./rewrites/unlabel-2020-12.js";
import type { Source } from "../types.js";
import type { LooseningId } from "./types.js";

/** Each rewrite by id. */
export const REWRITES = Object.freeze({
  "non-finite-number": nonFiniteNumber,
  "dialect-2020-12": dialect202012,
  "dialect-draft-07": dialectDraft07,
  "unlabel-2020-12": unlabel202012,
  "tuple-rest": tupleRest,
  "boolean-subschema": booleanSubschema,
  "properties-array": propertiesArray,
  "required-null": requiredNull,
  "draft-04-exclusive-bounds": draft04Bounds,
  "unicode-pattern": unicodePattern,
  "enum-description": enumDescription,
  "ref-inline": refInline,
  "ref-hoist": refHoist,
  "array-items": arrayItems,
  "root-combinators": rootCombinators,
  "root-object-type": rootObjectType,
  "output-wrap": outputWrap,
} satisfies Record<LooseningId, Rewrite>);

/**
 * The public report or package each rewrite answers (`owner/repo#N`, `npm:<name>@<version>`), by id: what host
 * profiles and generated docs cite beside the ids they list.
 */
export const LOOSENING_SOURCES: Readonly<Record<LooseningId, Source>> = Object.freeze(
  Object.fromEntries(Object.entries(REWRITES).map(([id, rewrite]) => [id, rewrite.source])) as Record<LooseningId, Source>,
);
