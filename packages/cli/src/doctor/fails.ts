/**
 * Whether a doctor report fails the run (exit 1) at a `--fail-on` threshold: the one reading of the exit code, for
 * the run itself and for the verdict the Markdown heading shows.
 */
import { BLASTS, type Blast } from "@mcp-wire/hosts";
import type { DoctorReport, HostVerdict, ToolReport } from "./report.js";

/**
 * Every host verdict on a listed tool: on the tool as a whole (absent in reports made before it existed), then on each
 * of its schemas, in report order.
 * @param tool - a `ToolReport` of a {@link DoctorReport}
 * @returns the verdicts; never throws
 */
export const toolVerdicts = (tool: ToolReport): HostVerdict[] => [...(tool.hosts ?? []), ...tool.schemas.flatMap((schema) => schema.hosts)];

/**
 * Whether a report fails the run at `failOn`: a selected host's verdict (on a schema, a tool, or the server) at or
 * above that blast radius (`none`: never), or anything else that fails it — an MCP rule (of a tool, or of a result
 * a call saw on the 2026-07-28 lane), a call that could not be
 * made, a result a client refuses, an elicitation invalid at the negotiated revision, a problem of tools/list.
 * Contested facts (at risk) never count here: a report judged without `--evidence contested` has them apart.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @param failOn - the `--fail-on` threshold (`BLASTS` of `@mcp-wire/hosts`, or `none`)
 * @returns `true` when the run exits 1 (without `--report-only`); never throws
 */
export function fails(report: DoctorReport, failOn: Blast): boolean {
  const { summary } = report;
  // failedCallMcp is absent in reports made before it existed
  if (summary.failedMcp + (summary.failedCallMcp ?? 0) + summary.failedCalls + summary.failedResults + summary.invalidElicitations + report.diagnostics.length > 0) return true;
  if (failOn === "none") return false;
  const over = (blast: Blast) => failsAt(blast, failOn);
  const verdicts = report.tools.flatMap(toolVerdicts);
  return verdicts.some((verdict) => over(verdict.blast)) || Object.values(summary.hosts).some((host) => host?.issues.some((issue) => over(issue.blast)));
}

/**
 * Whether a finding of blast radius `blast` fails the run at `failOn`: at or above it in `BLASTS` order; nothing does
 * at `none`, and a finding of blast `none` never does.
 * @returns `true` when it counts; never throws
 */
export function failsAt(blast: Blast, failOn: Blast): boolean {
  return failOn !== "none" && BLASTS.indexOf(blast) >= BLASTS.indexOf(failOn);
}

/**
 * The verdict a report's heading shows at `failOn`: `✗ fail` when the run exits 1 ({@link fails}), `✓ pass` when
 * nothing fails, `✓ pass at --fail-on <blast>` when only smaller losses do (the Markdown and HTML reports).
 * @param report - the {@link DoctorReport} of `doctor()`
 * @param failOn - the `--fail-on` threshold
 * @returns the verdict text; never throws
 */
export function verdictText(report: DoctorReport, failOn: Blast): string {
  return fails(report, failOn) ? "✗ fail" : report.status === "pass" ? "✓ pass" : `✓ pass at --fail-on ${failOn}`;
}
