/**
 * The server-initiated requests of the 2026-07-28 multi-round-trip flow — the entries of an `input_required`
 * result's `inputRequests` — and the `ElicitResult` a client answers an elicitation with, as zod schemas. The
 * TypeScript types are inferred from them (the requestedSchema inside form params is the spec's `RequestedSchema`).
 *
 * Source: MCP 2026-07-28 `schema.json`, definitions `InputRequest` (anyOf `CreateMessageRequest`,
 * `ListRootsRequest`, `ElicitRequest`), `ElicitRequestParams` (anyOf `ElicitRequestURLParams`,
 * `ElicitRequestFormParams`), `CreateMessageRequestParams`, `SamplingMessage`, `SamplingMessageContentBlock`,
 * `ElicitResult`.
 */
import { z } from "zod";
import { elicitAction } from "./pieces.js";
import type { RequestedSchema } from "./types.js";
import { wireSchemasFor } from "./wire.js";

/** The revision whose input requests these are: the multi-round-trip flow starts with it. */
export const INPUT_REQUESTS_REVISION = "2026-07-28";

const wire = wireSchemasFor(INPUT_REQUESTS_REVISION);

/** `MetaObject`: `_meta`, an object of extension keys. */
const meta = z.record(z.string(), z.unknown());

/** `ElicitRequestFormParams`: a form-mode elicitation (open: `_meta` and other extension keys are kept). */
export type ElicitRequestFormParams = { mode?: "form"; message: string; requestedSchema: RequestedSchema; [key: string]: unknown };

/** `ElicitRequestFormParams` at 2026-07-28: the schema {@link wireSchemasFor} composes, typed. */
export const elicitRequestFormParams = wire.elicitRequestFormParams as unknown as z.ZodType<ElicitRequestFormParams>;

/** `ElicitRequestURLParams`: `mode: "url"`, `message`, `url` (a URI, RFC 3986: checked as a string here). */
export const elicitRequestURLParams = z.looseObject({ mode: z.literal("url"), message: z.string(), url: z.string() });
/** See {@link elicitRequestURLParams}. */
export type ElicitRequestURLParams = z.infer<typeof elicitRequestURLParams>;

/** `ElicitRequest`: `elicitation/create`, form or URL mode. */
export const elicitRequest = z.object({
  method: z.literal("elicitation/create"),
  params: z.union([elicitRequestURLParams, elicitRequestFormParams]),
});
/** See {@link elicitRequest}. */
export type ElicitRequest = z.infer<typeof elicitRequest>;

/** `SamplingMessageContentBlock` as far as a request needs it: an object with a `type` (text, image, audio, tool use, …). */
const contentBlock = z.looseObject({ type: z.string() });

/** `SamplingMessage`: `role` `user` or `assistant`, `content` a content block or a list of them. */
export const samplingMessage = z.looseObject({
  role: z.enum(["user", "assistant"]),
  content: z.union([contentBlock, z.array(contentBlock)]),
  _meta: meta.optional(),
});
/** See {@link samplingMessage}. */
export type SamplingMessage = z.infer<typeof samplingMessage>;

/** `CreateMessageRequestParams`: `messages` and an integer `maxTokens` required; every other key kept as given. */
export const createMessageRequestParams = z.looseObject({ messages: z.array(samplingMessage), maxTokens: z.int() });
/** See {@link createMessageRequestParams}. */
export type CreateMessageRequestParams = z.infer<typeof createMessageRequestParams>;

/** `CreateMessageRequest`: `sampling/createMessage`. */
export const createMessageRequest = z.object({ method: z.literal("sampling/createMessage"), params: createMessageRequestParams });
/** See {@link createMessageRequest}. */
export type CreateMessageRequest = z.infer<typeof createMessageRequest>;

/** `ListRootsRequest`: `roots/list`; its params are optional and hold only `_meta`. */
export const listRootsRequest = z.object({ method: z.literal("roots/list"), params: z.looseObject({ _meta: meta.optional() }).optional() });
/** See {@link listRootsRequest}. */
export type ListRootsRequest = z.infer<typeof listRootsRequest>;

/** `InputRequest`: one entry of `inputRequests`, in `schema.json` order. */
export const inputRequest = z.union([createMessageRequest, listRootsRequest, elicitRequest]);
/** See {@link inputRequest}. */
export type InputRequest = z.infer<typeof inputRequest>;

/** The methods of {@link InputRequest}, in `schema.json` order. */
export const INPUT_REQUEST_METHODS = ["sampling/createMessage", "roots/list", "elicitation/create"] as const;

export { elicitAction };
/** `ElicitResult.action`; see `elicitAction`. */
export type ElicitAction = z.infer<typeof elicitAction>;

/** `ElicitResult` at 2026-07-28 (open): `action`, and `content` of string, number, boolean or string-array values. */
export const elicitResult = wire.elicitResult;
