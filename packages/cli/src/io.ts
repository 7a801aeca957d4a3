/**
 * The CLI's I/O contract, shared by every command (`check`, `doctor`, `proxy`): the streams, environment and working
 * directory a caller passes instead of `process`, and the exit codes.
 */
import { describe } from "./errors.js";

/** A stream `mcp-wire proxy` reads the host from (`process.stdin` fits). */
export interface InputStream {
  on(event: "data", listener: (chunk: Buffer) => void): unknown;
  on(event: "end", listener: () => void): unknown;
  off(event: "data", listener: (chunk: Buffer) => void): unknown;
  off(event: "end", listener: () => void): unknown;
  pause(): unknown;
  resume(): unknown;
  /** Whether it is a terminal (`process.stdin.isTTY`): `mcp-wire proxy` then reads nothing after a failed start. */
  readonly isTTY?: boolean;
}

/** A stream the CLI writes text to (`process.stdout` fits). */
export interface OutputStream {
  /** Text; `mcp-wire proxy` writes the host's side of the wire as bytes (each message as the server sent it). */
  write(text: string | Uint8Array): unknown;
  /** `true` when the stream is a terminal; colours are used only then. */
  readonly isTTY?: boolean;
  /** The terminal's width in columns, when known; human reports fit it (else `COLUMNS`, else 100). */
  readonly columns?: number;
}

/** Where the CLI reads and writes; every field defaults to the `process` one. */
export interface CliIO {
  /** The report, and help. */
  readonly stdout: OutputStream;
  /** `mcp-wire: <message>` on exit 2; what a checked module writes to stdout; doctor's progress line. */
  readonly stderr: OutputStream;
  /** The environment (`NO_COLOR`, `TERM`, `COLUMNS`; doctor passes it to the server it starts). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The directory relative file paths are resolved against. */
  readonly cwd: string;
  /** What `mcp-wire proxy` reads the host from. */
  readonly stdin?: InputStream;
}

/**
 * Exit codes: `0` all accepted (or `--report-only`, or help printed), `1` some schema rejected,
 * `2` usage or load error (one line `mcp-wire: <message>` on stderr; nothing on stdout); `mcp-wire proxy` exits with
 * the server's code.
 */
export type ExitCode = 0 | 1 | 2 | ServerExitCode;

/** `mcp-wire proxy` exits with the server's own code, any integer (see `runProxy`). */
export type ServerExitCode = number & {};

/** Whether `value` can be written to as an {@link OutputStream}. */
export function isStream(value: unknown): value is OutputStream {
  return typeof value === "object" && value !== null && typeof (value as { write?: unknown }).write === "function";
}

/** `io.env` when it is an object, else no environment (the width falls back to the stream's, else 100). */
export function usableEnv(io: unknown): Readonly<Record<string, string | undefined>> {
  const env = typeof io === "object" && io !== null ? (io as { env?: unknown }).env : undefined;
  return typeof env === "object" && env !== null && !Array.isArray(env) ? (env as Record<string, string | undefined>) : {};
}

/** Why `io` is not a `Partial<CliIO>`, or `undefined`. */
export function ioProblem(io: unknown): string | undefined {
  if (typeof io !== "object" || io === null || Array.isArray(io)) return `io must be an object (got ${describe(io)})`;
  const { stdout, stderr, env, cwd } = io as Record<string, unknown>;
  if (stdout !== undefined && !isStream(stdout)) return `io.stdout must have a write method (got ${describe(stdout)})`;
  if (stderr !== undefined && !isStream(stderr)) return `io.stderr must have a write method (got ${describe(stderr)})`;
  if (env !== undefined && (typeof env !== "object" || env === null || Array.isArray(env))) return `io.env must be an object (got ${describe(env)})`;
  if (cwd !== undefined && typeof cwd !== "string") return `io.cwd must be a string (got ${describe(cwd)})`;
  return undefined;
}

