/**
 * The routing members of one JSON-RPC message (JSON-RPC 2.0 §4–5: `jsonrpc`, `id`, `method`, `result`, `error`),
 * read from the line's bytes without decoding the rest: a value the proxy does not route on (a 100 KB `result`, a
 * request's `params`) is skipped, not built. Only the members' own values are decoded, each with `JSON.parse`.
 */
/** The top-level members of a JSON object line that say where the message goes. */
export interface Envelope {
    /** The `jsonrpc` member, when a string. */
    readonly jsonrpc: string | undefined;
    /** The `method` member, when a string (a request or notification). */
    readonly method: string | undefined;
    /** Whether an `id` member is present, and its value when it is a string, number or null (otherwise `undefined`). */
    readonly hasId: boolean;
    readonly id: unknown;
    /** Whether `result` / `error` members are present (a response). */
    readonly hasResult: boolean;
    readonly hasError: boolean;
}
/**
 * Reads the routing members of a line holding one JSON object. Later duplicates win, as with `JSON.parse`.
 * @param line - the line's bytes (no newline)
 * @returns the envelope, or `undefined` when the line is not a JSON object at its top level (an array, a scalar,
 *   not JSON); nested values are skipped by their brackets and quotes, not checked
 */
export declare function readEnvelope(line: Buffer): Envelope | undefined;
/** What the first bytes of a line too long to read whole say about its message: its `id`, and whether it has a `method`. */
export interface Head {
    /** Whether an `id` member was read whole; its value when a string, number or null (else `undefined`). */
    readonly hasId: boolean;
    readonly id: unknown;
    /** Whether a `method` member was seen (a request or notification of the server, not an answer). */
    readonly hasMethod: boolean;
}
/**
 * Reads the top-level members at the start of a line cut short (`{"jsonrpc":"2.0","id":7,"result":…`), as far as they
 * are whole in `head`; the member that runs past `head` ends the reading.
 * @param head - the line's first bytes
 * @returns {@link Head}; `undefined` when `head` is not the start of a JSON object
 */
export declare function readHead(head: Buffer): Head | undefined;
//# sourceMappingURL=envelope.d.ts.map