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
 * - `initialize-failed`: the server answered `initialize` with a JSON-RPC error (its code and message in the message);
 * - `timeout`: a request got no answer within `--timeout` seconds;
 * - `list-failed`: `tools/list` answered with an error or a result that is not a tool list;
 * - `fix-out-failed`: a `--fix-out` file could not be written;
 * - `message-too-large`: the stdio server wrote a line longer than doctor reads (`MAX_MESSAGE_BYTES`);
 * - `replay-failed`: a `--replay` file cannot be read or is not a capture (a `captureVersion` other than 1, or a
 *   field of the wrong kind: the message names its JSON Pointer);
 * - `save-failed`: the `--save` file cannot be written.
 */
export const DOCTOR_ERROR_CODES = ["spawn-failed", "connect-failed", "initialize-failed", "timeout", "list-failed", "fix-out-failed", "message-too-large", "replay-failed", "save-failed"] as const;

/** One code of {@link DOCTOR_ERROR_CODES}. */
export type DoctorErrorCode = (typeof DOCTOR_ERROR_CODES)[number];

/**
 * Extends `Error`. `message` is one line (printed as `mcp-wire: <message>`); `stderrTail` holds the
 * last lines the stdio server wrote to stderr (printed below the message; empty for HTTP).
 */
export class DoctorError extends Error {
  override readonly name = "DoctorError";
  /** What went wrong; see {@link DOCTOR_ERROR_CODES}. */
  readonly code: DoctorErrorCode;
  /** The server's last stderr lines (at most {@link STDERR_TAIL_LINES}, each cut at {@link STDERR_LINE_CHARS}), oldest first. */
  readonly stderrTail: readonly string[];
  constructor(code: DoctorErrorCode, message: string, stderrTail: readonly string[] = []) {
    super(message.split(/\r?\n/).find((line) => line.trim() !== "")?.trim() ?? code);
    this.code = code;
    this.stderrTail = Object.freeze([...stderrTail]);
  }
}

/** How many stderr lines of the server an exit-2 report shows. */
export const STDERR_TAIL_LINES = 20;

/**
 * Most UTF-16 code units of one stderr line kept in {@link DoctorError.stderrTail}; a longer line keeps its first
 * ones and ends `… (N more characters)`, so a tail is at most about 10 KB however the server floods stderr.
 */
export const STDERR_LINE_CHARS = 500;

/**
 * `text` as doctor shows a line that may be long: unchanged when its length plus `beyond` (code units of it already
 * dropped after `text`) is at most {@link STDERR_LINE_CHARS}; else its first STDERR_LINE_CHARS code units (one fewer
 * when that would split a surrogate pair) followed by `… (N more characters)`, N counting every code unit left out.
 */
export function clipLine(text: string, beyond = 0): string {
  const more = text.length + beyond - STDERR_LINE_CHARS;
  if (more <= 0) return text;
  const cut = /[\ud800-\udbff]/.test(text[STDERR_LINE_CHARS - 1] ?? "") ? STDERR_LINE_CHARS - 1 : STDERR_LINE_CHARS;
  return `${text.slice(0, cut)}… (${more + STDERR_LINE_CHARS - cut} more characters)`;
}
