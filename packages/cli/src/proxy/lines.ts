/**
 * Newline-delimited framing of the MCP stdio transport (MCP 2025-11-25, Transports: stdio — "messages are delimited by
 * newlines, and MUST NOT contain embedded newlines"): bytes in, the bytes of one line out, never decoded here. A line
 * within one chunk is a view of it (no copy); one spanning chunks is joined once, when its newline arrives, so a 50 MB
 * message costs one copy, not one per chunk. A line is at most {@link MAX_MESSAGE_BYTES} (100 MiB, doctor's bound for
 * one message): past it what was kept is dropped, and so is every byte up to the next newline (memory stays bounded
 * whatever the other side writes).
 *
 * With a {@link PassThrough}, a line whose last byte is not in the chunk that brings its first bytes may be passed on
 * as it arrives (its bytes handed on chunk by chunk, the newline with its last ones) when `decide` says so from its
 * first bytes; it is still kept, up to the same bound, and handed whole to `passed` once it ends. A line whose newline
 * arrives in the chunk it starts in is never passed this way: it is emitted whole, as without one.
 */
import { MAX_MESSAGE_BYTES } from "../server-process.js";

export { MAX_MESSAGE_BYTES };

const NEWLINE = 0x0a;
/** A newline, as the bytes written after each line. */
export const NEWLINE_BYTES = Buffer.from("\n");
/** How many bytes of an overflowing line are kept for its report (and its id). */
const HEAD_BYTES = 64 * 1024;
/** How many first bytes of a line `PassThrough.decide` may ask for before the line is held (its first members). */
export const LEAD_BYTES = 4 * 1024;

/** How a line may be passed on before its last byte (the server's side of the proxy: {@link ProxyCore.passable}). */
export interface PassThrough {
  /**
   * Whether the line whose first bytes are `head` may be passed on as it arrives: `true`; `false` (it is emitted whole
   * at its newline); `undefined` (more is needed: asked again with more bytes, and past {@link LEAD_BYTES} it is
   * held). Asked only for a line whose newline was not in the chunk that brought `head`.
   */
  readonly decide: (head: Buffer) => boolean | undefined;
  /** The bytes of a passed line as they arrive, in order; the last call's bytes end with its newline. */
  readonly pass: (bytes: Buffer) => void;
  /** A passed line has ended: its bytes whole (without the newline and a trailing `\r`), for the checks after it. */
  readonly passed: (line: Buffer) => void;
}

/** The bytes of `lines`, each followed by a newline: one buffer, for one write. */
export function joinLines(lines: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [];
  for (const line of lines) parts.push(line, NEWLINE_BYTES);
  return Buffer.concat(parts);
}

/** Splits a byte stream into lines (without `\n` and a trailing `\r`); empty lines are skipped. */
export class LineReader {
  private parts: Buffer[] = [];
  private kept = 0;
  /** Dropping the rest of a line over the limit, up to its newline. */
  private skipping = false;
  /** The current line: being passed on as it arrives (`true`), held to its newline (`false`), or not decided yet. */
  private passing: boolean | undefined;

  /**
   * @param onLine - called with each complete line, in order
   * @param onOverflow - called once per line over `maxLineBytes`, with its first bytes (up to 64 KiB), as soon as it
   *   passes the limit, and whether the line was being passed on (its bytes so far then end with a newline passed
   *   after them); the line is not emitted
   * @param maxLineBytes - the longest line emitted, in bytes (default {@link MAX_MESSAGE_BYTES})
   * @param passThrough - when given, lines it allows are passed on as they arrive ({@link PassThrough})
   */
  constructor(
    private readonly onLine: (line: Buffer) => void,
    private readonly onOverflow: (head: Buffer, limit: number, passed: boolean) => void = () => {},
    readonly maxLineBytes: number = MAX_MESSAGE_BYTES,
    private readonly passThrough?: PassThrough,
  ) {}

  /** Takes the next chunk; calls `onLine` for every line it completes, in order (and `onOverflow` for one too long). */
  push(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE, start); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const from = start;
      const tail = chunk.subarray(from, end);
      start = end + 1;
      if (this.skipping) {
        this.skipping = false;
        continue;
      }
      const passing = this.passing === true;
      if (!this.keep(tail, false)) continue;
      if (passing) this.passThrough?.pass(chunk.subarray(from, start));
      this.end(this.parts.length === 0 ? tail : Buffer.concat([...this.parts, tail]), passing);
    }
    if (start >= chunk.length || this.skipping) return;
    const rest = chunk.subarray(start);
    if (!this.keep(rest, true)) return;
    if (this.passing === true) this.passThrough?.pass(rest);
    else if (this.passing === undefined) this.decide();
  }

  /** Emits what is left after the last newline (the stream ended without one). */
  flush(): void {
    this.skipping = false;
    if (this.parts.length === 0) return;
    const passing = this.passing === true;
    if (passing) this.passThrough?.pass(NEWLINE_BYTES);
    this.end(Buffer.concat(this.parts), passing);
  }

  /** Asks `decide` about the line kept so far (its first {@link LEAD_BYTES}); when it says pass, passes what is kept. */
  private decide(): void {
    if (this.passThrough === undefined) return void (this.passing = false);
    const head = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts, Math.min(this.kept, LEAD_BYTES));
    const verdict = this.passThrough.decide(head.subarray(0, LEAD_BYTES));
    if (verdict === undefined && this.kept < LEAD_BYTES) return;
    this.passing = verdict === true;
    if (this.passing) for (const part of this.parts) this.passThrough.pass(part);
  }

  /** The line ended: emitted whole, or (passed on) handed to `passed`; the next line starts undecided. */
  private end(bytes: Buffer, passed: boolean): void {
    this.parts = [];
    this.kept = 0;
    this.passing = undefined;
    const length = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
    if (length === 0) return;
    const line = length === bytes.length ? bytes : bytes.subarray(0, length);
    if (passed) this.passThrough?.passed(line);
    else this.onLine(line);
  }

  /** Whether `part` still fits the line; when not, reports the overflow and starts dropping. `store`: keep it. */
  private keep(part: Buffer, store: boolean): boolean {
    if (this.kept + part.length > this.maxLineBytes) {
      const first: Buffer[] = [];
      let length = 0;
      for (const kept of [...this.parts, part]) {
        if (length >= HEAD_BYTES) break;
        first.push(kept.subarray(0, HEAD_BYTES - length));
        length += Math.min(kept.length, HEAD_BYTES - length);
      }
      const head = Buffer.concat(first);
      const passed = this.passing === true;
      this.parts = [];
      this.kept = 0;
      this.passing = undefined;
      this.skipping = store; // a line ended in this chunk is over: nothing left to drop
      if (passed) this.passThrough?.pass(NEWLINE_BYTES); // what was passed ends here, a line the reader drops
      this.onOverflow(head, this.maxLineBytes, passed);
      return false;
    }
    if (store) {
      this.parts.push(part);
      this.kept += part.length;
    }
    return true;
  }
}
