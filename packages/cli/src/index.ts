/**
 * `@mcp-wire/cli`: the `mcp-wire` command line, and the same as a typed programmatic API — `runCli(argv, io)` runs any
 * command in-process and returns its exit code (`runCheck` the `check` command); `doctor(target)` checks a live MCP
 * server (or a recorded one: `RecordedTransport`, or a capture with `replayCapture`) and returns its report;
 * `diff(args, cwd)` compares two versions of a server (reports or captures) per host; `runProxy` serves a server to a
 * host through `mcp-wire proxy`. The report types are those of the `--json` reports
 * (see `mcp-wire help doctor`). Renderers and transports are internal.
 * @packageDocumentation
 */
export { runCli, runCheck, type CliIO, type ExitCode, type InputStream, type OutputStream, type ServerExitCode } from "./run.js";
export type { CheckArgs, ParsedArgs } from "./args.js";
export { CliError, CLI_ERROR_CODES, type CliErrorCode, type ErrorPlace, type TextPosition } from "./errors.js";
export type { Subject, InputForm } from "./check/subject.js";
export { CHECK_REPORT_VERSION, type CheckFileError, type CheckReport, type CheckResult, type CheckSummary, type ReceivedVerdict } from "./check/report.js";
// doctor
export { doctor, runDoctor, type DoctorOptions } from "./doctor/run.js";
export { fails } from "./doctor/fails.js";
export { DEFAULT_FAIL_ON, DOCTOR_FORMATS, type CallRequest, type DoctorArgs, type DoctorFormat } from "./doctor/args.js";
export { DEFAULT_HOSTS, DOCTOR_HOSTS, isDoctorHost, type DoctorHost } from "./doctor/verdicts.js";
export { DoctorError, DOCTOR_ERROR_CODES, type DoctorErrorCode } from "./doctor/errors.js";
export type { DoctorTarget } from "./doctor/session.js";
export { RecordedTransport, recordingFrom, type RecordedCall, type Recording } from "./doctor/recorded.js";
export { CAPTURE_VERSION, replayCapture, saveCapture, type Capture } from "./doctor/capture.js";
export { RESULT_CLIENTS, RESULT_ISSUE_CODES, type ResultClient, type ResultIssueCode, type ResultVerdict } from "./doctor/results.js";
export {
  DOCTOR_REPORT_VERSION,
  LIST_DIAGNOSTIC_CODES,
  type CallMcpIssue,
  type CallReport,
  type DoctorReport,
  type McpIssue,
  type DoctorSummary,
  type ElicitationReport,
  type FixVerdict,
  type HostVerdict,
  type ListDiagnostic,
  type RevisionVerdict,
  type SchemaReport,
  type ServerInfo,
  type SkippedStdout,
  type ToolReport,
  type TransportKind,
} from "./doctor/report.js";
export { REVISION_CLIENTS, type RevisionClient, type RevisionFinding, type RevisionReport, type RevisionSource } from "./doctor/report.js";
// diff
export { diff, runDiff } from "./diff/run.js";
export type { DiffArgs } from "./diff/args.js";
export { DIFF_REPORT_VERSION, type Change, type DiffReport, type HostCounts, type HostDiff, type SideInfo } from "./diff/compare.js";
export { DiffError, DIFF_ERROR_CODES, type DiffErrorCode } from "./diff/errors.js";
export type { Reason } from "./diff/side.js";
export { REPORT_FORMATS, type ReportFormat } from "./format-option.js";
// proxy
export { runProxy, SPAWN_EXIT, type ProxyIO } from "./proxy/run.js";
export { CONFIG_PRODUCTS, type ConfigProduct, type ConfigServer, type ServerTransport, type Setup } from "./config/types.js";
export { CONFIG_ERROR_CODES, ConfigError, type ConfigErrorCode } from "./config/errors.js";
export { readSetup, type ReadContext } from "./config/read.js";
export { locateConfig } from "./config/locate.js";
export { doctorSetup, SETUP_REPORT_VERSION, type ServerCheck, type SetupOptions, type SetupReport } from "./config/setup-doctor.js";
export type { CapFinding, LongName, NameCollision, ServerTool, SetupFacts } from "./config/facts.js";
export { rewriteConfig, type EntryOutcome, type Rewrite, type RewriteOptions, type RewriteResult } from "./wrap/wrap.js";
export type { WrapArgs } from "./wrap/args.js";
export type { ProxyArgs } from "./proxy/args.js";
export type { ProxyTarget } from "./proxy/endpoint.js";
