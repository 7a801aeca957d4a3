import { type Revision } from "@mcp-wire/spec";
import type { OnUnsupported } from "@mcp-wire/elicitation";
import { type DoctorArgs } from "./doctor/args.js";
import { type ProxyArgs } from "./proxy/args.js";
import { type DiffArgs } from "./diff/args.js";
import { type ReportFormat } from "./format-option.js";
/** The options of one `mcp-wire check` run, as parsed from the command line. */
export interface CheckArgs {
    /** The files to check, as given (relative to the working directory or absolute); at least one. */
    readonly files: readonly string[];
    /** `--export NAME`: check only this export of each module file (JSON files are unaffected). */
    readonly exportName: string | undefined;
    /** `--revision R` (repeatable, duplicates removed, in the order given); default `["2025-11-25"]`. */
    readonly revisions: readonly Revision[];
    /** `"drop"` with `--drop-unsupported`, else `"reject"`. */
    readonly onUnsupported: OnUnsupported;
    /** `--format` (`--json` is `--format json`); default `human`. */
    readonly format: ReportFormat;
    /** `--report-only`: exit 0 whatever the verdicts (usage and load errors still exit 2). */
    readonly reportOnly: boolean;
    /** `--load-timeout <seconds>` in milliseconds: how long each module may take to load; default 30 000. */
    readonly loadTimeoutMs: number;
}
/** What {@link parseArgs} found: a check or a doctor run, or help already printed (exit 0). */
export type ParsedArgs = {
    readonly kind: "check";
    readonly args: CheckArgs;
} | {
    readonly kind: "doctor";
    readonly args: DoctorArgs;
} | {
    readonly kind: "proxy";
    readonly args: ProxyArgs;
} | {
    readonly kind: "diff";
    readonly args: DiffArgs;
} | {
    readonly kind: "help";
};
/** The names of the commands, in the order registered: `["check", "doctor", "proxy", "diff"]`. */
export declare function commandNames(): string[];
/**
 * Parses the arguments of `mcp-wire` (without the node and script paths), e.g.
 * `["check", "form.json", "--revision", "2025-06-18"]`. Help (`--help`) and the version (`--version`, `-V`:
 * the package.json `version` and a newline) are written to `writeOut`.
 *
 * @param argv - the user arguments
 * @param writeOut - where help text goes (stdout)
 * @returns {@link ParsedArgs}: `{ kind: "check", args }`, `{ kind: "doctor", args }`, `{ kind: "proxy", args }`,
 *   `{ kind: "diff", args }` or `{ kind: "help" }` (help or the version printed)
 * @throws CliError code `usage` (one-line message) for an unknown command or option, a missing
 *   file argument or option value, an unknown `--revision`, a `--load-timeout` that is not a positive
 *   number, `--json` together with `--format`, or `argv` not an array of strings
 */
export declare function parseArgs(argv: readonly string[], writeOut: (text: string) => void): ParsedArgs;
//# sourceMappingURL=args.d.ts.map