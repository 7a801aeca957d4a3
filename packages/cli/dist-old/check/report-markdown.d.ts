import type { CheckReport } from "./report.js";
/**
 * The Markdown report, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link CheckReport}
 * @param width - the widest details line (`terminalWidth`; default 100); table rows are not wrapped
 * @returns GitHub-flavoured Markdown: heading, table (`file | subject | revision | status | issues`), details
 */
export declare function checkMarkdownReport(report: CheckReport, width?: number): string;
//# sourceMappingURL=report-markdown.d.ts.map