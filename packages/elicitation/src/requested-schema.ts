/**
 * `toRequestedSchema` and `validateRequestedSchema`: the public face of the walk.
 *
 * Source: MCP specification, client/elicitation ("Requested Schema"), revisions 2025-06-18,
 * 2025-11-25 and 2026-07-28, with the wire grammar derived from each revision's `schema.json`.
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { grammarFor, REVISIONS, type RequestedSchema, type Revision } from "@mcp-wire/spec";
import { checkedOnUnsupported, checkedOptions, checkedRevision } from "./api-options.js";
import { cached, remember } from "./cache.js";
import { isStandardSchema, toJsonSchema } from "./convert.js";
import { issue, RequestedSchemaError, type SchemaIssue } from "./issues.js";
import { INHERITS_NOTHING, isArrayGuarded, snapshot, type JsonRecord } from "./tree.js";
import type { OnUnsupported, WalkContext, WalkMode } from "./walk/context.js";
import { isWireExact } from "./walk/fast-accept.js";
import { walkRoot } from "./walk/index.js";

/** Options of {@link toRequestedSchema}. */
export interface ToRequestedSchemaOptions {
  /** The MCP revision the schema is sent under. Default `"2025-11-25"`. */
  readonly revision?: Revision;
  /**
   * What to do with constraints the wire cannot advertise (`pattern`, exclusive bounds on numbers,
   * `multipleOf`, unsupported `format`s, …): `"reject"` (default) or `"drop"` (each listed in
   * `dropped`; safe only when content is re-validated with the original schema, as
   * `acceptedContent` / `readElicitation` do). Structural problems reject either way.
   */
  readonly onUnsupported?: OnUnsupported;
}

/** What {@link toRequestedSchema} returns. */
export interface ToRequestedSchemaResult {
  /** The wire requestedSchema: a fresh plain JSON object, yours to keep or change. */
  readonly requestedSchema: RequestedSchema;
  /** Constraints dropped under `onUnsupported: "drop"`, each with its JSON Pointer. */
  readonly dropped: readonly SchemaIssue[];
  /** Annotations dropped, lossless rewrites made, and advice (e.g. `empty-form`). */
  readonly notes: readonly SchemaIssue[];
}

interface WalkResult {
  readonly requestedSchema: JsonRecord | undefined;
  readonly rejected: SchemaIssue[];
  readonly dropped: SchemaIssue[];
  readonly notes: SchemaIssue[];
  readonly changes: SchemaIssue[];
}

/** The format patterns of a plain JSON Schema: none (shared, never written). */
const NO_FORMAT_PATTERNS: ReadonlyMap<string, string> = new Map();

function walk(
  input: unknown,
  revision: Revision,
  onUnsupported: OnUnsupported,
  mode: WalkMode,
  source: string | undefined,
  formatPatterns: ReadonlyMap<string, string> = NO_FORMAT_PATTERNS,
): WalkResult {
  const tree = snapshot(input, INHERITS_NOTHING);
  if (tree.issues.length > 0) return { requestedSchema: undefined, rejected: [...tree.issues], dropped: [], notes: [], changes: [] };
  const root = typeof tree.value === "object" && tree.value !== null && !Array.isArray(tree.value) ? tree.value : Object.create(INHERITS_NOTHING);
  // Written out, not spread from a shared object: this runs for every conversion.
  const ctx: WalkContext = {
    grammar: grammarFor(revision),
    onUnsupported,
    mode,
    source,
    formatPatterns,
    root,
    rejected: [],
    dropped: [],
    notes: [],
    changes: [],
    recorded: new Map(),
  };
  const requestedSchema = walkRoot(tree.value, ctx);
  return { requestedSchema, rejected: ctx.rejected, dropped: ctx.dropped, notes: ctx.notes, changes: ctx.changes };
}

/** Converts `schema`: a Standard Schema when `standard` (its `isStandardSchema`, asked once by the caller), else JSON. */
function convert(schema: unknown, standard: boolean, revision: Revision, onUnsupported: OnUnsupported): ToRequestedSchemaResult {
  let input: unknown = schema;
  let source: string | undefined;
  let unadvertised: SchemaIssue[] = [];
  let formatPatterns: ReadonlyMap<string, string> | undefined;
  if (standard) ({ jsonSchema: input, vendor: source, notes: unadvertised, formatPatterns } = toJsonSchema(schema as StandardSchemaV1));
  else if (typeof schema !== "object" || schema === null || isArrayGuarded(schema) === true) {
    throw new RequestedSchemaError([issue("", "not-an-object", "expected a Standard Schema or a JSON Schema object")]);
  }
  const result = walk(input, revision, onUnsupported, "convert", source, formatPatterns);
  if (!result.requestedSchema) throw new RequestedSchemaError(result.rejected);
  return {
    requestedSchema: result.requestedSchema as unknown as RequestedSchema,
    dropped: result.dropped,
    notes: unadvertised.length === 0 ? result.notes : [...unadvertised, ...result.notes],
  };
}

/** The cache key of each pair of options, made once (a key made per call would be hashed per call). */
const CACHE_KEYS = Object.fromEntries(
  REVISIONS.map((revision) => [revision, { reject: `${revision}|reject`, drop: `${revision}|drop` }]),
) as Readonly<Record<Revision, Readonly<Record<OnUnsupported, string>>>>;

/**
 * Converts a schema into the requestedSchema of an MCP `elicitation/create` form request.
 *
 * Takes a Standard Schema (zod 3/4, Valibot, ArkType, or any library with Standard JSON Schema;
 * routed on `~standard.validate`, converted at draft 2020-12 on the input side) or a plain JSON
 * Schema object; both go through the same walk against the revision's wire grammar. Results for
 * Standard Schemas are cached by schema identity (they are immutable); every call returns a fresh
 * object. The input is never mutated.
 *
 * @param schema - a Standard Schema, or a JSON Schema object for a flat form
 * @param options - {@link ToRequestedSchemaOptions}
 * @returns {@link ToRequestedSchemaResult}: `{ requestedSchema, dropped, notes }`
 * @throws RequestedSchemaError (a `TypeError`) with `issues: { path, code, message }[]`, every path
 *   a JSON Pointer into the (converted) schema: e.g. code `pattern-unsupported` at
 *   `/properties/code/pattern`, `converter-missing`, `conversion-failed`; codes in docs/diagnostics.md
 * @throws TypeError when `options` is not an object, or `options.revision` or `options.onUnsupported`
 *   is not a known value
 */
export function toRequestedSchema(schema: unknown, options?: ToRequestedSchemaOptions): ToRequestedSchemaResult {
  const { revision: rawRevision, onUnsupported: rawOnUnsupported } = checkedOptions<ToRequestedSchemaOptions>(options);
  const revision = checkedRevision(rawRevision);
  const onUnsupported = checkedOnUnsupported(rawOnUnsupported);
  if (!isStandardSchema(schema)) return convert(schema, false, revision, onUnsupported);
  const key = CACHE_KEYS[revision][onUnsupported];
  return cached<ToRequestedSchemaResult>(schema, key) ?? remember(schema, key, convert(schema, true, revision, onUnsupported));
}

/** Options of {@link validateRequestedSchema}. */
export interface ValidateRequestedSchemaOptions {
  /** The MCP revision the schema was received under. Default `"2025-11-25"`. */
  readonly revision?: Revision;
}

/** What {@link validateRequestedSchema} returns. */
export interface RequestedSchemaValidation {
  /** `true` when the schema is exactly a wire requestedSchema of the revision. */
  readonly valid: boolean;
  /** Every key at every path that is not on the wire, or whose value is wrong. */
  readonly issues: readonly SchemaIssue[];
}

/**
 * Judges a received requestedSchema against the wire grammar of a revision, without converting it:
 * the same walk as {@link toRequestedSchema}, reporting as an issue everything it would reject,
 * drop or rewrite (so `{ enum: ["a"] }` without `type` is an issue here, code `enum-type-added`).
 * For hosts that receive `elicitation/create`. Never throws on any `json`; never mutates it.
 *
 * @param json - the received `requestedSchema` (any value)
 * @param options - {@link ValidateRequestedSchemaOptions}
 * @returns `{ valid, issues }`, issues as `{ path /* JSON Pointer *\/, code, message }`
 * @throws TypeError only when `options` is not an object or `options.revision` is not a known revision
 */
export function validateRequestedSchema(json: unknown, options?: ValidateRequestedSchemaOptions): RequestedSchemaValidation {
  const revision = checkedRevision(checkedOptions<ValidateRequestedSchemaOptions>(options).revision);
  if (isWireExact(json, grammarFor(revision))) return { valid: true, issues: [] };
  const result = walk(json, revision, "reject", "validate", undefined);
  const issues = [...result.rejected, ...result.changes];
  return { valid: issues.length === 0, issues };
}
