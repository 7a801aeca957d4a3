/**
 * One config reader per product, as data: the file syntax, where the server entries are, which member holds each
 * field, how variables expand and in which fields, how an entry is switched off, and where the product looks for its
 * files (`--config auto`). Each rule names the product documentation it comes from.
 */
import { join } from "node:path";
import type { Expansion } from "./expand.js";
import type { ConfigProduct } from "./types.js";

/** The syntax of a config file: strict JSON, JSON with comments and trailing commas, or TOML 1.0. */
export type ConfigSyntax = "json" | "jsonc" | "toml";

/** The fields of an entry that variables expand in. */
export type ExpandedField = "command" | "args" | "env" | "cwd" | "url" | "headers";

/** Where `--config auto` looks: the user's home, the working directory, the platform and the environment. */
export interface Where {
  readonly home: string;
  readonly cwd: string;
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** How one product's config files are read. */
export interface ProductReader {
  /** The product's MCP configuration documentation, where the rules below come from. */
  readonly docs: string;
  readonly syntax: ConfigSyntax;
  /** The member that maps server names to entries. */
  readonly serversKey: string;
  /** Members holding the URL of a remote server, the first present wins. */
  readonly urlKeys: readonly string[];
  /** The member holding request headers. */
  readonly headersKey: string;
  /** Whether the entry may set the working directory (`cwd`). */
  readonly cwd: boolean;
  /**
   * Whether `env` and header values may also be numbers (used as their text) and `null` (left out), as VS Code's
   * schema allows; `false`: strings only, as the other products document (Codex reads them as TOML strings).
   */
  readonly scalarValues: boolean;
  /** Whether the entry may name a dotenv file whose variables the server gets (`envFile`; its own `env` wins). */
  readonly envFile: boolean;
  readonly expansion: Expansion;
  /** The fields variables expand in (none when `expansion` is `none`). */
  readonly expands: readonly ExpandedField[];
  /** The member that switches an entry off and the value that does (`disabled: true`, `enabled: false`); absent: none. */
  readonly off?: { readonly key: string; readonly value: boolean };
  /**
   * Whether a started server inherits the product's whole environment (`false`: only the variables in
   * {@link ProductReader.inherits} plus the entry's own and passed ones).
   */
  readonly inheritsEnv: boolean;
  /** With `inheritsEnv: false`, the variables passed on anyway. */
  readonly inherits?: readonly string[];
  /** Paths a file of this product ends with (`/`-separated, compared on the normalized path). */
  readonly fileEnds: readonly string[];
  /** The files `--config auto` reads, in precedence order (the first wins a server name defined twice). */
  readonly locations: (where: Where) => readonly string[];
}

/** The folder of per-user application data: `~/Library/Application Support` (macOS), `%APPDATA%` (Windows), else `$XDG_CONFIG_HOME` or `~/.config`. */
function appData(where: Where): string {
  if (where.platform === "darwin") return join(where.home, "Library", "Application Support");
  if (where.platform === "win32") return where.env["APPDATA"] ?? join(where.home, "AppData", "Roaming");
  return where.env["XDG_CONFIG_HOME"] ?? join(where.home, ".config");
}

const EDITOR_FIELDS = ["command", "args", "env", "url", "headers"] as const satisfies readonly ExpandedField[];

/**
 * The variables Codex passes to a stdio server besides `env` and `env_vars` (its default allow list on Unix:
 * openai/codex codex-rs/rmcp-client/src/utils.rs, `DEFAULT_ENV_VARS`).
 */
const CODEX_INHERITED = ["HOME", "LOGNAME", "PATH", "SHELL", "USER", "__CF_USER_TEXT_ENCODING", "LANG", "LC_ALL", "TERM", "TMPDIR", "TZ"] as const;

/** Every product's reader. */
export const READERS: Readonly<Record<ConfigProduct, ProductReader>> = Object.freeze({
  /**
   * Claude Desktop: `claude_desktop_config.json`, `mcpServers` of `{command, args, env}`; values used as written; no
   * switch in the file (https://modelcontextprotocol.io/quickstart/user). Locations: `~/Library/Application
   * Support/Claude/` (macOS), `%APPDATA%\Claude\` (Windows), `~/.config/Claude/` (Linux builds).
   */
  "claude-desktop": {
    docs: "https://modelcontextprotocol.io/quickstart/user",
    syntax: "json",
    serversKey: "mcpServers",
    urlKeys: [],
    headersKey: "headers",
    cwd: false,
    envFile: false,
    scalarValues: false,
    expansion: { kind: "none" },
    expands: [],
    inheritsEnv: true,
    fileEnds: ["claude_desktop_config.json"],
    locations: (where) => [join(appData(where), "Claude", "claude_desktop_config.json")],
  },
  /**
   * Claude Code: `.mcp.json` (project scope) and `~/.claude.json` (`mcpServers`: user scope; `projects[<folder>].mcpServers`:
   * local scope); local wins over project over user; `type` `stdio`/`http`/`sse` with `url` and `headers`; `${VAR}` and
   * `${VAR:-default}` expand in command, args, env, url and headers (https://code.claude.com/docs/en/mcp, "MCP
   * installation scopes" and "Environment variable expansion in .mcp.json").
   */
  "claude-code": {
    docs: "https://code.claude.com/docs/en/mcp",
    syntax: "json",
    serversKey: "mcpServers",
    urlKeys: ["url"],
    headersKey: "headers",
    cwd: false,
    envFile: false,
    scalarValues: false,
    expansion: { kind: "shell" },
    expands: EDITOR_FIELDS,
    inheritsEnv: true,
    fileEnds: [".mcp.json", ".claude.json"],
    locations: (where) => [join(where.home, ".claude.json"), join(where.cwd, ".mcp.json")],
  },
  /**
   * Cursor: `.cursor/mcp.json` (project) and `~/.cursor/mcp.json` (global), `mcpServers` of `{command, args, env,
   * envFile}` or `{url, headers}`; `${env:NAME}`, `${userHome}`, `${workspaceFolder}`, `${workspaceFolderBasename}`,
   * `${pathSeparator}` expand in command, args, env, url and headers; `envFile` names a dotenv file for a stdio
   * server; servers are switched off in the settings UI, not
   * the file (https://cursor.com/docs/context/mcp, "Configuration interpolation").
   */
  cursor: {
    docs: "https://cursor.com/docs/context/mcp",
    syntax: "json",
    serversKey: "mcpServers",
    urlKeys: ["url"],
    headersKey: "headers",
    cwd: false,
    envFile: true,
    scalarValues: false,
    expansion: { kind: "editor", ask: [] },
    expands: EDITOR_FIELDS,
    inheritsEnv: true,
    fileEnds: [".cursor/mcp.json"],
    locations: (where) => [join(where.cwd, ".cursor", "mcp.json"), join(where.home, ".cursor", "mcp.json")],
  },
  /**
   * VS Code: `.vscode/mcp.json` (workspace) or `mcp.json` of the user profile, JSON with comments; `servers` of `{type:
   * "stdio", command, args, env, envFile, cwd}` or `{type: "http" | "sse", url, headers}`, `inputs` prompted for
   * `${input:id}`; `${env:NAME}` and the predefined variables expand
   * (https://code.visualstudio.com/docs/copilot/reference/mcp-configuration).
   */
  vscode: {
    docs: "https://code.visualstudio.com/docs/copilot/reference/mcp-configuration",
    syntax: "jsonc",
    serversKey: "servers",
    urlKeys: ["url"],
    headersKey: "headers",
    cwd: true,
    envFile: true,
    scalarValues: true,
    expansion: { kind: "editor", ask: ["input"] },
    expands: [...EDITOR_FIELDS, "cwd"],
    inheritsEnv: true,
    fileEnds: [".vscode/mcp.json", "Code/User/mcp.json"],
    locations: (where) => [join(where.cwd, ".vscode", "mcp.json"), join(appData(where), "Code", "User", "mcp.json")],
  },
  /**
   * Windsurf: `~/.codeium/windsurf/mcp_config.json`, `mcpServers` of `{command, args, env}` or `{serverUrl | url,
   * headers}`, `disabled: true` switches an entry off; `${env:NAME}` (and `${file:path}`, not read here) expand in
   * command, args, env, serverUrl, url and headers (https://docs.windsurf.com/windsurf/cascade/mcp, "Config Interpolation").
   */
  windsurf: {
    docs: "https://docs.windsurf.com/windsurf/cascade/mcp",
    syntax: "json",
    serversKey: "mcpServers",
    urlKeys: ["serverUrl", "url"],
    headersKey: "headers",
    cwd: false,
    envFile: false,
    scalarValues: false,
    expansion: { kind: "editor", ask: ["file"] },
    expands: EDITOR_FIELDS,
    off: { key: "disabled", value: true },
    inheritsEnv: true,
    fileEnds: ["windsurf/mcp_config.json", "mcp_config.json"],
    locations: (where) => [join(where.home, ".codeium", "windsurf", "mcp_config.json")],
  },
  /**
   * Zed: `context_servers` in `settings.json` (JSON with comments; `~/.config/zed/settings.json`, a project's
   * `.zed/settings.json`), custom entries `{command, args, env}` or `{url, headers}`, `enabled: false` switches one
   * off; an entry of `source: "extension"` is started by its extension, not from the file; values as written
   * (https://zed.dev/docs/ai/mcp).
   */
  zed: {
    docs: "https://zed.dev/docs/ai/mcp",
    syntax: "jsonc",
    serversKey: "context_servers",
    urlKeys: ["url"],
    headersKey: "headers",
    cwd: false,
    envFile: false,
    scalarValues: false,
    expansion: { kind: "none" },
    expands: [],
    off: { key: "enabled", value: false },
    inheritsEnv: true,
    fileEnds: [".zed/settings.json", "zed/settings.json"],
    locations: (where) => [join(where.cwd, ".zed", "settings.json"), join(where.env["XDG_CONFIG_HOME"] ?? join(where.home, ".config"), "zed", "settings.json")],
  },
  /**
   * Codex: `~/.codex/config.toml` (`$CODEX_HOME/config.toml`) and a trusted project's `.codex/config.toml`, tables
   * `[mcp_servers.<name>]` of `command, args, env, env_vars, cwd` or `url, http_headers, env_http_headers,
   * bearer_token_env_var`; `enabled = false` switches one off; `enabled_tools` / `disabled_tools` filter its tools; a
   * stdio server gets only a default set of variables plus `env` and `env_vars`; values as written
   * (https://developers.openai.com/codex/mcp).
   */
  codex: {
    docs: "https://developers.openai.com/codex/mcp",
    syntax: "toml",
    serversKey: "mcp_servers",
    urlKeys: ["url"],
    headersKey: "http_headers",
    cwd: true,
    envFile: false,
    scalarValues: false,
    expansion: { kind: "none" },
    expands: [],
    off: { key: "enabled", value: false },
    inheritsEnv: false,
    inherits: CODEX_INHERITED,
    fileEnds: [".codex/config.toml", "config.toml"],
    locations: (where) => [join(where.cwd, ".codex", "config.toml"), join(where.env["CODEX_HOME"] ?? join(where.home, ".codex"), "config.toml")],
  },
});

/**
 * The product a config file belongs to, from its path (`…/.cursor/mcp.json` → `cursor`), the longest matching
 * {@link ProductReader.fileEnds} winning; `undefined` when none matches.
 */
export function productOfFile(file: string): ConfigProduct | undefined {
  const normalized = `/${file.replace(/\\/g, "/")}`;
  let best: { product: ConfigProduct; length: number } | undefined;
  for (const [product, reader] of Object.entries(READERS) as [ConfigProduct, ProductReader][]) {
    for (const end of reader.fileEnds) {
      if (normalized.endsWith(`/${end}`) && (best === undefined || end.length > best.length)) best = { product, length: end.length };
    }
  }
  return best?.product;
}
