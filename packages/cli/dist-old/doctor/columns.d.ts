/** The mark of a passing cell. */
export declare const PASS = "\u2713";
/** The mark of a failing cell (followed by the first diagnostic code, and `+N` for N more codes, when there is room). */
export declare const FAIL = "\u2717";
/** The widest a column is padded to: a longer cell (a long tool name) overflows its own line only. */
export declare const MAX_COLUMN_WIDTH = 60;
/**
 * The most rows a human or Markdown report of doctor prints in one list: tool schemas in the table, failure (and
 * at-risk) headings, tool schemas named under one heading. The rest is counted (`… and N more tool schemas`), so the
 * report of a 100,000-tool list stays readable and bounded; `--format json` keeps every row. The largest captured
 * server lists 72 tools (144 schemas at most), so a normal server's report is whole.
 */
export declare const MAX_ROWS = 200;
/** `… and N more <what>` for the `n` rows past {@link MAX_ROWS} (`""` when none), e.g. `… and 99800 more tool schemas`. */
export declare const moreRows: (n: number, what?: string) => string;
/** The most columns of a JSON Pointer a human output shows, as many as of a name (`MAX_SHOWN_NAME`). */
export declare const MAX_SHOWN_PATH = 40;
/**
 * A JSON Pointer as every human output of the CLI shows it: the root `""` named `the root`, as error messages name
 * it (`shownPath` of `@mcp-wire/core`), any other pointer escaped for the terminal and, when longer than
 * {@link MAX_SHOWN_PATH} columns, cut to that many ending in `…` (as the table cuts tool names: `clipVisible`).
 * The machine formats (`--format json`, `--save`) keep the exact pointer (`""` for the root).
 */
export declare const shownPath: (path: string) => string;
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
export declare function pad(rows: readonly (readonly string[])[], indent: string, styles?: readonly ((text: string) => string)[], cellStyle?: CellStyle, width?: number): string[];
//# sourceMappingURL=columns.d.ts.map