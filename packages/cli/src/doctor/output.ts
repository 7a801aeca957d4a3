/**
 * What `runDoctor` (run.ts) does with a finished report: the `--save` capture, the `--fix-out` files, the report in
 * the `--format` on stdout, and the exit code. Loaded once the report exists, so the renderers never load before the
 * server is started; each renderer loads only for its own `--format` (the human and document ones load the host
 * firsts of `@mcp-wire/sdk`, which `--format json` never reads).
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

/**
 * Writes `--save` (when `capture` is given), `--fix-out` and the report (`args.format`) for `report`.
 * @returns the exit code: `0` when nothing fails at `--fail-on` (or `--report-only`), `1` when something does
 * @throws DoctorError from `saveCapture` or `writeFixes` (`save-failed`, `fix-out-failed`, …)
 */
export async function writeOutputs(report: DoctorReport, capture: Capture | undefined, args: DoctorArgs, io: CliIO): Promise<ExitCode> {
    if (args.save !== undefined && capture) await saveCapture(capture, args.save, io.cwd);
    const renamed: string[] = [];
    const written = args.fixOut === undefined ? [] : await writeFixes(report, args.fixOut, io.cwd, (r) => {
      const caseOnly = r.taken === r.plain ? "" : `; ${r.plain} and ${r.taken} are one folder on macOS and Windows`;
      renamed.push(`--fix-out: tool ${quotedName(r.tool)} written to ${r.folder} (${r.taken} holds tool ${quotedName(r.takenBy)}${caseOnly})\n`);
    });
    if (args.format === "human") {
      const { doctorHumanReport } = await import("./report-human.js");
      io.stdout.write(doctorHumanReport(report, useColour(io.stdout.isTTY, io.env) ? COLOUR : PLAIN, terminalWidth(io.stdout.columns, io.env)));
      if (args.fixOut !== undefined) io.stdout.write(`${fitText(`${renamed.join("")}wrote ${written.length} schema files to ${escapeControls(args.fixOut)}`, terminalWidth(io.stdout.columns, io.env))}\n`);
    } else {
      const failOn = args.failOn ?? DEFAULT_FAIL_ON;
      if (args.format === "json") await (await import("./report-json.js")).writeDoctorJsonReport(io.stdout, report);
      else if (args.format === "html") io.stdout.write((await import("./report-html.js")).doctorHtmlReport(report, failOn));
      else io.stdout.write((await import("./report-markdown.js")).doctorMarkdownReport(report, terminalWidth(io.stdout.columns, io.env), failOn));
      if (renamed.length > 0) io.stderr.write(`${fitText(renamed.join("").trimEnd(), terminalWidth(io.stderr.columns, io.env))}\n`);
    }
    return args.reportOnly || !fails(report, args.failOn ?? DEFAULT_FAIL_ON) ? 0 : 1;
}
