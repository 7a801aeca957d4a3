/**
 * Helpers of the doctor tests: in-process runs (`runCli(["doctor", ...])` from the package directory), the
 * server command lines, and a compact view of a report's verdicts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { runCli, type DoctorReport, type ExitCode } from "../src/index.js";
import { PACKAGE_DIR, WIDE, type Run } from "./helpers.js";
import { assertReport } from "./report-schema.js";

/** The known-failures fixture server over stdio (relative to the package directory). */
export const KNOWN_FAILURES = ["node", "test/fixtures/doctor/known-failures-server.mjs"] as const;
/** The reference server @modelcontextprotocol/server-everything over stdio. */
export const EVERYTHING = ["node", "node_modules/@modelcontextprotocol/server-everything/dist/index.js", "stdio"] as const;

/** Runs `mcp-wire doctor <args>` in-process, capturing stdout and stderr. */
export async function doctorRun(
  args: readonly string[],
  options: { isTTY?: boolean; stderrTTY?: boolean; env?: Record<string, string> } = {},
): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code: ExitCode = await runCli(["doctor", ...args], {
    stdout: { write: (text: string) => (stdout += text), isTTY: options.isTTY ?? false },
    stderr: { write: (text: string) => (stderr += text), isTTY: options.stderrTTY ?? false },
    env: { PATH: process.env["PATH"] ?? "", COLUMNS: WIDE, ...options.env },
    cwd: PACKAGE_DIR,
  });
  // Every JSON report is checked against docs/doctor-report.schema.json.
  const own = args.includes("--") ? args.slice(0, args.indexOf("--")) : args;
  const json = own.includes("--json") || (own.includes("--format") && own[own.indexOf("--format") + 1] === "json");
  if (json && code !== 2) assertReport(JSON.parse(stdout));
  return { code, stdout, stderr };
}

/** `"<tool> <io>"` → failing host → its issue codes (in order); passing hosts are left out. */
export function failures(report: DoctorReport): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  for (const tool of report.tools) {
    for (const schema of tool.schemas) {
      const row: Record<string, string[]> = {};
      if (schema.mcp.length > 0) row["mcp"] = schema.mcp.map((i) => i.code);
      for (const host of schema.hosts) if (host.status === "fail") row[host.host] = host.issues.map((i) => i.code);
      out[`${tool.name} ${schema.io}`] = row;
    }
  }
  return out;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh file path for a server's pid ($PID_FILE); its directory is removed after the test. */
export function pidFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "doctor-pid-"));
  dirs.push(dir);
  return join(dir, "pid");
}

/** Whether `pid` runs (a zombie no one has reaped yet counts as gone). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /s, "")[0] !== "Z";
  } catch {
    return true; // no /proc (macOS): kill(pid, 0) succeeded
  }
}

/** The pid a server wrote to `file` (waits up to 5 s for it). */
export async function pidOf(file: string): Promise<number> {
  await waitFor(() => existsSync(file) && readFileSync(file, "utf8") !== "");
  return Number(readFileSync(file, "utf8"));
}

/** Resolves once `predicate()` is true; throws after `ms` milliseconds. */
export async function waitFor(predicate: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
