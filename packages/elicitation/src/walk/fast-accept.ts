/**
 * The fast acceptance check of `validateRequestedSchema`: whether a received requestedSchema is
 * already exactly in wire form, read in place without a snapshot or a single allocation per key.
 * It answers only "certainly wire-exact" (`true`) or "look closer" (`false`); every `false` goes
 * to the full walk, which names each problem. It uses the walk's own pieces (the grammar,
 * `findVariant`, the variants' acceptors, `checkConsistency`), so `true` here means the walk
 * would find nothing. Any exception (a throwing getter, a Proxy) means "look closer".
 *
 * It reads as the walk's snapshot does: own enumerable properties only, no array holes, plain
 * records only; when `Object.prototype` holds a wire key (polluted), it leaves the answer to the
 * walk. It reads the caller's objects in place, so a getter may run more than once (an inconsistent
 * getter can get different answers here and in the walk).
 *
 * The walk asks the same question of each field of its snapshot (`snapshotVariant`: the same
 * decision, without the guards a snapshot cannot fail) and keeps a field that passes as it is.
 */
import { grammarFor, REVISIONS, type Grammar, type KeySet, type VariantShape } from "@mcp-wire/spec";
import { isPlainRecord, isRecord, ownItem, RESERVED_NAMES, type JsonRecord } from "../tree.js";
import { checkConsistency, type Report } from "./consistency.js";
import { findVariant } from "./variants.js";

type Plain = Record<string, unknown>;

const propertyIsEnumerable = Object.prototype.propertyIsEnumerable;
const isEnumerableOwn = (record: object, key: PropertyKey): boolean => propertyIsEnumerable.call(record, key);

/** Every key the wire grammar of any revision reads (root, fields, items, options). */
const WIRE_KEYS: readonly string[] = [
  ...new Set(
    REVISIONS.flatMap((revision) => {
      const grammar = grammarFor(revision);
      const sets: KeySet[] = [grammar.root, grammar.option, ...grammar.variants, ...grammar.variants.flatMap((v) => (v.items ? [v.items] : []))];
      return sets.flatMap((set) => [...set.keys]);
    }),
  ),
];

/**
 * Whether `Object.prototype` holds a wire key (it has been polluted): the checks read the caller's
 * objects in place, where an inherited key would answer for a missing one, so the walk decides.
 */
function prototypeHasWireKey(): boolean {
  for (const key of WIRE_KEYS) if (key in Object.prototype) return true;
  return false;
}

/**
 * Whether the snapshot would copy `list` as it is: no holes, and every object item a plain record
 * none of whose option keys (`option`; wire arrays hold objects only as options) is hidden — an own
 * non-enumerable key, which the option's acceptor would read and the snapshot would not copy.
 */
function isDenseJsonArray(list: readonly unknown[], option: KeySet): boolean {
  for (let i = 0; i < list.length; i++) {
    const item = ownItem(list, i); // a hole or an own `undefined`: the snapshot rejects both
    if (item === undefined) return false;
    if (typeof item === "object" && item !== null) {
      if (!isPlainRecord(item)) return false;
      for (const key of option.keys) if (!isEnumerableOwn(item, key) && Object.hasOwn(item, key)) return false;
    }
  }
  return true;
}

/**
 * The own enumerable keys of a node, or `undefined` when the walk's snapshot would not copy a value
 * as it is: a key holding `undefined` (zod reads it as an absent optional key; the snapshot rejects
 * it, `invalid-value`), or an array that {@link isDenseJsonArray} refuses.
 */
function jsonKeys(node: Plain, option: KeySet): string[] | undefined {
  const keys = Object.keys(node);
  for (const key of keys) {
    const value = node[key];
    if (value === undefined || (Array.isArray(value) && !isDenseJsonArray(value, option))) return undefined;
  }
  return keys;
}

/** Whether each own key's value passes the variant's member acceptor (the keys fit its key set). */
function acceptsMembers(field: Plain, keys: readonly string[], variant: VariantShape): boolean {
  for (const key of keys) if (!variant.members.get(key)!(field[key])) return false;
  return true;
}

/** Thrown by {@link stopAtFirst}: the field has a consistency problem. */
const INCONSISTENT: unique symbol = Symbol("inconsistent");

/** No path: the fast check reports nothing, it only asks whether there is a problem. */
const noPath = (): string => "";

/**
 * Ends a consistency check at its first problem (all the fast check needs to know), without a closure or a flag made
 * per field: this runs for every field of every conversion.
 */
const stopAtFirst: Report = () => {
  throw INCONSISTENT;
};

/** The item keys of a field without `items`. */
const NO_KEYS: readonly string[] = Object.freeze([]);

/**
 * The variant that carries `field` when the field is exactly a wire field of the grammar (the walk
 * would keep it as it is and report nothing), else `undefined`. Throws only when reading `field`
 * throws (a getter, a Proxy).
 */
export function wireVariant(field: unknown, grammar: Grammar): VariantShape | undefined {
  if (!isPlainRecord(field)) return undefined;
  const keys = jsonKeys(field, grammar.option);
  if (!keys) return undefined;
  // Own enumerable keys only: `keys` lists exactly those.
  const items = keys.includes("items") ? field["items"] : undefined;
  const itemKeys = isPlainRecord(items) ? jsonKeys(items, grammar.option) : NO_KEYS;
  if (!itemKeys) return undefined;
  return exactVariant(field, keys, itemKeys, grammar);
}

/**
 * {@link wireVariant} of a snapshot record, judged on `keys`, a subset of its own keys (`Object.keys(node)`, or those
 * without a keyword the caller sets aside): a snapshot holds only JSON values, in dense arrays and records that inherit
 * nothing, so the guards of {@link wireVariant} have nothing to find. The walk passes the keys it reads anyway.
 */
export function snapshotVariant(node: JsonRecord, keys: readonly string[], grammar: Grammar): VariantShape | undefined {
  const items = keys.includes("items") ? node["items"] : undefined;
  return exactVariant(node, keys, isRecord(items) ? Object.keys(items) : NO_KEYS, grammar);
}

/** The variant that carries the field's `keys` (and `itemKeys`) with the values they hold, when nothing in them is inconsistent. */
function exactVariant(field: Plain, keys: readonly string[], itemKeys: readonly string[], grammar: Grammar): VariantShape | undefined {
  const type = keys.includes("type") ? field["type"] : undefined;
  if (typeof type !== "string") return undefined;
  const variant = findVariant(grammar, type, keys, itemKeys);
  if (!variant || !acceptsMembers(field, keys, variant)) return undefined;
  try {
    checkConsistency(field as never, noPath, stopAtFirst);
  } catch (stop) {
    if (stop === INCONSISTENT) return undefined;
    throw stop;
  }
  return variant;
}

function acceptsRequired(required: unknown, properties: Plain): boolean {
  if (!Array.isArray(required)) return false;
  const seen = new Set<unknown>();
  for (let i = 0; i < required.length; i++) {
    const name = ownItem(required, i);
    if (typeof name !== "string" || seen.has(name) || !isEnumerableOwn(properties, name)) return false;
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
    if (prototypeHasWireKey() || !isPlainRecord(input)) return false;
    const keys = jsonKeys(input, grammar.option);
    if (!keys) return false;
    for (const key of keys) if (!grammar.root.keys.has(key)) return false;
    // Own enumerable keys only: `keys` lists exactly those.
    if (!keys.includes("type") || input["type"] !== "object") return false;
    if (keys.includes("$schema") && typeof input["$schema"] !== "string") return false;
    const properties = keys.includes("properties") ? input["properties"] : undefined;
    if (!isPlainRecord(properties)) return false;
    for (const name of Object.keys(properties)) {
      if (RESERVED_NAMES.has(name) || !wireVariant(properties[name], grammar)) return false;
    }
    return !keys.includes("required") || acceptsRequired(input["required"], properties);
  } catch {
    return false;
  }
}
