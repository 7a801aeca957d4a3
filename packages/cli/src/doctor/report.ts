/**
 * The machine report of `mcp-wire doctor --json` (documented in docs/doctor.md). Its shape is stable;
 * a breaking change bumps {@link DOCTOR_REPORT_VERSION}.
 */
import type { JsonSchema, JsonValue, SchemaIssue } from "@mcp-wire/dialect";
import type { EvidenceLevel, HostSummary, Revision as McpRevision } from "@mcp-wire/hosts";
import type { DoctorHost, HostVerdict } from "./verdicts.js";
import type { SchemaIssue as ElicitationIssue, Revision } from "@mcp-wire/elicitation";
import type { ResultVerdict } from "./results.js";

/** The `reportVersion` of doctor reports of this version of the CLI. */
export const DOCTOR_REPORT_VERSION = 2;

/** How doctor reached the server. */
export type TransportKind = "stdio" | "http" | "replay" | "transport";

/** The server, as it introduced itself in `initialize`. */
export interface ServerInfo {
  /** `stdio`, `http` (Streamable HTTP), `replay` (a capture, `--replay`) or `transport` (a `Transport` given programmatically). */
  readonly transport: TransportKind;
  /** The command line (stdio, arguments joined by spaces), the URL (http), the capture file as given (replay), or the transport's label. */
  readonly target: string;
  /** `serverInfo.name`, `serverInfo.version` and `serverInfo.title` (`null` when absent). */
  readonly name: string | null;
  readonly version: string | null;
  readonly title: string | null;
  /** The protocol revision negotiated in `initialize` (the server's `protocolVersion`), e.g. `"2025-11-25"`. */
  readonly protocolVersion: string;
}

export type { FixVerdict, HostVerdict } from "./verdicts.js";

/**
 * One way a tool breaks the MCP `Tool` type of the negotiated revision: `code` is always `wire-invalid`, `message`
 * the definition's words with the pointer into the tool (`2025-11-25 Tool at /inputSchema/properties/x: must be
 * object`). Source: MCP specification schema.json, `Tool`.
 */
export interface McpIssue {
  /** JSON Pointer into the schema of its row (into the tool for a finding outside both schemas). */
  readonly path: string;
  readonly code: "wire-invalid";
  readonly message: string;
}

/** One schema of a tool (its inputSchema, or its outputSchema when it has one). */
export interface SchemaReport {
  readonly io: "input" | "output";
  /** The schema exactly as received (`null` when the tool has no inputSchema). */
  readonly schema: JsonValue | null;
  /**
   * Where the tool breaks the MCP `Tool` type of the negotiated revision in this schema (`wireFindings` of
   * `@mcp-wire/hosts`), paths into this schema; the input row also holds the findings outside both schemas (the
   * tool's name, …), paths into the tool. `[]` when none.
   */
  readonly mcp: readonly McpIssue[];
  /**
   * One verdict per selected host, in the order of `DoctorReport.hosts`: `checkTools` of `@mcp-wire/hosts` (issues
   * with `layer` and `blast`, paths into this schema), `fix` whether the host's projection is kept.
   */
  readonly hosts: readonly HostVerdict[];
  /** `toPortableSchema(schema)`: the one form both dialects read alike, or `null` when it cannot be made. */
  readonly portable: { readonly schema: JsonSchema | null; readonly loosened: readonly SchemaIssue[]; readonly issues: readonly SchemaIssue[] };
}

/** The verdicts on one listed tool. */
export interface ToolReport {
  /** The tool's `name`. */
  readonly name: string;
  /** `fail` when an MCP rule or a selected host fails any of its schemas or the tool as a whole. */
  readonly status: "pass" | "fail";
  /** `input` first, then `output` when the tool declares an outputSchema. */
  readonly schemas: readonly SchemaReport[];
  /** One verdict per selected host on the tool as a whole (wire findings outside its schemas: its name, …). */
  readonly hosts: readonly HostVerdict[];
}

/** `validateRequestedSchema(requestedSchema, { revision })` for one revision. */
export interface RevisionVerdict {
  readonly revision: Revision;
  /** `true` when the requestedSchema, as received, is a wire requestedSchema of the revision. */
  readonly valid: boolean;
  readonly issues: readonly ElicitationIssue[];
}

/** One `elicitation/create` request the server sent during a `--call` (always answered `decline`). */
export interface ElicitationReport {
  /** `form` (the default when absent) or `url`. */
  readonly mode: "form" | "url";
  readonly message: string;
  /** The requestedSchema exactly as received; `null` for URL mode. */
  readonly requestedSchema: JsonValue | null;
  /** One verdict per known revision (`REVISIONS`), oldest first; `[]` for URL mode. */
  readonly revisions: readonly RevisionVerdict[];
  /**
   * Whether it is valid at the negotiated revision (the call's `revision` when it has one); `null` when that revision
   * is not a known one, or for URL mode.
   */
  readonly validAtNegotiated: boolean | null;
  /** An entry of an `input_required` result (2026-07-28): the round it came in (from 1). */
  readonly round?: number;
  /** An entry of an `input_required` result: its key in `inputRequests` (the key doctor answered under). */
  readonly key?: string;
}

/**
 * A result a `--call` saw on the 2026-07-28 lane that breaks that revision's `tools/call` result type (call-wire.ts):
 * `path` a JSON Pointer into that result (`/resultType`), `message` the definition's words (`2026-07-28
 * CallToolResult at /resultType: must have required property 'resultType'`).
 */
export interface CallMcpIssue extends McpIssue {
  /** On an `input_required` result: which one (from 1, in the order received); absent on the final result. */
  readonly round?: number;
}

/** One `--call`. */
export interface CallReport {
  readonly tool: string;
  /** `--args` (default `{}`). */
  readonly args: Readonly<Record<string, JsonValue>>;
  /**
   * `ok`: a result came back (`isError` is the tool's own verdict); `not-listed`: the tool is not in
   * tools/list, so it was not called; `error`: the server answered with a JSON-RPC error; `timeout`: no answer in time.
   */
  readonly outcome: "ok" | "not-listed" | "error" | "timeout";
  /** The result's `isError` (`ok` only; else `null`). */
  readonly isError: boolean | null;
  /**
   * Why the call failed: the JSON-RPC error message (`error`, `timeout`), `tool "<name>" is not in tools/list;
   * not called` (`not-listed`), or the tool's own error text (an `ok` result with `isError: true`: its text
   * content, joined by newlines, cut to 500 characters); `null` only for a call that did not fail.
   */
  readonly error: string | null;
  /** What each selected client with result rules (`RESULT_CLIENTS`) does with the result (`ok` only; else `[]`). */
  readonly results: readonly ResultVerdict[];
  /**
   * Every elicitation/create received while the call was running, in order; on the 2026-07-28 lane, every
   * `elicitation/create` entry of every `input_required` result, round by round.
   */
  readonly elicitations: readonly ElicitationReport[];
  /**
   * The revision the call ran at when not the negotiated one: `2026-07-28` when the server offers it
   * (`server/discover`; see modern-lane.ts); absent for a call in the initialized session.
   */
  readonly revision?: string;
  /** On the 2026-07-28 lane: how many `input_required` results doctor answered (`--answer`) before the final one. */
  readonly rounds?: number;
  /**
   * On the 2026-07-28 lane: where its results break the revision's `tools/call` result type (each round's, then the
   * final one's; `[]` when none do). Any fails the run (`summary.failedCallMcp`).
   */
  readonly mcp?: readonly CallMcpIssue[];
}

/** Counts over the report; `failed > 0` means exit code 1 (without `--report-only`). */
export interface DoctorSummary {
  readonly tools: number;
  /** Tools whose every schema passes the MCP rules and every selected host. */
  readonly passed: number;
  /** Tools with a failing schema. */
  readonly failed: number;
  /** Per selected host, how many tools it fails (in `hosts` order). */
  readonly failedByHost: Readonly<Partial<Record<DoctorHost, number>>>;
  /**
   * Per selected host, what it keeps of the server's tools (`checkTools`' summary): `{ toolsKept, toolsLost,
   * listLost, requestsFail, issues }`.
   */
  readonly hosts: Readonly<Partial<Record<DoctorHost, HostSummary>>>;
  /** Tools failing an MCP rule. */
  readonly failedMcp: number;
  /** Calls with a result that breaks the MCP result type of the call's revision (a non-empty `CallReport.mcp`). */
  readonly failedCallMcp: number;
  readonly calls: number;
  /** Calls that could not be made or answered (`not-listed`, `error`, `timeout`). */
  readonly failedCalls: number;
  /** Calls whose result a selected client refuses (a failing entry in `results`). */
  readonly failedResults: number;
  readonly elicitations: number;
  /** Elicitations invalid at the negotiated revision. */
  readonly invalidElicitations: number;
}

/** The codes of {@link ListDiagnostic}. */
export const LIST_DIAGNOSTIC_CODES = ["repeated-cursor", "page-limit", "duplicate-tool-name"] as const;

/**
 * A problem of tools/list as a whole, not of one schema; each fails the run. `repeated-cursor`: a page's
 * `nextCursor` was already followed (the listing would never end; doctor stops there); `page-limit`: more
 * than {@link MAX_TOOLS_LIST_PAGES} pages (doctor stops there); `duplicate-tool-name`: two listed tools have
 * the same name (hosts refuse or shadow one of them).
 */
export interface ListDiagnostic {
  readonly code: (typeof LIST_DIAGNOSTIC_CODES)[number];
  readonly message: string;
}

/** How many skipped stdout lines a report keeps (the count is always exact). */
export const MAX_SKIPPED_SHOWN = 3;

/**
 * The stdout lines of a stdio server that were not JSON-RPC messages (a log line, a banner): skipped, as the
 * official SDK clients skip them (the session goes on), and counted; the spec says a server MUST NOT write them
 * (MCP 2025-11-25, Transports, stdio). Not a failure.
 */
export interface SkippedStdout {
  /** How many lines were skipped (`0` over HTTP or a given transport). */
  readonly lines: number;
  /** The first {@link MAX_SKIPPED_SHOWN} of them, each cut to 200 characters. */
  readonly first: readonly string[];
}

/** How many tools/list pages doctor follows before it stops with `page-limit`. */
export const MAX_TOOLS_LIST_PAGES = 1000;

/** The whole `--json` report: `JSON.stringify(report, null, 2)` on stdout. */
export interface DoctorReport {
  readonly reportVersion: typeof DOCTOR_REPORT_VERSION;
  readonly server: ServerInfo;
  /** The hosts checked: `--host` values in the order given, else every `DOCTOR_HOSTS` entry. */
  readonly hosts: readonly DoctorHost[];
  /**
   * The version each selected product host was judged at (`judgedVersion` of `@mcp-wire/hosts`): the one `--host
   * <product>@<version>` gives, normalized (`"1.0.30"`), else the product's current release (`"2.1.328"`); `"latest"`
   * for a product that records no current release; `"*"`: every recorded version. Absent when no product host is
   * selected (and in reports made before it was always written, where every recorded fact applied: `"*"`).
   */
  readonly hostVersions?: Readonly<Partial<Record<DoctorHost, string>>>;
  /**
   * The MCP revision each host was judged at: the first revision it negotiates (a product's recorded `negotiates`, an
   * SDK client's `prefers`; `negotiatedRevision` of `@mcp-wire/hosts`) that the server speaks, else the revision of
   * doctor's session (`server.protocolVersion`); its column is that revision's tool list. Present only when some host
   * was judged at a revision other than the session's.
   */
  readonly hostRevisions?: Readonly<Partial<Record<DoctorHost, McpRevision>>>;
  /**
   * `--evidence`: which product facts counted (`reported`: contested facts are only in the verdicts' `atRisk`;
   * `contested`: they count). Absent in reports made before it existed (no contested fact was recorded then).
   */
  readonly evidence?: EvidenceLevel;
  /**
   * The name the host knows the server by, when doctor was told (`doctor --config`: the entry's config key): the
   * `renamed` names fit each host's qualified-name limit for it (`proxy --rename --server-name <it>`).
   */
  readonly serverName?: string;
  /**
   * Per revision checked (`--revision`, else the negotiated one and 2026-07-28): whether the server speaks it and the
   * tool list as that revision's wire sees it (revisions.ts). Present when `--revision` was given or two spoken
   * revisions differ; absent otherwise. Informative: it does not change `status` or the exit code.
   */
  readonly revisions?: readonly RevisionReport[];
  /** `pass` when nothing failed: every tool, call and elicitation (at the negotiated revision), no `diagnostics`, and no server-wide finding of a selected host (`summary.hosts[host].issues`, e.g. a tool-count cap). */
  readonly status: "pass" | "fail";
  readonly summary: DoctorSummary;
  /** Every listed tool, in tools/list order (all pages). */
  readonly tools: readonly ToolReport[];
  /** One per `--call`, in the order given. */
  readonly calls: readonly CallReport[];
  /** Problems of tools/list as a whole (repeated cursor, page limit, duplicate tool names); `[]` when none. */
  readonly diagnostics: readonly ListDiagnostic[];
  /** What the server wrote on stdout that was not JSON-RPC (`{ lines: 0, first: [] }` when nothing). */
  readonly skippedStdout: SkippedStdout;
}

/** One way the server's answer at a revision breaks that revision's wire types. */
export interface RevisionFinding {
  /** The tool it is about (its listed name, or `#<index>`), or `null` for a finding on the tools/list result itself. */
  readonly tool: string | null;
  /** The tools/list page (1-based) of a result finding; absent for a tool's finding. */
  readonly page?: number;
  /** JSON Pointer into the tool (`/inputSchema/properties/x`), or into the page for a result finding (`/resultType`). */
  readonly path: string;
  readonly code: "wire-invalid";
  readonly message: string;
}

/** The SDK clients whose tools/list parse doctor judges per revision (their `wire` readings in `ARCHETYPE_PROFILES`). */
export const REVISION_CLIENTS = ["mcp-sdk-v1-client", "mcp-sdk-v2-client"] as const;

/** One of {@link REVISION_CLIENTS}. */
export type RevisionClient = (typeof REVISION_CLIENTS)[number];

/** How doctor learnt a revision: the main session, an `initialize` at it, or `server/discover`. */
export type RevisionSource = "session" | "initialize" | "server/discover";

/** What doctor saw at one revision (`revisions` of the `--json` report). */
export interface RevisionReport {
  readonly revision: McpRevision;
  /** Whether the server speaks it (answered `initialize` with it, or `server/discover` offered it). */
  readonly spoken: boolean;
  readonly via: RevisionSource;
  /** The versions the server answered with (`protocolVersion`, or discover's `supportedVersions`). */
  readonly answered: readonly string[];
  /** How many tools were listed at it; `null` when not spoken. */
  readonly tools: number | null;
  /** Whether the tool list is valid on this revision's wire (no finding); `null` when not spoken. */
  readonly listLoads: boolean | null;
  /**
   * Per SDK client, whether its `listTools()` at this revision loads the list: no finding but those its own parser
   * tolerates (`wire.tolerates` of its archetype: the 2.x client takes any JSON value as a 2025 property schema);
   * `null` when the server or the client does not speak the revision.
   */
  readonly clients: Readonly<Record<RevisionClient, boolean | null>>;
  /** Every finding at this revision, tools/list order (result findings first per page); `[]` when none or not spoken. */
  readonly findings: readonly RevisionFinding[];
  /** Why doctor could not learn more (`server/discover failed: Method not found`), else `null`. */
  readonly error: string | null;
}
