/**
 * 2020-12 → draft-07, node by node: the reverse of up.ts. What draft-07 cannot express is refused with an
 * issue at its path, never silently changed: `$dynamicRef`, `$dynamicAnchor`,
 * `unevaluated*` beside in-place applicators, `minContains`/`maxContains` that change `contains`.
 * `$ref` with sibling assertions (applied in 2020-12, ignored in draft-07 §8.3) or sibling `definitions`
 * (which some draft-07 implementations then never index) moves into an `allOf` entry.
 */
import { DIALECT_URI, dialectOfLabel } from "../dialects.js";
import { issue } from "../issues.js";
import { copyJson, isJsonObject, isSchema, own, setOwn, type JsonObject, type JsonSchema, type JsonValue } from "../json.js";
import { appendPointer } from "../pointer.js";
import { addDependency, containsBoundIsNoop, containsIsVacuous, emptyEnumAsNot, META_DATA, unevaluatedSeesMore, unevaluatedTwin } from "../draft07-rules.js";
import { DRAFT_2020_12_POSITIONS } from "../positions.js";
import { rewriteRefPointer, type RenameKeyword } from "../refs.js";
import { mapKeywordValue } from "../traverse.js";
import { enterNode, type Child, type ConvertContext, type NodeAt } from "./context.js";
import { reorderSchemaFirst } from "./up.js";

/** Pointer keyword renames for references written against 2020-12 positions. */
export const renameDown: RenameKeyword = (keyword, _next, node) => {
  if (keyword === "$defs") return "definitions";
  if (keyword === "prefixItems") return "items";
  if (keyword === "items" && isJsonObject(node) && Array.isArray(own(node, "prefixItems"))) return "additionalItems";
  if (keyword === "dependentSchemas") return "dependencies";
  return keyword;
};

/** Keywords that may stay beside a draft-07 `$ref` (it ignores them; they change no validation). */
const REF_NEUTRAL_SIBLINGS: ReadonlySet<string> = new Set(["$ref", "$schema", ...META_DATA]);

/** Converts one 2020-12 subschema (and everything under it) to draft-07; refusals go to `ctx.issues`. */
export function down(node: JsonSchema, at: NodeAt, ctx: ConvertContext): JsonSchema {
  if (!isJsonObject(node)) return node;
  const entered = enterNode(node, at, ctx, down);
  if (!entered) return node;
  const { here, child } = entered;
  const out = moveRef(node, keywords(node, here, ctx, child));
  ctx.guard.leave(node);
  return out;
}

function keywords(node: JsonObject, at: NodeAt, ctx: ConvertContext, child: Child): JsonObject {
  const out: JsonObject = {};
  const path = (...tokens: string[]): string => appendPointer(at.pointer, ...tokens);
  const prefixItems = own(node, "prefixItems");
  for (const [keyword, value] of Object.entries(node)) {
    switch (keyword) {
      case "$schema":
        if (!at.isRoot) {
          if (typeof value === "string" && dialectOfLabel(value) === "2020-12") setOwn(out, "$schema", DIALECT_URI["draft-07"]);
          else ctx.issues.push(issue(path("$schema"), "embedded-dialect", `embedded $schema ${JSON.stringify(value)} is not 2020-12`));
        }
        break;
      case "$ref":
        setOwn(out, "$ref", typeof value === "string" ? rewriteRefPointer(value, "2020-12", renameDown, at.resourceRoot) : copyJson(value));
        break;
      case "$defs":
      case "definitions":
        mergeInto(out, "definitions", value, keyword, child, path(keyword), ctx);
        break;
      case "$anchor":
        anchor(out, node, value, path(keyword), ctx);
        break;
      case "$dynamicAnchor":
        // Any $dynamicRef (here or in a document that references this one) may resolve to it.
        ctx.issues.push(issue(path(keyword), "dynamic-ref-not-expressible"));
        break;
      case "enum":
        if (emptyEnumAsNot(node, value)) setOwn(out, "not", {});
        else setOwn(out, keyword, copyJson(value));
        break;
      case "$dynamicRef":
        ctx.issues.push(issue(path(keyword), "dynamic-ref-not-expressible"));
        break;
      case "prefixItems":
        if (Array.isArray(value)) setOwn(out, "items", mapKeywordValue("2020-12", keyword, value, (item, tokens) => child(item, ...tokens)));
        else ctx.issues.push(issue(path(keyword), "invalid-keyword-value", "prefixItems must be an array"));
        break;
      case "items":
        if (Array.isArray(value)) ctx.issues.push(issue(path(keyword), "invalid-keyword-value", "items must be a schema in 2020-12"));
        else setOwn(out, Array.isArray(prefixItems) ? "additionalItems" : "items", isSchema(value) ? child(value, "items") : copyJson(value));
        break;
      case "dependentRequired":
      case "dependentSchemas":
        mergeInto(out, "dependencies", value, keyword, child, path(keyword), ctx);
        break;
      case "unevaluatedProperties":
        unevaluated(out, node, keyword, child, path(keyword), ctx);
        break;
      case "unevaluatedItems":
        unevaluated(out, node, keyword, child, path(keyword), ctx);
        break;
      case "minContains":
      case "maxContains":
        containsBound(node, keyword, value, path(keyword), ctx);
        break;
      case "contains":
        if (containsIsVacuous(node)) break;
        setOwn(out, keyword, isSchema(value) ? child(value, keyword) : copyJson(value));
        break;
      default:
        // Data keywords (no subschema position) are copied without building a mapping closure.
        setOwn(out, keyword, Object.hasOwn(DRAFT_2020_12_POSITIONS, keyword) ? mapKeywordValue("2020-12", keyword, value, (item, tokens) => child(item, ...tokens)) : copyJson(value));
    }
  }
  if (at.isRoot) setOwn(out, "$schema", DIALECT_URI["draft-07"]);
  return reorderSchemaFirst(out);
}

/** `$anchor: "a"` → `$id: "#a"` (draft-07 core §8.2.3 plain-name fragments). */
function anchor(out: JsonObject, node: JsonObject, value: JsonValue, path: string, ctx: ConvertContext): void {
  if (typeof value !== "string") ctx.issues.push(issue(path, "invalid-keyword-value", "an anchor must be a string"));
  else if (Object.hasOwn(node, "$id")) ctx.issues.push(issue(path, "anchor-beside-id"));
  else setOwn(out, "$id", `#${value}`);
}

/** Merges a map keyword into `target` (`$defs` + `definitions`; `dependentRequired` + `dependentSchemas`). */
function mergeInto(out: JsonObject, target: string, value: JsonValue, keyword: string, child: Child, path: string, ctx: ConvertContext): void {
  if (!isJsonObject(value)) {
    ctx.issues.push(issue(path, "invalid-keyword-value", `${keyword} must be an object`));
    return;
  }
  const existing = own(out, target);
  const merged: JsonObject = isJsonObject(existing) ? existing : {};
  for (const [name, item] of Object.entries(value)) {
    const converted = keyword === "dependentRequired" ? copyJson(item) : isSchema(item) ? child(item, keyword, name) : copyJson(item);
    if (target === "dependencies") addDependency(merged, name, converted);
    else if (own(merged, name) === undefined) setOwn(merged, name, converted);
    else ctx.issues.push(issue(appendPointer(path, name), "keyword-conflict", `${name} is in both $defs and definitions`));
  }
  setOwn(out, target, merged);
}

/**
 * `unevaluated*` equals its `additional*` twin when no in-place applicator (nor `contains`, for items) can
 * evaluate more (2020-12 core §11.2-11.3); it is a no-op when the twin already evaluates everything.
 */
function unevaluated(out: JsonObject, node: JsonObject, keyword: "unevaluatedProperties" | "unevaluatedItems", child: Child, path: string, ctx: ConvertContext): void {
  const value = own(node, keyword) as JsonValue;
  if (unevaluatedSeesMore(node, keyword)) {
    ctx.issues.push(issue(path, "unevaluated-not-expressible"));
    return;
  }
  const twin = unevaluatedTwin(node, keyword);
  if (twin !== undefined) setOwn(out, twin, isSchema(value) ? child(value, keyword) : copyJson(value));
}

/** `minContains: 1` and bounds without `contains` change nothing; `minContains: 0` alone drops `contains`. */
function containsBound(node: JsonObject, keyword: string, value: JsonValue, path: string, ctx: ConvertContext): void {
  if (containsBoundIsNoop(node, keyword, value)) return;
  ctx.issues.push(issue(path, "contains-bounds-not-expressible"));
}

/** 2020-12 applies `$ref` beside other assertions; draft-07 ignores them, so the `$ref` moves into `allOf`. */
function moveRef(node: JsonObject, out: JsonObject): JsonObject {
  if (typeof own(node, "$ref") !== "string") return out;
  if (Object.keys(out).every((key) => REF_NEUTRAL_SIBLINGS.has(key))) return out;
  const moved: JsonObject = {};
  for (const [key, value] of Object.entries(out)) if (key !== "$ref") setOwn(moved, key, value);
  const allOf = own(moved, "allOf");
  setOwn(moved, "allOf", [...(Array.isArray(allOf) ? allOf : []), { $ref: own(out, "$ref") as JsonValue }]);
  return moved;
}
