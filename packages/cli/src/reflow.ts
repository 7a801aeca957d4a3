/**
 * Markdown reflowed to a width, for `mcp-wire help <topic>`: the guides are written at about 115 columns, so
 * wrapping each source line alone leaves a short line after every long one. Here a paragraph's lines are joined
 * and wrapped again; a list item's lines likewise, its continuation lines hanging under the item's text; fenced
 * code blocks, table rows, headings and HTML lines (`<!-- … -->`, `<details>`) are left whole, as a Markdown
 * renderer needs them. Blank lines are kept, so the blocks are the source's. In the text reflowed, a link reads as
 * its text and where it leads (`mcp-wire help serving` for another guide, the URL for a web page): {@link terminalLinks}.
 *
 * Source: CommonMark 0.31.2, §4.5 fenced code blocks, §4.8 paragraphs, §5.2 list items; GFM tables (§4.10).
 */
import { wrapLine } from "./layout.js";

/** A fence line (``` or ~~~): it opens or closes a code block. */
const FENCE = /^\s*(```|~~~)/;
/** Lines left whole outside code: a table row, a heading, an HTML line. */
const WHOLE = /^\s*[|#<]/;
/** A list item's first line: its indent, its marker (`-`, `*`, `+`, `1.`, `1)`) and the spaces after it. */
const ITEM = /^(\s*)([-*+]|\d{1,9}[.)])( +)(?=\S)/;

/** One block of the source, as the reflow reads it. */
type Block =
  | { readonly kind: "whole"; readonly lines: readonly string[] }
  | { readonly kind: "text"; readonly first: string; readonly hang: string; readonly words: string[] };

/** The source's lines as blocks: whole lines (code, tables, headings, HTML, blank lines) and text to wrap. */
function blocks(lines: readonly string[]): Block[] {
  const out: Block[] = [];
  let text: { kind: "text"; first: string; hang: string; words: string[] } | null = null;
  let fenced = false;
  for (const line of lines) {
    if (fenced || FENCE.test(line) || WHOLE.test(line) || line.trim() === "") {
      if (FENCE.test(line)) fenced = !fenced;
      text = null;
      out.push({ kind: "whole", lines: [line] });
      continue;
    }
    const item = ITEM.exec(line);
    if (item || text === null) {
      // a list item hangs under its text; a paragraph's lines continue at its first line's indent
      const prefix = item ? item[0] : (/^\s*/.exec(line)?.[0] ?? "");
      text = { kind: "text", first: prefix, hang: " ".repeat(prefix.length), words: [] };
      out.push(text);
      text.words.push(...words(line.slice(prefix.length)));
    } else text.words.push(...words(line));
  }
  return out;
}

/** A code span (kept as it is) or an inline link `[text](target)` (not an image `![alt](src)`), whichever starts first. */
const LINK_OR_CODE = /(`+)[\s\S]*?\1|(?<!!)\[([^\]]*)\]\(([^()\s]+)\)/g;
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

/**
 * Markdown's inline links in `text` as a terminal shows them (see {@link shownLink}): `[mcp-wire proxy](serving.md)` is
 * `mcp-wire proxy (mcp-wire help serving)`, `[tinybench](https://github.com/tinylibs/tinybench)` is
 * `tinybench (https://github.com/tinylibs/tinybench)`. Code spans and images are left as they are.
 * Source: CommonMark 0.31.2, §6.1 code spans, §6.3 links (inline links whose destination has no spaces or parentheses).
 */
export function terminalLinks(text: string): string {
  return text.replace(LINK_OR_CODE, (whole, _ticks: string | undefined, label: string | undefined, target: string | undefined) =>
    label === undefined || target === undefined ? whole : shownLink(label, target),
  );
}

/** The words of a line (split at spaces). */
function words(line: string): string[] {
  return line.split(" ").filter((word) => word !== "");
}

/**
 * `markdown` reflowed to `width` columns: paragraphs and list items joined and wrapped at spaces with
 * {@link wrapLine} (list items hanging under their text, at most half the width; a word longer than the width cut),
 * their links as {@link terminalLinks} shows them, code blocks, table rows, headings, HTML lines and blank lines left as they are.
 * @param markdown - the guide's text (lines separated by `\n`)
 * @param width - the terminal width (`terminalWidth`)
 * @returns the reflowed text, lines separated by `\n` (a final newline kept)
 */
export function reflowMarkdown(markdown: string, width: number): string {
  return blocks(markdown.split("\n"))
    .flatMap((block) => (block.kind === "whole" ? block.lines : wrapLine(block.first + terminalLinks(block.words.join(" ")), width, block.hang.length)))
    .join("\n");
}
