/**
 * Checks one value against one wire PrimitiveSchemaDefinition: the type (no coercion: `"5"` is not
 * 5), `integer` vs `number`, enum membership (untitled, titled, legacy, multi-select), string
 * lengths in Unicode code points, number bounds, multi-select bounds and duplicate selections,
 * and every format the wire grammar of any revision allows (validated by ajv-formats' full validators; a grammar
 * format without a validator fails closed: no value is accepted unchecked).
 *
 * Source: MCP `PrimitiveSchemaDefinition` (2025-06-18 … 2026-07-28) with JSON Schema 2020-12
 * Validation semantics for each keyword it carries (§6.2 numbers, §6.3 strings, §6.4 arrays,
 * §7.3 formats).
 */
import { grammarFor, REVISIONS } from "@mcp-wire/spec";
import formats from "ajv-formats/dist/formats.js";

import { show } from "@mcp-wire/core";
import { jsonKind } from "./tree.js";

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

/** A format the grammar allows but no validator here knows: every value fails (fail closed). */
const UNVERIFIABLE: FormatCheck = () => false;

/**
 * One check per format the wire grammar of any revision allows, from ajv-formats' full validators: a format added by
 * a revision is checked the day the grammar has it, or refuses every value until a validator exists.
 */
export const FORMAT_CHECKS: ReadonlyMap<string, FormatCheck> = new Map(
  [...new Set(REVISIONS.flatMap((revision) => [...grammarFor(revision).formats]))].map((name) => {
    const definition = Object.hasOwn(formats.fullFormats, name) ? (formats.fullFormats as Record<string, unknown>)[name] : undefined;
    return [name, definition === undefined ? UNVERIFIABLE : formatCheck(definition as AjvFormat)] as const;
  }),
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
  const values: string[] = [];
  for (const option of options) {
    const value = (option as { const?: unknown } | null)?.const;
    if (typeof value === "string") values.push(value);
  }
  return values;
}

/** The allowed values of an enum variant (single or multi-select), or `undefined` when it is not one. */
export function allowedValues(schema: PrimitiveSchemaDefinition): readonly string[] | undefined {
  const own = Array.isArray(schema.enum) ? (schema.enum as string[]) : optionValues(schema.oneOf);
  if (own) return own;
  const items = schema.items;
  if (items) return Array.isArray(items.enum) ? (items.enum as string[]) : optionValues(items.anyOf);
  return undefined;
}

/** `typeof`-style name of an untrusted value for messages (`integer` for whole numbers, `NaN`, `Infinity`); never throws. */
function typeName(value: unknown): string {
  if (typeof value !== "number") return jsonKind(value);
  return Number.isInteger(value) ? "integer" : Number.isFinite(value) ? "number" : String(value);
}

const mismatch = (path: string, expected: string, value: unknown): ValueIssue => ({
  path,
  code: "type-mismatch",
  message: `must be ${expected}, got ${typeName(value)}`,
});

const notInEnum = (path: string, value: string): ValueIssue => ({
  path,
  code: "not-in-enum",
  message: `${show(value)} is not one of the options`,
});

/** A numeric bound of the field, or `undefined` when the keyword is absent. */
const numeric = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** A field's lower and upper bound; each message is built the first time it is needed. */
interface Bounds {
  readonly min: number;
  readonly max: number;
  readonly codes: readonly [ValueIssueCode, ValueIssueCode];
  readonly unit: string;
  below?: string;
  above?: string;
}

/** The bounds of a field, or `undefined` when it has neither keyword (an absent bound is ±Infinity). */
function compileBounds(min: unknown, max: unknown, codes: readonly [ValueIssueCode, ValueIssueCode], unit: string): Bounds | undefined {
  const lower = numeric(min);
  const upper = numeric(max);
  if (lower === undefined && upper === undefined) return undefined;
  return { min: lower ?? -Infinity, max: upper ?? Infinity, codes, unit };
}

function inBounds(bounds: Bounds, measure: number): boolean {
  return bounds.min <= measure && measure <= bounds.max;
}

/** `1 selection`, `3 selections`, `0.5` (a unit is plural, with its leading space, or empty). */
const counted = (n: number, unit: string): string => `${n}${n === 1 && unit.endsWith("s") ? unit.slice(0, -1) : unit}`;

function checkBounds(bounds: Bounds, measure: number, path: string, out: IssueSink): void {
  if (measure < bounds.min) {
    out.push({ path, code: bounds.codes[0], message: (bounds.below ??= `must be at least ${counted(bounds.min, bounds.unit)}`) });
  }
  if (measure > bounds.max) {
    out.push({ path, code: bounds.codes[1], message: (bounds.above ??= `must be at most ${counted(bounds.max, bounds.unit)}`) });
  }
}

/** Below this many options, membership is a scan of the list (inlined by the engine); above, a Set. */
const SCAN_LIMIT = 32;

/** Membership in a field's options: `(value) => boolean`, built once per field. */
type Membership = (value: string) => boolean;

function membership(values: readonly string[]): Membership {
  if (values.length > SCAN_LIMIT) {
    const set = new Set(values);
    return (value) => set.has(value);
  }
  return (value) => values.includes(value);
}

/**
 * Indices of the items that repeat an earlier one, in order, or `undefined` when none does
 * (nothing is allocated then). Short lists are scanned back; long ones go through a Set.
 */
export function repeatedIndices(values: readonly unknown[]): number[] | undefined {
  let repeated: number[] | undefined;
  if (values.length <= SCAN_LIMIT) {
    for (let i = 1; i < values.length; i++) if (values.indexOf(values[i]) < i) (repeated ??= []).push(i);
    return repeated;
  }
  const seen = new Set<unknown>();
  values.forEach((value, i) => {
    if (seen.has(value)) (repeated ??= []).push(i);
    else seen.add(value);
  });
  return repeated;
}

/** Where a {@link ValueCheck} puts the problems it finds (an array of issues, or anything with `push`). */
export interface IssueSink {
  push(issue: ValueIssue): unknown;
}

/**
 * A check of values against one field at one path, with everything that depends only on the field
 * worked out once: `(value, out)` pushes the problems of `value` (untrusted, any value; a
 * multi-select's array must be a plain array) to `out`, and pushes nothing when it is valid. Never
 * throws.
 */
export type ValueCheck = (value: unknown, out: IssueSink) => void;

const STRING_BOUNDS = ["too-short", "too-long"] as const;
const NUMBER_BOUNDS = ["too-small", "too-large"] as const;
const ITEM_BOUNDS = ["too-few-items", "too-many-items"] as const;

function optionCheck(options: readonly string[], path: string): ValueCheck {
  const allowed = membership(options);
  return (value, out) => {
    if (typeof value !== "string") out.push(mismatch(path, "a string", value));
    else if (!allowed(value)) out.push(notInEnum(path, value));
  };
}

/** A string field: a single-select (options) or a text field (lengths in code points, format). */
function stringCheck(schema: PrimitiveSchemaDefinition, path: string): ValueCheck {
  const options = allowedValues(schema);
  const lengths = compileBounds(schema.minLength, schema.maxLength, STRING_BOUNDS, " characters");
  // A format outside the grammar never reaches here (the requestedSchema is validated first); one the grammar has but
  // no validator knows fails closed.
  const formatName = typeof schema.format === "string" ? schema.format : undefined;
  const format = formatName === undefined ? undefined : (FORMAT_CHECKS.get(formatName) ?? UNVERIFIABLE);
  // The wire grammar gives an option list no lengths or format: such a field gets the short check.
  if (options !== undefined && lengths === undefined && format === undefined) return optionCheck(options, path);
  const allowed = options === undefined ? undefined : membership(options);
  return (value, out) => {
    if (typeof value !== "string") {
      out.push(mismatch(path, "a string", value));
      return;
    }
    if (allowed !== undefined && !allowed(value)) {
      out.push(notInEnum(path, value));
      return;
    }
    if (lengths !== undefined) checkBounds(lengths, codePointLength(value), path, out);
    if (format !== undefined && (value.length > MAX_FORMAT_INPUT || !format(value))) {
      out.push({ path, code: "format-mismatch", message: `must be a valid ${formatName}` });
    }
  };
}

function numberCheck(schema: PrimitiveSchemaDefinition, path: string, integer: boolean): ValueCheck {
  const bounds = compileBounds(schema.minimum, schema.maximum, NUMBER_BOUNDS, "");
  const expected = integer ? "an integer" : "a number";
  const isKind = integer ? Number.isInteger : Number.isFinite;
  return (value, out) => {
    if (typeof value !== "number" || !isKind(value)) out.push(mismatch(path, expected, value));
    else if (bounds !== undefined) checkBounds(bounds, value, path, out);
  };
}

function booleanCheck(path: string): ValueCheck {
  return (value, out) => {
    if (typeof value !== "boolean") out.push(mismatch(path, "a boolean", value));
  };
}

const NO_REPEATS: readonly number[] = Object.freeze([]);

function arrayCheck(schema: PrimitiveSchemaDefinition, path: string): ValueCheck {
  const allowed = membership(allowedValues(schema) ?? []);
  const bounds = compileBounds(schema.minItems, schema.maxItems, ITEM_BOUNDS, " selections");
  return (value, out) => {
    if (!Array.isArray(value)) {
      out.push(mismatch(path, "an array", value));
      return;
    }
    if (bounds !== undefined) checkBounds(bounds, value.length, path, out);
    const repeated = repeatedIndices(value) ?? NO_REPEATS;
    let next = 0; // the next repeated index (they come in order): linear in the selections
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const isRepeat = repeated[next] === i;
      if (isRepeat) next++;
      if (typeof item !== "string") out.push(mismatch(`${path}/${i}`, "a string", item));
      else if (!allowed(item)) out.push(notInEnum(`${path}/${i}`, item));
      else if (isRepeat) out.push({ path: `${path}/${i}`, code: "duplicate-item", message: `${show(item)} is selected twice` });
    }
  };
}

const NO_ISSUES: ValueCheck = () => undefined;

/** The check of each wire `type`, compiled from the field (one function per type, so each stays monomorphic). */
const CHECKS: Readonly<Record<string, (schema: PrimitiveSchemaDefinition, path: string) => ValueCheck>> = {
  string: stringCheck,
  number: (schema, path) => numberCheck(schema, path, false),
  integer: (schema, path) => numberCheck(schema, path, true),
  boolean: (_schema, path) => booleanCheck(path),
  array: arrayCheck,
};

/** Binds a value for generated code and returns an expression naming it (see {@link acceptSource}). */
export type Bind = (value: unknown) => string;

/** `typeof v` test and number test of each type that has an accept expression. */
const ACCEPT_TYPES: Readonly<Record<string, string>> = {
  string: 'typeof v === "string"',
  number: 'typeof v === "number" && Number.isFinite(v)',
  integer: 'typeof v === "number" && Number.isInteger(v)',
  boolean: 'typeof v === "boolean"',
};

/**
 * Source of a JavaScript boolean expression over a variable `v` that is `true` only for values
 * the field's {@link ValueCheck} passes without an issue — a pure test for compiled readers, where
 * `false` means "run the check" (never "invalid"). Values it needs (options, bounds) are passed through `bind`; the source holds no text from the schema. `undefined` for a
 * multi-select, a field with a `format`, or one with no known `type` (the check always runs). Held to the check by
 * test/content-reader.test.ts.
 * @param schema - a PrimitiveSchemaDefinition that passed the wire grammar
 * @param bind - makes a value reachable from the generated code, returning its expression
 */
export function acceptSource(schema: PrimitiveSchemaDefinition, bind: Bind): string | undefined {
  const type = schema.type;
  if (typeof type !== "string" || !Object.hasOwn(ACCEPT_TYPES, type)) return undefined;
  // A format field has none: on an invalid value its validator would run twice (test, then check).
  if (schema.format !== undefined) return undefined;
  const parts = [ACCEPT_TYPES[type]!];
  if (type === "string") {
    const options = allowedValues(schema);
    if (options) parts.push(`${bind(membership(options))}(v)`);
    const lengths = compileBounds(schema.minLength, schema.maxLength, STRING_BOUNDS, "");
    if (lengths) parts.push(`${bind((value: string) => inBounds(lengths, codePointLength(value)))}(v)`);
  } else if (type !== "boolean") {
    const bounds = compileBounds(schema.minimum, schema.maximum, NUMBER_BOUNDS, "");
    if (bounds) {
      const bound = bind(bounds);
      parts.push(`${bound}.min <= v && v <= ${bound}.max`);
    }
  }
  return parts.join(" && ");
}

/**
 * Compiles the check of values against one wire PrimitiveSchemaDefinition at one path: the type,
 * the options, the format validator and the bounds are read from the field once.
 * @param schema - a PrimitiveSchemaDefinition that passed the wire grammar
 * @param path - JSON Pointer of the values checked, used in the issues
 * @returns a {@link ValueCheck} (one that finds nothing when the field has no known `type`)
 */
export function compileValueCheck(schema: PrimitiveSchemaDefinition, path: string): ValueCheck {
  const type = schema.type;
  return typeof type === "string" && Object.hasOwn(CHECKS, type) ? CHECKS[type]!(schema, path) : NO_ISSUES;
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
  compileValueCheck(schema, path)(value, out);
  return out;
}
