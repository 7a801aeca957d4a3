/**
 * `--fix-out <dir>`: writes, per tool and schema, the portable projection and the `projectFor` form of every
 * selected host, as pretty JSON files:
 * `<dir>/<tool>/<io>.portable.json` and `<dir>/<tool>/<io>.<host>.json` (`io` is `input` or `output`;
 * `<tool>` is {@link fileName}: safe on every file system for any name). A form that cannot be made, or that
 * still fails the MCP rules (e.g. a string root), is not written, and a tool with nothing to write gets no
 * folder. Two tools never share a folder: when a name (or its sanitised form, compared without case) is
 * taken, the next tool gets `<tool>-2`, `<tool>-3`…, and `onRename` is told.
 */
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { isJsonSchemaValue, type JsonSchema, type JsonValue } from "./dialect.js";
import type { DoctorHost } from "./verdicts.js";
import { isHostChoice, projectToolList } from "@mcp-wire/sdk/v1";
import { DoctorError } from "./errors.js";
import { checkMcpRules } from "./mcp-rules.js";
import type { DoctorReport } from "./report.js";

/** A tool whose folder is not its plain {@link fileName} (that one was taken by an earlier tool). */
export interface FixOutRename {
  readonly tool: string;
  /** The folder written, e.g. `a_b-2`. */
  readonly folder: string;
  /** The folder it would have had, and the tool holding it. */
  readonly taken: string;
  readonly takenBy: string;
}

/** The longest {@link fileName}, in characters (ASCII): far below the 255-byte name limit of common file systems. */
export const MAX_FILE_NAME = 100;

/** Names Windows reserves for devices, whatever the extension (compared without case). */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

/**
 * A tool name as a directory name: characters outside `A-Z a-z 0-9 . _ -` become `_` (control characters,
 * `/`, `\`, `:`, any non-ASCII); an empty or all-dots result, or a Windows device name (`CON`, `nul.txt`), is
 * prefixed with `_` (never `.` or `..`); a result longer than {@link MAX_FILE_NAME} is cut and ends in `~` and
 * the first 8 hex digits of the SHA-256 of the whole name, so long names that share a beginning stay apart.
 * Names equal after case folding are told apart by {@link writeFixes}.
 * @returns the directory name (ASCII, 1 to {@link MAX_FILE_NAME} characters); never throws for a string
 */
export function fileName(tool: string): string {
  let safe = tool.replace(/[^A-Za-z0-9._-]/g, "_");
  if (safe === "" || /^\.+$/.test(safe) || RESERVED.test(safe)) safe = `_${safe}`;
  if (safe.length <= MAX_FILE_NAME) return safe;
  const digest = createHash("sha256").update(tool).digest("hex").slice(0, 8);
  return `${safe.slice(0, MAX_FILE_NAME - 9)}~${digest}`;
}

/**
 * The form of one schema a host is served: what `projectToolList` of `@mcp-wire/sdk` (and so `mcp-wire proxy --host
 * <host>`) gives it for a session at `revision`, a non-object output schema wrapped for a 2025-era session.
 * `undefined` when the host's projection fails (the proxy would pass the schema on unchanged) or it has none.
 */
function servedSchema(schema: JsonSchema, host: DoctorHost, io: "input" | "output", revision: string): unknown {
  if (!isHostChoice(host)) return undefined;
  const role = io === "input" ? "inputSchema" : "outputSchema";
  const tool = { name: "t", inputSchema: io === "input" ? schema : { type: "object" }, ...(io === "output" ? { outputSchema: schema } : {}) };
  const projection = projectToolList([tool], { host, revision });
  const served = projection.unprojected.length > 0 ? undefined : projection.tools[0];
  return typeof served === "object" && served !== null ? (served as Record<string, unknown>)[role] : undefined;
}

/**
 * Writes the fixed schemas of `report` under `dir`.
 * @param report - the {@link DoctorReport} whose failing schemas are projected
 * @param cwd - the directory a relative `dir` is resolved against
 * @param dir - the directory, relative to `cwd` or absolute; created when missing
 * @param onRename - told of each tool written to a folder other than its plain {@link fileName}
 * @returns the paths written (as joined from `dir`), in write order
 * @throws DoctorError `fix-out-failed` when a directory or file cannot be written
 */
export async function writeFixes(report: DoctorReport, dir: string, cwd: string, onRename?: (rename: FixOutRename) => void): Promise<string[]> {
  const written: string[] = [];
  const owners = new Map<string, string>(); // folder, lower-cased (case-insensitive file systems) → tool
  try {
    for (const tool of report.tools) {
      const files: [string, unknown][] = [];
      for (const schema of tool.schemas) {
        const writable = (form: unknown) => checkMcpRules(form as JsonValue, schema.io).length === 0;
        if (schema.portable.schema !== null && writable(schema.portable.schema)) files.push([`${schema.io}.portable.json`, schema.portable.schema]);
        if (isJsonSchemaValue(schema.schema)) {
          for (const host of report.hosts) {
            const projected = servedSchema(schema.schema, host, schema.io, report.server.protocolVersion);
            if (projected !== undefined && writable(projected)) files.push([`${schema.io}.${host}.json`, projected]);
          }
        }
      }
      if (files.length === 0) continue;
      const plain = fileName(tool.name);
      let folder = plain;
      for (let n = 2; owners.has(folder.toLowerCase()); n++) folder = `${plain}-${n}`;
      if (folder !== plain) onRename?.({ tool: tool.name, folder, taken: plain, takenBy: owners.get(plain.toLowerCase()) ?? "" });
      owners.set(folder.toLowerCase(), tool.name);
      const toolDir = join(dir, folder);
      await mkdir(resolve(cwd, toolDir), { recursive: true });
      for (const [name, value] of files) {
        const path = join(toolDir, name);
        await writeFile(resolve(cwd, path), `${JSON.stringify(value, null, 2)}\n`);
        written.push(path);
      }
    }
  } catch (error) {
    throw new DoctorError("fix-out-failed", `cannot write --fix-out ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return written;
}
