/**
 * The GitHub Action (action.yml at the repository root) run as GitHub would run its steps, without GitHub: the
 * `run:` step's command under bash with the environment its `env:` block gives (each `${{ inputs.x }}` replaced by
 * the test's input or the input's default), GITHUB_STEP_SUMMARY / GITHUB_OUTPUT / RUNNER_TEMP in a temp directory,
 * against a real server (server-everything) and a real stdio server serving an edited capture. The upload step
 * (actions/upload-artifact) cannot run here: its `path` expression is resolved from the step outputs and every
 * path must exist.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PACKAGE_DIR } from "./helpers.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const ACTION = readFileSync(join(ROOT, "action.yml"), "utf8");
const CLI = join(PACKAGE_DIR, "bin", "mcp-wire.js");
const EVERYTHING = `node ${join(PACKAGE_DIR, "node_modules/@modelcontextprotocol/server-everything/dist/index.js")} stdio`;
const CAPTURE_SERVER = join(PACKAGE_DIR, "test/fixtures/action/capture-server.mjs");
const HOSTS = "claude-code@2.1.328\ncursor";

/** The lines of action.yml's block `key:` (indented under it), e.g. the inputs or one step. */
function block(text: string, start: RegExp): string[] {
  const lines = text.split("\n");
  const at = lines.findIndex((line) => start.test(line));
  const indent = /^ */.exec(lines[at] ?? "")?.[0].length ?? 0;
  const end = lines.findIndex((line, i) => i > at && line.trim() !== "" && (/^ */.exec(line)?.[0].length ?? 0) <= indent);
  return lines.slice(at + 1, end < 0 ? undefined : end);
}

/** The inputs of action.yml with their defaults. */
const DEFAULTS: Record<string, string> = {};
{
  let name = "";
  for (const line of block(ACTION, /^inputs:/)) {
    const input = /^ {2}([a-z-]+):$/.exec(line);
    if (input) name = input[1] as string;
    const value = /^ {4}default: (.*)$/.exec(line);
    if (value) DEFAULTS[name] = value[1] === '""' ? "" : (value[1] as string);
  }
}
const RUN_STEP = block(ACTION, /^ {4}- id: mcp-wire$/);
const UPLOAD_STEP = block(ACTION, /^ {4}- name: upload the JSON report and the capture$/);

interface ActionRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly summary: string;
  readonly outputs: Record<string, string>;
  readonly dir: string;
  readonly upload: { readonly if: string; readonly uses: string; readonly paths: string[] };
}

/** The `name<<delimiter` heredocs of a GITHUB_OUTPUT file, as GitHub reads them (name → value). */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const [, name, , value] of text.matchAll(/^([a-z-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[name as string] = value as string;
  return outputs;
}

/**
 * Runs the action's run step with `inputs` (others at their defaults), then resolves the upload step's inputs.
 * `path` is put before PATH (a fake npx); `dir` is the RUNNER_TEMP (default: a new temp directory).
 */
function runAction(inputs: Record<string, string>, options: { readonly path?: string; readonly dir?: string } = {}): ActionRun {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "mcp-wire-action-"));
  const env: Record<string, string> = {
    PATH: [options.path, process.env["PATH"] ?? ""].filter((part) => part !== undefined).join(delimiter),
    GITHUB_ACTION_PATH: ROOT,
    GITHUB_STEP_SUMMARY: join(dir, "summary.md"),
    GITHUB_OUTPUT: join(dir, "output.txt"),
    RUNNER_TEMP: dir,
  };
  for (const line of RUN_STEP) {
    const mapped = /^ {8}([A-Z_]+): \$\{\{ inputs\.([a-z-]+) \}\}$/.exec(line);
    if (mapped) env[mapped[1] as string] = inputs[mapped[2] as string] ?? DEFAULTS[mapped[2] as string] ?? "";
  }
  const command = RUN_STEP.find((line) => line.startsWith("      run: "))?.slice("      run: ".length) ?? "";
  writeFileSync(env["GITHUB_STEP_SUMMARY"] as string, "");
  writeFileSync(env["GITHUB_OUTPUT"] as string, "");
  const run = spawnSync("bash", ["-e", "-c", command], { cwd: dir, env, encoding: "utf8" });
  const outputs = parseOutputs(readFileSync(env["GITHUB_OUTPUT"] as string, "utf8"));
  const field = (key: string) => UPLOAD_STEP.find((line) => line.trimStart().startsWith(`${key}: `))?.trimStart().slice(key.length + 2) ?? "";
  const path = field("path").replace(/^\$\{\{ steps\.mcp-wire\.outputs\.([a-z-]+) \}\}$/, (_, name: string) => outputs[name] ?? "");
  return {
    code: run.status,
    stdout: run.stdout,
    summary: readFileSync(env["GITHUB_STEP_SUMMARY"] as string, "utf8"),
    outputs,
    dir,
    upload: { if: field("if"), uses: field("uses"), paths: path === "" ? [] : path.split("\n") },
  };
}

/** The first capture with tool "echo" broken (`properties: { x: true }`: not a schema for cursor). */
function broken(capture: string, dir: string): string {
  const read = JSON.parse(readFileSync(capture, "utf8")) as { tools: { name: string; inputSchema: unknown }[]; pages: { tools: { name: string; inputSchema: unknown }[] }[] };
  for (const tool of [...read.tools, ...read.pages.flatMap((page) => page.tools)]) if (tool.name === "echo") tool.inputSchema = { type: "object", properties: { x: true } };
  const file = join(dir, "broken-capture.json");
  writeFileSync(file, JSON.stringify(read));
  return file;
}

describe("the GitHub Action", { timeout: 120_000 }, () => {
  it("declares the inputs the docs name, run by node (no Docker), the upload step reading the run step's files", () => {
    expect(Object.keys(DEFAULTS)).toEqual(["command", "url", "hosts", "fail-on", "call", "config", "base-capture", "out-dir", "artifact-name", "version", "cli"]);
    expect(/^ {2}using: (.*)$/m.exec(ACTION)?.[1]).toBe("composite");
    expect(RUN_STEP.find((line) => line.startsWith("      run: "))).toBe('      run: node "$GITHUB_ACTION_PATH/packages/cli/action/run.mjs"');
    expect(runAction({}).upload).toEqual({ if: "always() && steps.mcp-wire.outputs.files != ''", uses: "actions/upload-artifact@v4", paths: [] });
  });

  let first = "";
  it("doctor on a real server: the summary, the JSON report and the capture, the artifact paths existing", () => {
    const run = runAction({ command: EVERYTHING, hosts: HOSTS, call: "echo", cli: CLI });
    const dir = join(run.dir, "mcp-wire");
    expect([run.code, run.outputs]).toEqual([
      0,
      {
        "doctor-exit-code": "0",
        capture: join(dir, "mcp-wire-capture.json"),
        report: join(dir, "mcp-wire-report.json"),
        files: `${join(dir, "mcp-wire-report.json")}\n${join(dir, "mcp-wire-capture.json")}`,
      },
    ]);
    expect(run.summary.split("\n")[0]).toBe("### mcp-wire doctor: mcp-servers/everything 2.0.0 — ✓ pass");
    expect(run.upload.paths).toEqual([join(dir, "mcp-wire-report.json"), join(dir, "mcp-wire-capture.json")]);
    expect(run.upload.paths.map((path) => existsSync(path))).toEqual([true, true]);
    const report = JSON.parse(readFileSync(join(dir, "mcp-wire-report.json"), "utf8")) as { reportVersion: number; server: { transport: string; name: string }; status: string };
    expect([report.reportVersion, report.server.transport, report.server.name, report.status]).toEqual([2, "replay", "mcp-servers/everything", "pass"]);
    const capture = JSON.parse(readFileSync(join(dir, "mcp-wire-capture.json"), "utf8")) as { captureVersion: number; tools: unknown[] };
    expect([capture.captureVersion, capture.tools.length]).toEqual([1, 15]);
    first = join(dir, "mcp-wire-capture.json");
  });

  it("base-capture: no regression passes, the diff in the summary", () => {
    const run = runAction({ command: EVERYTHING, hosts: HOSTS, "base-capture": first, cli: CLI });
    expect([run.code, run.outputs["doctor-exit-code"], run.outputs["diff-exit-code"]]).toEqual([0, "0", "0"]);
    expect(run.summary.split("\n").filter((line) => line.startsWith("### "))).toEqual([
      "### mcp-wire doctor: mcp-servers/everything 2.0.0 — ✓ pass",
      "### mcp-wire diff: mcp-servers/everything 2.0.0 → mcp-servers/everything 2.0.0 — ✓ no regression",
    ]);
  });

  it("base-capture: a tool broken since the base is a regression (exit 1); a loss the base already had is not", { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-action-base-"));
    const bad = broken(first, dir);
    const regressed = runAction({ command: `node ${CAPTURE_SERVER} ${bad}`, hosts: HOSTS, "base-capture": first, cli: CLI });
    expect([regressed.code, regressed.outputs["doctor-exit-code"], regressed.outputs["diff-exit-code"]]).toEqual([1, "1", "1"]);
    expect(regressed.summary.split("\n").filter((line) => line.startsWith("### "))).toEqual([
      "### mcp-wire doctor: mcp-servers/everything 2.0.0 — ✗ fail",
      "### mcp-wire diff: mcp-servers/everything 2.0.0 → mcp-servers/everything 2.0.0 — ✗ regression",
    ]);
    expect(regressed.upload.paths.map((path) => existsSync(path))).toEqual([true, true]);
    const kept = runAction({ command: `node ${CAPTURE_SERVER} ${bad}`, hosts: HOSTS, "base-capture": bad, cli: CLI });
    expect([kept.code, kept.outputs["doctor-exit-code"], kept.outputs["diff-exit-code"]]).toEqual([0, "1", "0"]);
    // without a base, doctor's own verdict fails the job
    expect(runAction({ command: `node ${CAPTURE_SERVER} ${bad}`, hosts: HOSTS, cli: CLI }).code).toBe(1);
  });

  it("config together with command (or base-capture) is refused (exit 2, an ::error:: line, nothing run); so is none of command, url and config", () => {
    for (const [inputs, message] of [
      [{ command: EVERYTHING, config: ".cursor/mcp.json", cli: CLI }, "::error::mcp-wire: config checks every server of the file: give it without command\n"],
      [{ config: ".cursor/mcp.json", "base-capture": "base.json", cli: CLI }, "::error::mcp-wire: config checks every server of the file: give it without base-capture\n"],
      [{ cli: CLI }, "::error::mcp-wire: give exactly one of the inputs command (the server's stdio command line) and url, or config\n"],
    ] as const) {
      const dir = mkdtempSync(join(tmpdir(), "mcp-wire-action-refused-"));
      const env = { PATH: process.env["PATH"] ?? "", RUNNER_TEMP: dir, INPUT_COMMAND: "", INPUT_CONFIG: "", ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase().replace(/-/g, "_")}`, v])) };
      const run = spawnSync(process.execPath, [join(PACKAGE_DIR, "action/run.mjs")], { env, encoding: "utf8" });
      expect([run.status, run.stdout, existsSync(join(dir, "mcp-wire"))]).toEqual([2, message, false]);
    }
  });

  it("config: every server of an MCP host's config checked, the summary and the JSON report written, no capture", () => {
    const project = mkdtempSync(join(tmpdir(), "mcp-wire-action-config-"));
    mkdirSync(join(project, ".cursor"));
    const [node, ...args] = EVERYTHING.split(" ");
    writeFileSync(join(project, ".cursor", "mcp.json"), JSON.stringify({ mcpServers: { everything: { command: node, args } } }));
    const run = runAction({ config: join(project, ".cursor", "mcp.json"), hosts: "cursor@1.4.0", cli: CLI });
    expect([run.code, run.outputs["doctor-exit-code"], run.outputs["capture"]]).toEqual([0, "0", ""]);
    expect(run.summary.startsWith("### mcp-wire doctor: cursor setup ✓ pass\n")).toBe(true);
    const report = JSON.parse(readFileSync(run.outputs["report"] ?? "", "utf8")) as { product: string; facts: { tools: number } };
    expect([report.product, report.facts.tools]).toEqual(["cursor", 15]);
    expect(run.upload.paths).toEqual([run.outputs["report"]]);
  });

  /** A bin script that exits `code` after writing `stderr`, as a crashing CLI or a failing npx does. */
  function failing(dir: string, name: string, stderr: string, code: number): string {
    const file = join(dir, name);
    writeFileSync(file, `#!/usr/bin/env node\nprocess.stderr.write(${JSON.stringify(stderr)});\nprocess.exit(${code});\n`);
    chmodSync(file, 0o755);
    return file;
  }

  const NOT_RUN = { "doctor-exit-code": "1", capture: "", report: "", files: "" };

  it("a CLI that never ran fails the job (exit 2, an ::error:: line), with and without base-capture: not a doctor verdict", () => {
    const bin = mkdtempSync(join(tmpdir(), "mcp-wire-action-bin-"));
    const crash = failing(bin, "crash.js", "Error: Cannot find module 'x'\n", 1);
    // the default npx of an unpublished package: npm 404, exit 1
    mkdirSync(join(bin, "npx-only"));
    failing(join(bin, "npx-only"), "npx", "npm error 404 Not Found - GET https://registry.npmjs.org/@mcp-wire%2fcli\n", 1);
    for (const base of ["", "base.json"]) {
      const missing = runAction({ command: EVERYTHING, "base-capture": base, cli: "/nonexistent/mcp-wire.js" });
      expect([missing.code, missing.stdout, missing.outputs, missing.summary]).toEqual([
        2,
        '::error::mcp-wire: cli: no such file "/nonexistent/mcp-wire.js" (give the path of a built packages/cli/bin/mcp-wire.js)\n',
        {},
        "",
      ]);
      const crashed = runAction({ command: EVERYTHING, "base-capture": base, cli: crash });
      expect([crashed.code, crashed.stdout, crashed.outputs, crashed.summary, crashed.upload.paths]).toEqual([
        2,
        `::error::mcp-wire: mcp-wire doctor did not run to a verdict (exit 1; it wrote no capture): check the cli input ${crash}, or the server command; see the job log\n`,
        NOT_RUN,
        "mcp-wire doctor could not check the server (exit 1; it wrote no capture): see the job log.\n",
        [],
      ]);
      const npx = runAction({ command: EVERYTHING, "base-capture": base }, { path: join(bin, "npx-only") });
      expect([npx.code, npx.stdout, npx.outputs]).toEqual([
        2,
        "::error::mcp-wire: mcp-wire doctor did not run to a verdict (exit 1; it wrote no capture): npx may have failed to install @mcp-wire/cli (not yet published to npm: give the cli input), or the server command; see the job log\n",
        NOT_RUN,
      ]);
    }
  });

  it("an out-dir that cannot hold the run's files (a file; a directory where the capture goes) is exit 2 with an ::error:: line, nothing run", () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-action-outdir-"));
    const file = join(dir, "file");
    writeFileSync(file, "");
    const blocked = join(dir, "blocked");
    mkdirSync(join(blocked, "mcp-wire-capture.json"), { recursive: true });
    for (const [outDir, reason] of [[file, "EEXIST"], [blocked, "EISDIR"]] as const) {
      const run = runAction({ command: EVERYTHING, "out-dir": outDir, cli: CLI }, { dir });
      expect([run.code, run.stdout.startsWith(`::error::mcp-wire: out-dir ${JSON.stringify(outDir)} cannot hold this run's files: `), run.stdout.includes(reason), run.outputs, run.summary]).toEqual([2, true, true, {}, ""]);
    }
  });

  it("a capture of an earlier run in out-dir is deleted, never reported as this run's", () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-action-stale-"));
    const out = join(dir, "out");
    const ok = runAction({ command: EVERYTHING, hosts: HOSTS, "out-dir": out, cli: CLI }, { dir });
    expect([ok.code, ok.outputs["capture"], existsSync(join(out, "mcp-wire-capture.json"))]).toEqual([0, join(out, "mcp-wire-capture.json"), true]);
    writeFileSync(join(dir, "output.txt"), "");
    const failed = runAction({ command: "node /nonexistent/server.js", hosts: HOSTS, "out-dir": out, "base-capture": first, cli: CLI }, { dir });
    expect([failed.code, failed.outputs, failed.upload.paths]).toEqual([2, { ...NOT_RUN, "doctor-exit-code": "2" }, []]);
    expect([existsSync(join(out, "mcp-wire-capture.json")), existsSync(join(out, "mcp-wire-report.json"))]).toEqual([false, false]);
    expect(failed.summary.split("\n").filter((line) => line.startsWith("### "))).toEqual([]);
  });

  it("GITHUB_OUTPUT: a random delimiter per value; a path input with a line break is refused (exit 2, nothing written)", async () => {
    const { outputLines } = (await import(join(PACKAGE_DIR, "action/run.mjs"))) as { outputLines: (name: string, value: string, uuid?: () => string) => string };
    expect(outputLines("report", "/tmp/a\nb", () => "0000")).toBe("report<<MCP_WIRE_EOF_0000\n/tmp/a\nb\nMCP_WIRE_EOF_0000\n");
    // a value holding the delimiter gets another one
    const uuids = ["0000", "1111"];
    expect(outputLines("x", "MCP_WIRE_EOF_0000", () => uuids.shift() as string)).toBe("x<<MCP_WIRE_EOF_1111\nMCP_WIRE_EOF_0000\nMCP_WIRE_EOF_1111\n");
    const delimiters = [outputLines("a", ""), outputLines("a", "")].map((text) => /^a<<(.*)\n/.exec(text)?.[1]);
    expect(delimiters.map((d) => /^MCP_WIRE_EOF_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(d ?? ""))).toEqual([true, true]);
    expect(delimiters[0]).not.toBe(delimiters[1]);
    const forged = "/tmp/x\nMCP_WIRE_EOF\nreport=/etc/passwd\nx<<MCP_WIRE_EOF";
    for (const name of ["out-dir", "base-capture", "cli"]) {
      const run = runAction({ command: EVERYTHING, cli: CLI, [name]: forged });
      expect([run.code, run.stdout, readFileSync(join(run.dir, "output.txt"), "utf8"), existsSync(join(run.dir, "mcp-wire"))]).toEqual([
        2,
        `::error::mcp-wire: ${name}: a path cannot contain a line break (got ${JSON.stringify(forged)})\n`,
        "",
        false,
      ]);
    }
  });
});
