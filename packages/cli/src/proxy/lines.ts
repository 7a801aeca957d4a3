/**
 * Newline-delimited framing of the MCP stdio transport (MCP 2025-11-25, Transports: stdio — "messages are delimited by
 * newlines, and MUST NOT contain embedded newlines"): bytes in, the bytes of one line out, never decoded here. A line
 * within one chunk is a view of it (no copy); one spanning chunks is joined once, when its newline arrives, so a 50 MB
 * message costs one copy, not one per chunk.
 */

const NEWLINE = 0x0a;
const NEWLINE_BYTES = Buffer.from("\n");

/** The bytes of `lines`, each followed by a newline: one buffer, for one write. */
export function joinLines(lines: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [];
  for (const line of lines) parts.push(line, NEWLINE_BYTES);
  return Buffer.concat(parts);
}

/** Splits a byte stream into lines (without `\n` and a trailing `\r`); empty lines are skipped. */
export class LineReader {
  private parts: Buffer[] = [];

  constructor(private readonly onLine: (line: Buffer) => void) {}

  /** Takes the next chunk; calls `onLine` for every line it completes, in order. */
  push(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE, start); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const tail = chunk.subarray(start, end);
      const bytes = this.parts.length === 0 ? tail : Buffer.concat([...this.parts, tail]);
      this.parts = [];
      start = end + 1;
      this.emit(bytes);
    }
    if (start < chunk.length) this.parts.push(chunk.subarray(start));
  }

  /** Emits what is left after the last newline (the stream ended without one). */
  flush(): void {
    if (this.parts.length === 0) return;
    const bytes = Buffer.concat(this.parts);
    this.parts = [];
    this.emit(bytes);
  }

  private emit(bytes: Buffer): void {
    const length = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
    if (length === 0) return;
    this.onLine(length === bytes.length ? bytes : bytes.subarray(0, length));
  }
}
