/**
 * `items` of an array field: a multi-select's options, normalized by the same rules as a single-select's
 * (`type`, `const`, options, `enum`) into `{ type: "string", enum }` or `{ anyOf: [{ const, title }] }`; tuples and
 * other items reject (`array-items-unsupported`); revisions without multi-selects reject (`revision-unsupported`).
 * Source: MCP `UntitledMultiSelectEnumSchema`, `TitledMultiSelectEnumSchema` (2025-11-25 on).
 */
import { keywordClass } from "../../keywords.js";
import { isRecord, record, type JsonRecord } from "../../tree.js";
import { note, reject, rewrite, unsupported, type Entries, type WalkContext } from "../context.js";
import { normalizeConst } from "./const.js";
import { normalizeEnum } from "./enum.js";
import { normalizeUnion } from "./options.js";
import { entriesOf, inlineRefs } from "./ref.js";
import { normalizeTypeArray } from "./type.js";

/** Normalizes a multi-select's `items` into `{ type: "string", enum }` or `{ anyOf: [{ const, title }] }`. */
export function normalizeItems(entries: Entries, path: string, ctx: WalkContext): boolean {
  if (ctx.grammar.propertyKeys.array.size === 0) {
    reject(ctx, path, "revision-unsupported", `multi-select fields need revision 2025-11-25 or later (this is ${ctx.grammar.revision})`);
    return false;
  }
  const tuple = entries.get("prefixItems") ?? (Array.isArray(entries.get("items")?.value) ? entries.get("items") : undefined);
  if (tuple) {
    reject(ctx, tuple.path, "array-items-unsupported", "tuples are not on the wire; a multi-select is an array of enum strings");
    return false;
  }
  const items = entries.get("items");
  if (!items || !isRecord(items.value)) {
    reject(ctx, items?.path ?? path, "array-items-unsupported", "an array field must be a multi-select: `items` with string options");
    return false;
  }
  const inner = inlineRefs(entriesOf(items.value, items.path), ctx);
  if (!inner || !normalizeTypeArray(inner, ctx) || !normalizeConst(inner, ctx) || !normalizeUnion(inner, "items", ctx) || !normalizeEnum(inner, ctx)) {
    return false;
  }
  if (!inner.has("enum") && !inner.has("anyOf")) {
    reject(ctx, items.path, "array-items-unsupported", "array items must be string options (`enum` or titled `anyOf`)");
    return false;
  }
  const keep = inner.has("anyOf") ? ["anyOf"] : ["type", "enum"];
  const out: JsonRecord = record({});
  for (const key of keep) out[key] = inner.get(key)!.value;
  for (const [key, entry] of inner) {
    if (keep.includes(key)) continue;
    if (key === "type" && entry.value === "string") note(ctx, entry.path, "annotation-dropped", "`type` beside titled options is implied by them");
    else if (keywordClass(key, entry.value) === "annotation") note(ctx, entry.path, "annotation-dropped", `\`${key}\` of items is not on the wire`);
    else unsupported(ctx, entry.path, "keyword-unsupported", `\`${key}\` on multi-select items cannot be sent`);
  }
  rewrite(entries, "items", out, items);
  return true;
}
