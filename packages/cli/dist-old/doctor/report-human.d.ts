import { type Blast } from "@mcp-wire/hosts";
import type { DoctorReport, FixVerdict } from "./report.js";
import { type Style } from "../style.js";
/** What a fix line needs of the report: the versions and the evidence doctor judged at. */
type Judged = Pick<DoctorReport, "hostVersions" | "evidence">;
/** What a host's verdict costs, in the user's words. */
export declare const BLAST_TEXT: Readonly<Record<Blast, string>>;
/**
 * The fix line of a failing host verdict: the projection `mcp-wire proxy --host <host>` serves (at the version doctor
 * judged the host at), whether it is kept, and for a product the releases it holds for ({@link heldFor}).
 */
export declare function fixText(host: string, fix: FixVerdict, judged: Judged): string;
/** The fix line of a schema that breaks the MCP rules. */
export declare const MCP_FIX = "fix: change the server (the tool breaks the MCP Tool type of the negotiated revision); a host fix below serves a same-meaning form where one exists";
/** The fix line of a failing verdict on a tool as a whole (its name, its size, its depth): no projection changes those. */
export declare const TOOL_FIX = "fix: change the tool (a projection rewrites only its schemas)";
/**
 * The failures section, grouped: identical failures (same host — or the MCP rules —, same issues: path, code
 * and message, and the same fix) are shown once, under the list of the tool schemas they affect; failures
 * affecting the same schemas share one heading. Headings are in order of first appearance (tools/list
 * order, then `hosts` order): `echo inputSchema` for one schema, `16 schemas: echo inputSchema, …` for more.
 * Tool names are cut as everywhere (`shownName`), paths as `shownPath` cuts them; issue rows are wrapped to `width`
 * with continuation lines aligned (`pad`).
 * @param width - the terminal width (default 100)
 * @returns one block of lines per heading; `[]` when nothing fails
 */
export declare function failureBlocks(report: DoctorReport, style?: Style, width?: number): string[][];
/**
 * The at-risk section, grouped as {@link failureBlocks}: per tool schema (or tool) and host, the findings of contested
 * facts that do not count, with both sides' sources.
 * @returns one block of lines per heading; `[]` when nothing is at risk
 */
export declare function riskBlocks(report: DoctorReport, style?: Style, width?: number): string[][];
/** The summary line, e.g. `14 tools × 8 hosts: 0 pass, 14 fail (2020-12-only 14); 1 call, 1 elicitation (0 invalid at 2025-11-25)`. */
export declare function summaryLine(report: DoctorReport, style?: Style): string;
/**
 * The whole human report, newline-terminated: header, what each host keeps and the next step, table, problems of tools/list as a whole, failures
 * (grouped, see {@link failureBlocks}),
 * calls, summary (blank lines between). Pure; reads only `report`.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @param style - `COLOUR` or `PLAIN` (default)
 * @param width - the terminal width (default 100): no line is wider (the table is laid out to fit, see
 *   `tableLines`; every other line is wrapped)
 * @returns the text for stdout (shape: docs/doctor.md, "Read the table")
 */
export declare function doctorHumanReport(report: DoctorReport, style?: Style, width?: number): string;
/** The line about skipped stdout lines, or `undefined` when none was skipped. */
export declare function skippedLine(report: DoctorReport): string | undefined;
/**
 * The blocks after the table: problems of tools/list as a whole, the failures (grouped, see
 * {@link failureBlocks}), what is at risk ({@link riskBlocks}) and the calls; each block one string of lines, their issue rows wrapped to `width` with
 * aligned continuation lines (the other lines not yet fitted to a width).
 * @param width - the terminal width (default 100)
 */
export declare function detailBlocks(report: DoctorReport, style?: Style, width?: number): string[];
export {};
//# sourceMappingURL=report-human.d.ts.map