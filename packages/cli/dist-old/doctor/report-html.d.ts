/**
 * `doctor --format html`: the report as one self-contained HTML page (inline style, one small inline script, no
 * network; readable without JavaScript): a heading naming the server and the verdict, the summary line, the host
 * summary (one row per selected host: the human report's first screen, `hostFirsts`), the revisions checked when
 * the human report shows them (`revisionRows`: one row per revision, the findings that change between them), filters by host and by blast
 * (shown only when the script runs), the matrix (one row per tool schema, `✓` or `✗ code` as in the other formats),
 * each failing cell opening its issues in a `<details>` (path, code, layer, blast, message, source, the fix line),
 * and the failures and calls as text. Every piece of server text is escaped ({@link htmlText}).
 *
 * Source: WHATWG HTML Living Standard (`<details>`, `hidden`, `<meta http-equiv="Content-Security-Policy">`).
 */
import { type Blast } from "@mcp-wire/hosts";
import type { DoctorReport } from "./report.js";
/**
 * The HTML report: one self-contained page, newline-terminated. Pure; reads only `report`.
 * @param report - the {@link DoctorReport} of `doctor()`
 * @param failOn - the run's `--fail-on` threshold (default `tool`): the heading's verdict is the exit code's
 *   ({@link verdictText})
 * @returns the HTML document (shape: docs/doctor.md, "HTML report")
 */
export declare function doctorHtmlReport(report: DoctorReport, failOn?: Blast): string;
//# sourceMappingURL=report-html.d.ts.map