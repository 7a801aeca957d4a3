/**
 * Reading elicitation answers from a retried request's `inputResponses` (2026-07-28), validated and
 * typed by the schema the form was built from: `readElicitation` (every outcome, invalid content
 * its own) and `acceptedContent` (the accepted value or `undefined`).
 *
 * Source: MCP 2026-07-28 `schema.json`, definitions `InputResponses`, `ElicitResult`; Standard Schema
 * v1 (`~standard.validate`, its `issues` with `path` segments `PropertyKey | { key }`), standardschema.dev.
 */
import { show } from "@mcp-wire/core";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { contentIssue, type ContentIssue } from "./content-issues.js";
import { isStandardSchema } from "./convert.js";
import { inputResponse, type ElicitContent } from "./input-response.js";
import { pointer } from "@mcp-wire/core";

export { inputResponse, type InputResponseView, type ElicitAction, type ElicitContent, type Root, type CreateMessageResult } from "./input-response.js";

/**
 * The outcome of one elicitation:
 * - `accepted`: the user submitted content the schema accepts; `value` is the schema's output;
 * - `declined` / `cancelled`: `action` `decline` (an explicit no) / `cancel` (dismissed);
 * - `missing`: no answer under the key (first call, or the client left it out): ask again;
 * - `invalid`: the client answered, but not acceptably: content the schema rejects (code
 *   `schema-rejected`, `path` a JSON Pointer into the content, e.g. `"/email"`), an entry that is
 *   not a well-formed ElicitResult (`malformed-response`, `path` a JSON Pointer into the entry, e.g.
 *   `"/action"`, `"/content/__proto__"`) or a sampling/roots result (`not-an-elicit-result`).
 *   Re-ask; it is not a refusal.
 */
export type ElicitationOutcome<Value> =
  | { readonly status: "accepted"; readonly value: Value }
  | { readonly status: "declined" }
  | { readonly status: "cancelled" }
  | { readonly status: "missing" }
  | { readonly status: "invalid"; readonly issues: readonly ContentIssue[] };

/** Most Standard Schema issues read from one verdict, and most path segments read from one issue. */
const MAX_READ = 100;

/**
 * One Standard Schema path segment (`PropertyKey | { key }`) as a JSON Pointer token. A segment of another kind
 * (`null`, `undefined`, a boolean, an object, a buggy schema's output) becomes its readable form (`"null"`, `"true"`,
 * JSON text clipped to 40 characters); a symbol its description. Never throws.
 */
function token(segment: unknown): string {
  let key: unknown = segment;
  try {
    if (typeof segment === "object" && segment !== null && "key" in segment) key = (segment as { key: unknown }).key;
  } catch {
    return "?";
  }
  if (typeof key === "string") return key;
  if (typeof key === "number") return String(key);
  if (typeof key === "symbol") return key.description ?? "";
  return show(key);
}

/** A Standard Schema issue path as a JSON Pointer (the first 100 segments; holes read as `undefined`). */
function issuePointer(path: readonly unknown[]): string {
  return pointer("", ...Array.from({ length: Math.min(path.length, MAX_READ) }, (_, index) => token(path[index])));
}

/** The schema's verdict, read defensively: a schema is the server's own code, but may be buggy. */
type Verdict<Value> = { readonly value: Value } | { readonly issues: readonly ContentIssue[] };

function describeResult(result: unknown): string {
  return result === null ? "null" : Array.isArray(result) ? "an array" : typeof result;
}

/** One Standard Schema issue as a content issue; tolerant of a malformed issue or a hole (never throws). */
function schemaIssue(raw: unknown): ContentIssue {
  try {
    const item = (typeof raw === "object" && raw !== null ? raw : {}) as { path?: unknown; message?: unknown };
    const path = Array.isArray(item.path) ? issuePointer(item.path) : typeof item.path === "string" ? pointer("", item.path) : "";
    const message = typeof item.message === "string" ? item.message : "rejected by the schema";
    return contentIssue(path, "schema-rejected", message);
  } catch {
    return contentIssue("", "schema-rejected", "rejected by the schema (its issue cannot be read)");
  }
}

/** The issues of a verdict as content issues: the first 100, holes included (as issues without a reason). */
function schemaIssues(issues: readonly unknown[]): ContentIssue[] {
  return Array.from({ length: Math.min(issues.length, MAX_READ) }, (_, index) => schemaIssue(issues[index]));
}

function validate<S extends StandardSchemaV1>(schema: S, content: ElicitContent, caller: string): Verdict<StandardSchemaV1.InferOutput<S>> {
  const result: unknown = schema["~standard"].validate(content);
  if (typeof (result as { then?: unknown } | null)?.then === "function") {
    // Settle it quietly: the outcome is not used, and an unhandled rejection would crash the process.
    (result as Promise<unknown>).then(undefined, () => undefined);
    throw new TypeError(
      `${caller}: the schema is asynchronous (its ~standard.validate returned a Promise); use a schema without async refinements or transforms`,
    );
  }
  if (typeof result !== "object" || result === null) {
    throw new TypeError(`${caller}: the schema's ~standard.validate returned ${describeResult(result)}, not { value } or { issues }`);
  }
  const { issues } = result as { issues?: unknown };
  if (issues === undefined) {
    if (!("value" in result)) throw new TypeError(`${caller}: the schema's ~standard.validate returned an object with neither value nor issues`);
    return { value: (result as { value: StandardSchemaV1.InferOutput<S> }).value };
  }
  if (!Array.isArray(issues)) throw new TypeError(`${caller}: the schema's ~standard.validate returned issues that are ${describeResult(issues)}, not an array`);
  // A failure without a reason is still a failure (Standard Schema: `issues` present means invalid).
  return { issues: issues.length > 0 ? schemaIssues(issues) : [contentIssue("", "schema-rejected", "rejected by the schema without an issue")] };
}

const DECLINED = Object.freeze({ status: "declined" } as const);
const CANCELLED = Object.freeze({ status: "cancelled" } as const);
const MISSING = Object.freeze({ status: "missing" } as const);

function read<S extends StandardSchemaV1>(responses: unknown, key: string, schema: S, caller: string): ElicitationOutcome<StandardSchemaV1.InferOutput<S>> {
  if (!isStandardSchema(schema)) throw new TypeError(`${caller}: schema must be a Standard Schema (zod, Valibot, ArkType, …)`);
  const view = inputResponse(responses, key);
  switch (view.kind) {
    case "missing":
      return MISSING;
    case "invalid":
      return { status: "invalid", issues: view.issues.map((i) => contentIssue(i.path, "malformed-response", i.message)) };
    case "sampling":
    case "roots":
      return {
        status: "invalid",
        issues: [contentIssue("", "not-an-elicit-result", `is a ${view.kind} result, not an ElicitResult`)],
      };
    case "elicit":
      break;
    default:
      return view satisfies never;
  }
  if (view.action === "decline") return DECLINED;
  if (view.action === "cancel") return CANCELLED;
  const verdict = validate(schema, view.content ?? {}, caller);
  return "issues" in verdict ? { status: "invalid", issues: verdict.issues } : { status: "accepted", value: verdict.value };
}

/**
 * Reads the answer to the elicitation sent under `key`, validated by the schema the form was built
 * from (the original schema, so constraints the wire could not carry, e.g. under
 * `onUnsupported: "drop"`, are enforced here). Accepted content without `content` is read as `{}`.
 *
 * @param responses - the retried request's `inputResponses` (untrusted, any value)
 * @param key - the key of the request in `inputRequests`
 * @param schema - a synchronous Standard Schema (zod, Valibot, ArkType, …)
 * @returns {@link ElicitationOutcome} typed by the schema's output; never throws on `responses`
 * @throws TypeError when `schema` is not a Standard Schema, is asynchronous (`~standard.validate`
 *   returned a Promise), or `key` is not a string; whatever the schema's own code throws
 */
export function readElicitation<S extends StandardSchemaV1>(
  responses: unknown,
  key: string,
  schema: S,
): ElicitationOutcome<StandardSchemaV1.InferOutput<S>> {
  return read(responses, key, schema, "readElicitation");
}

/**
 * The accepted form content under `key`, or `undefined` (missing, declined, cancelled, or invalid).
 * With a schema, the content is validated and typed by it (see {@link readElicitation}, which also
 * says why there is no value); without one, it is the raw content snapshot (not validated; check it
 * with `validateContent` when you sent a raw requestedSchema).
 *
 * @param responses - the retried request's `inputResponses` (untrusted, any value)
 * @param key - the key of the request in `inputRequests`
 * @param schema - optional synchronous Standard Schema
 * @throws TypeError when `schema` is given and is not a Standard Schema or is asynchronous, or `key`
 *   is not a string
 */
export function acceptedContent(responses: unknown, key: string): ElicitContent | undefined;
export function acceptedContent<S extends StandardSchemaV1>(responses: unknown, key: string, schema: S): StandardSchemaV1.InferOutput<S> | undefined;
export function acceptedContent(responses: unknown, key: string, schema?: StandardSchemaV1): unknown {
  if (schema !== undefined) {
    const outcome = read(responses, key, schema, "acceptedContent");
    return outcome.status === "accepted" ? outcome.value : undefined;
  }
  const view = inputResponse(responses, key);
  return view.kind === "elicit" && view.action === "accept" ? (view.content ?? Object.create(null)) : undefined;
}
