/**
 * Runs the official `@modelcontextprotocol/conformance` server scenarios (the published package, a
 * devDependency, on Node 22 through `npx -y -p node@22`): the four of `examples/conformance-server.ts` (SDK 1.x)
 * and all 32 against `examples/conformance-server-v2.ts` (`@modelcontextprotocol/server` 2.4.0); prints one line
 * per scenario with the revisions the CLI labels it with, and fails on any failed check.
 *
 * Run: `pnpm --filter @mcp-wire/sdk conformance` (or `node --import tsx scripts/conformance.ts`).
 * Also run by `test/conformance.test.ts` and `test/proxy-conformance.test.ts` (direct and through `mcp-wire proxy`).
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
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
 * `server-sse-polling` and `server-sse-multiple-streams` are the `pending` suite. test/conformance.test.ts holds this
 * list and these revisions to the CLI's own listing ({@link listServerScenarios}).
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

/** One check of a scenario as the CLI saved it (`checks.json`): its id and `SUCCESS`, `FAILURE`, `WARNING`, `SKIPPED` or `INFO`. */
export interface Check {
  readonly id: string;
  readonly status: string;
  readonly errorMessage?: string;
}

/**
 * The outcome of one scenario: checks passed (`SUCCESS`), counted (`SUCCESS` or `FAILURE`, the CLI's `Passed: p/t`)
 * and failed, the ids of the failed and of the `WARNING` checks (neither pass nor fail), and every check the CLI saved.
 */
export interface ScenarioRun {
  readonly scenario: string;
  readonly passed: number;
  readonly total: number;
  readonly failed: number;
  readonly failedChecks: readonly string[];
  readonly warnings: readonly string[];
  readonly checks: readonly Check[];
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

/** A server scenario of the CLI's listing and the revisions it is labelled with (`specVersions`). */
export interface ListedScenario {
  readonly scenario: string;
  readonly revisions: readonly string[];
}

/**
 * The CLI's own listing of server scenarios (`conformance list --server [--spec-version <revision>]`): the exit code,
 * each listed scenario with its revisions (lines `  - <name> [<rev>,<rev>]`), and the output (the refusal of a
 * revision the CLI does not know, exit code 1).
 */
export async function listServerScenarios(revision?: string): Promise<{ exitCode: number | null; scenarios: ListedScenario[]; output: string }> {
  const { exitCode, output } = await runCli(["list", "--server", ...(revision === undefined ? [] : ["--spec-version", revision])], tmpdir());
  const scenarios = [...output.matchAll(/^ {2}- (\S+) \[([^\]]*)\]$/gm)].map(([, scenario, revisions]) => ({ scenario: scenario!, revisions: revisions!.split(",") }));
  return { exitCode, scenarios, output };
}

/** Something the scenarios reach the example server through (e.g. `mcp-wire proxy`): its own URL, and how to stop it. */
export type Through = (serverUrl: string) => Promise<{ readonly url: string; readonly close: () => Promise<void> }>;

/** The scenario a result directory of `-o <dir>` belongs to: `server-<scenario>-<ISO time with - for : and .>`. */
const RESULT_DIR = /^server-(.+)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/**
 * Starts the example server (`serve`; default the SDK 1.x one, examples/conformance-server.ts) on a free port, runs
 * the scenarios against it (against `through`'s URL when given) — every server scenario as one `--suite all` run of
 * the CLI, a subset one `--scenario` run each — reads each scenario's saved checks, and stops both.
 *
 * @throws Error when a scenario asked for left no saved checks (the CLI did not run it)
 */
export async function runConformance(scenarios: readonly string[] = SCENARIOS, through?: Through, serve: Serve = listen): Promise<ScenarioRun[]> {
  const server = await serve(0);
  const front = through === undefined ? undefined : await through(server.url);
  const cwd = await mkdtemp(join(tmpdir(), "mcp-wire-conformance-"));
  try {
    const url = front?.url ?? server.url;
    const everyScenario = scenarios.length === SERVER_SCENARIOS.length && SERVER_SCENARIOS.every((name) => scenarios.includes(name));
    const runs = everyScenario ? [["--suite", "all"]] : scenarios.map((scenario) => ["--scenario", scenario]);
    for (const args of runs) await runCli(["server", "--url", url, ...args, "-o", cwd], cwd);
    const saved = new Map<string, Check[]>();
    for (const entry of await readdir(cwd)) {
      const scenario = RESULT_DIR.exec(entry)?.[1];
      if (scenario !== undefined) saved.set(scenario, JSON.parse(await readFile(join(cwd, entry, "checks.json"), "utf8")) as Check[]);
    }
    return scenarios.map((scenario) => {
      const checks = saved.get(scenario);
      if (checks === undefined) throw new Error(`conformance: no checks saved for scenario ${scenario}`);
      const ids = (status: string) => checks.filter((check) => check.status === status).map((check) => check.id);
      const [passed, failedChecks, warnings] = [ids("SUCCESS").length, ids("FAILURE"), ids("WARNING")];
      return { scenario, passed, total: passed + failedChecks.length, failed: failedChecks.length, failedChecks, warnings, checks };
    });
  } finally {
    await front?.close();
    await server.close();
    await rm(cwd, { recursive: true, force: true });
  }
}

/** One line per scenario: a mark, the name, its revisions, `passed/total`, and the ids of failed and warning checks. */
export function formatRun(run: ScenarioRun, revisions: readonly string[]): string {
  const mark = run.failed === 0 ? "✓" : "✗";
  const failed = run.failed === 0 ? "" : `; failed: ${run.failedChecks.join(", ")}`;
  const warnings = run.warnings.length === 0 ? "" : `; warnings: ${run.warnings.join(", ")}`;
  return `${mark} ${run.scenario} [${revisions.join(", ")}]: ${run.passed}/${run.total}${failed}${warnings}`;
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"))) {
  const { listenV2 } = await import("../examples/conformance-server-v2.js");
  const { scenarios: listed } = await listServerScenarios();
  const revisionsOf = new Map(listed.map(({ scenario, revisions }) => [scenario, revisions]));
  let failed = 0;
  for (const [label, scenarios, serve] of [["SDK 1.x example (conformance-server.ts)", SCENARIOS, listen], ["SDK 2.4.0 example (conformance-server-v2.ts)", SERVER_SCENARIOS, listenV2]] as const) {
    const runs = await runConformance(scenarios, undefined, serve);
    process.stdout.write(`${label}\n${runs.map((run) => `  ${formatRun(run, revisionsOf.get(run.scenario) ?? [])}`).join("\n")}\n`);
    failed += runs.filter((run) => run.failed !== 0).length;
  }
  process.exitCode = failed === 0 ? 0 : 1;
}
