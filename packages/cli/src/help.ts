/**
 * `mcp-wire help [topic]`: the guides shipped inside this package (docs/*.md, the same text as the
 * project's documentation), so an installed CLI documents itself without links to the repository.
 */
import { readdirSync, readFileSync } from "node:fs";
import { CliError } from "./errors.js";
import { DEFAULT_WIDTH, fitText } from "./layout.js";
import { reflowMarkdown } from "./reflow.js";

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

/**
 * The text of the guide `topic` (Markdown, as shipped) reflowed to `width` ({@link reflowMarkdown}): paragraphs and
 * list items joined and wrapped again (list items hanging under their text); code blocks, table rows and headings
 * left whole.
 * @param topic - a name of {@link helpTopics}
 * @param width - the terminal width (`terminalWidth`; default 100)
 * @throws CliError code `usage` naming the known topics when there is no such guide
 */
export function helpTopic(topic: string, width: number = DEFAULT_WIDTH): string {
  const topics = helpTopics();
  if (!topics.includes(topic)) throw new CliError("usage", `no help topic ${JSON.stringify(topic)} (topics: ${topics.join(", ")})`);
  return reflowMarkdown(readFileSync(new URL(`${topic}.md`, DOCS), "utf8"), width);
}
