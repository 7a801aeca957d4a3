/**
 * Markdown as plain terminal text, for `mcp-wire help <topic>` ({@link plainMarkdown}): the guides are written at about
 * 115 columns, so a paragraph's lines are joined and wrapped again to the width, a list item's likewise (its
 * continuation lines hanging under its text); the markup a terminal would print as it is goes: `**`/`*` emphasis,
 * backticks around code (the code kept), backslash escapes, `#` heading marks (a top heading underlined with `=`, the
 * next level with `-`), fences (a code block's lines indented four spaces, never wrapped), table pipes (each row a
 * line of its first cell, its other cells indented under it), HTML comments. A link reads as its text and where it
 * leads (`mcp-wire help serving` for another guide, the URL for a web page): {@link shownLink}. Blank lines are
 * kept (one for a run), so the blocks are the source's.
 *
 * Source: CommonMark 0.31.2, §2.4 backslash escapes, §4.2 ATX headings, §4.5 fenced code blocks, §4.7 HTML blocks,
 * §4.8 paragraphs, §5.2 list items, §6.1 code spans, §6.2 emphasis, §6.3 links, §6.4 images; GFM tables (§4.10).
 */
import { wrapLine } from "./layout.js";
import { escapeControls } from "./terminal-text.js";

/** A fence line (``` or ~~~): it opens or closes a code block. */
const FENCE = /^\s*(```|~~~)/;
/** A list item's first line: its indent, its marker (`-`, `*`, `+`, `1.`, `1)`) and the spaces after it. */
const ITEM = /^(\s*)([-*+]|\d{1,9}[.)])( +)(?=\S)/;

/** A link to another guide: `topic.md`, optionally with a `#fragment`. */
const GUIDE_LINK = /^([a-z0-9-]+)\.md(?:#.*)?$/;

/**
 * What a terminal shows for a link: another guide is `text (mcp-wire help topic)`, a web address `text (url)`, a place in
 * the same guide (`#fragment`) the text alone, any other file `text (file)` (the text alone when it is the file's name).
 */
function shownLink(text: string, target: string): string {
  const guide = GUIDE_LINK.exec(target);
  if (guide) return `${text} (mcp-wire help ${guide[1] ?? ""})`;
  if (target.startsWith("#") || text.replace(/`/g, "") === target) return text;
  return `${text} (${target})`;
}

/** The words of a line (split at spaces). */
function words(line: string): string[] {
  return line.split(" ").filter((word) => word !== "");
}

/** A heading line: its indent, its `#` marks and its text. */
const HEADING = /^(\s*)(#{1,6})\s+(.*?)\s*#*\s*$/;
/** A table's delimiter row (`|---|:---:|`). */
const DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
/** An HTML line the terminal has no use for: a comment, or a lone tag (`<details>`, `</summary>`). */
const HTML_LINE = /^\s*(<!--.*-->|<\/?[a-z][a-z0-9-]*(\s[^<>]*)?>)\s*$/;
/** A line that starts an HTML comment. */
const COMMENT_START = /^\s*<!--/;
/** A code span (the groups: its ticks, its code). */
const CODE_SPAN = /(`+)([\s\S]*?)\1/g;
/** An image `![alt](src)` or a link `[label](target)` (the groups: `!` or nothing, the text, the destination). */
const LINK = /(!?)\[([^\]]*)\]\(([^()\s]+)\)/g;
/** `**strong**` and `*emphasis*` (not `a * b`, not `2*3*4`), and backslash escapes of ASCII punctuation. */
const STRONG = /\*\*(?=\S)([\s\S]*?\S)\*\*/g;
const EMPHASIS = /(?<![\w*\\])\*(?=[^\s*])([^*]*?[^\s*\\])\*(?![\w*])/g;
const ESCAPE = /\\([!-/:-@[-`{-~])/g;
/** Where a code span stood while the rest of a text is read: U+E000, its index, U+E001 (private-use characters). */
const HELD = /\uE000(\d+)\uE001/g;

/**
 * Markdown inline text (a line, or a paragraph joined) as plain text: a code span's code without its backticks (one
 * space on each side dropped when both are there, §6.1) and nothing in it read as markup; an image as `alt (src)`; a
 * link as {@link shownLink} shows it (its text plain too); `**`/`*` emphasis marks (around code spans too) and the
 * backslashes of escapes taken out.
 */
export function plainInline(text: string): string {
  const codes: string[] = [];
  const held = text.replace(CODE_SPAN, (_whole, _ticks: string, code: string) => {
    codes.push(code.length > 2 && code.startsWith(" ") && code.endsWith(" ") && code.trim() !== "" ? code.slice(1, -1) : code);
    return `\uE000${codes.length - 1}\uE001`;
  });
  const restore = (part: string) => part.replace(HELD, (_whole, i: string) => codes[Number(i)] ?? "");
  const plain = (part: string) => part.replace(STRONG, "$1").replace(EMPHASIS, "$1").replace(ESCAPE, "$1");
  const linked = held.replace(LINK, (_whole, bang: string, label: string, target: string) => {
    const shown = restore(plain(label));
    // held again, so the emphasis pass below leaves the link's text and destination alone
    codes.push(bang === "!" ? `${shown} (${target})` : shownLink(shown, target));
    return `\uE000${codes.length - 1}\uE001`;
  });
  return restore(restore(plain(linked)));
}

/** A table row's cells: split at each `|` not escaped (`\|`), the outer pipes dropped, each cell trimmed. */
function cells(row: string): string[] {
  const parts = row.trim().replace(/^\|/, "").split(/(?<!\\)\|/);
  if (parts.length > 1 && parts.at(-1)?.trim() === "") parts.pop();
  return parts.map((cell) => cell.trim());
}

/**
 * A table as plain lines: each body row its first cell at `indent`, then each other cell wrapped four spaces in (with
 * its column's heading in front, `heading: cell`, when the table has more than two columns and the heading is not
 * empty); the heading row itself is only those labels (rows without a delimiter row under the first are all body rows).
 */
function plainTable(rows: readonly string[], indent: string, width: number): string[] {
  // without a delimiter row under the first, there is no heading row: every row is a body row
  const headed = rows.length > 1 && DELIMITER.test(rows[1] ?? "");
  const headings = headed ? cells(rows[0] ?? "").map(plainInline) : [];
  const body = (headed ? rows.slice(1) : rows).filter((row) => !DELIMITER.test(row));
  return body.flatMap((row) => {
    const [first = "", ...others] = cells(row).map(plainInline);
    const inner = `${indent}    `;
    return [
      ...wrapLine(`${indent}${first}`, width, indent.length + 4),
      ...others.flatMap((cell, i) => {
        const heading = headings[i + 1] ?? "";
        const text = headings.length > 2 && heading !== "" ? `${heading}: ${cell}` : cell;
        return text === "" ? [] : wrapLine(`${inner}${text}`, width, inner.length);
      }),
    ];
  });
}

/**
 * `markdown` as plain terminal text at `width` columns (see the module's docstring): paragraphs and list items joined,
 * their inline markup read ({@link plainInline}) and wrapped at spaces with {@link wrapLine}; headings without their
 * marks; code blocks indented four spaces and left whole; tables as {@link plainTable} lays them out; HTML comments and
 * lone tags left out; runs of blank lines as one. Control characters are escaped (`escapeControls`), so nothing in a
 * guide moves the terminal.
 * @param markdown - the guide's text (lines separated by `\n`)
 * @param width - the terminal width (`terminalWidth`)
 * @returns the text, lines separated by `\n` (a final newline kept); never throws
 */
export function plainMarkdown(markdown: string, width: number): string {
  // escaped first, so the widths measured are those of the text shown
  const lines = markdown.split("\n").map(escapeControls);
  const out: string[] = [];
  let text: { first: string; hang: string; words: string[] } | null = null;
  const flush = () => {
    if (text !== null) out.push(...wrapLine(text.first + plainInline(text.words.join(" ")), width, text.hang.length));
    text = null;
  };
  let fence: { marker: string; indent: string } | null = null;
  let comment = false;
  let table: string[] = [];
  const endTable = () => {
    if (table.length > 0) out.push(...plainTable(table, /^\s*/.exec(table[0] ?? "")?.[0] ?? "", width));
    table = [];
  };
  for (const line of lines) {
    if (fence !== null) {
      if (line.trim().startsWith(fence.marker)) fence = null;
      else out.push(line.trim() === "" ? "" : `${fence.indent}    ${line.startsWith(fence.indent) ? line.slice(fence.indent.length) : line.trimStart()}`);
      continue;
    }
    if (comment) {
      comment = !line.includes("-->");
      continue;
    }
    const opened = FENCE.exec(line);
    if (/^\s*\|/.test(line)) {
      flush();
      table.push(line);
      continue;
    }
    endTable();
    if (opened) {
      flush();
      fence = { marker: opened[1] ?? "```", indent: /^\s*/.exec(line)?.[0] ?? "" };
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading || line.trim() === "" || HTML_LINE.test(line) || COMMENT_START.test(line)) {
      flush();
      // a comment that does not end on its line runs to the line holding `-->` (§4.7, HTML block kind 2)
      comment = COMMENT_START.test(line) && !line.includes("-->");
      if (heading) {
        const [, indent = "", marks = "", title = ""] = heading;
        const shown = wrapLine(`${indent}${plainInline(title)}`, width);
        out.push(...shown);
        const rule = marks.length === 1 ? "=" : marks.length === 2 ? "-" : "";
        if (rule !== "") out.push(indent + rule.repeat(Math.min(width, Math.max(...shown.map((l) => [...l.trim()].length)))));
      } else if (line.trim() === "") out.push("");
      continue;
    }
    const item = ITEM.exec(line);
    if (item || text === null) {
      flush();
      const prefix = item ? item[0] : (/^\s*/.exec(line)?.[0] ?? "");
      text = { first: prefix, hang: " ".repeat(prefix.length), words: words(line.slice(prefix.length)) };
    } else text.words.push(...words(line));
  }
  flush();
  endTable();
  return out
    .filter((line, i, all) => line !== "" || i === 0 || all[i - 1] !== "")
    .join("\n");
}
