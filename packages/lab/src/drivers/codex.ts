/**
 * The Codex CLI driver: `@openai/codex` at a pinned version, run as `codex exec` against the fake model's Responses
 * API and the run's scripted servers, with everything in a scratch `CODEX_HOME`.
 *
 * The config (Codex `config.toml`, docs "Config"): a model provider `lab` with `base_url` `<model>/v1`,
 * `wire_api = "responses"` and the key read from `env_key`; `approval_policy = "never"` and a read-only sandbox, so
 * nothing asks; one `[mcp_servers.<name>]` per server with `default_tools_approval_mode = "approve"` (with
 * `approval_policy = "never"` alone, 0.169.0 refuses every MCP call: "MCP tool call requires approval, but approval
 * policy is never"; lab recording codex@0.169.0); the `plugins` and `remote_plugin` features and analytics off, as
 * they only reach outside hosts. Each run leaves in its scratch directory (`pnpm lab --keep`) `codex-events.jsonl`,
 * the `--json` events (each MCP call and its outcome), and `codex-stderr.log`, where `RUST_LOG=warn` puts Codex's
 * reasons for a skipped tool or a lost server (`codex_core::mcp_tool_exposure: Skipping MCP tool …`,
 * `MCP server startup failed …`).
 */
import { scratchDirs } from "./scratch.js";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Driver, RunContext, RunServer } from "../types.js";
import { npmInstall, runProcess } from "../process.js";

const PACKAGE = "@openai/codex";
const VERSION = "0.169.0";
/** The environment variable the provider's `env_key` names; its value is any string. */
const KEY_VARIABLE = "LAB_MODEL_KEY";

/** A TOML basic string: JSON's string escapes are all valid TOML escapes (TOML 1.0, "String"). */
const tomlString = (value: string): string => JSON.stringify(value);

/**
 * The `[mcp_servers.<name>]` table of one server: its command, arguments, and tools approved without asking; with
 * `serverStartMs` (servers behind a proxy), `startup_timeout_sec` (whole seconds, rounded up; Codex's default is 10)
 * and `required = true`: without it 0.169.0 sent its first model request before proxied servers had answered
 * `tools/list` (two seconds after start on the loaded lab machine, with none of their tools), and with it Codex waits
 * for every server (Codex docs, "Config": `required` fails startup when a server cannot initialize).
 */
function serverTable(server: RunServer, serverStartMs: number | undefined): string {
  const [command = "", ...args] = server.command;
  return [
    `[mcp_servers.${tomlString(server.name)}]`,
    `command = ${tomlString(command)}`,
    `args = [${args.map(tomlString).join(", ")}]`,
    `default_tools_approval_mode = "approve"`,
    ...(serverStartMs === undefined ? [] : [`startup_timeout_sec = ${Math.ceil(serverStartMs / 1000)}`, "required = true"]),
  ].join("\n");
}

/** The whole `config.toml` of a run: provider `lab` at `<modelUrl>/v1`, no approvals, the run's servers. */
export function codexConfig(context: Pick<RunContext, "modelUrl" | "servers" | "serverStartMs">): string {
  return [
    `model = "lab-model"`,
    `model_provider = "lab"`,
    `approval_policy = "never"`,
    `sandbox_mode = "read-only"`,
    "",
    // The curated-plugin sync (github.com, chatgpt.com) and analytics only reach outside hosts.
    "[features]",
    "plugins = false",
    "remote_plugin = false",
    "",
    "[analytics]",
    "enabled = false",
    "",
    "[model_providers.lab]",
    `name = "lab"`,
    `base_url = ${tomlString(`${context.modelUrl}/v1`)}`,
    `wire_api = "responses"`,
    `env_key = ${tomlString(KEY_VARIABLE)}`,
    "",
    ...context.servers.map((server) => serverTable(server, context.serverStartMs)),
    "",
  ].join("\n");
}

/** Codex CLI 0.169.0: Responses API, MCP tools grouped in one `mcp__<server>` namespace per server. */
export const codex: Driver = {
  product: "codex",
  package: PACKAGE,
  version: VERSION,
  protocol: "openai-responses",
  wrapHost: "codex",
  // A lost list (a tool without inputSchema, a schema 100 levels deep) is lost alone: lab recording codex@0.169.0.
  batch: { lists: 24, tools: 160 },
  install: (installDir) => npmInstall(installDir, `${PACKAGE}@${VERSION}`),
  async run(context) {
    const codexHome = join(context.workDir, "codex-home");
    const { home, project } = await scratchDirs(context.workDir, ["codex-home"]);
    await writeFile(join(codexHome, "config.toml"), codexConfig(context));
    await context.beforeStart?.(join(codexHome, "config.toml"));
    const launcher = join(context.installDir, "node_modules", "@openai", "codex", "bin", "codex.js");
    const outcome = await runProcess([process.execPath, launcher, "exec", "--skip-git-repo-check", "--json", context.prompt], {
      cwd: project,
      env: { PATH: process.env.PATH ?? "", HOME: home, CODEX_HOME: codexHome, [KEY_VARIABLE]: "lab", RUST_LOG: "warn" },
      timeoutMs: context.timeoutMs,
      stdoutFile: join(context.workDir, "codex-events.jsonl"),
    });
    await writeFile(join(context.workDir, "codex-stderr.log"), outcome.stderr);
    return outcome;
  },
};
