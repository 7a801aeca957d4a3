/**
 * What the walk does with a keyword the wire grammar does not carry where it stands, as data: the JSON Schema class
 * of each keyword comes from `@mcp-wire/core`'s vocabulary table; the few places where the elicitation wire sees a
 * keyword differently are the overrides below. The walk looks keywords up here and never lists them itself.
 *
 * - `annotation`: carries no constraint; dropped with a note.
 * - `constraint`: restricts values, but the wire cannot advertise it; rejected, or dropped and listed under
 *   `onUnsupported: "drop"` (safe because content is re-validated with the original schema by `acceptedContent` /
 *   `readElicitation`).
 * - `structure`: changes the shape of the data; always rejected.
 *
 * Sources: JSON Schema 2020-12 Validation §6 (constraints), §9 (meta-data annotations), Core §8 (identifiers),
 * Core §10 (applicators); draft-07 for `definitions`, `dependencies`, `additionalItems`; OpenAPI 3.0 `nullable`.
 */
import { keywordInfo, type KeywordClass as JsonSchemaClass } from "@mcp-wire/core";

/** How the walk treats a keyword the wire does not carry where it stands. */
export type KeywordClass = "annotation" | "constraint" | "structure";

/** The elicitation class of each JSON Schema class. */
const FROM_JSON_SCHEMA: Readonly<Record<JsonSchemaClass, KeywordClass>> = {
  annotation: "annotation",
  constraint: "constraint",
  applicator: "structure",
  structure: "annotation",
};

/** Keywords the elicitation wire sees otherwise than their JSON Schema class says. */
const OVERRIDES: Readonly<Record<string, KeywordClass>> = {
  // the wire's own shape keywords: out of their place they change what the field is
  type: "structure",
  enum: "structure",
  const: "structure",
  required: "structure",
  enumNames: "structure",
  // a definitions container holds other schemas: a nested form
  $defs: "structure",
  definitions: "structure",
  // restricts the keys of an object only (a constraint, not a nested shape)
  propertyNames: "constraint",
  // OpenAPI 3.0: widens to null; the wire has no null, so the field stays as it is
  nullable: "annotation",
};

/** Keywords whose class depends on their value: `additionalProperties: false` only forbids keys. */
const BY_VALUE: Readonly<Record<string, (value: unknown) => KeywordClass | undefined>> = {
  additionalProperties: (value) =>
    value === false ? "constraint" : value === true || isEmptyObject(value) ? "annotation" : undefined,
};

function isEmptyObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/**
 * The class of a keyword outside the wire grammar, given its value. Identifiers (`$id`, `$anchor`, `$schema` below the
 * root) and vendor extensions (`x-…`) are annotations; a keyword no vocabulary defines is a `constraint` (it might
 * restrict values, so it is never silently dropped, but `onUnsupported: "drop"` may drop it).
 */
export function keywordClass(keyword: string, value: unknown): KeywordClass {
  const byValue = Object.hasOwn(BY_VALUE, keyword) ? BY_VALUE[keyword]?.(value) : undefined;
  if (byValue !== undefined) return byValue;
  if (Object.hasOwn(OVERRIDES, keyword)) return OVERRIDES[keyword]!;
  const known = keywordInfo(keyword);
  if (known !== undefined) return FROM_JSON_SCHEMA[known.class];
  return keyword.startsWith("x-") ? "annotation" : "constraint";
}

/** Whether a keyword is known to a vocabulary (otherwise an issue says "unknown"). */
export function isKnownKeyword(keyword: string): boolean {
  return keywordInfo(keyword) !== undefined || Object.hasOwn(OVERRIDES, keyword) || keyword.startsWith("x-");
}
