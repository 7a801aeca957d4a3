/**
 * `elicitForm` for `@modelcontextprotocol/sdk` 1.x: a form elicitation built from your schema, sent with
 * `elicitation/create`, and its answer validated by the same schema.
 */
import { inputRequired, type ElicitationOutcome, type OnUnsupported, type RequestedSchema, type Revision } from "@mcp-wire/elicitation";
import { isRevision } from "@mcp-wire/spec";
import type { RequestOptions } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { LATEST_PROTOCOL_VERSION } from "@modelcontextprotocol/sdk/types.js";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { z } from "zod/v4";
import { SdkAdapterError } from "../shared/errors.js";
import { refuseKeys, requireRecord } from "../shared/options.js";
import { outcomeOf } from "../shared/outcome.js";
import { lowLevelServer, type V1Server } from "./server.js";

/** What `elicitForm` takes. */
export interface ElicitFormParams<Schema> {
  /** The message shown to the user. */
  readonly message: string;
  /** A Standard Schema (zod, Valibot, ArkType, …) or a plain JSON Schema of a flat form. */
  readonly requestedSchema: Schema;
  /**
   * The MCP revision the form is sent under (its grammar decides what the requestedSchema may carry).
   * Default: the SDK's `LATEST_PROTOCOL_VERSION` (`"2025-11-25"` in 1.32): SDK 1.x does not expose the
   * version it negotiated, so pass `"2025-06-18"` for clients of that revision.
   */
  readonly revision?: Revision;
  /** As for `toRequestedSchema`: `"reject"` (default) or `"drop"`; safe because the answer is re-validated. */
  readonly onUnsupported?: OnUnsupported;
  /** Extension keys of `ElicitRequestFormParams` (e.g. `_meta`), sent as given. */
  readonly [key: string]: unknown;
}

/** The outcome type: typed by a Standard Schema's output, or the raw content for a JSON Schema. */
export type ElicitFormOutcome<Schema> = ElicitationOutcome<Schema extends StandardSchemaV1 ? StandardSchemaV1.InferOutput<Schema> : Record<string, unknown>>;

const OWN_KEYS = ["revision", "onUnsupported"];

/**
 * The keys of the SDK's `RequestOptions` (with `TransportSendOptions`), `@modelcontextprotocol/sdk`
 * 1.24 to 1.32 (shared/protocol.d.ts, shared/transport.d.ts).
 */
const REQUEST_OPTION_KEYS = [
  "onprogress",
  "signal",
  "timeout",
  "resetTimeoutOnProgress",
  "maxTotalTimeout",
  "task",
  "relatedTask",
  "relatedRequestId",
  "resumptionToken",
  "onresumptiontoken",
];

const IN_PARAMS = "it goes in params: elicitForm(server, { message, requestedSchema, revision, onUnsupported }, options)";
const IN_OPTIONS = "it is a request option: elicitForm(server, params, { relatedRequestId: extra.requestId, ... })";
/** Keys that belong in the other argument, and where they go. */
const PARAMS_NOT_OPTIONS = Object.freeze(Object.fromEntries(["revision", "onUnsupported", "message", "requestedSchema"].map((key) => [key, IN_PARAMS])));
const OPTIONS_NOT_PARAMS = Object.freeze(Object.fromEntries(REQUEST_OPTION_KEYS.map((key) => [key, IN_OPTIONS])));

/**
 * Refuses arguments JavaScript callers can get wrong: params not an object, a request option in params,
 * options not an object, a params key or any unknown key in options.
 * @throws SdkAdapterError code `invalid-option`
 */
function checkArguments(params: unknown, options: unknown): void {
  requireRecord(params, "elicitForm(server, params, options): params", "{ message, requestedSchema, revision?, onUnsupported? }");
  refuseKeys(params, "params", OPTIONS_NOT_PARAMS);
  if (options === undefined) return;
  requireRecord(options, "elicitForm(server, params, options): options", "the SDK's RequestOptions ({ relatedRequestId, signal, timeout, ... })");
  refuseKeys(options, "options", PARAMS_NOT_OPTIONS, REQUEST_OPTION_KEYS);
}

/**
 * Refuses a server that cannot send a request to its client: not connected, or its client has not
 * completed `initialize` (no client capabilities yet).
 * @throws SdkAdapterError code `not-connected`
 */
function checkConnected(low: ReturnType<typeof lowLevelServer>): void {
  if (low.transport === undefined) {
    throw new SdkAdapterError("not-connected", "the server is not connected: call elicitForm from a tool handler, after server.connect(transport)");
  }
  if (low.getClientCapabilities() === undefined) {
    throw new SdkAdapterError("not-connected", "no client has initialized the connection yet: call elicitForm from a tool handler");
  }
}

/** Accepts any result: `outcomeOf` classifies it. */
const ANY_RESULT = z.unknown();

/**
 * Whether a client's `capabilities.elicitation` covers form mode: declared, and either empty (form
 * mode, as before modes existed) or naming `form` (MCP 2025-11-25 `ClientCapabilities.elicitation`).
 */
function supportsForms(elicitation: unknown): boolean {
  if (typeof elicitation !== "object" || elicitation === null) return false;
  return Object.keys(elicitation).length === 0 || Object.hasOwn(elicitation, "form");
}

function defaultRevision(): Revision {
  return isRevision(LATEST_PROTOCOL_VERSION) ? LATEST_PROTOCOL_VERSION : "2025-11-25";
}

/**
 * Sends a form-mode `elicitation/create` to the client of a `@modelcontextprotocol/sdk` 1.x server and
 * reads the answer. The schema is converted and checked by `toRequestedSchema` (through
 * `inputRequired.elicit` of `@mcp-wire/elicitation`) before anything is sent; the request goes out with
 * `Server.request` (the SDK's `elicitInput` is bypassed because it throws on content that does not match,
 * which would lose the distinction between invalid content and an error), then the answer is read by
 * `readElicitation` with the original schema (a JSON Schema: `validateContent` with the wire schema).
 *
 * Call it from a tool handler and pass `{ relatedRequestId: extra.requestId }` as `options` so HTTP
 * transports route the request on the tool call's stream. `revision` and `onUnsupported` go in `params`;
 * `options` takes only the SDK's request options (a misplaced or unknown key is refused, not ignored).
 *
 * @param server - an `McpServer` or low-level `Server` of SDK 1.x (ES module or CommonJS build), connected
 * @param params - `{ message, requestedSchema, revision?, onUnsupported?, ...extensions }`
 * @param options - the SDK's `RequestOptions` (`signal`, `timeout`, `relatedRequestId`, …)
 * @returns `accepted` (value typed by the schema) | `declined` | `cancelled` | `invalid` (issues with
 *   JSON Pointer paths into the content); `missing` cannot occur here
 * @throws RequestedSchemaError (`@mcp-wire/elicitation`) when the schema cannot go on the wire, before sending
 * @throws SdkAdapterError code `invalid-option` (params or options not an object, a request option in
 *   params, `revision`/`onUnsupported`/an unknown key in options; path `/<key>`), `unsupported-server`,
 *   `not-connected` (no transport, or no client has initialized), or `client-lacks-form-elicitation`
 *   (the client did not declare form elicitation: `capabilities.elicitation` absent, or naming only `url`)
 * @throws the SDK's `McpError` when the client answers with an error or the request times out; a
 *   malformed answer is not thrown but returned as `invalid` (`malformed-response`, `not-an-elicit-result`)
 */
export async function elicitForm<Schema extends StandardSchemaV1 | Readonly<Record<string, unknown>>>(
  server: V1Server,
  params: ElicitFormParams<Schema>,
  options?: RequestOptions,
): Promise<ElicitFormOutcome<Schema>> {
  const low = lowLevelServer(server);
  checkArguments(params, options);
  const revision = params.revision ?? defaultRevision();
  const input = Object.fromEntries(Object.entries(params).filter(([key]) => !OWN_KEYS.includes(key)));
  const request = inputRequired.elicit(input as Parameters<typeof inputRequired.elicit>[0], {
    revision,
    ...(params.onUnsupported === undefined ? {} : { onUnsupported: params.onUnsupported }),
  });
  checkConnected(low);
  if (!supportsForms(low.getClientCapabilities()?.elicitation)) throw new SdkAdapterError("client-lacks-form-elicitation");
  // The answer is read by `outcomeOf` (untrusted, never throwing), not by the SDK's ElicitResultSchema,
  // which would throw a ZodError on a malformed answer and lose the `invalid` outcome.
  const result = await low.request({ method: "elicitation/create", params: request.params as never }, ANY_RESULT, options);
  const sent = (request.params as { requestedSchema: RequestedSchema }).requestedSchema;
  return outcomeOf(result, params.requestedSchema, () => sent, revision) as ElicitFormOutcome<Schema>;
}
