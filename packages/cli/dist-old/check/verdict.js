/**
 * The verdicts a module's child process sends are checked again in the CLI's own process, out of the module's reach.
 * The module runs in the same process as the checker there, so it could patch what the checker uses
 * (`Array.prototype.flatMap`, a converter library) and send an accepted verdict of its choosing with the right nonce.
 * What such a verdict claims is held to what the CLI knows: one result per chosen export and revision, for this file,
 * and every accepted `requestedSchema` wire-exact at its revision (`validateRequestedSchema`). A module can still make
 * its converter return any schema — that is its schema — but not have a schema the wire refuses called accepted.
 *
 * Source: `validateRequestedSchema` of `@mcp-wire/elicitation` (a requestedSchema `toRequestedSchema` returns is
 * wire-exact: docs/reliability.md, "the walk property").
 */
import { validateRequestedSchema } from "@mcp-wire/elicitation";
/**
 * Why `results` cannot be the verdicts of `job`, or `undefined` when they can.
 * @param results - what the child process sent as `done`
 * @param job - the job it was given
 * @returns e.g. `result 0 (export "form" at 2025-11-25) is accepted, but its requestedSchema is not wire-exact
 *   (/properties/address/type nested-object)`
 */
export function verdictProblem(results, job) {
    if (!Array.isArray(results) || results.length === 0 || results.length % job.revisions.length !== 0) {
        return `it sent ${Array.isArray(results) ? results.length : "no list of"} results for ${job.revisions.length} revision(s)`;
    }
    for (const [i, value] of results.entries()) {
        const result = (typeof value === "object" && value !== null ? value : {});
        const revision = job.revisions[i % job.revisions.length];
        const which = `result ${i} (export ${JSON.stringify(String(result.subject))} at ${String(result.revision)})`;
        if (result.file !== job.file || result.form !== "module-export" || typeof result.subject !== "string" || result.revision !== revision) {
            return `${which} is not a result of this file at ${String(revision)}`;
        }
        if (job.exportName !== undefined && result.subject !== job.exportName)
            return `${which} is not of --export ${JSON.stringify(job.exportName)}`;
        if (result.status === "rejected")
            continue;
        if (result.status !== "accepted")
            return `${which} is neither accepted nor rejected`;
        const { valid, issues } = validateRequestedSchema(result.requestedSchema, { revision });
        if (!valid) {
            const [first] = issues;
            return `${which} is accepted, but its requestedSchema is not wire-exact (${first === undefined ? "no issue named" : `${first.path === "" ? "the root" : first.path} ${first.code}`})`;
        }
    }
    return undefined;
}
//# sourceMappingURL=verdict.js.map