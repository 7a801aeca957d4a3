/**
 * The progress line of doctor on stderr (`⋯ starting node server.js`, `⋯ listing tools (page 2)`), rewritten
 * in place with `\r` and erased (ECMA-48 EL, `ESC [2K`) when done. Only on a terminal that is not `TERM=dumb`. The
 * line is cut to the terminal's width (`terminalWidth`, ending in `…`): a line the terminal wrapped would leave its
 * first rows behind, as `\r` returns to the last one only. Its text (a command line, a URL, a tool name) is escaped.
 */
import type { OutputStream } from "../io.js";
import { clipVisible, terminalWidth } from "../layout.js";
import { isSmartTerminal } from "../style.js";
import { escapeControls } from "../terminal-text.js";

/** A progress line; does nothing when `stream.isTTY` is not `true` or `TERM` is `dumb`. */
export class Progress {
  private shown = false;
  private readonly enabled: boolean;
  constructor(private readonly stream: OutputStream, private readonly env: Readonly<Record<string, string | undefined>> = {}) {
    this.enabled = isSmartTerminal(stream.isTTY, env);
  }
  /** Replaces the line with `⋯ <text>…`, escaped and cut to the terminal's width (read at each update: it may change). */
  readonly update = (text: string): void => {
    if (!this.enabled) return;
    this.stream.write(`\r\u001b[2K${clipVisible(`⋯ ${escapeControls(text)}…`, terminalWidth(this.stream.columns, this.env))}`);
    this.shown = true;
  };
  /** Erases the line (if one is shown). */
  readonly done = (): void => {
    if (!this.shown) return;
    this.stream.write("\r\u001b[2K");
    this.shown = false;
  };
}
