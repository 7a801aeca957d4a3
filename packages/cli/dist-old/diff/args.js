/**
 * The `diff` subcommand's arguments (commander): `mcp-wire diff <before> <after> [options]`.
 */
import { Option } from "commander";
import { BLASTS } from "@mcp-wire/hosts";
import { DEFAULT_FAIL_ON, hostOption } from "../doctor/args.js";
import { DEFAULT_HOSTS, DOCTOR_HOSTS } from "../doctor/verdicts.js";
import { addFormatOptions, chosenFormat } from "../format-option.js";
/**
 * Adds the `diff` subcommand to `root`.
 * @param root - the `mcp-wire` program
 * @param onDiff - receives the parsed {@link DiffArgs}
 * @throws CliError code `usage` (from the parse) when a file is missing, a `--host` or `--fail-on` is unknown, or
 *   `--json` and `--format` are both given
 */
export function registerDiff(root, onDiff) {
    const versions = {};
    const command = root
        .command("diff")
        .description("Say per host what a change of a server's tools gains or loses: each input is a doctor --json report or a " +
        "capture (doctor --save, judged now). Exit 1 when a host newly loses something at --fail-on or worse.")
        .argument("<before>", "the older version: a doctor --json report or a capture")
        .argument("<after>", "the newer version: a doctor --json report or a capture")
        .addOption(new Option("--host <host>", `host profile, repeatable; a product as <product>@<version> (claude-code@1.0.30) is judged at that version (${DOCTOR_HOSTS.join(", ")})`)
        .argParser((text, previous) => hostOption(text, previous, versions))
        .default([], "every product host"));
    addFormatOptions(command, "the same as --format json (see mcp-wire help doctor)")
        .addOption(new Option("--fail-on <blast>", "a host newly losing this or worse is a regression (exit 1): none (never), misread, result, tool, list, requests")
        .choices(BLASTS)
        .default(DEFAULT_FAIL_ON))
        .option("--report-only", "exit 0 once the report is printed, even on a regression")
        .action((before, after, raw) => {
        onDiff({
            before,
            after,
            hosts: raw.host.length > 0 ? raw.host : [...DEFAULT_HOSTS],
            ...(Object.keys(versions).length === 0 ? {} : { versions: { ...versions } }),
            format: chosenFormat(raw),
            failOn: raw.failOn,
            reportOnly: raw.reportOnly === true,
        });
    });
}
//# sourceMappingURL=args.js.map