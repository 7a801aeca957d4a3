/**
 * Fitting human output to the terminal: the width to fit (the stream's `columns`, else `COLUMNS`, else 100) and
 * one wrapper that breaks any longer line at spaces (a word longer than the width is cut), continuation lines
 * indented two more spaces than the line they continue. SGR escape codes (the report's own colours) take no
 * room. Widths count code points; text from servers is escaped before (see `terminal-text.ts`), so it holds no
 * control characters.
 *
 * Source: POSIX `COLUMNS` environment variable (XBD 8.3); Node.js `tty.WriteStream.columns`; ECMA-48 SGR.
 */
import { escapeControls } from "./terminal-text.js";
/** The width used when neither the stream nor `COLUMNS` tells one. */
export const DEFAULT_WIDTH = 100;
/** The narrowest width honoured: below it, lines are fitted to this many columns. */
export const MIN_WIDTH = 40;
const SGR = /\u001b\[[0-9;]*m/g;
/**
 * The width to fit human output to.
 * @param columns - the output stream's `columns` (a terminal's width), when known
 * @param env - the environment (`COLUMNS`)
 * @returns a positive `columns`, else a positive integer `COLUMNS`, else {@link DEFAULT_WIDTH}; never below
 *   {@link MIN_WIDTH}
 */
export function terminalWidth(columns, env) {
    const fromEnv = Number(env["COLUMNS"]);
    const width = Number.isInteger(columns) && (columns ?? 0) > 0 ? columns : Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_WIDTH;
    return Math.max(width, MIN_WIDTH);
}
/** The columns `text` takes: its code points, SGR codes left out. */
export function visibleWidth(text) {
    let n = 0;
    for (const _ of text.replace(SGR, ""))
        n++;
    return n;
}
/** `text` cut to `width` visible columns, ending in `…` when cut (SGR codes kept whole). */
export function clipVisible(text, width) {
    if (visibleWidth(text) <= width)
        return text;
    const [head] = splitVisible(text, Math.max(width - 1, 0));
    return `${head}…`;
}
/** An SGR code starting exactly at `lastIndex` (sticky: never scans ahead). */
const SGR_AT = /\u001b\[[0-9;]*m/y;
/** Splits after `width` visible code points; an SGR code is never split. Reads only the head it returns. */
function splitVisible(text, width) {
    let seen = 0;
    let i = 0;
    while (i < text.length && seen < width) {
        SGR_AT.lastIndex = i;
        const code = text.startsWith("\u001b[", i) ? SGR_AT.exec(text) : null;
        if (code) {
            i += code[0].length;
            continue;
        }
        i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
        seen++;
    }
    return [text.slice(0, i), text.slice(i)];
}
/**
 * One line as lines of at most `width` visible columns: broken at spaces, continuation lines indented by `hang`
 * spaces (default: the line's own indent plus two), at most half the width; a word that does not fit is cut (after
 * its last `/` that fits, when that keeps at least half the room).
 * Linear in the line's length (a 50 MB word is cut in one pass: each width is measured once).
 * @param hang - the indent of continuation lines, e.g. the column a table row's last cell starts at
 * @returns `[line]` when it fits
 */
export function wrapLine(line, width, hang) {
    if (visibleWidth(line) <= width)
        return [line];
    const indent = /^ */.exec(line)?.[0] ?? "";
    const next = " ".repeat(Math.min(hang ?? indent.length + 2, Math.floor(width / 2)));
    const words = line.slice(indent.length).split(" ");
    const out = [];
    let current = indent;
    let used = indent.length;
    let empty = true;
    const flush = () => {
        out.push(current.replace(/ +$/, ""));
        current = next;
        used = next.length;
        empty = true;
    };
    const add = (text, size) => {
        current += (empty ? "" : " ") + text;
        used += (empty ? 0 : 1) + size;
        empty = false;
    };
    for (let word of words) {
        let size = visibleWidth(word);
        if (!empty && used + 1 + size > width)
            flush();
        while (used + (empty ? 0 : 1) + size > width) {
            const room = Math.max(width - used - (empty ? 0 : 1), 1);
            const [cut, after] = splitVisible(word, room);
            // a path or a keyword list (a/b/c) is cut after its last slash that fits, when that keeps half the room
            const slash = cut.lastIndexOf("/") + 1;
            const [head, rest] = slash * 2 >= room && slash < cut.length ? [cut.slice(0, slash), word.slice(slash)] : [cut, after];
            const taken = visibleWidth(head);
            add(head, taken);
            word = rest;
            size -= taken;
            flush();
        }
        add(word, size);
    }
    if (!empty)
        out.push(current);
    return out;
}
/** Every line of `text` fitted with {@link wrapLine}; line breaks kept. */
export function fitText(text, width) {
    return text.split("\n").flatMap((line) => wrapLine(line, width)).join("\n");
}
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
export function errorText(message, stream, env, tail = []) {
    return `${fitText([`mcp-wire: ${escapeControls(message)}`, ...tail].join("\n"), terminalWidth(stream.columns, env))}\n`;
}
//# sourceMappingURL=layout.js.map