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
import { isPlainRecord, own, RESERVED_NAMES, type JsonRecord } from "../tree.js";
import { checkConsistency } from "./consistency.js";
import { findVariant } from "./variants.js";

type Plain = Record<string, unknown>;

/**
 * The own keys of a node, or `undefined` when one holds `undefined`: zod reads such a key as an
 * absent optional key, JSON cannot carry it, and the walk's snapshot rejects it (`invalid-value`),
 * so the node must go to the walk.
 */
function definedKeys(node: Plain): string[] | undefined {
  const keys = Object.keys(node);
  for (const key of keys) if (node[key] === undefined) return undefined;
  return keys;
}

/** Whether the snapshot would copy `list` as it is: no holes, and every object item a plain record. */
function isDenseJsonArray(list: readonly unknown[]): boolean {
  for (let i = 0; i < list.length; i++) {
    if (!Object.hasOwn(list, i)) return false;
    const item: unknown = list[i];
    if (typeof item === "object" && item !== null && !isPlainRecord(item)) return false;
  }
  return true;
}

/** Whether every array among the node's values (`keys` are its own keys) is a dense JSON array. */
function arraysAreDense(node: Plain, keys: readonly string[]): boolean {
  for (const key of keys) {
    const value = node[key];
    if (Array.isArray(value) && !isDenseJsonArray(value)) return false;
  }
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
  const keys = definedKeys(field);
  const items = ownOf(field, "items");
  const itemKeys = isPlainRecord(items) ? definedKeys(items) : [];
  if (!keys || !itemKeys || !arraysAreDense(field, keys) || (isPlainRecord(items) && !arraysAreDense(items, itemKeys))) return undefined;
  const variant = findVariant(grammar, type, keys, itemKeys);
  if (!variant || !variant.accepts(field)) return undefined;
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
    const keys = definedKeys(input);
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
