/**
 * The progress line of doctor on stderr (`⋯ starting node server.js`, `⋯ listing tools (page 2)`), rewritten
 * in place with `\r` and erased (ECMA-48 EL, `ESC [2K`) when done. Only on a terminal that is not `TERM=dumb`. The
 * line is cut to the terminal's width (`terminalWidth`, ending in `…`): a line the terminal wrapped would leave its
 * first rows behind, as `\r` returns to the last one only. Its text (a command line, a URL, a tool name) is escaped.
 */
import type { OutputStream } from "../io.js";
/** A progress line; does nothing when `stream.isTTY` is not `true` or `TERM` is `dumb`. */
export declare class Progress {
    private readonly stream;
    private readonly env;
    private shown;
    private readonly enabled;
    constructor(stream: OutputStream, env?: Readonly<Record<string, string | undefined>>);
    /** Replaces the line with `⋯ <text>…`, escaped and cut to the terminal's width (read at each update: it may change). */
    readonly update: (text: string) => void;
    /** Erases the line (if one is shown). */
    readonly done: () => void;
}
//# sourceMappingURL=progress.d.ts.map