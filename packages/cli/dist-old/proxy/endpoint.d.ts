/**
 * The server side of the proxy: a child process speaking stdio, or a Streamable HTTP endpoint. Both deliver the
 * server's messages as lines of JSON text, in order, and take lines to send.
 */
/** Where the server is. */
export type ProxyTarget = {
    readonly kind: "stdio";
    readonly command: string;
    readonly args: readonly string[];
} | {
    readonly kind: "http";
    readonly url: string;
};
/** What an endpoint tells the proxy. */
export interface EndpointEvents {
    /** One message of the server, as the bytes of its JSON text without the newline. */
    readonly onLine: (line: Buffer) => void;
    /** A server line over the line limit (stdio), dropped: its first bytes, and the limit in bytes. */
    readonly onOverflow: (head: Buffer, limit: number) => void;
    /** The server is gone (stdio: its process exited; its code, or 128 + the signal number). */
    readonly onExit: (code: number) => void;
    /** A line for the proxy's stderr report. */
    readonly report: (line: string) => void;
}
/** A connected server. */
export interface ServerEndpoint {
    /**
     * Sends lines (each the bytes of a JSON-RPC message or batch as received from the host, no newline), in order. Returns `false` when the
     * server is not reading fast enough: call `onDrain` before sending more. Rejections arrive as `undeliverable`.
     */
    send(lines: readonly Buffer[]): boolean;
    /** Calls `listener` once when the server can take more. */
    onDrain(listener: () => void): void;
    /** Stops delivering lines until {@link ServerEndpoint.resume} (the host is not reading fast enough). */
    pause(): void;
    resume(): void;
    /** The host is gone: ends the server (stdio: closes its stdin, then ends its process group) and waits for it. */
    end(): Promise<void>;
    /** The negotiated revision, once known (HTTP sends it as the `MCP-Protocol-Version` header). */
    setRevision(revision: string): void;
}
//# sourceMappingURL=endpoint.d.ts.map