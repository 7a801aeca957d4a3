/**
 * Reading a product's setup: each config file parsed in its syntax, each server entry resolved by the product's own
 * rules ({@link READERS}): the fields it holds, the variables it expands, the entries it does not start.
 */
import { readFileSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { parseEnv } from "node:util";
import { pointer } from "@mcp-wire/core";
import { ConfigError } from "./errors.js";
import { expand, type ExpansionContext } from "./expand.js";
import { isRecord, parseConfig, readConfigText, setMember } from "./parse.js";
import { READERS, type ExpandedField, type ProductReader } from "./products.js";
import { headerSecrets, secretValues } from "./secrets.js";
import type { ConfigProduct, ConfigServer, ServerTransport, Setup } from "./types.js";


/** Where a file is read from and what its values expand against. */
export interface ReadContext {
  /** The working directory (relative files, the Claude Code project key, the default workspace folder). */
  readonly cwd: string;
  readonly home: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The member `key` of `entry`, `undefined` when absent (own members only). */
const own = (entry: Record<string, unknown>, key: string): unknown => (Object.hasOwn(entry, key) ? entry[key] : undefined);

/** One entry's reading: the file, the JSON Pointer of the entry, the expansion, and the environment values it substituted. */
interface EntryScope {
  readonly file: string;
  readonly path: string;
  readonly reader: ProductReader;
  readonly context: ExpansionContext;
  readonly substituted: string[];
}

/** A string member, expanded when the product expands `field`. @throws ConfigError `config-shape` when not a string */
function text(value: unknown, field: ExpandedField, at: string, scope: EntryScope, unresolved: string[]): string {
  if (typeof value !== "string") throw new ConfigError("config-shape", scope.file, at, `must be a string (got ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value})`);
  if (!scope.reader.expands.includes(field)) return value;
  const done = expand(value, scope.reader.expansion, scope.context);
  unresolved.push(...done.unresolved);
  scope.substituted.push(...done.substituted);
  return done.value;
}

/**
 * A string map member (`env`, `headers`): strings only, or also numbers (as their text) and `null` (left out) where
 * the product allows them ({@link ProductReader.scalarValues}).
 * @throws ConfigError `config-shape` naming the member's JSON Pointer
 */
function textMap(value: unknown, field: ExpandedField, at: string, scope: EntryScope, unresolved: string[]): Record<string, string> {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new ConfigError("config-shape", scope.file, at, "must be an object of strings");
  const out: Record<string, string> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member === null && scope.reader.scalarValues) continue;
    const shown = typeof member === "number" && scope.reader.scalarValues ? String(member) : member;
    setMember(out, key, text(shown, field, pointer(at, key), scope, unresolved));
  }
  return out;
}

/** A string array member. @throws ConfigError `config-shape` */
function textList(value: unknown, field: ExpandedField | undefined, at: string, scope: EntryScope, unresolved: string[]): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ConfigError("config-shape", scope.file, at, "must be an array of strings");
  return value.map((member, i) => (field === undefined ? plain(member, pointer(at, i), scope) : text(member, field, pointer(at, i), scope, unresolved)));
}

function plain(value: unknown, at: string, scope: EntryScope): string {
  if (typeof value !== "string") throw new ConfigError("config-shape", scope.file, at, "must be a string");
  return value;
}

/** Zed's older form `command: {path, args, env}` read as the flat `command, args, env` (https://zed.dev/docs/ai/mcp). */
function flatCommand(entry: Record<string, unknown>): Record<string, unknown> {
  const command = own(entry, "command");
  if (!isRecord(command)) return entry;
  return { ...entry, command: own(command, "path"), args: own(command, "args"), env: own(command, "env") };
}

/** Codex headers: `http_headers`, `env_http_headers` (values named variables) and `bearer_token_env_var`. */
function codexHeaders(entry: Record<string, unknown>, scope: EntryScope, unresolved: string[]): Record<string, string> {
  const headers = textMap(own(entry, "http_headers"), "headers", pointer(scope.path, "http_headers"), scope, unresolved);
  const fromEnv = textMap(own(entry, "env_http_headers"), "headers", pointer(scope.path, "env_http_headers"), scope, unresolved);
  const variable = (name: string) => {
    const value = Object.hasOwn(scope.context.env, name) ? scope.context.env[name] : undefined;
    if (value === undefined) unresolved.push(name);
    else scope.substituted.push(value);
    return value ?? "";
  };
  for (const [key, name] of Object.entries(fromEnv)) setMember(headers, key, variable(name));
  const bearer = own(entry, "bearer_token_env_var");
  if (bearer !== undefined) headers["Authorization"] = `Bearer ${variable(plain(bearer, pointer(scope.path, "bearer_token_env_var"), scope))}`;
  return headers;
}

/**
 * One server entry as the product would start it.
 * @throws ConfigError `config-shape` when the entry or one of its members has the wrong type
 */
function readEntry(product: ConfigProduct, name: string, value: unknown, scope: EntryScope): ConfigServer {
  const entry = readFields(product, name, value, scope);
  return { ...entry, secrets: secretValues([...Object.values(entry.env), ...headerSecrets(entry.headers), ...scope.substituted]) };
}

/** The fields of one entry (readEntry, before its secrets are gathered). */
function readFields(product: ConfigProduct, name: string, value: unknown, scope: EntryScope): Omit<ConfigServer, "secrets"> {
  if (!isRecord(value)) throw new ConfigError("config-shape", scope.file, scope.path, "a server entry must be an object");
  const entry = product === "zed" ? flatCommand(value) : value;
  const { reader } = scope;
  const unresolved: string[] = [];
  const at = (key: string) => pointer(scope.path, key);
  const urlKey = reader.urlKeys.find((key) => own(entry, key) !== undefined);
  const off = reader.off !== undefined && own(entry, reader.off.key) === reader.off.value ? `${reader.off.key}: ${String(reader.off.value)}` : undefined;
  const extension = product === "zed" && own(entry, "source") === "extension" && own(entry, "command") === undefined ? "source: extension (started by its Zed extension)" : undefined;
  const base = { name, file: scope.file, path: scope.path, ...(off ?? extension ? { disabled: off ?? extension } : {}) };
  const tools = product === "codex" ? codexTools(entry, scope) : {};
  if (urlKey !== undefined) {
    const type = own(entry, "type");
    const transport: ServerTransport = type === "sse" ? "sse" : "http";
    const url = text(own(entry, urlKey), "url", at(urlKey), scope, unresolved);
    const headers = product === "codex" ? codexHeaders(entry, scope, unresolved) : textMap(own(entry, reader.headersKey), "headers", at(reader.headersKey), scope, unresolved);
    return { ...base, transport, args: [], env: {}, envPassed: [], url, headers, unresolved, ...tools };
  }
  if (own(entry, "command") === undefined) {
    if (extension !== undefined) return { ...base, transport: "stdio", args: [], env: {}, envPassed: [], headers: {}, unresolved, ...tools };
    throw new ConfigError("config-shape", scope.file, scope.path, reader.urlKeys.length === 0 ? `a server entry needs "command" (this product's config file reads no URL entries)` : `a server entry needs "command" or ${reader.urlKeys.map((k) => `"${k}"`).join(" or ")}`);
  }
  const command = text(own(entry, "command"), "command", at("command"), scope, unresolved);
  const args = textList(own(entry, "args"), "args", at("args"), scope, unresolved);
  const env = { ...envFileOf(own(entry, "envFile"), at("envFile"), scope, unresolved), ...textMap(own(entry, "env"), "env", at("env"), scope, unresolved) };
  const envPassed = product === "codex" ? textList(own(entry, "env_vars"), undefined, at("env_vars"), scope, unresolved) : [];
  const cwdValue = reader.cwd ? own(entry, "cwd") : undefined;
  const cwd = cwdValue === undefined ? undefined : text(cwdValue, "cwd", at("cwd"), scope, unresolved);
  return { ...base, transport: "stdio", command, args, env, envPassed, ...(cwd === undefined ? {} : { cwd }), headers: {}, unresolved, ...tools };
}

/**
 * The variables of an entry's `envFile` (Cursor, VS Code: a dotenv file, its path expanded and relative to the
 * workspace folder), read with Node's `util.parseEnv`; a file that cannot be read is unresolved (`envFile:<path>`).
 * @throws ConfigError `config-shape` when `envFile` is not a string
 */
function envFileOf(value: unknown, at: string, scope: EntryScope, unresolved: string[]): Record<string, string> {
  if (value === undefined || !scope.reader.envFile) return {};
  const path = resolve(scope.context.workspace, text(value, "env", at, scope, unresolved));
  let content: string;
  try {
    content = readFileSync(path, "utf8");
  } catch {
    unresolved.push(`envFile:${path}`);
    return {};
  }
  const out: Record<string, string> = {};
  for (const [key, variable] of Object.entries(parseEnv(content))) if (variable !== undefined) setMember(out, key, variable);
  return out;
}

/** Codex `enabled_tools` / `disabled_tools`. */
function codexTools(entry: Record<string, unknown>, scope: EntryScope): Pick<ConfigServer, "enabledTools" | "disabledTools"> {
  const enabled = own(entry, "enabled_tools");
  const disabled = own(entry, "disabled_tools");
  return {
    ...(enabled === undefined ? {} : { enabledTools: textList(enabled, undefined, pointer(scope.path, "enabled_tools"), scope, []) }),
    ...(disabled === undefined ? {} : { disabledTools: textList(disabled, undefined, pointer(scope.path, "disabled_tools"), scope, []) }),
  };
}

/** One map of server entries in a file: its reference tokens and its rank (lower wins a name defined twice). */
interface Section {
  readonly tokens: readonly string[];
  readonly rank: number;
}

/**
 * The server maps of a parsed file, as reference tokens with their rank: `[serversKey]` ranked by the file's place;
 * Claude Code's scopes ranked local (`projects[<cwd>].mcpServers` of `~/.claude.json`) over project (`.mcp.json`) over
 * user (`mcpServers` of `~/.claude.json`), whatever the order of the files (https://code.claude.com/docs/en/mcp,
 * "Scope hierarchy and precedence").
 */
function sections(product: ConfigProduct, doc: Record<string, unknown>, file: string, place: number, cwd: string): Section[] {
  const reader = READERS[product];
  if (product !== "claude-code") return [{ tokens: [reader.serversKey], rank: place }];
  if (!file.endsWith(".claude.json")) return [{ tokens: [reader.serversKey], rank: 1 }];
  const projects = own(doc, "projects");
  const local = isRecord(projects) && isRecord(own(projects, cwd)) ? [{ tokens: ["projects", cwd, reader.serversKey], rank: 0 }] : [];
  return [...local, { tokens: [reader.serversKey], rank: 2 }];
}

/** Claude Code: the `.mcp.json` servers a project of `~/.claude.json` switched off (`disabledMcpjsonServers`). */
function switchedOff(doc: Record<string, unknown>, cwd: string): string[] {
  const projects = own(doc, "projects");
  const project = isRecord(projects) ? own(projects, cwd) : undefined;
  const names = isRecord(project) ? own(project, "disabledMcpjsonServers") : undefined;
  return Array.isArray(names) ? names.filter((n): n is string => typeof n === "string") : [];
}

/** The workspace folder of a project file (`<folder>/.cursor/mcp.json` → `<folder>`), else `cwd`. */
function workspaceOf(path: string, cwd: string): string {
  const folder = dirname(path);
  return /[\\/]\.(cursor|vscode|zed|codex)$/.test(folder) ? dirname(folder) : cwd;
}

/**
 * Reads `files` of `product` into one {@link Setup}: the entries of each file in order (Claude Code's by scope), an
 * entry whose name a file (or scope) of higher precedence already defined left out; Claude Code's `.mcp.json` entries
 * switched off in `~/.claude.json` marked.
 * @param files - config files (relative to `context.cwd` or absolute), in precedence order
 * @param shadowed - `true`: keep an entry a file or scope of higher precedence shadows too (`wrap` rewrites every
 *   entry of a file: Claude Code's user-scope `shared` runs in every other project though the current one shadows it)
 * @throws ConfigError `config-not-found`, `config-unreadable`, `config-invalid`, `config-shape` (with the JSON Pointer)
 */
export async function readSetup(product: ConfigProduct, files: readonly string[], context: ReadContext, shadowed = false): Promise<Setup> {
  const reader = READERS[product];
  const found: { entry: ConfigServer; rank: number }[] = [];
  const off = new Set<string>();
  for (const [place, file] of files.entries()) {
    const path = isAbsolute(file) ? file : resolve(context.cwd, file);
    const doc = parseConfig(await readConfigText(path, file), reader.syntax, file);
    if (!isRecord(doc)) throw new ConfigError("config-shape", file, "", "the file must hold an object");
    if (product === "claude-code") for (const name of switchedOff(doc, context.cwd)) off.add(name);
    const expansion: ExpansionContext = { env: context.env, home: context.home, workspace: workspaceOf(path, context.cwd) };
    for (const { tokens, rank } of sections(product, doc, file, place, context.cwd)) {
      let map: unknown = doc;
      for (const token of tokens) map = isRecord(map) ? own(map, token) : undefined;
      if (map === undefined) continue;
      const at = pointer("", ...tokens);
      if (!isRecord(map)) throw new ConfigError("config-shape", file, at, "must be an object of server entries");
      for (const [name, value] of Object.entries(map)) {
        found.push({ entry: readEntry(product, name, value, { file, path: pointer(at, name), reader, context: expansion, substituted: [] }), rank });
      }
    }
  }
  const seen = new Set<string>();
  const servers: ConfigServer[] = [];
  for (const { entry } of found.sort((a, b) => a.rank - b.rank)) {
    if (seen.has(entry.name) && !shadowed) continue;
    seen.add(entry.name);
    servers.push(entry);
  }
  const marked = servers.map((s) => (off.has(s.name) && s.file.endsWith(".mcp.json") && s.disabled === undefined ? { ...s, disabled: "disabledMcpjsonServers in ~/.claude.json" } : s));
  return { product, files, servers: marked };
}
