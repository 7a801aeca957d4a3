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
const NEWLINE = 0x0a;
const NEWLINE_BYTES = Buffer.from("\n");
/** How many bytes of an overflowing line are kept for its report (and its id). */
const HEAD_BYTES = 64 * 1024;
/** The bytes of `lines`, each followed by a newline: one buffer, for one write. */
export function joinLines(lines) {
    const parts = [];
    for (const line of lines)
        parts.push(line, NEWLINE_BYTES);
    return Buffer.concat(parts);
}
/** Splits a byte stream into lines (without `\n` and a trailing `\r`); empty lines are skipped. */
export class LineReader {
    onLine;
    onOverflow;
    maxLineBytes;
    parts = [];
    kept = 0;
    /** Dropping the rest of a line over the limit, up to its newline. */
    skipping = false;
    /**
     * @param onLine - called with each complete line, in order
     * @param onOverflow - called once per line over `maxLineBytes`, with its first bytes (up to 64 KiB), as soon as it
     *   passes the limit; the line is not emitted
     * @param maxLineBytes - the longest line emitted, in bytes (default {@link MAX_MESSAGE_BYTES})
     */
    constructor(onLine, onOverflow = () => { }, maxLineBytes = MAX_MESSAGE_BYTES) {
        this.onLine = onLine;
        this.onOverflow = onOverflow;
        this.maxLineBytes = maxLineBytes;
    }
    /** Takes the next chunk; calls `onLine` for every line it completes, in order (and `onOverflow` for one too long). */
    push(chunk) {
        let start = 0;
        for (let end = chunk.indexOf(NEWLINE, start); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
            const tail = chunk.subarray(start, end);
            start = end + 1;
            if (this.skipping) {
                this.skipping = false;
                continue;
            }
            if (!this.keep(tail, false))
                continue;
            const bytes = this.parts.length === 0 ? tail : Buffer.concat([...this.parts, tail]);
            this.parts = [];
            this.kept = 0;
            this.emit(bytes);
        }
        if (start < chunk.length && !this.skipping)
            this.keep(chunk.subarray(start), true);
    }
    /** Emits what is left after the last newline (the stream ended without one). */
    flush() {
        this.skipping = false;
        if (this.parts.length === 0)
            return;
        const bytes = Buffer.concat(this.parts);
        this.parts = [];
        this.kept = 0;
        this.emit(bytes);
    }
    /** Whether `part` still fits the line; when not, reports the overflow and starts dropping. `store`: keep it. */
    keep(part, store) {
        if (this.kept + part.length > this.maxLineBytes) {
            const first = [];
            let length = 0;
            for (const kept of [...this.parts, part]) {
                if (length >= HEAD_BYTES)
                    break;
                first.push(kept.subarray(0, HEAD_BYTES - length));
                length += Math.min(kept.length, HEAD_BYTES - length);
            }
            const head = Buffer.concat(first);
            this.parts = [];
            this.kept = 0;
            this.skipping = store; // a line ended in this chunk is over: nothing left to drop
            this.onOverflow(head, this.maxLineBytes);
            return false;
        }
        if (store) {
            this.parts.push(part);
            this.kept += part.length;
        }
        return true;
    }
    emit(bytes) {
        const length = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
        if (length === 0)
            return;
        this.onLine(length === bytes.length ? bytes : bytes.subarray(0, length));
    }
}
//# sourceMappingURL=lines.js.map