/**
 * The worker thread of `mcp-wire check` for one module file: imports it (guarded, see `guard.ts`), converts
 * each chosen export at each revision, and posts the {@link CheckResult}s. Run by `module-worker.ts`, which
 * can end this thread whatever the module does (a synchronous loop included).
 *
 * Messages to the parent: `{ kind: "started" }` (the thread runs; the import starts), `{ kind: "log", text }`
 * (what the module wrote to stdout), `{ kind: "loaded" }`
 * (the import is done; conversion starts), then `{ kind: "done", results }` or `{ kind: "error", code, message }`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { checkSubject } from "./check.js";
import { CliError } from "../errors.js";
import { guardedSync, ModuleExitError } from "./guard.js";
import { loadModule } from "./load-module.js";
import type { ModuleJob } from "./module-worker.js";

const job = workerData as ModuleJob;
const post = (message: unknown) => parentPort?.postMessage(message);
const log = (text: string) => post({ kind: "log", text });

post({ kind: "started" });
try {
  const subjects = await loadModule(job.file, job.path, job.exportName, { timeoutMs: job.timeoutMs, log });
  post({ kind: "loaded" });
  const results = subjects.flatMap((subject) => {
    try {
      return guardedSync(log, () => job.revisions.map((revision) => checkSubject(subject, revision, job.onUnsupported)));
    } catch (error) {
      if (!(error instanceof ModuleExitError)) throw error;
      throw new CliError("process-exit", `${subject.file} called ${error.call} while its export ${JSON.stringify(subject.subject)} was converted; a checked module must not exit`);
    }
  });
  post({ kind: "done", results });
} catch (error) {
  if (error instanceof CliError) post({ kind: "error", code: error.code, message: error.message });
  else post({ kind: "error", code: "internal", message: error instanceof Error ? error.message : String(error) });
}
