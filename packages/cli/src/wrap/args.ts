/**
 * The `wrap` and `unwrap` subcommands' arguments (commander): `mcp-wire wrap <config> [--host auto|<product>]
 * [--dry-run] [--server <name>…] [--rename]` and `mcp-wire unwrap <config>` with the same options.
 */
import { Option, type Command } from "commander";
import type { Rewrite } from "./wrap.js";
import { pathOption } from "../option-values.js";
import { MODEL_API_NAMES } from "@mcp-wire/hosts/model-apis";

/** The options of one `wrap` or `unwrap` run. */
export interface WrapArgs {
  readonly rewrite: Rewrite;
  /** The config file, as given. */
  readonly config: string;
  /** `--host`: the config's product, or `auto` (default): told from the file name. */
  readonly host: string;
  /** `--server` values (repeatable), in the order given; `[]`: every server. */
  readonly servers: readonly string[];
  /** `--dry-run`: print the diff, write nothing. */
  readonly dryRun: boolean;
  /** `wrap --rename`: each entry runs `proxy --rename --server-name <its config key>`; `false` for `unwrap`. */
  readonly rename: boolean;
}

const collect = (value: string, previous: string[]): string[] => (previous.includes(value) ? previous : [...previous, value]);

/** `--host` of `wrap` and `unwrap`, in their help: the products whose config files they read. */
const PRODUCT_HELP = "the config's product (claude-desktop, claude-code, cursor, vscode, windsurf, zed, codex)";

/** `wrap --host`, in its help: a product with the model API it routes to, as each wrapped entry's proxy serves it. */
const ROUTED_HELP = `or <product>+<model-api> for the model API it routes to (--host cursor+gemini: each entry runs proxy --host cursor+gemini; model APIs: ${MODEL_API_NAMES.join(", ")})`;

/**
 * Adds `wrap` and `unwrap` to `root`.
 * @param onWrap - receives the parsed {@link WrapArgs}
 */
export function registerWrap(root: Command, onWrap: (args: WrapArgs) => void): void {
  const about: Record<Rewrite, string> = {
    wrap: "Rewrite an MCP host's config so every server (or each --server) runs through mcp-wire proxy --host <product> (URL servers: proxy --url); a backup is written beside it, the diff printed; wrapping twice changes nothing.",
    unwrap: "Give back the config mcp-wire wrap rewrote: each wrapped server's original command or URL, byte for byte; a backup is written beside it, the diff printed.",
  };
  for (const rewrite of ["wrap", "unwrap"] as const) {
    const command = root
      .command(rewrite)
      .description(about[rewrite])
      .argument("<config>", "the config file (claude_desktop_config.json, .mcp.json, ~/.claude.json, .cursor/mcp.json, .vscode/mcp.json, mcp_config.json, Zed settings.json, Codex config.toml)", pathOption)
      .option("--host <product>", rewrite === "wrap" ? `${PRODUCT_HELP}, ${ROUTED_HELP}, or auto: told from the file name` : `${PRODUCT_HELP}, or auto: told from the file name`, "auto")
      .addOption(new Option("--server <name>", "only this server, repeatable").argParser(collect).default([], "every server"))
      .option("--dry-run", "print the diff; write nothing");
    if (rewrite === "wrap") command.option("--rename", "also list tool names the host keeps: proxy --rename --server-name <the entry's config key> (names fitted to the host's qualified-name limit for that key)");
    command.action((config: string, raw: { host: string; server: string[]; dryRun?: boolean; rename?: boolean }) => {
      onWrap({ rewrite, config, host: raw.host, servers: [...raw.server], dryRun: raw.dryRun === true, rename: raw.rename === true });
    });
  }
}
