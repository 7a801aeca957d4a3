/**
 * `mcp-wire help [topic]` prints the guides the package ships (packages/cli/docs/, copied from the
 * repository's docs/ by the build), so an installed CLI needs no link outside its package.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cli } from "./helpers.js";
import { terminalLinks } from "../src/reflow.js";

const REPO_DOCS = fileURLToPath(new URL("../../../docs/", import.meta.url));
const GUIDES = readdirSync(REPO_DOCS).filter((file) => file.endsWith(".md")).map((file) => file.slice(0, -3)).sort();

/** A list item's first line (`-`, `*`, `+`, `1.`, `1)`). */
const LIST_ITEM = /^\s*([-*+]|\d{1,9}[.)]) +\S/;

/** Whether line `i` is left whole by the reflow: inside or on a fence, a table row, heading or HTML line, blank. */
function isWhole(lines: readonly string[], i: number): boolean {
  let fenced = false;
  for (let j = 0; j < i; j++) if (/^\s*(```|~~~)/.test(lines[j] as string)) fenced = !fenced;
  const line = lines[i] as string;
  return fenced || /^\s*(```|~~~|[|#<])/.test(line) || line.trim() === "";
}

/**
 * The words of a shipped guide as the terminal shows them: the text between whole lines with its links read as text and
 * destination (`terminalLinks`, tested on its own below), whole lines as they are; whitespace runs as one space.
 */
function shownWords(markdown: string): string {
  const lines = markdown.split("\n");
  const parts: string[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.length > 0) parts.push(terminalLinks(text.join(" ").split(/\s+/).join(" ")));
    text = [];
  };
  lines.forEach((line, i) => {
    if (isWhole(lines, i)) {
      flush();
      parts.push(line);
    } else text.push(line);
  });
  flush();
  return parts.join(" ").split(/\s+/).join(" ");
}

/** The lines of `text` the reflow leaves whole, in order. */
function wholeLines(text: string): string[] {
  const lines = text.split("\n");
  return lines.filter((_, i) => isWhole(lines, i));
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
        "Guides:   mcp-wire help <topic>",
        "",
        ...GUIDES.map((topic) => `  ${topic}`),
        "",
      ].join("\n"),
    });
    expect(GUIDES).toContain("diagnostics");
  });

  // At COLUMNS 1000000 nothing needs wrapping, so each paragraph and list item is one line: the shipped guide's words,
  // its code, table, heading and blank lines in order, and no prose line that the next one continues.
  it.each(GUIDES.map((topic) => [topic, topic]))("help %s prints docs/%s.md reflowed: each paragraph on one line at COLUMNS 1000000", async (topic) => {
    const shipped = readFileSync(`${REPO_DOCS}${topic}.md`, "utf8");
    const { runCli } = await import("../src/index.js");
    const run = { code: -1, stdout: "", stderr: "" };
    const io = { stdout: { write: (t: string) => (run.stdout += t) }, stderr: { write: (t: string) => (run.stderr += t) }, env: { COLUMNS: "1000000" }, cwd: "." };
    run.code = await runCli(["help", topic], io);
    expect([run.code, run.stderr]).toEqual([0, ""]);
    expect(run.stdout.split(/\s+/).join(" ")).toBe(shownWords(shipped));
    expect(wholeLines(run.stdout)).toEqual(wholeLines(shipped));

    const lines = run.stdout.split("\n");
    const joinable = lines.filter((line, i) => !isWhole(lines, i) && i + 1 < lines.length && !isWhole(lines, i + 1) && !LIST_ITEM.test(lines[i + 1] as string));
    expect(joinable).toEqual([]);
    // no link to a guide or a web page is left in Markdown syntax outside the whole lines (tables, code, headings)
    const linked = lines.filter((line, i) => !isWhole(lines, i) && /(?<!!)\[[^\]]*\]\((?:[a-z0-9-]+\.md|https?:)[^)\s]*\)/.test(line));
    expect(linked).toEqual([]);
  });

  it("fits the terminal: prose lines wrap at spaces (continuation indented two more), code, tables and headings stay whole", async () => {
    const { runCli } = await import("../src/index.js");
    let stdout = "";
    const io = { stdout: { write: (t: string) => (stdout += t) }, stderr: { write: () => true }, env: { COLUMNS: "60" }, cwd: "." };
    expect(await runCli(["help", "doctor"], io)).toBe(0);
    const shipped = readFileSync(`${REPO_DOCS}doctor.md`, "utf8");
    let code = false;
    const kept: string[] = [];
    for (const line of stdout.split("\n")) {
      if (/^\s*```/.test(line)) code = !code;
      if (code || /^\s*```/.test(line) || /^\s*[|#]/.test(line)) kept.push(line);
      else expect([...line].length, line).toBeLessThanOrEqual(60);
    }
    // Nothing is lost or reordered: the words are the shipped guide's (its links as the terminal shows them), and the
    // whole lines are its lines.
    expect(stdout.split(/\s+/).join(" ")).toBe(shownWords(shipped));
    expect(kept.every((line) => shipped.split("\n").includes(line))).toBe(true);
    expect(stdout.split("\n")[0]).toBe("# `mcp-wire doctor`: check a live MCP server against every host");
    stdout = "";
    expect(await runCli(["help"], io)).toBe(0);
    expect(stdout.split("\n").slice(0, 8)).toEqual([
      "mcp-wire: schemas that survive the Model Context Protocol",
      "  wire.",
      "",
      "Commands: mcp-wire help <command> or mcp-wire <command>",
      "  --help: check, doctor, proxy, diff, wrap, unwrap",
      "          (mcp-wire help doctor is the doctor guide; its",
      "            options: mcp-wire doctor --help)",
      "Guides:   mcp-wire help <topic>",
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

  it("links read as their text and where they lead: another guide as mcp-wire help <topic>, a web page as its URL", async () => {
    const { reflowMarkdown } = await import("../src/reflow.js");
    const sample = [
      "Wrap each server with [mcp-wire",
      "proxy](serving.md) (see [the host table](hosts.md#the-table)); the bench is",
      "[tinybench](https://github.com/tinylibs/tinybench). [Above](#install) and",
      "[doctor-report.schema.json](doctor-report.schema.json), [an example](examples/x.ts),",
      "`[code](serving.md)` and ![a picture](doctor-html.png) stay.",
      "",
      "| [a cell](hosts.md) |",
      "",
    ].join("\n");
    expect(reflowMarkdown(sample, 60)).toBe(
      [
        "Wrap each server with mcp-wire proxy (mcp-wire help serving)",
        "(see the host table (mcp-wire help hosts)); the bench is",
        "tinybench (https://github.com/tinylibs/tinybench). Above and",
        "doctor-report.schema.json, an example (examples/x.ts),",
        "`[code](serving.md)` and ![a picture](doctor-html.png) stay.",
        "",
        "| [a cell](hosts.md) |",
        "",
      ].join("\n"),
    );
  });

  it("help setup: the link to the serving guide reads as mcp-wire help serving", async () => {
    const run = await cli(["help", "setup"]);
    const text = run.stdout.replace(/\s+/g, " ");
    expect(text).toContain("it so every server runs through `mcp-wire proxy` (mcp-wire help serving), and `mcp-wire unwrap <file>`");
    expect(text).toContain("the form of the tools it keeps (serving.md (mcp-wire help serving)).");
    expect(text).not.toContain("](serving.md)");
  });

  it("reflows a sample at width 40: paragraph joined and re-wrapped, list items hanging, table and code whole", async () => {
    const { reflowMarkdown } = await import("../src/reflow.js");
    const sample = [
      "# Title that is a rather long heading line",
      "",
      "A paragraph written at a wide width, so its",
      "source lines are ragged when wrapped alone.",
      "",
      "- a list item whose text runs past forty columns",
      "  and continues here",
      "- short",
      "  1. nested item that is long enough to wrap once",
      "",
      "| a | b |",
      "|---|---|",
      "| a table row that is longer than forty columns | x |",
      "",
      "```sh",
      "mcp-wire doctor --host claude-code -- node dist/server.js",
      "```",
      "",
    ].join("\n");
    expect(reflowMarkdown(sample, 40)).toBe(
      [
        "# Title that is a rather long heading line",
        "",
        "A paragraph written at a wide width, so",
        "its source lines are ragged when wrapped",
        "alone.",
        "",
        "- a list item whose text runs past forty",
        "  columns and continues here",
        "- short",
        "  1. nested item that is long enough to",
        "     wrap once",
        "",
        "| a | b |",
        "|---|---|",
        "| a table row that is longer than forty columns | x |",
        "",
        "```sh",
        "mcp-wire doctor --host claude-code -- node dist/server.js",
        "```",
        "",
      ].join("\n"),
    );
  });

  it("help doctor at COLUMNS 100: the first paragraph re-wrapped as one (no short line after each long source line)", async () => {
    const { runCli } = await import("../src/index.js");
    let stdout = "";
    const io = { stdout: { write: (t: string) => (stdout += t) }, stderr: { write: () => true }, env: { COLUMNS: "100" }, cwd: "." };
    expect(await runCli(["help", "doctor"], io)).toBe(0);
    expect(stdout.split("\n").slice(2, 5)).toEqual([
      "Point doctor at your server before you ship. It starts (or reaches) the server with the official",
      "`@modelcontextprotocol/sdk` client, lists every tool, and tells you per tool and per host whether",
      "the `inputSchema` / `outputSchema` will load and validate, why not (path, code, layer, what the host",
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
    expect([guide.code, guide.stderr, guide.stdout.split("\n")[0]]).toEqual([0, "", "# `mcp-wire doctor`: check a live MCP server against every host"]);
    expect([usage.code, usage.stderr, usage.stdout.startsWith("Usage: mcp-wire doctor "), usage.stdout.includes("--fail-on")]).toEqual([0, "", true, true]);
    expect(GUIDES.filter((guide) => ["check", "doctor", "proxy", "diff"].includes(guide))).toEqual(["doctor"]);
  });
});
