/**
 * Consistency of one wire field: bounds that no value satisfies, empty or repeated options,
 * `enumNames` of another length, and a `default` that fails its own field. Shared by the walk
 * (which reports each problem at its path) and the fast acceptance check (which only needs to
 * know whether there is one), so the two cannot disagree.
 */
import type { IssueCode } from "../issues.js";
import { pointer } from "../pointer.js";
import type { JsonRecord } from "../tree.js";
import { allowedValues, checkValue } from "../values.js";
import { show } from "./context.js";

/** Below this many options, a repeat is found by scanning back (no Set to build); above, with a Set. */
const SCAN_LIMIT = 32;

/** "Does `values[i]` occur before `i`?", by scanning for short lists and with a Set for long ones. */
function lookup(length: number): { has(value: string, values: readonly string[], i: number): boolean } {
  if (length <= SCAN_LIMIT) return { has: (value, values, i) => values.indexOf(value) < i };
  const seen = new Set<string>();
  return { has: (value) => seen.has(value) || (seen.add(value), false) };
}

/** Receives one problem; `path` is computed only if the receiver asks for it. */
export type Report = (path: () => string, code: IssueCode, message: string) => void;

/** JSON Pointer of a keyword of the field, or of its options list (`"options"`). */
export type PathOf = (key: string) => string;

const BOUND_PAIRS = [
  ["minLength", "maxLength"],
  ["minimum", "maximum"],
  ["minItems", "maxItems"],
] as const;

function optionsKey(node: JsonRecord): string {
  const items = node["items"];
  if (typeof items === "object" && items !== null && !Array.isArray(items)) return "enum" in items ? "items/enum" : "items/anyOf";
  return "enum" in node ? "enum" : "oneOf";
}

/**
 * Reports every consistency problem of a wire field (one that matched a variant).
 * @param node - the field in wire form
 * @param pathOf - JSON Pointer of a keyword (`"items/enum"` for multi-select options)
 */
export function checkConsistency(node: JsonRecord, pathOf: PathOf, report: Report): void {
  for (const [min, max] of BOUND_PAIRS) {
    const low = node[min];
    const high = node[max];
    if (typeof low === "number" && typeof high === "number" && low > high) {
      report(() => pathOf(min), "bounds-conflict", `${min} ${low} is above ${max} ${high}: no value can satisfy both`);
    }
  }
  const values = allowedValues(node);
  if (values) {
    const at = () => pathOf(optionsKey(node));
    if (values.length === 0) report(at, "enum-empty", "no options: nothing could be chosen");
    const seen = lookup(values.length);
    values.forEach((value, i) => {
      if (seen.has(value, values, i)) report(() => pointer(at(), i), "enum-duplicate", `option ${show(value)} appears twice`);
    });
    const names = node["enumNames"];
    if (Array.isArray(names) && names.length !== values.length) {
      report(() => pathOf("enumNames"), "enum-names-length", `${names.length} enumNames for ${values.length} enum values`);
    }
  }
  for (const key of COUNTS) {
    const count = node[key];
    if (typeof count === "number" && count < 0) {
      report(() => pathOf(key), "invalid-value", `\`${key}\` must be a non-negative integer, got ${count}`);
    }
  }
  if ("default" in node) checkDefault(node, node["default"], () => pathOf("default"), report);
}

/** Keywords whose value counts something: JSON Schema 2020-12 Validation §6.3, §6.4 (non-negative integers). */
const COUNTS = ["minLength", "maxLength", "minItems", "maxItems"] as const;

/**
 * Reports whether `value` fails the field it is the default of (type, option, bounds, length in
 * code points, format).
 * @param at - JSON Pointer of the `default` keyword, computed only for a problem
 */
export function checkDefault(node: JsonRecord, value: unknown, at: () => string, report: Report): void {
  for (const problem of checkValue(node, value, "")) {
    report(() => at() + problem.path, "default-invalid", `default ${problem.message}`);
  }
}
