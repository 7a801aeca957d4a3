/**
 * The package's one error class and its issue codes.
 */

/** Every issue code `@mcp-wire/sdk` emits, with what it means. */
export const ISSUE_CODES = Object.freeze({
  "unsupported-server": "the value is not a server of the official MCP TypeScript SDK line this entry point supports",
  "unsupported-sdk-internals": "the SDK's request-handler table was not found where this adapter reads it (an unsupported SDK version)",
  "invalid-option": "an argument or option is missing, of the wrong type, unknown, or outside the documented set",
  "not-connected": "the server has no connected, initialized client (call it from a tool handler, after server.connect(transport))",
  "client-lacks-form-elicitation": "the connected client did not declare the elicitation (form) capability",
} as const);

/** A kebab-case issue code; see `ISSUE_CODES`. */
export type IssueCode = keyof typeof ISSUE_CODES;

/** One problem: `path` is a JSON Pointer (`""` when the problem is the value as a whole). */
export interface SdkIssue {
  readonly path: string;
  readonly code: IssueCode;
  readonly message: string;
}

/**
 * Thrown by `@mcp-wire/sdk` when an adapter cannot attach to the server or send what was asked:
 * `code` is one of `ISSUE_CODES` (also `issues[0].code`), `issues[0].path` a JSON Pointer into the
 * argument named by the message (`""` for the argument as a whole). Schema problems keep their own
 * classes: `DialectError` (`@mcp-wire/dialect`) for tool schemas, `RequestedSchemaError`
 * (`@mcp-wire/elicitation`) for elicitation schemas.
 */
export class SdkAdapterError extends TypeError {
  override readonly name = "SdkAdapterError";
  /** The issue code, the same as `issues[0].code`. */
  readonly code: IssueCode;
  readonly issues: readonly SdkIssue[];

  /**
   * @param code - the issue code
   * @param detail - the message (default: the code's meaning in `ISSUE_CODES`)
   * @param path - a JSON Pointer into the argument the message names (default `""`)
   */
  constructor(code: IssueCode, detail?: string, path = "") {
    const message = detail ?? ISSUE_CODES[code];
    super(`${code}: ${message}`);
    this.code = code;
    this.issues = Object.freeze([Object.freeze({ path, code, message })]);
  }
}
