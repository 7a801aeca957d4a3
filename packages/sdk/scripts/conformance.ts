/**
 * Runs the official `@modelcontextprotocol/conformance` server scenarios (the published package, a
 * devDependency, on Node 22 through `npx -y -p node@22`) against `examples/conformance-server.ts`,
 * and fails on any failed check.
 *
 * Run: `pnpm --filter @mcp-wire/sdk conformance` (or `node --import tsx scripts/conformance.ts`).
 * Also run by `test/conformance.test.ts` as part of the normal test run.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { listen } from "../examples/conformance-server.js";

/** The scenarios the example server implements. */
export const SCENARIOS = ["tools-call-elicitation", "elicitation-sep1034-defaults", "elicitation-sep1330-enums", "json-schema-2020-12"] as const;

/**
 * Every server scenario of `@modelcontextprotocol/conformance` 0.1.16 (`conformance list --server`; the `all` suite),
 * in its order. Revisions: all but 6 at 2025-06-18 and 2025-11-25; `json-schema-2020-12`, `elicitation-sep1034-defaults`,
 * `server-sse-polling`, `server-sse-multiple-streams`, `elicitation-sep1330-enums`, `dns-rebinding-protection` at
 * 2025-11-25 only; none at 2026-07-28 (the CLI knows no such `--spec-version`; `draft` and `extension` list none).
 * `server-sse-polling` and `server-sse-multiple-streams` are the `pending` suite.
 */
export const SERVER_SCENARIOS = [
  "server-initialize", "logging-set-level", "ping", "completion-complete", "tools-list", "tools-call-simple-text",
  "tools-call-image", "tools-call-audio", "tools-call-embedded-resource", "tools-call-mixed-content",
  "tools-call-with-logging", "tools-call-error", "tools-call-with-progress", "tools-call-sampling",
  "tools-call-elicitation", "json-schema-2020-12", "elicitation-sep1034-defaults", "server-sse-polling",
  "server-sse-multiple-streams", "elicitation-sep1330-enums", "resources-list", "resources-read-text",
  "resources-read-binary", "resources-templates-read", "resources-subscribe", "resources-unsubscribe", "prompts-list",
  "prompts-get-simple", "prompts-get-with-args", "prompts-get-embedded-resource", "prompts-get-with-image",
  "dns-rebinding-protection",
] as const;

/** Starts an example server on `port` (0: a free one): its URL, and how to stop it. */
export type Serve = (port: number) => Promise<{ readonly url: string; readonly close: () => Promise<void> }>;

/** The outcome of one scenario: the CLI's exit code, its `Passed: p/t, f failed` counts, and its output. */
export interface ScenarioRun {
  readonly scenario: string;
  readonly exitCode: number | null;
  readonly passed: number;
  readonly total: number;
  readonly failed: number;
  readonly output: string;
}

const CLI = join(dirname(createRequire(import.meta.url).resolve("@modelcontextprotocol/conformance/package.json")), "dist", "index.js");

function runCli(args: readonly string[], cwd: string): Promise<{ exitCode: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["-y", "-p", "node@22", "node", CLI, ...args], { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (exitCode) => resolve({ exitCode, output }));
  });
}

/** Something the scenarios reach the example server through (e.g. `mcp-wire proxy`): its own URL, and how to stop it. */
export type Through = (serverUrl: string) => Promise<{ readonly url: string; readonly close: () => Promise<void> }>;

/**
 * Starts the example server (`serve`; default the SDK 1.x one, examples/conformance-server.ts) on a free port, runs
 * every scenario in turn (against `through`'s URL when given), and stops both.
 */
export async function runConformance(scenarios: readonly string[] = SCENARIOS, through?: Through, serve: Serve = listen): Promise<ScenarioRun[]> {
  const server = await serve(0);
  const front = through === undefined ? undefined : await through(server.url);
  const cwd = await mkdtemp(join(tmpdir(), "mcp-wire-conformance-"));
  try {
    const runs: ScenarioRun[] = [];
    for (const scenario of scenarios) {
      const { exitCode, output } = await runCli(["server", "--url", front?.url ?? server.url, "--scenario", scenario], cwd);
      const counts = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(output.replace(/\x1b\[[0-9;]*m/g, ""));
      runs.push({ scenario, exitCode, passed: Number(counts?.[1] ?? 0), total: Number(counts?.[2] ?? 0), failed: Number(counts?.[3] ?? -1), output });
    }
    return runs;
  } finally {
    await front?.close();
    await server.close();
    await rm(cwd, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"))) {
  const runs = await runConformance();
  for (const run of runs) process.stdout.write(run.output);
  const bad = runs.filter((run) => run.exitCode !== 0 || run.failed !== 0 || run.total === 0);
  process.stdout.write(`\nconformance: ${runs.reduce((n, r) => n + r.passed, 0)} checks passed in ${runs.length - bad.length}/${runs.length} scenarios\n`);
  process.exitCode = bad.length === 0 ? 0 : 1;
}
