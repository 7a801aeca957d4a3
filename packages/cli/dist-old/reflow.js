/**
 * Markdown reflowed to a width, for `mcp-wire help <topic>`: the guides are written at about 115 columns, so
 * wrapping each source line alone leaves a short line after every long one. Here a paragraph's lines are joined
 * and wrapped again; a list item's lines likewise, its continuation lines hanging under the item's text; fenced
 * code blocks, table rows, headings and HTML lines (`<!-- … -->`, `<details>`) are left whole, as a Markdown
 * renderer needs them. Blank lines are kept, so the blocks are the source's.
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
/** The source's lines as blocks: whole lines (code, tables, headings, HTML, blank lines) and text to wrap. */
function blocks(lines) {
    const out = [];
    let text = null;
    let fenced = false;
    for (const line of lines) {
        if (fenced || FENCE.test(line) || WHOLE.test(line) || line.trim() === "") {
            if (FENCE.test(line))
                fenced = !fenced;
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
        }
        else
            text.words.push(...words(line));
    }
    return out;
}
/** The words of a line (split at spaces). */
function words(line) {
    return line.split(" ").filter((word) => word !== "");
}
/**
 * `markdown` reflowed to `width` columns: paragraphs and list items joined and wrapped at spaces with
 * {@link wrapLine} (list items hanging under their text, at most half the width; a word longer than the width cut),
 * code blocks, table rows, headings, HTML lines and blank lines left as they are.
 * @param markdown - the guide's text (lines separated by `\n`)
 * @param width - the terminal width (`terminalWidth`)
 * @returns the reflowed text, lines separated by `\n` (a final newline kept)
 */
export function reflowMarkdown(markdown, width) {
    return blocks(markdown.split("\n"))
        .flatMap((block) => (block.kind === "whole" ? block.lines : wrapLine(block.first + block.words.join(" "), width, block.hang.length)))
        .join("\n");
}
//# sourceMappingURL=reflow.js.map