/**
 * `@mcp-wire/cli`: the `mcp-wire` command line, and the same as a typed programmatic API — `runCli(argv, io)` runs any
 * command in-process and returns its exit code (`runCheck` the `check` command); `doctor(target)` checks a live MCP
 * server (or a recorded one: `RecordedTransport`, or a capture with `replayCapture`) and returns its report;
 * `diff(args, cwd)` compares two versions of a server (reports or captures) per host; `runProxy` serves a server to a
 * host through `mcp-wire proxy`. The report types are those of the `--json` reports
 * (see `mcp-wire help doctor`). Renderers and transports are internal.
 * @packageDocumentation
 */
export { runCli, runCheck } from "./run.js";
export { CliError, CLI_ERROR_CODES } from "./errors.js";
export { CHECK_REPORT_VERSION } from "./check/report.js";
// doctor
export { doctor, runDoctor } from "./doctor/run.js";
export { fails } from "./doctor/fails.js";
export { DEFAULT_FAIL_ON, DOCTOR_FORMATS } from "./doctor/args.js";
export { DEFAULT_HOSTS, DOCTOR_HOSTS, isDoctorHost } from "./doctor/verdicts.js";
export { DoctorError, DOCTOR_ERROR_CODES } from "./doctor/errors.js";
export { RecordedTransport, recordingFrom } from "./doctor/recorded.js";
export { CAPTURE_VERSION, replayCapture, saveCapture } from "./doctor/capture.js";
export { RESULT_CLIENTS, RESULT_ISSUE_CODES } from "./doctor/results.js";
export { DOCTOR_REPORT_VERSION, LIST_DIAGNOSTIC_CODES, } from "./doctor/report.js";
export { REVISION_CLIENTS } from "./doctor/report.js";
// diff
export { diff, runDiff } from "./diff/run.js";
export { DIFF_REPORT_VERSION } from "./diff/compare.js";
export { DiffError, DIFF_ERROR_CODES } from "./diff/errors.js";
export { REPORT_FORMATS } from "./format-option.js";
// proxy
export { runProxy, SPAWN_EXIT } from "./proxy/run.js";
//# sourceMappingURL=index.js.map