/**
 * doctor and check survive any server and any module: stdout lines that are not JSON-RPC are skipped and
 * counted (the official SDK 1.x client reads past them too), a message of any size is read up to a clear
 * bound, `--fix-out` folder names are safe and distinct for any tool name, control and bidi characters never
 * reach the terminal (doctor and check alike), and `check --load-timeout` stops synchronous loops. Every case
 * ends within its test's timeout (a guard against a hang, not a speed check: wall time on a shared machine is not
 * asserted), its exact output says which bound stopped it, and the server's process is gone afterwards.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterEach, describe, expect, it } from "vitest";
import { type DoctorReport } from "../src/index.js";
import { escapeControls } from "../src/terminal-text.js";
import { fileName } from "../src/doctor/fix-out.js";
import { DEFAULT_LOAD_TIMEOUT_MS } from "../src/option-values.js";
import { check, notChecked, PACKAGE_DIR } from "./helpers.js";
import { alive, doctorRun, pidFile, pidOf } from "./doctor-helpers.js";

const HOSTILE = ["node", "test/fixtures/doctor/hostile-server.mjs"];
/** Characters no human output may carry (besides the newlines between lines). */
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs doctor on the hostile server in `mode`; returns the run and whether the server is gone. */
async function hostile(mode: string, args: readonly string[]) {
  const file = pidFile();
  const run = await doctorRun([...args, "--", ...HOSTILE, mode], { env: { PID_FILE: file } });
  return { run, gone: !alive(await pidOf(file)) };
}

describe("stdout lines that are not JSON-RPC", () => {
  it("are skipped and counted; the report goes on (exit 0), the server is gone", async () => {
    const { run, gone } = await hostile("noise", ["--json", "--host", "vscode"]);
    expect({ code: run.code, stderr: run.stderr, gone }).toEqual({ code: 0, stderr: "", gone: true });
    const report = JSON.parse(run.stdout) as DoctorReport;
    expect(report.tools.map((t) => t.name)).toEqual(["echo"]);
    expect(report.skippedStdout).toEqual({ lines: 4, first: ["hostile server v1 starting...", '{"log":"not json-rpc"}', ""] });
  });

  it("the human report says so, in one line", async () => {
    const { run } = await hostile("noise", ["--host", "vscode"]);
    expect(run.stdout.split("\n")[2]).toBe('server stdout: 4 lines that are not JSON-RPC skipped (first: "hostile server v1 starting...", "{\\"log\\":\\"not json-rpc\\"}", "")');
  });

  it("the official SDK 1.x client reads past them too (same tools)", async () => {
    const client = new Client({ name: "reference", version: "0" });
    const errors: string[] = [];
    const transport = new StdioClientTransport({ command: "node", args: [HOSTILE[1] ?? "", "noise"], cwd: PACKAGE_DIR, stderr: "ignore" });
    transport.onerror = (error) => errors.push(error.name);
    await client.connect(transport);
    const { tools } = await client.listTools();
    await client.close();
    expect(tools.map((t) => t.name)).toEqual(["echo"]);
    expect(errors.length).toBe(4);
  });
});

describe("messages of any size", () => {
  it("a 12 MB tools/list answer (over the SDK 1.x client's 10 MiB buffer) is read whole", async () => {
    const { run, gone } = await hostile("huge", ["--json", "--host", "vscode"]);
    expect({ code: run.code, stderr: run.stderr, gone }).toEqual({ code: 0, stderr: "", gone: true });
    expect((JSON.parse(run.stdout) as DoctorReport).tools.map((t) => t.name)).toEqual(["big"]);
  });

  it("a line that never ends: exit 2 at the 100 MiB bound, naming it (not a timeout), the server killed", async () => {
    const { run, gone } = await hostile("endless", ["--json", "--timeout", "60"]);
    expect({ ...run, gone }).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: server wrote a stdout line over 104857600 bytes without a newline (doctor's limit for one message); stopped reading\n",
      gone: true,
    });
  });
});

describe("--fix-out folder names", () => {
  it("300 characters, `/`, `..`, control characters, names equal after case folding: each tool its own safe folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fix-out-"));
    dirs.push(dir);
    const { run, gone } = await hostile("names", ["--host", "draft-07-ajv-default", "--fix-out", dir]);
    expect({ code: run.code, stderr: run.stderr, gone }).toEqual({ code: 1, stderr: "", gone: true });
    const long = `${"n".repeat(91)}~230b0774`;
    expect(readdirSync(dir).sort()).toEqual(["REPORT-3", "Report", "_", "a__2Jb", "a_b", long, "report-2"].sort());
    for (const folder of readdirSync(dir)) expect(readdirSync(join(dir, folder)).sort()).toEqual(["input.draft-07-ajv-default.json", "input.portable.json"]);
    expect(run.stdout.split("\n").slice(-4)).toEqual([
      '--fix-out: tool "report" written to report-2 (Report holds tool "Report"; report and Report are one folder on macOS and Windows)',
      '--fix-out: tool "REPORT" written to REPORT-3 (Report holds tool "Report"; REPORT and Report are one folder on macOS and Windows)',
      `wrote 14 schema files to ${dir}`,
      "",
    ]);
  });

  it.each([
    ["a/b", "a_b"],
    ["..", "_"],
    ["...", "_"],
    ["", "_"],
    ["../../x", "x"],
    ["..\\..\\x", "x"],
    ["/etc/passwd", "etc_passwd"],
    ["a/../b", "a_b"],
    ["x/", "x"],
    [".hidden", "hidden"],
    ["./.env", "env"],
    ["../CON", "_CON"],
    ["a.b", "a.b"],
    ["CON", "_CON"],
    ["nul.txt", "_nul.txt"],
    ["console", "console"],
    ["é\u0000", "__"],
  ])("fileName(%j) is %j", (name, expected) => {
    expect(fileName(name)).toBe(expected);
  });

  it("long names sharing a beginning stay apart, each at most 100 characters", () => {
    const a = fileName(`${"x".repeat(200)}a`);
    const b = fileName(`${"x".repeat(200)}b`);
    expect([a.length, b.length, a === b]).toEqual([100, 100, false]);
  });
});

describe("one escaping of control, bidi and invisible characters", () => {
  it("escapeControls writes each unsafe character as \\uXXXX and leaves the rest", () => {
    // zero-width characters (U+200B–U+200D, U+2060, U+FEFF), the soft hyphen and variation selectors render as nothing:
    // escaped too, so a look-alike name cannot pass for another (a ZWJ inside an emoji sequence is shown escaped)
    const unsafe = [0x00, 0x07, 0x0a, 0x1b, 0x7f, 0x85, 0x9b, 0xad, 0x61c, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202e, 0x2060, 0x2066, 0x2069, 0xfe0f, 0xfeff];
    for (const code of unsafe) expect(escapeControls(`a${String.fromCharCode(code)}b`)).toBe(`a\\u${code.toString(16).padStart(4, "0")}b`);
    expect(escapeControls("a\u{e0001}\u{e0041}b")).toBe("a\\u{e0001}\\u{e0041}b");
    expect(escapeControls("plain ✓ ✗ é 日本 😀")).toBe("plain ✓ ✗ é 日本 😀");
  });

  it("doctor: a tool name with ESC, U+061C, U+200E, U+202E, U+2066 is shown escaped", async () => {
    const { run, gone } = await hostile("bidi", ["--host", "vscode"]);
    expect({ code: run.code, gone }).toEqual({ code: 0, gone: true });
    expect(UNSAFE.test(run.stdout)).toBe(false);
    expect(run.stdout).toContain("safe\\u001b[2J\\u061c\\u200e\\u202eevil\\u2066  input");
  });

  it("check: property names and titles cannot clear the screen or fake a summary", async () => {
    const run = await check(["test/fixtures/hostile-names.json", "test/fixtures/hostile-accepted.json"]);
    expect(run.code).toBe(1);
    expect(UNSAFE.test(run.stdout)).toBe(false);
    expect(run.stdout).toBe(
      [
        "test/fixtures/hostile-names.json [requestedSchema] @ 2025-11-25: rejected, 1 issue",
        // escaped, then cut to 40 columns (the last one `…`): the fake summary inside the name is not shown at all
        "  /properties/\\u001b[2J\\u202eevil\\u061c\\u000…/type  nested-object  nested objects are not on the wire; flatten the form",
        "",
        "test/fixtures/hostile-accepted.json [requestedSchema] @ 2025-11-25: accepted, wire-exact as received",
        "  {",
        '    "type": "object",',
        '    "properties": {',
        '      "name\\u200f": { "type": "string", "title": "\\u001b]0;pwned\\u0007\\u200e" }',
        "    }",
        "  }",
        "",
        "checked 2: 1 accepted, 1 rejected",
        "",
      ].join("\n"),
    );
  });
});

describe("check --load-timeout stops synchronous loops", () => {
  it.each([
    ["test/fixtures/loops.mjs", "still loading"],
    ["test/fixtures/loops-in-converter.mjs", "its exports still converting"],
  ])("%s: exit 2 after the timeout, and the CLI goes on", async (file, what) => {
    const started = Date.now();
    // 5 s: long enough that the worker has loaded the module, even under load, before the timer ends the converter's loop
    const run = await check([file, "--load-timeout", "5"]);
    const message = `cannot import ${file}: ${what} after 5 s (a top-level await that does not settle, or a loop? see --load-timeout)`;
    expect(run).toEqual({ code: 2, stdout: notChecked(file, "import-timeout", message), stderr: `mcp-wire: ${message}\n` });
    // ended by the 5 s timeout, not by check's default load timeout (what an unstopped loop would reach first)
    expect(Date.now() - started).toBeLessThan(DEFAULT_LOAD_TIMEOUT_MS);
    expect((await check(["test/fixtures/keeps-busy.ts", "--json"])).code).toBe(0); // the loop ended with its thread
  }, 2 * DEFAULT_LOAD_TIMEOUT_MS);
});
