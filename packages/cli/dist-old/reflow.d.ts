/**
 * `markdown` reflowed to `width` columns: paragraphs and list items joined and wrapped at spaces with
 * {@link wrapLine} (list items hanging under their text, at most half the width; a word longer than the width cut),
 * code blocks, table rows, headings, HTML lines and blank lines left as they are.
 * @param markdown - the guide's text (lines separated by `\n`)
 * @param width - the terminal width (`terminalWidth`)
 * @returns the reflowed text, lines separated by `\n` (a final newline kept)
 */
export declare function reflowMarkdown(markdown: string, width: number): string;
//# sourceMappingURL=reflow.d.ts.map