/**
 * The most `input_required` rounds doctor answers for one `--call` (the 2.4.0 client's own default,
 * `DEFAULT_INPUT_REQUIRED_MAX_ROUNDS`); a call still `input_required` after them fails with an `error` outcome.
 */
export const MAX_INPUT_ROUNDS = 10;
/** The default `--answer`: decline. */
export const DEFAULT_ANSWERS = [{ action: "decline" }];
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** Whether a result is an `input_required` one (`resultType: "input_required"`). */
export const isInputRequired = (result) => result["resultType"] === "input_required";
/**
 * The answer of round `round` (from 1): the `round`-th `--answer`, the last one for later rounds, decline when none.
 * @param answers - the `--answer`s in the order given
 */
export function answerOf(answers, round) {
    return answers[Math.min(round, answers.length) - 1] ?? { action: "decline" };
}
/**
 * Reads one `input_required` result and answers it.
 * @param result - the result exactly as received
 * @param round - which round it is (from 1)
 * @param answer - the answer of the round ({@link answerOf}); every `elicitation/create` entry gets it (a URL-mode
 *   one gets `decline` for an `accept` answer: it has no form to fill), `roots/list` gets `{ roots: [] }`
 */
export function readRound(result, round, answer) {
    const requests = isRecord(result["inputRequests"]) ? result["inputRequests"] : {};
    const elicitations = [];
    const responses = []; // entries, so a key such as `__proto__` stays an ordinary key
    for (const [key, request] of Object.entries(requests)) {
        if (!isRecord(request))
            continue;
        const params = isRecord(request["params"]) ? request["params"] : {};
        if (request["method"] === "elicitation/create") {
            elicitations.push({ mode: params["mode"], message: params["message"], requestedSchema: params["requestedSchema"], round, key });
            responses.push([key, params["mode"] === "url" && answer.action === "accept" ? { action: "decline" } : answer]);
        }
        else if (request["method"] === "roots/list")
            responses.push([key, { roots: [] }]);
    }
    const state = result["requestState"];
    return { elicitations, inputResponses: Object.fromEntries(responses), requestState: typeof state === "string" ? state : undefined };
}
//# sourceMappingURL=input-rounds.js.map