import type { Subject } from "./subject.js";
/**
 * Picks the Standard Schemas among a module's exports: all of them in export-name order (the
 * order of a module namespace), or only `exportName`. An export that cannot be read is an error, not skipped.
 *
 * @param file - the file as given, for messages
 * @param exports - the module namespace (or any record of exports)
 * @param exportName - `--export NAME`, or `undefined` for all
 * @param log - receives what the module writes to stdout while its exports are read; default `process.stderr`
 * @returns one {@link Subject} per chosen export, `form: "module-export"`, `vendor` from `~standard.vendor`
 * @throws CliError code `export-not-found`, `export-not-a-schema` (with `exportName`) or
 *   `no-standard-schema` (without it); `export-unreadable` when reading an export or its `~standard` throws (the
 *   export named); `process-exit` when that called `process.exit`
 */
export declare function moduleSubjects(file: string, exports: Readonly<Record<string, unknown>>, exportName: string | undefined, log?: (text: string) => void): Subject[];
/** How {@link loadModule} runs a module. */
export interface LoadOptions {
    /**
     * Milliseconds the import may take (its top-level await included) before it fails with code
     * `import-timeout`; default {@link DEFAULT_LOAD_TIMEOUT_MS} (`--load-timeout` in seconds on the command line).
     */
    readonly timeoutMs?: number;
    /** Receives what the module writes to stdout while it loads (`console.log`); default `process.stderr`. */
    readonly log?: (text: string) => void;
}
/** The default load timeout: 30 000 ms (`--load-timeout 30`). */
export declare const DEFAULT_LOAD_TIMEOUT_MS = 30000;
/**
 * Imports a module file (TypeScript or JavaScript) and returns its Standard Schema exports.
 * The module runs: only check modules you trust. While it loads, what it writes to stdout goes to
 * `options.log`, `process.exit` throws instead of exiting, and an uncaught error fails the load.
 *
 * @param file - the file as given, for messages
 * @param path - its absolute path
 * @param exportName - `--export NAME`, or `undefined`
 * @param options - {@link LoadOptions}: the load timeout, where stdout writes go
 * @returns one {@link Subject} per chosen export (see {@link moduleSubjects})
 * @throws CliError code `import-failed` (the module throws, rejects uncaught or does not compile; first
 *   line of the reason), `import-timeout` (still loading after `timeoutMs`, or its top-level await can
 *   never settle), `process-exit` (it called `process.exit`), or those of {@link moduleSubjects} (`export-unreadable`
 *   among them)
 */
export declare function loadModule(file: string, path: string, exportName: string | undefined, options?: LoadOptions): Promise<Subject[]>;
//# sourceMappingURL=load-module.d.ts.map