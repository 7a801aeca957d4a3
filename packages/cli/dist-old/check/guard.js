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
export class ModuleExitError extends Error {
    name = "ModuleExitError";
    /** The code the module passed to `process.exit` (`undefined` when none). */
    exitCode;
    /** The call as written, e.g. `process.exit(0)`. */
    call;
    constructor(exitCode) {
        const call = `process.exit(${exitCode === undefined ? "" : JSON.stringify(exitCode)})`;
        super(`${call} called`);
        this.exitCode = exitCode;
        this.call = call;
    }
}
function install(log, fail) {
    const saved = { write: process.stdout.write, exit: process.exit, onError: fail };
    process.stdout.write = ((chunk, encoding, callback) => {
        log(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
        const done = typeof encoding === "function" ? encoding : callback;
        if (done)
            process.nextTick(done, null);
        return true;
    });
    process.exit = ((code) => {
        const error = new ModuleExitError(code);
        fail(error);
        throw error;
    });
    process.on("uncaughtException", fail);
    process.on("unhandledRejection", fail);
    return saved;
}
function restore(saved) {
    process.stdout.write = saved.write;
    process.exit = saved.exit;
    process.off("uncaughtException", saved.onError);
    process.off("unhandledRejection", saved.onError);
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
export async function guarded(log, run) {
    let fail = () => { };
    const failed = new Promise((_, reject) => (fail = reject));
    const saved = install(log, (error) => fail(error));
    try {
        return await Promise.race([run(), failed]);
    }
    finally {
        restore(saved);
    }
}
/**
 * {@link guarded} for synchronous work (a schema's conversion).
 * @throws ModuleExitError when the work called `process.exit` (even if it caught what that threw), or what `run` throws
 */
export function guardedSync(log, run) {
    let exit;
    const saved = install(log, (error) => {
        if (error instanceof ModuleExitError)
            exit ??= error;
    });
    try {
        const result = run();
        if (exit)
            throw exit;
        return result;
    }
    catch (error) {
        throw exit ?? error;
    }
    finally {
        restore(saved);
    }
}
//# sourceMappingURL=guard.js.map