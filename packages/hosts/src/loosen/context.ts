/**
 * What every rewrite module is: one id, the public report it answers, and one function from a snapshot schema to
 * its projection, recording each change (`note`) and each part it had to leave alone (`refuse`) in a shared context.
 */
import { makeIssue } from "@mcp-wire/core";
import type { Dialect, JsonSchema } from "@mcp-wire/dialect";
import type { SchemaRole, Source } from "../types.js";
import type { LoosenIssue, Loosened, LooseningEffect, LooseningId } from "./types.js";

/** What a rewrite reads and where it writes its records. */
export interface RewriteContext {
  /** The dialect the schema is read with; `dialect-2020-12` changes it when it converts the schema. */
  dialect: Dialect;
  readonly role: SchemaRole | undefined;
  readonly inlineDepth: number;
  /** Every rewrite the caller asked for (a rewrite may leave a part to a later one). */
  readonly requested: ReadonlySet<LooseningId>;
  readonly loosened: Loosened[];
  readonly issues: LoosenIssue[];
  /** Set by `output-wrap` when it wrapped the schema. */
  wrapped: boolean;
  /** `LoosenOptions.standIn`: the number that stands for ±Infinity (`non-finite-number`). */
  readonly standIn: number | undefined;
}

/**
 * One rewrite: `apply` takes the (already snapshotted, never shared) schema and returns its projection; it never
 * mutates its input and never throws.
 */
export interface Rewrite {
  readonly id: LooseningId;
  /** The public report or package the rewrite answers (`owner/repo#N`, `npm:<name>@<version>`). */
  readonly source: Source;
  readonly apply: (schema: JsonSchema, context: RewriteContext) => JsonSchema;
}

/** Records one change made by `rewrite` at `path`. */
export function note(context: RewriteContext, rewrite: Rewrite, path: string, effect: LooseningEffect, message: string): void {
  context.loosened.push({
    path,
    code: rewrite.id,
    layer: "host",
    blast: effect === "looser" ? "misread" : "none",
    message: makeIssue(path, rewrite.id, message).message,
    source: rewrite.source,
    rewrite: rewrite.id,
    effect,
  });
}

/** Records a part left unchanged at `path` (code per `LOOSEN_ISSUE_CODES`). */
export function refuse(context: RewriteContext, code: "no-loosening-form" | "unresolved-ref" | "inline-too-large", path: string, message: string): void {
  context.issues.push(makeIssue(path, code, message));
}
