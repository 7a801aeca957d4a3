/**
 * `mcp-wire help [topic]`: the guides shipped inside this package (docs/*.md, the same text as the
 * project's documentation), so an installed CLI documents itself without links to the repository.
 */
import { readdirSync, readFileSync } from "node:fs";
import { CliError } from "./errors.js";

/** The package's docs/ folder (beside dist/). */
const DOCS = new URL("../docs/", import.meta.url);

/** The guide topics, sorted: the names of the shipped `docs/<topic>.md` files. */
export function helpTopics(): string[] {
  return readdirSync(DOCS)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3))
    .sort();
}

/** The list `mcp-wire help` prints: the commands' own help, then every guide. */
export function helpIndex(): string {
  const lines = [
    "mcp-wire: schemas that survive the Model Context Protocol wire.",
    "",
    "Commands: mcp-wire check --help, mcp-wire doctor --help, mcp-wire diff --help, mcp-wire proxy --help",
    "Guides:   mcp-wire help <topic>",
    "",
    ...helpTopics().map((topic) => `  ${topic}`),
    "",
  ];
  return lines.join("\n");
}

/**
 * The text of the guide `topic` (Markdown, as shipped).
 * @throws CliError code `usage` naming the known topics when there is no such guide
 */
export function helpTopic(topic: string): string {
  const topics = helpTopics();
  if (!topics.includes(topic)) throw new CliError("usage", `no help topic ${JSON.stringify(topic)} (topics: ${topics.join(", ")})`);
  return readFileSync(new URL(`${topic}.md`, DOCS), "utf8");
}
