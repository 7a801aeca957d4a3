/**
 * The one issue shape of `@mcp-wire/elicitation`, its codes, and its error class.
 * Every code is documented in docs/diagnostics.md.
 */

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
 * One finding of the walk: a rejection, a dropped constraint or a note.
 * `path` is a JSON Pointer (RFC 6901) into the schema as given (or as converted from a Standard
 * Schema), e.g. `"/properties/code/pattern"`; `""` is the root.
 */
export interface SchemaIssue {
  readonly path: string;
  readonly code: IssueCode;
  readonly message: string;
}

/** Longest issue message: messages quote keys and values of untrusted input, never all of them. */
export const MAX_MESSAGE_LENGTH = 200;
/** Longest rendering of one path inside an error message (the issue itself keeps the exact path). */
const MAX_LISTED_PATH_LENGTH = 100;

/** `text` cut to `max` characters (with "..." when cut). */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/**
 * Builds a {@link SchemaIssue}: the one place issues are made. The message is cut to
 * {@link MAX_MESSAGE_LENGTH} characters (a 10 MB keyword name must not make a 10 MB message).
 */
export function issue(path: string, code: IssueCode, message: string): SchemaIssue {
  return { path, code, message: clip(message, MAX_MESSAGE_LENGTH) };
}

const MAX_LISTED_PATHS = 20;

/**
 * The error message of a rejection: every offending path (the first 20, each cut to 100
 * characters), and the first issue's message.
 */
export function rejectionMessage(subject: string, issues: readonly SchemaIssue[]): string {
  const first = issues[0];
  if (!first) return `${subject} rejected`;
  const shown = (path: string) => (path === "" ? "the root" : clip(path, MAX_LISTED_PATH_LENGTH));
  if (issues.length === 1) return `${subject} rejected at ${shown(first.path)}: ${first.message} (${first.code})`;
  const paths = [...new Set(issues.map((i) => i.path))];
  const listed = paths.slice(0, MAX_LISTED_PATHS).map(shown).join(", ");
  const more = paths.length > MAX_LISTED_PATHS ? ` and ${paths.length - MAX_LISTED_PATHS} more` : "";
  return `${subject} rejected: ${issues.length} issues at ${listed}${more}; first at ${shown(first.path)}: ${first.message} (${first.code})`;
}

/**
 * Thrown by `toRequestedSchema` (and everything built on it) when a schema cannot go on the wire.
 * Extends `TypeError`. `issues` lists every rejection, each with its JSON Pointer path; the
 * message names every offending path (the first 20 when there are more).
 */
export class RequestedSchemaError extends TypeError {
  override readonly name = "RequestedSchemaError";
  /** Every rejection, in walk order. */
  readonly issues: readonly SchemaIssue[];
  constructor(issues: readonly SchemaIssue[]) {
    super(rejectionMessage("requestedSchema", issues));
    this.issues = issues;
  }
}
