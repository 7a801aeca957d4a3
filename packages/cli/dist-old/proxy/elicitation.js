/**
 * The proxy's check of each `elicitation/create` a server sends (MCP `ElicitRequest`, form mode), against the wire
 * grammar of the revision the client negotiated: valid as it is → unchanged; not valid but convertible without loss
 * (`toRequestedSchema` of `@mcp-wire/elicitation`, strict: e.g. titled `oneOf` options → `enum` + `enumNames` for a
 * 2025-06-18 client) → rewritten; otherwise reported and passed on unchanged.
 */
import { RequestedSchemaError, toRequestedSchema, validateRequestedSchema } from "@mcp-wire/elicitation";
import { isRevision } from "@mcp-wire/spec";
import { thrownMessage } from "@mcp-wire/core";
/** At most this many issues are named in a report line. */
const LISTED = 3;
function listed(issues) {
    const named = issues.slice(0, LISTED).map((issue) => `${issue.path === "" ? "/" : issue.path} ${issue.code}`);
    return issues.length > LISTED ? `${named.join(", ")} and ${issues.length - LISTED} more` : named.join(", ");
}
/**
 * Checks the params of one `elicitation/create` request.
 * @param params - the request's `params` as received (any value)
 * @param revision - the negotiated revision; a revision without a known elicitation grammar (or none yet) is not checked
 * @param what - how the report line names the request (default `elicitation/create`)
 * @returns {@link ElicitationCheck}: `params` itself, or a copy with the converted `requestedSchema`; never throws
 */
export function checkElicitationRequest(params, revision, what = "elicitation/create") {
    if (!isRevision(revision) || typeof params !== "object" || params === null || Array.isArray(params))
        return { params, report: undefined };
    const record = params;
    if (record["mode"] !== undefined && record["mode"] !== "form")
        return { params, report: undefined };
    const schema = record["requestedSchema"];
    const validation = validateRequestedSchema(schema, { revision });
    if (validation.valid)
        return { params, report: undefined };
    try {
        const { requestedSchema } = toRequestedSchema(schema, { revision });
        return {
            params: { ...record, requestedSchema },
            report: `${what} requestedSchema rewritten for ${revision} without loss: ${listed(validation.issues)}`,
        };
    }
    catch (error) {
        const why = error instanceof RequestedSchemaError ? listed(error.issues) : thrownMessage(error);
        return { params, report: `${what} requestedSchema is not valid at ${revision} (passed on unchanged): ${why}` };
    }
}
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/**
 * Checks each `elicitation/create` entry of an `input_required` result (MCP 2026-07-28 `InputRequiredResult`:
 * `inputRequests`, server-assigned key → request) as {@link checkElicitationRequest} checks a request, at the revision
 * of the request it answers; a report names the entry `input_required inputRequests["<key>"]`.
 * @param result - the `tools/call` result as received, `resultType: "input_required"`
 * @param revision - the revision the host's request named (its `_meta` protocol version)
 * @returns {@link InputRequestsCheck}: `result` itself when nothing was rewritten, else a copy with the rewritten entries
 *   (the other entries and members as received); never throws
 */
export function checkInputRequests(result, revision) {
    const requests = result["inputRequests"];
    if (!isRecord(requests))
        return { result, reports: [] };
    const reports = [];
    let rewritten = false;
    const entries = Object.entries(requests).map(([key, request]) => {
        if (!isRecord(request) || request["method"] !== "elicitation/create")
            return [key, request];
        const check = checkElicitationRequest(request["params"], revision, `input_required inputRequests[${JSON.stringify(key)}]`);
        if (check.report !== undefined)
            reports.push(check.report);
        if (check.params === request["params"])
            return [key, request];
        rewritten = true;
        return [key, { ...request, params: check.params }];
    });
    return { result: rewritten ? { ...result, inputRequests: Object.fromEntries(entries) } : result, reports };
}
//# sourceMappingURL=elicitation.js.map