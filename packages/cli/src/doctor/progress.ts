/**
 * The progress line of doctor on stderr (`⋯ starting node server.js`, `⋯ listing tools (page 2)`), rewritten
 * in place with `\r` and erased (ECMA-48 EL, `ESC [2K`) when done. Only on a terminal that is not `TERM=dumb`.
 */
import type { OutputStream } from "../io.js";
import { isSmartTerminal } from "../style.js";

/** A progress line; does nothing when `stream.isTTY` is not `true` or `TERM` is `dumb`. */
export class Progress {
  private shown = false;
  private readonly enabled: boolean;
  constructor(private readonly stream: OutputStream, env: Readonly<Record<string, string | undefined>> = {}) {
    this.enabled = isSmartTerminal(stream.isTTY, env);
  }
  /** Replaces the line with `⋯ <text>…`. */
  readonly update = (text: string): void => {
    if (!this.enabled) return;
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
