/**
 * The fast acceptance check of `validateRequestedSchema`: whether a received requestedSchema is
 * already exactly in wire form, read in place without a snapshot or a single allocation per key.
 * It answers only "certainly wire-exact" (`true`) or "look closer" (`false`); every `false` goes
 * to the full walk, which names each problem. It uses the walk's own pieces (the grammar,
 * `findVariant`, the variants' acceptors, `checkConsistency`), so `true` here means the walk
 * would find nothing. Any exception (a throwing getter, a Proxy) means "look closer".
 *
 * It reads as the walk's snapshot does: own properties only (a key inherited from a polluted
 * `Object.prototype` never counts), no array holes, plain records only. It reads the caller's
 * objects in place, so a getter may run more than once.
 */
import type { Grammar, VariantShape } from "@mcp-wire/spec";
import { isPlainRecord, own, ownItem, RESERVED_NAMES, type JsonRecord } from "../tree.js";
import { checkConsistency } from "./consistency.js";
import { findVariant } from "./variants.js";

type Plain = Record<string, unknown>;

/** Whether the snapshot would copy `list` as it is: no holes, and every object item a plain record. */
function isDenseJsonArray(list: readonly unknown[]): boolean {
  for (let i = 0; i < list.length; i++) {
    const item = ownItem(list, i); // a hole or an own `undefined`: the snapshot rejects both
    if (item === undefined || (typeof item === "object" && item !== null && !isPlainRecord(item))) return false;
  }
  return true;
}

/**
 * The own keys of a node, or `undefined` when the walk's snapshot would not copy a value as it is:
 * a key holding `undefined` (zod reads it as an absent optional key; the snapshot rejects it,
 * `invalid-value`), or an array with a hole or a non-plain object item.
 */
function jsonKeys(node: Plain): string[] | undefined {
  const keys = Object.keys(node);
  for (const key of keys) {
    const value = node[key];
    if (value === undefined || (Array.isArray(value) && !isDenseJsonArray(value))) return undefined;
  }
  return keys;
}

/** Whether each own key's value passes the variant's member acceptor (the keys fit its key set). */
function acceptsMembers(field: Plain, keys: readonly string[], variant: VariantShape): boolean {
  for (const key of keys) if (!variant.members.get(key)!(field[key])) return false;
  return true;
}

/** An own property of a record read in place (`undefined` when absent or inherited). */
const ownOf = (record: Plain, key: string): unknown => own(record as JsonRecord, key);

/**
 * The variant that carries `field` when the field is exactly a wire field of the grammar (the walk
 * would keep it as it is and report nothing), else `undefined`. Throws only when reading `field`
 * throws (a getter, a Proxy); a snapshot never does.
 */
export function wireVariant(field: unknown, grammar: Grammar): VariantShape | undefined {
  if (!isPlainRecord(field)) return undefined;
  const type = ownOf(field, "type");
  if (typeof type !== "string") return undefined;
  const keys = jsonKeys(field);
  const items = ownOf(field, "items");
  const itemKeys = isPlainRecord(items) ? jsonKeys(items) : [];
  if (!keys || !itemKeys) return undefined;
  const variant = findVariant(grammar, type, keys, itemKeys);
  if (!variant || !acceptsMembers(field, keys, variant)) return undefined;
  let consistent = true;
  checkConsistency(field as never, () => "", () => {
    consistent = false;
  });
  return consistent ? variant : undefined;
}

function acceptsRequired(required: unknown, properties: Plain): boolean {
  if (!Array.isArray(required)) return false;
  const seen = new Set<unknown>();
  for (let i = 0; i < required.length; i++) {
    if (!Object.hasOwn(required, i)) return false;
    const name: unknown = required[i];
    if (typeof name !== "string" || seen.has(name) || !Object.hasOwn(properties, name)) return false;
    seen.add(name);
  }
  return true;
}

/**
 * Whether `input` is exactly a wire requestedSchema of the grammar's revision.
 * @returns `true` only when the full walk would report nothing; never throws
 */
export function isWireExact(input: unknown, grammar: Grammar): boolean {
  try {
    if (!isPlainRecord(input) || ownOf(input, "type") !== "object") return false;
    const keys = jsonKeys(input);
    if (!keys) return false;
    for (const key of keys) if (!grammar.root.keys.has(key)) return false;
    if (Object.hasOwn(input, "$schema") && typeof input["$schema"] !== "string") return false;
    const properties = ownOf(input, "properties");
    if (!isPlainRecord(properties)) return false;
    const names = Object.keys(properties);
    for (const name of names) {
      if (RESERVED_NAMES.has(name) || !wireVariant(properties[name], grammar)) return false;
    }
    return !Object.hasOwn(input, "required") || acceptsRequired(input["required"], properties);
  } catch {
    return false;
  }
}
