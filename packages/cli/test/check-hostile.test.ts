/**
 * `mcp-wire check` on hostile JSON files: control and bidi characters in property names and values, prototype keys,
 * a 10,000-character name, a 5 MB description (one unbroken word the wrapper must cut in one pass), a file that never
 * ends, text that is not JSON, a reader that goes away (`| head -1`). Each: the documented exit code and the exact,
 * escaped output.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-wire-hostile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `text` to `<dir>/<name>` and returns the path. */
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Every character the human outputs must never pass through (C0, DEL, C1, bidi controls, line separators). */
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe("check on hostile JSON", () => {
  it("ESC, U+202E, U+061C in a property name and an OSC sequence in a title: accepted, every one escaped (exit 0)", async () => {
    const path = file("esc.json", JSON.stringify({ type: "object", properties: { "\u001b[31mred\u202eevil\u061c": { type: "string" }, ok: { type: "string", title: "\u001b]0;pwned\u0007 \u2066x\u2069 \u0085" } } }));
    const run = await check([path]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(
      [
        `${path} [requestedSchema] @ 2025-11-25: accepted, wire-exact as received`,
        "  {",
        '    "type": "object",',
        '    "properties": {',
        '      "\\u001b[31mred\\u202eevil\\u061c": { "type": "string" },',
        '      "ok": { "type": "string", "title": "\\u001b]0;pwned\\u0007 \\u2066x\\u2069 \\u0085" }',
        "    }",
        "  }",
        "",
        "checked 1: 1 accepted, 0 rejected",
        "",
      ].join("\n"),
    );
    expect(run.stdout).not.toMatch(UNSAFE);
    const markdown = await check([path, "--format", "markdown"]);
    expect(markdown.stdout).not.toMatch(UNSAFE);
  });

  it("__proto__ and constructor as property names are rejected by name (exit 1); __proto__ at the root is an unknown keyword", async () => {
    const names = file("proto.json", '{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"number"}},"required":["__proto__"]}');
    const run = await check([names]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        `${names} [requestedSchema] @ 2025-11-25: rejected, 2 issues`,
        '  /properties/__proto__    reserved-property-name  property name "__proto__" is reserved in JavaScript; rename it',
        '  /properties/constructor  reserved-property-name  property name "constructor" is reserved in JavaScript; rename it',
        "",
        "checked 1: 0 accepted, 1 rejected",
        "",
      ].join("\n"),
    );
    // A __proto__ member of the file is an own key of the parsed object: it is not taken for elicitation params.
    const root = file("proto-root.json", '{"__proto__":{"requestedSchema":{"type":"object"}},"type":"object","properties":{}}');
    const atRoot = await check([root]);
    expect(atRoot.code).toBe(1);
    expect(atRoot.stdout.split("\n").slice(0, 2)).toEqual([`${root} [requestedSchema] @ 2025-11-25: rejected, 1 issue`, "  /__proto__  unknown-keyword  `__proto__` cannot be sent at the root"]);
  });

  it("a 10,000-character property name: wrapped to the width; the --json report keeps the path whole (exit 1)", async () => {
    const name = "n".repeat(10_000);
    const path = file("long.json", JSON.stringify({ type: "object", properties: { [name]: { type: "object" } } }));
    const json = await check([path, "--json"]);
    expect(json.code).toBe(1);
    expect((JSON.parse(json.stdout) as { results: { issues: unknown[] }[] }).results[0]?.issues).toEqual([
      { path: `/properties/${name}/type`, code: "nested-object", message: "nested objects are not on the wire; flatten the form" },
    ]);
    const run = await check([path], { env: { COLUMNS: "100" } });
    expect(run.code).toBe(1);
    const lines = run.stdout.split("\n");
    // the path is cut to 40 columns: "/properties/", 27 n and "…"; the message wraps behind a 4-space indent
    expect(lines.slice(1)).toEqual([
      `  /properties/${"n".repeat(27)}…  nested-object  nested objects are not on the wire;`,
      "    flatten the form",
      "",
      "checked 1: 0 accepted, 1 rejected",
      "",
    ]);
  });

  it("a 5 MB description, one unbroken word: accepted, cut into lines of the width (exit 0)", async () => {
    const size = 5 * 1024 * 1024;
    const path = file("big.json", JSON.stringify({ type: "object", properties: { a: { type: "string", description: "d".repeat(size) } } }));
    const run = await check([path], { env: { COLUMNS: "100" } });
    expect(run.code).toBe(0);
    // The heading (a long temporary path) may wrap: the JSON starts at its "{" line.
    const lines = run.stdout.split("\n").slice(run.stdout.split("\n").indexOf("  {"));
    expect(lines.slice(0, 6)).toEqual(["  {", '    "type": "object",', '    "properties": {', '      "a": {', '        "type": "string",', '        "description":']);
    // `"` + size d + `"`, cut at 100 columns behind a 10-space continuation indent: 90 characters a line.
    const word = `"${"d".repeat(size)}"`;
    const count = Math.ceil(word.length / 90);
    const cut = lines.slice(6, 6 + count);
    expect(cut.slice(0, -1).filter((line) => line.length !== 100 || !line.startsWith(" ".repeat(10)))).toEqual([]);
    expect(cut.map((line) => line.slice(10)).join("")).toBe(word);
    expect(lines.slice(6 + count)).toEqual(["      }", "    }", "  }", "", "checked 1: 1 accepted, 0 rejected", ""]);
  });

  it("a .json file that never ends (/dev/zero): exit 2 at the 100 MiB bound, not read into memory", async () => {
    const path = join(dir, "zero.json");
    symlinkSync("/dev/zero", path);
    expect(await check([path])).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: ${path} is larger than 100 MiB (the most mcp-wire reads)\n` });
  });

  it("text that is not JSON: exit 2, one line naming the file and the parser's reason, escaped", async () => {
    const path = file("not.json", "\u001b[2J hello \u202e");
    const run = await check([path]);
    expect(run).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: ${path} is not valid JSON: Unexpected token '\\u001b', "\\u001b[2J hello \\u202e" is not valid JSON\n` });
  });

  it("a reader that goes away (`check big.json | head -1`): the run ends with its own code, no stack trace (spawned)", async () => {
    const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
    if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`npx tsc -b\` first`);
    const path = file("pipe.json", JSON.stringify({ type: "object", properties: { a: { type: "object" }, b: { type: "string", description: "d ".repeat(2_000_000) } } }));
    const child = spawn(process.execPath, [bin, "check", path], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, COLUMNS: "100" } });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.stdout.once("data", () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect({ code, stderr }).toEqual({ code: 1, stderr: "" });
  });
});
