/**
 * draft-07 → 2020-12, node by node. Follows the 2020-12 release notes (json-schema.org/draft/2020-12/release-notes):
 * tuple `items: [...]` → `prefixItems`, `additionalItems` → `items`; `definitions` → `$defs`; `dependencies` →
 * `dependentRequired` / `dependentSchemas`; `$id: "#name"` → `$anchor`; and draft-07 §8.3: keywords beside
 * `$ref` are ignored, so they are dropped (except `definitions`, which `$ref`s may still point into).
 */
import { DIALECT_URI, dialectOfLabel } from "../dialects.js";
import { issue } from "../issues.js";
import { copyJson, isJsonObject, isSchema, own, setOwn, type JsonObject, type JsonSchema, type JsonValue } from "../json.js";
import { appendPointer } from "../pointer.js";
import { DRAFT_07_POSITIONS } from "../positions.js";
import { rewriteRefPointer, type RenameKeyword } from "../refs.js";
import { mapKeywordValue } from "../traverse.js";
import { enterNode, type Child, type ConvertContext, type NodeAt } from "./context.js";

/** Pointer keyword renames for references written against draft-07 positions. */
export const renameUp: RenameKeyword = (keyword, next) => {
  if (keyword === "definitions") return "$defs";
  if (keyword === "items" && next !== undefined && /^\d+$/.test(next)) return "prefixItems";
  if (keyword === "additionalItems") return "items";
  if (keyword === "dependencies") return "dependentSchemas";
  return keyword;
};

/** Converts one draft-07 subschema (and everything under it) to 2020-12. */
export function up(node: JsonSchema, at: NodeAt, ctx: ConvertContext): JsonSchema {
  if (!isJsonObject(node)) return node;
  const entered = enterNode(node, at, ctx, up);
  if (!entered) return node;
  const { child } = entered;
  const out = typeof own(node, "$ref") === "string" ? refNode(node, at, ctx, child) : keywords(node, at, ctx, child);
  ctx.guard.leave(node);
  return out;
}

/** draft-07 §8.3: all other properties of a `$ref` object are ignored; `definitions` is kept as a ref target. */
function refNode(node: JsonObject, at: NodeAt, ctx: ConvertContext, child: Child): JsonObject {
  const out: JsonObject = {};
  setOwn(out, "$ref", rewriteRefPointer(own(node, "$ref") as string, "draft-07", renameUp, at.resourceRoot));
  if (at.isRoot) setOwn(out, "$schema", DIALECT_URI["2020-12"]);
  const definitions = own(node, "definitions");
  if (isJsonObject(definitions)) setOwn(out, "$defs", mapDefinitions(definitions, child));
  void ctx;
  return out;
}

function mapDefinitions(definitions: JsonObject, child: Child): JsonObject {
  const out: JsonObject = {};
  for (const [name, value] of Object.entries(definitions)) {
    setOwn(out, name, isSchema(value) ? child(value, "definitions", name) : copyJson(value));
  }
  return out;
}

function keywords(node: JsonObject, at: NodeAt, ctx: ConvertContext, child: Child): JsonObject {
  const out: JsonObject = {};
  const items = own(node, "items");
  for (const [keyword, value] of Object.entries(node)) {
    switch (keyword) {
      case "$schema":
        schemaLabel(out, value, at, ctx);
        break;
      case "$id":
        idToAnchor(out, value);
        break;
      case "definitions":
        if (isJsonObject(value) && !Object.hasOwn(node, "$defs")) setOwn(out, "$defs", mapDefinitions(value, child));
        else if (isJsonObject(value)) ctx.issues.push(issue(appendPointer(at.pointer, "definitions"), "keyword-conflict", "definitions beside $defs"));
        else setOwn(out, keyword, copyJson(value));
        break;
      case "dependencies":
        dependencies(out, value, child);
        break;
      case "items":
        if (Array.isArray(value)) {
          const prefix = value.map((item, index) => (isSchema(item) ? child(item, "items", String(index)) : copyJson(item)));
          if (prefix.length > 0) setOwn(out, "prefixItems", prefix);
          const additional = own(node, "additionalItems");
          if (isSchema(additional)) setOwn(out, "items", child(additional, "additionalItems"));
        } else setOwn(out, "items", isSchema(value) ? child(value, "items") : copyJson(value));
        break;
      case "additionalItems":
        // Only meaningful after an items array (handled there); otherwise ignored by draft-07 (validation §6.4.2).
        if (!Array.isArray(items) && !isSchema(value)) setOwn(out, keyword, copyJson(value));
        break;
      default:
        // Data keywords (no subschema position) are copied without building a mapping closure.
        setOwn(out, keyword, Object.hasOwn(DRAFT_07_POSITIONS, keyword) ? mapKeywordValue("draft-07", keyword, value, (item, tokens) => child(item, ...tokens)) : copyJson(value));
    }
  }
  if (at.isRoot) setOwn(out, "$schema", DIALECT_URI["2020-12"]);
  return reorderSchemaFirst(out);
}

function schemaLabel(out: JsonObject, value: JsonValue, at: NodeAt, ctx: ConvertContext): void {
  if (at.isRoot) return; // written once, at the end
  if (typeof value === "string" && dialectOfLabel(value) === "draft-07") setOwn(out, "$schema", DIALECT_URI["2020-12"]);
  else ctx.issues.push(issue(appendPointer(at.pointer, "$schema"), "embedded-dialect", `embedded $schema ${JSON.stringify(value)} is not draft-07`));
}

/** `$id: "#name"` → `$anchor: "name"`; `$id: "base#name"` → `$id: "base"` + `$anchor`; `"base#"` → `"base"`. */
function idToAnchor(out: JsonObject, value: JsonValue): void {
  if (typeof value !== "string") {
    setOwn(out, "$id", copyJson(value));
    return;
  }
  const hash = value.indexOf("#");
  if (hash < 0) {
    setOwn(out, "$id", value);
    return;
  }
  const base = value.slice(0, hash);
  const name = value.slice(hash + 1);
  if (base !== "") setOwn(out, "$id", base);
  if (name !== "") setOwn(out, "$anchor", name);
}

/** draft-07 §6.5.7: array values → `dependentRequired`, schema values → `dependentSchemas`. */
function dependencies(out: JsonObject, value: JsonValue, child: Child): void {
  if (!isJsonObject(value)) {
    setOwn(out, "dependencies", copyJson(value));
    return;
  }
  const required: JsonObject = {};
  const schemas: JsonObject = {};
  for (const [name, item] of Object.entries(value)) {
    if (Array.isArray(item)) setOwn(required, name, copyJson(item));
    else if (isSchema(item)) setOwn(schemas, name, child(item, "dependencies", name));
  }
  if (Object.keys(required).length > 0) setOwn(out, "dependentRequired", required);
  if (Object.keys(schemas).length > 0) setOwn(out, "dependentSchemas", schemas);
}

/** Puts `$schema` first (readability only; key order has no meaning). */
export function reorderSchemaFirst(node: JsonObject): JsonObject {
  if (!Object.hasOwn(node, "$schema")) return node;
  const out: JsonObject = {};
  setOwn(out, "$schema", node["$schema"] as JsonValue);
  for (const [key, value] of Object.entries(node)) if (key !== "$schema") setOwn(out, key, value);
  return out;
}
