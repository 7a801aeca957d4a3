/** The guide topics, sorted: the names of the shipped `docs/<topic>.md` files. */
export declare function helpTopics(): string[];
/** What `mcp-wire help <name>` prints: the guide of that name, else the options of the command of that name. */
export type HelpTarget = {
    readonly kind: "guide";
    readonly topic: string;
} | {
    readonly kind: "command";
    readonly command: string;
};
/**
 * What `mcp-wire help <name>` prints: a guide wins over a command of the same name (`doctor`), see the module's
 * docstring.
 * @param name - the word after `help`
 * @param commands - the CLI's command names (`commandNames()` of args.ts)
 * @throws CliError code `usage` naming the topics and commands when `name` is neither
 */
export declare function helpTarget(name: string, commands: readonly string[]): HelpTarget;
/**
 * The list `mcp-wire help` prints: how to get each command's options (those named like a guide through
 * `<command> --help` only), then every guide; lines fitted to `width` (default 100).
 * @param commands - the CLI's command names, in the order shown
 */
export declare function helpIndex(commands: readonly string[], width?: number): string;
/**
 * The text of the guide `topic` (Markdown, as shipped) reflowed to `width` ({@link reflowMarkdown}): paragraphs and
 * list items joined and wrapped again (list items hanging under their text); code blocks, table rows and headings
 * left whole.
 * @param topic - a name of {@link helpTopics}
 * @param width - the terminal width (`terminalWidth`; default 100)
 * @throws Error from the file system when there is no such guide ({@link helpTarget} checks the name first)
 */
export declare function helpTopic(topic: string, width?: number): string;
//# sourceMappingURL=help.d.ts.map