import { type Style } from "../style.js";
import type { Change, DiffReport } from "./compare.js";
import type { Reason } from "./side.js";
/** `inputSchema at /properties/x: code: detail`. */
export declare function reasonText(reason: Reason): string;
/**
 * The mark and text of one change for `host` (the host id the report names, e.g. `claude-code`), e.g.
 * `✗ tool "x": kept → dropped by cursor (the tool: tool-name: …)` or `- tool "y": kept → removed from the server`.
 */
export declare function changeText(change: Change, host: string): {
    readonly mark: "✗" | "!" | "✓" | "+" | "-";
    readonly text: string;
};
/**
 * The whole human report, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link DiffReport} of `compareSides`
 * @param style - `COLOUR` or `PLAIN` (default)
 * @param width - the terminal width (default 100): every line is wrapped to it
 * @returns the text for stdout (shape: docs/doctor.md, "Over time: mcp-wire diff")
 */
export declare function diffHumanReport(report: DiffReport, style?: Style, width?: number): string;
/** `no regression at --fail-on tool (10 hosts)` or `2 regressions at --fail-on tool: claude-code, cursor`. */
export declare function verdictLine(report: DiffReport, style?: Style): string;
//# sourceMappingURL=report-human.d.ts.map