/**
 * Loading the inputs of `mcp-wire check`: each file, by extension, into {@link Subject}s.
 */
import { access, constants, stat } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { CliError } from "../errors.js";
import { readBounded, tooLarge } from "../doctor/capture.js";
import { invalidUtf8At } from "../utf8.js";
import { readErrorText } from "../read-error.js";
import { loadJson, textPosition } from "./load-json.js";
import { loadModule, type LoadOptions } from "./load-module.js";
import type { Subject } from "./subject.js";

/** Extensions loaded as modules (TypeScript through tsx). */
export const MODULE_EXTENSIONS: readonly string[] = [".ts", ".mts", ".cts", ".js", ".mjs", ".cjs"];

/** Runs `io` on the file, turning a filesystem error into a {@link CliError}. */
async function onFile<T>(file: string, io: () => Promise<T>): Promise<T> {
  try {
    return await io();
  } catch (error) {
    throw new CliError((error as NodeJS.ErrnoException).code === "ENOENT" ? "file-not-found" : "file-unreadable", `cannot read ${file}: ${readErrorText(error)}`);
  }
}

/**
 * Whether `file` is a module to import (by extension), checking that it can be read.
 * @param file - the file as given on the command line
 * @param cwd - the directory relative paths are resolved against
 * @returns its absolute path for a module file, `undefined` for a `.json` file
 * @throws CliError codes `file-unreadable` (a directory), `unsupported-file-type`, and for a module `file-not-found`,
 *   `file-unreadable`
 */
export async function modulePath(file: string, cwd: string): Promise<string | undefined> {
  const path = resolve(cwd, file);
  const extension = extname(path).toLowerCase();
  const isModule = MODULE_EXTENSIONS.includes(extension);
  if ((await stat(path).catch(() => undefined))?.isDirectory() === true) {
    throw new CliError("file-unreadable", `cannot read ${file}: it is a directory (give the files in it, e.g. ${join(file, "*.json")})`);
  }
  if (extension !== ".json" && !isModule) {
    throw new CliError("unsupported-file-type", `${file}: unsupported file type (expected .json, ${MODULE_EXTENSIONS.join(", ")})`);
  }
  if (!isModule) return undefined;
  await onFile(file, () => access(path, constants.R_OK));
  return path;
}

/**
 * Loads one input file: `.json` → its subjects (one, or one per message of a capture; see `loadJson`; at most 100 MiB are read, see `readBounded`); a
 * module → its Standard Schema exports (see `loadModule`). The file is read (and a module imported) relative to `cwd`.
 *
 * @param file - the file as given on the command line
 * @param cwd - the directory relative paths are resolved against
 * @param exportName - `--export NAME` (modules only), or `undefined`
 * @param options - how modules are run (load timeout, where their stdout goes); see `LoadOptions`
 * @returns the {@link Subject}s, in file order
 * @throws CliError codes `file-not-found`, `file-unreadable`, `file-too-large`, `unsupported-file-type`, `invalid-json`,
 *   `not-an-elicitation`, `import-failed`, `import-timeout`, `process-exit`, `no-standard-schema`,
 *   `export-not-found`, `export-not-a-schema`
 */
export async function loadInput(file: string, cwd: string, exportName: string | undefined, options: LoadOptions = {}): Promise<Subject[]> {
  const path = await modulePath(file, cwd);
  if (path !== undefined) return loadModule(file, path, exportName, options);
  const bytes = await onFile(file, () => readBounded(resolve(cwd, file)));
  if (bytes === undefined) throw new CliError("file-too-large", tooLarge(file));
  // JSON text is UTF-8: a file with an ill-formed sequence is refused, never judged with U+FFFD in its place
  const invalid = invalidUtf8At(bytes);
  if (invalid !== undefined) {
    // the bytes before the first ill-formed sequence are well-formed: their text says the line and column
    const position = textPosition(bytes.subarray(0, invalid).toString("utf8"), Infinity);
    throw new CliError("invalid-json", `${file} is not valid JSON: invalid UTF-8 at byte ${invalid}`, { position });
  }
  return loadJson(file, bytes.toString("utf8"));
}

/**
 * Loads every file, in order; the first load error stops the run (nothing is reported).
 * @param files - the files as given on the command line
 * @param cwd - the directory relative paths are resolved against
 * @param exportName - `--export NAME` (modules only), or `undefined`
 * @param options - how modules are run; see `LoadOptions`
 * @returns every file's {@link Subject}s, file by file
 * @throws CliError as {@link loadInput}
 */
export async function loadInputs(files: readonly string[], cwd: string, exportName: string | undefined, options: LoadOptions = {}): Promise<Subject[]> {
  const subjects: Subject[] = [];
  for (const file of files) subjects.push(...(await loadInput(file, cwd, exportName, options)));
  return subjects;
}
