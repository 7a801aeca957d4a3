import { chmodSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCheck, runCli, type CliErrorCode, type ExitCode } from "../src/index.js";

/** The package directory: relative paths in the tests are resolved against it. */
export const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

/** The package's bin script, as `npm install -g` links it. */
export const BIN = fileURLToPath(new URL("../bin/mcp-wire.js", import.meta.url));

let onPath: string | undefined;

/**
 * A PATH value whose `mcp-wire` is this package's bin script (a directory holding a symbolic link to it, made once
 * per test file), as after `npm install -g`: `wrap` then writes `"command": "mcp-wire"`.
 */
export function mcpWireOnPath(): string {
  if (onPath === undefined) {
    onPath = mkdtempSync(join(tmpdir(), "mcp-wire-path-"));
    chmodSync(onPath, 0o755); // readable by a test that runs the CLI as another user
    symlinkSync(BIN, join(onPath, "mcp-wire"));
  }
  return onPath;
}

/** The `COLUMNS` the runs use unless a test sets its own: wide enough that no line is wrapped. */
export const WIDE = "1000";

/** What one in-process run printed and returned. */
export interface Run {
  readonly code: ExitCode;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `mcp-wire check <args>` in-process from the package directory, capturing its output. */
export async function check(args: readonly string[], options: { isTTY?: boolean; env?: Record<string, string> } = {}): Promise<Run> {
  return capture((io) => runCheck(args, io), options);
}

/** Runs `mcp-wire <argv>` in-process. */
export async function cli(argv: readonly string[]): Promise<Run> {
  return capture((io) => runCli(argv, io), {});
}

async function capture(
  run: (io: Parameters<typeof runCheck>[1]) => Promise<ExitCode>,
  options: { isTTY?: boolean; env?: Record<string, string> },
): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await run({
    stdout: { write: (text: string) => (stdout += text), isTTY: options.isTTY ?? false },
    stderr: { write: (text: string) => (stderr += text) },
    env: { COLUMNS: WIDE, ...options.env },
    cwd: PACKAGE_DIR,
  });
  return { code, stdout, stderr };
}

/** Parses a `--json` run's stdout. */
export function report(run: Run): unknown {
  return JSON.parse(run.stdout);
}

/**
 * The human report of a `check` run whose only file could not be checked: `<file>: not checked, <code>`, the message,
 * the `where` line when given (`at line 1, column 2`, `at /params`), and the summary line.
 */
export function notChecked(file: string, code: CliErrorCode, message: string, where?: string): string {
  return [`${file}: not checked, ${code}`, `  ${message}`, ...(where === undefined ? [] : [`  ${where}`]), "", "checked 0: 0 accepted, 0 rejected; 1 file not checked", ""].join("\n");
}

/** The human result block of `test/fixtures/schema.json` at 2025-11-25 (accepted, wire-exact), without a trailing newline. */
export const SCHEMA_JSON_LINES: readonly string[] = [
  "test/fixtures/schema.json [requestedSchema] @ 2025-11-25: accepted, wire-exact as received",
  "  {",
  '    "type": "object",',
  '    "properties": {',
  '      "name": { "type": "string", "minLength": 1 }',
  "    },",
  '    "required": ["name"]',
  "  }",
];

/** The `--json` report of a run at the default revision in which no file could be checked: only `errors`. */
export function errorsOnlyReport(...errors: readonly unknown[]): unknown {
  return {
    reportVersion: 1,
    revisions: ["2025-11-25"],
    onUnsupported: "reject",
    summary: { checked: 0, accepted: 0, rejected: 0, errors: errors.length },
    results: [],
    errors,
  };
}
