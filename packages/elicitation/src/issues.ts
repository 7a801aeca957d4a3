/**
 * The one issue shape of `@mcp-wire/elicitation`, its codes, and its error class.
 * Every code is documented in docs/diagnostics.md.
 */
import { IssueError, makeIssue, rejectionMessage, type SchemaIssue as CoreIssue } from "@mcp-wire/core";

/**
 * Codes of issues the walk and the converters emit (kebab-case, stable).
 * Rejections, drops and notes share this list; `docs/diagnostics.md` says what triggers each.
 */
export const ISSUE_CODES = [
  // input and conversion
  "not-an-object",
  "conversion-failed",
  "converter-missing",
  "constraint-refused",
  "constraint-not-advertised",
  // root
  "root-type",
  "root-type-added",
  "properties-added",
  "schema-label-dropped",
  "definitions-dropped",
  "empty-form",
  "required-unknown-property",
  "required-deduplicated",
  "reserved-property-name",
  // keywords
  "annotation-dropped",
  "default-dropped",
  "format-companion-dropped",
  "companion-to-format",
  "pattern-unsupported",
  "format-unsupported",
  "keyword-unsupported",
  "unknown-keyword",
  "invalid-value",
  // structure
  "type-missing",
  "type-unsupported",
  "nested-object",
  "nullable-unsupported",
  "union-unsupported",
  "array-items-unsupported",
  "ref-unsupported",
  "structure-unsupported",
  "variant-conflict",
  "revision-unsupported",
  // lossless normalizations
  "enum-type-added",
  "const-to-enum",
  "options-to-enum",
  "options-to-titled",
  "titled-to-legacy",
  "type-array-collapsed",
  "exclusive-bound-to-inclusive",
  "ref-inlined",
  "all-of-merged",
  // consistency
  "bounds-conflict",
  "default-invalid",
  "enum-empty",
  "enum-duplicate",
  "enum-non-string",
  "enum-names-length",
] as const;

/** One issue code; see {@link ISSUE_CODES}. */
export type IssueCode = (typeof ISSUE_CODES)[number];

/**
 * One finding of the walk: a rejection, a dropped constraint or a note (`@mcp-wire/core`'s issue model).
 * `path` is a JSON Pointer (RFC 6901) into the schema as given (or as converted from a Standard
 * Schema), e.g. `"/properties/code/pattern"`; `""` is the root.
 */
export type SchemaIssue = CoreIssue<IssueCode>;

export { clip, MAX_MESSAGE_LENGTH, rejectionMessage } from "@mcp-wire/core";

/**
 * Builds a {@link SchemaIssue}: the one place issues are made (core's `makeIssue`: the message is cut to 200
 * characters; a 10 MB keyword name must not make a 10 MB message).
 */
export function issue(path: string, code: IssueCode, message: string): SchemaIssue {
  return makeIssue(path, code, message);
}

/**
 * Thrown by `toRequestedSchema` (and everything built on it) when a schema cannot go on the wire.
 * An `IssueError` of `@mcp-wire/core`, so a `TypeError`. `issues` lists every rejection, each with its JSON Pointer
 * path; the message names every offending path (the first 20 when there are more, each cut to 100 characters).
 */
export class RequestedSchemaError extends IssueError<IssueCode> {
  override readonly name = "RequestedSchemaError";
  constructor(issues: readonly SchemaIssue[]) {
    super(rejectionMessage("requestedSchema", issues), issues);
  }
}
