/**
 * A checked module cannot take the CLI over: the CLI exits once the report is written (even with timers
 * left), stdout holds only the report (module output goes to stderr), a load that hangs or exits is exit 2
 * with one line naming the file. Exported functions that never throw validate their arguments. Inputs with a
 * BOM, help defaults, TERM=dumb.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CliError, runCheck, runCli, runDoctor, type CliIO, type DoctorArgs } from "../src/index.js";
import { checkTool } from "../src/doctor/check.js";
import { parseArgs } from "../src/args.js";
import { DEFAULT_LOAD_TIMEOUT_MS } from "../src/option-values.js";
import { check, cli, errorsOnlyReport, notChecked, PACKAGE_DIR, report, WIDE } from "./helpers.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const BIN = "packages/cli/dist/bin.js";
const FIXTURES = "packages/cli/test/fixtures";

/**
 * The built executable, spawned from the repository root (`COLUMNS` wide unless `env` sets it); killed after `killAfter`
 * ms, 20 s unless given (a hang fails the test).
 */
function mcpWire(args: readonly string[], env: Record<string, string> = {}, killAfter = 20_000) {
  if (!existsSync(`${ROOT}/${BIN}`)) throw new Error(`${BIN} is missing: run \`npx tsc -b\` first`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: "utf8", timeout: killAfter, env: { ...process.env, NO_COLOR: "", COLUMNS: WIDE, ...env } });
  return { code: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr, ms: Date.now() - started };
}

const NAME_FORM = { type: "object", properties: { name: { type: "string" } }, required: ["name"] };

function moduleReport(file: string, vendor: string, notes: unknown[] = []) {
  return {
    reportVersion: 1,
    revisions: ["2025-11-25"],
    onUnsupported: "reject",
    summary: { checked: 1, accepted: 1, rejected: 0, errors: 0 },
    results: [
      { file, subject: "form", form: "module-export", vendor, revision: "2025-11-25", status: "accepted", requestedSchema: NAME_FORM, dropped: [], notes, issues: [], received: null },
    ],
    errors: [],
  };
}

const LABEL_NOTE = { path: "/$schema", code: "schema-label-dropped", message: "$schema dropped: the MCP revision fixes the requestedSchema dialect" };

describe("the executable exits once the report is written", () => {
  it("a module that keeps Node busy (setInterval): the report, then exit 0, not killed", () => {
    const run = mcpWire(["check", "--json", `${FIXTURES}/keeps-busy.ts`]);
    expect({ code: run.code, signal: run.signal, stderr: run.stderr }).toEqual({ code: 0, signal: null, stderr: "" });
    expect(JSON.parse(run.stdout)).toEqual(moduleReport(`${FIXTURES}/keeps-busy.ts`, "zod", [LABEL_NOTE]));
  });

  it("and with exit 1 when something is rejected (human report, whole)", () => {
    const run = mcpWire(["check", `${FIXTURES}/keeps-busy.ts`, `${FIXTURES}/jsonrpc.json`]);
    expect({ code: run.code, signal: run.signal, stderr: run.stderr }).toEqual({ code: 1, signal: null, stderr: "" });
    expect(run.stdout.split("\n").at(-2)).toBe("checked 2: 1 accepted, 1 rejected");
  });
});

describe("stdout holds only the report", () => {
  it("console.log and process.stdout.write at import and in a converter go to stderr (spawned, --json)", () => {
    const run = mcpWire(["check", "--json", `${FIXTURES}/noisy.mjs`]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: "noise at import\nraw noise at import\nnoise in the converter\n" });
    expect(JSON.parse(run.stdout)).toEqual(moduleReport(`${FIXTURES}/noisy.mjs`, "noisy"));
  });

  it("in-process: module writes go to io.stderr, and process.stdout.write is restored", async () => {
    const write = process.stdout.write;
    const exit = process.exit;
    const run = await check(["--json", "test/fixtures/writes-stdout.mjs"]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: "written at import\nwritten in the converter\n" });
    expect(report(run)).toEqual(moduleReport("test/fixtures/writes-stdout.mjs", "writer"));
    expect(process.stdout.write).toBe(write);
    expect(process.exit).toBe(exit);
  });
});

/**
 * The load tests below say a load ends "at once" or at its `--load-timeout`, not at check's default load timeout (30 s,
 * `DEFAULT_LOAD_TIMEOUT_MS`): each run must end, with its exact error, before that default would have ended it. The
 * process is killed only well past it (a run that waited the default out then fails on its message, not on the kill),
 * and under load a spawned CLI's start-up alone has taken over 12 s, so no tighter bound is asserted.
 */
const PAST_DEFAULT_LOAD = DEFAULT_LOAD_TIMEOUT_MS + 30_000;

describe("a load that hangs or exits is exit 2, one line naming the file", () => {
  it("a top-level await that can never settle (spawned): at once, not Node's silent exit 13", () => {
    const run = mcpWire(["check", `${FIXTURES}/tla-never.ts`], {}, PAST_DEFAULT_LOAD);
    expect({ code: run.code, signal: run.signal, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 2,
      signal: null,
      stdout: notChecked(`${FIXTURES}/tla-never.ts`, "import-timeout", `cannot import ${FIXTURES}/tla-never.ts: its top-level await never settles (nothing left to wait for)`),
      stderr: `mcp-wire: cannot import ${FIXTURES}/tla-never.ts: its top-level await never settles (nothing left to wait for)\n`,
    });
    expect(run.ms).toBeLessThan(DEFAULT_LOAD_TIMEOUT_MS);
  }, PAST_DEFAULT_LOAD + 10_000);

  it("the line wraps at 100 columns when stderr is no terminal and COLUMNS is unset (spawned)", () => {
    const run = mcpWire(["check", `${FIXTURES}/tla-never.ts`], { COLUMNS: "" });
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 2,
      // the report's lines wrap at 100 columns too: the message line is indented two, its continuation four
      stdout: notChecked(`${FIXTURES}/tla-never.ts`, "import-timeout", `cannot import ${FIXTURES}/tla-never.ts: its top-level await never settles (nothing\n    left to wait for)`),
      stderr: `mcp-wire: cannot import ${FIXTURES}/tla-never.ts: its top-level await never settles\n  (nothing left to wait for)\n`,
    });
  });

  it("a top-level await still pending after --load-timeout (spawned)", () => {
    const run = mcpWire(["check", "--load-timeout", "0.5", `${FIXTURES}/tla-slow.ts`], {}, PAST_DEFAULT_LOAD);
    expect({ code: run.code, signal: run.signal, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 2,
      signal: null,
      stdout: notChecked(`${FIXTURES}/tla-slow.ts`, "import-timeout", `cannot import ${FIXTURES}/tla-slow.ts: still loading after 0.5 s (a top-level await that does not settle, or a loop? see --load-timeout)`),
      stderr: `mcp-wire: cannot import ${FIXTURES}/tla-slow.ts: still loading after 0.5 s (a top-level await that does not settle, or a loop? see --load-timeout)\n`,
    });
    expect(run.ms).toBeLessThan(DEFAULT_LOAD_TIMEOUT_MS);
  }, PAST_DEFAULT_LOAD + 10_000);

  it("in-process too, each module in its own worker thread: a top-level await waiting on nothing is found at once", async () => {
    expect(await check(["--load-timeout", "20", "test/fixtures/tla-never.ts"])).toEqual({
      code: 2,
      stdout: notChecked("test/fixtures/tla-never.ts", "import-timeout", "cannot import test/fixtures/tla-never.ts: its top-level await never settles (nothing left to wait for)"),
      stderr: "mcp-wire: cannot import test/fixtures/tla-never.ts: its top-level await never settles (nothing left to wait for)\n",
    });
  });

  it("--load-timeout in-process", async () => {
    expect(await check(["--load-timeout", "0.2", "test/fixtures/tla-slow.ts"])).toEqual({
      code: 2,
      stdout: notChecked("test/fixtures/tla-slow.ts", "import-timeout", "cannot import test/fixtures/tla-slow.ts: still loading after 0.2 s (a top-level await that does not settle, or a loop? see --load-timeout)"),
      stderr: "mcp-wire: cannot import test/fixtures/tla-slow.ts: still loading after 0.2 s (a top-level await that does not settle, or a loop? see --load-timeout)\n",
    });
  });

  it.each([
    ["exits.ts", "called process.exit(0) while loading; a checked module must not exit"],
    ["exits-later.mjs", "called process.exit(0) while loading; a checked module must not exit"],
    ["exits-in-converter.mjs", 'called process.exit(3) while its export "form" was converted; a checked module must not exit'],
  ])("process.exit in %s (spawned)", (file, message) => {
    const run = mcpWire(["check", "--json", `${FIXTURES}/${file}`]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 2, stderr: `mcp-wire: ${FIXTURES}/${file} ${message}\n` });
    expect(JSON.parse(run.stdout)).toEqual(errorsOnlyReport({ file: `${FIXTURES}/${file}`, code: "process-exit", message: `${FIXTURES}/${file} ${message}`, pointer: null, position: null }));
  });

  it("process.exit in-process: exit 2 with code process-exit, process.exit restored", async () => {
    const exit = process.exit;
    expect(await check(["test/fixtures/exits.ts"])).toEqual({
      code: 2,
      stdout: notChecked("test/fixtures/exits.ts", "process-exit", "test/fixtures/exits.ts called process.exit(0) while loading; a checked module must not exit"),
      stderr: "mcp-wire: test/fixtures/exits.ts called process.exit(0) while loading; a checked module must not exit\n",
    });
    expect(await check(["test/fixtures/exits-in-converter.mjs"])).toEqual({
      code: 2,
      stdout: notChecked("test/fixtures/exits-in-converter.mjs", "process-exit", 'test/fixtures/exits-in-converter.mjs called process.exit(3) while its export "form" was converted; a checked module must not exit'),
      stderr: 'mcp-wire: test/fixtures/exits-in-converter.mjs called process.exit(3) while its export "form" was converted; a checked module must not exit\n',
    });
    expect(process.exit).toBe(exit);
  });

  it("an uncaught exception while loading (spawned) is import-failed, exit 2", () => {
    const run = mcpWire(["check", `${FIXTURES}/throws-later.mjs`]);
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 2,
      stdout: notChecked(`${FIXTURES}/throws-later.mjs`, "import-failed", `cannot import ${FIXTURES}/throws-later.mjs: boom in a timer`),
      stderr: `mcp-wire: cannot import ${FIXTURES}/throws-later.mjs: boom in a timer\n`,
    });
  });

  it("--load-timeout must be a positive number", async () => {
    expect(await check(["--load-timeout", "0", "test/fixtures/schema.json"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: option '--load-timeout <seconds>' argument '0' is invalid. must be a positive number of seconds\n",
    });
  });

  it.each([
    ["0x10", "must be a decimal number of seconds (such as 30, 2.5 or 1e3)"],
    ["2147484", "must be at most 2147483.647 seconds (the Node timer maximum)"],
  ])("--load-timeout %s is refused as doctor --timeout refuses it", async (value, reason) => {
    expect(await check(["--load-timeout", value, "test/fixtures/schema.json"])).toEqual({
      code: 2,
      stdout: "",
      stderr: `mcp-wire: option '--load-timeout <seconds>' argument '${value}' is invalid. ${reason}\n`,
    });
  });
});

describe("functions documented never to throw validate their arguments", () => {
  afterEach(() => vi.restoreAllMocks());

  function capture(): { io: CliIO; out: () => { stdout: string; stderr: string } } {
    let stdout = "";
    let stderr = "";
    const io: CliIO = { stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) }, env: { COLUMNS: WIDE }, cwd: PACKAGE_DIR };
    return { io, out: () => ({ stdout, stderr }) };
  }

  it.each([
    ["runCheck(null)", () => runCheck(null as never), "runCheck: args must be an array of strings (got null)"],
    ['runCheck("a.json")', () => runCheck("a.json" as never), "runCheck: args must be an array of strings (got a string)"],
    ["runCheck([1])", () => runCheck([1] as never), "runCheck: args must be an array of strings (got an array holding a number at 0)"],
    ["runCli(undefined)", () => runCli(undefined as never), "runCli: argv must be an array of strings (got undefined)"],
    ['runCheck(["a.json"], null)', () => runCheck(["a.json"], null as never), "runCheck: io must be an object (got null)"],
  ])("%s: exit 2, one line on process.stderr (io.stderr unusable or absent)", async (_, call, message) => {
    let stderr = "";
    vi.spyOn(process.stderr, "write").mockImplementation((text: string | Uint8Array) => ((stderr += String(text)), true));
    await expect(call()).resolves.toBe(2);
    expect(stderr).toBe(`mcp-wire: ${message}\n`);
  });

  it("a bad io field is reported on io.stderr", async () => {
    const { io, out } = capture();
    expect(await runCheck(["test/fixtures/schema.json"], { ...io, stdout: 5 as never })).toBe(2);
    expect(out()).toEqual({ stdout: "", stderr: "mcp-wire: runCheck: io.stdout must have a write method (got a number)\n" });
    const second = capture();
    expect(await runCli(["check", "test/fixtures/schema.json"], { ...second.io, cwd: 1 as never })).toBe(2);
    expect(second.out()).toEqual({ stdout: "", stderr: "mcp-wire: runCli: io.cwd must be a string (got a number)\n" });
  });

  const ARGS: DoctorArgs = { target: { kind: "stdio", command: "node", args: [] }, hosts: ["vscode"], calls: [], format: "human", reportOnly: false, fixOut: undefined, save: undefined, timeoutMs: 1000 };

  it.each([
    ["null args", null, "runDoctor: args must be an object (got null)"],
    ["no target", { ...ARGS, target: undefined }, "runDoctor: args.target must be an object (got undefined)"],
    ["unknown kind", { ...ARGS, target: { kind: "ws" } }, 'runDoctor: args.target.kind must be "stdio", "http" or "replay" (got "ws")'],
    ["unknown host", { ...ARGS, hosts: ["netscape"] }, "runDoctor: args.hosts must be an array of hosts (claude-code, claude-desktop, cursor, vscode, windsurf, zed, codex, gemini, qwen-code, copilot-cli, continue, kilo, chatgpt, kimi, mcp-sdk-v1-client, mcp-sdk-v2-client, 2020-12-only, draft-07-ajv-default, anthropic-api, openapi-3.0-subset, openai-strict)"],
    ["bad calls", { ...ARGS, calls: [{ tool: "a" }] }, "runDoctor: args.calls must be an array of { tool: string, args: object }"],
    ["zero timeout", { ...ARGS, timeoutMs: 0 }, "runDoctor: args.timeoutMs must be a number from 1 to 2147483647 (got 0)"],
    ["timeout beyond the Node timer maximum", { ...ARGS, timeoutMs: 2 ** 31 }, "runDoctor: args.timeoutMs must be a number from 1 to 2147483647 (got 2147483648)"],
    ["an accept answer without content", { ...ARGS, answers: [{ action: "accept" }] }, 'runDoctor: args.answers must be an array of { action: "decline" | "cancel" } or { action: "accept", content: object }, or undefined'],
  ])("runDoctor with %s: exit 2, one line on io.stderr, nothing started", async (_, args, message) => {
    const { io, out } = capture();
    expect(await runDoctor(args as never, io)).toBe(2);
    expect(out()).toEqual({ stdout: "", stderr: `mcp-wire: ${message}\n` });
  });

  it("runDoctor without io.env: exit 2 (its io has no defaults)", async () => {
    const { io, out } = capture();
    expect(await runDoctor(ARGS, { stdout: io.stdout, stderr: io.stderr, cwd: PACKAGE_DIR } as never)).toBe(2);
    expect(out()).toEqual({ stdout: "", stderr: "mcp-wire: runDoctor: io.env is required\n" });
  });

  it("checkTool's mcp verdicts are the negotiated revision's Tool type, split over the schema rows", () => {
    const tool = { name: "t", inputSchema: { type: "object", properties: { extra: true } }, outputSchema: { type: "array" } };
    const none = { schemas: {}, hosts: [] };
    const at = (revision: "2025-06-18" | "2025-11-25" | "2026-07-28") => checkTool(tool, none, revision).schemas.map((s) => s.mcp);
    expect(at("2025-11-25")).toEqual([
      [{ path: "/properties/extra", code: "wire-invalid", message: "2025-11-25 Tool at /inputSchema/properties/extra: must be object" }],
      [{ path: "/type", code: "wire-invalid", message: '2025-11-25 Tool at /outputSchema/type: must be equal to constant: "object"' }],
    ]);
    // From 2026-07-28 on a tool schema may be any JSON Schema (boolean subschemas and a non-object outputSchema included).
    expect(at("2026-07-28")).toEqual([[], []]);
    expect(checkTool({ name: "t" }, none, "2025-11-25", { name: 7 }).schemas[0]?.mcp).toEqual([
      { path: "", code: "wire-invalid", message: "2025-11-25 Tool: must have required property 'inputSchema'" },
      { path: "/name", code: "wire-invalid", message: "2025-11-25 Tool at /name: must be string" },
    ]);
  });

  it("parseArgs (documented to throw) throws CliError code usage", () => {
    expect(() => parseArgs(null as never, () => {})).toThrow(new CliError("usage", "parseArgs: argv must be an array of strings (got null)"));
    expect(() => parseArgs(["check", "a.json"], null as never)).toThrow(new CliError("usage", "parseArgs: writeOut must be a function (got null)"));
  });
});

describe("inputs, help, terminals", () => {
  it("a JSON file with a UTF-8 byte order mark is read as if it had none", async () => {
    const run = await check(["--json", "test/fixtures/bom.json"]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: "" });
    expect(report(run)).toEqual({
      reportVersion: 1,
      revisions: ["2025-11-25"],
      onUnsupported: "reject",
      summary: { checked: 1, accepted: 1, rejected: 0, errors: 0 },
      results: [
        {
          file: "test/fixtures/bom.json", subject: "", form: "requestedSchema", vendor: null, revision: "2025-11-25", status: "accepted",
          requestedSchema: { type: "object", properties: { name: { type: "string" } } }, dropped: [], notes: [], issues: [],
          received: { wireExact: true, issues: [] },
        },
      ],
      errors: [],
    });
  });

  it("check --help shows the real defaults", async () => {
    const run = await cli(["check", "--help"]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: "" });
    expect(run.stdout).toContain(
      [
        "  --revision <revision>     MCP revision, repeatable (2025-06-18, 2025-11-25,",
        "                            2026-07-28) (default: 2025-11-25)",
      ].join("\n"),
    );
    expect(run.stdout).toContain(
      [
        "  --load-timeout <seconds>  seconds each module may take to load (its top-level",
        "                            await included) (default: 30)",
      ].join("\n"),
    );
    expect(run.stdout).not.toContain("(default: [])");
  });

  it("doctor --help shows the real --host default", async () => {
    const run = await cli(["doctor", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("(kilo+openai-strict@7.7.7) (default: every product host)\n");
    expect(run.stdout).not.toContain("(default: [])");
  });

  it("TERM=dumb gets no colour, even on a TTY", async () => {
    const args = ["test/fixtures/schema.json", "test/fixtures/jsonrpc.json"];
    const dumb = await check(args, { isTTY: true, env: { TERM: "dumb" } });
    expect(dumb).toEqual(await check(args));
    expect((await check(args, { isTTY: true, env: { TERM: "xterm-256color" } })).stdout).toContain("\u001b[");
  });
});
