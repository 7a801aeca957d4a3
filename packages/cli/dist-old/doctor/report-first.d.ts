import { type Style } from "../style.js";
import type { DoctorReport } from "./report.js";
/**
 * `host@version` for a product host doctor judged at a version (`claude-code@2.1.328`, `cursor@latest`;
 * `'gemini@*'` quoted, so a shell does not expand it), else `host`: what `proxy --host` takes.
 */
export declare function hostArgument(host: string, versions: DoctorReport["hostVersions"]): string;
/**
 * What the header says of the product versions and the evidence: `judged at claude-code@2.1.328, cursor@latest`
 * (every selected product host, as `hostVersions` gives) and `contested facts count` at `--evidence contested`,
 * each through `sentence`; `""` when there is neither (no product host, a report made before `hostVersions`).
 */
export declare function judgedAt(report: Pick<DoctorReport, "hostVersions" | "evidence">, sentence: (text: string) => string): string;
/**
 * `--host <host>[@<version>]` as doctor judged the host, and ` --evidence contested` when contested facts counted: the
 * proxy arguments that serve the form doctor checked.
 */
export declare function proxyHost(host: string, report: Pick<DoctorReport, "hostVersions" | "evidence">): string;
/**
 * The SDK call that serves the forms doctor checked: `publishToolSchemas(server, { hosts: "auto" })`, with
 * `evidence: "contested"` when contested facts counted.
 */
export declare function publishCall(report: Pick<DoctorReport, "evidence">): string;
/** The proxy command for `host` (at the version doctor judged it at) in front of the server doctor checked. */
export declare function proxyCommand(host: string, report: Pick<DoctorReport, "server" | "hostVersions" | "evidence">): string;
/** One part of what a host loses, and how the human report colours it (`red`: tools or the list lost, `yellow`: less). */
export interface Loss {
    readonly text: string;
    readonly tone: "red" | "yellow";
}
/** What one selected host keeps and loses, and its next step: the first screen's line, as data. */
export interface HostFirst {
    readonly host: string;
    readonly toolsKept: number;
    readonly tools: number;
    readonly toolsLost: number;
    /** `because of tool "x" (code)` (`tools "x", "y" (code)`, `and N more`) when the host loses the whole list, else `null`. */
    readonly listLost: string | null;
    /** What it loses, worst first (the list, every request, tools dropped, results rejected, misreadings, caps). */
    readonly losses: readonly Loss[];
    /** The next step without `next: `, or `null` when nothing is lost. */
    readonly next: string | null;
    /**
     * Per contested fact that does not count, what it would cost and both sides' first sources, without `at risk: `
     * (`would reject the results of 1 ("x") (code; for a/b#1; against c/d#2)`); `[]` when none.
     */
    readonly atRisk: readonly string[];
}
/**
 * Per selected host (with a summary in the report), what it keeps and loses and the next step. Every text from the
 * server is escaped (`escapeControls`).
 */
export declare function hostFirsts(report: DoctorReport): HostFirst[];
/**
 * The first block of the human report: one line per selected host (what it keeps and loses), then its next step,
 * then what each contested fact that does not count would cost (`at risk:`, with both sides' first sources).
 * @returns the lines (not yet fitted to a width; the report wraps them)
 */
export declare function hostLines(report: DoctorReport, style?: Style): string[];
//# sourceMappingURL=report-first.d.ts.map