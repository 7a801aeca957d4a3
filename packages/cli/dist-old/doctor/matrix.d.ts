/**
 * The table of doctor's human report — one row per tool schema, a column for the MCP rules and one per host —
 * laid out to fit the terminal width. In order, the first layout that fits:
 * 1. full: host ids as headers, each cell `✓` or `✗ <first code> +N`;
 * 2. compact: short host headers ({@link HOST_LABELS}, named in the legend line under the table), cells `✓` / `✗`
 *    (the codes are in the failures section), `in` / `out` for the schema;
 * 3. compact with tool names cut (ending in `…`) to what the width leaves them (at least 12 columns);
 * 4. split: the host columns in as many tables as needed, each repeating the tool, schema and mcp columns.
 * At most `MAX_ROWS` tool schemas are shown; a line under the table counts the rest.
 */
import { type Style } from "../style.js";
import type { DoctorReport } from "./report.js";
/**
 * Short column headers of the hosts; a host without one here is shown by its id. A legend under a table with
 * short headers names each host.
 */
export declare const HOST_LABELS: Readonly<Record<string, string>>;
/**
 * The issues a cell shows of one verdict: all of them when it fails, none when it passes (a passing verdict may hold
 * findings of blast `none`, such as `unreadable-tool` for a host that keeps the tool: they are no failure).
 */
export declare const failing: (verdict: {
    readonly status: "pass" | "fail";
    readonly issues: readonly {
        code: string;
    }[];
} | undefined) => readonly {
    code: string;
}[];
/** A full table cell: `✓`, or `✗ <first code>` with `+N` when N more distinct codes follow. */
export declare function cell(issues: readonly {
    code: string;
}[]): string;
/**
 * The table lines, at most `width` columns wide (see the module comment for the layouts tried).
 * @param report - the {@link DoctorReport}
 * @param style - colours (`PLAIN` by default)
 * @param width - the terminal width (default 100)
 * @returns the lines: a table, or several separated by an empty line, then an empty line and the legend: what the
 *   `mcp` column holds the schemas to (`mcp=the MCP Tool type at <revision>`, the negotiated one), then the short
 *   host headers when they are used (`; hosts: cc=claude-code, …`); `[]` when there is no row (no tool schema)
 */
export declare function tableLines(report: DoctorReport, style?: Style, width?: number): string[];
/** One table row: a tool schema, its tool's name (escaped) and per host the failing issues shown in its cell. */
export interface TableRow {
    readonly name: string;
    readonly schema: DoctorReport["tools"][number]["schemas"][number];
    readonly issues: readonly (readonly {
        code: string;
    }[])[];
}
/**
 * The first `MAX_ROWS` tool schemas of the report as table rows (a tool-wide verdict — its name, … — is shown in
 * the tool's first row), and how many schemas are left out.
 */
export declare function tableRows(report: DoctorReport): {
    readonly rows: readonly TableRow[];
    readonly more: number;
};
//# sourceMappingURL=matrix.d.ts.map