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
import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { clip } from "@mcp-wire/core";
import { DoctorError } from "./errors.js";
/** The longest stdout line doctor reads, in bytes (100 MiB); the SDK 1.x client's own bound is 10 MiB. */
export const MAX_MESSAGE_BYTES = 100 * 1024 * 1024;
/** How many characters of a skipped line are kept (the rest is cut, ending in `...`). */
export const SKIPPED_LINE_CHARS = 200;
const NEWLINE = 0x0a;
function parsed(line) {
    try {
        const result = JSONRPCMessageSchema.safeParse(JSON.parse(line));
        if (result.success)
            return { kind: "message", message: result.data };
    }
    catch {
        // not JSON
    }
    return { kind: "skipped", line: clip(line, SKIPPED_LINE_CHARS) };
}
/** Splits a byte stream into JSON-RPC messages; one per stream, not reusable across streams. */
export class JsonRpcLineReader {
    maxLineBytes;
    pending = [];
    pendingBytes = 0;
    /**
     * @param maxLineBytes - the longest line accepted, in bytes (default {@link MAX_MESSAGE_BYTES})
     * @throws RangeError when `maxLineBytes` is not a positive safe integer
     */
    constructor(maxLineBytes = MAX_MESSAGE_BYTES) {
        this.maxLineBytes = maxLineBytes;
        if (!Number.isSafeInteger(maxLineBytes) || maxLineBytes < 1)
            throw new RangeError(`maxLineBytes must be a positive integer (got ${String(maxLineBytes)})`);
    }
    /**
     * Reads one chunk.
     * @returns the lines the chunk completed, in order (a trailing `\r` is dropped before parsing)
     * @throws DoctorError `message-too-large` as soon as a line passes `maxLineBytes` without a newline; what
     *   was buffered is dropped
     */
    push(chunk) {
        const events = [];
        let start = 0;
        for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
            this.keep(chunk.subarray(start, end));
            const bytes = Buffer.concat(this.pending, this.pendingBytes);
            this.pending = [];
            this.pendingBytes = 0;
            const line = bytes.toString("utf8");
            events.push(parsed(line.endsWith("\r") ? line.slice(0, -1) : line));
            start = end + 1;
        }
        if (start < chunk.length)
            this.keep(chunk.subarray(start));
        return events;
    }
    /** Drops a partial line (the stream is done with). */
    clear() {
        this.pending = [];
        this.pendingBytes = 0;
    }
    keep(part) {
        if (this.pendingBytes + part.length > this.maxLineBytes) {
            this.clear();
            throw new DoctorError("message-too-large", `server wrote a stdout line over ${this.maxLineBytes} bytes without a newline (doctor's limit for one message); stopped reading`);
        }
        if (part.length > 0) {
            this.pending.push(Buffer.from(part));
            this.pendingBytes += part.length;
        }
    }
}
//# sourceMappingURL=line-reader.js.map