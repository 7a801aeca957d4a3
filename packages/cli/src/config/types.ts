/**
 * What `doctor --config` reads from an MCP host's config file: each server entry, resolved by that product's own
 * rules (variables expanded, disabled entries marked), in the order the file lists them.
 */
import type { ProductId } from "@mcp-wire/hosts";

/** The products whose config files are read: the hosts that keep their MCP servers in a file a user edits. */
export const CONFIG_PRODUCTS = ["claude-desktop", "claude-code", "cursor", "vscode", "windsurf", "zed", "codex"] as const satisfies readonly ProductId[];

/** One of {@link CONFIG_PRODUCTS}. */
export type ConfigProduct = (typeof CONFIG_PRODUCTS)[number];

/** How a product starts or reaches one server. */
export type ServerTransport = "stdio" | "http" | "sse";

/** One server entry of a config file, as the product would start it. */
export interface ConfigServer {
  /** The entry's key (the server name the product prefixes its tools with). */
  readonly name: string;
  /** The config file that holds the entry. */
  readonly file: string;
  /** JSON Pointer of the entry in its file (`/mcpServers/fs`, `/mcp_servers/fs` for TOML tables). */
  readonly path: string;
  /** `stdio` (a command), `http` (Streamable HTTP) or `sse` (the legacy HTTP+SSE transport). */
  readonly transport: ServerTransport;
  /** The command (stdio), after the product's variable expansion. */
  readonly command?: string;
  /** The arguments (stdio), expanded. */
  readonly args: readonly string[];
  /** The environment the product gives the server (stdio): its own entries only, expanded; never printed. */
  readonly env: Readonly<Record<string, string>>;
  /** Environment variables the product passes on from its own environment (Codex `env_vars`); `[]` elsewhere. */
  readonly envPassed: readonly string[];
  /** The working directory (stdio), when the entry sets one. */
  readonly cwd?: string;
  /** The URL (http, sse), expanded. */
  readonly url?: string;
  /** Request headers (http, sse), expanded; never printed. */
  readonly headers: Readonly<Record<string, string>>;
  /** Why the product does not start it (`disabled: true`, `enabled = false`, …), or `undefined` when it does. */
  readonly disabled?: string;
  /**
   * Variables the product would ask for or could not resolve (`${input:token}`, `${API_KEY}` unset): the entry cannot
   * be started as the product would; `[]` when none.
   */
  readonly unresolved: readonly string[];
  /**
   * The values no output may show: the entry's `env` and header values and every environment value its variables
   * substituted (secrets.ts: longest first, 4 characters or more).
   */
  readonly secrets: readonly string[];
  /** Codex `enabled_tools` (only these are offered), when given. */
  readonly enabledTools?: readonly string[];
  /** Codex `disabled_tools` (never offered, applied after `enabledTools`), when given. */
  readonly disabledTools?: readonly string[];
}

/** A product's whole MCP setup: every server entry of its config files, in precedence order. */
export interface Setup {
  readonly product: ConfigProduct;
  /** The files read, in precedence order (the first wins a name defined twice). */
  readonly files: readonly string[];
  /** Every entry, the first file's first; an entry shadowed by one of the same name in an earlier file is left out. */
  readonly servers: readonly ConfigServer[];
}
