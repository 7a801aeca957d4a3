/**
 * The Kilo CLI driver: `@kilocode/cli` at a pinned version, run as `kilo run` against the fake model's Chat
 * Completions API and the run's scripted servers.
 *
 * The config goes in the file `KILO_CONFIG` names (Kilo's opencode-style JSON config): a provider `lab` built with
 * `@ai-sdk/openai-compatible` (bundled in the binary) whose `options.baseURL` is `<model>/v1`, one model with
 * `tool_call: true`, `permission: {"*": "allow"}` so no call asks, and one `mcp.<name>` of `type: "local"` per server.
 * The environment turns off what only costs time or reaches outside hosts without a network: the models.dev fetch,
 * auto-update, telemetry, codebase indexing, sharing and session ingest (`KILO_*` flags read by the 7.7.7 binary).
 * One run costs 15–70 s of wall time (25 s of CPU) however few tools it has, so {@link kilo} asks for every list in
 * one run: a list Kilo loses is lost alone (lab recording kilo@7.7.7), and tools are named `<server>_<tool>`, so
 * lists cannot collide.
 */
import { scratchDirs } from "./scratch.js";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CHAT_MODEL } from "../protocols/openai-chat.js";
import { npmInstall, runProcess } from "../process.js";
import type { Driver, Json, RunContext } from "../types.js";

const PACKAGE = "@kilocode/cli";
const VERSION = "7.7.7";

/**
 * Milliseconds Kilo waits for each MCP request (its `mcp.<name>.timeout`, default 5000): with every list's server
 * starting at once on a loaded 2-core machine, `tools/list` took longer than 5 s for some (lab run, 72 servers).
 */
const SERVER_TIMEOUT_MS = 60_000;

/** The `KILO_CONFIG` file of a run (a JSON value). */
export function kiloConfig(context: Pick<RunContext, "modelUrl" | "servers">): Json {
  return {
    provider: {
      lab: {
        npm: "@ai-sdk/openai-compatible",
        name: "lab",
        options: { baseURL: `${context.modelUrl}/v1`, apiKey: "lab" },
        models: { [CHAT_MODEL]: { name: CHAT_MODEL, tool_call: true } },
      },
    },
    model: `lab/${CHAT_MODEL}`,
    permission: { "*": "allow" },
    mcp: Object.fromEntries(context.servers.map((server) => [server.name, { type: "local", command: [...server.command], enabled: true, timeout: SERVER_TIMEOUT_MS }])),
  };
}

/** The environment flags of every run (values as the binary compares them). */
const QUIET: { readonly [name: string]: string } = {
  KILO_DISABLE_MODELS_FETCH: "true",
  KILO_DISABLE_AUTOUPDATE: "true",
  KILO_TELEMETRY_LEVEL: "off",
  // The only value 7.7.7 compares this flag with; it then skips project indexing.
  KILO_DISABLE_CODEBASE_INDEXING: "vscode-no-workspace",
  KILO_DISABLE_SHARE: "true",
  KILO_DISABLE_SESSION_INGEST: "true",
};

/** Kilo CLI 7.7.7: Chat Completions through the AI SDK; MCP tools named `<server>_<tool>`. */
export const kilo: Driver = {
  product: "kilo",
  package: PACKAGE,
  version: VERSION,
  protocol: "openai-chat",
  batch: { lists: 100, tools: 600 },
  install: (installDir) => npmInstall(installDir, `${PACKAGE}@${VERSION}`),
  async run(context) {
    const { home, project } = await scratchDirs(context.workDir);
    const config = join(context.workDir, "kilo.json");
    await writeFile(config, `${JSON.stringify(kiloConfig(context), null, 2)}\n`);
    const bin = join(context.installDir, "node_modules", "@kilocode", "cli", "bin", "kilo");
    return runProcess([process.execPath, bin, "run", "--print-logs", context.prompt], {
      cwd: project,
      env: { PATH: process.env.PATH ?? "", HOME: home, KILO_CONFIG: config, ...QUIET },
      timeoutMs: context.timeoutMs,
    });
  },
};
