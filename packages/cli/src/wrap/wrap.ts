/**
 * `mcp-wire wrap` and `mcp-wire unwrap`: a product's config rewritten so that every server (or the ones named) runs
 * through `mcp-wire proxy --host <product>`, and back. Edits are minimal (edit-json.ts, edit-toml.ts), checked by
 * parsing the result before anything is written, a backup of the file is written beside it, and wrapping a wrapped
 * entry (or unwrapping an unwrapped one) changes nothing.
 */
import { access, constants, copyFile, rm, writeFile } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
import { parseTree, type ParseError } from "jsonc-parser";
import { parsePointer, pointer } from "@mcp-wire/core";
import { ConfigError } from "../config/errors.js";
import { locateConfig, homeOf, type ConfigHost } from "../config/locate.js";
import { bomAsSpace, isRecord, parseConfig, readConfigText } from "../config/parse.js";
import { productOfFile, READERS } from "../config/products.js";
import { headerSecrets, secretValues } from "../config/secrets.js";
import { readSetup } from "../config/read.js";
import type { ConfigProduct } from "../config/types.js";
import { unwrapJsonEntry, wrapJsonEntry, type EntryEdit } from "./edit-json.js";
import { unwrapTomlEntry, wrapTomlEntry } from "./edit-toml.js";
import { shellWord } from "../terminal-text.js";
import { applyEdits, ON_PATH, proxyHead, proxyUrlHead, runsProxy, wrappedArgs, type Edit, type Launcher } from "./form.js";

/** What one run does: wrap or unwrap. */
export type Rewrite = "wrap" | "unwrap";

/** One entry's outcome. */
export interface EntryOutcome {
  readonly name: string;
  /** JSON Pointer of the entry in the file (two entries of `~/.claude.json` may share a name in different scopes). */
  readonly path: string;
  /** `changed`: rewritten; `skipped`: left as it is (`reason`). */
  readonly status: "changed" | "skipped";
  readonly reason?: string;
}

/** The result of {@link rewriteConfig}. */
export interface RewriteResult {
  readonly product: ConfigProduct;
  readonly file: string;
  readonly entries: readonly EntryOutcome[];
  /** The file's text before and after (equal when nothing changed). */
  readonly before: string;
  readonly after: string;
  readonly edits: readonly Edit[];
  /** Where the backup was written (`undefined` with `dryRun` or when nothing changed). */
  readonly backup?: string;
  /**
   * The values a shown diff masks: every entry's `env` and header values as written and as expanded, and the
   * environment values its variables substituted (secrets.ts).
   */
  readonly secrets: readonly string[];
}

/** The values of the `env`, `headers` and `http_headers` maps of every entry of `doc` at `paths`, as written. */
function writtenSecrets(doc: unknown, paths: readonly (readonly string[])[]): string[] {
  const found: string[] = [];
  for (const tokens of paths) {
    const entry = entryAt(doc, tokens);
    for (const key of ["env", "headers", "http_headers"]) {
      const map = entry?.[key];
      if (isRecord(map)) found.push(...headerSecrets(Object.fromEntries(Object.entries(map).filter((m): m is [string, string] => typeof m[1] === "string"))));
    }
  }
  return found;
}

/**
 * Why an entry that runs `mcp-wire proxy` (form.ts `runsProxy`) is left alone: `wrap` never puts a proxy in front of a
 * proxy; `unwrap` only undoes what `wrap` wrote (its original command is recoverable), not a hand-written proxy line.
 * A proxy line as wrap writes it names the host it serves (`already runs through mcp-wire proxy --host cursor`), and
 * when that is not `host` (the one asked for) how to serve that one instead (unwrap, then wrap with `--host <host>`).
 * `undefined` when the rewrite goes ahead.
 * @param config - the config file as the user named it, for the unwrap command shown
 */
function handWrapped(rewrite: Rewrite, entry: Record<string, unknown> | undefined, host: ConfigHost, config: string): { skip: string } | undefined {
  const command = entry?.["command"];
  const args = entry?.["args"];
  if (!runsProxy(command, args)) return undefined;
  if (rewrite === "wrap") {
    const served = hostOf(entry);
    if (served === undefined) return { skip: "already runs through mcp-wire proxy" };
    // `--host auto` serves each client its own product's form: no other host to switch to
    const other = served === host || served === "auto" ? "" : ` (to serve ${host} instead: mcp-wire unwrap ${shellWord(config)}, then wrap it with --host ${host})`;
    return { skip: `already runs through mcp-wire proxy --host ${served}${other}` };
  }
  return wrappedArgs(command, args) === undefined ? { skip: "runs mcp-wire proxy as written by hand, not by wrap (its original command is not known)" } : undefined;
}

/**
 * Why `wrap` leaves an entry whose command is the empty string (`{"command": ""}`) or white space only alone: its
 * proxy line would end `proxy -- ""` (which proxy refuses as a usage error) or name no program, so the host could
 * never start it. `undefined` for every other
 * entry, and for `unwrap`.
 * @param path - the entry's JSON Pointer (`/mcpServers/a`); the reason names its command's (`/mcpServers/a/command`)
 */
function emptyCommand(rewrite: Rewrite, entry: Record<string, unknown> | undefined, path: string): { skip: string } | undefined {
  const command = entry !== undefined && Object.hasOwn(entry, "command") ? entry["command"] : undefined;
  if (rewrite !== "wrap" || typeof command !== "string" || command.trim() !== "") return undefined;
  return { skip: `its command at ${pointer(path, "command")} is ${command === "" ? "empty" : "blank"}: mcp-wire proxy would have no program to start (give the entry its command, then wrap again)` };
}

/** Why a write failed, in words (`permission denied (EACCES)`), for a {@link ConfigError} message. */
const reason = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code;
  const words: Readonly<Record<string, string>> = { EACCES: "permission denied", EPERM: "operation not permitted", EROFS: "read-only file system", ENOSPC: "no space left" };
  return code === undefined ? String(error) : `${Object.hasOwn(words, code) ? words[code] : "cannot write"} (${code})`;
};

/**
 * Writes `after` to `path` once its backup `<path>.mcp-wire-<rewrite>.bak` holds the file as it was: the file's
 * writability is checked first, a backup left by an earlier run is replaced (so it always holds the file as it was
 * right before this change), and when the file cannot be written the new backup is removed again.
 * @returns the backup's path
 * @throws ConfigError `config-unwritable` naming the file (or the backup) and the reason; the file is then unchanged
 */
async function writeWithBackup(path: string, config: string, rewrite: Rewrite, after: string): Promise<string> {
  const backup = `${path}.mcp-wire-${rewrite}.bak`;
  try {
    await access(path, constants.W_OK);
  } catch (error) {
    throw new ConfigError("config-unwritable", config, "", `cannot be written: ${reason(error)}; nothing changed`);
  }
  try {
    await rm(backup, { force: true });
    await copyFile(path, backup, constants.COPYFILE_EXCL);
  } catch (error) {
    throw new ConfigError("config-unwritable", config, "", `its backup ${backup} cannot be written: ${reason(error)}; nothing changed`);
  }
  try {
    await writeFile(path, after, "utf8");
  } catch (error) {
    // the write may have truncated the file: put the original back, and keep the backup only when that fails too
    const restored = await copyFile(backup, path).then(() => rm(backup, { force: true })).then(() => true, () => false);
    throw new ConfigError("config-unwritable", config, "", `cannot be written: ${reason(error)}; ${restored ? "nothing changed" : `the original is kept in ${backup}`}`);
  }
  return backup;
}

/** How a wrapped entry starts mcp-wire (`mcp-wire`, or node and the bin script), `mcp-wire` when it is not wrapped. */
const launcherOf = (entry: Record<string, unknown> | undefined): Launcher => wrappedArgs(entry?.["command"], entry?.["args"])?.launcher ?? ON_PATH;

/** The host a wrapped entry's proxy line names (`--host <host>`), or `undefined` when it is not wrapped as wrap writes it. */
const hostOf = (entry: Record<string, unknown> | undefined): string | undefined => wrappedArgs(entry?.["command"], entry?.["args"])?.product;

/**
 * `unwrap` of a file whose name tells no product: the one host its wrapped entries name (`--host <host>` in the
 * proxy line wrap wrote), read from every product's server map; `undefined` when none or more than one.
 * @throws ConfigError as {@link parseConfig} when the file cannot be read or parsed
 */
async function wrappedHost(path: string, config: string): Promise<string | undefined> {
  const doc = parseConfig(await readConfigText(path, config), path.endsWith(".toml") ? "toml" : "jsonc", config);
  const hosts = new Set<string>();
  for (const key of new Set(Object.values(READERS).map((r) => r.serversKey))) {
    const map = isRecord(doc) && Object.hasOwn(doc, key) ? doc[key] : undefined;
    if (isRecord(map)) for (const entry of Object.values(map)) if (isRecord(entry)) hosts.add(hostOf(entry) ?? "");
  }
  hosts.delete("");
  return hosts.size === 1 ? [...hosts][0] : undefined;
}

/** Options of {@link rewriteConfig}. */
export interface RewriteOptions {
  /** The product (`--host`); absent or `auto`: told from the file name. */
  readonly host?: string;
  /** Only these servers (`--server`, repeatable); absent: every server. */
  readonly servers?: readonly string[];
  /** Print what would change; write nothing. */
  readonly dryRun: boolean;
  /** `wrap --rename`: each entry runs `proxy --rename --server-name <its config key>` (tool names fitted to the host's qualified-name limit). */
  readonly rename?: boolean;
  /**
   * `wrap`: how each wrapped entry starts mcp-wire; default `mcp-wire` (on the PATH). `runWrap` passes node and the
   * bin script's absolute paths when `mcp-wire` on the PATH is not the CLI running (`proxyLauncher` of launcher.ts).
   * `unwrap` reads each entry's own.
   */
  readonly launcher?: Launcher;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}


/** A value as canonical JSON text (object keys sorted), for comparing parsed entries whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/** The entry at `tokens` of a parsed document. */
function entryAt(doc: unknown, tokens: readonly string[]): Record<string, unknown> | undefined {
  let at: unknown = doc;
  for (const token of tokens) at = isRecord(at) && Object.hasOwn(at, token) ? at[token] : undefined;
  return isRecord(at) ? at : undefined;
}

/** What a rewritten entry must parse to: the wrapped form of `entry`, or its original form. */
function expected(rewrite: Rewrite, product: ConfigProduct, host: ConfigHost, entry: Record<string, unknown>, serverName: string | undefined, launcher: Launcher): Record<string, unknown> | undefined {
  const reader = READERS[product];
  const { command, args, ...rest } = entry;
  if (rewrite === "wrap") {
    if (typeof command === "string") return { ...rest, command: launcher.command, args: [...proxyHead(host, args === undefined, serverName, launcher), command, ...((args as string[] | undefined) ?? [])] };
    const urlKey = reader.urlKeys[0] ?? "url";
    const { [urlKey]: url, ...others } = entry;
    return { ...others, ...(others["type"] === undefined ? {} : { type: "stdio" }), command: launcher.command, args: [...proxyUrlHead(host, serverName, launcher), url] };
  }
  const wrapped = wrappedArgs(command, args);
  if (wrapped === undefined) return undefined;
  if (wrapped.kind === "url") return { ...rest, ...(rest["type"] === undefined ? {} : { type: "http" }), [reader.urlKeys[0] ?? "url"]: wrapped.url };
  return { ...rest, command: wrapped.command, ...(wrapped.argsAdded ? {} : { args: wrapped.args }) };
}

/**
 * Wraps or unwraps the servers of one config file.
 * @param config - the config file (relative to `options.cwd`)
 * @returns the {@link RewriteResult}; the file and its backup `<file>.mcp-wire-<wrap|unwrap>.bak` are written unless
 *   `dryRun` or nothing changes
 * @throws ConfigError `config-not-found`, `config-unreadable`, `config-invalid`, `config-shape`, `config-product`;
 *   `config-unwritable` when the file or its backup cannot be written (the file unchanged, no backup left);
 *   `wrap-unsupported` when a `--server` names no entry, or when the rewritten file does not parse to what was meant
 *   (nothing is written then)
 */
export async function rewriteConfig(rewrite: Rewrite, config: string, options: RewriteOptions): Promise<RewriteResult> {
  const path = isAbsolute(config) ? config : resolve(options.cwd, config);
  const given = options.host === "auto" ? undefined : options.host;
  const named = given === undefined && rewrite === "unwrap" && productOfFile(path) === undefined ? await wrappedHost(path, config) : given;
  const { product, host } = locateConfig(config, named, options.cwd, options.env);
  const reader = READERS[product];
  const before = await readConfigText(path, config);
  const doc = parseConfig(before, reader.syntax, config);
  // every entry in scope, a shadowed one too: Claude Code's user scope and the current project's local scope
  const setup = await readSetup(product, [config], { cwd: options.cwd, home: homeOf(options.env), env: options.env }, true);
  for (const name of options.servers ?? []) {
    if (!setup.servers.some((s) => s.name === name)) throw new ConfigError("wrap-unsupported", config, "", `no server ${JSON.stringify(name)} (servers: ${[...new Set(setup.servers.map((s) => s.name))].join(", ")})`);
  }
  const chosen = setup.servers.filter((s) => options.servers === undefined || options.servers.length === 0 || options.servers.includes(s.name));
  const errors: ParseError[] = [];
  const tree = reader.syntax === "toml" ? undefined : parseTree(bomAsSpace(before), errors, { allowTrailingComma: true });
  const entries: EntryOutcome[] = [];
  const edits: Edit[] = [];
  const serverName = (server: { readonly name: string }): string | undefined => (options.rename === true ? server.name : undefined);
  const launcher = options.launcher ?? ON_PATH;
  for (const server of chosen) {
    const tokens = parsePointer(server.path) ?? [];
    const edit: EntryEdit =
      server.command === undefined && server.url === undefined && server.disabled !== undefined
        ? { skip: server.disabled }
        : handWrapped(rewrite, entryAt(doc, tokens), host, config) ?? emptyCommand(rewrite, entryAt(doc, tokens), server.path) ?? (tree === undefined
        ? rewrite === "wrap"
          ? wrapTomlEntry(bomAsSpace(before), server.name, host, serverName(server), launcher)
          : unwrapTomlEntry(bomAsSpace(before), server.name, hostOf(entryAt(doc, tokens)) ?? host, launcherOf(entryAt(doc, tokens)))
        : rewrite === "wrap"
          ? wrapJsonEntry(before, tree, tokens, host, reader, serverName(server), launcher)
          : unwrapJsonEntry(before, tree, tokens, reader));
    if ("skip" in edit) entries.push({ name: server.name, path: server.path, status: "skipped", reason: edit.skip });
    else {
      entries.push({ name: server.name, path: server.path, status: "changed" });
      edits.push(...edit.edits);
    }
  }
  const after = applyEdits(before, edits);
  const parsed = parseConfig(after, reader.syntax, config);
  for (const server of chosen) {
    const tokens = parsePointer(server.path) ?? [];
    const old = entryAt(doc, tokens);
    const now = entryAt(parsed, tokens);
    const changed = entries.find((e) => e.path === server.path)?.status === "changed";
    const want = changed && old !== undefined ? expected(rewrite, product, host, old, serverName(server), launcher) : old;
    if (now === undefined || want === undefined || canonical(now) !== canonical(want)) {
      throw new ConfigError("wrap-unsupported", config, server.path, `the ${rewrite} edit does not parse to the intended entry; nothing written`);
    }
  }
  const secrets = secretValues([...writtenSecrets(doc, setup.servers.map((s) => parsePointer(s.path) ?? [])), ...setup.servers.flatMap((s) => s.secrets)]);
  if (options.dryRun || after === before) return { product, file: config, entries, before, after, edits, secrets };
  const backup = await writeWithBackup(path, config, rewrite, after);
  return { product, file: config, entries, before, after, edits, backup, secrets };
}
