/**
 * GitHub Copilot CLI (`@github/copilot`), headless and offline: `copilot -p <prompt> --allow-all --no-ask-user
 * --output-format json`, the run's MCP servers given by `--additional-mcp-config @<file>` (`type: "local"`,
 * `tools: ["*"]`), the model a bring-your-own provider over Chat Completions (`COPILOT_OFFLINE`,
 * `COPILOT_PROVIDER_BASE_URL`, `COPILOT_PROVIDER_API_KEY`, `COPILOT_PROVIDER_WIRE_API=completions`, `COPILOT_MODEL`),
 * so no GitHub account is asked for.
 *
 * The npm package is a loader for a native binary that unpacks its JavaScript (235 MB) into `<cache>/pkg` on first
 * start. `COPILOT_PKG_CACHE_HOME` points that at `<installDir>/copilot-pkg`, filled once by {@link copilotCli}'s
 * install; `COPILOT_CACHE_HOME` stays per run, because Copilot CLI also caches each MCP server's tool list there
 * (`mcp-tools/<hash>.json`) and a run must not see an earlier run's list. Its log is kept in `<workDir>/copilot-logs`,
 * its stdout (JSON lines of session events) in `<workDir>/copilot-output.jsonl`.
 */
import { scratchDirs } from "./scratch.js";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { npmInstall, runProcess, type ProcessOutcome } from "../process.js";
import { CHAT_MODEL } from "../protocols/openai-chat.js";
import type { Driver, RunContext, RunServer } from "../types.js";

const PACKAGE = "@github/copilot";
const VERSION = "1.0.102";

/** The loader script of the package (it starts the platform binary of `@github/copilot-<platform>-<arch>`). */
const loader = (installDir: string): string => join(installDir, "node_modules", PACKAGE, "npm-loader.js");

/** Where the unpacked JavaScript of the binary is shared between runs. */
const pkgCache = (installDir: string): string => join(installDir, "copilot-pkg");

/**
 * How long Copilot CLI waits for one MCP request, in milliseconds (its default is 60 s). A `tools/list` reply it cannot
 * read (schema-deep: nested 205 levels) is never answered as far as it is concerned, so the run waits this long.
 */
export const MCP_REQUEST_TIMEOUT_MS = 10_000;

/**
 * The `--additional-mcp-config` file of a run: every run server as a local server with all its tools enabled and
 * {@link MCP_REQUEST_TIMEOUT_MS} per request.
 */
export function copilotMcpConfig(servers: readonly RunServer[]): object {
  return {
    mcpServers: Object.fromEntries(
      servers.map((server) => {
        const [command = "", ...args] = server.command;
        return [server.name, { type: "local", command, args, tools: ["*"], timeout: MCP_REQUEST_TIMEOUT_MS }];
      }),
    ),
  };
}

/** The environment of every start: a scratch HOME and cache, the shared unpacked package, nothing inherited but PATH. */
function baseEnv(installDir: string, home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env["PATH"] ?? "",
    HOME: home,
    COPILOT_CACHE_HOME: join(home, ".cache", "copilot"),
    COPILOT_PKG_CACHE_HOME: pkgCache(installDir),
    COPILOT_AUTO_UPDATE: "false",
    COPILOT_OFFLINE: "true",
    NO_COLOR: "1",
  };
}

/** Installs the package, then starts it once (`--version`) so that it unpacks into the shared cache before any run. */
async function install(installDir: string): Promise<void> {
  await npmInstall(installDir, `${PACKAGE}@${VERSION}`);
  const home = join(installDir, "warm-up-home");
  await mkdir(home, { recursive: true });
  const outcome = await runProcess([process.execPath, loader(installDir), "--version"], { cwd: installDir, env: baseEnv(installDir, home), timeoutMs: 5 * 60_000 });
  await rm(home, { recursive: true, force: true });
  if (outcome.exitCode !== 0) throw new Error(`copilot --version failed (${outcome.timedOut ? "timed out" : `exit ${outcome.exitCode}`}):\n${outcome.stderr}`);
}

async function run(context: RunContext): Promise<ProcessOutcome> {
  const { home, project } = await scratchDirs(context.workDir);
  const config = join(context.workDir, "copilot-mcp.json");
  await writeFile(config, JSON.stringify(copilotMcpConfig(context.servers), null, 2));
  const argv = [
    process.execPath,
    loader(context.installDir),
    "-p",
    context.prompt,
    "--allow-all",
    "--no-ask-user",
    "--output-format",
    "json",
    "--log-dir",
    join(context.workDir, "copilot-logs"),
    "--additional-mcp-config",
    `@${config}`,
  ];
  return runProcess(argv, {
    cwd: project,
    env: {
      ...baseEnv(context.installDir, home),
      COPILOT_PROVIDER_BASE_URL: `${context.modelUrl}/v1`,
      COPILOT_PROVIDER_API_KEY: "lab",
      COPILOT_PROVIDER_WIRE_API: "completions",
      COPILOT_MODEL: CHAT_MODEL,
    },
    timeoutMs: context.timeoutMs,
    stdoutFile: join(context.workDir, "copilot-output.jsonl"),
  });
}

/** The GitHub Copilot CLI driver (OpenAI Chat Completions, streaming). */
export const copilotCli: Driver = {
  product: "copilot-cli",
  package: PACKAGE,
  version: VERSION,
  protocol: "openai-chat",
  // a list lost in a shared run (schema-deep) was lost alone too, and the other servers of that run kept every tool
  batch: { lists: 24, tools: 240 },
  install,
  run,
};
