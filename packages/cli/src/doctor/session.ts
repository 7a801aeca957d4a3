/**
 * A doctor session with a live server: connect (stdio, Streamable HTTP or any `Transport`) with the official
 * SDK `Client` (elicitation capability declared, every `elicitation/create` answered `decline`), list every
 * tool following `nextCursor`, call named tools, and close — killing a stdio server also on failure and on
 * SIGINT / SIGTERM / SIGHUP. Requests go out raw (`ResultSchema`), so a tool list the SDK's own parsing would
 * refuse still reaches the checks.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { FetchLike, Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { Revision } from "@mcp-wire/hosts";
import { ElicitRequestSchema, ErrorCode, McpError, ResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { clipLine, DoctorError, STDERR_LINE_CHARS, STDERR_TAIL_LINES, type DoctorErrorCode } from "./errors.js";
import { withHttpStatus } from "../errors.js";
import type { ListedTool, ReceivedElicitation } from "./check.js";
import { MAX_SKIPPED_SHOWN, MAX_TOOLS_LIST_PAGES, type ListDiagnostic, type ServerInfo, type SkippedStdout } from "./report.js";
import { TapTransport } from "./tap.js";
import { GroupStdioTransport } from "./stdio.js";
import { cannotStartText, endGroup, guardGroup } from "../server-process.js";
import { escapeControls } from "../terminal-text.js";
import { pointer } from "@mcp-wire/core/pointer";

/**
 * Where the server is. A `transport` target with `replay: true` is a replayed capture (`--replay`): the report
 * names its transport `replay`.
 */
export type DoctorTarget =
  | { readonly kind: "stdio"; readonly command: string; readonly args: readonly string[]; readonly cwd?: string; readonly env?: Readonly<Record<string, string | undefined>> }
  | { readonly kind: "http"; readonly url: string; readonly headers?: Readonly<Record<string, string>> }
  | {
      readonly kind: "transport";
      readonly transport: Transport;
      readonly label: string;
      /**
       * `true`: a capture doctor read itself (`--replay`): the report names its transport `replay`, and the tools of its
       * `tools/list` answers are taken as doctor's own parse (`JudgeOptions.owned`: the failing hosts' projections read
       * them without a copy and freeze what they pass on unchanged). Leave it out for a transport of your own values.
       */
      readonly replay?: boolean;
      /** A replayed capture's `lanes` (`Capture.lanes`): the other revisions' tool lists, judged as if their lanes ran. */
      readonly lanes?: Readonly<Partial<Record<Revision, readonly Readonly<Record<string, unknown>>[]>>>;
    };

/** Options of {@link openSession}. */
export interface SessionOptions {
  /** Milliseconds each request (initialize, each tools/list page, each tools/call) may take. */
  readonly timeoutMs: number;
  /** Called with a short progress text (`starting server`, `listing tools (page 2)`). */
  readonly onProgress?: (text: string) => void;
  /** The longest stdout line of a stdio server read, in bytes; default `MAX_MESSAGE_BYTES` (100 MiB). */
  readonly maxMessageBytes?: number;
}

/** What one `tools/call` produced. */
export interface CallOutcome {
  readonly outcome: "ok" | "error" | "timeout";
  readonly isError: boolean | null;
  readonly error: string | null;
  /** The raw result, exactly as received (`ok` only; else `null`). */
  readonly result: Readonly<Record<string, unknown>> | null;
  /** Raw params of every `elicitation/create` received while the call ran. */
  readonly elicitations: readonly ReceivedElicitation[];
}

/** An open session; always `close()` it. */
export interface Session {
  readonly server: ServerInfo;
  /**
   * Every tool of every page, in order — the object as received when its `name` is a string, else a copy named
   * `#<index>`; stops at a repeated `nextCursor` or after {@link MAX_TOOLS_LIST_PAGES} pages, recording it in
   * {@link Session.listDiagnostics}. @throws DoctorError `list-failed` or `timeout`
   */
  listTools(): Promise<ListedTool[]>;
  /** What the last `listTools()` found wrong with the listing as a whole (`repeated-cursor`, `page-limit`). */
  readonly listDiagnostics: readonly ListDiagnostic[];
  /** The raw initialize result. */
  readonly initialize: Readonly<Record<string, unknown>>;
  /** Every raw tools/list result of the last `listTools()`, in order. */
  readonly pages: readonly Readonly<Record<string, unknown>>[];
  /** The stdout lines of a stdio server that were not JSON-RPC messages, so far (skipped). */
  readonly skippedStdout: SkippedStdout;
  /**
   * Calls one tool; never throws for a server-side error (see {@link CallOutcome}).
   * @throws DoctorError `message-too-large` when the answer is a stdout line over the bound
   */
  callTool(name: string, args: Readonly<Record<string, unknown>>): Promise<CallOutcome>;
  /** Closes the client and the transport (a stdio server gets stdin closed, then its whole process group SIGTERM, then SIGKILL). */
  close(): Promise<void>;
}


/**
 * Keeps the last {@link STDERR_TAIL_LINES} lines a stream wrote, each cut at {@link STDERR_LINE_CHARS} as it
 * arrives: memory stays bounded for a server that writes one endless line.
 */
class Tail {
  private readonly lines: string[] = [];
  /** The line being written: its first STDERR_LINE_CHARS + 1 code units (one more, to see a CR before LF). */
  private partial = "";
  /** Code units of the line being written beyond `partial`. */
  private dropped = 0;
  /** Whether the last code unit written was CR (of a CRLF, when LF comes next). */
  private endsInCr = false;
  push(chunk: string): void {
    const parts = chunk.split("\n");
    parts.forEach((part, index) => {
      if (index > 0) this.endLine();
      this.append(part);
    });
  }
  get(): string[] {
    return [...this.lines, ...(this.partial === "" && this.dropped === 0 ? [] : [this.line()])].slice(-STDERR_TAIL_LINES);
  }
  private append(text: string): void {
    if (text === "") return;
    const room = STDERR_LINE_CHARS + 1 - this.partial.length;
    this.partial += text.slice(0, Math.max(room, 0));
    this.dropped += Math.max(text.length - room, 0);
    this.endsInCr = text.endsWith("\r");
  }
  private endLine(): void {
    this.lines.push(this.line());
    if (this.lines.length > STDERR_TAIL_LINES) this.lines.shift();
    this.partial = "";
    this.dropped = 0;
    this.endsInCr = false;
  }
  /** The line being written as kept: CR of a CRLF removed, cut with `… (N more characters)` when too long. */
  private line(): string {
    const cr = this.endsInCr ? 1 : 0;
    if (this.dropped === 0) return clipLine(this.partial.slice(0, this.partial.length - cr));
    return clipLine(this.partial, this.dropped - cr);
  }
}

function describe(target: DoctorTarget): string {
  if (target.kind === "stdio") return [target.command, ...target.args].join(" ");
  return target.kind === "http" ? target.url : target.label;
}

/**
 * The SDK's Streamable HTTP client transport to `target.url` with its headers, sending through `fetch` (default: the
 * global one) with its failures explained (`explainedFetch`: `fetch failed: connect ECONNREFUSED 127.0.0.1:9`), its
 * module (and the SDK's OAuth modules it imports, and fetch-failure.ts) loaded on first use: a stdio or replayed run never loads them.
 */
export async function httpTransport(target: Extract<DoctorTarget, { kind: "http" }>, fetch?: FetchLike): Promise<StreamableHTTPClientTransport> {
  const { StreamableHTTPClientTransport } = await import("@modelcontextprotocol/sdk/client/streamableHttp.js");
  const { explainedFetch } = await import("../fetch-failure.js");
  return new StreamableHTTPClientTransport(new URL(target.url), { ...requestHeaders(target), fetch: explainedFetch(fetch) });
}

/**
 * The transport of `target`: a stdio server is spawned by the caller's `connect` (no await before it, so the server
 * starts before anything else loads); the HTTP transport's module is loaded for `--url` only.
 */
function makeTransport(target: Exclude<DoctorTarget, { kind: "http" }>, tail: Tail, onSkipped: (line: string) => void, maxMessageBytes: number | undefined): Transport {
  if (target.kind === "transport") return target.transport;
  const env: Record<string, string> = { ...getDefaultEnvironment() };
  for (const [key, value] of Object.entries(target.env ?? process.env)) if (value !== undefined) env[key] = value;
  // Its own process group: ending the group also ends what a wrapper (sh -c, npx) started.
  return new GroupStdioTransport({
    command: target.command,
    args: [...target.args],
    env,
    onStderr: (chunk) => tail.push(chunk),
    onSkipped,
    ...(maxMessageBytes === undefined ? {} : { maxMessageBytes }),
    ...(target.cwd ? { cwd: target.cwd } : {}),
  });
}

/**
 * The SDK transport options that send `target.headers` (a config entry's `headers`) with every request; `{}` without.
 * @returns `{ requestInit: { headers } }` or `{}`
 */
export function requestHeaders(target: { readonly headers?: Readonly<Record<string, string>> }): { requestInit?: RequestInit } {
  return target.headers === undefined ? {} : { requestInit: { headers: { ...target.headers } } };
}

/**
 * Whether `error` is the SDK client's own timeout (`McpError` RequestTimeout whose `data` holds the `timeout` or
 * `maxTotalTimeout` it waited: protocol.ts, `Request timed out`), not a server's JSON-RPC error answer that happens to
 * carry code -32001 (a server's, or `mcp-wire proxy`'s own refusal): that one is the server's answer, reported as such.
 */
function isTimeout(error: unknown): boolean {
  if (!(error instanceof McpError) || error.code !== ErrorCode.RequestTimeout) return false;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && (typeof (data as { timeout?: unknown }).timeout === "number" || typeof (data as { maxTotalTimeout?: unknown }).maxTotalTimeout === "number");
}
/**
 * One line for an error: a schema validation error of the SDK's (zod's `issues`: a result of the wrong shape) as
 * `invalid result: <path>: <message>; …` (its message is JSON over many lines, of which only the first, `[`, would
 * be shown), any other error's message as it is.
 */
function messageOf(error: unknown): string {
  const issues = (error as { issues?: unknown } | undefined)?.issues;
  if (Array.isArray(issues) && issues.length > 0) {
    const shown = issues.slice(0, 3).map((issue: { path?: unknown; message?: unknown }) => {
      const path = Array.isArray(issue?.path) && issue.path.length > 0 ? pointer("", ...issue.path.map(String)) : "the result";
      return `${path}: ${String(issue?.message)}`;
    });
    return `invalid result: ${shown.join("; ")}${issues.length > 3 ? ` (and ${issues.length - 3} more)` : ""}`;
  }
  return error instanceof Error ? withHttpStatus(error, error.message) : String(error); // DoctorError keeps its first line
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * The message of a JSON-RPC error answer to `initialize`: `initialize failed: <code> <message>`, the server's code and
 * message with control characters (line breaks too) escaped, so it stays one line (`escapeControls`); a member that is
 * not a number or a string is shown as JSON.
 */
function initializeFailure(error: Readonly<Record<string, unknown>>): string {
  const shown = (value: unknown) => escapeControls(clipLine(typeof value === "string" ? value : (JSON.stringify(value) ?? "undefined")));
  return `initialize failed: ${shown(error["code"])} ${shown(error["message"])}`;
}

/**
 * Opens a session: spawns or connects, initializes, records the negotiated revision.
 * @throws DoctorError `spawn-failed` (the command cannot be started), `connect-failed` (transport error or
 *   the server closed before initialize completed), `initialize-failed` (the server answered initialize with a
 *   JSON-RPC error: `initialize failed: <code> <message>`, as sent, each clipped as a stderr line is), `timeout` (no initialize answer in `timeoutMs`),
 *   `message-too-large` (a stdout line over `maxMessageBytes`); each with the server's stderr tail. The server
 *   is closed before the error is thrown.
 */
export async function openSession(target: DoctorTarget, options: SessionOptions): Promise<Session> {
  const tail = new Tail();
  const skippedStdout = { lines: 0, first: [] as string[] };
  /**
   * After a timeout: the stdout lines the server wrote that were no JSON-RPC message (an answer with `"result": null`
   * is one: the SDK clients drop it too), so the message says the server wrote something.
   */
  const skippedHint = () =>
    skippedStdout.lines === 0 ? "" : ` (it wrote ${skippedStdout.lines} stdout line${skippedStdout.lines === 1 ? "" : "s"} that the SDK clients drop as no JSON-RPC message; the first: ${escapeControls(skippedStdout.first[0] ?? "")})`;
  const onSkipped = (line: string) => {
    skippedStdout.lines++;
    if (skippedStdout.first.length < MAX_SKIPPED_SHOWN) skippedStdout.first.push(line);
  };
  const inner = target.kind === "http" ? await httpTransport(target) : makeTransport(target, tail, onSkipped, options.maxMessageBytes);
  const tap = new TapTransport(inner);
  const client = new Client({ name: "mcp-wire-doctor", version: "0.0.0" }, { capabilities: { elicitation: { form: {}, url: {} } } });
  let collecting: ReceivedElicitation[] | undefined;
  tap.onElicitation = (params) => collecting?.push(params);
  client.setRequestHandler(ElicitRequestSchema, async () => ({ action: "decline" as const }));

  const stdio = inner instanceof GroupStdioTransport ? inner : undefined;
  let pid: number | null = null;
  tap.onStarted = () => (pid = stdio?.pid ?? null);
  const unguard = stdio === undefined ? () => {} : guardGroup(() => pid);
  let closed = false;
  /**
   * Ends the session. A session that went well closes the server's stdin first and gives it up to 2 s to exit, as the
   * SDK's stdio transport does; a failed one (`failed`: it timed out, broke the protocol) ends the server's process
   * group at once, so `--timeout N` costs N seconds, not N plus the grace. Either way the whole group is gone after
   * (SIGTERM, then SIGKILL after 2 s): a wrapper's children too.
   */
  const close = async (failed = false) => {
    if (closed) return;
    closed = true;
    if (failed && pid !== null) await endGroup(pid);
    try { await client.close(); } catch { /* closing anyway */ }
    // The SDK may already be closing the transport (after a failed initialize) and return at once:
    // make sure the server is gone before returning.
    if (pid !== null) await endGroup(pid);
    unguard();
  };
  const fail = async (code: DoctorErrorCode, message: string): Promise<never> => {
    await tick(); // let the last stderr chunks arrive
    const lines = tail.get();
    await close(true);
    throw new DoctorError(code, message, lines);
  };
  /** The transport's own reason to stop (a line over the bound), which explains any request error after it. */
  const transportFailure = () => (stdio?.failure ? fail(stdio.failure.code, stdio.failure.message) : undefined);

  options.onProgress?.(target.kind === "stdio" ? `starting ${describe(target)}` : `connecting to ${describe(target)}`);
  const seconds = `${options.timeoutMs / 1000}s`;
  try {
    await client.connect(tap, { timeout: options.timeoutMs });
  } catch (error) {
    await transportFailure();
    if (isTimeout(error)) return fail("timeout", `server did not answer initialize within ${seconds}${skippedHint()}`);
    const refused = tap.initializeError;
    if (refused !== undefined) return fail("initialize-failed", initializeFailure(refused));
    // a config entry `{"command": ""}` (`doctor -- ""` is a usage error): Node refuses to spawn it
    if (target.kind === "stdio" && target.command === "") return fail("spawn-failed", "cannot start the server: its command is empty");
    const spawnError = (error as NodeJS.ErrnoException | undefined)?.code;
    if (target.kind === "stdio" && (spawnError === "ENOENT" || spawnError === "EACCES")) {
      return fail("spawn-failed", cannotStartText(target.command, error));
    }
    const closed = error instanceof McpError && error.code === ErrorCode.ConnectionClosed;
    if (target.kind === "stdio" && closed) return fail("connect-failed", `server exited before answering initialize: ${describe(target)}`);
    return fail("connect-failed", `cannot connect to ${describe(target)}: ${clipLine(messageOf(error))}`); // an HTTP error has its whole body
  }
  const init = tap.initializeResult ?? {};
  const info = (typeof init["serverInfo"] === "object" && init["serverInfo"] !== null ? init["serverInfo"] : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const server: ServerInfo = {
    transport: target.kind === "transport" && target.replay === true ? "replay" : target.kind,
    target: describe(target),
    name: text(info["name"]),
    version: text(info["version"]),
    title: text(info["title"]),
    protocolVersion: text(init["protocolVersion"]) ?? "unknown",
  };

  const listDiagnostics: ListDiagnostic[] = [];
  const pages: Record<string, unknown>[] = [];
  return {
    server,
    close,
    listDiagnostics,
    initialize: init,
    pages,
    skippedStdout,
    async listTools() {
      const tools: ListedTool[] = [];
      listDiagnostics.length = 0;
      pages.length = 0;
      const followed = new Set<string>();
      let cursor: string | undefined;
      for (let page = 1; ; page++) {
        options.onProgress?.(page === 1 ? "listing tools" : `listing tools (page ${page})`);
        let result: Record<string, unknown>;
        try {
          result = await client.request({ method: "tools/list", params: cursor === undefined ? {} : { cursor } }, ResultSchema, { timeout: options.timeoutMs });
        } catch (error) {
          await transportFailure();
          if (isTimeout(error)) return fail("timeout", `server did not answer tools/list within ${seconds}${skippedHint()}`);
          if (target.kind === "stdio" && error instanceof McpError && error.code === ErrorCode.ConnectionClosed) {
            return fail("list-failed", `server exited before answering tools/list: ${describe(target)}`);
          }
          return fail("list-failed", `tools/list failed: ${clipLine(messageOf(error))}`);
        }
        pages.push(result);
        const listed = result["tools"];
        if (!Array.isArray(listed)) return fail("list-failed", "tools/list result has no tools array");
        for (const tool of listed) {
          // a tool with a name is read as it came (no copy per tool: a list of 100,000 tools would be held twice)
          if (typeof tool === "object" && tool !== null && typeof tool.name === "string") tools.push(tool as ListedTool);
          else tools.push({ ...(typeof tool === "object" && tool !== null ? tool : {}), name: `#${tools.length}` });
        }
        const next = result["nextCursor"];
        if (typeof next !== "string") return tools;
        if (followed.has(next)) {
          listDiagnostics.push({ code: "repeated-cursor", message: `tools/list page ${page} returned nextCursor ${JSON.stringify(next)} again (already followed); stopped listing after ${page} pages` });
          return tools;
        }
        if (page >= MAX_TOOLS_LIST_PAGES) {
          listDiagnostics.push({ code: "page-limit", message: `tools/list still had a nextCursor after ${page} pages; stopped listing` });
          return tools;
        }
        followed.add(next);
        cursor = next;
      }
    },
    async callTool(name, args) {
      options.onProgress?.(`calling ${name}`);
      const received: ReceivedElicitation[] = [];
      collecting = received;
      try {
        const result = await client.request({ method: "tools/call", params: { name, arguments: { ...args } } }, ResultSchema, {
          timeout: options.timeoutMs,
        });
        return { outcome: "ok", isError: result["isError"] === true, error: null, result, elicitations: received };
      } catch (error) {
        await transportFailure();
        const outcome = isTimeout(error) ? "timeout" : "error";
        return { outcome, isError: null, error: messageOf(error), result: null, elicitations: received };
      } finally {
        collecting = undefined;
      }
    },
  };
}
