/**
 * Aligned columns for doctor's human report, and the marks of its cells.
 */
import { escapeControls as esc } from "../terminal-text.js";
import { visibleWidth } from "../layout.js";
import { shownPath as corePath } from "@mcp-wire/core";

/** The mark of a passing cell. */
export const PASS = "✓";
/** The mark of a failing cell (followed by the first diagnostic code, and `+N` for N more codes, when there is room). */
export const FAIL = "✗";

/**
 * A JSON Pointer as every human output of the CLI shows it: the root `""` named `the root`, as error messages name
 * it (`shownPath` of `@mcp-wire/core`), any other pointer whole, escaped for the terminal. The machine formats keep
 * the exact pointer (`""` for the root).
 */
export const shownPath = (path: string) => (path === "" ? corePath(path) : esc(path));

/** Styles one cell after padding: `padded` is `raw` with the spaces that align it. */
export type CellStyle = (padded: string, raw: string, column: number) => string;

/** The widest a column is padded to: a longer cell (a long path or tool name) overflows its own line only. */
export const MAX_COLUMN_WIDTH = 60;

/**
 * Aligned columns, two spaces apart, each at most {@link MAX_COLUMN_WIDTH} wide; `styles` (per column) or
 * `cellStyle` apply after padding, so escape codes never break alignment. Trailing spaces are dropped.
 * @returns one line per row, each starting with `indent`
 */
export function pad(rows: readonly (readonly string[])[], indent: string, styles: readonly ((text: string) => string)[] = [], cellStyle?: CellStyle): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, Math.min(visibleWidth(cell), MAX_COLUMN_WIDTH))));
  return rows.map((row) => {
    const last = row.length - 1;
    const cells = row.map((cell, i) => {
      const padded = i === last ? cell : cell + " ".repeat(Math.max(0, (widths[i] ?? 0) - visibleWidth(cell)));
      return cellStyle ? cellStyle(padded, cell, i) : (styles[i] ?? ((t: string) => t))(padded);
    });
    return indent + cells.join("  ").replace(/ +$/, "");
  });
}
