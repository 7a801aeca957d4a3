/**
 * `validateContent`: form content checked against a wire requestedSchema alone, with no schema
 * library: for hosts before they send an `ElicitResult`, and for servers that sent a raw schema.
 *
 * Source: MCP `ElicitResult.content` and `ElicitRequestFormParams.requestedSchema`
 * (`PrimitiveSchemaDefinition`), revisions 2025-06-18, 2025-11-25 and 2026-07-28; value semantics
 * of each keyword per JSON Schema 2020-12 Validation (checked by `checkValue`, values.ts).
 */
import type { RequestedSchema, Revision } from "@mcp-wire/spec";
import { checkedOptions, checkedRevision } from "./api-options.js";
import { contentIssue, type ContentIssue } from "./content-issues.js";
import { RequestedSchemaError } from "./issues.js";
import { pointer, thrownMessage } from "@mcp-wire/core";
import { validateRequestedSchema } from "./requested-schema.js";
import { INHERITS_NOTHING, isArrayGuarded, isRecord, jsonKind, own, ownItem, snapshot, type JsonRecord } from "./tree.js";
import { compileContentReader, type FieldReading } from "./content-reader.js";
import { acceptSource, allowedValues, compileValueCheck, type PrimitiveSchemaDefinition, type ValueCheck } from "./values.js";

/** Options of {@link validateContent}. */
export interface ValidateContentOptions {
  /** The MCP revision the requestedSchema was sent under. Default `"2025-11-25"`. */
  readonly revision?: Revision;
}

/** What {@link validateContent} returns. */
export interface ContentValidation {
  /** `true` when the content is exactly what the requestedSchema accepts. */
  readonly valid: boolean;
  /** Every problem, each `{ path /* JSON Pointer into the content *\/, code, message }`. */
  readonly issues: readonly ContentIssue[];
}

/** Longest multi-select array read element by element (more when the enum has more options). */
const MAX_SELECTIONS_READ = 1024;

/** What {@link readSelections} returns when the value could not be read (the issue is already pushed). */
const UNREADABLE: unique symbol = Symbol("unreadable");

/**
 * Reads a multi-select value: an array into a plain copy one level deep (at most max(1024, option
 * count) elements, each item read once; the check reads only an item's `typeof` and string value),
 * anything else as it is.
 */
function readSelections(value: unknown, path: string, options: number, issues: ContentIssue[]): unknown {
  if (typeof value !== "object" || value === null || isArrayGuarded(value) !== true) return value;
  const limit = Math.max(MAX_SELECTIONS_READ, options);
  try {
    const list = value as readonly unknown[];
    const length = list.length;
    if (!Number.isSafeInteger(length) || length < 0) {
      issues.push(contentIssue(path, "invalid-value", "has no valid length"));
      return UNREADABLE;
    }
    if (length > limit) {
      issues.push(contentIssue(path, "too-many-items", `has ${length} selections; ${options} options can each be selected once`));
      return UNREADABLE;
    }
    const copy: unknown[] = [];
    for (let i = 0; i < length; i++) copy.push(ownItem(list, i)); // a hole reads as `undefined`
    return copy;
  } catch (cause) {
    issues.push(contentIssue(path, "invalid-value", `reading it threw: ${thrownMessage(cause)}`));
    return UNREADABLE;
  }
}

/** The own enumerable keys of the content root, or an issue when it is not a plain object. */
function contentKeys(content: unknown, issues: ContentIssue[]): readonly string[] | undefined {
  try {
    if (typeof content !== "object" || content === null || isArrayGuarded(content) === true) {
      issues.push(contentIssue("", "type-mismatch", `must be an object, got ${jsonKind(content)}`));
      return undefined;
    }
    const prototype = Object.getPrototypeOf(content) as object | null;
    if (prototype !== Object.prototype && prototype !== null) {
      issues.push(contentIssue("", "type-mismatch", "must be a plain object, got an instance of a class"));
      return undefined;
    }
    return Object.keys(content);
  } catch (cause) {
    issues.push(contentIssue("", "invalid-value", `reading it threw: ${thrownMessage(cause)}`));
    return undefined;
  }
}

/** The requestedSchema as a safe snapshot, or a RequestedSchemaError when it is not a wire one. */
function wireSchema(requestedSchema: unknown, revision: Revision): JsonRecord {
  const tree = snapshot(requestedSchema, INHERITS_NOTHING);
  if (tree.issues.length > 0) throw new RequestedSchemaError(tree.issues);
  const judged = validateRequestedSchema(tree.value, { revision });
  if (!judged.valid || !isRecord(tree.value)) throw new RequestedSchemaError(judged.issues);
  return tree.value;
}

const ignoreAbsent = (): void => undefined;

/** How one field of a compiled requestedSchema is read and checked: everything that does not depend on content. */
function compileField(name: string, definition: JsonRecord, required: boolean): FieldReading<ContentIssue[]> {
  const schema = definition as unknown as PrimitiveSchemaDefinition;
  const path = pointer("", name);
  const check: ValueCheck = compileValueCheck(schema, path);
  const optionCount = allowedValues(schema)?.length ?? 0;
  const missing = contentIssue(path, "required-missing", "is required");
  return {
    name,
    // A value check reads only the `typeof` of a non-array value; a multi-select's array is read first.
    present:
      schema.type === "array"
        ? (raw, issues) => {
            const read = readSelections(raw, path, optionCount, issues);
            if (read !== UNREADABLE) check(read, issues);
          }
        : check,
    absent: required ? (issues) => void issues.push({ ...missing }) : ignoreAbsent,
    threw: (cause, issues) => void issues.push(contentIssue(path, "invalid-value", `reading it threw: ${thrownMessage(cause)}`)),
    acceptSource: (bind) => acceptSource(schema, bind),
  };
}

/** A compiled check of content against one requestedSchema (see {@link contentValidator}). */
export type ContentValidator = (content: unknown) => ContentValidation;

/**
 * Compiles the content check of one requestedSchema: the schema is judged against the wire grammar
 * once, and each field's type, options, format and bounds are read once. The validator then checks
 * any number of contents exactly as {@link validateContent} does. Like a compiled Ajv schema, it
 * keeps what it read: a later change to `requestedSchema` does not reach it.
 *
 * @param requestedSchema - a wire requestedSchema (e.g. from `toRequestedSchema`, or as received)
 * @param options - {@link ValidateContentOptions}
 * @returns `(content) => { valid, issues }`, never throwing because of `content`
 * @throws RequestedSchemaError when `requestedSchema` is not a wire requestedSchema of the revision
 * @throws TypeError when `options` is not an object or `options.revision` is not a known revision
 */
export function contentValidator(requestedSchema: RequestedSchema, options: ValidateContentOptions = {}): ContentValidator {
  return compileContentValidator(requestedSchema, options, {});
}

/**
 * {@link contentValidator} with the reader's options (internal: tests compare the generated reader
 * with the loop reader; not exported from the package).
 */
export function compileContentValidator(
  requestedSchema: RequestedSchema,
  options: ValidateContentOptions,
  readerOptions: { readonly generate?: boolean },
): ContentValidator {
  const schema = wireSchema(requestedSchema, checkedRevision(checkedOptions<ValidateContentOptions>(options).revision));
  const properties = own(schema, "properties");
  const definitions: JsonRecord = isRecord(properties) ? properties : Object.create(INHERITS_NOTHING);
  const requiredList = own(schema, "required");
  const required = new Set(Array.isArray(requiredList) ? requiredList.filter((r) => typeof r === "string") : []);
  const fields: FieldReading<ContentIssue[]>[] = [];
  for (const name of Object.keys(definitions)) {
    const definition = definitions[name];
    if (isRecord(definition)) fields.push(compileField(name, definition, required.has(name)));
  }
  const read = compileContentReader(fields, readerOptions);
  return (content) => {
    const issues: ContentIssue[] = [];
    const keys = contentKeys(content, issues);
    if (!keys) return { valid: false, issues };
    const undeclared = read(content as object, keys, issues);
    if (undeclared) {
      for (const key of undeclared) {
        issues.push(contentIssue(pointer("", key), "undeclared-key", "is not a property of the requestedSchema"));
      }
    }
    return { valid: issues.length === 0, issues };
  };
}

/**
 * Validates form content against a wire requestedSchema alone (no schema library involved).
 *
 * Checks, per property: the value type with no coercion (`"5"` is not 5; `integer` rejects 1.5),
 * enum membership for every enum variant (untitled, titled `oneOf`, legacy `enumNames`, untitled and
 * titled multi-select), multi-select `minItems`/`maxItems` and duplicate selections, string
 * `minLength`/`maxLength` in Unicode code points, number `minimum`/`maximum`, and the formats
 * `email`, `uri`, `date`, `date-time` (ajv-formats' full validators); then `required` and keys the
 * schema does not define. Issues come in schema property order, then undeclared keys in content order.
 *
 * Content is untrusted: it is read once, shallowly (own enumerable keys only — the keys
 * `JSON.stringify` reads — so keys inherited from a polluted `Object.prototype` are absent, and a key
 * holding `undefined` is a type mismatch; `__proto__` is an ordinary key; nested objects are never
 * entered), so time is linear in its top-level size; a getter
 * or Proxy trap that throws becomes an `invalid-value` issue. It never throws because of `content`.
 *
 * To check many contents against one schema, compile it once with {@link contentValidator}.
 *
 * @param requestedSchema - a wire requestedSchema (e.g. from `toRequestedSchema`, or as received)
 * @param content - the `ElicitResult.content` to check (any value)
 * @param options - {@link ValidateContentOptions}
 * @returns `{ valid, issues }`, issues `{ path, code, message }` with `path` a JSON Pointer into the
 *   content (`"/email"`); codes: those of `checkValue` plus `required-missing`, `undeclared-key`,
 *   `invalid-value` (see CONTENT_ISSUE_CODES)
 * @throws RequestedSchemaError when `requestedSchema` is not a wire requestedSchema of the revision
 *   (its issues are those of `validateRequestedSchema`)
 * @throws TypeError when `options` is not an object or `options.revision` is not a known revision
 */
export function validateContent(
  requestedSchema: RequestedSchema,
  content: unknown,
  options: ValidateContentOptions = {},
): ContentValidation {
  return contentValidator(requestedSchema, options)(content);
}
