/**
 * The human report's `revisions` section (after the first lines): per revision checked, whether the server speaks
 * it and whether the tool list loads there, then the findings that are not at every spoken revision — what changes
 * between them — as `tool  path  code  message` rows. Absent when the report has no `revisions`.
 */
import { pad, shownPath } from "./columns.js";
import type { DoctorReport, RevisionFinding, RevisionReport } from "./report.js";
import { changedFindings } from "./revisions.js";
import { PLAIN, type Style } from "../style.js";
import { escapeControls as esc, shownName } from "../terminal-text.js";

/** One revision's verdict, in words: `loads the list (2 tools)`, `loses the whole list (1 finding)`, `not spoken (answered 2025-11-25)`. */
function verdictText(r: RevisionReport): string {
  if (!r.spoken) {
    const answered = r.answered.length > 0 ? `answered ${r.answered.map(esc).join(", ")}` : (r.error === null ? "no answer" : esc(r.error));
    return `not spoken (${answered})`;
  }
  const count = r.findings.length;
  if (r.listLoads === true) return `loads the list (${r.tools ?? 0} tool${r.tools === 1 ? "" : "s"})`;
  const why = count > 0 ? `${count} finding${count === 1 ? "" : "s"}` : esc(r.error ?? "listing failed");
  return `loses the whole list (${why})`;
}

const where = (f: RevisionFinding) => (f.tool === null ? `tools/list${f.page === undefined || f.page === 1 ? "" : ` page ${f.page}`}` : shownName(f.tool));

/**
 * The section's lines, or `[]` when the report has no `revisions`.
 * @param width - the terminal width the rows are fitted to
 */
export function revisionLines(report: DoctorReport, style: Style = PLAIN, width = 100): string[] {
  const revisions = report.revisions;
  if (revisions === undefined || revisions.length === 0) return [];
  const lines = [style.bold("revisions")];
  const heads = pad(revisions.map((r) => [r.revision, r.via, verdictText(r)]), "  ", [], undefined, width);
  revisions.forEach((r, i) => {
    lines.push(heads[i] ?? "");
    const changed = changedFindings(r, revisions);
    if (changed.length > 0) lines.push(...pad(changed.map((f) => [where(f), shownPath(f.path), f.code, esc(f.message)]), "    ", [(t) => t, (t) => t, style.red], undefined, width));
  });
  return lines;
}
