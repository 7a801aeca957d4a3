/**
 * Running the code of a checked module — its import, and its schemas' JSON Schema converters — without
 * letting it take the CLI over: while it runs, what it writes to stdout goes to a log (the CLI's stderr),
 * `process.exit` throws {@link ModuleExitError} instead of ending the process, and an uncaught exception or
 * unhandled rejection fails the guarded run. stdout stays the report's alone, and the exit code stays the
 * CLI's (see `ExitCode`).
 *
 * Source: Node.js `process.exit`, `process.stdout` (`Writable.write(chunk, encoding?, callback?)`),
 * `'uncaughtException'` and `'unhandledRejection'` events.
 */
/** Thrown by the stand-in for `process.exit` while module code is guarded; ends the guarded run. */
export declare class ModuleExitError extends Error {
    readonly name = "ModuleExitError";
    /** The code the module passed to `process.exit` (`undefined` when none). */
    readonly exitCode: number | string | null | undefined;
    /** The call as written, e.g. `process.exit(0)`. */
    readonly call: string;
    constructor(exitCode: number | string | null | undefined);
}
/**
 * Runs `run` (module code) guarded: stdout writes go to `log`, `process.exit` throws {@link ModuleExitError},
 * an uncaught exception or unhandled rejection during the run fails it.
 * @param log - receives what the module writes to `process.stdout` (including `console.log`)
 * @param run - the guarded work, e.g. an import
 * @returns what `run` resolves to
 * @throws ModuleExitError when the module called `process.exit` (even if it caught what that threw), the
 *   uncaught error or rejection reason, or what `run` rejects with
 */
export declare function guarded<T>(log: (text: string) => void, run: () => Promise<T>): Promise<T>;
/**
 * {@link guarded} for synchronous work (a schema's conversion).
 * @throws ModuleExitError when the work called `process.exit` (even if it caught what that threw), or what `run` throws
 */
export declare function guardedSync<T>(log: (text: string) => void, run: () => T): T;
//# sourceMappingURL=guard.d.ts.map