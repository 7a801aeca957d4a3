/**
 * The check of each `elicitation/create` a called tool sent: its requestedSchema against every revision
 * (`validateRequestedSchema` of `@mcp-wire/elicitation`). Its own module, loaded by examine.ts only when a tool is
 * called, so a run that calls nothing does not load the elicitation package.
 */
import { validateRequestedSchema } from "@mcp-wire/elicitation";
import { isRevision, REVISIONS } from "@mcp-wire/spec";
import type { JsonValue } from "./dialect.js";
import type { ReceivedElicitation } from "./check.js";
import type { ElicitationReport } from "./report.js";

/**
 * Checks a received `elicitation/create` with `validateRequestedSchema` at every known revision.
 * @param params - the request's params as received (before any SDK parsing); an `input_required` entry
 *   (2026-07-28) with its `round` and `key`, which the report keeps
 * @param negotiated - the negotiated protocol revision; decides `validAtNegotiated`
 */
export function checkElicitation(params: ReceivedElicitation & { readonly round?: number; readonly key?: string }, negotiated: string): ElicitationReport {
  const message = typeof params.message === "string" ? params.message : "";
  const entry = params.round === undefined || params.key === undefined ? {} : { round: params.round, key: params.key };
  if (params.mode === "url") return { mode: "url", message, requestedSchema: null, revisions: [], validAtNegotiated: null, ...entry };
  const revisions = REVISIONS.map((revision) => {
    const { valid, issues } = validateRequestedSchema(params.requestedSchema, { revision });
    return { revision, valid, issues };
  });
  const atNegotiated = isRevision(negotiated) ? revisions.find((r) => r.revision === negotiated) : undefined;
  return {
    mode: "form",
    message,
    requestedSchema: (params.requestedSchema ?? null) as JsonValue,
    revisions,
    validAtNegotiated: atNegotiated ? atNegotiated.valid : null,
    ...entry,
  };
}
