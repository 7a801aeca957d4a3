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
  override readonly name = "ModuleExitError";
  /** The code the module passed to `process.exit` (`undefined` when none). */
  readonly exitCode: number | string | null | undefined;
  /** The call as written, e.g. `process.exit(0)`. */
  readonly call: string;
  constructor(exitCode: number | string | null | undefined) {
    const call = `process.exit(${exitCode === undefined ? "" : JSON.stringify(exitCode)})`;
    super(`${call} called`);
    this.exitCode = exitCode;
    this.call = call;
  }
}

type WriteCallback = (error?: Error | null) => void;

/** What the guard swapped out; {@link restore} puts it back. */
interface Saved {
  readonly write: typeof process.stdout.write;
  readonly exit: typeof process.exit;
  readonly onError: (error: unknown) => void;
}

function install(log: (text: string) => void, fail: (error: unknown) => void): Saved {
  const saved: Saved = { write: process.stdout.write, exit: process.exit, onError: fail };
  process.stdout.write = ((chunk: string | Uint8Array, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean => {
    log(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) process.nextTick(done, null);
    return true;
  }) as typeof process.stdout.write;
  process.exit = ((code?: number | string | null) => {
    const error = new ModuleExitError(code);
    fail(error);
    throw error;
  }) as typeof process.exit;
  process.on("uncaughtException", fail);
  process.on("unhandledRejection", fail);
  return saved;
}

function restore(saved: Saved): void {
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
export async function guarded<T>(log: (text: string) => void, run: () => Promise<T>): Promise<T> {
  let fail: (error: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  const saved = install(log, (error) => fail(error));
  try {
    return await Promise.race([run(), failed]);
  } finally {
    restore(saved);
  }
}

/**
 * {@link guarded} for synchronous work (a schema's conversion).
 * @throws ModuleExitError when the work called `process.exit` (even if it caught what that threw), or what `run` throws
 */
export function guardedSync<T>(log: (text: string) => void, run: () => T): T {
  let exit: ModuleExitError | undefined;
  const saved = install(log, (error) => {
    if (error instanceof ModuleExitError) exit ??= error;
  });
  try {
    const result = run();
    if (exit) throw exit;
    return result;
  } catch (error) {
    throw exit ?? error;
  } finally {
    restore(saved);
  }
}
