/**
 * Aligned columns for doctor's human report, and the marks of its cells.
 */
import { escapeControls as esc } from "../terminal-text.js";
import { clipVisible, visibleWidth, wrapLine } from "../layout.js";
import { shownPath as corePath } from "@mcp-wire/core";
/** The mark of a passing cell. */
export const PASS = "✓";
/** The mark of a failing cell (followed by the first diagnostic code, and `+N` for N more codes, when there is room). */
export const FAIL = "✗";
/** The widest a column is padded to: a longer cell (a long tool name) overflows its own line only. */
export const MAX_COLUMN_WIDTH = 60;
/** The most columns of a JSON Pointer a human output shows, as many as of a name (`MAX_SHOWN_NAME`). */
export const MAX_SHOWN_PATH = 40;
/**
 * A JSON Pointer as every human output of the CLI shows it: the root `""` named `the root`, as error messages name
 * it (`shownPath` of `@mcp-wire/core`), any other pointer escaped for the terminal and, when longer than
 * {@link MAX_SHOWN_PATH} columns, cut to that many ending in `…` (as the table cuts tool names: `clipVisible`).
 * The machine formats (`--format json`, `--save`) keep the exact pointer (`""` for the root).
 */
export const shownPath = (path) => (path === "" ? corePath(path) : clipVisible(esc(path), MAX_SHOWN_PATH));
/**
 * Aligned columns, two spaces apart, each at most {@link MAX_COLUMN_WIDTH} wide; `styles` (per column) or
 * `cellStyle` apply after padding, so escape codes never break alignment. Trailing spaces are dropped.
 * With a `width`, a row wider than it is wrapped at spaces of its last cell (`wrapLine`): continuation lines start
 * at the column the last cell starts at, so they align with it; when that column is past half the width, the last
 * cell goes on the lines under the row, indented two more spaces than `indent`.
 * @returns one line per row (more for a wrapped row), each starting with `indent`
 */
export function pad(rows, indent, styles = [], cellStyle, width) {
    const widths = [];
    for (const row of rows)
        row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, Math.min(visibleWidth(cell), MAX_COLUMN_WIDTH))));
    return rows.flatMap((row) => {
        const last = row.length - 1;
        const cells = row.map((cell, i) => {
            const padded = i === last ? cell : cell + " ".repeat(Math.max(0, (widths[i] ?? 0) - visibleWidth(cell)));
            return cellStyle ? cellStyle(padded, cell, i) : (styles[i] ?? ((t) => t))(padded);
        });
        const line = indent + cells.join("  ").replace(/ +$/, "");
        if (width === undefined || last < 1 || visibleWidth(line) <= width)
            return [line];
        const head = indent + cells.slice(0, last).join("  ");
        const start = visibleWidth(head) + 2;
        if (start <= Math.floor(width / 2))
            return wrapLine(line, width, start);
        const under = " ".repeat(indent.length + 2);
        return [head.replace(/ +$/, ""), ...wrapLine(under + (cells[last] ?? ""), width, under.length)];
    });
}
