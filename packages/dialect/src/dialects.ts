/**
 * The JSON Schema dialects this package knows, and their `$schema` labels.
 * Sources: json-schema.org draft-07 (draft-handrews-json-schema-01), 2019-09, 2020-12 meta-schema URIs.
 */
import { DIALECTS, type Dialect } from "@mcp-wire/core";
import { isJsonObject, own, type JsonSchema } from "./json.js";

export { DIALECTS, type Dialect } from "@mcp-wire/core";

/** Dialects `convertDialect` converts between. */
export type ConvertibleDialect = "draft-07" | "2020-12";

/** The canonical `$schema` label of each dialect (what conversion writes). */
export const DIALECT_URI: Readonly<Record<Dialect, string>> = Object.freeze({
  "draft-07": "http://json-schema.org/draft-07/schema#",
  "2019-09": "https://json-schema.org/draft/2019-09/schema",
  "2020-12": "https://json-schema.org/draft/2020-12/schema",
});

/** The dialect MCP assumes for a tool schema without `$schema` (MCP 2025-11-25, "JSON Schema usage"). */
export const DEFAULT_DIALECT: Dialect = "2020-12";

/**
 * The dialect a `$schema` label names, accepting the usual spellings (http/https, with or without the empty
 * fragment). `undefined` for any other label (draft-04, a custom meta-schema, …).
 */
export function dialectOfLabel(label: string): Dialect | undefined {
  for (const dialect of DIALECTS) if (DIALECT_URI[dialect] === label) return dialect;
  const normalized = normalizeLabel(label);
  for (const dialect of DIALECTS) if (NORMALIZED_URI[dialect] === normalized) return dialect;
  return undefined;
}

function normalizeLabel(label: string): string {
  return label.replace(/^https?:\/\//, "").replace(/#$/, "");
}

const NORMALIZED_URI: Readonly<Record<Dialect, string>> = Object.freeze({
  "draft-07": normalizeLabel(DIALECT_URI["draft-07"]),
  "2019-09": normalizeLabel(DIALECT_URI["2019-09"]),
  "2020-12": normalizeLabel(DIALECT_URI["2020-12"]),
});

/**
 * The dialect a schema declares: its root `$schema` when it names a known dialect, `DEFAULT_DIALECT` when it
 * has none; `undefined` when it names something unknown.
 */
export function dialectOf(schema: JsonSchema): Dialect | undefined {
  if (!isJsonObject(schema)) return DEFAULT_DIALECT;
  const label = own(schema, "$schema");
  if (label === undefined) return DEFAULT_DIALECT;
  return typeof label === "string" ? dialectOfLabel(label) : undefined;
}
