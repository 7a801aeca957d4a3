/**
 * The draft-07 reading of an unlabelled schema's draft-07-only forms, for the portable projection and the
 * `dialect-2020-12` rewrite of `@mcp-wire/hosts`. MCP reads a schema without `$schema` as 2020-12, but some forms are invalid (or meaningless)
 * in 2020-12 while draft-07 gives them one definite meaning; servers that strip the label of
 * zod-to-json-schema output (draft-07) send exactly these. Each is rewritten to its 2020-12 form and
 * reported as a `read-as-draft-07` note:
 *
 * - `items: [a, b]` (2020-12: `items` must be one schema) with its `additionalItems: X` →
 *   `prefixItems: [a, b]` + `items: X` (draft-07 validation §6.4.1-6.4.2);
 * - `dependencies` (2020-12: deprecated, not validated by 2020-12 readers such as hyperjump) →
 *   `dependentRequired` (string arrays) / `dependentSchemas` (schemas), draft-07 validation §6.5.7;
 * - `$id: "#name"` / `"base#name"` (2020-12 core §8.2.1: `$id` must not carry a non-empty fragment) →
 *   `$anchor: "name"` (+ `$id: "base"`), draft-07 core §8.2.3 (plain-name fragments).
 *
 * `$ref` JSON Pointers into a rewritten keyword are rewritten with it. Everything else keeps its 2020-12
 * meaning (a `$ref` with siblings is valid in both and applies them, as MCP's default dialect says), and
 * `definitions` needs no reading: a `$ref` to `#/definitions/x` is a JSON Pointer, read alike by both.
 */
import { issue, type SchemaIssue } from "../issues.js";
import { copyJson, isJsonObject, isSchema, own, setOwn, type JsonObject, type JsonSchema, type JsonValue } from "../json.js";
import { appendPointer } from "../pointer.js";
import { DRAFT_2020_12_POSITIONS, type PositionKind, type PositionTable } from "../positions.js";
import { rewriteRefPointerIn, type RenameKeyword } from "../refs.js";
import { WalkGuard, scanSchema } from "../traverse.js";

/** A schema after the draft-07 reading, and one `read-as-draft-07` note per form read (empty: unchanged). */
export interface Draft07Reading {
  readonly schema: JsonSchema;
  readonly notes: readonly SchemaIssue[];
}

/** 2020-12 positions plus the draft-07 tuple keywords, so tuple elements are read too. */
const MIXED_POSITIONS: PositionTable = (() => {
  const out: Record<string, PositionKind> = Object.create(null) as Record<string, PositionKind>;
  for (const [keyword, kind] of Object.entries(DRAFT_2020_12_POSITIONS)) out[keyword] = kind;
  out["items"] = "single-or-array";
  out["additionalItems"] = "single";
  return Object.freeze(out);
})();

/** 2020-12 `$anchor` names (core §8.2.2); other fragments are left as written. */
const ANCHOR_NAME = /^[A-Za-z_][-A-Za-z0-9._]*$/;

function readsTuple(node: JsonObject): boolean {
  return Array.isArray(own(node, "items")) && !Object.hasOwn(node, "prefixItems");
}

function readsDependencies(node: JsonObject): boolean {
  const value = own(node, "dependencies");
  if (!isJsonObject(value) || Object.hasOwn(node, "dependentRequired") || Object.hasOwn(node, "dependentSchemas")) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every((item) => isSchema(item) || (Array.isArray(item) && item.every((name) => typeof name === "string")));
}

/** `[base, name]` of an `$id` read as an anchor, or `undefined`. */
function idAnchor(node: JsonObject): readonly [string, string] | undefined {
  const id = own(node, "$id");
  if (typeof id !== "string" || Object.hasOwn(node, "$anchor")) return undefined;
  const hash = id.indexOf("#");
  const name = hash < 0 ? "" : id.slice(hash + 1);
  return ANCHOR_NAME.test(name) ? [id.slice(0, hash), name] : undefined;
}

function hasDraft07Form(node: JsonObject): boolean {
  return readsTuple(node) || readsDependencies(node) || idAnchor(node) !== undefined;
}

/** Pointer tokens of `$ref`s into a rewritten keyword, renamed with it. */
const rename: RenameKeyword = (keyword, next, node) => {
  if (!isJsonObject(node)) return keyword;
  if (keyword === "items" && next !== undefined && /^\d+$/.test(next) && readsTuple(node)) return "prefixItems";
  if (keyword === "additionalItems" && readsTuple(node)) return "items";
  if (keyword === "dependencies" && next !== undefined && readsDependencies(node)) {
    return Array.isArray(own(own(node, "dependencies") as JsonObject, next)) ? "dependentRequired" : "dependentSchemas";
  }
  return keyword;
};

/**
 * Reads the draft-07-only forms of an unlabelled schema with their draft-07 meaning (see the module comment).
 * Returns `schema` itself, with no notes, when it has none (or carries a `$schema` label: a declared dialect is
 * never second-guessed); otherwise a new schema and one `read-as-draft-07` note (`SchemaIssue`, path into the
 * input) per form. A cyclic or too deep schema is returned unchanged (the caller reports it). Never mutates.
 */
export function readDraft07Forms(schema: JsonSchema): Draft07Reading {
  if (!isJsonObject(schema) || Object.hasOwn(schema, "$schema")) return { schema, notes: [] };
  if (scanSchema(schema, "2020-12", (node) => !hasDraft07Form(node))) return { schema, notes: [] };
  const notes: SchemaIssue[] = [];
  const guard = new WalkGuard();
  let stopped = false;

  const read = (node: JsonSchema, pointer: string, depth: number, resourceRoot: JsonSchema): JsonSchema => {
    if (!isJsonObject(node)) return node;
    if (guard.enter(node, pointer, depth) !== undefined) {
      stopped = true;
      return node;
    }
    const id = own(node, "$id");
    const root = depth > 0 && typeof id === "string" && !id.startsWith("#") ? node : resourceRoot;
    const child = (value: JsonSchema, ...tokens: string[]): JsonSchema => read(value, appendPointer(pointer, ...tokens), depth + 1, root);
    const out: JsonObject = {};
    const tuple = readsTuple(node);
    for (const keyword in node) {
      if (!Object.hasOwn(node, keyword)) continue;
      const value = node[keyword] as JsonValue;
      if (keyword === "items" && tuple) {
        setOwn(out, "prefixItems", (value as JsonValue[]).map((item, index) => (isSchema(item) ? child(item, "items", String(index)) : copyJson(item))));
        const additional = own(node, "additionalItems");
        if (isSchema(additional)) setOwn(out, "items", child(additional, "additionalItems"));
        const also = isSchema(additional) ? " and additionalItems as items" : "";
        notes.push(issue(appendPointer(pointer, "items"), "read-as-draft-07", `the draft-07 tuple items: [...] read as prefixItems${also} (a schema without $schema is 2020-12, where an items array is invalid)`));
      } else if (keyword === "additionalItems") {
        if (!tuple) setOwn(out, keyword, copyJson(value)); // ignored by both dialects without a tuple
      } else if (keyword === "dependencies" && readsDependencies(node)) {
        const required: JsonObject = {};
        const schemas: JsonObject = {};
        for (const [name, item] of Object.entries(value as JsonObject)) {
          if (Array.isArray(item)) setOwn(required, name, copyJson(item));
          else setOwn(schemas, name, child(item as JsonSchema, "dependencies", name));
        }
        if (Object.keys(required).length > 0) setOwn(out, "dependentRequired", required);
        if (Object.keys(schemas).length > 0) setOwn(out, "dependentSchemas", schemas);
        notes.push(issue(appendPointer(pointer, "dependencies"), "read-as-draft-07", "draft-07 dependencies read as dependentRequired/dependentSchemas (2020-12 readers do not apply dependencies)"));
      } else if (keyword === "$id" && idAnchor(node) !== undefined) {
        const [base, name] = idAnchor(node) as readonly [string, string];
        if (base !== "") setOwn(out, "$id", base);
        setOwn(out, "$anchor", name);
        notes.push(issue(appendPointer(pointer, "$id"), "read-as-draft-07", `$id ${JSON.stringify(value)} read as the draft-07 plain-name fragment $anchor ${JSON.stringify(name)} (2020-12 forbids a fragment in $id)`));
      } else if (keyword === "$ref" && typeof value === "string") {
        setOwn(out, keyword, rewriteRefPointerIn(value, MIXED_POSITIONS, rename, root));
      } else {
        setOwn(out, keyword, mapValue(keyword, value, child));
      }
    }
    guard.leave(node);
    return out;
  };

  const out = read(schema, "", 0, schema);
  return stopped ? { schema, notes: [] } : { schema: out, notes };
}

/** A copy of one keyword's value with its subschemas (per `MIXED_POSITIONS`) read; data deep-copied. */
function mapValue(keyword: string, value: JsonValue, child: (value: JsonSchema, ...tokens: string[]) => JsonSchema): JsonValue {
  const kind = Object.hasOwn(MIXED_POSITIONS, keyword) ? MIXED_POSITIONS[keyword] : undefined;
  if (kind === undefined) return copyJson(value);
  if ((kind === "array" || kind === "single-or-array") && Array.isArray(value)) {
    return value.map((item, index) => (isSchema(item) ? child(item, keyword, String(index)) : copyJson(item)));
  }
  if (kind === "map" && isJsonObject(value)) {
    const out: JsonObject = {};
    for (const [name, item] of Object.entries(value)) setOwn(out, name, isSchema(item) ? child(item, keyword, name) : copyJson(item));
    return out;
  }
  return (kind === "single" || kind === "single-or-array") && isSchema(value) ? child(value, keyword) : copyJson(value);
}
