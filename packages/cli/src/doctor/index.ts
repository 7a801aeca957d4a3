/**
 * `mcp-wire doctor` as a programmatic API: `doctor(target, options)` → {@link DoctorReport}; the checks,
 * reporters, recorded-response transport and report types.
 */
export { doctor, fails, runDoctor, type DoctorOptions } from "./run.js";
export { registerDoctor, DEFAULT_FAIL_ON, DEFAULT_TIMEOUT_SECONDS, MAX_TIMEOUT_MS, DOCTOR_FORMATS, type DoctorArgs, type DoctorFormat, type CallRequest } from "./args.js";
export { DoctorError, DOCTOR_ERROR_CODES, STDERR_TAIL_LINES, type DoctorErrorCode } from "./errors.js";
export { checkMcpRules, MCP_RULE_CODES, type McpIssue, type McpRuleCode } from "./mcp-rules.js";
export { checkSchema, checkTool, checkElicitation, buildReport, type ListedTool, type ReceivedElicitation } from "./check.js";
export { openSession, type DoctorTarget, type Session, type SessionOptions, type CallOutcome } from "./session.js";
export { RecordedTransport, recordingFrom, type Recording, type RecordedCall } from "./recorded.js";
export { doctorHumanReport, detailBlocks, skippedLine } from "./report-human.js";
export { doctorJsonReport } from "./report-json.js";
export { doctorMarkdownReport, markdownText } from "./report-markdown.js";
export { captureOf, saveCapture, replayCapture, CAPTURE_VERSION, type Capture } from "./capture.js";
export { ResultChecker, RESULT_CLIENTS, RESULT_ISSUE_CODES, type ResultClient, type ResultIssueCode, type ResultVerdict } from "./results.js";
export { summaryLine } from "./report-human.js";
export { tableLines, cell, HOST_LABELS } from "./matrix.js";
export { MAX_COLUMN_WIDTH, PASS, FAIL } from "./columns.js";
export { terminalWidth, fitText, wrapLine, DEFAULT_WIDTH, MIN_WIDTH } from "../layout.js";
export { escapeControls } from "../terminal-text.js";
export { JsonRpcLineReader, MAX_MESSAGE_BYTES, SKIPPED_LINE_CHARS, type LineEvent } from "./line-reader.js";
export { GroupStdioTransport, endGroup, signalGroup, groupAlive, KILL_GRACE_MS, type GroupStdioParams } from "./stdio.js";
export { writeFixes, fileName, MAX_FILE_NAME, type FixOutRename } from "./fix-out.js";
export {
  DOCTOR_REPORT_VERSION,
  LIST_DIAGNOSTIC_CODES,
  MAX_TOOLS_LIST_PAGES,
  MAX_SKIPPED_SHOWN,
  type SkippedStdout,
  type ListDiagnostic,
  type DoctorReport,
  type DoctorSummary,
  type ToolReport,
  type SchemaReport,
  type HostVerdict,
  type FixVerdict,
  type CallReport,
  type ElicitationReport,
  type RevisionVerdict,
  type ServerInfo,
  type TransportKind,
} from "./report.js";
export { DOCTOR_HOSTS, DEFAULT_HOSTS, isDoctorHost, judgeTools, judgedRevision, type DoctorHost, type Judged, type ToolVerdicts } from "./verdicts.js";
export { hostLines, proxyCommand } from "./report-first.js";
