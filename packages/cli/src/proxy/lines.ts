/**
 * Newline-delimited framing of the MCP stdio transport (MCP 2025-11-25, Transports: stdio — "messages are delimited by
 * newlines, and MUST NOT contain embedded newlines"): bytes in, one string per line out. A line is decoded once, when
 * its newline arrives, so a 50 MB message costs one copy, not one per chunk.
 */

const NEWLINE = 0x0a;

/** Splits a byte stream into lines (without `\n` and a trailing `\r`); empty lines are skipped. */
export class LineReader {
  private parts: Buffer[] = [];

  constructor(private readonly onLine: (line: string) => void) {}

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
    this.onLine(bytes.toString("utf8", 0, length));
  }
}
