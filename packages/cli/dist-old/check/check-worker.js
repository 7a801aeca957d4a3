/**
 * The child process of `mcp-wire check` for one module file: waits for its job, imports the module (guarded, see
 * `guard.ts`), converts each chosen export at each revision, and sends the {@link CheckResult}s. Run by
 * `module-worker.ts`, which can end this process whatever the module does (a synchronous loop included).
 *
 * The first message from the parent is a {@link JobMessage}: the job and a nonce. It is read, and `process.send`
 * taken and removed, before the module is imported, so the module can neither read the nonce nor send with it.
 * Messages to the parent (each `{ nonce, kind, … }`): `started` (the import starts), `log` `{ text }` (what the module
 * wrote to `process.stdout`), `loaded` (the import is done; conversion starts), then `done` `{ results }` or `error`
 * `{ code, message }`.
 */
import { checkSubject } from "./check.js";
import { CliError } from "../errors.js";
import { guardedSync, ModuleExitError } from "./guard.js";
import { loadModule } from "./load-module.js";
const send = process.send?.bind(process);
if (send === undefined)
    throw new Error("check-worker: run by module-worker.ts, with an IPC channel");
const { job, nonce } = await new Promise((resolve) => process.once("message", (message) => resolve(message)));
delete process.send;
// Unreferenced: a top-level await of the module that waits on nothing still drains the event loop (see loadModule),
// and the channel is not among the handles module code can list (`process._getActiveHandles()`).
process.channel?.unref();
const post = (message) => void send({ ...message, nonce });
const log = (text) => post({ kind: "log", text });
post({ kind: "started" });
try {
    const subjects = await loadModule(job.file, job.path, job.exportName, { timeoutMs: job.timeoutMs, log });
    post({ kind: "loaded" });
    const results = subjects.flatMap((subject) => {
        try {
            return guardedSync(log, () => job.revisions.map((revision) => checkSubject(subject, revision, job.onUnsupported)));
        }
        catch (error) {
            if (!(error instanceof ModuleExitError))
                throw error;
            throw new CliError("process-exit", `${subject.file} called ${error.call} while its export ${JSON.stringify(subject.subject)} was converted; a checked module must not exit`);
        }
    });
    post({ kind: "done", results });
}
catch (error) {
    if (error instanceof CliError)
        post({ kind: "error", code: error.code, message: error.message });
    else
        post({ kind: "error", code: "internal", message: error instanceof Error ? error.message : String(error) });
}
//# sourceMappingURL=check-worker.js.map