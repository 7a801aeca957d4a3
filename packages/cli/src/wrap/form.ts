/**
 * The wrapped form of a config entry, one definition for every syntax: the command that starts mcp-wire (`mcp-wire`
 * when it is on the PATH, else node and the CLI's bin script: a {@link Launcher}), then `proxy --host <product>`
 * (with `wrap --rename`: then `--rename --server-name <config key>`), then `--` and the original command line (stdio)
 * or `--url <url>` (Streamable HTTP). What `wrap` inserts is exactly what `unwrap` removes, so a file wrapped and
 * unwrapped is the same bytes.
 */
import type { ConfigProduct } from "../config/types.js";

/** The command a wrapped entry runs when mcp-wire is on the PATH. */
export const PROXY_COMMAND = "mcp-wire";

/**
 * How a wrapped entry starts mcp-wire: `command` and the arguments before `proxy` — `{ command: "mcp-wire", args: [] }`
 * ({@link ON_PATH}), or the absolute node and bin script paths of a clone (`{ command: "/usr/bin/node", args:
 * ["/home/me/mcp-wire/packages/cli/bin/mcp-wire.js"] }`, see launcher.ts).
 */
export interface Launcher {
  readonly command: string;
  readonly args: readonly string[];
}

/** `mcp-wire` found on the PATH the product starts servers with. */
export const ON_PATH: Launcher = Object.freeze({ command: PROXY_COMMAND, args: Object.freeze([]) });

/** One text edit: `length` characters at `offset` replaced by `text`. */
export interface Edit {
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

/**
 * `proxy --rename --server-name <serverName>` (`wrap --rename`): tool names the host keeps, fitted to its
 * qualified-name limit for the server's config key; `[]` without a server name.
 */
const renameArgs = (serverName: string | undefined): string[] => (serverName === undefined ? [] : ["--rename", "--server-name", serverName]);

/**
 * The arguments before the original command: the launcher's (the bin script, when mcp-wire is run by node), then the
 * proxy's. An entry without `args` gets `--host=<product>` (one argument), an entry with `args` gets `--host <product>`
 * (two): so `unwrap` tells an `args` member it added from one that was there. `serverName`: the entry's config key,
 * for `wrap --rename`.
 */
export function proxyHead(product: ConfigProduct | string, argsAdded: boolean, serverName?: string, launcher: Launcher = ON_PATH): string[] {
  return argsAdded ? [...launcher.args, "proxy", `--host=${product}`, ...renameArgs(serverName), "--"] : [...launcher.args, "proxy", "--host", product, ...renameArgs(serverName), "--"];
}

/** The proxy arguments of a wrapped URL entry, before the URL (`serverName` and `launcher` as for {@link proxyHead}). */
export function proxyUrlHead(product: ConfigProduct | string, serverName?: string, launcher: Launcher = ON_PATH): string[] {
  return [...launcher.args, "proxy", "--host", product, ...renameArgs(serverName), "--url"];
}

/** Strings as a JSON/TOML array body: `"a", "b"` (JSON string syntax is valid TOML basic-string syntax for these). */
export const listText = (items: readonly string[]): string => items.map((item) => JSON.stringify(item)).join(", ");

/** `text` with `edits` applied (edits do not overlap). */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.offset - a.offset)) out = out.slice(0, edit.offset) + edit.text + out.slice(edit.offset + edit.length);
  return out;
}

/**
 * What a wrapped entry's arguments say: how it was wrapped (`launcher`: how it starts mcp-wire), and the original
 * command and arguments or URL; `at` the index in `args` of the original command or URL; `serverName` the
 * `--server-name` of `wrap --rename`.
 */
export type WrappedArgs = { readonly product: string; readonly at: number; readonly serverName?: string; readonly launcher: Launcher } & (
  | { readonly kind: "stdio"; readonly argsAdded: boolean; readonly command: string; readonly args: readonly string[] }
  | { readonly kind: "url"; readonly url: string }
);

/**
 * The launcher of an entry's `command` and `args` as wrap writes it: `mcp-wire`, or a node (`node`, `/usr/bin/node`,
 * `C:\\…\\node.exe`) running an absolute path to the CLI's bin script; `undefined` otherwise.
 */
function launcherOf(command: string, list: readonly string[]): Launcher | undefined {
  if (command === PROXY_COMMAND) return ON_PATH;
  const script = list[0] ?? "";
  if (programName(command) === "node" && BIN_SCRIPT.test(programName(script)) && /^(\/|[A-Za-z]:[\\/])/.test(script)) return { command, args: [script] };
  return undefined;
}

/** Reads a wrapped entry's `command` and `args`; `undefined` when the entry is not wrapped. */
export function wrappedArgs(command: unknown, args: unknown): WrappedArgs | undefined {
  if (typeof command !== "string" || !Array.isArray(args) || args.some((a) => typeof a !== "string")) return undefined;
  const launcher = launcherOf(command, args as string[]);
  if (launcher === undefined || args[launcher.args.length] !== "proxy") return undefined;
  const list = (args as string[]).slice(launcher.args.length);
  const shift = launcher.args.length;
  const host = list[1] ?? "";
  const joined = host.startsWith("--host=");
  if (!joined && host !== "--host") return undefined;
  const product = joined ? host.slice(7) : (list[2] ?? "");
  const after = joined ? 2 : 3;
  const serverName = list[after] === "--rename" && list[after + 1] === "--server-name" ? list[after + 2] : undefined;
  const end = serverName === undefined ? after : after + 3;
  const at = end + 1;
  const head = { product, at: at + shift, launcher, ...(serverName === undefined ? {} : { serverName }) };
  if (joined) return list[end] === "--" && list.length === at + 1 ? { ...head, kind: "stdio", argsAdded: true, command: list[at] ?? "", args: [] } : undefined;
  if (list.length < at + 1) return undefined;
  if (list[end] === "--") return { ...head, kind: "stdio", argsAdded: false, command: list[at] ?? "", args: list.slice(at + 1) };
  if (list[end] === "--url" && list.length === at + 1) return { ...head, kind: "url", url: list[at] ?? "" };
  return undefined;
}

/**
 * The package runners a config may start mcp-wire through, by command name: the words before the package (`pnpm dlx`,
 * `npm exec`); options (`-y`, `--yes`, `--`) may stand anywhere before the package.
 */
const LAUNCHERS: Readonly<Record<string, readonly string[]>> = Object.freeze({ npx: [], pnpx: [], bunx: [], pnpm: ["dlx"], yarn: ["dlx"], npm: ["exec"] });

/** The package `mcp-wire` is published as, with or without a version (`@mcp-wire/cli@1.2.0`). */
const PACKAGE = /^@mcp-wire\/cli(@.*)?$/;

/** The CLI's bin script as node is given it (`packages/cli/bin/mcp-wire.js`, `dist/bin.js` of `@mcp-wire/cli`). */
const BIN_SCRIPT = /^mcp-wire(\.m?js)?$/;

/** A command's program name: its last path segment without a Windows `.cmd`/`.exe`/`.ps1` ending. */
const programName = (command: string): string => (command.split(/[\\/]/).at(-1) ?? "").replace(/\.(cmd|exe|ps1)$/i, "");

/**
 * Whether `command` and `args` run `mcp-wire proxy` in any way a config may write it: `mcp-wire proxy …` (bare or an
 * absolute path), `node <…>/mcp-wire.js proxy …` (a checkout's bin), `npx -y @mcp-wire/cli proxy …`, `pnpm dlx
 * @mcp-wire/cli proxy …` (and the other {@link LAUNCHERS}),
 * whatever the proxy's options and their order. Such an entry is wrapped already, by `wrap` or by hand.
 */
export function runsProxy(command: unknown, args: unknown): boolean {
  if (typeof command !== "string" || !Array.isArray(args)) return false;
  const list = args.filter((a): a is string => typeof a === "string");
  if (list.length !== args.length) return false;
  const program = programName(command);
  if (program === PROXY_COMMAND) return list[0] === "proxy";
  // node running the CLI's bin from a checkout or a package folder: `node <…>/bin/mcp-wire.js proxy …`
  if (program === "node") return BIN_SCRIPT.test(programName(list[0] ?? "")) && list[1] === "proxy";
  const words = Object.hasOwn(LAUNCHERS, program) ? LAUNCHERS[program] : undefined;
  if (words === undefined) return false;
  const rest = list.filter((arg) => !arg.startsWith("-"));
  const start = words.every((word, i) => rest[i] === word) ? words.length : -1;
  if (start < 0) return false;
  const spec = rest[start] ?? "";
  return (PACKAGE.test(spec) || spec === PROXY_COMMAND) && rest[start + 1] === "proxy";
}
