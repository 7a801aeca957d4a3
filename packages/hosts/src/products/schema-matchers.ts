/**
 * What each schema matcher kind finds in one schema: the JSON Pointers (into that schema) where a rule trips. One
 * function per kind in one table, checked exhaustive by the compiler; the subschemas are listed once per schema
 * (`schemaNodes`) and every rule reads that list.
 */
import { fragmentTokens, keywordInfo, parsePointer, pointer, resolveTokens } from "@mcp-wire/core";
import { DEFAULT_DIALECT, dialectOf, walkSchema } from "@mcp-wire/dialect";
import { jsonDepth } from "../depth.js";
import { sameJson } from "../loosen/subschemas.js";
import { dialectFindingsOf } from "../meta.js";
import { recursiveRefs } from "./recursive-refs.js";
import type { JsonObject, JsonSchema, JsonValue } from "./snapshot.js";
import type { JsonKind, SchemaMatcher, SchemaNode } from "./types.js";

export type { SchemaNode } from "./types.js";


/**
 * Every subschema of `schema` (itself first), at the positions of its declared dialect (no label or an unknown one:
 * 2020-12, the MCP default). Nesting past the traversal bound is not entered (the dialect layer reports it).
 */
export function schemaNodes(schema: JsonSchema): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  walkSchema(schema, dialectOf(schema) ?? DEFAULT_DIALECT, (node, path, parentKeyword) => nodes.push({ schema: node, path, parentKeyword }));
  return nodes;
}

/** The JSON kind of a snapshot value. */
export function kindOf(value: JsonValue): JsonKind {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value as "string" | "number" | "boolean" | "object";
}

/** The object subschemas with their paths (boolean subschemas hold no keywords). */
function objects(nodes: readonly SchemaNode[]): { readonly node: JsonObject; readonly path: string }[] {
  const out: { node: JsonObject; path: string }[] = [];
  for (const { schema, path } of nodes) if (typeof schema === "object") out.push({ node: schema, path });
  return out;
}

/** Whether a `type` value names `"array"` (a string, or a list holding it). */
function namesArray(type: JsonValue | undefined): boolean {
  return type === "array" || (Array.isArray(type) && type.includes("array"));
}

/** The `anyOf` / `allOf` / `oneOf` arrays that stand in for a missing `type` (Gemini CLI's `hasValidTypes`). */
const TYPE_STAND_INS = ["anyOf", "allOf", "oneOf"] as const;

/**
 * Where `node` (at `path`) has a node without `type` and without a combinator array standing in for it, walking as
 * Gemini CLI's `hasValidTypes` does (see the `missing-type` matcher); appends the paths to `out`.
 */
function untyped(node: JsonValue, path: string, out: string[]): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) {
    out.push(path); // an array where a schema belongs (a draft-07 tuple's items) has no type
    return;
  }
  if (node.type === undefined || node.type === null || node.type === "" || node.type === false || node.type === 0) {
    const arrays = TYPE_STAND_INS.filter((keyword) => Array.isArray(node[keyword]));
    if (arrays.length === 0) out.push(path);
    for (const keyword of arrays) (node[keyword] as JsonValue[]).forEach((entry, index) => untyped(entry, pointer(path, keyword, index), out));
    return;
  }
  const properties = node.properties;
  if (node.type === "object" && typeof properties === "object" && properties !== null && !Array.isArray(properties)) {
    for (const [name, value] of Object.entries(properties)) untyped(value, pointer(path, "properties", name), out);
  }
  const items = node.items;
  if (node.type === "array" && items !== undefined && items !== null && items !== false && items !== 0 && items !== "") untyped(items, pointer(path, "items"), out);
}

/**
 * Keywords `keywords-outside` sets aside: annotations (JSON Schema 2020-12 Validation §9, `$comment`; they change no
 * value's verdict) and the `$schema` label.
 */
const SET_ASIDE = (keyword: string): boolean => keyword === "$schema" || keywordInfo(keyword)?.class === "annotation";

type Finder<K extends SchemaMatcher["kind"]> = (schema: JsonSchema, nodes: readonly SchemaNode[], matcher: Extract<SchemaMatcher, { kind: K }>) => string[];

/** Where each matcher kind trips, as JSON Pointers into the schema (in document order). */
const FINDERS: { readonly [K in SchemaMatcher["kind"]]: Finder<K> } = {
  keyword: (schema, nodes, { keywords, at }) => {
    const scope = at === "root" ? nodes.slice(0, 1) : nodes;
    const out: string[] = [];
    for (const { node, path } of objects(scope)) for (const keyword of keywords) if (Object.hasOwn(node, keyword)) out.push(pointer(path, keyword));
    return out;
  },
  "keywords-together": (schema, nodes, { keywords }) =>
    objects(nodes)
      .filter(({ node }) => keywords.every((keyword) => Object.hasOwn(node, keyword)))
      .map(({ path }) => path),
  "keyword-value": (schema, nodes, { keywords, kinds }) => {
    const out: string[] = [];
    for (const { node, path } of objects(nodes)) {
      for (const keyword of keywords) if (Object.hasOwn(node, keyword) && kinds.includes(kindOf(node[keyword]!))) out.push(pointer(path, keyword));
    }
    return out;
  },
  "keyword-values": (schema, nodes, { values, at }) =>
    objects(at === "root" ? nodes.slice(0, 1) : nodes)
      .filter(({ node }) => Object.entries(values).every(([keyword, allowed]) => Object.hasOwn(node, keyword) && allowed.some((value) => sameJson(node[keyword], value))))
      .map(({ path }) => path),
  "boolean-subschema": (schema, nodes, { under, values, except = [] }) =>
    nodes
      .filter(
        (entry) =>
          typeof entry.schema === "boolean" &&
          values.includes(entry.schema) &&
          entry.parentKeyword !== undefined &&
          (under === "anywhere" || entry.parentKeyword === under) &&
          !except.includes(entry.parentKeyword),
      )
      .map(({ path }) => path),
  "root-not-object": (schema) => (typeof schema === "object" && schema.type === "object" ? [] : [""]),
  "root-without": (schema, nodes, { keyword }) => (typeof schema === "object" && schema.type === "object" && !Object.hasOwn(schema, keyword) ? [""] : []),
  "array-without-items": (schema, nodes) =>
    objects(nodes)
      .filter(({ node }) => namesArray(node.type) && !Object.hasOwn(node, "items"))
      .map(({ path }) => path),
  "property-without": (schema, nodes, { keyword, unless }) =>
    nodes
      .filter(
        ({ schema: node, parentKeyword }) =>
          parentKeyword === "properties" && typeof node === "object" && !Object.hasOwn(node, keyword) && !unless.some((other) => Object.hasOwn(node, other)),
      )
      .map(({ path }) => path),
  "enum-kinds": (schema, nodes, { allowed }) => {
    const out: string[] = [];
    for (const { node, path } of objects(nodes)) {
      if (!Object.hasOwn(node, "enum")) continue;
      const values = node.enum;
      if (!Array.isArray(values)) continue; // not an enum the dialect layer accepts
      if (values.length === 0) out.push(pointer(path, "enum"));
      else values.forEach((value, index) => (allowed.includes(kindOf(value)) ? undefined : out.push(pointer(path, "enum", index))));
    }
    return out;
  },
  "ref-prefix": (schema, nodes, { prefix }) =>
    objects(nodes)
      .filter(({ node }) => typeof node.$ref === "string" && !node.$ref.startsWith(prefix))
      .map(({ path }) => pointer(path, "$ref")),
  "recursive-ref": (schema, nodes) => recursiveRefs(schema, nodes),
  "unresolved-ref": (schema, nodes) =>
    objects(nodes)
      .filter(({ node }) => {
        if (typeof node.$ref !== "string" || !node.$ref.startsWith("#")) return false;
        const tokens = fragmentTokens(node.$ref.slice(1));
        return tokens !== undefined && !resolveTokens(schema, tokens).found;
      })
      .map(({ path }) => pointer(path, "$ref")),
  "missing-type": (schema) => {
    const out: string[] = [];
    untyped(schema, "", out);
    return out;
  },
  "schema-bytes": (schema, nodes, { max }) => (Buffer.byteLength(JSON.stringify(schema), "utf8") > max ? [""] : []),
  "dialect-finding": (schema, nodes, { codes, except = [] }) =>
    dialectFindingsOf(schema)
      .filter((found) => codes.includes(found.code) && !except.includes(parsePointer(found.path)?.at(-1) ?? ""))
      .map((found) => found.path),
  "property-name": (schema, nodes, { pattern }) => {
    const properties = typeof schema === "object" ? schema.properties : undefined;
    if (typeof properties !== "object" || properties === null || Array.isArray(properties)) return [];
    const matcher = new RegExp(pattern, "u");
    return Object.keys(properties).filter((name) => !matcher.test(name)).map((name) => pointer("", "properties", name));
  },
  "keywords-outside": (schema, nodes, { keeps }) => {
    const out: string[] = [];
    for (const { node, path } of objects(nodes)) {
      for (const keyword of Object.keys(node)) if (!keeps.includes(keyword) && !SET_ASIDE(keyword)) out.push(pointer(path, keyword));
    }
    return out;
  },
  untyped: (schema, nodes, { with: keywords, at }) =>
    objects(at === "root" ? nodes.slice(0, 1) : nodes)
      .filter(({ node }) => !Object.hasOwn(node, "type") && (keywords.length === 0 || keywords.some((keyword) => Object.hasOwn(node, keyword))))
      .map(({ path }) => path),
  "json-depth": (schema, nodes, { max }) => (jsonDepth(schema) > max ? [""] : []),
};

/**
 * The JSON Pointers in `schema` where `matcher` trips (empty: it does not).
 * @param schema - a snapshot (plain JSON) of one tool schema
 * @param nodes - `schemaNodes(schema)`
 */
export function findMatches(schema: JsonSchema, nodes: readonly SchemaNode[], matcher: SchemaMatcher): string[] {
  return (FINDERS[matcher.kind] as Finder<SchemaMatcher["kind"]>)(schema, nodes, matcher as never);
}
