/**
 * `elicitForm` for `@modelcontextprotocol/server` 2.x: the write-once handler pattern of the 2026-07-28
 * multi-round-trip flow, with the form built from your schema and the answer validated by it.
 *
 * A `registerTool` handler calls `elicitForm(server, ctx, key, params)` on every entry. The first time,
 * there is no answer: it returns `missing` with the `input_required` result to return from the handler.
 * The client fulfils it (2026-07-28 era) or the SDK's legacy shim does (2025 era: it sends a real
 * `elicitation/create` and re-enters the handler), and the retried request carries the answer in
 * `ctx.mcpReq.inputResponses`, which `elicitForm` reads with `readElicitation` (or `validateContent` for
 * a plain JSON Schema). Invalid content is its own outcome, with the result that asks again.
 *
 * Source: MCP 2026-07-28 `InputRequiredResult` / `InputResponses`; SDK 2.x `ServerContext.mcpReq`
 * (`inputResponses`, `envelope`), `Server.getNegotiatedProtocolVersion`, `ServerOptions.inputRequired`.
 */
import {
  inputRequired,
  type ContentIssue,
  type OnUnsupported,
  type RequestedSchema,
  type Revision,
} from "@mcp-wire/elicitation";
import { show } from "@mcp-wire/core";
import { isRevision } from "@mcp-wire/spec";
import { PROTOCOL_VERSION_META_KEY, type InputRequiredResult, type ServerContext } from "@modelcontextprotocol/server";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { SdkAdapterError } from "../shared/errors.js";
import { requireRecord } from "../shared/options.js";
import { outcomeOf } from "../shared/outcome.js";
import { lowLevelServer, type V2Server, type V2ServerContext } from "./server.js";

/** What `elicitForm` takes. */
export interface FormParams<Schema> {
  /** The message shown to the user. */
  readonly message: string;
  /** A Standard Schema (zod, Valibot, ArkType, …) or a plain JSON Schema of a flat form. */
  readonly requestedSchema: Schema;
  /**
   * The revision whose grammar the form follows. Default: the request's own protocol version
   * (`_meta["io.modelcontextprotocol/protocolVersion"]`, 2026-07-28 era), else the version the server
   * negotiated (2025 era, served by the legacy shim), else `"2025-11-25"`.
   */
  readonly revision?: Revision;
  /** As for `toRequestedSchema`: `"reject"` (default) or `"drop"`; safe because the answer is re-validated. */
  readonly onUnsupported?: OnUnsupported;
  /** Opaque state for the `input_required` result (echoed back by the client; treat it as untrusted). */
  readonly requestState?: string;
  /** Extension keys of `ElicitRequestFormParams` (e.g. `_meta`), sent as given. */
  readonly [key: string]: unknown;
}

/**
 * The answer under one key:
 * - `accepted` (value typed by the schema's output), `declined`, `cancelled`: as `readElicitation`;
 * - `missing`: not asked yet (or the client left it out): return `inputRequired` from the handler
 *   (typed as the SDK's own `InputRequiredResult`, so a `registerTool` callback can return it; built
 *   and checked by `@mcp-wire/elicitation`);
 * - `invalid`: content the schema rejects (`issues` with JSON Pointer paths, codes as in
 *   `readElicitation` / `validateContent`): re-ask by returning `inputRequired`, or give up.
 */
export type FormAnswer<Value> =
  | { readonly status: "accepted"; readonly value: Value }
  | { readonly status: "declined" }
  | { readonly status: "cancelled" }
  | { readonly status: "missing"; readonly inputRequired: InputRequiredResult }
  | { readonly status: "invalid"; readonly issues: readonly ContentIssue[]; readonly inputRequired: InputRequiredResult };

/** The value type of an answer: a Standard Schema's output, or the raw content for a JSON Schema. */
export type FormValue<Schema> = Schema extends StandardSchemaV1 ? StandardSchemaV1.InferOutput<Schema> : Record<string, unknown>;

const OWN_KEYS = ["revision", "onUnsupported", "requestState"];

/**
 * The revision a request is served under: its `_meta` protocol version (2026-07-28 era), else the
 * server's negotiated version, else `"2025-11-25"`; only revisions `@mcp-wire/spec` knows count.
 */
export function requestRevision(server: V2Server, ctx: V2ServerContext): Revision {
  const { envelope } = contextOf(ctx).mcpReq;
  const declared = envelope?.[PROTOCOL_VERSION_META_KEY as keyof typeof envelope];
  if (isRevision(declared)) return declared;
  const negotiated = lowLevelServer(server).getNegotiatedProtocolVersion();
  return isRevision(negotiated) ? negotiated : "2025-11-25";
}

/**
 * Reads the answer to the form asked under `key` in this request, or builds the `input_required`
 * result that asks for it. The form is converted by `toRequestedSchema` (via `inputRequired.elicit` of
 * `@mcp-wire/elicitation`) only when it has to be asked, for the revision of the request.
 *
 * @param server - the `McpServer` or low-level `Server` (2.x, ES module or CommonJS build) the handler runs on
 * @param ctx - the handler's `ServerContext`
 * @param key - the key of the request in `inputRequests` (and of its answer in `inputResponses`)
 * @param params - `{ message, requestedSchema, revision?, onUnsupported?, requestState?, ...extensions }`
 * @returns a {@link FormAnswer}; never throws on what the client sent
 * @throws SdkAdapterError code `invalid-option` when `ctx` is not a handler context, `key` not a string or
 *   `params` not an object; `unsupported-server`
 * @throws RequestedSchemaError (`@mcp-wire/elicitation`) when the form has to be asked and its schema
 *   cannot go on the wire; TypeError for an asynchronous Standard Schema
 */
export function elicitForm<Schema extends StandardSchemaV1 | Readonly<Record<string, unknown>>>(
  server: V2Server,
  ctx: V2ServerContext,
  key: string,
  params: FormParams<Schema>,
): FormAnswer<FormValue<Schema>> {
  const { mcpReq } = contextOf(ctx);
  if (typeof key !== "string") throw new SdkAdapterError("invalid-option", `elicitForm(server, ctx, key, params): key must be a string, got ${show(key)}`);
  requireRecord(params, "elicitForm(server, ctx, key, params): params", "{ message, requestedSchema, revision?, onUnsupported?, requestState? }");
  const revision = params.revision ?? requestRevision(server, ctx);
  const responses = mcpReq.inputResponses;
  const entry = responses !== undefined && Object.hasOwn(responses, key) ? responses[key] : undefined;
  const ask = (): InputRequiredResult => {
    const input = Object.fromEntries(Object.entries(params).filter(([name]) => !OWN_KEYS.includes(name)));
    const request = inputRequired.elicit(input as Parameters<typeof inputRequired.elicit>[0], {
      revision,
      ...(params.onUnsupported === undefined ? {} : { onUnsupported: params.onUnsupported }),
    });
    const result = inputRequired({ inputRequests: { [key]: request }, ...(params.requestState === undefined ? {} : { requestState: params.requestState }) });
    // Same wire value; @mcp-wire/elicitation types MultiSelectEnumSchema with one `items` union where
    // the SDK has two variants, so the structural types differ.
    return result as unknown as InputRequiredResult;
  };
  if (entry === undefined) return { status: "missing", inputRequired: ask() };
  const sent = () => wireSchemaOf(params.requestedSchema, revision, params.onUnsupported);
  const outcome = outcomeOf(entry, params.requestedSchema, sent, revision);
  switch (outcome.status) {
    case "accepted":
    case "declined":
    case "cancelled":
      return outcome as FormAnswer<FormValue<Schema>>;
    case "missing":
      return { status: "missing", inputRequired: ask() };
    case "invalid":
      return { status: "invalid", issues: outcome.issues, inputRequired: ask() };
    default:
      return outcome satisfies never;
  }
}

/**
 * `ctx` as the ES module build's `ServerContext` (both builds have the same shape).
 * @throws SdkAdapterError code `invalid-option` when it has no `mcpReq` object
 */
function contextOf(ctx: V2ServerContext): ServerContext {
  const value: unknown = ctx;
  if (typeof value !== "object" || value === null || typeof (value as { mcpReq?: unknown }).mcpReq !== "object" || (value as { mcpReq?: unknown }).mcpReq === null) {
    throw new SdkAdapterError("invalid-option", `ctx must be the ServerContext the tool handler received, got ${show(value)}`);
  }
  return value as ServerContext;
}

/** The wire schema a plain JSON Schema form was sent as (only needed to validate its answer). */
function wireSchemaOf(schema: unknown, revision: Revision, onUnsupported: OnUnsupported | undefined): RequestedSchema {
  const request = inputRequired.elicit({ message: "", requestedSchema: schema as Readonly<Record<string, unknown>> }, {
    revision,
    ...(onUnsupported === undefined ? {} : { onUnsupported }),
  });
  return (request.params as { requestedSchema: RequestedSchema }).requestedSchema;
}
