/**
 * `doctor --call` on a result that makes the real clients' validator backtrack catastrophically (an outputSchema
 * pattern `^(a+)+$`, `structuredContent` `"a" × 40 + "!"`: about 2^40 steps), with real doctor processes over stdio
 * (test/fixtures/doctor/redos-server.mjs): the check ends at the `--timeout` budget with the `validator-timeout`
 * verdict naming the pattern, and SIGTERM during the check ends doctor and every server process it started.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { alive, waitFor } from "./doctor-helpers.js";
import { assertReport } from "./report-schema.js";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const SERVER = ["node", "test/fixtures/doctor/redos-server.mjs"];
/** The options every run here shares: one revision (no lanes of other revisions), the tool `r` called. */
const COMMON = ["doctor", "--call", "r", "--revision", "2025-11-25"];

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh directory for the server's $PID_FILE and $CALLED_FILE; removed after the test. */
function files(): { readonly pids: string; readonly called: string } {
  const dir = mkdtempSync(join(tmpdir(), "doctor-redos-"));
  dirs.push(dir);
  return { pids: join(dir, "pids"), called: join(dir, "called") };
}

/** The pids the servers of a run wrote, one per process doctor started. */
const pidsIn = (file: string): number[] => (existsSync(file) ? readFileSync(file, "utf8").split("\n").filter((l) => l !== "").map(Number) : []);

/** Runs `node dist/bin.js <args>` to its end: exit code, signal, stdout. */
function run(args: readonly string[], env: Record<string, string>): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }> {
  const child = spawn(process.execPath, ["dist/bin.js", ...args], { cwd: PACKAGE, env: { ...process.env, COLUMNS: "100", ...env }, stdio: ["ignore", "pipe", "ignore"] });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += String(chunk)));
  return new Promise((resolve) => child.once("close", (code, signal) => resolve({ code, signal, stdout })));
}

const ISSUE = {
  path: "/structuredContent",
  code: "validator-timeout",
  message: "validator did not finish within 5s: catastrophic pattern at /properties/p/pattern (nested unbounded quantifiers)",
  params: { timeoutMs: 5000, schemaPath: "/properties/p/pattern" },
};
const ERROR = "the client's validator did not finish within 5s: a host running it hangs on this result";

describe("doctor --call on a catastrophic pattern", () => {
  it("ends the check at --timeout: validator-timeout naming the pattern, for the client and a product embedding it; exit 1; servers gone", async () => {
    const { pids } = files();
    const result = await run([...COMMON, "--host", "mcp-sdk-v1-client", "--host", "cursor", "--timeout", "5", "--format", "json", "--", ...SERVER], { PID_FILE: pids });
    expect([result.code, result.signal]).toEqual([1, null]);
    const report = JSON.parse(result.stdout);
    assertReport(report);
    expect(report.calls.map((call: { tool: string; outcome: string; results: unknown }) => [call.tool, call.outcome, call.results])).toEqual([
      ["r", "ok", [
        { host: "mcp-sdk-v1-client", status: "fail", issues: [ISSUE], error: ERROR },
        { host: "cursor", status: "fail", issues: [ISSUE], error: ERROR },
      ]],
    ]);
    expect(report.summary.failedResults).toBe(1);
    const started = pidsIn(pids);
    expect(started.length).toBeGreaterThan(0);
    expect(started.filter(alive)).toEqual([]);
  }, 60_000);

  it("says in the human report that the host hangs on the result", async () => {
    const result = await run([...COMMON, "--host", "mcp-sdk-v1-client", "--timeout", "5", "--", ...SERVER], {});
    expect([result.code, result.signal]).toEqual([1, null]);
    const calls = result.stdout.split("\n");
    const at = calls.indexOf("r {}: ok");
    expect(calls.slice(at, at + 4)).toEqual([
      "r {}: ok",
      "  result ✗ mcp-sdk-v1-client hangs on it",
      "    /structuredContent  validator-timeout  validator did not finish within 5s: catastrophic pattern",
      "                                           at /properties/p/pattern (nested unbounded quantifiers)",
    ]);
  }, 60_000);

  it("SIGTERM during the check ends doctor and every server it started", async () => {
    const { pids, called } = files();
    const child = spawn(process.execPath, ["dist/bin.js", ...COMMON, "--host", "mcp-sdk-v1-client", "--timeout", "600", "--", ...SERVER], { cwd: PACKAGE, env: { ...process.env, PID_FILE: pids, CALLED_FILE: called }, stdio: "ignore" });
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once("exit", (code, signal) => resolve([code, signal])));
    // the call answered and every other server (the 2026-07-28 lane's) gone: doctor is past the calls, at the checks
    await waitFor(() => existsSync(called) && readFileSync(called, "utf8") !== "", 30_000);
    const server = Number(readFileSync(called, "utf8"));
    await waitFor(() => pidsIn(pids).every((pid) => pid === server || !alive(pid)), 30_000);
    // into the validator's backtracking (loading the validators takes a moment; not an assertion)
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(alive(server)).toBe(true);
    child.kill("SIGTERM");
    expect(await exited).toEqual([null, "SIGTERM"]);
    await waitFor(() => pidsIn(pids).every((pid) => !alive(pid)));
    expect(pidsIn(pids).filter(alive)).toEqual([]);
  }, 60_000);
});
