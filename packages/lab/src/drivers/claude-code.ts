/**
 * Claude Code (`@anthropic-ai/claude-code`, a native binary) headless: `claude -p` with `--mcp-config` +
 * `--strict-mcp-config` (only the lab's servers), `--output-format stream-json --verbose`, every lab server's tools
 * allowed, the model API at the fake endpoint (`ANTHROPIC_BASE_URL`, a dummy `ANTHROPIC_API_KEY`), a scratch HOME,
 * and no non-essential traffic (code.claude.com/docs, "Settings", environment variables).
 */
import { scratchDirs } from "./scratch.js";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { npmInstall, runProcess } from "../process.js";
import type { Driver, RunContext } from "../types.js";

const PACKAGE = "@anthropic-ai/claude-code";
const VERSION = "2.1.328";

/** The environment of one run: only what the product needs, pointed at 127.0.0.1. */
function environment(context: RunContext, home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env["PATH"],
    HOME: home,
    TMPDIR: join(context.workDir, "tmp"),
    ANTHROPIC_BASE_URL: context.modelUrl,
    ANTHROPIC_API_KEY: "sk-ant-lab-0000",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_ERROR_REPORTING: "1",
    // MCP tools go to the model in the request's `tools`, schemas included. With ToolSearch forced on (`"true"`), the
    // same 254 probe tools that ToolSearch loaded had the same names, schemas and descriptions as here (2.1.328, the
    // whole corpus), but ToolSearch returns a bounded number of tools per search, so large lists came back partial
    ENABLE_TOOL_SEARCH: "false",
    MCP_TIMEOUT: String(context.serverStartMs ?? 20_000),
    // connect every lab server at once (the default connects a few at a time)
    MCP_SERVER_CONNECTION_BATCH_SIZE: String(context.servers.length),
  };
}

/** The Claude Code driver. */
export const claudeCode: Driver = {
  product: "claude-code",
  package: PACKAGE,
  version: VERSION,
  protocol: "anthropic-messages",
  wrapHost: "claude-code",
  // a list lost in a shared run was lost alone too (required-null, properties-array, root-untyped, root-empty,
  // root-array, root-absent), and the other servers of the run kept every tool: failures stay per server
  batch: { lists: 24, tools: 240 },
  // with ToolSearch on, MCP tools are only named until ToolSearch `select:` loads them (the lab runs it off, below)
  deferredLoader: { name: "ToolSearch", arguments: (names) => ({ query: `select:${names.filter((name) => name.startsWith("mcp__")).join(",")}`, max_results: names.length }) },
  install: (installDir) => npmInstall(installDir, `${PACKAGE}@${VERSION}`),
  async run(context) {
    const { home, project } = await scratchDirs(context.workDir, ["tmp"]);
    const config = join(context.workDir, "mcp.json");
    const mcpServers = Object.fromEntries(context.servers.map((server) => [server.name, { type: "stdio", command: server.command[0], args: server.command.slice(1) }]));
    writeFileSync(config, JSON.stringify({ mcpServers }));
    await context.beforeStart?.(config);
    const argv = [
      join(context.installDir, "node_modules", PACKAGE, "bin", "claude.exe"),
      "-p",
      context.prompt,
      "--mcp-config",
      config,
      "--strict-mcp-config",
      "--output-format",
      "stream-json",
      "--verbose",
      // why a tool was skipped or a list lost (kept with `pnpm lab --keep`)
      "--debug-file",
      join(context.workDir, "claude-debug.log"),
      "--allowedTools",
      context.servers.map((server) => `mcp__${server.name}`).join(","),
    ];
    return runProcess(argv, { cwd: project, env: environment(context, home), timeoutMs: context.timeoutMs, stdoutFile: join(context.workDir, "stdout.jsonl") });
  },
};
