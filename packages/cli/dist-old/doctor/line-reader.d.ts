/**
 * The reading side of the stdio transport: the server's stdout as newline-delimited JSON-RPC messages, streamed.
 * Chunks are kept as they arrive and joined once per line (reading is linear in the bytes, whatever the message
 * size); a line that is not a JSON-RPC message (a log line, a banner, a blank line) is skipped and handed back so
 * the caller can count it, as the official SDK 1.x `StdioClientTransport` reports it to `onerror` and reads on;
 * a line longer than the bound is an error at once instead of an endless wait.
 *
 * Source: MCP specification 2025-11-25, Transports, stdio ("messages are delimited by newlines, and MUST NOT
 * contain embedded newlines"; "the server MUST NOT write anything to its stdout that is not a valid MCP message").
 */
import { type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
/** The longest stdout line doctor reads, in bytes (100 MiB); the SDK 1.x client's own bound is 10 MiB. */
export declare const MAX_MESSAGE_BYTES: number;
/** How many characters of a skipped line are kept (the rest is cut, ending in `...`). */
export declare const SKIPPED_LINE_CHARS = 200;
/** What one complete line was: a message, or a line skipped (clipped to {@link SKIPPED_LINE_CHARS}). */
export type LineEvent = {
    readonly kind: "message";
    readonly message: JSONRPCMessage;
} | {
    readonly kind: "skipped";
    readonly line: string;
};
/** Splits a byte stream into JSON-RPC messages; one per stream, not reusable across streams. */
export declare class JsonRpcLineReader {
    readonly maxLineBytes: number;
    private pending;
    private pendingBytes;
    /**
     * @param maxLineBytes - the longest line accepted, in bytes (default {@link MAX_MESSAGE_BYTES})
     * @throws RangeError when `maxLineBytes` is not a positive safe integer
     */
    constructor(maxLineBytes?: number);
    /**
     * Reads one chunk.
     * @returns the lines the chunk completed, in order (a trailing `\r` is dropped before parsing)
     * @throws DoctorError `message-too-large` as soon as a line passes `maxLineBytes` without a newline; what
     *   was buffered is dropped
     */
    push(chunk: Uint8Array): LineEvent[];
    /** Drops a partial line (the stream is done with). */
    clear(): void;
    private keep;
}
//# sourceMappingURL=line-reader.d.ts.map