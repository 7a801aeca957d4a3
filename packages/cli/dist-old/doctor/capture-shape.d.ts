/**
 * The shape of a `--replay` file, checked before anything is played: a file may hold anything, and a field of the
 * wrong kind would otherwise reach the MCP client as a garbled initialize failure. Two formats (docs/doctor.md,
 * "Offline"): a capture of `--save` (`captureVersion: 1`), and a tools capture of `fixtures/servers`, which has no
 * `captureVersion` member (the older format, read as a single page). Any other `captureVersion` is refused.
 *
 * What is checked is a table, read in order (the order `--save` writes the members): the first field of the wrong
 * kind is the one named. Each initialize field checked is one the MCP client requires of an initialize result
 * (MCP `InitializeResult`: `protocolVersion`, `capabilities`, `serverInfo` with `name` and `version`). A capture of
 * version 1 without `initialize` (written by hand) is answered from its `serverInfo`, which must then have them too.
 */
/** The `captureVersion` written by this version of the CLI, and the only one it reads. */
export declare const CAPTURE_VERSION = 1;
/** What a value is, for messages: `null`, `an array`, `an object`, `a number`, …. */
export declare function kindOf(value: unknown): string;
/** A value shown in a message: short numbers and strings as JSON (at most 40 characters), anything else by its kind. */
export declare const shown: (value: unknown) => string;
/**
 * Why `json` is not a replayable capture, naming the JSON Pointer of the first field of the wrong kind, or
 * `undefined` when it is one.
 * @param json - the parsed `--replay` file (or `diff` side)
 * @returns e.g. `/captureVersion must be 1 (the capture version this mcp-wire reads; got 99)`,
 *   `/initialize/serverInfo/name must be a string (got a number)`, `/pages/2 must be an object (got null)`
 */
export declare function captureProblem(json: unknown): string | undefined;
//# sourceMappingURL=capture-shape.d.ts.map