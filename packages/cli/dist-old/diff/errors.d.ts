/**
 * The error that ends a `mcp-wire diff` run with exit code 2: an input cannot be read or is neither a doctor report
 * nor a capture. A change that loses something is not an error; it is the verdict (exit code 1).
 */
/**
 * Codes of {@link DiffError} (kebab-case, stable):
 * - `input-unreadable`: the file cannot be read;
 * - `input-too-large`: the file is larger than 100 MiB (the most doctor reads of a `--replay` file or a server message);
 * - `invalid-json`: the file is not JSON;
 * - `not-a-report`: the file has a `reportVersion` but is not a doctor report of `reportVersion: 2`: it does not match
 *   docs/doctor-report.schema.json, or its summary counts tools it does not list (the message names the JSON Pointer
 *   of the first wrong field);
 * - `host-not-in-report`: a selected host has no verdicts in a report (it was made with other `--host`s);
 * - `version-mismatch`: a product host was judged at different versions on the two sides (two reports), or a report
 *   at another version than `--host <product>@<version>` gives: the diff would blame the server for a version change.
 */
export declare const DIFF_ERROR_CODES: readonly ["input-unreadable", "input-too-large", "invalid-json", "not-a-report", "host-not-in-report", "version-mismatch"];
/** One code of {@link DIFF_ERROR_CODES}. */
export type DiffErrorCode = (typeof DIFF_ERROR_CODES)[number];
/** Extends `Error`; `message` is one line, printed as `mcp-wire: <message>`. */
export declare class DiffError extends Error {
    readonly name = "DiffError";
    /** What went wrong; see {@link DIFF_ERROR_CODES}. */
    readonly code: DiffErrorCode;
    constructor(code: DiffErrorCode, message: string);
}
//# sourceMappingURL=errors.d.ts.map