/**
 * The `--format human|json|markdown` option with `--json` as its alias, as every report command takes it (`doctor`,
 * `check`, `diff`): the same choices, the same default, the same refusal of both at once.
 */
import { Option } from "commander";
import { CliError } from "./errors.js";
/**
 * The report formats every report command takes: `human` (the default, for a terminal), `json` (`--json`), `markdown`
 * (a CI job summary). doctor takes `html` too (`DOCTOR_FORMATS`).
 */
export const REPORT_FORMATS = ["human", "json", "markdown"];
/**
 * Adds `--format <format>` and `--json` to a command.
 * @param command - the commander command
 * @param json - the help text of `--json`
 */
export function addFormatOptions(command, json) {
    return command.addOption(new Option("--format <format>", "report format: human, json or markdown (a CI job summary)").choices(REPORT_FORMATS)).option("--json", json);
}
/**
 * The format chosen by the parsed options.
 * @returns `json` for `--json`, the `--format` given, else `human`
 * @throws CliError code `usage` when both `--json` and `--format` are given
 */
export function chosenFormat(raw) {
    if (raw.json === true && raw.format !== undefined)
        throw new CliError("usage", "give either --json or --format, not both");
    return raw.json === true ? "json" : (raw.format ?? "human");
}
//# sourceMappingURL=format-option.js.map