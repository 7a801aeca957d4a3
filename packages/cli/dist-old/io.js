/**
 * The CLI's I/O contract, shared by every command (`check`, `doctor`, `proxy`): the streams, environment and working
 * directory a caller passes instead of `process`, and the exit codes.
 */
import { describe } from "./errors.js";
/** Whether `value` can be written to as an {@link OutputStream}. */
export function isStream(value) {
    return typeof value === "object" && value !== null && typeof value.write === "function";
}
/** `io.env` when it is an object, else no environment (the width falls back to the stream's, else 100). */
export function usableEnv(io) {
    const env = typeof io === "object" && io !== null ? io.env : undefined;
    return typeof env === "object" && env !== null && !Array.isArray(env) ? env : {};
}
/** Why `io` is not a `Partial<CliIO>`, or `undefined`. */
export function ioProblem(io) {
    if (typeof io !== "object" || io === null || Array.isArray(io))
        return `io must be an object (got ${describe(io)})`;
    const { stdout, stderr, env, cwd } = io;
    if (stdout !== undefined && !isStream(stdout))
        return `io.stdout must have a write method (got ${describe(stdout)})`;
    if (stderr !== undefined && !isStream(stderr))
        return `io.stderr must have a write method (got ${describe(stderr)})`;
    if (env !== undefined && (typeof env !== "object" || env === null || Array.isArray(env)))
        return `io.env must be an object (got ${describe(env)})`;
    if (cwd !== undefined && typeof cwd !== "string")
        return `io.cwd must be a string (got ${describe(cwd)})`;
    return undefined;
}
//# sourceMappingURL=io.js.map