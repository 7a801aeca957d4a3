import { type CliIO, type ExitCode } from "../io.js";
import { type DiffReport } from "./compare.js";
import type { DiffArgs } from "./args.js";
/**
 * Diffs two versions of a server for each host.
 * @param args - {@link DiffArgs} (`before`, `after`, `hosts`, `versions`, `failOn`; the format is not read)
 * @param cwd - the directory relative paths are read from
 * @returns the {@link DiffReport}
 * @throws DiffError (`input-unreadable`, `input-too-large`, `invalid-json`, `not-a-report`, `host-not-in-report`,
 *   `version-mismatch`) or DoctorError
 *   (`replay-failed`, `list-failed`) for an input that cannot be read
 */
export declare function diff(args: Pick<DiffArgs, "before" | "after" | "hosts" | "failOn" | "versions">, cwd: string): Promise<DiffReport>;
/**
 * Runs `mcp-wire diff` with parsed arguments: the report on stdout in the `--format` (human, json, markdown).
 * @param args - {@link DiffArgs}, as `parseArgs` returns them for `diff`
 * @param io - where to write, the environment (colour, width) and the working directory
 * @returns `0` without a regression (or with `--report-only`), `1` with one, `2` when an input cannot be read
 *   (`mcp-wire: <message>` on stderr, nothing on stdout); never throws: arguments of the wrong type and unexpected
 *   errors are exit 2 too (`mcp-wire: runDiff: args.hosts must be …`, `mcp-wire: internal error: …`)
 */
export declare function runDiff(args: DiffArgs, io: Pick<CliIO, "stdout" | "stderr" | "env" | "cwd">): Promise<ExitCode>;
//# sourceMappingURL=run.d.ts.map