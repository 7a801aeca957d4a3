/**
 * The error of reading or rewriting an MCP host's config file (`doctor --config`, `wrap`, `unwrap`): one class, a
 * kebab-case `code`, and the JSON Pointer `path` in the file where the problem is (`""`: the file as a whole).
 */

/**
 * Codes of {@link ConfigError}:
 * - `config-not-found`: the file does not exist (or `--config auto` found none of the product's files);
 * - `config-unreadable`: the file exists but cannot be read, or is larger than {@link MAX_CONFIG_BYTES};
 * - `config-unwritable`: `wrap`/`unwrap` cannot write the file or its backup beside it (read-only file or folder);
 *   nothing is changed and no backup is left behind;
 * - `config-invalid`: the file is not well-formed UTF-8 or does not parse in its syntax (JSON, JSON with comments, TOML);
 * - `config-shape`: a member has the wrong type (`path` names it), e.g. `mcpServers` not an object;
 * - `config-product`: the product cannot be told from the file name and `--host` names none (or a product without a
 *   config reader);
 * - `wrap-unsupported`: an entry `wrap`/`unwrap` cannot rewrite in place (`path` names it, the message says why).
 */
export const CONFIG_ERROR_CODES = ["config-not-found", "config-unreadable", "config-unwritable", "config-invalid", "config-shape", "config-product", "wrap-unsupported"] as const;

/** One code of {@link CONFIG_ERROR_CODES}. */
export type ConfigErrorCode = (typeof CONFIG_ERROR_CODES)[number];

/** The most bytes of a config file read (Claude Code's `~/.claude.json` holds history and grows: 64 MiB). */
export const MAX_CONFIG_BYTES = 64 * 1024 * 1024;

/**
 * The deepest a JSON config file's objects and arrays may nest (an MCP config nests about 5 levels; deeper text would
 * overflow the parser's stack): deeper is a `config-invalid` error naming the JSON Pointer.
 */
export const MAX_CONFIG_DEPTH = 256;

/** A config file that cannot be read or rewritten; `message` is one line naming the file and `path`. */
export class ConfigError extends TypeError {
  override readonly name = "ConfigError";
  readonly code: ConfigErrorCode;
  /** JSON Pointer of the offending member (`/mcpServers/fs/args`), `""` for the whole file. */
  readonly path: string;
  /** The config file (as given). */
  readonly file: string;
  constructor(code: ConfigErrorCode, file: string, path: string, message: string) {
    super(`${file}${path === "" ? "" : ` at ${path}`}: ${message}`.replace(/[\r\n]+/g, " "));
    this.code = code;
    this.file = file;
    this.path = path;
  }
}
