/**
 * `inputRequired`: the `input_required` result of the 2026-07-28 multi-round-trip flow, and its
 * request builders (`inputRequired.elicit`, `.elicitUrl`, `.createMessage`, `.listRoots`).
 *
 * Source: MCP 2026-07-28 `schema.json`, definitions `InputRequiredResult` ("At least one of
 * `inputRequests` or `requestState` MUST be present"), `InputRequests`, `ResultType`.
 */
import {
  createMessage,
  elicit,
  elicitUrl,
  INPUT_REQUEST_METHODS,
  listRoots,
  type InputRequest,
} from "./input-requests.js";

/** `InputRequests`: server-assigned keys → the requests the client must fulfil before retrying. */
export type InputRequests = Readonly<Record<string, InputRequest>>;

/** `InputRequiredResult`: `resultType: "input_required"` and at least one of `inputRequests`, `requestState`. */
export interface InputRequiredResult {
  readonly resultType: "input_required";
  readonly inputRequests?: InputRequests;
  /** Opaque state the client echoes back unchanged on the retried request. */
  readonly requestState?: string;
  readonly _meta?: Readonly<Record<string, unknown>>;
}

/** What {@link inputRequired} takes: at least one of `inputRequests` (non-empty) and `requestState`. */
export interface InputRequiredSpec {
  readonly inputRequests?: InputRequests;
  readonly requestState?: string;
  readonly _meta?: Readonly<Record<string, unknown>>;
}

const where = "inputRequired";

function checkedRequests(requests: unknown): [string, InputRequest][] {
  if (typeof requests !== "object" || requests === null || Array.isArray(requests)) {
    throw new TypeError(`${where}: inputRequests must be an object of requests by key`);
  }
  const entries = Object.entries(requests);
  for (const [key, request] of entries) {
    const method = (request as { method?: unknown } | null)?.method;
    if (typeof request !== "object" || !(INPUT_REQUEST_METHODS as readonly unknown[]).includes(method)) {
      throw new TypeError(
        `${where}: inputRequests[${JSON.stringify(key)}] is not an InputRequest (method must be one of ${INPUT_REQUEST_METHODS.join(", ")}); build it with inputRequired.elicit, .elicitUrl, .createMessage or .listRoots`,
      );
    }
  }
  return entries as [string, InputRequest][];
}

function build(spec: InputRequiredSpec): InputRequiredResult {
  if (typeof spec !== "object" || spec === null) throw new TypeError(`${where}: expected { inputRequests?, requestState? }`);
  const { inputRequests, requestState, _meta } = spec;
  const entries = inputRequests === undefined ? undefined : checkedRequests(inputRequests);
  if (requestState !== undefined && typeof requestState !== "string") {
    throw new TypeError(`${where}: requestState must be a string, got ${typeof requestState}`);
  }
  if ((entries === undefined || entries.length === 0) && requestState === undefined) {
    throw new TypeError(`${where}: give inputRequests (at least one entry) or requestState; InputRequiredResult requires one of them`);
  }
  if (_meta !== undefined && (typeof _meta !== "object" || _meta === null || Array.isArray(_meta))) {
    throw new TypeError(`${where}: _meta must be an object`);
  }
  return {
    resultType: "input_required",
    ...(entries && { inputRequests: Object.fromEntries(entries) }),
    ...(requestState !== undefined && { requestState }),
    ...(_meta && { _meta }),
  };
}

/** The type of {@link inputRequired}: the result builder with its request builders attached. */
export interface InputRequiredBuilder {
  /**
   * Builds an `InputRequiredResult` (2026-07-28): `{ resultType: "input_required", inputRequests?, requestState?, _meta? }`.
   * `inputRequests` is copied (keys such as `__proto__` stay ordinary keys); the requests are not.
   * @param spec - {@link InputRequiredSpec}
   * @throws TypeError when neither `inputRequests` with at least one entry nor `requestState` is
   *   given, when an entry is not an `InputRequest` (its `method` is not `elicitation/create`,
   *   `sampling/createMessage` or `roots/list`), or when `requestState` is not a string
   */
  (spec: InputRequiredSpec): InputRequiredResult;
  /** {@inheritDoc elicit} */
  readonly elicit: typeof elicit;
  /** {@inheritDoc elicitUrl} */
  readonly elicitUrl: typeof elicitUrl;
  /** {@inheritDoc createMessage} */
  readonly createMessage: typeof createMessage;
  /** {@inheritDoc listRoots} */
  readonly listRoots: typeof listRoots;
}

/**
 * Builds the `input_required` result a 2026-07-28 server returns when it needs input from the client
 * before it can complete a request; the client fulfils every `inputRequests` entry and retries the
 * request with `inputResponses` (same keys) and `requestState` (echoed). Read those with
 * `inputResponse`, `acceptedContent` or `readElicitation`.
 *
 * @example
 * ```ts
 * return inputRequired({
 *   inputRequests: { contact: inputRequired.elicit({ message: "Your contact", requestedSchema: z.object({ email: z.email() }) }) },
 *   requestState: "step-1",
 * });
 * ```
 */
export const inputRequired: InputRequiredBuilder = Object.assign(build, { elicit, elicitUrl, createMessage, listRoots });
