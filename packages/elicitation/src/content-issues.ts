/**
 * The issue shape of content and responses (what a client sends back), and its codes.
 * Schema issues (`SchemaIssue`, `issues.ts`) point into a schema; these point into content or into
 * one `inputResponses` entry. Every code is documented in docs/diagnostics.md.
 */
import { clip, MAX_MESSAGE_LENGTH } from "./issues.js";
import type { ValueIssueCode } from "./values.js";

/**
 * Codes of content and response issues (kebab-case, stable):
 * - value checks (from `checkValue`): `type-mismatch`, `not-in-enum`, `too-short`, `too-long`,
 *   `too-small`, `too-large`, `too-few-items`, `too-many-items`, `duplicate-item`, `format-mismatch`;
 * - content: `required-missing` (a `required` property is absent), `undeclared-key` (a key the
 *   requestedSchema does not define), `invalid-value` (unreadable: a getter or Proxy trap threw, a
 *   cycle, nesting deeper than 64 levels, a value JSON cannot carry);
 * - responses: `unknown-response` (an `inputResponses` entry matching none of `CreateMessageResult`,
 *   `ListRootsResult`, `ElicitResult`), `malformed-response` (readElicitation: the entry is not a
 *   well-formed ElicitResult), `not-an-elicit-result` (the entry is a sampling or roots result);
 * - `schema-rejected`: an issue of the caller's Standard Schema (readElicitation).
 */
export const CONTENT_ISSUE_CODES = [
  "type-mismatch",
  "not-in-enum",
  "too-short",
  "too-long",
  "too-small",
  "too-large",
  "too-few-items",
  "too-many-items",
  "duplicate-item",
  "format-mismatch",
  "required-missing",
  "undeclared-key",
  "invalid-value",
  "unknown-response",
  "malformed-response",
  "not-an-elicit-result",
  "schema-rejected",
] as const;

/** One content or response issue code; see {@link CONTENT_ISSUE_CODES}. */
export type ContentIssueCode = (typeof CONTENT_ISSUE_CODES)[number];

// Every value-check code is a content issue code (the build breaks when values.ts gains one).
const _valueCodesIncluded = true satisfies ValueIssueCode extends ContentIssueCode ? true : never;
void _valueCodesIncluded;

/**
 * One problem of content (or of an `inputResponses` entry).
 * `path` is a JSON Pointer (RFC 6901) into the content, e.g. `"/email"`, `"/colors/1"`; `""` is the
 * content itself. For {@link inputResponse}'s `invalid` view it points into the entry (`"/action"`).
 */
export interface ContentIssue {
  readonly path: string;
  readonly code: ContentIssueCode;
  readonly message: string;
}

/** Builds a {@link ContentIssue}: the one place these issues are made (messages cut to 200 characters). */
export function contentIssue(path: string, code: ContentIssueCode, message: string): ContentIssue {
  return { path, code, message: clip(message, MAX_MESSAGE_LENGTH) };
}
