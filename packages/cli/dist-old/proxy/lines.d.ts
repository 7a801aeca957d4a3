/**
 * Newline-delimited framing of the MCP stdio transport (MCP 2025-11-25, Transports: stdio — "messages are delimited by
 * newlines, and MUST NOT contain embedded newlines"): bytes in, the bytes of one line out, never decoded here. A line
 * within one chunk is a view of it (no copy); one spanning chunks is joined once, when its newline arrives, so a 50 MB
 * message costs one copy, not one per chunk. A line is at most {@link MAX_MESSAGE_BYTES} (100 MiB, doctor's bound for
 * one message): past it what was kept is dropped, and so is every byte up to the next newline (memory stays bounded
 * whatever the other side writes).
 */
import { MAX_MESSAGE_BYTES } from "../doctor/line-reader.js";
export { MAX_MESSAGE_BYTES };
/** The bytes of `lines`, each followed by a newline: one buffer, for one write. */
export declare function joinLines(lines: readonly Buffer[]): Buffer;
/** Splits a byte stream into lines (without `\n` and a trailing `\r`); empty lines are skipped. */
export declare class LineReader {
    private readonly onLine;
    private readonly onOverflow;
    readonly maxLineBytes: number;
    private parts;
    private kept;
    /** Dropping the rest of a line over the limit, up to its newline. */
    private skipping;
    /**
     * @param onLine - called with each complete line, in order
     * @param onOverflow - called once per line over `maxLineBytes`, with its first bytes (up to 64 KiB), as soon as it
     *   passes the limit; the line is not emitted
     * @param maxLineBytes - the longest line emitted, in bytes (default {@link MAX_MESSAGE_BYTES})
     */
    constructor(onLine: (line: Buffer) => void, onOverflow?: (head: Buffer, limit: number) => void, maxLineBytes?: number);
    /** Takes the next chunk; calls `onLine` for every line it completes, in order (and `onOverflow` for one too long). */
    push(chunk: Buffer): void;
    /** Emits what is left after the last newline (the stream ended without one). */
    flush(): void;
    /** Whether `part` still fits the line; when not, reports the overflow and starts dropping. `store`: keep it. */
    private keep;
    private emit;
}
//# sourceMappingURL=lines.d.ts.map