/**
 * The Continue CLI driver: `@continuedev/cli` (`cn`) at a pinned version, run as `cn -p` against the fake model's
 * Chat Completions API and the run's scripted servers, with its global directory in the run's scratch space.
 *
 * The config is a Continue `config.yaml` (schema v1; Continue docs "config.yaml Reference"): one model with
 * `provider: openai`, `apiBase` `<model>/v1`, `capabilities: [tool_use]` (without it no tool is offered), and one
 * `mcpServers` entry per server (`name`, `command`, `args`). It is written as JSON, which is YAML. `CONTINUE_GLOBAL_DIR`
 * keeps sessions and permissions out of the real home; `FORCE_NO_TTY=1` keeps it from waiting on a terminal; `--auto`
 * allows every tool.
 */
import { scratchDirs } from "./scratch.js";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CHAT_MODEL } from "../protocols/openai-chat.js";
import { npmInstall, runProcess } from "../process.js";
import type { Driver, Json, RunContext } from "../types.js";

const PACKAGE = "@continuedev/cli";
const VERSION = "1.5.47";

/** The `config.yaml` of a run (as a JSON value): the fake model with tool use, one MCP server per run server. */
export function continueConfig(context: Pick<RunContext, "modelUrl" | "servers">): Json {
  return {
    name: "lab",
    version: "1.0.0",
    schema: "v1",
    models: [
      {
        name: CHAT_MODEL,
        provider: "openai",
        model: CHAT_MODEL,
        apiBase: `${context.modelUrl}/v1`,
        apiKey: "lab",
        roles: ["chat"],
        capabilities: ["tool_use"],
      },
    ],
    mcpServers: context.servers.map((server) => {
      const [command = "", ...args] = server.command;
      return { name: server.name, command, args };
    }),
  };
}

/** Continue CLI 1.5.47: Chat Completions; MCP tools offered under their own names, with no server prefix. */
export const continueCli: Driver = {
  product: "continue",
  package: PACKAGE,
  version: VERSION,
  protocol: "openai-chat",
  // A list the product loses is lost alone (lab recording continue@1.5.47); calls go by bare name, hence distinct names.
  batch: { lists: 40, tools: 250, distinctCalledNames: true },
  install: (installDir) => npmInstall(installDir, `${PACKAGE}@${VERSION}`),
  async run(context) {
    const globalDir = join(context.workDir, "continue");
    const { home, project } = await scratchDirs(context.workDir, ["continue"]);
    const config = join(context.workDir, "config.yaml");
    await writeFile(config, `${JSON.stringify(continueConfig(context), null, 2)}\n`);
    const cn = join(context.installDir, "node_modules", "@continuedev", "cli", "dist", "cn.js");
    return runProcess([process.execPath, cn, "-p", context.prompt, "--config", config, "--auto", "--format", "json"], {
      cwd: project,
      env: { PATH: process.env.PATH ?? "", HOME: home, CONTINUE_GLOBAL_DIR: globalDir, FORCE_NO_TTY: "1" },
      timeoutMs: context.timeoutMs,
    });
  },
};
