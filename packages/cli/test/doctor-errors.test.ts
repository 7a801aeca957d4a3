/**
 * doctor's exit code 2 (the server cannot be started, reached or listed: one `mcp-wire:` line and the
 * server's stderr tail), usage errors, timeouts, and cleanup: the server process never outlives doctor,
 * also on failure and on Ctrl-C.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { STDERR_LINE_CHARS } from "../src/doctor/errors.js";
import { DoctorError, doctor } from "../src/index.js";
import { alive, doctorRun, KNOWN_FAILURES, pidFile, pidOf, waitFor } from "./doctor-helpers.js";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const SILENT = ["node", "test/fixtures/doctor/silent-server.mjs"];
const INITIALIZE_ERROR = ["node", "test/fixtures/doctor/initialize-error-server.mjs"] as const;
describe("exit code 2", () => {
  it("a command that does not exist", async () => {
    expect(await doctorRun(["--", "no-such-mcp-server-command"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: cannot start no-such-mcp-server-command: command not found\n",
    });
  });

  it("a command of white space only, or with white space around it: shown quoted, so the reader sees what was run", async () => {
    expect(await doctorRun(["--", "  "])).toEqual({ code: 2, stdout: "", stderr: 'mcp-wire: cannot start "  ": command not found\n' });
    expect(await doctorRun(["--", "node "])).toEqual({ code: 2, stdout: "", stderr: 'mcp-wire: cannot start "node ": command not found\n' });
  });

  it("a server that exits before initialize, with its stderr tail", async () => {
    const run = await doctorRun(["--", "node", "-e", "console.error('config error: MCP_TOKEN is not set'); process.exit(3)"]);
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "mcp-wire: server exited before answering initialize: node -e console.error('config error: MCP_TOKEN is not set'); process.exit(3)\n" +
        "server stderr (last 1 lines):\n  config error: MCP_TOKEN is not set\n",
    });
  });

  it("a server that answers initialize with a JSON-RPC error: its code and message, escaped", async () => {
    const run = await doctorRun(["--", ...INITIALIZE_ERROR]);
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: initialize failed: -32603 database \\u001b[31mlocked\\u001b[0m: try later\nserver stderr (last 1 lines):\n  initialize-error server: refusing initialize\n",
    });
  });

  it("an initialize error with code -32001 (the code of the SDK's own timeout, and of mcp-wire proxy's refusals) is the server's error, not a timeout", async () => {
    const run = await doctorRun(["--timeout", "20", "--", ...INITIALIZE_ERROR], { env: { INIT_ERROR_CODE: "-32001", INIT_ERROR_MESSAGE: "refused" } });
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: initialize failed: -32001 refused\nserver stderr (last 1 lines):\n  initialize-error server: refusing initialize\n",
    });
  });

  it("an initialize error with code -32000 (the code the SDK gives a closed connection) is the server's error, not an exit", async () => {
    const run = await doctorRun(["--", ...INITIALIZE_ERROR], { env: { INIT_ERROR_CODE: "-32000", INIT_ERROR_MESSAGE: "missing API key\nset API_KEY" } });
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: initialize failed: -32000 missing API key\\u000aset API_KEY\nserver stderr (last 1 lines):\n  initialize-error server: refusing initialize\n",
    });
    const error = await doctor({ kind: "stdio", command: "node", args: [INITIALIZE_ERROR[1]], cwd: PACKAGE, env: { ...process.env, INIT_ERROR_CODE: "-32000", INIT_ERROR_MESSAGE: "nope" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DoctorError);
    expect(error).toMatchObject({ code: "initialize-failed", message: "initialize failed: -32000 nope", stderrTail: ["initialize-error server: refusing initialize"] });
  });

  it("an initialize error's message is clipped as a stderr line is (500 characters and how many more)", async () => {
    const run = await doctorRun(["--", ...INITIALIZE_ERROR], { env: { INIT_ERROR_CODE: "-32000", INIT_ERROR_MESSAGE: "x".repeat(100_000) } });
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: `mcp-wire: initialize failed: -32000 ${"x".repeat(500)}… (99500 more characters)\nserver stderr (last 1 lines):\n  initialize-error server: refusing initialize\n`,
    });
  });

  it("keeps only the last 20 stderr lines", async () => {
    const run = await doctorRun(["--", "node", "-e", "for (let i = 1; i <= 30; i++) console.error('line ' + i); process.exit(1)"]);
    expect(run.code).toBe(2);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines[1]).toBe("server stderr (last 20 lines):");
    expect(lines.slice(2)).toEqual(Array.from({ length: 20 }, (_, i) => `  line ${i + 11}`));
  });

  it("cuts each kept line at 500 code units: a 3 MB line, 900 KB of 3-byte characters, CRLF lines, a surrogate pair at the cut, a last line with no newline", async () => {
    const script = [
      "const w = (s) => process.stderr.write(s);",
      "w('x'.repeat(3_000_000) + '\\n');", // one line, written in many chunks
      "w('\u20ac'.repeat(300_000) + '\\n');", // 900,000 bytes of 3-byte characters: chunks split some, decoded whole
      "w('a'.repeat(500) + '\\r\\n');", // exactly 500 before CRLF: kept whole
      "w('b'.repeat(501) + '\\r\\n');", // 501: one more character, the CR not counted
      "w('c'.repeat(499) + '\\u{1F600}' + 'd\\n');", // the cut would split U+1F600: cut before it
      "w('e'.repeat(700));", // no newline before the exit
      "process.exitCode = 1;", // not process.exit(): that drops what is still queued for the pipe
    ].join(" ");
    const error = await doctor({ kind: "stdio", command: "node", args: ["-e", script] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DoctorError);
    expect((error as DoctorError).stderrTail).toEqual([
      `${"x".repeat(500)}… (2999500 more characters)`,
      `${"€".repeat(500)}… (299500 more characters)`,
      "a".repeat(500),
      `${"b".repeat(500)}… (1 more characters)`,
      `${"c".repeat(499)}… (3 more characters)`,
      `${"e".repeat(500)}… (200 more characters)`,
    ]);
    const run = await doctorRun(["--", "node", "-e", script]);
    expect(run.code).toBe(2);
    expect(run.stderr.length).toBeLessThan(4000);
  });

  it("answers no client accepts: a result of the wrong shape in one line, a null result named after the timeout, an exit during tools/list", async () => {
    const ANSWERS = ["--", "node", "test/fixtures/doctor/answers-server.mjs"];
    expect(await doctorRun(ANSWERS, { env: { INIT_RESULT: "{}" } })).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "mcp-wire: cannot connect to node test/fixtures/doctor/answers-server.mjs: invalid result: /protocolVersion: Invalid input: expected string, received undefined; " +
        "/capabilities: Invalid input: expected object, received undefined; /serverInfo: Invalid input: expected object, received undefined\n",
    });
    expect(await doctorRun(["--timeout", "0.5", ...ANSWERS], { env: { LIST_RESULT: "null" } })).toEqual({
      code: 2,
      stdout: "",
      stderr: 'mcp-wire: server did not answer tools/list within 0.5s (it wrote 1 stdout line that the SDK clients drop as no JSON-RPC message; the first: {"jsonrpc":"2.0","id":1,"result":null})\n',
    });
    expect(await doctorRun(ANSWERS, { env: { LIST_RESULT: "exit" } })).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: server exited before answering tools/list: node test/fixtures/doctor/answers-server.mjs\n",
    });
  });

  it("--report-only does not hide it", async () => {
    expect((await doctorRun(["--report-only", "--", "no-such-mcp-server-command"])).code).toBe(2);
  });

  it("a server that never answers: timeout, and the process is killed", async () => {
    const file = pidFile();
    const started = Date.now();
    const run = await doctorRun(["--timeout", "0.5", "--", ...SILENT], { env: { PID_FILE: file } });
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: server did not answer initialize within 0.5s\nserver stderr (last 1 lines):\n  silent server: waiting for a database that never comes\n",
    });
    expect(Date.now() - started).toBeLessThan(8000);
    expect(alive(Number(readFileSync(file, "utf8")))).toBe(false);
  });

  it("a server that timed out is ended at once, not after the grace a closing stdin gets", async () => {
    const file = pidFile();
    const run = await doctorRun(["--timeout", "0.5", "--", ...SILENT], { env: { SIGNAL_FILE: file } });
    expect(run.code).toBe(2);
    // The SDK client closes stdin when initialize times out; the 2 s it would wait for an exit are not waited.
    const [, ms] = /^SIGTERM (\d+) ms after stdin closed$/.exec(readFileSync(file, "utf8")) ?? [];
    expect(Number(ms)).toBeLessThan(1000);
  });

  it("an HTTP endpoint that is not reachable", async () => {
    const run = await doctorRun(["--url", "http://127.0.0.1:9/mcp"]);
    expect(run).toEqual({ code: 2, stdout: "", stderr: "mcp-wire: cannot connect to http://127.0.0.1:9/mcp: fetch failed: bad port\n" });
  });

  it("an HTTP endpoint answering 500 with a 5 MB body: the body is cut after 500 characters, saying how many were left out", async () => {
    const body = "x".repeat(5_000_000);
    const server = createServer((request, response) => {
      request.resume();
      request.on("end", () => response.writeHead(500, { "content-type": "text/plain" }).end(body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
      const run = await doctorRun(["--url", url]);
      // The status (10 characters), then the SDK's message: "Streamable HTTP error: Error POSTing to endpoint: " (50
      // characters) and the body.
      const shown = `HTTP 500: Streamable HTTP error: Error POSTing to endpoint: ${"x".repeat(440)}… (4999560 more characters)`;
      expect(run).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: cannot connect to ${url}: ${shown}\n` });
      expect(run.stderr.length).toBe(`mcp-wire: cannot connect to ${url}: `.length + STDERR_LINE_CHARS + "… (4999560 more characters)\n".length);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("doctor() throws DoctorError with its code and tail", async () => {
    const error = await doctor({ kind: "stdio", command: "node", args: ["-e", "console.error('nope'); process.exit(1)"] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DoctorError);
    expect(error).toMatchObject({ code: "connect-failed", stderrTail: ["nope"] });
  });
});

describe("usage errors (exit 2, one line)", () => {
  /** A usage error commander reports for an option's argument: "option '<flags>' argument '<value>' is invalid. <reason>". */
  const badArgument = (args: string[], flags: string, value: string, reason: string): [string[], string] => [
    args,
    `mcp-wire: option '${flags}' argument '${value}' is invalid. ${reason}\n`,
  ];
  const TIMER_MAX = "must be at most 2147483.647 seconds (the Node timer maximum)";
  const TIMER_MIN = "must be at least 0.001 seconds";
  const DECIMAL = "must be a decimal number of seconds (such as 30, 2.5 or 1e3)";
  const cases: [string[], string][] = [
    [[], "mcp-wire: missing server (usage: mcp-wire doctor [options] -- <command> [args...], or --url <url>, or --replay <file>, or --config <file>|auto)\n"],
    [["--url", "http://x/mcp", "--", "node", "s.js"], "mcp-wire: give one of a command after --, --url, --replay or --config, not more\n"],
    [["--url", "ftp://x/mcp"], "mcp-wire: --url must be http: or https: (got ftp:)\n"],
    [["--url", "not a url"], 'mcp-wire: --url "not a url" is not a URL\n'],
    [["--url", "http://u:pw12@x/mcp?q=1"], 'mcp-wire: --url must not include credentials (http://***@x/mcp): fetch refuses them; send an Authorization header from a --config entry\'s "headers"\n'],
    badArgument(
      ["--host", "claude", "--", "node"],
      "--host <host>",
      "claude",
      "unknown host (known: claude-code, claude-desktop, cursor, vscode, windsurf, zed, codex, gemini, qwen-code, copilot-cli, continue, kilo, chatgpt, kimi, " +
        "mcp-sdk-v1-client, mcp-sdk-v2-client, 2020-12-only, draft-07-ajv-default, anthropic-api, openapi-3.0-subset, openai-strict)",
    ),
    badArgument(["--args", "{}", "--", "node"], "--args <json>", "{}", "--args needs a --call before it"),
    badArgument(["--call", "a", "--args", "[1]", "--", "node"], "--args <json>", "[1]", "must be a JSON object"),
    badArgument(["--call", "a", "--args", "{", "--", "node"], "--args <json>", "{", "not valid JSON"),
    badArgument(["--timeout", "0", "--", "node"], "--timeout <seconds>", "0", "must be a positive number of seconds"),
    badArgument(["--timeout", "-5", "--", "node"], "--timeout <seconds>", "-5", "must be a positive number of seconds"),
    badArgument(["--timeout", "2147484", "--", "node"], "--timeout <seconds>", "2147484", TIMER_MAX),
    badArgument(["--timeout", "1e9", "--", "node"], "--timeout <seconds>", "1e9", TIMER_MAX),
    badArgument(["--timeout", "0.0001", "--", "node"], "--timeout <seconds>", "0.0001", TIMER_MIN),
    // under 1 ms as given, not rounded up to 1 ms first (check --load-timeout: the same parser)
    badArgument(["--timeout", "0.0005", "--", "node"], "--timeout <seconds>", "0.0005", TIMER_MIN),
    badArgument(["--timeout", "2147483.6474", "--", "node"], "--timeout <seconds>", "2147483.6474", TIMER_MAX),
    [["--", ""], "mcp-wire: the server command after -- is empty: give the program to start (e.g. -- node server.js)\n"],
    // Number() would read these as 16, 1 and 3 seconds
    badArgument(["--timeout", "0x10", "--", "node"], "--timeout <seconds>", "0x10", DECIMAL),
    badArgument(["--timeout", "0b1", "--", "node"], "--timeout <seconds>", "0b1", DECIMAL),
    badArgument(["--timeout", " 3", "--", "node"], "--timeout <seconds>", " 3", DECIMAL),
    badArgument(["--timeout", "Infinity", "--", "node"], "--timeout <seconds>", "Infinity", DECIMAL),
  ];
  for (const [args, stderr] of cases) {
    it(JSON.stringify(args), async () => {
      expect(await doctorRun(args)).toEqual({ code: 2, stdout: "", stderr });
    });
  }
});

describe("calls that cannot be made", () => {
  it("a --call of an unlisted tool is reported, not called, and fails the run", async () => {
    const run = await doctorRun(["--json", "--host", "vscode", "--call", "no-such-tool", "--", ...KNOWN_FAILURES]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { calls: unknown; summary: { failedCalls: number } };
    expect(report.calls).toEqual([{ tool: "no-such-tool", args: {}, outcome: "not-listed", isError: null, error: 'tool "no-such-tool" is not in tools/list; not called', results: [], elicitations: [] }]);
    expect(report.summary.failedCalls).toBe(1);
  });
});

describe("cleanup", () => {
  const WRAPPER = ["node", "test/fixtures/doctor/wrapper-server.mjs"];

  it("a normal run through a wrapper (like npx) ends the wrapper's children too", async () => {
    const file = pidFile();
    const run = await doctorRun(["--json", "--host", "vscode", "--", ...WRAPPER], { env: { PID_FILE: file } });
    expect(run.code).toBe(1);
    expect((JSON.parse(run.stdout) as { summary: { tools: number } }).summary.tools).toBe(9);
    const helper = await pidOf(file);
    expect(alive(helper)).toBe(false);
  });

  it("a timeout through `sh -c 'node server; true'` ends the server, not only sh", async () => {
    const file = pidFile();
    const run = await doctorRun(["--timeout", "0.5", "--", "sh", "-c", `node ${SILENT[1]}; true`], { env: { PID_FILE: file } });
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: server did not answer initialize within 0.5s\nserver stderr (last 1 lines):\n  silent server: waiting for a database that never comes\n",
    });
    expect(alive(await pidOf(file))).toBe(false);
  });

  it("doctor() over a wrapper whose server exits before initialize ends the helper child", async () => {
    const file = pidFile();
    const error = await doctor({ kind: "stdio", command: "node", args: [WRAPPER[1] ?? "", "test/fixtures/no-such-server.mjs"], cwd: PACKAGE, env: { ...process.env, PID_FILE: file } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "connect-failed" });
    expect(alive(await pidOf(file))).toBe(false);
  });

  it("Ctrl-C (SIGINT) while starting kills the server", async () => {
    const file = pidFile();
    const child = spawn(process.execPath, ["dist/bin.js", "doctor", "--", ...SILENT], { cwd: PACKAGE, env: { ...process.env, PID_FILE: file }, stdio: "ignore" });
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once("exit", (code, signal) => resolve([code, signal])));
    await waitFor(() => existsSync(file) && readFileSync(file, "utf8") !== "");
    const server = Number(readFileSync(file, "utf8"));
    expect(alive(server)).toBe(true);
    child.kill("SIGINT");
    expect(await exited).toEqual([null, "SIGINT"]);
    await waitFor(() => !alive(server));
    expect(alive(server)).toBe(false);
  });
});
