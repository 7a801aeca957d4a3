/**
 * Running `mcp-wire doctor --config <file>|auto`: the product's config files located and read, every enabled server
 * checked (doctorSetup), the report printed in the `--format`, the exit code.
 */
import type { CliIO, ExitCode } from "../io.js";
import { COLOUR, PLAIN, useColour } from "../style.js";
import { errorText, terminalWidth } from "../layout.js";
import { DEFAULT_FAIL_ON, type DoctorArgs } from "../doctor/args.js";
import { Progress } from "../doctor/progress.js";
import { ConfigError } from "./errors.js";
import { homeOf, locateConfig } from "./locate.js";
import { readSetup } from "./read.js";
import { doctorSetup } from "./setup-doctor.js";
import { setupHumanReport, setupJsonReport, setupMarkdownReport } from "./report-setup.js";

/**
 * Runs `doctor --config`.
 * @param args - {@link DoctorArgs} with `target.kind` `config` (as `parseArgs` makes them)
 * @param io - streams, the environment (the product's, passed on to stdio servers as the product does) and the working directory
 * @returns `0` when the setup passes at `--fail-on` (or `--report-only`), `1` when it fails (a server that could not be
 *   started, a server report that fails, a cap or name limit the sum trips, colliding names), `2` when the config
 *   cannot be located or read (`mcp-wire: <file> at <pointer>: <why>` on stderr); never throws
 */
export async function runSetup(args: DoctorArgs & { readonly target: { readonly kind: "config"; readonly file: string } }, io: CliIO): Promise<ExitCode> {
  const progress = new Progress(io.stderr, io.env);
  try {
    const [host] = args.hosts;
    const located = locateConfig(args.target.file, host, io.cwd, io.env);
    const setup = await readSetup(located.product, located.files, { cwd: io.cwd, home: homeOf(io.env), env: io.env });
    const version = host === undefined ? undefined : args.versions?.[host];
    const failOn = args.failOn ?? DEFAULT_FAIL_ON;
    let report;
    try {
      report = await doctorSetup(setup, {
        host: located.host,
        ...(version === undefined ? {} : { version }),
        ...(args.evidence === undefined ? {} : { evidence: args.evidence }),
        timeoutMs: args.timeoutMs,
        env: io.env,
        cwd: io.cwd,
        onProgress: progress.update,
        failOn,
      });
    } finally {
      progress.done();
    }
    const width = terminalWidth(io.stdout.columns, io.env);
    if (args.format === "json") io.stdout.write(setupJsonReport(report));
    else if (args.format === "markdown") io.stdout.write(setupMarkdownReport(report, width, failOn));
    else io.stdout.write(setupHumanReport(report, useColour(io.stdout.isTTY, io.env) ? COLOUR : PLAIN, width, failOn));
    return args.reportOnly || report.status === "pass" ? 0 : 1;
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : `internal error: ${error instanceof Error ? error.message : String(error)}`;
    io.stderr.write(errorText(message, io.stderr, io.env));
    return 2;
  }
}
