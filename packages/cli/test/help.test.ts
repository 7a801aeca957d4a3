/**
 * `mcp-wire help [topic]` prints the guides the package ships (packages/cli/docs/, copied from the
 * repository's docs/ by the build), so an installed CLI needs no link outside its package: as plain terminal text
 * (no Markdown markup left outside code blocks), or with `--markdown` as the source.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cli } from "./helpers.js";
import { plainInline, plainMarkdown } from "../src/reflow.js";
import { parseArgs } from "../src/args.js";

const REPO_DOCS = fileURLToPath(new URL("../../../docs/", import.meta.url));
const GUIDES = readdirSync(REPO_DOCS).filter((file) => file.endsWith(".md")).map((file) => file.slice(0, -3)).sort();

/** The lines of each fenced code block of `markdown` as the terminal shows them: four spaces in from the fence. */
function codeLines(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    const opened = /^(\s*)(```|~~~)/.exec(line);
    if (fence === undefined && opened) fence = opened[1] ?? "";
    else if (fence !== undefined && opened) fence = undefined;
    else if (fence !== undefined) out.push(line.trim() === "" ? "" : `${fence}    ${line.slice(fence.length)}`);
  }
  return out;
}

/** `help <topic>` through runCli with the given COLUMNS. */
async function help(args: readonly string[], columns: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const { runCli } = await import("../src/index.js");
  const run = { code: -1, stdout: "", stderr: "" };
  const io = { stdout: { write: (t: string) => (run.stdout += t) }, stderr: { write: (t: string) => (run.stderr += t) }, env: { COLUMNS: columns }, cwd: "." };
  run.code = await runCli(["help", ...args], io);
  return run;
}

describe("mcp-wire help", () => {
  it("lists every guide of docs/", async () => {
    const run = await cli(["help"]);
    expect(run).toEqual({
      code: 0,
      stderr: "",
      stdout: [
        "mcp-wire: schemas that survive the Model Context Protocol wire.",
        "",
        "Commands: mcp-wire help <command> or mcp-wire <command> --help: check, doctor, proxy, diff, wrap, unwrap",
        "          (mcp-wire help doctor is the doctor guide; its options: mcp-wire doctor --help)",
        "Guides:   mcp-wire help <topic> (its Markdown source: mcp-wire help <topic> --markdown)",
        "",
        ...GUIDES.map((topic) => `  ${topic}`),
        "",
      ].join("\n"),
    });
    expect(GUIDES).toContain("diagnostics");
  });

  // At COLUMNS 1000000 nothing needs wrapping: each paragraph and list item is one line. No Markdown markup is left
  // outside the code blocks, whose lines are the source's, four spaces in, in order; no control character is printed.
  it.each(GUIDES.map((topic) => [topic, topic]))("help %s prints docs/%s.md as plain text: no markup outside code, code blocks indented", async (topic) => {
    const shipped = readFileSync(`${REPO_DOCS}${topic}.md`, "utf8");
    const run = await help([topic], "1000000");
    expect([run.code, run.stderr]).toEqual([0, ""]);
    const lines = run.stdout.split("\n");
    const code = codeLines(shipped);
    let next = 0;
    const prose: string[] = [];
    for (const line of lines) {
      if (next < code.length && line === code[next]) next++;
      else prose.push(line);
    }
    expect(next).toBe(code.length);
    expect(prose.filter((line) => /(?<!\*)\*\*(?!\*)|\]\(|^\s*(#|\||```|~~~|<!--)|`[^`\s][^`]*`/.test(line))).toEqual([]);
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/u);
    // a run of blank lines (around a left-out HTML comment) prints as one
    expect(lines.filter((line, i) => line === "" && lines[i - 1] === "")).toEqual([]);
    expect(await help([topic, "--markdown"], "1000000")).toEqual({ code: 0, stdout: shipped, stderr: "" });
  });

  it("fits the terminal: prose and table lines wrap at spaces within 60 columns, code lines stay whole", async () => {
    const run = await help(["doctor"], "60");
    expect(run.code).toBe(0);
    const shipped = readFileSync(`${REPO_DOCS}doctor.md`, "utf8");
    const code = new Set(codeLines(shipped));
    const lines = run.stdout.split("\n");
    expect(lines.filter((line) => !code.has(line) && [...line].length > 60)).toEqual([]);
    expect(lines.slice(0, 5)).toEqual([
      "mcp-wire doctor: check a live MCP server against every host",
      "===========================================================",
      "",
      "Point doctor at your server before you ship. It starts (or",
      "reaches) the server with the official",
    ]);
    const index = await help([], "60");
    expect(index.stdout.split("\n").slice(0, 9)).toEqual([
      "mcp-wire: schemas that survive the Model Context Protocol",
      "  wire.",
      "",
      "Commands: mcp-wire help <command> or mcp-wire <command>",
      "  --help: check, doctor, proxy, diff, wrap, unwrap",
      "          (mcp-wire help doctor is the doctor guide; its",
      "            options: mcp-wire doctor --help)",
      "Guides:   mcp-wire help <topic> (its Markdown source:",
      "  mcp-wire help <topic> --markdown)",
    ]);
  });

  it("--help names the guides and `help <topic>`, fitted to 80 columns", async () => {
    const run = await cli(["--help"]);
    expect([run.code, run.stderr]).toEqual([0, ""]);
    const lines = run.stdout.split("\n");
    expect(lines.slice(lines.findIndex((line) => line.startsWith("  help [topic]")))).toEqual([
      "  help [topic]                     A guide shipped with the package (the topics",
      "                                   below), or a command's options.",
      "",
      "Guides: mcp-wire help <topic>, <topic> one of check-tools, diagnostics, doctor,",
      "  elicitation, hosts, keywords, performance, projections, reliability, serving,",
      "  setup, tool-schemas",
      "",
    ]);
    expect(GUIDES).toEqual(["check-tools", "diagnostics", "doctor", "elicitation", "hosts", "keywords", "performance", "projections", "reliability", "serving", "setup", "tool-schemas"]);
    // a command's help lists no guides
    expect((await cli(["check", "--help"])).stdout).not.toContain("Guides:");
  });

  it("links read as their text and where they lead: another guide as mcp-wire help <topic>, a web page as its URL", () => {
    const sample = [
      "Wrap each server with [`mcp-wire",
      "proxy`](serving.md) (see [the host table](hosts.md#the-table)); the bench is",
      "[tinybench](https://github.com/tinylibs/tinybench). [Above](#install) and",
      "[doctor-report.schema.json](doctor-report.schema.json), [an example](examples/x.ts),",
      "`[code](serving.md)` stays and ![a picture](doctor-html.png) is its text and file.",
      "",
      "| [a cell](hosts.md) | **b** |",
      "",
    ].join("\n");
    expect(plainMarkdown(sample, 60)).toBe(
      [
        "Wrap each server with mcp-wire proxy (mcp-wire help serving)",
        "(see the host table (mcp-wire help hosts)); the bench is",
        "tinybench (https://github.com/tinylibs/tinybench). Above and",
        "doctor-report.schema.json, an example (examples/x.ts),",
        "[code](serving.md) stays and a picture (doctor-html.png) is",
        "its text and file.",
        "",
        "a cell (mcp-wire help hosts)",
        "    b",
        "",
      ].join("\n"),
    );
  });

  it("plainInline: code spans, emphasis, escapes and links, exact", () => {
    expect(plainInline("**`@mcp-wire/cli` is not yet published.** Until then")).toBe("@mcp-wire/cli is not yet published. Until then");
    expect(plainInline("- *other* and `a*b*c` and 2*3*4 and a * b")).toBe("- other and a*b*c and 2*3*4 and a * b");
    expect(plainInline("`` a `tick` `` and ` 3` and \\| and \\_x\\_")).toBe("a `tick` and  3 and | and _x_");
    expect(plainInline("[**strong** link](https://example.com/a_b)")).toBe("strong link (https://example.com/a_b)");
    expect(plainInline("[`setup.md`](setup.md#wrap) and [x](#here)")).toBe("setup.md (mcp-wire help setup) and x");
  });

  it("help setup: the link to the serving guide reads as mcp-wire help serving", async () => {
    const run = await cli(["help", "setup"]);
    const text = run.stdout.replace(/\s+/g, " ");
    expect(text).toContain("it so every server runs through mcp-wire proxy (mcp-wire help serving), and mcp-wire unwrap <file>");
    expect(text).toContain("the form of the tools it keeps (serving.md (mcp-wire help serving)).");
    expect(text).not.toContain("](serving.md)");
  });

  it("renders a sample at width 40: headings underlined, paragraphs and list items wrapped, tables as lines, code indented", () => {
    const sample = [
      "# Title that is a rather long heading line",
      "",
      "A paragraph written at a *wide* width, so its",
      "source lines are ragged when wrapped alone.",
      "",
      "<!-- a comment the terminal has no use for,",
      "over two lines -->",
      "",
      "## Options",
      "",
      "- a list item whose text runs past forty columns",
      "  and continues here",
      "- **short**",
      "  1. nested item that is long enough to wrap once",
      "",
      "| option | what it does |",
      "|---|---|",
      "| `--host <host>` | a table cell that is longer than forty columns |",
      "",
      "| `--host` | judged at | facts |",
      "|---|---|---|",
      "| `a@1` | that release | those holding it \\| or not |",
      "",
      "### Run it",
      "",
      "```sh",
      "mcp-wire doctor --host claude-code -- node dist/server.js",
      "",
      "  **kept** as `is`",
      "```",
      "",
      "- in a list:",
      "  ```json",
      "  {}",
      "  ```",
      "",
      "Bell \u0007 and escape \u001b[31m escaped.",
      "",
    ].join("\n");
    expect(plainMarkdown(sample, 40)).toBe(
      [
        "Title that is a rather long heading line",
        "========================================",
        "",
        "A paragraph written at a wide width, so",
        "its source lines are ragged when wrapped",
        "alone.",
        "",
        "Options",
        "-------",
        "",
        "- a list item whose text runs past forty",
        "  columns and continues here",
        "- short",
        "  1. nested item that is long enough to",
        "     wrap once",
        "",
        "--host <host>",
        "    a table cell that is longer than",
        "    forty columns",
        "",
        "a@1",
        "    judged at: that release",
        "    facts: those holding it | or not",
        "",
        "Run it",
        "",
        "    mcp-wire doctor --host claude-code -- node dist/server.js",
        "",
        "      **kept** as `is`",
        "",
        "- in a list:",
        "      {}",
        "",
        "Bell \\u0007 and escape \\u001b[31m",
        "escaped.",
        "",
      ].join("\n"),
    );
  });

  it("help doctor at COLUMNS 100: the first paragraph re-wrapped as one (no short line after each long source line)", async () => {
    const { runCli } = await import("../src/index.js");
    let stdout = "";
    const io = { stdout: { write: (t: string) => (stdout += t) }, stderr: { write: () => true }, env: { COLUMNS: "100" }, cwd: "." };
    expect(await runCli(["help", "doctor"], io)).toBe(0);
    expect(stdout.split("\n").slice(3, 6)).toEqual([
      "Point doctor at your server before you ship. It starts (or reaches) the server with the official",
      "@modelcontextprotocol/sdk client, lists every tool, and tells you per tool and per host whether the",
      "inputSchema / outputSchema will load and validate, why not (path, code, layer, what the host says,",
    ]);
  });

  it("an unknown name is a usage error naming the topics and the commands", async () => {
    const run = await cli(["help", "nope"]);
    expect([run.code, run.stdout, run.stderr.split(/\s+/).join(" ")]).toEqual([2, "", `mcp-wire: no help topic "nope" (topics: ${GUIDES.join(", ")}; commands: check, doctor, proxy, diff, wrap, unwrap) `]);
  });

  it.each([["check", "--drop-unsupported"], ["diff", "<before> <after>"], ["proxy", "--quarantine"]])("help %s is the command's options (%s among them), the same text as <command> --help", async (command, option) => {
    const help = await cli(["help", command]);
    const usage = await cli([command, "--help"]);
    expect([help.code, help.stderr, help.stdout.includes(option), help.stdout.startsWith(`Usage: mcp-wire ${command} `)]).toEqual([0, "", true, true]);
    expect(help).toEqual(usage);
  });

  it("help doctor is the doctor guide (a guide wins a name it shares with a command); doctor --help its options", async () => {
    const guide = await cli(["help", "doctor"]);
    const usage = await cli(["doctor", "--help"]);
    expect([guide.code, guide.stderr, guide.stdout.split("\n")[0]]).toEqual([0, "", "mcp-wire doctor: check a live MCP server against every host"]);
    expect([usage.code, usage.stderr, usage.stdout.startsWith("Usage: mcp-wire doctor "), usage.stdout.includes("--fail-on")]).toEqual([0, "", true, true]);
    expect(GUIDES.filter((guide) => ["check", "doctor", "proxy", "diff"].includes(guide))).toEqual(["doctor"]);
  });

  it("--markdown is for a guide only: after a command, after help itself or with no topic it is a usage error", async () => {
    const usage = { code: 2, stdout: "", stderr: "mcp-wire: --markdown prints a guide's Markdown: mcp-wire help <topic> --markdown, a topic of mcp-wire help\n" };
    expect(await cli(["help", "check", "--markdown"])).toEqual(usage);
    expect(await cli(["help", "--markdown"])).toEqual(usage);
    expect(await cli(["help", "help", "--markdown"])).toEqual(usage);
  });

  it("help takes one name and --markdown: another word after it is a usage error naming that word, not ignored", async () => {
    const usage = "(usage: mcp-wire help [<topic>|<command>] [--markdown])";
    expect(await cli(["help", "doctor", "extra"])).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: too many arguments for 'help': "extra" ${usage}\n` });
    expect(await cli(["help", "check", "extra"])).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: too many arguments for 'help': "extra" ${usage}\n` });
    expect(await cli(["help", "nope", "extra"])).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: too many arguments for 'help': "extra" ${usage}\n` });
    expect(await cli(["help", "doctor", "--markdown", "x\u001b[2J"])).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: too many arguments for 'help': "x\\u001b[2J" ${usage}\n` });
    expect(await cli(["help", "doctor", "--x"])).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: unknown option "--x" for 'help' ${usage}\n` });
    const markdown = await cli(["help", "doctor", "--markdown"]);
    expect([markdown.code, markdown.stdout.split("\n")[0]]).toEqual([0, "# `mcp-wire doctor`: check a live MCP server against every host"]);
    expect(await cli(["help", "--markdown", "doctor"])).toEqual(markdown);
  });

  it("<command> --help takes nothing after it but options: another word is a usage error naming that word, as after help <command>", async () => {
    const usage = (command: string, word: string) => ({ code: 2, stdout: "", stderr: `mcp-wire: too many arguments for '${command} --help': "${word}" (usage: mcp-wire ${command} --help)\n` });
    expect(await cli(["doctor", "--help", "extra"])).toEqual(usage("doctor", "extra"));
    expect(await cli(["doctor", "-h", "extra"])).toEqual(usage("doctor", "extra"));
    expect(await cli(["check", "--help", "a.json"])).toEqual(usage("check", "a.json"));
    // an option's value is not an extra word; the first word that is one is named, escaped
    expect(await cli(["doctor", "--help", "--host", "cursor", "x\u001b[2J"])).toEqual(usage("doctor", "x\\u001b[2J"));
    expect(await cli(["doctor", "--help", "--host=cursor", "x"])).toEqual(usage("doctor", "x"));
    expect(await cli(["wrap", "--help", "--dry-run", "y"])).toEqual(usage("wrap", "y"));
    // help still printed: options after --help, words before it (a command line being written), the server's after --
    const options = await cli(["doctor", "--help"]);
    expect([options.code, options.stdout.split("\n")[0]]).toEqual([0, "Usage: mcp-wire doctor [options] (-- <command> [args...] | --url <url> | --replay <file> | --config <file>|auto)"]);
    expect(await cli(["doctor", "--help", "--host", "cursor"])).toEqual(options);
    expect(await cli(["doctor", "--help", "--", "node", "server.js"])).toEqual(options);
    const server = parseArgs(["doctor", "--", "node", "server.js", "--help", "extra"], () => {});
    expect(server.kind === "doctor" ? server.args.target : server).toEqual({ kind: "stdio", command: "node", args: ["server.js", "--help", "extra"] });
    const check = await cli(["check", "--help"]);
    expect(await cli(["check", "a.json", "--help"])).toEqual(check);
  });

  it("wrap --help names the routed form <product>+<model-api> (setup.md: wrap --host cursor+gemini); unwrap --help does not", async () => {
    const wrap = await cli(["wrap", "--help"]);
    const unwrap = await cli(["unwrap", "--help"]);
    const host = (text: string) => /--host <product> {2}([\s\S]*?)\n {2}--server/.exec(text)?.[1]?.split(/\s+/).join(" ");
    expect([wrap.code, host(wrap.stdout)]).toEqual([0, 'the config\'s product (claude-desktop, claude-code, cursor, vscode, windsurf, zed, codex), or <product>+<model-api> for the model API it routes to (--host cursor+gemini: each entry runs proxy --host cursor+gemini; model APIs: anthropic, gemini, openai-strict), or auto: told from the file name (default: "auto")']);
    expect([unwrap.code, host(unwrap.stdout)]).toEqual([0, 'the config\'s product (claude-desktop, claude-code, cursor, vscode, windsurf, zed, codex), or auto: told from the file name (default: "auto")']);
  });

  it("help help is help's own usage: the list help prints", async () => {
    const index = await cli(["help"]);
    expect([index.code, index.stderr, index.stdout.split("\n")[0]]).toEqual([0, "", "mcp-wire: schemas that survive the Model Context Protocol wire."]);
    expect(await cli(["help", "help"])).toEqual(index);
  });
});
