/**
 * The `--format human|json|markdown` option with `--json` as its alias, as every report command takes it (`doctor`,
 * `check`, `diff`): the same choices, the same default, the same refusal of both at once.
 */
import { type Command } from "commander";
/**
 * The report formats every report command takes: `human` (the default, for a terminal), `json` (`--json`), `markdown`
 * (a CI job summary). doctor takes `html` too (`DOCTOR_FORMATS`).
 */
export declare const REPORT_FORMATS: readonly ["human", "json", "markdown"];
/** One of {@link REPORT_FORMATS}. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/**
 * Adds `--format <format>` and `--json` to a command.
 * @param command - the commander command
 * @param json - the help text of `--json`
 */
export declare function addFormatOptions(command: Command, json: string): Command;
/**
 * The format chosen by the parsed options.
 * @returns `json` for `--json`, the `--format` given, else `human`
 * @throws CliError code `usage` when both `--json` and `--format` are given
 */
export declare function chosenFormat(raw: {
    readonly json?: boolean;
    readonly format?: ReportFormat;
}): ReportFormat;
//# sourceMappingURL=format-option.d.ts.map