/**
 * `mcp-wire check` runs each module file in its own worker thread (`check-worker.ts`): the import and every
 * conversion of its exports happen there, so `--load-timeout` holds even against synchronous code (a loop at
 * the top level or in a converter): the thread is terminated, the CLI goes on. Only the
 * {@link CheckResult}s (plain JSON) come back.
 *
 * Source: Node.js `worker_threads` (`Worker`, `worker.terminate()` stops JavaScript execution in the thread).
 */
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { OnUnsupported } from "@mcp-wire/elicitation";
import type { Revision } from "@mcp-wire/spec";
import { CLI_ERROR_CODES, CliError, type CliErrorCode } from "../errors.js";
import type { CheckResult } from "./report.js";

/** What the worker does: one module file. */
export interface ModuleJob {
  /** The file as given, for messages. */
  readonly file: string;
  /** Its absolute path. */
  readonly path: string;
  readonly exportName: string | undefined;
  readonly revisions: readonly Revision[];
  readonly onUnsupported: OnUnsupported;
  /** Milliseconds the import may take, and then the conversions. */
  readonly timeoutMs: number;
}

type WorkerMessage =
  | { readonly kind: "started" }
  | { readonly kind: "log"; readonly text: string }
  | { readonly kind: "loaded" }
  | { readonly kind: "done"; readonly results: CheckResult[] }
  | { readonly kind: "error"; readonly code: string; readonly message: string };

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;

// The worker is loaded through tsx, as the checked modules are: the same file runs from src/ (tests) and dist/.
const WORKER_URL = new URL(`./check-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url).href;
const BOOT = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(import.meta.url)}))`;

/**
 * Imports and checks one module file in a worker thread.
 * @param job - the file and how to check it ({@link ModuleJob})
 * @param log - receives what the module writes to stdout, in order
 * @returns the results of every chosen export at every revision, export by export
 * @throws CliError with the codes of `loadModule` and `process-exit`; `import-timeout` when the import, or
 *   then the conversions, run longer than `job.timeoutMs` (the thread is terminated)
 */
export function checkModuleInWorker(job: ModuleJob, log: (text: string) => void): Promise<CheckResult[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: job, stdout: true });
    let phase: "loading" | "converting" = "loading";
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const what = phase === "loading" ? "still loading" : "its exports still converting";
        finish(new CliError("import-timeout", `cannot import ${job.file}: ${what} after ${seconds(job.timeoutMs)} (a top-level await that does not settle, or a loop? see --load-timeout)`));
      }, job.timeoutMs);
    };
    let settled = false;
    const finish = (outcome: CliError | CheckResult[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (outcome instanceof CliError) reject(outcome);
      else resolve(outcome);
    };
    worker.stdout.on("data", (chunk: Buffer) => log(String(chunk))); // writes that bypassed the guard
    worker.on("message", (message: WorkerMessage) => {
      if (message.kind === "log") log(message.text);
      else if (message.kind === "started") arm(); // the thread's own start-up does not count
      else if (message.kind === "loaded") {
        phase = "converting";
        arm();
      } else if (message.kind === "done") finish(message.results);
      else {
        const code = (CLI_ERROR_CODES as readonly string[]).includes(message.code) ? (message.code as CliErrorCode) : "import-failed";
        finish(new CliError(code, code === "import-failed" && message.code === "internal" ? `cannot import ${job.file}: ${message.message}` : message.message));
      }
    });
    worker.on("error", (error) => finish(new CliError("import-failed", `cannot import ${job.file}: ${error.message}`)));
    worker.on("exit", () => finish(new CliError("import-timeout", `cannot import ${job.file}: its top-level await never settles (nothing left to wait for)`)));
  });
}
