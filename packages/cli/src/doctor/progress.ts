/**
 * The progress line of doctor on stderr (`⋯ starting node server.js`, `⋯ listing tools (page 2)`), rewritten
 * in place with `\r` and erased (ECMA-48 EL, `ESC [2K`) when done. Only on a terminal.
 */
import type { OutputStream } from "../run.js";

/** A progress line; does nothing when `stream.isTTY` is not `true`. */
export class Progress {
  private shown = false;
  constructor(private readonly stream: OutputStream) {}
  /** Replaces the line with `⋯ <text>…`. */
  readonly update = (text: string): void => {
    if (this.stream.isTTY !== true) return;
    this.stream.write(`\r\u001b[2K⋯ ${text}…`);
    this.shown = true;
  };
  /** Erases the line (if one is shown). */
  readonly done = (): void => {
    if (!this.shown) return;
    this.stream.write("\r\u001b[2K");
    this.shown = false;
  };
}
