/**
 * Qwen Code (`@qwen-code/qwen-code`), headless: `qwen -p <prompt> --approval-mode yolo --output-format json` with a
 * scratch HOME whose `~/.qwen/settings.json` selects the OpenAI-compatible auth, names the run's MCP servers
 * (`trust: true`, so calls need no approval) and excludes `tool_search` (with it, Qwen Code sends MCP tools to the model
 * by name only and loads their schemas on demand); the model is the lab's Chat Completions fake, by the environment
 * (`OPENAI_BASE_URL`, `OPENAI_API_KEY`, `OPENAI_MODEL`). `QWEN_CODE_NO_RELAUNCH` keeps it in one process (it otherwise
 * restarts itself with a larger heap). What it wrote on stdout is kept in `<workDir>/qwen-output.json`; its own log of
 * MCP discovery (reasons a server or a tool was left out) is under `<workDir>/home/.qwen/debug/`.
 */
import { scratchDirs } from "./scratch.js";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { npmInstall, runProcess, type ProcessOutcome } from "../process.js";
import { CHAT_MODEL } from "../protocols/openai-chat.js";
import type { Driver, RunContext, RunServer } from "../types.js";

const PACKAGE = "@qwen-code/qwen-code";
const VERSION = "0.15.10";

/** The `mcpServers` entry of one run server: its argv as `command` and `args`, trusted. */
function serverEntry(server: RunServer): { command: string; args: string[]; trust: true } {
  const [command = "", ...args] = server.command;
  return { command, args, trust: true };
}

/** The `~/.qwen/settings.json` of a run (settings keys as Qwen Code 0.15.10's settings schema names them). */
export function qwenSettings(servers: readonly RunServer[]): object {
  return {
    security: { auth: { selectedType: "openai" } },
    tools: { exclude: ["tool_search"] },
    general: { enableAutoUpdate: false },
    privacy: { usageStatisticsEnabled: false },
    mcpServers: Object.fromEntries(servers.map((server) => [server.name, serverEntry(server)])),
  };
}

async function run(context: RunContext): Promise<ProcessOutcome> {
  const { home, project } = await scratchDirs(context.workDir, ["home/.qwen"]);
  await writeFile(join(home, ".qwen", "settings.json"), JSON.stringify(qwenSettings(context.servers), null, 2));
  const cli = join(context.installDir, "node_modules", PACKAGE, "cli.js");
  return runProcess([process.execPath, cli, "-p", context.prompt, "--approval-mode", "yolo", "--output-format", "json"], {
    cwd: project,
    env: {
      PATH: process.env["PATH"] ?? "",
      HOME: home,
      OPENAI_BASE_URL: `${context.modelUrl}/v1`,
      OPENAI_API_KEY: "lab",
      OPENAI_MODEL: CHAT_MODEL,
      QWEN_CODE_NO_RELAUNCH: "true",
      NO_COLOR: "1",
    },
    timeoutMs: context.timeoutMs,
    stdoutFile: join(context.workDir, "qwen-output.json"),
  });
}

/** The Qwen Code driver (OpenAI Chat Completions, streaming). */
export const qwenCode: Driver = {
  product: "qwen-code",
  package: PACKAGE,
  version: VERSION,
  protocol: "openai-chat",
  // a list lost in a shared run was lost alone too (boolean-property-true, required-null) while the other servers of
  // that run kept every tool, and no tool limit was seen (a run of 228 tools kept all). Each start costs 4–5 s of CPU,
  // and Qwen Code runs a turn's calls one after another: 40 lists per run keep a run inside the 90 s limit at a load
  // average of 25 (the whole corpus in one run did not) and the lab near 2 minutes
  batch: { lists: 40, tools: 240 },
  install: (installDir) => npmInstall(installDir, `${PACKAGE}@${VERSION}`),
  run,
};
