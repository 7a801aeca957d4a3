import { type LoadOptions } from "./load-module.js";
import type { Subject } from "./subject.js";
/** Extensions loaded as modules (TypeScript through tsx). */
export declare const MODULE_EXTENSIONS: readonly string[];
/**
 * Whether `file` is a module to import (by extension), checking that it can be read.
 * @param file - the file as given on the command line
 * @param cwd - the directory relative paths are resolved against
 * @returns its absolute path for a module file, `undefined` for a `.json` file
 * @throws CliError codes `unsupported-file-type`, and for a module `file-not-found`, `file-unreadable`
 */
export declare function modulePath(file: string, cwd: string): Promise<string | undefined>;
/**
 * Loads one input file: `.json` → one subject (see `loadJson`; at most 100 MiB are read, see `readBounded`); a
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
export declare function loadInput(file: string, cwd: string, exportName: string | undefined, options?: LoadOptions): Promise<Subject[]>;
/**
 * Loads every file, in order; the first load error stops the run (nothing is reported).
 * @param files - the files as given on the command line
 * @param cwd - the directory relative paths are resolved against
 * @param exportName - `--export NAME` (modules only), or `undefined`
 * @param options - how modules are run; see `LoadOptions`
 * @returns every file's {@link Subject}s, file by file
 * @throws CliError as {@link loadInput}
 */
export declare function loadInputs(files: readonly string[], cwd: string, exportName: string | undefined, options?: LoadOptions): Promise<Subject[]>;
//# sourceMappingURL=load.d.ts.map