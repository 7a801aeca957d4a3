/**
 * Gemini CLI (`@google/gemini-cli`, one bundled Node program) headless: `gemini -p <prompt> -m <model> --approval-mode
 * yolo --output-format json --debug` (the debug lines carry MCP discovery errors, such as a `tools/list` reply the SDK
 * client refuses) in a scratch HOME whose `~/.gemini/settings.json` selects API-key auth, turns folder trust,
 * telemetry, usage statistics and auto-update off, and lists the run's scripted servers as trusted stdio
 * `mcpServers`. The model API is `GOOGLE_GEMINI_BASE_URL` (read by `@google/genai`) with a dummy `GEMINI_API_KEY`; the
 * model is fixed with `-m`, so no routing request picks another.
 * Settings keys: google-gemini/gemini-cli@v0.61.0:docs/reference/configuration.md.
 */
import { scratchDirs } from "./scratch.js";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { npmInstall, runProcess } from "../process.js";
import type { Driver, Json, RunContext, RunServer } from "../types.js";

const PACKAGE = "@google/gemini-cli";
const VERSION = "0.61.0";
/** The model every run asks for (any name works against the fake endpoint; this one is a real one). */
const MODEL = "gemini-2.5-flash";

/**
 * `~/.gemini/settings.json` for one run: `servers` as trusted stdio MCP servers, nothing that needs the network.
 * `serverStartMs` becomes each server's `timeout` (absent: Gemini CLI's own default, 10 minutes).
 */
export function geminiSettings(servers: readonly RunServer[], serverStartMs?: number): { readonly [key: string]: Json } {
  const timeout: { readonly [key: string]: Json } = serverStartMs === undefined ? {} : { timeout: serverStartMs };
  return {
    security: { auth: { selectedType: "gemini-api-key" }, folderTrust: { enabled: false } },
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false, checkpointing: { enabled: false } },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    mcpServers: Object.fromEntries(servers.map((server) => [server.name, { command: server.command[0] ?? "", args: server.command.slice(1), trust: true, ...timeout }])),
  };
}

/** The environment of one run: PATH, the scratch HOME and TMPDIR, the fake endpoint; no relaunch with a bigger heap. */
function environment(context: RunContext, home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env["PATH"],
    HOME: home,
    TMPDIR: join(context.workDir, "tmp"),
    GOOGLE_GEMINI_BASE_URL: context.modelUrl,
    GEMINI_API_KEY: "lab-key-0000",
    GEMINI_CLI_NO_RELAUNCH: "true",
    NO_COLOR: "1",
  };
}

/** The Gemini CLI driver. */
export const geminiDriver: Driver = {
  product: "gemini",
  package: PACKAGE,
  version: VERSION,
  protocol: "gemini",
  // each server is discovered on its own (a refused tools/list costs that server only: in the 0.61.0 recording the
  // lost lists ran beside lists that were kept), and the fake endpoint has no tool cap
  batch: { lists: 24, tools: 240 },
  install: (installDir) => npmInstall(installDir, `${PACKAGE}@${VERSION}`),
  async run(context) {
    const { home, project } = await scratchDirs(context.workDir, ["home/.gemini", "tmp"]);
    writeFileSync(join(home, ".gemini", "settings.json"), JSON.stringify(geminiSettings(context.servers, context.serverStartMs), null, 2));
    const argv = [
      process.execPath,
      join(context.installDir, "node_modules", PACKAGE, "bundle", "gemini.js"),
      "-p",
      context.prompt,
      "-m",
      MODEL,
      "--approval-mode",
      "yolo",
      "--output-format",
      "json",
      "--debug",
    ];
    return runProcess(argv, { cwd: project, env: environment(context, home), timeoutMs: context.timeoutMs, stdoutFile: join(context.workDir, "stdout.json") });
  },
};
