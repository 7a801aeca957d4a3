/**
 * The Gemini CLI driver: `@google/gemini-cli` at a pinned version, run headless (`gemini -p <prompt> --approval-mode
 * yolo --output-format json --debug`) in a scratch HOME whose `~/.gemini/settings.json` selects API-key auth, turns
 * folder trust, telemetry and auto-update off and lists the run's scripted servers as trusted stdio `mcpServers`.
 * The model endpoint is `GOOGLE_GEMINI_BASE_URL` (read by `@google/genai`), the key a dummy `GEMINI_API_KEY`.
 * Recipe: shared/research/product-lab-recipes.md; settings keys: google-gemini/gemini-cli@v0.61.0:docs/reference/configuration.md.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Driver, Json, RunContext, RunServer } from "../types.js";

/** The pinned package and version. */
export const GEMINI_PACKAGE = "@google/gemini-cli";
export const GEMINI_VERSION = "0.61.0";
/** The model the runs ask for: a fixed name, so the request paths do not depend on the product's default. */
export const GEMINI_MODEL = "gemini-2.5-flash";

/** `~/.gemini/settings.json` for one run: the servers of `servers` as trusted stdio MCP servers. */
export function geminiSettings(servers: readonly RunServer[]): { readonly [key: string]: Json } {
  return {
    security: { auth: { selectedType: "gemini-api-key" }, folderTrust: { enabled: false } },
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false, checkpointing: { enabled: false } },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    mcpServers: Object.fromEntries(
      servers.map((server) => [server.name, { command: server.command[0] ?? "", args: server.command.slice(1), trust: true }]),
    ),
  };
}

/** The process environment of a run: the parent's PATH only, plus the scratch HOME and the fake endpoint. */
function runEnv(home: string, modelUrl: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env["PATH"],
    HOME: home,
    GOOGLE_GEMINI_BASE_URL: modelUrl,
    GEMINI_API_KEY: "lab-key",
    GEMINI_CLI_NO_RELAUNCH: "true",
    NO_COLOR: "1",
    TERM: "dumb",
  };
}

/** Resolves with the exit of `child`, killing its process group at `timeoutMs`. */
function waitFor(child: ChildProcess, timeoutMs: number): Promise<{ exitCode: number | null; timedOut: boolean }> {
  return new Promise((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, timedOut });
    });
  });
}

/** Runs `npm install` of the pinned package into `installDir`; rejects with npm's output when it fails. */
function npmInstall(installDir: string): Promise<void> {
  const child = spawn("npm", ["install", "--no-audit", "--no-fund", "--prefix", installDir, `${GEMINI_PACKAGE}@${GEMINI_VERSION}`], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm install ${GEMINI_PACKAGE}@${GEMINI_VERSION} failed (${code}): ${output}`))));
  });
}

/** Gemini CLI at {@link GEMINI_VERSION}, speaking the `gemini` protocol. */
export const geminiDriver: Driver = {
  product: "gemini",
  package: GEMINI_PACKAGE,
  version: GEMINI_VERSION,
  protocol: "gemini",
  // each server is discovered on its own (a refused tools/list costs that server only: the 0.61.0 recording's lost
  // lists ran beside lists that were kept), and the fake endpoint has no tool cap
  batch: { lists: 24, tools: 240 },
  install: npmInstall,
  async run(context: RunContext) {
    const home = join(context.workDir, "home");
    const project = join(context.workDir, "project");
    await mkdir(join(home, ".gemini"), { recursive: true });
    await mkdir(project, { recursive: true });
    await writeFile(join(home, ".gemini", "settings.json"), JSON.stringify(geminiSettings(context.servers), null, 2));
    const bin = join(context.installDir, "node_modules", "@google", "gemini-cli", "bundle", "gemini.js");
    const args = [bin, "-p", context.prompt, "-m", GEMINI_MODEL, "--approval-mode", "yolo", "--output-format", "json", "--debug"];
    const child = spawn(process.execPath, args, {
      cwd: project,
      env: runEnv(home, context.modelUrl),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let stderr = "";
    child.stdout?.resume();
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const { exitCode, timedOut } = await waitFor(child, context.timeoutMs);
    return { exitCode, timedOut, stderr };
  },
};
