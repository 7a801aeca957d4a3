/**
 * The server-initiated requests of the 2026-07-28 multi-round-trip flow, as the entries of an
 * `input_required` result's `inputRequests`: `elicitation/create` (form and URL mode),
 * `sampling/createMessage` and `roots/list`.
 *
 * The wire types are `@mcp-wire/spec`'s zod schemas (and the types inferred from them); the builders check what
 * they build against them.
 *
 * Source: MCP 2026-07-28 `schema.json`, definitions `InputRequest` (anyOf `CreateMessageRequest`,
 * `ListRootsRequest`, `ElicitRequest`), `ElicitRequestFormParams`, `ElicitRequestURLParams`,
 * `CreateMessageRequestParams`, `SamplingMessage`.
 */
import {
  createMessageRequestParams,
  grammarFor,
  INPUT_REQUESTS_REVISION,
  wireSchemasFor,
  type CreateMessageRequest,
  type CreateMessageRequestParams,
  type ElicitRequest,
  type ElicitRequestFormParams,
  type ElicitRequestURLParams,
  type ListRootsRequest,
  type Revision,
} from "@mcp-wire/spec";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { checkedOptions } from "./api-options.js";
import { toRequestedSchema, type ToRequestedSchemaOptions } from "./requested-schema.js";
import { checkValue } from "./values.js";

/** What {@link elicit} takes: the form params, with the schema in any form `toRequestedSchema` reads. */
export interface ElicitInput {
  readonly message: string;
  /** A Standard Schema (zod, Valibot, ArkType, …) or a plain JSON Schema object for a flat form. */
  readonly requestedSchema: StandardSchemaV1 | Readonly<Record<string, unknown>>;
  readonly mode?: "form";
  /** Extension keys (e.g. `_meta`) are copied into the request params as given. */
  readonly [key: string]: unknown;
}

/** What {@link elicitUrl} takes. */
export interface ElicitUrlInput {
  readonly message: string;
  readonly url: string;
  readonly mode?: "url";
  readonly [key: string]: unknown;
}

export type {
  CreateMessageRequest,
  CreateMessageRequestParams,
  ElicitRequest,
  ElicitRequestFormParams,
  ElicitRequestURLParams,
  InputRequest,
  ListRootsRequest,
  SamplingMessage,
} from "@mcp-wire/spec";
export { INPUT_REQUEST_METHODS } from "@mcp-wire/spec";

/** The revision an `input_required` result belongs to: the multi-round-trip flow starts with it. */
export const INPUT_REQUIRED_REVISION: Revision = INPUT_REQUESTS_REVISION;

/** Own enumerable entries of `params` except `skip`, safe for `__proto__` (copied with `Object.fromEntries`). */
function extensions(params: object, skip: readonly string[]): [string, unknown][] {
  return Object.entries(params).filter(([key]) => !skip.includes(key));
}

function requireObject(where: string, value: unknown): asserts value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`${where}: params must be an object`);
  }
}

function requireString(where: string, name: string, value: unknown): asserts value is string {
  if (typeof value !== "string") throw new TypeError(`${where}: params.${name} must be a string, got ${typeof value}`);
}

function zodPaths(error: { issues: readonly { path: readonly PropertyKey[] }[] }): string {
  const paths = [...new Set(error.issues.map((i) => `/${i.path.map(String).join("/")}`))];
  return paths.slice(0, 5).join(", ");
}

/**
 * Builds a form-mode `elicitation/create` request (`ElicitRequest` with `ElicitRequestFormParams`).
 * The schema goes through `toRequestedSchema` (revision default `"2026-07-28"`, `onUnsupported`
 * passed through), so nothing is built, and nothing sent, when it cannot go on the wire.
 *
 * @param params - `{ message, requestedSchema, mode?: "form", ...extensions }`; extensions are kept
 * @param options - `{ revision?, onUnsupported? }` as for `toRequestedSchema`
 * @returns `{ method: "elicitation/create", params: { mode: "form", message, requestedSchema, ...extensions } }`
 *   (no `mode` at 2025-06-18, whose params have none)
 * @throws RequestedSchemaError (a `TypeError`, with `issues`) when the schema cannot go on the wire
 * @throws TypeError when `message` is not a string, `mode` is not `"form"`, or the params do not pass
 *   the revision's wire `ElicitRequestFormParams` (e.g. `_meta` not an object)
 */
export function elicit(params: ElicitInput, options: ToRequestedSchemaOptions = {}): ElicitRequest {
  const where = "inputRequired.elicit";
  requireObject(where, params);
  requireString(where, "message", params.message);
  if (params.mode !== undefined && params.mode !== "form") {
    throw new TypeError(`${where}: params.mode must be "form" (use inputRequired.elicitUrl for "url")`);
  }
  const own = checkedOptions<ToRequestedSchemaOptions>(options);
  const revision = own.revision ?? INPUT_REQUIRED_REVISION;
  const { requestedSchema } = toRequestedSchema(params.requestedSchema, { ...own, revision });
  const built = Object.fromEntries([
    // `mode` exists from 2025-11-25 on; 2025-06-18 params have no such key.
    ...(grammarFor(revision).params.keys.has("mode") ? [["mode", "form"]] : []),
    ["message", params.message],
    ["requestedSchema", requestedSchema],
    ...extensions(params, ["mode", "message", "requestedSchema"]),
  ]) as unknown as ElicitRequestFormParams;
  const checked = wireSchemasFor(revision).elicitRequestFormParams.safeParse(built);
  if (!checked.success) throw new TypeError(`${where}: params are not ElicitRequestFormParams at ${zodPaths(checked.error)}`);
  return { method: "elicitation/create", params: built };
}

/**
 * Builds a URL-mode `elicitation/create` request (`ElicitRequestURLParams`).
 * @param params - `{ message, url, mode?: "url", ...extensions }`; extensions (e.g. `elicitationId`
 *   for clients of 2025-11-25, `_meta`) are kept
 * @returns `{ method: "elicitation/create", params: { mode: "url", message, url, ...extensions } }`
 * @throws TypeError when `message` or `url` is not a string, `url` is not a URI (ajv-formats' full
 *   `uri` check), or `mode` is given and is not `"url"`
 */
export function elicitUrl(params: ElicitUrlInput): ElicitRequest {
  const where = "inputRequired.elicitUrl";
  requireObject(where, params);
  requireString(where, "message", params.message);
  requireString(where, "url", params.url);
  if (params.mode !== undefined && params.mode !== "url") throw new TypeError(`${where}: params.mode must be "url"`);
  if (checkValue({ type: "string", format: "uri" }, params.url, "/url").length > 0) {
    throw new TypeError(`${where}: params.url must be a URI, got ${JSON.stringify(params.url.slice(0, 60))}`);
  }
  const built = Object.fromEntries([
    ["mode", "url"],
    ["message", params.message],
    ["url", params.url],
    ...extensions(params, ["mode", "message", "url"]),
  ]) as unknown as ElicitRequestURLParams;
  return { method: "elicitation/create", params: built };
}

/**
 * Builds a `sampling/createMessage` request (`CreateMessageRequest`).
 * @param params - `CreateMessageRequestParams`: `messages` (each with `role` `"user"` or `"assistant"`
 *   and a `content`) and an integer `maxTokens`; every other key is kept as given
 * @returns `{ method: "sampling/createMessage", params }` (a shallow copy of `params`)
 * @throws TypeError when `messages` is not an array of such messages or `maxTokens` is not an integer
 */
export function createMessage(params: CreateMessageRequestParams): CreateMessageRequest {
  const where = "inputRequired.createMessage";
  requireObject(where, params);
  const checked = createMessageRequestParams.safeParse(params);
  if (!checked.success) {
    const [head, index] = checked.error.issues[0]?.path ?? [];
    const one = head === "messages" && typeof index === "number";
    const must = (one ? CREATE_MESSAGE_PROBLEMS["message"] : CREATE_MESSAGE_PROBLEMS[String(head)]) ?? "as CreateMessageRequestParams says";
    throw new TypeError(`${where}: params.${one ? `messages[${index}]` : String(head)} must be ${must}`);
  }
  return { method: "sampling/createMessage", params: Object.fromEntries(Object.entries(params)) as CreateMessageRequestParams };
}

/**
 * What each part of `CreateMessageRequestParams` must be (`message`: one of `messages`), for the message of the
 * first issue the wire schema finds.
 */
const CREATE_MESSAGE_PROBLEMS: Readonly<Record<string, string>> = {
  messages: "an array",
  message: '{ role: "user" | "assistant", content }',
  maxTokens: "an integer",
};

/**
 * Builds a `roots/list` request (`ListRootsRequest`).
 * @param params - optional `{ _meta }`
 * @returns `{ method: "roots/list" }`, with `params` when given
 * @throws TypeError when `params` is given and is not an object
 */
export function listRoots(params?: ListRootsRequest["params"]): ListRootsRequest {
  if (params === undefined) return { method: "roots/list" };
  requireObject("inputRequired.listRoots", params);
  return { method: "roots/list", params: Object.fromEntries(Object.entries(params)) };
}
