/**
 * `--fix-out <dir>`: writes, per tool and schema, the portable projection and the `projectFor` form of every
 * selected host, as pretty JSON files:
 * `<dir>/<tool>/<io>.portable.json` and `<dir>/<tool>/<io>.<host>.json` (`io` is `input` or `output`;
 * `<tool>` with characters outside `A-Z a-z 0-9 . _ -` replaced by `_`). A form that cannot be made is not written.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { isJsonSchemaValue, projectFor } from "./dialect.js";
import { DoctorError } from "./errors.js";
import type { DoctorReport } from "./report.js";

/**
 * A tool name as a directory name: characters outside `A-Z a-z 0-9 . _ -` become `_`; an empty or all-dots
 * result is prefixed with `_` (never `.` or `..`).
 * @returns the directory name; never throws for a string
 */
export function fileName(tool: string): string {
  const safe = tool.replace(/[^A-Za-z0-9._-]/g, "_");
  return safe === "" || /^\.+$/.test(safe) ? `_${safe}` : safe;
}

/**
 * Writes the fixed schemas of `report` under `dir`.
 * @param report - the {@link DoctorReport} whose failing schemas are projected
 * @param cwd - the directory a relative `dir` is resolved against
 * @param dir - the directory, relative to `cwd` or absolute; created when missing
 * @returns the paths written (as joined from `dir`), in write order
 * @throws DoctorError `fix-out-failed` when a directory or file cannot be written
 */
export async function writeFixes(report: DoctorReport, dir: string, cwd: string): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const tool of report.tools) {
      const toolDir = join(dir, fileName(tool.name));
      await mkdir(resolve(cwd, toolDir), { recursive: true });
      for (const schema of tool.schemas) {
        const files: [string, unknown][] = [];
        if (schema.portable.schema !== null) files.push([`${schema.io}.portable.json`, schema.portable.schema]);
        if (isJsonSchemaValue(schema.schema)) {
          for (const host of report.hosts) {
            const projected = projectFor(schema.schema, host, { io: schema.io });
            if (projected.schema !== undefined) files.push([`${schema.io}.${host}.json`, projected.schema]);
          }
        }
        for (const [name, value] of files) {
          const path = join(toolDir, name);
          await writeFile(resolve(cwd, path), `${JSON.stringify(value, null, 2)}\n`);
          written.push(path);
        }
      }
    }
  } catch (error) {
    throw new DoctorError("fix-out-failed", `cannot write --fix-out ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return written;
}
