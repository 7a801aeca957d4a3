/** The width used when neither the stream nor `COLUMNS` tells one. */
export declare const DEFAULT_WIDTH = 100;
/** The narrowest width honoured: below it, lines are fitted to this many columns. */
export declare const MIN_WIDTH = 40;
/**
 * The width to fit human output to.
 * @param columns - the output stream's `columns` (a terminal's width), when known
 * @param env - the environment (`COLUMNS`)
 * @returns a positive `columns`, else a positive integer `COLUMNS`, else {@link DEFAULT_WIDTH}; never below
 *   {@link MIN_WIDTH}
 */
export declare function terminalWidth(columns: number | undefined, env: Readonly<Record<string, string | undefined>>): number;
/** The columns `text` takes: its code points, SGR codes left out. */
export declare function visibleWidth(text: string): number;
/** `text` cut to `width` visible columns, ending in `…` when cut (SGR codes kept whole). */
export declare function clipVisible(text: string, width: number): string;
/**
 * One line as lines of at most `width` visible columns: broken at spaces, continuation lines indented by `hang`
 * spaces (default: the line's own indent plus two), at most half the width; a word that does not fit is cut (after
 * its last `/` that fits, when that keeps at least half the room).
 * Linear in the line's length (a 50 MB word is cut in one pass: each width is measured once).
 * @param hang - the indent of continuation lines, e.g. the column a table row's last cell starts at
 * @returns `[line]` when it fits
 */
export declare function wrapLine(line: string, width: number, hang?: number): string[];
/** Every line of `text` fitted with {@link wrapLine}; line breaks kept. */
export declare function fitText(text: string, width: number): string;
/**
 * The stderr text of every exit-2 error of the CLI (`check`, `doctor`, `diff`, `proxy` usage and load errors):
 * `mcp-wire: <message>` with the message's control characters escaped, then `tail` (lines already escaped, such as
 * doctor's server stderr tail), every line fitted to the stream's width like the reports ({@link terminalWidth},
 * {@link wrapLine}: continuation lines indented two spaces).
 * @param message - the error's one-line message (a `CliError`'s, a `DoctorError`'s, …)
 * @param stream - the stream it goes to (its `columns` when it is a terminal)
 * @param env - the environment (`COLUMNS`)
 * @param tail - further lines, escaped by the caller
 * @returns the text, newline-terminated; never throws
 */
export declare function errorText(message: string, stream: {
    readonly columns?: number;
}, env: Readonly<Record<string, string | undefined>>, tail?: readonly string[]): string;
//# sourceMappingURL=layout.d.ts.map