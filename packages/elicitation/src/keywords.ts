/**
 * What the walk does with a keyword the wire grammar does not carry. Knowledge as data: the walk
 * looks keywords up here and never lists them itself.
 *
 * - `annotation`: carries no constraint; dropped with a note.
 * - `constraint`: restricts values, but the wire cannot advertise it; rejected, or dropped and
 *   listed under `onUnsupported: "drop"` (safe because content is re-validated with the original
 *   schema by `acceptedContent` / `readElicitation`).
 * - `structure`: changes the shape of the data; always rejected.
 *
 * Sources: JSON Schema 2020-12 Validation §6 (constraints), §9 (meta-data annotations),
 * Core §10 (applicators); draft-07 for `definitions`, `dependencies`, `additionalItems`.
 */
export type KeywordClass = "annotation" | "constraint" | "structure";

const ANNOTATIONS = [
  "title",
  "description",
  "default",
  "examples",
  "$comment",
  "$id",
  "$anchor",
  "deprecated",
  "readOnly",
  "writeOnly",
  "contentEncoding",
  "contentMediaType",
  "contentSchema",
  "nullable",
  "x-enumNames",
] as const;

const CONSTRAINTS = [
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "minItems",
  "maxItems",
  "format",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "minContains",
  "maxContains",
  "dependentRequired",
  "propertyNames",
] as const;

const STRUCTURE = [
  "properties",
  "patternProperties",
  "additionalProperties",
  "unevaluatedProperties",
  "dependentSchemas",
  "dependencies",
  "items",
  "prefixItems",
  "additionalItems",
  "unevaluatedItems",
  "contains",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "if",
  "then",
  "else",
  "$ref",
  "$dynamicRef",
  "$recursiveRef",
  "$defs",
  "definitions",
  "const",
  "enum",
  "enumNames",
  "type",
  "required",
] as const;

const table = new Map<string, KeywordClass>([
  ...ANNOTATIONS.map((k) => [k, "annotation"] as const),
  ...CONSTRAINTS.map((k) => [k, "constraint"] as const),
  ...STRUCTURE.map((k) => [k, "structure"] as const),
]);

/** Keywords whose class depends on their value: `additionalProperties: false` only forbids keys. */
const BY_VALUE: Readonly<Record<string, (value: unknown) => KeywordClass | undefined>> = {
  additionalProperties: (value) =>
    value === false ? "constraint" : value === true || isEmptyObject(value) ? "annotation" : undefined,
};

function isEmptyObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/**
 * The class of a keyword outside the wire grammar, given its value. Vendor extensions (`x-…`) are
 * annotations; a keyword no vocabulary defines is a `constraint` (it might restrict values, so it
 * is never silently dropped, but `onUnsupported: "drop"` may drop it).
 */
export function keywordClass(keyword: string, value: unknown): KeywordClass {
  const byValue = Object.hasOwn(BY_VALUE, keyword) ? BY_VALUE[keyword]?.(value) : undefined;
  return byValue ?? table.get(keyword) ?? (keyword.startsWith("x-") ? "annotation" : "constraint");
}

/** Whether a keyword is known to any vocabulary in the table (otherwise the issue says "unknown"). */
export function isKnownKeyword(keyword: string): boolean {
  return table.has(keyword) || keyword.startsWith("x-");
}
