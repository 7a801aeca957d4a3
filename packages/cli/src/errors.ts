/**
 * The one error of `mcp-wire check` behind exit code 2: a usage error (ends the run) or an input that cannot be
 * loaded (an entry of the report's `errors`; the other inputs are still checked). Rejections of schemas are not
 * errors; they are results (exit code 1).
 */

/**
 * Codes of {@link CliError} (kebab-case, stable; they are not printed, but tests and embedders
 * can switch on them):
 * - `usage`: bad command line (unknown option, missing file, unknown `--revision`), or `runCli` /
 *   `runCheck` / `runDoctor` called with arguments of the wrong type;
 * - `file-not-found`, `file-unreadable`: the file cannot be read;
 * - `file-too-large`: a `.json` file is larger than 100 MiB (the most any command of the CLI reads);
 * - `unsupported-file-type`: the extension is none of `.json`, `.ts`, `.mts`, `.cts`, `.js`, `.mjs`, `.cjs`;
 * - `invalid-json`: the `.json` file does not parse;
 * - `not-an-elicitation`: the JSON is not a requestedSchema, `elicitation/create` params, a JSON-RPC
 *   `elicitation/create` message or a capture (`{ params: { requestedSchema } }`);
 * - `import-failed`: the module throws (or fails to compile) on import, or throws or rejects uncaught while it loads;
 * - `import-timeout`: the module is still loading after `--load-timeout` seconds (default 30), or its
 *   top-level await can never settle;
 * - `process-exit`: the module called `process.exit` while it loaded, while an export's `~standard` was read or while
 *   its schemas were converted, or its process ended on its own (the message names the call or the exit code);
 * - `memory-limit`: the module's heap outgrew 512 MiB (`MODULE_MEMORY_MB`) while it loaded or was converted;
 * - `export-unreadable`: reading an export's `~standard` threw (the message names the export and the reason);
 * - `verdict-invalid`: the verdicts a module's check process sent do not hold (an accepted requestedSchema the wire
 *   refuses, a result of another file or revision): the module tampered with the checker in its process;
 * - `no-standard-schema`: the module exports no Standard Schema;
 * - `export-not-found`, `export-not-a-schema`: `--export NAME` names nothing, or not a Standard Schema.
 */
export const CLI_ERROR_CODES = [
  "usage",
  "file-not-found",
  "file-unreadable",
  "file-too-large",
  "unsupported-file-type",
  "invalid-json",
  "not-an-elicitation",
  "import-failed",
  "import-timeout",
  "process-exit",
  "memory-limit",
  "export-unreadable",
  "verdict-invalid",
  "no-standard-schema",
  "export-not-found",
  "export-not-a-schema",
] as const;

/** One code of {@link CLI_ERROR_CODES}. */
export type CliErrorCode = (typeof CLI_ERROR_CODES)[number];

/** A place in a text file: 1-based line and column (the column counted in characters, i.e. Unicode code points). */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

/** Where in its file a load error is, when the loader knows: a JSON Pointer into the parsed JSON, or a text position. */
export interface ErrorPlace {
  /** The JSON Pointer of the value at fault (`""` = the whole document), e.g. `/params` for params without a requestedSchema. */
  readonly pointer?: string;
  /** Where the JSON parser (or the UTF-8 decoder) stopped. */
  readonly position?: TextPosition;
}

/**
 * A usage or load error: a usage error ends `mcp-wire check` with `mcp-wire: <message>` (one line) on stderr and
 * exit code 2; a load error does so for its file (the other files are still checked, see `runCheckArgs`). Extends
 * `Error`; `message` is always a single line.
 */
export class CliError extends Error {
  override readonly name = "CliError";
  /** What went wrong; see {@link CLI_ERROR_CODES}. */
  readonly code: CliErrorCode;
  /** The JSON Pointer of the value at fault in the input file, or `null` when there is none (not JSON, or not that kind of error). */
  readonly pointer: string | null;
  /** Where in the input file's text the JSON parser or UTF-8 decoder stopped, or `null`. */
  readonly position: TextPosition | null;
  /**
   * @param code - one of {@link CLI_ERROR_CODES}
   * @param message - the reason, naming the file; cut to its first line ({@link oneLine})
   * @param place - the JSON Pointer or text position of the fault in the file, when known
   */
  constructor(code: CliErrorCode, message: string, place: ErrorPlace = {}) {
    super(oneLine(message));
    this.code = code;
    this.pointer = place.pointer ?? null;
    this.position = place.position ?? null;
  }
}

/**
 * `text` on one line: its first non-empty line, trimmed; when that line only introduces what follows
 * (ends with `:`, as in esbuild's `Transform failed with 1 error:`), the next line is appended.
 * Error messages of imported modules can span many lines; stderr gets one.
 */
export function oneLine(text: string): string {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
  const [first = "", second] = lines;
  return first.endsWith(":") && second !== undefined ? `${first} ${second}` : first;
}

/** Whether `value` is an array of strings (holes count as not strings). */
export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.findIndex((item) => typeof item !== "string") === -1;
}

/**
 * A short description of a value of the wrong type, for messages: `null`, `undefined`, `a number`,
 * `an object`, `an array holding a number at 1`, ….
 */
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) {
    const index = value.findIndex((item) => typeof item !== "string");
    return index === -1 ? "an array of strings" : `an array holding ${describe(value[index])} at ${index}`;
  }
  const type = typeof value;
  return type === "undefined" ? "undefined" : type === "object" ? "an object" : `a ${type}`;
}

/** The start of every `StreamableHTTPError` message of the official SDK (client/streamableHttp: `Streamable HTTP error: <what>`). */
const STREAMABLE_HTTP_ERROR = "Streamable HTTP error: ";

/**
 * `text` (the caller's rendering of `error`'s message) with the HTTP status in front when `error` is the SDK's
 * `StreamableHTTPError` for a response (message `Streamable HTTP error: …`, numeric `code` from 100 to 599): `HTTP 404:
 * Streamable HTTP error: Error POSTing to endpoint: Not Found` (the SDK's message gives the response body, which may
 * be empty); any other error: `text` as it is. Never throws (a throwing getter: `text`).
 * @param error - what a transport or client rejected with (anything)
 * @param text - how the caller shows `error`'s message (doctor: whole, then fitted to a line; proxy: clipped)
 */
export function withHttpStatus(error: unknown, text: string): string {
  try {
    const code: unknown = error instanceof Error ? (error as { code?: unknown }).code : undefined;
    const status = text.startsWith(STREAMABLE_HTTP_ERROR) && Number.isInteger(code) && (code as number) >= 100 && (code as number) <= 599;
    return status ? `HTTP ${code as number}: ${text}` : text;
  } catch {
    return text;
  }
}
