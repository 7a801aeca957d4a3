/**
 * The `diff` subcommand's arguments (commander): `mcp-wire diff <before> <after> [options]`.
 */
import { type Command } from "commander";
import { type Blast } from "@mcp-wire/hosts";
import { type DoctorHost } from "../doctor/verdicts.js";
import { type ReportFormat } from "../format-option.js";
/** The options of one `mcp-wire diff` run, as parsed from the command line. */
export interface DiffArgs {
    /** The older version: a doctor `--json` report or a capture (`doctor --save`, or a `fixtures/servers` capture). */
    readonly before: string;
    /** The newer version, of either kind. */
    readonly after: string;
    /** `--host` values (repeatable, duplicates removed, in the order given); default the product hosts. */
    readonly hosts: readonly DoctorHost[];
    /**
     * The product version per product host, from `--host <product>@<version>` (as doctor's `--host`): a capture is
     * judged at it, and a report must have been judged at it. Absent: no version given.
     */
    readonly versions?: Readonly<Partial<Record<DoctorHost, string>>>;
    /** `--format` (`--json` is `--format json`); default `human`. */
    readonly format: ReportFormat;
    /** `--fail-on <blast>`: a loss at this blast radius or worse is a regression (exit 1); default `tool`. */
    readonly failOn: Blast;
    /** `--report-only`: exit 0 once the report is printed (exit 2 stays 2). */
    readonly reportOnly: boolean;
}
/**
 * Adds the `diff` subcommand to `root`.
 * @param root - the `mcp-wire` program
 * @param onDiff - receives the parsed {@link DiffArgs}
 * @throws CliError code `usage` (from the parse) when a file is missing, a `--host` or `--fail-on` is unknown, or
 *   `--json` and `--format` are both given
 */
export declare function registerDiff(root: Command, onDiff: (args: DiffArgs) => void): void;
//# sourceMappingURL=args.d.ts.map