import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { ListedTool, ReceivedElicitation } from "./check.js";
import { type ListDiagnostic, type ServerInfo, type SkippedStdout } from "./report.js";
/**
 * Where the server is. A `transport` target with `replay: true` is a replayed capture (`--replay`): the report
 * names its transport `replay`.
 */
export type DoctorTarget = {
    readonly kind: "stdio";
    readonly command: string;
    readonly args: readonly string[];
    readonly cwd?: string;
    readonly env?: Readonly<Record<string, string | undefined>>;
} | {
    readonly kind: "http";
    readonly url: string;
} | {
    readonly kind: "transport";
    readonly transport: Transport;
    readonly label: string;
    readonly replay?: boolean;
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
     * Every tool of every page, in order; stops at a repeated `nextCursor` or after {@link MAX_TOOLS_LIST_PAGES}
     * pages, recording it in {@link Session.listDiagnostics}. @throws DoctorError `list-failed` or `timeout`
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
 * Opens a session: spawns or connects, initializes, records the negotiated revision.
 * @throws DoctorError `spawn-failed` (the command cannot be started), `connect-failed` (transport error or
 *   the server closed before initialize completed), `timeout` (no initialize answer in `timeoutMs`),
 *   `message-too-large` (a stdout line over `maxMessageBytes`); each with the server's stderr tail. The server
 *   is closed before the error is thrown.
 */
export declare function openSession(target: DoctorTarget, options: SessionOptions): Promise<Session>;
//# sourceMappingURL=session.d.ts.map