import type { Revision } from "@mcp-wire/spec";
/** What the verdicts are held to: the job's file, `--export` and revisions (a `ModuleJob` is one). */
export interface VerdictJob {
    readonly file: string;
    readonly exportName: string | undefined;
    readonly revisions: readonly Revision[];
}
/**
 * Why `results` cannot be the verdicts of `job`, or `undefined` when they can.
 * @param results - what the child process sent as `done`
 * @param job - the job it was given
 * @returns e.g. `result 0 (export "form" at 2025-11-25) is accepted, but its requestedSchema is not wire-exact
 *   (/properties/address/type nested-object)`
 */
export declare function verdictProblem(results: unknown, job: VerdictJob): string | undefined;
//# sourceMappingURL=verdict.d.ts.map