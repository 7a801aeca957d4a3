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

/**
 * The most rows a human or Markdown report of doctor prints in one list: tool schemas in the table, failure (and
 * at-risk) headings, tool schemas named under one heading. The rest is counted (`… and N more tool schemas`), so the
 * report of a 100,000-tool list stays readable and bounded; `--format json` keeps every row. The largest captured
 * server lists 72 tools (144 schemas at most), so a normal server's report is whole.
 */
export const MAX_ROWS = 200;

/** `… and N more <what>` for the `n` rows past {@link MAX_ROWS} (`""` when none), e.g. `… and 99800 more tool schemas`. */
export const moreRows = (n: number, what = "") => (n > 0 ? `… and ${n} more${what === "" ? "" : ` ${what}`}` : "");

/** The most columns of a JSON Pointer a human output shows, as many as of a name (`MAX_SHOWN_NAME`). */
export const MAX_SHOWN_PATH = 48;

/** The most columns of a long pointer's end that {@link shownPath} keeps: its last tokens name the key a finding is about. */
export const SHOWN_PATH_END = 36;

/** Code units of a pointer's start and of its end read at most (a pointer of megabytes is never escaped whole). */
const PATH_READ = 1_000;

/**
 * A JSON Pointer as every human output of the CLI shows it: the root `""` named `the root`, as error messages name
 * it (`shownPath` of `@mcp-wire/core`), any other pointer escaped for the terminal and, when longer than
 * {@link MAX_SHOWN_PATH} columns, cut in the middle to that many: its start, `…`, then as many of its last reference
 * tokens as fit in {@link SHOWN_PATH_END} columns, at least the last one (its end when that one alone is longer), so
 * the key a finding names stays in sight (`/properties/delta_final…/alpha_section/format`). The machine formats
 * (`--format json`, `--save`) keep the exact pointer (`""` for the root).
 */
export function shownPath(path: string): string {
  if (path === "") return corePath(path);
  const long = path.length > 2 * PATH_READ;
  const points = [...esc(long ? path.slice(0, PATH_READ) : path)];
  if (!long && points.length <= MAX_SHOWN_PATH) return points.join("");
  const tail = [...esc(long ? path.slice(-PATH_READ) : path)];
  let from = tail.lastIndexOf("/");
  for (let at = from - 1; at >= 0 && tail.length - at <= SHOWN_PATH_END; at--) if (tail[at] === "/") from = at;
  const end = tail.slice(Math.max(from, tail.length - SHOWN_PATH_END));
  return `${points.slice(0, MAX_SHOWN_PATH - 1 - end.length).join("")}…${end.join("")}`;
}

/** Styles one cell after padding: `padded` is `raw` with the spaces that align it. */
export type CellStyle = (padded: string, raw: string, column: number) => string;

/**
 * Aligned columns, two spaces apart, each at most {@link MAX_COLUMN_WIDTH} wide; `styles` (per column) or
 * `cellStyle` apply after padding, so escape codes never break alignment. Trailing spaces are dropped.
 * With a `width`, a row wider than it is wrapped at spaces of its last cell (`wrapLine`): continuation lines start
 * at the column the last cell starts at, so they align with it; when that column is past half the width, the last
 * cell goes on the lines under the row, indented two more spaces than `indent`.
 * @returns one line per row (more for a wrapped row), each starting with `indent`
 */
export function pad(rows: readonly (readonly string[])[], indent: string, styles: readonly ((text: string) => string)[] = [], cellStyle?: CellStyle, width?: number): string[] {
  return padRows(rows, indent, styles, cellStyle, width).flat();
}

/**
 * {@link pad}'s lines kept per row: element `i` holds the lines of `rows[i]` (one, or more when it wraps), so a caller
 * can put other lines between the rows.
 */
export function padRows(rows: readonly (readonly string[])[], indent: string, styles: readonly ((text: string) => string)[] = [], cellStyle?: CellStyle, width?: number): string[][] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, Math.min(visibleWidth(cell), MAX_COLUMN_WIDTH))));
  return rows.map((row) => {
    const last = row.length - 1;
    const cells = row.map((cell, i) => {
      const padded = i === last ? cell : cell + " ".repeat(Math.max(0, (widths[i] ?? 0) - visibleWidth(cell)));
      return cellStyle ? cellStyle(padded, cell, i) : (styles[i] ?? ((t: string) => t))(padded);
    });
    const line = indent + cells.join("  ").replace(/ +$/, "");
    if (width === undefined || last < 1 || visibleWidth(line) <= width) return [line];
    const head = indent + cells.slice(0, last).join("  ");
    const start = visibleWidth(head) + 2;
    if (start <= Math.floor(width / 2)) return wrapLine(line, width, start);
    const under = " ".repeat(indent.length + 2);
    return [head.replace(/ +$/, ""), ...wrapLine(under + (cells[last] ?? ""), width, under.length)];
  });
}
