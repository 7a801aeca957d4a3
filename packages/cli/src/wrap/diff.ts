/**
 * A unified diff of a file rewritten by a few local edits (wrap, unwrap): one hunk per run of adjacent edited lines, no
 * context lines, in the `diff -U0` form (`@@ -start,count +start,count @@`).
 */
import { applyEdits, type Edit } from "./form.js";

/** The line (0-based) of `offset` in `text`. */
const lineOf = (text: string, offset: number): number => text.slice(0, offset).split("\n").length - 1;

/** Offset of the start of line `line` (0-based) of `text`. */
function lineStart(text: string, line: number): number {
  let at = 0;
  for (let i = 0; i < line; i++) at = text.indexOf("\n", at) + 1;
  return at;
}

/**
 * The diff of `text` and `text` with `edits` applied, labelled `file`; `""` when nothing changes.
 * @param escape - applied to each shown line and to the file name in the header (terminal output escapes control
 *   characters)
 */
export function unifiedDiff(file: string, text: string, edits: readonly Edit[], escape: (line: string) => string): string {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  const groups: { first: number; last: number; edits: Edit[] }[] = [];
  for (const edit of sorted) {
    const first = lineOf(text, edit.offset);
    const last = lineOf(text, edit.offset + edit.length);
    const previous = groups.at(-1);
    if (previous !== undefined && first <= previous.last + 1) {
      previous.last = Math.max(previous.last, last);
      previous.edits.push(edit);
    } else groups.push({ first, last, edits: [edit] });
  }
  const out = [`--- ${escape(file)}`, `+++ ${escape(file)}`];
  let shift = 0;
  for (const group of groups) {
    const start = lineStart(text, group.first);
    const endLine = text.indexOf("\n", lineStart(text, group.last));
    const end = endLine === -1 ? text.length : endLine;
    const before = text.slice(start, end);
    const after = applyEdits(before, group.edits.map((e) => ({ ...e, offset: e.offset - start })));
    const old = before.split("\n");
    const now = after.split("\n");
    out.push(`@@ -${group.first + 1},${old.length} +${group.first + 1 + shift},${now.length} @@`, ...old.map((l) => `-${escape(l)}`), ...now.map((l) => `+${escape(l)}`));
    shift += now.length - old.length;
  }
  return groups.length === 0 ? "" : `${out.join("\n")}\n`;
}
