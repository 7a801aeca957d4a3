import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { DoctorError } from "./errors.js";
/** How to start the server. */
export interface GroupStdioParams {
    readonly command: string;
    readonly args: readonly string[];
    readonly env: Record<string, string>;
    readonly cwd?: string;
    /** Receives each chunk the server writes on stderr. */
    readonly onStderr?: (chunk: string) => void;
    /** Receives each stdout line that is not a JSON-RPC message (clipped; see `JsonRpcLineReader`). */
    readonly onSkipped?: (line: string) => void;
    /** The longest stdout line read, in bytes; default `MAX_MESSAGE_BYTES` (100 MiB). */
    readonly maxMessageBytes?: number;
}
/** Milliseconds between SIGTERM and SIGKILL. */
export declare const KILL_GRACE_MS = 2000;
/** Whether any process of the group led by `pid` (only `pid` itself on Windows) still exists. */
export declare function groupAlive(pid: number): boolean;
/** Sends `signal` to the whole group led by `pid` (only `pid` on Windows); ignores a group already gone. */
export declare function signalGroup(pid: number, signal: NodeJS.Signals): void;
/**
 * Guards a server's process group for the life of a session: when doctor exits, or gets SIGINT, SIGTERM or SIGHUP,
 * the group `pid()` names (when it names one: `null` before the server started) gets SIGKILL, and a signal then goes on
 * to doctor itself, as if unguarded.
 * @param pid - the group's process id when known, else `null` (read when the guard fires)
 * @returns the function that takes the guard off (call it once the session has ended the group itself); never throws
 */
export declare function guardGroup(pid: () => number | null): () => void;
/**
 * Ends the group led by `pid`: SIGTERM, then SIGKILL after {@link KILL_GRACE_MS}; resolves once no process of
 * the group remains (or one second after SIGKILL).
 */
export declare function endGroup(pid: number): Promise<void>;
/**
 * A stdio `Transport` over a server started in its own process group. stdout is read by a `JsonRpcLineReader`:
 * lines that are not JSON-RPC go to `onSkipped`; a line over the bound sets {@link GroupStdioTransport.failure},
 * stops reading and closes the transport at once (pending requests fail with `ConnectionClosed`). `close()` only
 * ends stdin and waits up to 2 s; end the group with {@link endGroup}.
 */
export declare class GroupStdioTransport implements Transport {
    private readonly params;
    onclose?: (() => void) | undefined;
    onerror?: ((error: Error) => void) | undefined;
    onmessage?: (<T extends JSONRPCMessage>(message: T) => void) | undefined;
    private child;
    private readonly reader;
    private closeNotified;
    /** The pid of the process started (the group leader), once started. */
    pid: number | null;
    /** Why reading stopped early (`message-too-large`), once it has. */
    failure: DoctorError | undefined;
    constructor(params: GroupStdioParams);
    private notifyClose;
    private read;
    start(): Promise<void>;
    close(): Promise<void>;
    send(message: JSONRPCMessage): Promise<void>;
}
//# sourceMappingURL=stdio.d.ts.map