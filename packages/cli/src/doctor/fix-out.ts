/**
 * `--fix-out <dir>`: writes, per tool and schema, the portable projection and the form each selected host is served
 * (`projectTools` of `@mcp-wire/hosts`, as `mcp-wire proxy --host <host>` serves it), as pretty JSON files (a number
 * past the double range, `1e400`, written `1e999` as the proxy writes it, never `null`):
 * `<dir>/<tool>/<io>.portable.json` and `<dir>/<tool>/<io>.<host>.json` (`io` is `input` or `output`;
 * `<tool>` is {@link fileName}: one visible folder, safe on every file system, for any name). A form that cannot be made or still does
 * not match the negotiated revision's `Tool` definition (e.g. a string input root), and a host form the host still
 * refuses (a finding left with blast `result` or worse: the file would not load there), is not written, and a tool
 * with nothing to write gets no folder. Two tools never share a folder: when a name (or its sanitised form, compared without case) is
 * taken, the later tool gets `<tool>-2`, `<tool>-3`… (one no tool's plain name holds), and `onRename` is told. Nothing
 * below `<dir>` is written through a symlink (see {@link writeFixes}).
 */
import { jsonText } from "../json-text.js";
import { createHash } from "node:crypto";
import { lstat, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { isJsonSchemaValue, type JsonSchema, type JsonValue } from "./dialect.js";
import { judgedRevision, type DoctorHost } from "./verdicts.js";
import { projectTools, wireFindings, type Revision } from "@mcp-wire/hosts";
import { DoctorError } from "./errors.js";
import { readErrorText } from "../read-error.js";
import type { DoctorReport } from "./report.js";

/** A tool whose folder is not its plain {@link fileName} (that one was taken by an earlier tool). */
export interface FixOutRename {
  readonly tool: string;
  /** The folder written, e.g. `a_b-2`. */
  readonly folder: string;
  /** The folder it would have had: its plain {@link fileName}, e.g. `a_b`. */
  readonly plain: string;
  /**
   * The folder that holds `plain`, as written (`x` for a tool `X`: names equal without case are one folder on macOS
   * and Windows), and the tool written there.
   */
  readonly taken: string;
  readonly takenBy: string;
}

/** The longest {@link fileName}, in characters (ASCII): far below the 255-byte name limit of common file systems. */
export const MAX_FILE_NAME = 100;

/** Names Windows reserves for devices, whatever the extension (compared without case). */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

/** What separates the parts of a tool name that looks like a path (`../../x`, `a/b`, `a\b`). */
const PATH_SEPARATOR = /[/\\]/;

/** Parts of a path-like tool name that only move around a file system (`.`, `..`, and the empty part of `//`): left out. */
const NAVIGATION: ReadonlySet<string> = new Set(["", ".", ".."]);

/**
 * A tool name as a directory name, always one folder inside the `--fix-out` directory and never a hidden one:
 * 1. a name is never a path: split at `/` and `\`, its `.`, `..` and empty parts are left out and the rest joined
 *    with `_` (`../../x` → `x`, `/etc/passwd` → `etc_passwd`, `a/b` → `a_b`);
 * 2. characters outside `A-Z a-z 0-9 . _ -` become `_` (control characters, `:`, spaces, any non-ASCII);
 * 3. leading dots are dropped (`.env` → `env`: no hidden folder);
 * 4. an empty result (`..`, `...`, `""`) is `_`, and a Windows device name (`CON`, `nul.txt`) is prefixed with `_`;
 * 5. a result longer than {@link MAX_FILE_NAME} is cut and ends in `~` and the first 8 hex digits of the SHA-256 of
 *    the whole name, so long names that share a beginning stay apart.
 * Names that end up alike (`../../x` and `x`, or equal after case folding) are told apart by {@link writeFixes}.
 * @returns the directory name (ASCII, 1 to {@link MAX_FILE_NAME} characters, not starting with `.`); never throws for
 *   a string
 */
export function fileName(tool: string): string {
  const parts = tool.split(PATH_SEPARATOR).filter((part) => !NAVIGATION.has(part));
  let safe = parts.join("_").replace(/[^A-Za-z0-9._-]/g, "_").replace(/^\.+/, "");
  if (safe === "" || RESERVED.test(safe)) safe = `_${safe}`;
  if (safe.length <= MAX_FILE_NAME) return safe;
  const digest = createHash("sha256").update(tool).digest("hex").slice(0, 8);
  return `${safe.slice(0, MAX_FILE_NAME - 9)}~${digest}`;
}

/** One host form of one tool schema, as `--fix-out` writes it. */
export interface FixForm {
  /** The index of the tool in `report.tools`. */
  readonly tool: number;
  readonly io: "input" | "output";
  readonly host: DoctorHost;
  readonly schema: unknown;
}

/** Blasts that mean the host still refuses the served schema (it would not load there, or costs the tool or more). */
const REFUSED: ReadonlySet<string> = new Set(["result", "tool", "list", "requests"]);

/** Whether `schema`, as a tool's `role` schema, matches the `Tool` definition of `revision` (the wire layer of `@mcp-wire/hosts`). */
function wireValid(schema: unknown, role: "inputSchema" | "outputSchema", revision: Revision): boolean {
  const tool = { name: "t", inputSchema: role === "inputSchema" ? schema : { type: "object" }, ...(role === "outputSchema" ? { outputSchema: schema } : {}) };
  return wireFindings(tool as JsonValue, revision).every((finding) => finding.path !== `/${role}` && !finding.path.startsWith(`/${role}/`));
}

/**
 * The form of each tool schema each host of `report` is served: `projectTools` of the listed tools for the host at
 * the negotiated revision (a non-object output schema wrapped for a 2025-era session), at the version the report
 * judged a product at (`hostVersions`) and with the facts its `evidence` counted, left out where the host still
 * refuses it (see {@link REFUSED}) or where it still does not match the revision's `Tool` definition.
 * @returns the forms, tool by tool, input before output, hosts in report order
 */
export function fixForms(report: DoctorReport): FixForm[] {
  const tools = report.tools.map((tool) => {
    const out: Record<string, unknown> = { name: tool.name };
    for (const schema of tool.schemas) if (schema.schema !== null) out[`${schema.io}Schema`] = schema.schema;
    return out;
  });
  const revision: Revision = judgedRevision(report.server.protocolVersion);
  const forms: FixForm[] = [];
  const versions: Readonly<Record<string, string | undefined>> = report.hostVersions ?? {};
  const evidence = report.evidence ?? "reported";
  const projections = report.hosts.map((host) => {
    const version = Object.hasOwn(versions, host) ? versions[host] : undefined;
    return { host, projection: projectTools(tools, host, { revision, evidence, ...(version === undefined ? {} : { version }) }) };
  });
  report.tools.forEach((tool, i) => {
    for (const schema of tool.schemas) {
      if (!isJsonSchemaValue(schema.schema)) continue;
      const role = `${schema.io}Schema` as const;
      for (const { host, projection } of projections) {
        const refused = (projection.report[i]?.issues ?? []).some((issue) => (issue.role === role || issue.role === undefined) && REFUSED.has(issue.blast));
        const served = projection.tools[i];
        const form = typeof served === "object" && served !== null ? (served as Record<string, unknown>)[role] : undefined;
        if (!refused && form !== undefined && wireValid(form, role, revision)) forms.push({ tool: i, io: schema.io, host, schema: form });
      }
    }
  });
  return forms;
}

/** A Node file-system error with its `code` (`ENOENT`, `ENOTDIR`, …). */
function fsError(code: string, path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${path}`), { code, path });
}

/**
 * Makes the directory `path` and its missing parents, as `mkdir -p` does, one level at a time: each level is tried at
 * most twice (before and after its parent), so a parent that exists but where nothing can be made (`/proc`) ends it
 * at once, where Node 20's `mkdir(path, { recursive: true })` tries again forever.
 * @param path - an absolute path
 * @throws the Node `SystemError` of the level that cannot be made (code `ENOENT`, `EACCES`, `EROFS`…), or an error
 *   with code `ENOTDIR` when `path` or a parent exists and is not a directory
 */
async function makeDirectory(path: string): Promise<void> {
  const made = async (): Promise<boolean> => {
    try {
      await mkdir(path);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST") {
        if ((await stat(path)).isDirectory()) return true;
        throw fsError("ENOTDIR", path);
      }
      if (code === "ENOENT" && dirname(path) !== path) return false;
      throw error;
    }
  };
  if (await made()) return;
  await makeDirectory(dirname(path));
  if (!(await made())) throw fsError("ENOENT", path);
}

/** A path under `<dir>` that `--fix-out` will not write to, with the reason in words (e.g. `it is a file, not a directory`). */
class Refused extends Error {}

/**
 * Makes `path` (a tool's folder right inside the `--fix-out` directory) a real directory, never writing through a
 * symlink: a missing folder is made; a symlink there (to a directory or not, dangling or not) is removed, the link
 * only, and a real folder made in its place, as `wrap` removes a symlink at its `.bak` path before it writes it; a
 * directory is kept as it is.
 * @param path - an absolute path
 * @throws {@link Refused} when something else is there (`it is a file, not a directory`), or the Node `SystemError`
 *   of the `mkdir`, `lstat` or `rm` that failed (code `EACCES`, `EROFS`…)
 */
async function ownFolder(path: string): Promise<void> {
  try {
    await mkdir(path);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const found = await lstat(path);
  if (found.isDirectory()) return;
  if (!found.isSymbolicLink()) throw new Refused(found.isFile() ? "it is a file, not a directory" : "it is not a directory");
  await rm(path);
  await mkdir(path);
}

/**
 * Writes `text` to the file `path` as a new file, never through a symlink: what is at `path` is removed first (a
 * symlink itself, never what it points to) and the file is then created with `wx` (`O_CREAT | O_EXCL`), which fails
 * rather than follow a symlink made in between; `wrap` writes its `.bak` the same way.
 * @throws {@link Refused} when `path` is a directory, or the Node `SystemError` of the `rm` or `writeFile` that
 *   failed (code `EACCES`, `EEXIST`…)
 */
async function writeNewFile(path: string, text: string): Promise<void> {
  try {
    await rm(path, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_FS_EISDIR") throw new Refused("it is a directory");
    throw error;
  }
  await writeFile(path, text, { flag: "wx" });
}

/**
 * The folder of each tool that has files to write: first every tool its plain {@link fileName} unless an earlier tool
 * holds it (compared without case: macOS and Windows file systems ignore case, so `X` and `x` would be one folder
 * there), then each other tool `<name>-2`, `<name>-3`…, the first that neither a plain name nor an earlier rename
 * holds, so a tool named `x-2` keeps `x-2` whatever clashes on `x`.
 * @param names - the tool names, `undefined` for a tool with nothing to write
 * @returns per tool its folder (`undefined` where `names` has none), and the renames in tool order
 */
function folderNames(names: readonly (string | undefined)[]): { folders: (string | undefined)[]; renames: FixOutRename[] } {
  const owners = new Map<string, { folder: string; tool: string }>(); // folder, lower-cased → folder as written, tool
  const plains = names.map((name) => (name === undefined ? undefined : fileName(name)));
  const folders = plains.map((plain, i) => {
    if (plain === undefined || owners.has(plain.toLowerCase())) return undefined;
    owners.set(plain.toLowerCase(), { folder: plain, tool: names[i] as string });
    return plain;
  });
  const renames: FixOutRename[] = [];
  plains.forEach((plain, i) => {
    if (plain === undefined || folders[i] !== undefined) return;
    const holder = owners.get(plain.toLowerCase()) as { folder: string; tool: string };
    let n = 2;
    while (owners.has(`${plain}-${n}`.toLowerCase())) n++;
    const folder = `${plain}-${n}`;
    owners.set(folder.toLowerCase(), { folder, tool: names[i] as string });
    folders[i] = folder;
    renames.push({ tool: names[i] as string, folder, plain, taken: holder.folder, takenBy: holder.tool });
  });
  return { folders, renames };
}

/**
 * Writes the fixed schemas of `report` under `dir`. `dir` is the user's own: made when missing, and followed when it
 * is a symlink. Below it nothing is written through a symlink: a symlink at a tool's folder or at a file's path is
 * removed (the link only; what it points to is never read or changed) and a real folder or file written in its place.
 * @param report - the {@link DoctorReport} whose failing schemas are projected
 * @param cwd - the directory a relative `dir` is resolved against
 * @param dir - the directory, relative to `cwd` or absolute; created when missing
 * @param onRename - told of each tool written to a folder other than its plain {@link fileName}, before anything is
 *   written
 * @returns the paths written (as joined from `dir`), in write order
 * @throws DoctorError `fix-out-failed` at the first directory or file that cannot be written, the rest left unwritten:
 *   `cannot write --fix-out <dir>: <reason>` when `dir` itself cannot be made, else
 *   `cannot write --fix-out <dir>: <path>: <reason>` naming the tool folder or file (`fx/x: it is a file, not a
 *   directory`); the reason in words as read-error.ts words it (`permission denied`, `a part of the path is not a
 *   directory`), else the Node error code
 */
export async function writeFixes(report: DoctorReport, dir: string, cwd: string, onRename?: (rename: FixOutRename) => void): Promise<string[]> {
  const written: string[] = [];
  const forms = fixForms(report);
  const revision = judgedRevision(report.server.protocolVersion);
  const files = report.tools.map((tool, i) => {
    const out: [string, unknown][] = [];
    for (const schema of tool.schemas) {
      if (schema.portable.schema !== null && wireValid(schema.portable.schema, `${schema.io}Schema`, revision)) out.push([`${schema.io}.portable.json`, schema.portable.schema]);
      for (const form of forms) if (form.tool === i && form.io === schema.io) out.push([`${schema.io}.${form.host}.json`, form.schema]);
    }
    return out;
  });
  const { folders, renames } = folderNames(report.tools.map((tool, i) => ((files[i] as unknown[]).length === 0 ? undefined : tool.name)));
  for (const rename of renames) onRename?.(rename);
  const fail = (error: unknown, path?: string): DoctorError =>
    new DoctorError("fix-out-failed", `cannot write --fix-out ${dir}: ${path === undefined ? "" : `${path}: `}${error instanceof Refused ? error.message : readErrorText(error)}`);
  const root = resolve(cwd, dir);
  try {
    await makeDirectory(root);
  } catch (error) {
    throw fail(error);
  }
  for (const [i, folder] of folders.entries()) {
    if (folder === undefined) continue;
    const toolDir = join(dir, folder);
    try {
      await ownFolder(join(root, folder));
    } catch (error) {
      throw fail(error, toolDir);
    }
    for (const [name, value] of files[i] as [string, unknown][]) {
      const path = join(toolDir, name);
      try {
        await writeNewFile(join(root, folder, name), `${jsonText(value, { keepInfinity: true })}\n`);
      } catch (error) {
        throw fail(error, path);
      }
      written.push(path);
    }
  }
  return written;
}
