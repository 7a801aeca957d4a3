/**
 * `mcp-wire help [topic]` prints the guides the package ships (packages/cli/docs/, copied from the
 * repository's docs/ by the build), so an installed CLI needs no link outside its package.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cli } from "./helpers.js";

const REPO_DOCS = fileURLToPath(new URL("../../../docs/", import.meta.url));
const GUIDES = readdirSync(REPO_DOCS).filter((file) => file.endsWith(".md")).map((file) => file.slice(0, -3)).sort();

describe("mcp-wire help", () => {
  it("lists every guide of docs/", async () => {
    const run = await cli(["help"]);
    expect(run).toEqual({
      code: 0,
      stderr: "",
      stdout: [
        "mcp-wire: schemas that survive the Model Context Protocol wire.",
        "",
        "Commands: mcp-wire check --help, mcp-wire doctor --help, mcp-wire diff --help, mcp-wire proxy --help",
        "Guides:   mcp-wire help <topic>",
        "",
        ...GUIDES.map((topic) => `  ${topic}`),
        "",
      ].join("\n"),
    });
    expect(GUIDES).toContain("diagnostics");
  });

  it.each(GUIDES.map((topic) => [topic, topic]))("help %s prints docs/%s.md as shipped", async (topic) => {
    expect(await cli(["help", topic])).toEqual({ code: 0, stderr: "", stdout: readFileSync(`${REPO_DOCS}${topic}.md`, "utf8") });
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
    // Nothing is lost or reordered: the words are the shipped guide's, and the whole lines are its lines.
    expect(stdout.split(/\s+/).join(" ")).toBe(shipped.split(/\s+/).join(" "));
    expect(kept.every((line) => shipped.split("\n").includes(line))).toBe(true);
    expect(stdout.split("\n")[0]).toBe("# `mcp-wire doctor`: check a live MCP server against every host");
    stdout = "";
    expect(await runCli(["help"], io)).toBe(0);
    expect(stdout.split("\n").slice(0, 6)).toEqual(["mcp-wire: schemas that survive the Model Context Protocol", "  wire.", "", "Commands: mcp-wire check --help, mcp-wire doctor --help,", "  mcp-wire diff --help, mcp-wire proxy --help", "Guides:   mcp-wire help <topic>"]);
  });

  it("an unknown topic is a usage error naming the topics", async () => {
    expect(await cli(["help", "nope"])).toEqual({
      code: 2,
      stdout: "",
      stderr: `mcp-wire: no help topic "nope" (topics: ${GUIDES.join(", ")})\n`,
    });
  });

  it("help check is the check command's usage", async () => {
    const run = await cli(["help", "check"]);
    expect([run.code, run.stderr, run.stdout.includes("--drop-unsupported")]).toEqual([0, "", true]);
  });
});
