/**
 * The fast acceptance check of `validateRequestedSchema`: whether a received requestedSchema is
 * already exactly in wire form, read in place without a snapshot or a single allocation per key.
 * It answers only "certainly wire-exact" (`true`) or "look closer" (`false`); every `false` goes
 * to the full walk, which names each problem. It uses the walk's own pieces (the grammar,
 * `findVariant`, the variants' acceptors, `checkConsistency`), so `true` here means the walk
 * would find nothing. Any exception (a throwing getter, a Proxy) means "look closer".
 */
import type { Grammar, VariantShape } from "@mcp-wire/spec";
import { isPlainRecord, RESERVED_NAMES } from "../tree.js";
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

/**
 * The variant that carries `field` when the field is exactly a wire field of the grammar (the walk
 * would keep it as it is and report nothing), else `undefined`. Throws only when reading `field`
 * throws (a getter, a Proxy); a snapshot never does.
 */
export function wireVariant(field: unknown, grammar: Grammar): VariantShape | undefined {
  if (!isPlainRecord(field) || typeof field["type"] !== "string") return undefined;
  const keys = definedKeys(field);
  const items = field["items"];
  const itemKeys = isPlainRecord(items) ? definedKeys(items) : [];
  if (!keys || !itemKeys) return undefined;
  const variant = findVariant(grammar, field["type"], keys, itemKeys);
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
  for (const name of required) {
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
    if (!isPlainRecord(input) || input["type"] !== "object") return false;
    for (const key of Object.keys(input)) if (!grammar.root.keys.has(key)) return false;
    if ("$schema" in input && typeof input["$schema"] !== "string") return false;
    const properties = input["properties"];
    if (!isPlainRecord(properties)) return false;
    for (const name of Object.keys(properties)) {
      if (RESERVED_NAMES.has(name) || !wireVariant(properties[name], grammar)) return false;
    }
    return !("required" in input) || acceptsRequired(input["required"], properties);
  } catch {
    return false;
  }
}
