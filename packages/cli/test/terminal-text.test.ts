/**
 * The one escaping and quoting of the human outputs (terminal-text.ts): doctor's table, its first lines and `diff`
 * show a name the same way — `\u000d\u000a`, never `\r\n` — and cut a long one to 40 code points and `…`.
 */
import { describe, expect, it } from "vitest";
import { MAX_SHOWN_NAME, quoted, quotedName, shownName, shownServer } from "../src/terminal-text.js";
import { doctorRun } from "./doctor-helpers.js";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

describe("terminal text", () => {
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
