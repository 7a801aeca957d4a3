import { type DoctorHost } from "./verdicts.js";
import type { DoctorReport } from "./report.js";
/** A tool whose folder is not its plain {@link fileName} (that one was taken by an earlier tool). */
export interface FixOutRename {
    readonly tool: string;
    /** The folder written, e.g. `a_b-2`. */
    readonly folder: string;
    /** The folder it would have had, and the tool holding it. */
    readonly taken: string;
    readonly takenBy: string;
}
/** The longest {@link fileName}, in characters (ASCII): far below the 255-byte name limit of common file systems. */
export declare const MAX_FILE_NAME = 100;
/**
 * A tool name as a directory name: characters outside `A-Z a-z 0-9 . _ -` become `_` (control characters,
 * `/`, `\`, `:`, any non-ASCII); an empty or all-dots result, or a Windows device name (`CON`, `nul.txt`), is
 * prefixed with `_` (never `.` or `..`); a result longer than {@link MAX_FILE_NAME} is cut and ends in `~` and
 * the first 8 hex digits of the SHA-256 of the whole name, so long names that share a beginning stay apart.
 * Names equal after case folding are told apart by {@link writeFixes}.
 * @returns the directory name (ASCII, 1 to {@link MAX_FILE_NAME} characters); never throws for a string
 */
export declare function fileName(tool: string): string;
/** One host form of one tool schema, as `--fix-out` writes it. */
export interface FixForm {
    /** The index of the tool in `report.tools`. */
    readonly tool: number;
    readonly io: "input" | "output";
    readonly host: DoctorHost;
    readonly schema: unknown;
}
/**
 * The form of each tool schema each host of `report` is served: `projectTools` of the listed tools for the host at
 * the negotiated revision (a non-object output schema wrapped for a 2025-era session), at the version the report
 * judged a product at (`hostVersions`) and with the facts its `evidence` counted, left out where the host still
 * refuses it (see {@link REFUSED}) or where it still does not match the revision's `Tool` definition.
 * @returns the forms, tool by tool, input before output, hosts in report order
 */
export declare function fixForms(report: DoctorReport): FixForm[];
/**
 * Writes the fixed schemas of `report` under `dir`.
 * @param report - the {@link DoctorReport} whose failing schemas are projected
 * @param cwd - the directory a relative `dir` is resolved against
 * @param dir - the directory, relative to `cwd` or absolute; created when missing
 * @param onRename - told of each tool written to a folder other than its plain {@link fileName}
 * @returns the paths written (as joined from `dir`), in write order
 * @throws DoctorError `fix-out-failed` when a directory or file cannot be written
 */
export declare function writeFixes(report: DoctorReport, dir: string, cwd: string, onRename?: (rename: FixOutRename) => void): Promise<string[]>;
//# sourceMappingURL=fix-out.d.ts.map