/**
 * `mcp-wire help [name]`: the guides shipped inside this package (docs/*.md, the same text as the
 * project's documentation), so an installed CLI documents itself without links to the repository, and the
 * commands' options. A name that is both a guide and a command (`doctor`) is the guide: the guides are what
 * `help <name>` was first, and the docs and option texts say `mcp-wire help doctor` for the guide; the command's
 * options stay `mcp-wire doctor --help`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { CliError } from "./errors.js";
import { DEFAULT_WIDTH, fitText } from "./layout.js";
import { plainMarkdown } from "./reflow.js";
import { quotedName } from "./terminal-text.js";

/** The package's docs/ folder (beside dist/). */
const DOCS = new URL("../docs/", import.meta.url);

/** The guide topics, sorted: the names of the shipped `docs/<topic>.md` files. */
export function helpTopics(): string[] {
  return readdirSync(DOCS)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3))
    .sort();
}

/** What `mcp-wire help <name>` prints: the guide of that name, else the options of the command of that name. */
export type HelpTarget = { readonly kind: "guide"; readonly topic: string } | { readonly kind: "command"; readonly command: string };

/**
 * What `mcp-wire help <name>` prints: a guide wins over a command of the same name (`doctor`), see the module's
 * docstring.
 * @param name - the word after `help`
 * @param commands - the CLI's command names (`commandNames()` of args.ts)
 * @throws CliError code `usage` naming the topics and commands when `name` is neither
 */
export function helpTarget(name: string, commands: readonly string[]): HelpTarget {
  const topics = helpTopics();
  if (topics.includes(name)) return { kind: "guide", topic: name };
  if (commands.includes(name)) return { kind: "command", command: name };
  throw new CliError("usage", `no help topic ${JSON.stringify(name)} (topics: ${topics.join(", ")}; commands: ${commands.join(", ")})`);
}

/** `mcp-wire help <topic> --markdown`: the guide's Markdown source, unchanged, instead of its plain text. */
export const MARKDOWN = "--markdown";

/** The usage error of `--markdown` without a guide (`help --markdown`, `help check --markdown`). */
export const MARKDOWN_USAGE = `${MARKDOWN} prints a guide's Markdown: mcp-wire help <topic> ${MARKDOWN}, a topic of mcp-wire help`;

/** What `help` takes, as its usage errors end. */
const HELP_USAGE = `usage: mcp-wire help [<topic>|<command>] [${MARKDOWN}]`;

/** The words after `help`, read: the one name (`undefined`: none) and whether `--markdown` was given. */
export interface HelpWords {
  readonly name: string | undefined;
  readonly markdown: boolean;
}

/**
 * The words after `help` (`["doctor"]`, `["doctor", "--markdown"]`, `["--markdown", "doctor"]`): at most one name
 * (a guide, a command or `help`) and `--markdown` anywhere; nothing else, so `help doctor extra` is not read as
 * `help doctor`.
 * @param words - the arguments after `help`
 * @returns the {@link HelpWords}; whether the name is a topic is {@link helpTarget}'s to say
 * @throws CliError code `usage` naming the first word that does not fit, quoted and cut as names are
 *   (`quotedName`): an option other than `--markdown` (`unknown option "--x" for 'help' (usage: mcp-wire help
 *   [<topic>|<command>] [--markdown])`), a second name (`too many arguments for 'help': "extra" (usage: …)`)
 */
export function helpWords(words: readonly string[]): HelpWords {
  const names: string[] = [];
  for (const word of words) {
    if (word === MARKDOWN) continue;
    if (word.startsWith("-") && word !== "-") throw new CliError("usage", `unknown option ${quotedName(word)} for 'help' (${HELP_USAGE})`);
    if (names.length === 1) throw new CliError("usage", `too many arguments for 'help': ${quotedName(word)} (${HELP_USAGE})`);
    names.push(word);
  }
  return { name: names[0], markdown: words.includes(MARKDOWN) };
}

/**
 * The list `mcp-wire help` prints: how to get each command's options (those named like a guide through
 * `<command> --help` only), then every guide; lines fitted to `width` (default 100).
 * @param commands - the CLI's command names, in the order shown
 */
export function helpIndex(commands: readonly string[], width: number = DEFAULT_WIDTH): string {
  const topics = helpTopics();
  const shared = commands.filter((command) => topics.includes(command));
  const lines = [
    "mcp-wire: schemas that survive the Model Context Protocol wire.",
    "",
    `Commands: mcp-wire help <command> or mcp-wire <command> --help: ${commands.join(", ")}`,
    ...(shared.length === 0 ? [] : [`          (${shared.map((name) => `mcp-wire help ${name} is the ${name} guide; its options: mcp-wire ${name} --help`).join("; ")})`]),
    "Guides:   mcp-wire help <topic> (its Markdown source: mcp-wire help <topic> --markdown)",
    "",
    ...helpTopics().map((topic) => `  ${topic}`),
    "",
  ];
  return fitText(lines.join("\n"), width);
}

/**
 * The text of the guide `topic` for a terminal: its Markdown as plain text at `width` ({@link plainMarkdown}: markup
 * read, paragraphs and list items wrapped, code blocks indented, tables as lines), or with `markdown`, the Markdown
 * as shipped, unchanged (`mcp-wire help <topic> --markdown`, for a Markdown viewer or the repository's own text).
 * @param topic - a name of {@link helpTopics}
 * @param width - the terminal width (`terminalWidth`; default 100)
 * @param markdown - print the source as it is (default: false)
 * @throws Error from the file system when there is no such guide ({@link helpTarget} checks the name first)
 */
export function helpTopic(topic: string, width: number = DEFAULT_WIDTH, markdown = false): string {
  const source = readFileSync(new URL(`${topic}.md`, DOCS), "utf8");
  return markdown ? source : plainMarkdown(source, width);
}
