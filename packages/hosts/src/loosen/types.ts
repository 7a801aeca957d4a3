/**
 * The vocabulary of projections that only loosen: the rewrite ids (a const tuple host profiles list), what each
 * loosening records, the options and the result of `loosen`, and the one error it throws.
 */
import { IssueError, rejectionMessage, type SchemaIssue } from "@mcp-wire/core";
import type { Dialect, JsonSchema } from "@mcp-wire/dialect";
import type { HostIssue, SchemaRole } from "../types.js";

/**
 * Every rewrite `loosen` knows, in the order it applies them (whatever order a caller lists them in):
 * - `non-finite-number`: a keyword holding a number past the double range (`1e400`, read as the finite
 *   `LoosenOptions.standIn`) dropped (same meaning for a bound it leaves without effect and for an annotation, else
 *   looser);
 * - `dialect-2020-12`: a draft-07 schema converted to 2020-12, its label removed (same meaning);
 * - `dialect-draft-07`: a 2020-12 schema converted to draft-07 and labelled so (same meaning; never with the one above);
 * - `unlabel-2020-12`: the root `$schema` of a 2020-12 schema removed (same meaning: no label reads as 2020-12);
 * - `tuple-rest`: an `items` beside `prefixItems` dropped in a 2020-12 schema (same meaning when `maxItems` ends the
 *   tuple, else looser), for readers that apply draft-07 rules;
 * - `boolean-subschema`: a `true` / `false` sub-schema → `{}` / `{ not: {} }` (same meaning);
 * - `properties-array`: `properties: []` (and any other name → schema map written `[]`) → `{}` (same meaning);
 * - `required-null`: `required: null` dropped (same meaning: nothing was required);
 * - `draft-04-exclusive-bounds`: boolean `exclusiveMinimum` / `exclusiveMaximum` → numeric bounds (same meaning);
 * - `unicode-pattern`: a `pattern` that is not a valid ECMA-262 regex in unicode mode dropped (looser);
 * - `enum-description`: an empty enum or one with a non-string value dropped, the values said in `description` (looser);
 * - `ref-inline`: local `$ref`s replaced by their targets, recursion unrolled to a bound, then `{}` (same, then looser);
 * - `ref-hoist`: every local `$ref` made to start with `#/$defs/` (same meaning);
 * - `array-items`: an array without `items` gets `items: {}` (same meaning);
 * - `root-combinators`: root `allOf` merged, root `anyOf` / `oneOf` folded into the union of their properties, the
 *   alternatives said in `description` (same for `allOf` when it merges cleanly, else looser);
 * - `root-object-type`: a root that is provably an object gets `type: "object"` (same meaning);
 * - `output-wrap`: a non-object output schema wrapped as SEP-2106 does, `{ type: "object", properties: { result },
 *   required: ["result"] }` (reshaped: its results must be wrapped with `wrapStructuredContent`).
 */
export const LOOSENINGS = [
  "non-finite-number",
  "dialect-2020-12",
  "dialect-draft-07",
  "unlabel-2020-12",
  "tuple-rest",
  "boolean-subschema",
  "properties-array",
  "required-null",
  "draft-04-exclusive-bounds",
  "unicode-pattern",
  "enum-description",
  "ref-inline",
  "ref-hoist",
  "array-items",
  "root-combinators",
  "root-object-type",
  "output-wrap",
] as const;

/** One of {@link LOOSENINGS}. */
export type LooseningId = (typeof LOOSENINGS)[number];

/**
 * What one change does to the set of accepted values: `same` (the host reads exactly the values the original
 * accepts), `looser` (a superset), `reshaped` (the value itself changes shape: `output-wrap`).
 */
export type LooseningEffect = "same" | "looser" | "reshaped";

/**
 * One change a projection made, as a {@link HostIssue} (`layer: "host"`; `blast: "none"` for a change of the same
 * meaning or a reshaping, `"misread"` for a loosening: the host reads a looser set than the server checks) with the
 * rewrite that made it. `path` is a JSON Pointer into the input schema; `code` is the rewrite id.
 */
export interface Loosened extends HostIssue {
  readonly code: LooseningId;
  readonly rewrite: LooseningId;
  readonly effect: LooseningEffect;
}

/**
 * Why a part of the schema was left as it was: no loosening-only form exists, or the input cannot be read.
 * - `no-loosening-form`: the rewrite would tighten here (a negated or `oneOf` position, a reference into what it
 *   changes, an input schema whose root is not an object, …), so the part is unchanged;
 * - `unresolved-ref`: a `$ref` that is remote, dangling, dynamic or under an embedded `$id`; left as it is;
 * - `inline-too-large`: inlining would pass {@link MAX_INLINED_NODES} subschemas; the references are left as they are;
 * - codes of `readSchema` (`invalid-value`, `cyclic-schema`, `too-deep`, `not-a-schema`): the input is not JSON.
 */
export type LoosenIssue = SchemaIssue;

/** Codes of the issues `loosen` itself reports (see {@link LoosenIssue}). */
export const LOOSEN_ISSUE_CODES = ["no-loosening-form", "unresolved-ref", "inline-too-large"] as const;

/** Most subschemas `ref-inline` writes before it gives up (`inline-too-large`). */
export const MAX_INLINED_NODES = 20_000;

/** Options of `loosen`. */
export interface LoosenOptions {
  /** Which tool schema this is; `root-object-type` adds `type: "object"` to any typeless input root (tool arguments
   *  are always an object on the MCP wire: `CallToolRequest.params.arguments`), and `output-wrap` applies only to
   *  output schemas. Default: unknown (only provable objects are typed; `output-wrap` applies). */
  readonly role?: SchemaRole;
  /** The dialect to read the schema with; default: its `$schema` label (none or unknown: 2020-12). */
  readonly dialect?: Dialect;
  /** How many times `ref-inline` expands one reference inside itself before writing `{}` (default 2, 0–16). */
  readonly inlineDepth?: number;
  /**
   * The finite number the schema holds where the server wrote a number past the double range, positive for
   * +Infinity and negated for -Infinity (`JSON.parse` reads `1e400` as Infinity, which a schema read by `loosen`
   * cannot hold): `projectTools` reads a list so, with the largest double the list does not hold. `non-finite-number`
   * drops the keywords that hold it. Default: none (the rewrite changes nothing).
   */
  readonly standIn?: number;
}

/**
 * The outcome of `loosen`: `schema` is the projection (`undefined` only when the input is not a JSON schema; then
 * `issues` says why), `loosened` every change with its path, `issues` every part left unchanged and why, `wrapped`
 * whether `output-wrap` wrapped the schema (then each `structuredContent` must pass through `wrapStructuredContent`).
 */
export interface LoosenResult {
  readonly schema: JsonSchema | undefined;
  readonly loosened: readonly Loosened[];
  readonly issues: readonly LoosenIssue[];
  readonly wrapped: boolean;
}

/** Codes of {@link LoosenError}. */
export type LoosenErrorCode = "unknown-rewrite" | "invalid-option" | "not-wrapped";

/**
 * What `loosen` and `unwrapStructuredContent` throw for a caller's mistake (never for a schema: schemas get issues):
 * `unknown-rewrite` (an id not in {@link LOOSENINGS}), `invalid-option` (`inlineDepth` not an integer in 0–16, an
 * unknown `role` or `dialect`), `not-wrapped` (a value that is not `{ result }`). Each issue names its path.
 */
export class LoosenError extends IssueError<LoosenErrorCode> {
  override readonly name = "LoosenError";

  /**
   * @param subject - what was refused (`"rewrites"`, `"loosen options"`, `"structuredContent"`), the message's start
   * @param issues - every issue found
   */
  constructor(subject: string, issues: readonly SchemaIssue<LoosenErrorCode>[]) {
    super(rejectionMessage(subject, issues), issues);
  }
}
