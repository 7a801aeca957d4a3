/**
 * `mcp-wire check` on hostile JSON files: control and bidi characters in property names and values, prototype keys,
 * a 10,000-character name, a 5 MB description (one unbroken word the wrapper must cut in one pass), a file that never
 * ends, text that is not JSON, a reader that goes away (`| head -1`). Each: the documented exit code and the exact,
 * escaped output.
 */
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { check, notChecked, WIDE } from "./helpers.js";

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

  it("a file name with ESC, U+202E, BEL that cannot be read or parsed: its entry escaped in human and markdown output, raw in JSON", async () => {
    const name = "\u001b[2J\u202eevil\u0007";
    const broken = file(`${name}.json`, "{");
    const missing = join(dir, `${name}-missing.json`);
    const shown = `${dir}/\\u001b[2J\\u202eevil\\u0007`;
    const run = await check([broken, missing]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe(
      [
        `${shown}.json: not checked, invalid-json`,
        `  ${shown}.json is not valid JSON: Expected property name or '}' in JSON at position 1`,
        "  at line 1, column 2",
        "",
        `${shown}-missing.json: not checked, file-not-found`,
        `  cannot read ${shown}-missing.json: no such file`,
        "",
        "checked 0: 0 accepted, 0 rejected; 2 files not checked",
        "",
      ].join("\n"),
    );
    expect(run.stderr).toBe(
      `mcp-wire: ${shown}.json is not valid JSON: Expected property name or '}' in JSON at position 1\nmcp-wire: cannot read ${shown}-missing.json: no such file\n`,
    );
    const markdown = await check([broken, missing, "--format", "markdown"]);
    expect(markdown.stdout).not.toMatch(UNSAFE);
    // Markdown escapes the backslashes of the escapes and the bracket again (markdownText)
    const cell = `${dir}/\\\\u001b\\[2J\\\\u202eevil\\\\u0007`;
    expect(markdown.stdout.split("\n").filter((line) => line.includes("not checked:"))).toEqual([
      `| ${cell}.json | — | — | ✗ not checked: invalid-json | — |`,
      `| ${cell}-missing.json | — | — | ✗ not checked: file-not-found | — |`,
    ]);
    const json = JSON.parse((await check([broken, "--json"])).stdout) as { errors: { file: string }[] };
    expect(json.errors.map((e) => e.file)).toEqual([broken]);
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
    // the path is cut to 48 columns in the middle: "/properties/", 30 n, "…" and its last token "/type"; the message
    // wraps behind a 4-space indent
    expect(lines.slice(1)).toEqual([
      `  /properties/${"n".repeat(30)}…/type  nested-object  nested objects are not on the`,
      "    wire; flatten the form",
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
    const message = `${path} is larger than 100 MiB (the most mcp-wire reads)`;
    expect(await check([path])).toEqual({ code: 2, stdout: notChecked(path, "file-too-large", message), stderr: `mcp-wire: ${message}\n` });
  });

  it("a file that is not well-formed UTF-8: exit 2, the byte offset of the first ill-formed sequence (not read with U+FFFD)", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "mcp-wire-utf8-")), "bad.json");
    writeFileSync(path, Buffer.concat([Buffer.from('{"type":"object","properties":{"n'), Buffer.from([0xff]), Buffer.from('":{"type":"string"}}}')]));
    const message = `${path} is not valid JSON: invalid UTF-8 at byte 33`;
    expect(await check([path])).toEqual({ code: 2, stdout: notChecked(path, "invalid-json", message, "at line 1, column 34"), stderr: `mcp-wire: ${message}\n` });
    rmSync(path);
  });

  it("text that is not JSON: exit 2, one line naming the file and the parser's reason, escaped", async () => {
    const path = file("not.json", "\u001b[2J hello \u202e");
    const run = await check([path]);
    const message = `${path} is not valid JSON: Unexpected token '\\u001b', "\\u001b[2J hello \\u202e" is not valid JSON`;
    expect(run).toEqual({ code: 2, stdout: notChecked(path, "invalid-json", message), stderr: `mcp-wire: ${message}\n` });
  });

  it("text that is not JSON over lines: the parser's excerpt stays on one line, its newlines escaped and its quote closed", async () => {
    const path = file("lines.json", 'not json {\n "a": 1}\n');
    const run = await check([path]);
    const message = `${path} is not valid JSON: Unexpected token 'o', "not json {\\u000a \"a\": 1}\\u000a" is not valid JSON`;
    expect(run).toEqual({ code: 2, stdout: notChecked(path, "invalid-json", message), stderr: `mcp-wire: ${message}\n` });
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

  it.runIf(existsSync("/dev/full"))("a stdout that cannot be written (`> /dev/full`): exit 2 and one line naming the error, no stack trace (the bin, spawned)", () => {
    const bin = fileURLToPath(new URL("../bin/mcp-wire.js", import.meta.url));
    const full = openSync("/dev/full", "w");
    try {
      for (const args of [["--version"], ["--help"], ["check", "examples/server-everything.elicitation.json"], ["doctor", "--format", "json", "--replay", "../../fixtures/servers/mapbox-mcp-server.tools.json"]]) {
        const run = spawnSync(process.execPath, [bin, ...args], { cwd: fileURLToPath(new URL("..", import.meta.url)), stdio: ["ignore", full, "pipe"], encoding: "utf8", timeout: 60_000 });
        expect([args[0], run.status, run.stderr]).toEqual([args[0], 2, "mcp-wire: cannot write to stdout: ENOSPC\n"]);
      }
    } finally {
      closeSync(full);
    }
  });
});

/** The built executable run from the package directory, its stdout and stderr apart (fd 1 is the test's own pipe). */
/** The longest a spawned check may take ({@link spawnedCheck}'s own guard), and the timeout of the tests that run one. */
const SPAWNED_TIMEOUT = 120_000;

function spawnedCheck(args: readonly string[]) {
  const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`npx tsc -b\` first`);
  // the timeout guards against a hang (a killed run has no exit code, so the exact outputs asserted fail); wall time on
  // a shared machine is not asserted
  const run = spawnSync(process.execPath, [bin, "check", ...args], { cwd: fileURLToPath(new URL("..", import.meta.url)), encoding: "utf8", timeout: SPAWNED_TIMEOUT, env: { ...process.env, NO_COLOR: "", COLUMNS: WIDE } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const NESTED = { path: "/properties/address/type", code: "nested-object", message: "nested objects are not on the wire; flatten the form" };

describe("check on hostile modules (each in a child process of its own)", () => {
  it("a module that posts an accepted verdict (parentPort.postMessage, process.send) gets its real one: rejected, exit 1", async () => {
    const run = await check(["--json", "test/fixtures/forges-verdict.mjs"]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: "" });
    expect((JSON.parse(run.stdout) as { summary: unknown; results: unknown[] })).toMatchObject({
      summary: { checked: 1, accepted: 0, rejected: 1 },
      results: [{ file: "test/fixtures/forges-verdict.mjs", subject: "form", form: "module-export", vendor: "forger", revision: "2025-11-25", status: "rejected", requestedSchema: null, dropped: [], notes: [], issues: [NESTED], received: null }],
    });
  });

  it("a module that patches the checker in its process (Array.prototype.flatMap) to send an accepted verdict: verdict-invalid, exit 2", async () => {
    const message =
      'test/fixtures/tampers-checker.mjs: its check process sent verdicts that do not hold: result 0 (export "form" at 2025-11-25) is accepted, but its requestedSchema is not wire-exact (/properties/address/type nested-object)';
    expect(await check(["test/fixtures/tampers-checker.mjs"])).toEqual({
      code: 2,
      stdout: notChecked("test/fixtures/tampers-checker.mjs", "verdict-invalid", message),
      stderr: `mcp-wire: ${message}\n`,
    });
  });

  it("fs.writeSync(1, …) at import and in a converter goes to stderr; stdout is the --json report alone (spawned)", () => {
    const run = spawnedCheck(["--json", "test/fixtures/writes-fd1.mjs"]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '{"forged": "at import"}\n{"forged": "in the converter"}\n' });
    expect(JSON.parse(run.stdout)).toEqual({
      reportVersion: 1,
      revisions: ["2025-11-25"],
      onUnsupported: "reject",
      summary: { checked: 1, accepted: 1, rejected: 0, errors: 0 },
      results: [
        {
          file: "test/fixtures/writes-fd1.mjs", subject: "form", form: "module-export", vendor: "fd-writer", revision: "2025-11-25", status: "accepted",
          requestedSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] }, dropped: [], notes: [], issues: [], received: null,
        },
      ],
      errors: [],
    });
  }, SPAWNED_TIMEOUT);

  it("a ~standard getter that throws is export-unreadable, naming the export (exit 2), not skipped", async () => {
    const message = 'test/fixtures/getter-throws.mjs: reading its export "broken" (its ~standard) threw: no schema today';
    expect(await check(["test/fixtures/getter-throws.mjs"])).toEqual({
      code: 2,
      stdout: notChecked("test/fixtures/getter-throws.mjs", "export-unreadable", message),
      stderr: `mcp-wire: ${message}\n`,
    });
  });

  it("process.exit in a ~standard getter is process-exit, naming the exit code (exit 2), not a never-settling await", async () => {
    const message = 'test/fixtures/getter-exits.mjs called process.exit(7) while its export "form" was read; a checked module must not exit';
    expect(await check(["test/fixtures/getter-exits.mjs"])).toEqual({
      code: 2,
      stdout: notChecked("test/fixtures/getter-exits.mjs", "process-exit", message),
      stderr: `mcp-wire: ${message}\n`,
    });
  });

  it("a module that allocates without end is stopped at its 512 MiB heap: memory-limit, exit 2, one line (spawned)", () => {
    const run = spawnedCheck(["test/fixtures/eats-memory.mjs"]);
    const message = "cannot import test/fixtures/eats-memory.mjs: it used more than 512 MiB of heap while loading (the limit of a checked module)";
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 2,
      stdout: notChecked("test/fixtures/eats-memory.mjs", "memory-limit", message),
      stderr: `mcp-wire: ${message}\n`,
    });
  }, SPAWNED_TIMEOUT);
});
