/**
 * What `runDoctor` (run.ts) does with a finished report: the `--save` capture, the `--fix-out` files, the report in
 * the `--format` on stdout, and the exit code. Loaded once the report exists, so the renderers never load before the
 * server is started.
 */
import { COLOUR, PLAIN, useColour } from "../style.js";
import type { CliIO, ExitCode } from "../io.js";
import { escapeControls, quotedName } from "../terminal-text.js";
import { fitText, terminalWidth } from "../layout.js";
import { DEFAULT_FAIL_ON, type DoctorArgs } from "./args.js";
import { saveCapture, type Capture } from "./capture.js";
import { writeFixes } from "./fix-out.js";
import { fails } from "./fails.js";
import type { DoctorReport } from "./report.js";
import { doctorHumanReport } from "./report-human.js";
import { writeDoctorJsonReport } from "./report-json.js";
import { doctorMarkdownReport } from "./report-markdown.js";
import { doctorHtmlReport } from "./report-html.js";

/**
 * Writes `--save` (when `capture` is given), `--fix-out` and the report (`args.format`) for `report`.
 * @returns the exit code: `0` when nothing fails at `--fail-on` (or `--report-only`), `1` when something does
 * @throws DoctorError from `saveCapture` or `writeFixes` (`save-failed`, `fix-out-failed`, …)
 */
export async function writeOutputs(report: DoctorReport, capture: Capture | undefined, args: DoctorArgs, io: CliIO): Promise<ExitCode> {
    if (args.save !== undefined && capture) await saveCapture(capture, args.save, io.cwd);
    const renamed: string[] = [];
    const written = args.fixOut === undefined ? [] : await writeFixes(report, args.fixOut, io.cwd, (r) => {
      renamed.push(`--fix-out: tool ${quotedName(r.tool)} written to ${r.folder} (${r.taken} holds tool ${quotedName(r.takenBy)})\n`);
    });
    if (args.format === "human") {
      io.stdout.write(doctorHumanReport(report, useColour(io.stdout.isTTY, io.env) ? COLOUR : PLAIN, terminalWidth(io.stdout.columns, io.env)));
      if (args.fixOut !== undefined) io.stdout.write(`${fitText(`${renamed.join("")}wrote ${written.length} schema files to ${escapeControls(args.fixOut)}`, terminalWidth(io.stdout.columns, io.env))}\n`);
    } else {
      const failOn = args.failOn ?? DEFAULT_FAIL_ON;
      if (args.format === "json") await writeDoctorJsonReport(io.stdout, report);
      else io.stdout.write(args.format === "html" ? doctorHtmlReport(report, failOn) : doctorMarkdownReport(report, terminalWidth(io.stdout.columns, io.env), failOn));
      if (renamed.length > 0) io.stderr.write(`${fitText(renamed.join("").trimEnd(), terminalWidth(io.stderr.columns, io.env))}\n`);
    }
    return args.reportOnly || !fails(report, args.failOn ?? DEFAULT_FAIL_ON) ? 0 : 1;
}
