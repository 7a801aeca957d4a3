/**
 * The one escaping and quoting of the human outputs (terminal-text.ts): doctor's table, its first lines and `diff`
 * show a name the same way — `\u000d\u000a`, never `\r\n` — and cut a long one to 40 code points and `…`.
 */
import { describe, expect, it } from "vitest";
import { MAX_SHOWN_NAME, middleCut, quoted, quotedName, shownName, shownServer } from "../src/terminal-text.js";
import { doctorRun } from "./doctor-helpers.js";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

describe("terminal text", () => {
  it("middleCut: a text of up to 120 code points whole; a longer one its start, … and its last 40 (a 10,000-character config key in a qualified name)", () => {
    const qualified = (key: string) => `mcp__${key}__list_directory_with_sizes`;
    expect(middleCut(qualified("a".repeat(88)))).toBe(qualified("a".repeat(88)));
    expect([...middleCut(qualified("a".repeat(89)))].length).toBe(120);
    expect(middleCut(qualified("k".repeat(10_000)))).toBe(`mcp__${"k".repeat(74)}…${"k".repeat(13)}__list_directory_with_sizes`);
    // code points, not code units: an astral character is never split
    expect(middleCut("😀".repeat(200))).toBe(`${"😀".repeat(79)}…${"😀".repeat(40)}`);
  });

  it("quotes with \\\" and \\\\ inside, and control characters as \\uXXXX", () => {
    expect(quoted('c\r\n"x"\\')).toBe('"c\\u000d\\u000a\\"x\\"\\\\"');
    expect(quotedName("c\u061c\r\n")).toBe('"c\\u061c\\u000d\\u000a"');
    expect(shownName("c\r\n")).toBe("c\\u000d\\u000a");
  });

  it("cuts names longer than 40 code points (astral characters count once), reading only their start", () => {
    expect(MAX_SHOWN_NAME).toBe(40);
    expect(shownName("x".repeat(40))).toBe("x".repeat(40));
    expect(shownName("x".repeat(10_000))).toBe(`${"x".repeat(40)}…`);
    expect(quotedName("😀".repeat(41))).toBe(`"${"😀".repeat(40)}…"`);
    expect(shownServer(null, "1\r")).toBe("unnamed server 1\\u000d");
    expect(shownServer("s".repeat(50), null)).toBe(`${"s".repeat(40)}…`);
  });

  it("escapes what renders as nothing: zero-width, BOM, soft hyphen, variation selectors, tag characters (\\u{...} above U+FFFF)", () => {
    expect(shownName("ec\u200bho")).toBe("ec\\u200bho");
    expect(quoted("\ufeffa\u00adb\u2060c\ufe0f")).toBe('"\\ufeffa\\u00adb\\u2060c\\ufe0f"');
    expect(shownName("x\u{e0041}\u{e007f}")).toBe("x\\u{e0041}\\u{e007f}");
    // letters, combining marks and emoji stay as they are
    expect(shownName("é\u0301😀")).toBe("é\u0301😀");
  });

  it("escapes a lone surrogate as \\uXXXX (a terminal shows it as U+FFFD); a surrogate pair stays a character", () => {
    expect(shownName("sur\ud800")).toBe("sur\\ud800");
    expect(quoted("\udfffx\ud83d")).toBe('"\\udfffx\\ud83d"');
    expect(shownName("\udfff\ud800")).toBe("\\udfff\\ud800");
    expect(shownName("ok\ud83d\ude00")).toBe("ok😀");
  });

  it("a tool and property named with lone surrogates read as their message does, in doctor's first lines and failures", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-text-"));
    const file = join(dir, "capture.json");
    writeFileSync(file, '{"protocolVersion":"2025-11-25","serverInfo":{"name":"t","version":"1"},"tools":[{"name":"sur\\ud800","inputSchema":{"type":"object","properties":{"\\udfff":{"type":"string"}}}}]}');
    const run = await doctorRun(["--replay", file, "--host", "claude-code", "--fail-on", "none"]);
    const lines = run.stdout.split("\n");
    expect(lines[2]).toBe('claude-code  keeps 0 of 1 tool; drops 1 ("sur\\ud800")');
    expect(lines[3]).toBe('  next: change tool "sur\\ud800" inputSchema at /properties/\\udfff: a top-level property key outside ^[a-zA-Z0-9_.-]{1,64}$ makes Claude Code drop the tool, silently, as one the Anthropic API would reject');
    expect(lines.filter((line) => line.startsWith("sur"))).toEqual(["sur\\ud800  input   ✓    ✗ property-name", "sur\\ud800 inputSchema"]);
    expect(run.stdout).not.toContain("\ufffd");
  });

  it("a look-alike tool name in doctor's table and first lines shows its zero-width character", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-text-"));
    const file = join(dir, "capture.json");
    writeFileSync(file, JSON.stringify({ protocolVersion: "2025-11-25", serverInfo: { name: "s", version: "1" }, tools: [{ name: "echo", inputSchema: { type: "object" } }, { name: "ec\u200bho.x", inputSchema: { type: "object" } }] }));
    const run = await doctorRun(["--replay", file, "--host", "cursor"]);
    const lines = run.stdout.split("\n");
    expect(lines[2]).toBe('cursor  keeps 1 of 2 tools; drops 1 ("ec\\u200bho.x")');
    // the columns line up: the escaped name is measured as shown
    expect(lines.filter((line) => line.startsWith("ec"))).toEqual(["echo          input   ✓    ✓", "ec\\u200bho.x  input   ✓    ✗ tool-name", "ec\\u200bho.x (the tool)"]);
  });

  it("doctor's first lines show a tool name as its table does", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-text-"));
    const file = join(dir, "capture.json");
    writeFileSync(file, JSON.stringify({ protocolVersion: "2025-11-25", serverInfo: { name: "s", version: "1" }, tools: [{ name: "c\r\n", inputSchema: { type: "object", properties: { x: true } } }] }));
    const run = await doctorRun(["--replay", file, "--host", "vscode@1.99.0", "--fail-on", "none"]);
    const lines = run.stdout.split("\n");
    expect(lines[2]).toBe('vscode  keeps 1 of 1 tool; fails every model request because of tool "c\\u000d\\u000a" (boolean-subschema)');
    expect(lines.find((line) => line.startsWith("c\\u000d\\u000a "))).toBe("c\\u000d\\u000a  input   ✗ wire-invalid  ✗ boolean-subschema");
  });
});
