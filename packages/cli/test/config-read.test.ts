/**
 * The config readers of doctor --config: each product's file in its documented shape (fixtures/configs, written from
 * the products' documentation), read into the entries the product would start — variables expanded by the product's
 * own rules, switched-off entries marked, Claude Code's scopes in precedence, Codex's environment allow list.
 */
import { describe, expect, it } from "vitest";
import { join, sep } from "node:path";
import { readSetup } from "../src/config/read.js";
import { locateConfig } from "../src/config/locate.js";
import { productOfFile } from "../src/config/products.js";
import { ConfigError } from "../src/config/errors.js";
import { expand } from "../src/config/expand.js";
import { mkdtemp, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";

const CONFIGS = join(import.meta.dirname, "../../../fixtures/configs");
const HOME = "/home/user";
const context = (cwd: string, env: Record<string, string> = {}) => ({ cwd, home: HOME, env });

/** The entries without the file (each test reads one folder). */
const entries = async (...args: Parameters<typeof readSetup>) => (await readSetup(...args)).servers.map(({ file: _file, ...rest }) => rest);

describe("readers, one per product", () => {
  it("Claude Desktop: mcpServers as written (no expansion)", async () => {
    const servers = await entries("claude-desktop", ["claude_desktop_config.json"], context(join(CONFIGS, "claude-desktop"), { HOME: "/x" }));
    expect(servers.map((s) => [s.name, s.transport, s.command, s.args, s.env])).toEqual([
      ["filesystem", "stdio", "npx", ["-y", "@modelcontextprotocol/server-filesystem", "/Users/username/Desktop", "/Users/username/Downloads"], {}],
      ["memory", "stdio", "npx", ["-y", "@modelcontextprotocol/server-memory"], { MEMORY_FILE_PATH: "/Users/username/memory.json" }],
      ["sqlite", "stdio", "uvx", ["mcp-server-sqlite", "--db-path", "${HOME}/test.db"], {}],
    ]);
  });

  it("Claude Code: ${VAR:-default} expands, an unset ${VAR} is unresolved, local beats project beats user, disabledMcpjsonServers", async () => {
    const cwd = join(CONFIGS, "claude-code");
    const project = await readSetup("claude-code", [".mcp.json"], context(cwd, { CACHE_DIR: "/var/cache" }));
    const api = project.servers[0];
    expect(api).toMatchObject({ name: "api-server", transport: "http", url: "https://api.example.com/mcp", headers: { Authorization: "Bearer ${API_KEY}" }, unresolved: ["API_KEY"] });
    expect(project.servers[1]).toMatchObject({ name: "shared-tools", env: { CACHE_DIR: "/var/cache" }, unresolved: [] });
    // ~/.claude.json holds the local scope of /work/project and the user scope; .mcp.json the project scope
    const both = await readSetup("claude-code", [join(cwd, ".claude.json"), join(cwd, ".mcp.json")], { cwd: "/work/project", home: HOME, env: { API_KEY: "k" } });
    // local (memory) over project (.mcp.json: shared-tools) over user (~/.claude.json: memory, shared-tools shadowed)
    expect(both.servers.map((s) => [s.name, s.command ?? s.url, s.path, s.disabled])).toEqual([
      ["memory", "node", "/projects/~1work~1project/mcpServers/memory", undefined],
      ["api-server", "https://api.example.com/mcp", "/mcpServers/api-server", undefined],
      ["shared-tools", "npx", "/mcpServers/shared-tools", undefined],
      ["docs", "https://docs.example.com/mcp", "/mcpServers/docs", undefined],
      ["switched-off", "node", "/mcpServers/switched-off", "disabledMcpjsonServers in ~/.claude.json"],
    ]);
  });


  it("Cursor: expansion", async () => {
    const cwd = join(CONFIGS, "cursor");
    const servers = await entries("cursor", [join(cwd, ".cursor/mcp.json")], context("/elsewhere", { GITHUB_TOKEN: "ghp_x" }));
    expect(servers.map((s) => [s.name, s.transport, s.args, s.env, s.url, s.headers, s.unresolved])).toEqual([
      ["github", "stdio", ["-y", "@modelcontextprotocol/server-github"], { GITHUB_PERSONAL_ACCESS_TOKEN: "ghp_x" }, undefined, {}, []],
      ["project-files", "stdio", ["-y", "@modelcontextprotocol/server-filesystem", cwd, `${HOME}/notes`], {}, undefined, {}, []],
      ["remote", "http", [], {}, "https://mcp.example.com/mcp", {}, []],
      ["remote-with-key", "http", [], {}, "https://api.example.com/mcp", { Authorization: "Bearer " }, []],
    ]);
  });

  it("VS Code: JSON with comments, servers, ${input:…} unresolved, cwd expanded, envFile read", async () => {
    const cwd = join(CONFIGS, "vscode");
    const servers = await entries("vscode", [".vscode/mcp.json"], context(cwd));
    expect(servers.map((s) => [s.name, s.transport, s.cwd, s.env, s.unresolved])).toEqual([
      ["Perplexity", "stdio", undefined, { PERPLEXITY_API_KEY: "${input:perplexity-key}" }, ["input:perplexity-key"]],
      ["fetch", "stdio", `${cwd}/tools`, {}, []],
      ["github", "http", undefined, {}, []],
      ["memory", "stdio", undefined, { MEMORY_FILE_PATH: "/tmp/memory.json" }, []],
    ]);
    const elsewhere = await mkdtemp(join(tmpdir(), "mcp-wire-config-"));
    await mkdir(join(elsewhere, ".vscode"));
    await writeFile(join(elsewhere, ".vscode", "mcp.json"), '{"servers": {"m": {"type": "stdio", "command": "x", "envFile": "${workspaceFolder}/.env"}}}');
    const missing = await readSetup("vscode", [".vscode/mcp.json"], context(elsewhere));
    expect(missing.servers[0]?.unresolved).toEqual([`envFile:${join(elsewhere, ".env")}`]);
  });

  it("Windsurf: serverUrl, ${env:NAME} in headers, disabled: true", async () => {
    const servers = await entries("windsurf", ["mcp_config.json"], context(join(CONFIGS, "windsurf"), { AUTH_TOKEN: "t0k3n" }));
    expect(servers.map((s) => [s.name, s.transport, s.url, s.headers, s.disabled])).toEqual([
      ["github", "stdio", undefined, {}, undefined],
      ["figma", "http", "https://mcp.figma.com/mcp", { Authorization: "Bearer t0k3n" }, undefined],
      ["docs", "http", "https://docs.example.com/mcp", {}, undefined],
      ["git", "stdio", undefined, {}, "disabled: true"],
    ]);
  });

  it("Zed: context_servers in settings.json with comments, the older command object, extension entries, enabled: false", async () => {
    const servers = await entries("zed", ["settings.json"], context(join(CONFIGS, "zed")));
    expect(servers.map((s) => [s.name, s.transport, s.command, s.args, s.env, s.disabled])).toEqual([
      ["your-mcp-server", "stdio", "some-command", ["arg-1", "arg-2"], {}, undefined],
      ["older-form", "stdio", "node", ["server.js"], { DEBUG: "1" }, undefined],
      ["mcp-server-github", "stdio", undefined, [], {}, "source: extension (started by its Zed extension)"],
      ["remote", "http", undefined, [], {}, undefined],
      ["paused", "stdio", "uvx", ["mcp-server-time"], {}, "enabled: false"],
    ]);
  });

  it("Codex: [mcp_servers.<name>] tables, env subtable, env_vars, bearer_token_env_var, enabled = false, tool filters", async () => {
    const servers = await entries("codex", ["config.toml"], context(join(CONFIGS, "codex"), { FIGMA_OAUTH_TOKEN: "fig" }));
    expect(servers).toEqual([
      { name: "docs", path: "/mcp_servers/docs", transport: "stdio", command: "docs-server", args: ["--port", "4000"], env: { API_KEY: "value" }, envPassed: ["DOCS_TOKEN"], cwd: "/Users/me/code/docs", headers: {}, unresolved: [], secrets: ["value"], enabledTools: ["search", "open"] },
      { name: "figma", path: "/mcp_servers/figma", transport: "http", args: [], env: {}, envPassed: [], url: "https://mcp.figma.com/mcp", headers: { "X-Figma-Region": "us-east-1", Authorization: "Bearer fig" }, unresolved: [], secrets: ["Bearer fig", "us-east-1"] },
      { name: "context7", path: "/mcp_servers/context7", transport: "stdio", command: "npx", args: ["-y", "@upstash/context7-mcp"], env: {}, envPassed: [], headers: {}, unresolved: [], secrets: [] },
      { name: "time server", path: "/mcp_servers/time server", transport: "stdio", command: "uvx", args: [], env: {}, envPassed: [], headers: {}, unresolved: [], secrets: [], disabled: "enabled: false" },
      { name: "local", path: "/mcp_servers/local", transport: "http", args: [], env: {}, envPassed: [], url: "http://127.0.0.1:3845/mcp", headers: {}, unresolved: [], secrets: [], disabledTools: ["delete"] },
    ]);
  });
});

describe("bad input", () => {
  it("a member of the wrong type is a ConfigError naming its JSON Pointer", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcp-wire-config-"));
    await writeFile(join(dir, "mcp.json"), JSON.stringify({ mcpServers: { a: { command: "x", args: ["ok", 3] } } }));
    const error = await readSetup("cursor", ["mcp.json"], context(dir)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({ code: "config-shape", path: "/mcpServers/a/args/1", message: "mcp.json at /mcpServers/a/args/1: must be a string (got number)" });
  });

  it("an entry with neither: the keys this product's file reads are named", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcp-wire-read-"));
    await writeFile(join(dir, "mcp.json"), JSON.stringify({ mcpServers: { r: { uri: "http://127.0.0.1:1/mcp" } } }));
    await expect(readSetup("cursor", ["mcp.json"], context(dir))).rejects.toMatchObject({ code: "config-shape", message: 'mcp.json at /mcpServers/r: a server entry needs "command" or "url"' });
    await writeFile(join(dir, "claude_desktop_config.json"), JSON.stringify({ mcpServers: { r: { url: "http://127.0.0.1:1/mcp" } } }));
    await expect(readSetup("claude-desktop", ["claude_desktop_config.json"], context(dir))).rejects.toMatchObject({
      code: "config-shape",
      message: "claude_desktop_config.json at /mcpServers/r: a server entry needs \"command\" (this product's config file reads no URL entries)",
    });
  });

  it("comments in a strict JSON file, a TOML syntax error, a missing file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcp-wire-config-"));
    await writeFile(join(dir, "claude_desktop_config.json"), '{\n  // no comments here\n  "mcpServers": {}\n}');
    await writeFile(join(dir, "config.toml"), "[mcp_servers.a]\ncommand = \n");
    await expect(readSetup("claude-desktop", ["claude_desktop_config.json"], context(dir))).rejects.toMatchObject({ code: "config-invalid", message: "claude_desktop_config.json: not valid JSON (line 2, column 3): invalid comment token" });
    await writeFile(join(dir, "claude_desktop_config.json"), " \n");
    await expect(readSetup("claude-desktop", ["claude_desktop_config.json"], context(dir))).rejects.toMatchObject({ code: "config-invalid", message: "claude_desktop_config.json: not valid JSON: the file is empty" });
    await expect(readSetup("codex", ["config.toml"], context(dir))).rejects.toMatchObject({ code: "config-invalid" });
    await expect(readSetup("codex", ["nope.toml"], context(dir))).rejects.toMatchObject({ code: "config-not-found", message: "nope.toml: no such file" });
  });

  it("a __proto__ server name is an entry like any other", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcp-wire-config-"));
    await writeFile(join(dir, "mcp.json"), '{"mcpServers": {"__proto__": {"command": "x", "env": {"__proto__": "y"}}}}');
    const setup = await readSetup("cursor", ["mcp.json"], context(dir));
    expect(setup.servers.map((s) => [s.name, Object.keys(s.env)])).toEqual([["__proto__", ["__proto__"]]]);
    expect(Object.getPrototypeOf(setup.servers[0]?.env)).toBe(Object.prototype);
  });
});

describe("doctor --config without a server to start", () => {
  it("a switched-off server with control characters in its name: listed as skipped, escaped; nothing fails", async () => {
    const { runCli } = await import("../src/index.js");
    const dir = await mkdtemp(join(tmpdir(), "mcp-wire-config-"));
    await writeFile(join(dir, "mcp_config.json"), JSON.stringify({ mcpServers: { "evil\u001b[31mred": { command: "x", disabled: true } } }));
    let stdout = "";
    const io = { cwd: dir, env: { COLUMNS: "100" }, stdout: { write: (t: string | Uint8Array) => void (stdout += String(t)) }, stderr: { write: () => true } };
    expect(await runCli(["doctor", "--config", "mcp_config.json"], io)).toBe(0);
    expect(stdout).toBe(
      [
        "windsurf 1.9566.11: 1 server in mcp_config.json (0 checked)",
        '  - "evil\\u001b[31mred" (stdio): skipped, disabled: true',
        "windsurf: 0 tools offered across the servers",
        "  ✓ no cap, name length or name collision across the servers",
        "verdict: ✓ pass",
        "",
      ].join("\n"),
    );
  });
});

describe("locating", () => {
  it("the product from the file name, the longest known ending winning", () => {
    expect(["/a/claude_desktop_config.json", "/p/.mcp.json", "/h/.claude.json", "/p/.cursor/mcp.json", "/p/.vscode/mcp.json", "/h/.codeium/windsurf/mcp_config.json", "/h/.config/zed/settings.json", "/h/.codex/config.toml", "/p/mcp.json"].map(productOfFile)).toEqual([
      "claude-desktop", "claude-code", "claude-code", "cursor", "vscode", "windsurf", "zed", "codex", undefined,
    ]);
  });

  it("--config auto reads the product's usual files that exist, project before global", async () => {
    const home = await mkdtemp(join(tmpdir(), "mcp-wire-home-"));
    const project = await mkdtemp(join(tmpdir(), "mcp-wire-project-"));
    await mkdir(join(home, ".cursor"));
    await mkdir(join(project, ".cursor"));
    await writeFile(join(home, ".cursor", "mcp.json"), "{}");
    await writeFile(join(project, ".cursor", "mcp.json"), "{}");
    expect(locateConfig("auto", "cursor", project, { HOME: home })).toEqual({ product: "cursor", host: "cursor", files: [join(project, ".cursor", "mcp.json"), join(home, ".cursor", "mcp.json")] });
    expect(() => locateConfig("auto", "windsurf", project, { HOME: home })).toThrow(`auto: no windsurf config file in ${join(home, ".codeium", "windsurf", "mcp_config.json")}`);
    expect(() => locateConfig("auto", undefined, project, { HOME: home })).toThrow("--config auto needs --host <product>");
    expect(() => locateConfig("x.json", "gemini", project, {})).toThrow("--host gemini has no config file reader");
  });
});

describe("expansion", () => {
  const ctx = { env: { A: "1", EMPTY: "" }, home: "/h", workspace: "/w/proj" };
  it("shell: ${VAR}, ${VAR:-default}; $VAR as written; unset without default unresolved", () => {
    expect(expand("${A}-${B:-two}-$A-${C}", { kind: "shell" }, ctx)).toEqual({ value: "1-two-$A-${C}", unresolved: ["C"], substituted: ["1"] });
  });
  it("editor: ${env:…} (unset: empty), predefined variables, ${input:…} asked", () => {
    expect(expand("${env:A}${env:NOPE}|${userHome}|${workspaceFolder}|${workspaceFolderBasename}|${/}|${input:key}|${unknown}", { kind: "editor", ask: ["input"] }, ctx)).toEqual({
      value: `1|/h|/w/proj|proj|${sep}|\${input:key}|\${unknown}`,
      unresolved: ["input:key"],
      substituted: ["1", ""],
    });
  });
});
