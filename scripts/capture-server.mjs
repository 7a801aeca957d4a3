#!/usr/bin/env node
/**
 * Captures a published MCP server's tools/list into fixtures/servers/<name>.<version>.tools.json, for servers whose
 * install is too heavy to be a devDependency (see fixtures/servers/README.md for which and why).
 *
 *   node scripts/capture-server.mjs <name> [version]
 *
 * The package is installed with npm into a temporary directory with `--ignore-scripts` (no install script runs,
 * nothing is downloaded besides the package tarballs), started over stdio with the flags of its row below (no
 * database, no browser, telemetry off; its only connections go to 127.0.0.1), and asked `initialize` and every
 * `tools/list` page over plain JSON-RPC: the tools are written exactly as the server sent them. The temporary
 * directory is removed afterwards.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The servers this script captures: npm package, the version captured by default, entry point and flags. */
const SERVERS = {
  "mongodb-mcp-server": {
    package: "mongodb-mcp-server",
    version: "3.0.4",
    entry: "dist/esm/index.js",
    args: ["--transport", "stdio", "--telemetry", "disabled", "--loggers", "stderr"],
    // A dummy connection string on a closed local port: the server lists its tools and never reaches a database.
    env: { MDB_MCP_CONNECTION_STRING: "mongodb://127.0.0.1:1/test", MDB_MCP_TELEMETRY: "disabled", DO_NOT_TRACK: "1" },
  },
};
const REVISION = "2025-11-25";
const TIMEOUT_MS = 60_000;

const [name, version] = process.argv.slice(2);
const row = SERVERS[name];
if (row === undefined) {
  console.error(`usage: node scripts/capture-server.mjs <name> [version] (names: ${Object.keys(SERVERS).join(", ")})`);
  process.exit(2);
}
const wanted = version ?? row.version;
const repo = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = mkdtempSync(join(tmpdir(), "mcp-wire-capture-"));
try {
  writeFileSync(join(dir, "package.json"), '{"private":true}\n');
  execFileSync("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error", `${row.package}@${wanted}`], { cwd: dir, stdio: "inherit" });
  const capture = await listTools(join(dir, "node_modules", row.package, row.entry), row);
  const out = join(repo, "fixtures", "servers", `${name}.${capture.serverInfo?.version ?? wanted}.tools.json`);
  const file = {
    package: row.package,
    version: wanted,
    protocolVersion: capture.protocolVersion,
    serverInfo: capture.serverInfo,
    capturedWith: `scripts/capture-server.mjs: plain JSON-RPC over stdio (${row.args.join(" ")}); tools/list as sent by the server (raw result)`,
    tools: capture.tools,
  };
  writeFileSync(out, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`${out}: ${capture.tools.length} tools`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** initialize, notifications/initialized, then every tools/list page; the child is killed at the end. */
async function listTools(entry, server) {
  const child = spawn(process.execPath, [entry, ...server.args], { stdio: ["pipe", "pipe", "ignore"], env: { ...process.env, ...server.env } });
  const timer = setTimeout(() => child.kill(), TIMEOUT_MS);
  try {
    const waiting = new Map();
    let buffer = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        let message;
        try {
          message = JSON.parse(line);
        } catch {
          continue; // not a JSON-RPC line (a log line on stdout): skipped, as the official clients do
        }
        if (message.id !== undefined) waiting.get(message.id)?.(message);
      }
    });
    const exited = new Promise((_, reject) => child.on("exit", (code) => reject(new Error(`${server.package} exited (${code}) before answering`))));
    let next = 0;
    const request = (method, params) =>
      Promise.race([
        exited,
        new Promise((resolve, reject) => {
          const id = ++next;
          waiting.set(id, (message) => (message.error ? reject(new Error(`${method}: ${JSON.stringify(message.error)}`)) : resolve(message.result)));
          child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
        }),
      ]);
    const init = await request("initialize", { protocolVersion: REVISION, capabilities: {}, clientInfo: { name: "mcp-wire-capture", version: "1.0.0" } });
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    const tools = [];
    let cursor;
    for (let page = 0; page < 100; page++) {
      const result = await request("tools/list", cursor === undefined ? {} : { cursor });
      tools.push(...(result.tools ?? []));
      cursor = result.nextCursor;
      if (typeof cursor !== "string") break;
    }
    return { protocolVersion: init.protocolVersion, serverInfo: init.serverInfo, tools };
  } finally {
    clearTimeout(timer);
    child.kill();
  }
}
