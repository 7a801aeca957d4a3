/**
 * The lossless rewrites of one property node, in the order they run (each rule in its own module under
 * `rules/`); every rewrite is a note with its own code, none weakens a constraint (DESIGN.md "Lossless
 * normalizations"). Structural forms the wire cannot carry reject in the rule that meets them.
 */
import type { Entries, WalkContext } from "./context.js";
import { mergeAllOf } from "./rules/all-of.js";
import { normalizeConst } from "./rules/const.js";
import { normalizeEnum } from "./rules/enum.js";
import { normalizeIntegerBounds } from "./rules/exclusive-bounds.js";
import { normalizeItems } from "./rules/items.js";
import { normalizeUnion } from "./rules/options.js";
import { normalizeTypeArray } from "./rules/type.js";

/**
 * Applies every lossless rewrite to a property node's entries, in place, in this order: `allOf`, `type`, `const`,
 * options (`anyOf`/`oneOf`), `enum`, exclusive bounds, then a multi-select's `items`.
 * @returns `false` when the node was rejected (the rejection is recorded in `ctx`)
 */
export function normalizeShape(entries: Entries, path: string, ctx: WalkContext): boolean {
  if (
    !mergeAllOf(entries, ctx) ||
    !normalizeTypeArray(entries, ctx) ||
    !normalizeConst(entries, ctx) ||
    !normalizeUnion(entries, "self", ctx) ||
    !normalizeEnum(entries, ctx)
  ) {
    return false;
  }
  if (!normalizeIntegerBounds(entries, ctx)) return false;
  return entries.get("type")?.value === "array" ? normalizeItems(entries, path, ctx) : true;
}
