/**
 * The `diff` subcommand's arguments (commander): `mcp-wire diff <before> <after> [options]`.
 */
import { Option, type Command } from "commander";
import type { Blast } from "@mcp-wire/hosts";
import { DEFAULT_FAIL_ON, hostOption } from "../doctor/args.js";
import { BLASTS, DEFAULT_HOSTS, DOCTOR_HOSTS, pathOption, ROUTED_HOST_HELP, type DoctorHost } from "../option-values.js";
import { addFormatOptions, chosenFormat, type ReportFormat } from "../format-option.js";

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

interface RawDiffOptions {
  host: DoctorHost[];
  format?: ReportFormat;
  json?: boolean;
  failOn: Blast;
  reportOnly?: boolean;
}


/**
 * Adds the `diff` subcommand to `root`.
 * @param root - the `mcp-wire` program
 * @param onDiff - receives the parsed {@link DiffArgs}
 * @throws CliError code `usage` (from the parse) when a file is missing, a `--host` or `--fail-on` is unknown, or
 *   `--json` and `--format` are both given
 */
export function registerDiff(root: Command, onDiff: (args: DiffArgs) => void): void {
  const versions: Partial<Record<DoctorHost, string>> = {};
  const command = root
    .command("diff")
    .description(
      "Say per host what a change of a server's tools gains or loses: each input is a doctor --json report or a " +
        "capture (doctor --save, judged now). Exit 1 when a host newly loses something at --fail-on or worse.",
    )
    .argument("<before>", "the older version: a doctor --json report or a capture", pathOption)
    .argument("<after>", "the newer version: a doctor --json report or a capture", pathOption)
    .addOption(
      new Option("--host <host>", `host profile, repeatable; a product as <product>@<version> (claude-code@1.0.30) is judged at that version (${DOCTOR_HOSTS.join(", ")}), ${ROUTED_HOST_HELP}`)
        .argParser((text: string, previous: DoctorHost[]) => hostOption(text, previous, versions))
        .default([], "every product host"),
    );
  addFormatOptions(command, "the same as --format json (see mcp-wire help doctor)")
    .addOption(
      new Option("--fail-on <blast>", "a host newly losing this or worse is a regression (exit 1): none (never), misread, result, tool, list, requests")
        .choices(BLASTS)
        .default(DEFAULT_FAIL_ON),
    )
    .option("--report-only", "exit 0 once the report is printed, even on a regression")
    .action((before: string, after: string, raw: RawDiffOptions) => {
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
