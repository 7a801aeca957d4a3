/**
 * Checks one value against one wire PrimitiveSchemaDefinition: the type (no coercion: `"5"` is not
 * 5), `integer` vs `number`, enum membership (untitled, titled, legacy, multi-select), string
 * lengths in Unicode code points, number bounds, multi-select bounds and duplicate selections,
 * and the four wire formats (validated by ajv-formats' full validators).
 *
 * Source: MCP `PrimitiveSchemaDefinition` (2025-06-18 … 2026-07-28) with JSON Schema 2020-12
 * Validation semantics for each keyword it carries (§6.2 numbers, §6.3 strings, §6.4 arrays,
 * §7.3 formats).
 */
import formats from "ajv-formats/dist/formats.js";

import { pointer } from "./pointer.js";

/** A wire PrimitiveSchemaDefinition, read loosely (it has passed the walk or the wire grammar). */
export interface PrimitiveSchemaDefinition {
  readonly type?: unknown;
  readonly enum?: unknown;
  readonly oneOf?: unknown;
  readonly items?: { readonly enum?: unknown; readonly anyOf?: unknown };
  readonly minLength?: unknown;
  readonly maxLength?: unknown;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly minItems?: unknown;
  readonly maxItems?: unknown;
  readonly format?: unknown;
}

/** Codes of content issues (see docs/diagnostics.md). */
export type ValueIssueCode =
  | "type-mismatch"
  | "not-in-enum"
  | "too-short"
  | "too-long"
  | "too-small"
  | "too-large"
  | "too-few-items"
  | "too-many-items"
  | "duplicate-item"
  | "format-mismatch";

/** One problem of a value, with the JSON Pointer of the value. */
export interface ValueIssue {
  readonly path: string;
  readonly code: ValueIssueCode;
  readonly message: string;
}

type FormatCheck = (value: string) => boolean;
type AjvFormat = RegExp | ((value: string) => boolean) | { validate: RegExp | ((value: string) => boolean) };

function formatCheck(definition: AjvFormat): FormatCheck {
  const validate = definition instanceof RegExp || typeof definition === "function" ? definition : definition.validate;
  return validate instanceof RegExp ? (value) => validate.test(value) : validate;
}

const FORMAT_CHECKS: Readonly<Record<string, FormatCheck>> = Object.fromEntries(
  (["email", "uri", "date", "date-time"] as const).map((name) => [
    name,
    formatCheck(formats.fullFormats[name] as AjvFormat),
  ]),
);

/** Longest string a format validator is run on (RFC 5321 caps an address at 254; URIs get more room). */
const MAX_FORMAT_INPUT = 8192;

/** Number of Unicode code points of `value` (JSON Schema counts lengths in code points). */
export function codePointLength(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

function optionValues(options: unknown): string[] | undefined {
  if (!Array.isArray(options)) return undefined;
  return options.map((o) => (o as { const?: unknown })?.const).filter((c): c is string => typeof c === "string");
}

/** The allowed values of an enum variant (single or multi-select), or `undefined` when it is not one. */
export function allowedValues(schema: PrimitiveSchemaDefinition): readonly string[] | undefined {
  const own = Array.isArray(schema.enum) ? (schema.enum as string[]) : optionValues(schema.oneOf);
  if (own) return own;
  const items = schema.items;
  if (items) return Array.isArray(items.enum) ? (items.enum as string[]) : optionValues(items.anyOf);
  return undefined;
}

const show = (value: unknown): string => {
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

const TYPE_CHECKS: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (v) => typeof v === "string",
  number: (v) => typeof v === "number" && Number.isFinite(v),
  integer: (v) => typeof v === "number" && Number.isInteger(v),
  boolean: (v) => typeof v === "boolean",
  array: (v) => Array.isArray(v),
};

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isInteger(value)) return "integer";
  return typeof value;
}

function bound(
  out: IssueSink,
  path: string,
  measure: number,
  min: unknown,
  max: unknown,
  codes: readonly [ValueIssueCode, ValueIssueCode],
  unit: string,
): void {
  if (typeof min === "number" && measure < min) out.push({ path, code: codes[0], message: `must be at least ${min}${unit}` });
  if (typeof max === "number" && measure > max) out.push({ path, code: codes[1], message: `must be at most ${max}${unit}` });
}

/** Below this many options, membership is a scan of the list (nothing to build); above, a Set. */
const SCAN_LIMIT = 32;

function membership(values: readonly string[]): { has(value: string): boolean } {
  return values.length <= SCAN_LIMIT ? { has: (value) => values.includes(value) } : new Set(values);
}

/** Where a {@link ValueCheck} puts the problems it finds (an array of issues, or anything with `push`). */
export interface IssueSink {
  push(issue: ValueIssue): unknown;
}

/**
 * A check of values against one field, with everything that depends only on the field worked out
 * once: `(value, path, out)` pushes the problems of `value` (untrusted, any value; `path` is its
 * JSON Pointer) to `out`, and pushes nothing when it is valid. Never throws.
 */
export type ValueCheck = (value: unknown, path: string, out: IssueSink) => void;

interface Compiled {
  readonly type: string;
  readonly isType: (value: unknown) => boolean;
  readonly allowed: { has(value: string): boolean } | undefined;
  readonly schema: PrimitiveSchemaDefinition;
  readonly format: { readonly name: string; readonly check: FormatCheck } | undefined;
  readonly lengths: boolean;
}

function checkString(c: Compiled, value: string, path: string, out: IssueSink): void {
  if (c.allowed && !c.allowed.has(value)) {
    out.push({ path, code: "not-in-enum", message: `${show(value)} is not one of the options` });
    return;
  }
  if (c.lengths) {
    bound(out, path, codePointLength(value), c.schema.minLength, c.schema.maxLength, ["too-short", "too-long"], " characters");
  }
  if (c.format && (value.length > MAX_FORMAT_INPUT || !c.format.check(value))) {
    out.push({ path, code: "format-mismatch", message: `must be a valid ${c.format.name}` });
  }
}

function checkArray(c: Compiled, value: readonly unknown[], path: string, out: IssueSink): void {
  bound(out, path, value.length, c.schema.minItems, c.schema.maxItems, ["too-few-items", "too-many-items"], " selections");
  const seen = new Set<unknown>();
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    if (typeof item !== "string") out.push({ path: pointer(path, i), code: "type-mismatch", message: `must be a string, got ${typeName(item)}` });
    else if (!c.allowed?.has(item)) out.push({ path: pointer(path, i), code: "not-in-enum", message: `${show(item)} is not one of the options` });
    else if (seen.has(item)) out.push({ path: pointer(path, i), code: "duplicate-item", message: `${show(item)} is selected twice` });
    seen.add(item);
  }
}

const NO_ISSUES: ValueCheck = () => undefined;

/**
 * Compiles the check of values against one wire PrimitiveSchemaDefinition: the type, the options
 * (as a Set), the format validator and the bounds are read from the field once.
 * @param schema - a PrimitiveSchemaDefinition that passed the wire grammar
 * @returns a {@link ValueCheck}
 */
export function compileValueCheck(schema: PrimitiveSchemaDefinition): ValueCheck {
  const type = typeof schema.type === "string" && Object.hasOwn(TYPE_CHECKS, schema.type) ? schema.type : undefined;
  if (!type) return NO_ISSUES;
  const values = allowedValues(schema);
  const formatName = typeof schema.format === "string" && Object.hasOwn(FORMAT_CHECKS, schema.format) ? schema.format : undefined;
  const c: Compiled = {
    type,
    isType: TYPE_CHECKS[type]!,
    allowed: values ? membership(values) : type === "array" ? membership([]) : undefined,
    schema,
    format: formatName ? { name: formatName, check: FORMAT_CHECKS[formatName]! } : undefined,
    lengths: typeof schema.minLength === "number" || typeof schema.maxLength === "number",
  };
  const article = type === "integer" || type === "array" ? "an" : "a";
  return (value, path, out) => {
    if (!c.isType(value)) {
      out.push({ path, code: "type-mismatch", message: `must be ${article} ${type}, got ${typeName(value)}` });
    } else if (typeof value === "string") checkString(c, value, path, out);
    else if (typeof value === "number") bound(out, path, value, schema.minimum, schema.maximum, ["too-small", "too-large"], "");
    else if (Array.isArray(value)) checkArray(c, value, path, out);
  };
}

/**
 * Checks `value` against one wire PrimitiveSchemaDefinition (see {@link compileValueCheck}; use
 * that when checking many values against the same field).
 * @param schema - a PrimitiveSchemaDefinition that passed the wire grammar
 * @param value - untrusted content (any JSON value, or anything else)
 * @param path - JSON Pointer of `value`, used in the issues
 * @returns the problems, empty when the value is valid; never throws on any `value`
 */
export function checkValue(schema: PrimitiveSchemaDefinition, value: unknown, path: string): ValueIssue[] {
  const out: ValueIssue[] = [];
  compileValueCheck(schema)(value, path, out);
  return out;
}
