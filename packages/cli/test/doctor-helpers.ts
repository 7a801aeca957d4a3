/**
 * Helpers of the doctor tests: in-process runs (`runCli(["doctor", ...])` from the package directory), the
 * server command lines, and a compact view of a report's verdicts.
 */
import { runCli, type DoctorReport, type ExitCode } from "../src/index.js";
import { PACKAGE_DIR, type Run } from "./helpers.js";

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
    env: { PATH: process.env["PATH"] ?? "", ...options.env },
    cwd: PACKAGE_DIR,
  });
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
