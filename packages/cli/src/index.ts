/**
 * `@mcp-wire/cli`: the `mcp-wire` command line, and the same as a typed programmatic API.
 * `runCheck(args, io)` runs `mcp-wire check` in-process and returns its exit code; `doctor(target)`
 * checks a live MCP server and returns its report (see docs/doctor.md); the pieces
 * (loading, checking, reporting) are exported for embedders, with the `--json` report types.
 * @packageDocumentation
 */
export { runCli, runCheck, type CliIO, type OutputStream, type ExitCode } from "./run.js";
export { helpIndex, helpTopic, helpTopics } from "./help.js";
export { parseArgs, type CheckArgs, type ParsedArgs } from "./args.js";
export { CliError, CLI_ERROR_CODES, type CliErrorCode } from "./errors.js";
export { loadInput, loadInputs, MODULE_EXTENSIONS } from "./load.js";
export { jsonSubject, loadJson } from "./load-json.js";
export { loadModule, moduleSubjects } from "./load-module.js";
export { checkSubject, checkAll } from "./check.js";
export { humanReport, resultLines, heading } from "./report-human.js";
export { jsonReport } from "./report-json.js";
export { COLOUR, PLAIN, useColour, type Style } from "./style.js";
export type { Subject, InputForm } from "./subject.js";
export {
  CHECK_REPORT_VERSION,
  type CheckReport,
  type CheckResult,
  type CheckSummary,
  type ReceivedVerdict,
} from "./report.js";
export * from "./doctor/index.js";
export * from "./proxy/index.js";
