import type { OnUnsupported } from "@mcp-wire/elicitation";
import type { Revision } from "@mcp-wire/spec";
import type { CheckResult } from "./report.js";
/** What the child does: one module file. */
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
/** The first message to the child: the job, and the nonce every message back must carry. */
export interface JobMessage {
    readonly job: ModuleJob;
    readonly nonce: string;
}
/** A message of the child, as `check-worker.ts` sends it (each with the job's nonce). */
export type WorkerMessage = {
    readonly nonce: string;
} & ({
    readonly kind: "started";
} | {
    readonly kind: "log";
    readonly text: string;
} | {
    readonly kind: "loaded";
} | {
    readonly kind: "done";
    readonly results: CheckResult[];
} | {
    readonly kind: "error";
    readonly code: string;
    readonly message: string;
});
/** The heap a checked module may use, in MiB: V8's old generation (`--max-old-space-size`). */
export declare const MODULE_MEMORY_MB = 512;
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
export declare function checkModuleInWorker(job: ModuleJob, log: (text: string) => void): Promise<CheckResult[]>;
//# sourceMappingURL=module-worker.d.ts.map