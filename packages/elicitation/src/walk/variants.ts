/**
 * Which wire variant carries a field: the first variant of the revision whose `type` values hold
 * the field's type, whose key set holds every key of the field (and of its `items`), and whose
 * required keys are all present. One function, used by the walk and the fast acceptance check.
 */
import type { Grammar, KeySet, PrimitiveType, VariantShape } from "@mcp-wire/spec";

/** Whether the (distinct) `keys` are all in the set and hold every required key of it. */
function fitsKeySet(keys: readonly string[], set: KeySet): boolean {
  let required = 0;
  for (const key of keys) {
    if (!set.keys.has(key)) return false;
    if (set.required.has(key)) required++;
  }
  return required === set.required.size;
}

/**
 * @param grammar - the revision's grammar
 * @param type - the field's `type`
 * @param keys - the field's keys
 * @param itemKeys - the keys of its `items` object (empty when it has none)
 * @returns the variant, or `undefined` when no single variant carries the field
 */
export function findVariant(grammar: Grammar, type: string, keys: readonly string[], itemKeys: readonly string[]): VariantShape | undefined {
  if (!Object.hasOwn(grammar.variantsByType, type)) return undefined;
  for (const variant of grammar.variantsByType[type as PrimitiveType]) {
    if (fitsKeySet(keys, variant) && (!variant.items || fitsKeySet(itemKeys, variant.items))) return variant;
  }
  return undefined;
}
