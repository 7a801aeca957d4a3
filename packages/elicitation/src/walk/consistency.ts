/**
 * Consistency of one wire field: bounds that no value satisfies, empty or repeated options,
 * `enumNames` of another length, and a `default` that fails its own field. Shared by the walk
 * (which reports each problem at its path) and the fast acceptance check (which only needs to
 * know whether there is one), so the two cannot disagree.
 */
import type { IssueCode } from "../issues.js";
import { pointer, show } from "@mcp-wire/core";
import type { JsonRecord, JsonValue } from "../tree.js";
import { allowedValues, checkValue, repeatedIndices } from "../values.js";

/** Receives one problem; `path` is computed only if the receiver asks for it. */
export type Report = (path: () => string, code: IssueCode, message: string) => void;

/** JSON Pointer of a keyword of the field, or of its options list (`"options"`). */
export type PathOf = (key: string) => string;

/**
 * The keywords each wire `type` can carry that consistency reads: its bound pair (minimum first),
 * whether the bounds count something (JSON Schema 2020-12 Validation §6.3, §6.4: non-negative
 * integers), and whether it can have options. A field that matched a variant carries no others.
 */
interface TypeKeywords {
  readonly bounds?: readonly [string, string];
  readonly counts: boolean;
  readonly options: boolean;
}

const TYPE_KEYWORDS: Readonly<Record<string, TypeKeywords>> = {
  string: { bounds: ["minLength", "maxLength"], counts: true, options: true },
  number: { bounds: ["minimum", "maximum"], counts: false, options: false },
  integer: { bounds: ["minimum", "maximum"], counts: false, options: false },
  boolean: { counts: false, options: false },
  array: { bounds: ["minItems", "maxItems"], counts: true, options: true },
};

function optionsKey(node: JsonRecord): string {
  const items = node["items"];
  if (typeof items === "object" && items !== null && !Array.isArray(items)) return "enum" in items ? "items/enum" : "items/anyOf";
  return "enum" in node ? "enum" : "oneOf";
}

/**
 * The path of `key` for {@link Report}, as a function made only when called. The checks below make their path
 * functions through these, never inline: a function that holds an arrow reading its variables gets a closure
 * context on every call (V8), and the checks run for every field of every conversion.
 */
const keywordPath = (pathOf: PathOf, key: string): (() => string) => () => pathOf(key);

/** The path of the options list of `node` for {@link Report} (see {@link keywordPath}). */
const optionsPath = (pathOf: PathOf, node: JsonRecord): (() => string) => () => pathOf(optionsKey(node));

/** The path of option `index` for {@link Report} (see {@link keywordPath}). */
const optionPath = (at: () => string, index: number): (() => string) => () => pointer(at(), index);

function checkBounds(node: JsonRecord, keywords: TypeKeywords, pathOf: PathOf, report: Report): void {
  const bounds = keywords.bounds;
  if (!bounds) return;
  // Read by index, not destructured: V8 (Node 20) makes an array iterator per destructuring here, on every field.
  const min = bounds[0];
  const max = bounds[1];
  const low = node[min];
  const high = node[max];
  if (typeof low === "number" && typeof high === "number" && low > high) {
    report(keywordPath(pathOf, min), "bounds-conflict", `${min} ${low} is above ${max} ${high}: no value can satisfy both`);
  }
  if (keywords.counts) {
    checkCount(min, low, pathOf, report);
    checkCount(max, high, pathOf, report);
  }
}

function checkCount(key: string, count: JsonValue | undefined, pathOf: PathOf, report: Report): void {
  if (typeof count === "number" && count < 0) {
    report(keywordPath(pathOf, key), "invalid-value", `\`${key}\` must be a non-negative integer, got ${count}`);
  }
}

function checkOptions(node: JsonRecord, pathOf: PathOf, report: Report): void {
  const values = allowedValues(node);
  if (!values) return;
  if (values.length === 0) report(optionsPath(pathOf, node), "enum-empty", "no options: nothing could be chosen");
  const repeated = repeatedIndices(values);
  if (repeated !== undefined) {
    const at = optionsPath(pathOf, node);
    for (const i of repeated) report(optionPath(at, i), "enum-duplicate", `option ${show(values[i])} appears twice`);
  }
  const names = node["enumNames"];
  if (Array.isArray(names) && names.length !== values.length) {
    report(keywordPath(pathOf, "enumNames"), "enum-names-length", `${names.length} enumNames for ${values.length} enum values`);
  }
}

/**
 * Reports every consistency problem of a wire field (one that matched a variant): reads only the
 * keywords its `type` can carry.
 * @param node - the field in wire form (no key holds `undefined`)
 * @param pathOf - JSON Pointer of a keyword (`"items/enum"` for multi-select options)
 */
export function checkConsistency(node: JsonRecord, pathOf: PathOf, report: Report): void {
  const type = node["type"];
  const keywords = typeof type === "string" && Object.hasOwn(TYPE_KEYWORDS, type) ? TYPE_KEYWORDS[type]! : undefined;
  if (!keywords) return;
  checkBounds(node, keywords, pathOf, report);
  if (keywords.options) checkOptions(node, pathOf, report);
  const value = node["default"];
  if (value !== undefined) checkDefault(node, value, keywordPath(pathOf, "default"), report);
}

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
