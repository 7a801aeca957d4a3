/**
 * The `revisions` section of the reports (human, after the first lines; Markdown and HTML, after the host summary):
 * per revision checked, whether the server speaks it and whether the tool list loads there, then the findings that
 * are not at every spoken revision — what changes between them — as `tool  path  code  message` rows. Absent when
 * the report has no `revisions`. {@link revisionRows} is the section's data, shared by every format; each escapes it
 * for its own output.
 */
import { pad, shownPath } from "./columns.js";
import { changedFindings } from "./revisions.js";
import { PLAIN } from "../style.js";
import { escapeControls as esc, shownName } from "../terminal-text.js";
/** One revision's verdict, in words (raw server text). */
function verdictText(r) {
    if (!r.spoken) {
        const answered = r.answered.length > 0 ? `answered ${r.answered.join(", ")}` : (r.error ?? "no answer");
        return `not spoken (${answered})`;
    }
    const count = r.findings.length;
    if (r.listLoads === true)
        return `loads the list (${r.tools ?? 0} tool${r.tools === 1 ? "" : "s"})`;
    const why = count > 0 ? `${count} finding${count === 1 ? "" : "s"}` : (r.error ?? "listing failed");
    return `loses the whole list (${why})`;
}
/**
 * The section's data: one row per revision checked, in the report's order; `[]` when the report has no `revisions`.
 * @param report - the {@link DoctorReport} of `doctor()`
 */
export function revisionRows(report) {
    const revisions = report.revisions ?? [];
    return revisions.map((r) => ({ revision: r.revision, via: r.via, verdict: verdictText(r), loads: r.spoken ? r.listLoads : null, changed: changedFindings(r, revisions) }));
}
/**
 * Where a finding is: `tools/list` (`tools/list page 2` past the first page) for a result finding, else the tool's
 * name as `name` shows it (each format passes its own escaping).
 */
export function findingPlace(f, name) {
    return f.tool === null ? `tools/list${f.page === undefined || f.page === 1 ? "" : ` page ${f.page}`}` : name(f.tool);
}
/**
 * The human section's lines, or `[]` when the report has no `revisions`.
 * @param width - the terminal width the rows are fitted to
 */
export function revisionLines(report, style = PLAIN, width = 100) {
    const rows = revisionRows(report);
    if (rows.length === 0)
        return [];
    const lines = [style.bold("revisions")];
    const heads = pad(rows.map((r) => [r.revision, r.via, esc(r.verdict)]), "  ", [], undefined, width);
    rows.forEach((r, i) => {
        lines.push(heads[i] ?? "");
        if (r.changed.length > 0)
            lines.push(...pad(r.changed.map((f) => [findingPlace(f, shownName), shownPath(f.path), f.code, esc(f.message)]), "    ", [(t) => t, (t) => t, style.red], undefined, width));
    });
    return lines;
}
//# sourceMappingURL=report-revisions.js.map