/**
 * The issues of the Standard Schema → JSON Schema conversion and its error class. Every code is documented in
 * docs/diagnostics.md; the elicitation and dialect packages map them to their own codes.
 */
import { IssueError, makeIssue, rejectionMessage, type SchemaIssue } from "../issues.js";

/**
 * Codes the conversion rejects with:
 * - `converter-missing`: a Standard Schema without `~standard.jsonSchema` whose vendor has no fallback installed
 *   (the message says what to install);
 * - `conversion-failed`: the converter threw, returned a Promise, or returned a non-object;
 * - `constraint-refused`: the vendor's strict converter refuses a constraint that its Standard JSON Schema output
 *   would drop (ArkType's `toJsonSchema()`: an intersection of patterns, a non-JSON unit or domain, …).
 */
export const STANDARD_ISSUE_CODES = ["converter-missing", "conversion-failed", "constraint-refused"] as const;

/** One code of {@link STANDARD_ISSUE_CODES}. */
export type StandardIssueCode = (typeof STANDARD_ISSUE_CODES)[number];

/**
 * Thrown by `convertStandardSchema`: a `TypeError` with every issue found (`issues`, paths are JSON Pointers into
 * the converted JSON Schema, `""` when the converter gave nothing) and a bounded message.
 */
export class StandardSchemaError extends IssueError<StandardIssueCode> {
  override readonly name = "StandardSchemaError";

  /** @param issues - every issue found, in the order found */
  constructor(issues: readonly SchemaIssue<StandardIssueCode>[]) {
    super(rejectionMessage("Standard Schema", issues), issues);
  }
}

/** Throws a `converter-missing` error at the root. */
export function converterMissing(vendor: string, what: string): never {
  throw new StandardSchemaError([makeIssue("", "converter-missing", `${vendor} schema without ~standard.jsonSchema: ${what}`)]);
}

/** A `conversion-failed` error at the root, `message` clipped by `makeIssue`. */
export function conversionFailed(message: string): StandardSchemaError {
  return new StandardSchemaError([makeIssue("", "conversion-failed", message)]);
}
