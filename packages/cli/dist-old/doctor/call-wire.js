/**
 * The wire check of the results a `--call` saw on the 2026-07-28 lane: each `input_required` round result and the
 * final result against the revision's `tools/call` result type (`resultFindings` of `@mcp-wire/hosts`, from the spec's
 * schema.json: `InputRequiredResult` for an `input_required` one, else `CallToolResult`, where `resultType` is
 * required). Each finding breaks an MCP rule and fails the run, as a tool's wire finding does. Pure: no I/O.
 *
 * Source: MCP 2026-07-28 `schema.json`, `CallToolResultResponse` (`result`: anyOf `InputRequiredResult`,
 * `CallToolResult`; both require `resultType`).
 */
import { resultFindings } from "@mcp-wire/hosts";
/**
 * The findings of one call's results, round results first (in round order, each with its `round` from 1), then the
 * final result's (without `round`).
 * @param rounds - every `input_required` result as received, in order
 * @param final - the final result as received, or `null` when the call ended without one (an error, a timeout)
 * @param revision - the lane's revision (2026-07-28)
 * @returns the {@link CallMcpIssue}s, paths JSON Pointers into the result they are on; `[]` when all are valid;
 *   never throws
 */
export function callMcpIssues(rounds, final, revision) {
    const of = (result) => resultFindings("tools/call", result, revision).map((found) => ({ path: found.path, code: "wire-invalid", message: found.message }));
    return [...rounds.flatMap((result, i) => of(result).map((issue) => ({ round: i + 1, ...issue }))), ...(final === null ? [] : of(final))];
}
//# sourceMappingURL=call-wire.js.map