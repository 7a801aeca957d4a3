/**
 * The error that ends a `mcp-wire doctor` run with exit code 2: the server could not be started,
 * reached, initialized or listed (or `--fix-out` could not be written). Failing schemas are not
 * errors; they are verdicts (exit code 1).
 */
/**
 * Codes of {@link DoctorError} (kebab-case, stable):
 * - `spawn-failed`: the stdio command could not be started (not found, not executable);
 * - `connect-failed`: the transport failed or closed before `initialize` completed (stdio server
 *   exited, HTTP endpoint unreachable or not an MCP endpoint);
 * - `timeout`: a request got no answer within `--timeout` seconds;
 * - `list-failed`: `tools/list` answered with an error or a result that is not a tool list;
 * - `fix-out-failed`: a `--fix-out` file could not be written;
 * - `message-too-large`: the stdio server wrote a line longer than doctor reads (`MAX_MESSAGE_BYTES`);
 * - `replay-failed`: a `--replay` file cannot be read or is not a capture (a `captureVersion` other than 1, or a
 *   field of the wrong kind: the message names its JSON Pointer);
 * - `save-failed`: the `--save` file cannot be written.
 */
export declare const DOCTOR_ERROR_CODES: readonly ["spawn-failed", "connect-failed", "timeout", "list-failed", "fix-out-failed", "message-too-large", "replay-failed", "save-failed"];
/** One code of {@link DOCTOR_ERROR_CODES}. */
export type DoctorErrorCode = (typeof DOCTOR_ERROR_CODES)[number];
/**
 * Extends `Error`. `message` is one line (printed as `mcp-wire: <message>`); `stderrTail` holds the
 * last lines the stdio server wrote to stderr (printed below the message; empty for HTTP).
 */
export declare class DoctorError extends Error {
    readonly name = "DoctorError";
    /** What went wrong; see {@link DOCTOR_ERROR_CODES}. */
    readonly code: DoctorErrorCode;
    /** The server's last stderr lines (at most {@link STDERR_TAIL_LINES}), oldest first. */
    readonly stderrTail: readonly string[];
    constructor(code: DoctorErrorCode, message: string, stderrTail?: readonly string[]);
}
/** How many stderr lines of the server an exit-2 report shows. */
export declare const STDERR_TAIL_LINES = 20;
//# sourceMappingURL=errors.d.ts.map