/**
 * The proxy's check of each `elicitation/create` a server sends (MCP `ElicitRequest`, form mode), against the wire
 * grammar of the revision the client negotiated: valid as it is → unchanged; not valid but convertible without loss
 * (`toRequestedSchema` of `@mcp-wire/elicitation`, strict: e.g. titled `oneOf` options → `enum` + `enumNames` for a
 * 2025-06-18 client) → rewritten; otherwise reported and passed on unchanged.
 */
import { RequestedSchemaError, toRequestedSchema, validateRequestedSchema, type SchemaIssue } from "@mcp-wire/elicitation";
import { isRevision } from "@mcp-wire/spec";
import { thrownMessage } from "@mcp-wire/core";

/** What {@link checkElicitationRequest} decided: the params to send, and a report line when something was found. */
export interface ElicitationCheck {
  readonly params: unknown;
  /** One line for stderr (no newline), or `undefined` when the request is valid as it is or not checked. */
  readonly report: string | undefined;
}

/** At most this many issues are named in a report line. */
const LISTED = 3;

function listed(issues: readonly SchemaIssue[]): string {
  const named = issues.slice(0, LISTED).map((issue) => `${issue.path === "" ? "/" : issue.path} ${issue.code}`);
  return issues.length > LISTED ? `${named.join(", ")} and ${issues.length - LISTED} more` : named.join(", ");
}

/**
 * Checks the params of one `elicitation/create` request.
 * @param params - the request's `params` as received (any value)
 * @param revision - the negotiated revision; a revision without a known elicitation grammar (or none yet) is not checked
 * @returns {@link ElicitationCheck}: `params` itself, or a copy with the converted `requestedSchema`; never throws
 */
export function checkElicitationRequest(params: unknown, revision: string | undefined): ElicitationCheck {
  if (!isRevision(revision) || typeof params !== "object" || params === null || Array.isArray(params)) return { params, report: undefined };
  const record = params as Record<string, unknown>;
  if (record["mode"] !== undefined && record["mode"] !== "form") return { params, report: undefined };
  const schema = record["requestedSchema"];
  const validation = validateRequestedSchema(schema, { revision });
  if (validation.valid) return { params, report: undefined };
  try {
    const { requestedSchema } = toRequestedSchema(schema, { revision });
    return {
      params: { ...record, requestedSchema },
      report: `elicitation/create requestedSchema rewritten for ${revision} without loss: ${listed(validation.issues)}`,
    };
  } catch (error) {
    const why = error instanceof RequestedSchemaError ? listed(error.issues) : thrownMessage(error);
    return { params, report: `elicitation/create requestedSchema is not valid at ${revision} (passed on unchanged): ${why}` };
  }
}
