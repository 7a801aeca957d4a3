import type { DiffReport } from "./compare.js";
/**
 * The Markdown report, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link DiffReport} of `compareSides`
 * @param width - the widest prose and details line (`terminalWidth`; default 100); table rows are not wrapped
 * @returns GitHub-flavoured Markdown (shape: docs/doctor.md, "Over time: mcp-wire diff")
 */
export declare function diffMarkdownReport(report: DiffReport, width?: number): string;
//# sourceMappingURL=report-markdown.d.ts.map