/**
 * `mcp-wire check` runs each module file in a child process of its own (`check-worker.ts`): the import and every
 * conversion of its exports happen there, and only the {@link CheckResult}s (plain data) come back. A module cannot
 * take the CLI or its report over:
 * - `--load-timeout` holds even against synchronous code (a loop at the top level or in a converter): the process is
 *   killed, the CLI goes on;
 * - everything the module writes to file descriptors 1 and 2 (`console.log`, `process.stdout.write`, and
 *   `fs.writeSync(1, …)`, which a worker thread would write to the CLI's own stdout) arrives on pipes and is logged
 *   (the CLI's stderr), never on the report's stdout;
 * - the verdict comes over the IPC channel only in messages carrying a nonce the parent sent before the module was
 *   imported; the child keeps it where module code cannot read it, so a message the module sends
 *   (`process.send`, a worker's `parentPort.postMessage`) is not taken for one;
 * - its heap is capped at {@link MODULE_MEMORY_MB} MiB (`--max-old-space-size`): a module that allocates without end is
 *   `memory-limit`, not the machine's memory;
 * - an exit of its own, at any time, is `process-exit` with its exit code;
 * - the verdicts that come back are checked again here (`verdict.ts`): an accepted requestedSchema the wire refuses is
 *   `verdict-invalid`, whatever the module patched in its process.
 *
 * Why a child process and not a worker thread: a worker shares the process's file descriptors, so
 * `fs.writeSync(1, …)` in a worker reaches the CLI's stdout whatever `stdout: true` captures.
 *
 * Source: Node.js `child_process.spawn` (`stdio: [..., "ipc"]`, `serialization: "advanced"`: structured clone,
 * which calls no `toJSON` of the module), `--max-old-space-size`.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { CLI_ERROR_CODES, CliError } from "../errors.js";
import { verdictProblem } from "./verdict.js";
/** The heap a checked module may use, in MiB: V8's old generation (`--max-old-space-size`). */
export const MODULE_MEMORY_MB = 512;
/** How much of the child's stderr is kept to tell why it died (its last bytes). */
const STDERR_KEPT = 64 * 1024;
/** V8's last words when a heap limit is reached; from the first of these lines on, stderr is the runtime's, not the module's. */
const DYING = /(?:\r?\n)*(?:<--- Last few GCs --->|FATAL ERROR: )/;
const OUT_OF_MEMORY = "JavaScript heap out of memory";
/** How long after killing the process its outcome waits for the pipes to close, at most (ms). */
const DRAIN_MS = 1_000;
const seconds = (ms) => `${Number((ms / 1000).toFixed(3))} s`;
// The child is loaded through tsx, as the checked modules are: the same file runs from src/ (tests) and dist/.
const WORKER_URL = new URL(`./check-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url).href;
const BOOT = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(import.meta.url)}))`;
const isMessage = (value, nonce) => typeof value === "object" && value !== null && value.nonce === nonce && typeof value.kind === "string";
/**
 * Imports and checks one module file in a child process.
 * @param job - the file and how to check it ({@link ModuleJob})
 * @param log - receives what the module writes to stdout and stderr, in order per stream
 * @returns the results of every chosen export at every revision, export by export
 * @throws CliError with the codes of `loadModule`; `import-timeout` when the import, or then the conversions, run
 *   longer than `job.timeoutMs` (the process is killed); `memory-limit` when the module's heap outgrew
 *   {@link MODULE_MEMORY_MB} MiB; `process-exit` when the process ended on its own before answering (its exit code named);
 *   `verdict-invalid` when the verdicts sent do not hold (see `verdictProblem`)
 */
export function checkModuleInWorker(job, log) {
    return new Promise((resolve, reject) => {
        const nonce = randomBytes(16).toString("hex");
        const child = spawn(process.execPath, [`--max-old-space-size=${MODULE_MEMORY_MB}`, "--input-type=module", "--eval", BOOT], {
            stdio: ["ignore", "pipe", "pipe", "ipc"],
            serialization: "advanced",
        });
        let phase = "loading";
        let timer;
        let stderrTail = "";
        let dying = false;
        const arm = () => {
            clearTimeout(timer);
            timer = setTimeout(() => {
                const what = phase === "loading" ? "still loading" : "its exports still converting";
                finish(new CliError("import-timeout", `cannot import ${job.file}: ${what} after ${seconds(job.timeoutMs)} (a top-level await that does not settle, or a loop? see --load-timeout)`));
            }, job.timeoutMs);
        };
        let outcome;
        let delivered = false;
        const deliver = () => {
            if (delivered || outcome === undefined)
                return;
            delivered = true;
            if (outcome instanceof CliError)
                reject(outcome);
            else
                resolve(outcome);
        };
        // The outcome is delivered once the process is gone and its pipes are read to the end ("close"): what the module
        // wrote to fd 1 or 2 before the verdict is logged before the report. A pipe held open by a process the module
        // started does not hold the CLI: the outcome goes at most DRAIN_MS after the kill.
        const finish = (reached) => {
            if (outcome !== undefined)
                return;
            outcome = reached;
            clearTimeout(timer);
            child.kill("SIGKILL");
            setTimeout(deliver, DRAIN_MS).unref();
        };
        child.stdout?.setEncoding("utf8").on("data", (text) => log(text)); // writes that bypassed the guard (fs.writeSync(1))
        child.stderr?.setEncoding("utf8").on("data", (text) => {
            stderrTail = (stderrTail + text).slice(-STDERR_KEPT);
            if (dying)
                return;
            const end = text.search(DYING);
            if (end !== -1)
                dying = true;
            const own = end === -1 ? text : text.slice(0, end);
            if (own !== "")
                log(own);
        });
        child.on("message", (message) => {
            if (!isMessage(message, nonce))
                return; // not the check's own: the module's, ignored
            if (message.kind === "log")
                log(message.text);
            else if (message.kind === "started")
                arm(); // the process's own start-up does not count
            else if (message.kind === "loaded") {
                phase = "converting";
                arm();
            }
            else if (message.kind === "done") {
                const problem = verdictProblem(message.results, job);
                finish(problem === undefined ? message.results : new CliError("verdict-invalid", `${job.file}: its check process sent verdicts that do not hold: ${problem}`));
            }
            else if (message.kind === "error") {
                const code = CLI_ERROR_CODES.includes(message.code) ? message.code : "import-failed";
                finish(new CliError(code, code === "import-failed" && message.code === "internal" ? `cannot import ${job.file}: ${message.message}` : message.message));
            }
        });
        child.on("error", (error) => finish(new CliError("import-failed", `cannot import ${job.file}: ${error.message}`)));
        // "close", not "exit": every message and the whole stderr have arrived by then
        child.on("close", (code, signal) => {
            if (outcome !== undefined)
                return deliver();
            const when = phase === "loading" ? "while loading" : "while its exports were converted";
            if (stderrTail.includes(OUT_OF_MEMORY)) {
                finish(new CliError("memory-limit", `cannot import ${job.file}: it used more than ${MODULE_MEMORY_MB} MiB of heap ${when} (the limit of a checked module)`));
            }
            else if (signal !== null) {
                finish(new CliError("import-failed", `cannot import ${job.file}: its process was killed by ${signal} ${when}`));
            }
            else {
                finish(new CliError("process-exit", `${job.file} ended its process with exit code ${code} ${when}; a checked module must not exit`));
            }
            deliver();
        });
        child.send({ job, nonce });
    });
}
//# sourceMappingURL=module-worker.js.map