/**
 * `mcp-wire help [topic]`: the guides shipped inside this package (docs/*.md, the same text as the
 * project's documentation), so an installed CLI documents itself without links to the repository.
 */
import { readdirSync, readFileSync } from "node:fs";
import { CliError } from "./errors.js";
import { DEFAULT_WIDTH, fitText, wrapLine } from "./layout.js";

/** The package's docs/ folder (beside dist/). */
const DOCS = new URL("../docs/", import.meta.url);

/** The guide topics, sorted: the names of the shipped `docs/<topic>.md` files. */
export function helpTopics(): string[] {
  return readdirSync(DOCS)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3))
    .sort();
}

/** The list `mcp-wire help` prints: the commands' own help, then every guide; lines fitted to `width` (default 100). */
export function helpIndex(width: number = DEFAULT_WIDTH): string {
  const lines = [
    "mcp-wire: schemas that survive the Model Context Protocol wire.",
    "",
    "Commands: mcp-wire check --help, mcp-wire doctor --help, mcp-wire diff --help, mcp-wire proxy --help",
    "Guides:   mcp-wire help <topic>",
    "",
    ...helpTopics().map((topic) => `  ${topic}`),
    "",
  ];
  return fitText(lines.join("\n"), width);
}

/** A Markdown line left whole: a table row or a heading (for the renderer, as the Markdown reports leave them). */
const WHOLE = /^\s*(\||#)/;
/** A fence line (```, ~~~): it opens or closes a code block, whose lines are left whole. */
const FENCE = /^\s*(```|~~~)/;

/**
 * The text of the guide `topic` (Markdown, as shipped), its prose lines fitted to `width` with `wrapLine` (broken at
 * spaces, continuation lines indented two more, which Markdown reads as the same paragraph or list item); code
 * blocks, table rows and headings are left whole.
 * @param topic - a name of {@link helpTopics}
 * @param width - the terminal width (`terminalWidth`; default 100)
 * @throws CliError code `usage` naming the known topics when there is no such guide
 */
export function helpTopic(topic: string, width: number = DEFAULT_WIDTH): string {
  const topics = helpTopics();
  if (!topics.includes(topic)) throw new CliError("usage", `no help topic ${JSON.stringify(topic)} (topics: ${topics.join(", ")})`);
  let code = false;
  const lines = readFileSync(new URL(`${topic}.md`, DOCS), "utf8").split("\n").flatMap((line) => {
    if (FENCE.test(line)) code = !code;
    else if (!code && !WHOLE.test(line)) return wrapLine(line, width);
    return [line];
  });
  return lines.join("\n");
}
