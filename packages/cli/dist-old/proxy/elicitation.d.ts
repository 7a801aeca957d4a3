/** What {@link checkElicitationRequest} decided: the params to send, and a report line when something was found. */
export interface ElicitationCheck {
    readonly params: unknown;
    /** One line for stderr (no newline), or `undefined` when the request is valid as it is or not checked. */
    readonly report: string | undefined;
}
/**
 * Checks the params of one `elicitation/create` request.
 * @param params - the request's `params` as received (any value)
 * @param revision - the negotiated revision; a revision without a known elicitation grammar (or none yet) is not checked
 * @param what - how the report line names the request (default `elicitation/create`)
 * @returns {@link ElicitationCheck}: `params` itself, or a copy with the converted `requestedSchema`; never throws
 */
export declare function checkElicitationRequest(params: unknown, revision: string | undefined, what?: string): ElicitationCheck;
/** What {@link checkInputRequests} decided: the result to send, and one report line per entry with a finding. */
export interface InputRequestsCheck {
    readonly result: Readonly<Record<string, unknown>>;
    readonly reports: readonly string[];
}
/**
 * Checks each `elicitation/create` entry of an `input_required` result (MCP 2026-07-28 `InputRequiredResult`:
 * `inputRequests`, server-assigned key → request) as {@link checkElicitationRequest} checks a request, at the revision
 * of the request it answers; a report names the entry `input_required inputRequests["<key>"]`.
 * @param result - the `tools/call` result as received, `resultType: "input_required"`
 * @param revision - the revision the host's request named (its `_meta` protocol version)
 * @returns {@link InputRequestsCheck}: `result` itself when nothing was rewritten, else a copy with the rewritten entries
 *   (the other entries and members as received); never throws
 */
export declare function checkInputRequests(result: Readonly<Record<string, unknown>>, revision: string): InputRequestsCheck;
//# sourceMappingURL=elicitation.d.ts.map