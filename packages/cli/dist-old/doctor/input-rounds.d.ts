/**
 * The multi-round-trip flow of MCP 2026-07-28 as doctor drives it: an `input_required` result's `inputRequests` read
 * (each `elicitation/create` kept for the checks), answered with `inputResponses` from the `--answer`s, and the request
 * retried with them and the echoed `requestState`. Pure: no I/O (the lane, modern-lane.ts, sends).
 *
 * Source: MCP 2026-07-28 `schema.json`, definitions `InputRequiredResult`, `InputRequests`, `InputResponses`,
 * `ElicitResult`, `ListRootsResult`; SDK 2.4.0 (`@modelcontextprotocol/client`) `inputRequired.maxRounds` (default 10).
 */
import type { JsonValue } from "./dialect.js";
import type { ReceivedElicitation } from "./check.js";
/**
 * The most `input_required` rounds doctor answers for one `--call` (the 2.4.0 client's own default,
 * `DEFAULT_INPUT_REQUIRED_MAX_ROUNDS`); a call still `input_required` after them fails with an `error` outcome.
 */
export declare const MAX_INPUT_ROUNDS = 10;
/** One `--answer`: what doctor answers every `elicitation/create` input request of a round with (`ElicitResult`). */
export type InputAnswer = {
    readonly action: "decline";
} | {
    readonly action: "cancel";
} | {
    readonly action: "accept";
    readonly content: Readonly<Record<string, JsonValue>>;
};
/** The default `--answer`: decline. */
export declare const DEFAULT_ANSWERS: readonly InputAnswer[];
/** An `elicitation/create` that came as an entry of an `input_required` result: its params, round (from 1) and key. */
export interface ReceivedInputRequest extends ReceivedElicitation {
    readonly round: number;
    readonly key: string;
}
/** What one round's `input_required` result asks, and how doctor answers it. */
export interface Round {
    /** The `elicitation/create` entries, in key order as received. */
    readonly elicitations: readonly ReceivedInputRequest[];
    /** `InputResponses`: one answer per entry doctor can answer (elicitations, `roots/list`); sampling is left out. */
    readonly inputResponses: Readonly<Record<string, unknown>>;
    /** The `requestState` to echo byte for byte, when the result has one (a string). */
    readonly requestState: string | undefined;
}
/** Whether a result is an `input_required` one (`resultType: "input_required"`). */
export declare const isInputRequired: (result: Readonly<Record<string, unknown>>) => boolean;
/**
 * The answer of round `round` (from 1): the `round`-th `--answer`, the last one for later rounds, decline when none.
 * @param answers - the `--answer`s in the order given
 */
export declare function answerOf(answers: readonly InputAnswer[], round: number): InputAnswer;
/**
 * Reads one `input_required` result and answers it.
 * @param result - the result exactly as received
 * @param round - which round it is (from 1)
 * @param answer - the answer of the round ({@link answerOf}); every `elicitation/create` entry gets it (a URL-mode
 *   one gets `decline` for an `accept` answer: it has no form to fill), `roots/list` gets `{ roots: [] }`
 */
export declare function readRound(result: Readonly<Record<string, unknown>>, round: number, answer: InputAnswer): Round;
//# sourceMappingURL=input-rounds.d.ts.map