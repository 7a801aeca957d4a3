#!/usr/bin/env node
/**
 * The steps of the mcp-wire GitHub Action (action.yml at the repository root), as one plain Node script so they
 * run — and are tested — without GitHub: every input comes from an `INPUT_<NAME>` environment variable (the
 * action's `env:` block maps `inputs.*` onto them), the job summary and the step outputs go to the files named by
 * `GITHUB_STEP_SUMMARY` and `GITHUB_OUTPUT`.
 *
 * Steps: (1) `mcp-wire doctor … --save <capture> --format markdown`, its stdout appended to the summary; (2) the
 * JSON report from the capture (`doctor --replay <capture> --json --report-only`, nothing started again); with
 * `config`, (1) is `doctor --config <config> --format markdown` and (2) the same with `--format json` (no capture); (3) with
 * `base-capture`, `mcp-wire diff <base> <capture> --format markdown` appended to the summary. Outputs: `capture`,
 * `report`, `files` (the artifact paths, one a line, for actions/upload-artifact), `doctor-exit-code`,
 * `diff-exit-code`.
 *
 * Doctor ran only when it wrote a fresh capture (any capture of an earlier run at that path is deleted first) and its
 * stdout is the markdown report (`### mcp-wire doctor: …`); anything else — the CLI not found, npx failing to
 * install it (npm 404), a crash, a connection error — is a failure to run: an `::error::` line, exit 2, whatever
 * doctor's exit code (an exit 1 without a report is not a verdict). Outputs name only files written by this run.
 *
 * Exit code: 2 when an input is unusable (a path input with a newline, a `cli` that does not exist, …), doctor did
 * not run, or a later step is a usage/load error (exit 2) or prints no report; else, without `base-capture`,
 * doctor's (1 when a host loses something at `fail-on`); with `base-capture`, diff's (1 when a host newly loses
 * something at `fail-on`: a loss the base already had is in the summary but does not fail the job); else 0.
 *
 * Source: GitHub Actions, "Metadata syntax" (composite `runs`), "Workflow commands" (`GITHUB_STEP_SUMMARY`,
 * `GITHUB_OUTPUT`, `::error::`).
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The inputs, as the `INPUT_*` variables action.yml sets (name → variable). */
export const INPUTS = Object.freeze({
  command: "INPUT_COMMAND",
  url: "INPUT_URL",
  hosts: "INPUT_HOSTS",
  "fail-on": "INPUT_FAIL_ON",
  call: "INPUT_CALL",
  config: "INPUT_CONFIG",
  "base-capture": "INPUT_BASE_CAPTURE",
  "out-dir": "INPUT_OUT_DIR",
  version: "INPUT_VERSION",
  cli: "INPUT_CLI",
});

/** The inputs that name a path: a newline in one is refused (it could forge lines of `GITHUB_OUTPUT`). */
export const PATH_INPUTS = Object.freeze(["config", "base-capture", "out-dir", "cli"]);

/** The first line of stdout of a step that ran, by step: what tells a report from a failure to run. */
export const REPORT_HEADINGS = Object.freeze({ doctor: "### mcp-wire doctor: ", diff: "### mcp-wire diff: " });

/** An input the action cannot run with: printed as `::error::mcp-wire: <message>`, exit 2. */
export class ActionInputError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "ActionInputError";
    this.code = "action-input";
  }
}

/**
 * A command line split into words as a POSIX shell would for plain words and quotes: blanks separate words,
 * `'…'` is literal, `"…"` keeps blanks and takes `\"` / `\\`, a backslash outside quotes escapes the next character.
 * No expansion of `$`, globs or `~`.
 * @param {string} line
 * @returns {string[]}
 * @throws ActionInputError code `action-input` for an unterminated quote
 */
export function splitCommand(line) {
  const words = [];
  let word = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'" || c === '"') {
      const end = c === "'" ? line.indexOf("'", i + 1) : closingDoubleQuote(line, i + 1);
      if (end < 0) throw new ActionInputError(`command: unterminated ${c} quote in ${JSON.stringify(line)}`);
      const body = line.slice(i + 1, end);
      word = (word ?? "") + (c === "'" ? body : body.replace(/\\(["\\$`])/g, "$1"));
      i = end;
    } else if (c === "\\" && i + 1 < line.length) {
      word = (word ?? "") + line[++i];
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else word = (word ?? "") + c;
  }
  if (word !== null) words.push(word);
  return words;
}

/** The index of the `"` closing a double-quoted string whose body starts at `from` (-1 when none). */
function closingDoubleQuote(line, from) {
  for (let i = from; i < line.length; i++) {
    if (line[i] === "\\") i++;
    else if (line[i] === '"') return i;
  }
  return -1;
}

/** A list input (`hosts`, `call`): words separated by blanks, newlines or commas. */
export function listInput(value) {
  return value.split(/[\s,]+/).filter((word) => word !== "");
}

/**
 * The argument lists of the steps, from the inputs.
 * @param {Record<string, string>} inputs - by the names of {@link INPUTS} ("" when not given)
 * @param {string} outDir - where the capture and the report are written
 * With `config` (an MCP host's config file, or `auto`): `doctor --config <config>` checks every enabled server of it
 * (docs/doctor.md, "A whole setup"), the JSON report is a second `--config` run (`--format json --report-only`), no
 * capture is written and no diff made.
 * @returns {{ doctor: string[], report: string[], diff: string[] | null, capture: string | null, reportFile: string }}
 * @throws ActionInputError code `action-input`: `config` together with `command`, `url`, `call` or `base-capture`;
 *   without `config`, neither or both of `command` and `url`; an unterminated quote in `command`, a newline in a
 *   {@link PATH_INPUTS} input or in `outDir`
 */
export function plan(inputs, outDir) {
  for (const [name, value] of [...PATH_INPUTS.map((name) => [name, inputs[name]]), ["out-dir", outDir]]) {
    if (/[\r\n]/.test(value)) throw new ActionInputError(`${name}: a path cannot contain a line break (got ${JSON.stringify(value)})`);
  }
  const command = inputs.command.trim();
  const url = inputs.url.trim();
  const config = inputs.config.trim();
  const reportFile = join(outDir, "mcp-wire-report.json");
  const hosts = listInput(inputs.hosts).flatMap((host) => ["--host", host]);
  const failOn = inputs["fail-on"].trim() === "" ? [] : ["--fail-on", inputs["fail-on"].trim()];
  if (config !== "") {
    const also = ["command", "url", "call", "base-capture"].filter((name) => inputs[name].trim() !== "");
    if (also.length > 0) throw new ActionInputError(`config checks every server of the file: give it without ${also.join(", ")}`);
    const target = ["--config", config, ...hosts];
    return { doctor: ["doctor", ...target, ...failOn, "--format", "markdown"], report: ["doctor", ...target, "--format", "json", "--report-only"], diff: null, capture: null, reportFile };
  }
  if ((command === "") === (url === "")) throw new ActionInputError("give exactly one of the inputs command (the server's stdio command line) and url, or config");
  const capture = join(outDir, "mcp-wire-capture.json");
  const calls = listInput(inputs.call).flatMap((tool) => ["--call", tool]);
  const target = url !== "" ? ["--url", url] : ["--", ...splitCommand(command)];
  return {
    doctor: ["doctor", ...hosts, ...failOn, ...calls, "--save", capture, "--format", "markdown", ...target],
    report: ["doctor", "--replay", capture, ...hosts, "--json", "--report-only"],
    diff: inputs["base-capture"].trim() === "" ? null : ["diff", inputs["base-capture"].trim(), capture, ...hosts, ...failOn, "--format", "markdown"],
    capture,
    reportFile,
  };
}

/** The version of @mcp-wire/cli beside this script (packages/cli/package.json): the CLI the action installs by default. */
export function actionCliVersion() {
  return JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;
}

/**
 * Runs `mcp-wire <args>`: `node <cli>` when the `cli` input names a bin script, else `npx --yes @mcp-wire/cli@<version>`.
 * @returns {{ code: number, stdout: string }} the exit code (2 when it could not start) and the stdout
 */
function mcpWire(inputs, args) {
  const cli = inputs.cli.trim();
  const version = inputs.version.trim() || actionCliVersion();
  const [file, argv] = cli !== "" ? [process.execPath, [resolve(cli), ...args]] : ["npx", ["--yes", `@mcp-wire/cli@${version}`, ...args]];
  const run = spawnSync(file, argv, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", maxBuffer: 1 << 30, shell: cli === "" && process.platform === "win32" });
  if (run.error) process.stderr.write(`mcp-wire: could not start ${file}: ${run.error.message}\n`);
  return { code: run.status ?? 2, stdout: run.stdout ?? "" };
}

/** Appends `text` to the file named by the environment variable `name`, when it is set. */
function appendTo(name, text) {
  const file = process.env[name];
  if (file) appendFileSync(file, text);
}

/**
 * The `GITHUB_OUTPUT` lines setting the step output `name` to `value`: a heredoc whose delimiter is random per value
 * (`MCP_WIRE_EOF_<uuid>`), so no value can end it early and forge another output.
 * @param {string} name
 * @param {string} value
 * @param {() => string} uuid - the random part (default `crypto.randomUUID`)
 */
export function outputLines(name, value, uuid = randomUUID) {
  let delimiter;
  do delimiter = `MCP_WIRE_EOF_${uuid()}`;
  while (value.includes(delimiter));
  return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
}

/** Writes the step output `name` to the file named by `GITHUB_OUTPUT` ({@link outputLines}). */
function output(name, value) {
  appendTo("GITHUB_OUTPUT", outputLines(name, value));
}

/** Prints the workflow command `::error::mcp-wire: <message>` (an annotation on the job). */
function error(message) {
  process.stdout.write(`::error::mcp-wire: ${message}\n`);
}

/** The action's steps; returns the exit code (see the file's docstring). */
export function main() {
  const inputs = Object.fromEntries(Object.entries(INPUTS).map(([name, variable]) => [name, process.env[variable] ?? ""]));
  const outDir = resolve(inputs["out-dir"].trim() || join(process.env.RUNNER_TEMP ?? ".", "mcp-wire"));
  let steps;
  try {
    steps = plan(inputs, outDir);
    if (inputs.cli.trim() !== "" && !existsSync(resolve(inputs.cli.trim()))) throw new ActionInputError(`cli: no such file ${JSON.stringify(resolve(inputs.cli.trim()))} (give the path of a built packages/cli/bin/mcp-wire.js)`);
  } catch (caught) {
    if (!(caught instanceof ActionInputError)) throw caught;
    error(caught.message);
    return 2;
  }
  try {
    mkdirSync(outDir, { recursive: true });
    // a capture or report left by an earlier run must not pass for this run's
    for (const file of [steps.capture, steps.reportFile]) if (file !== null) rmSync(file, { force: true });
  } catch (caught) {
    // an out-dir that is a file, a directory where the capture goes, no permission: the action cannot run (not a verdict)
    error(`out-dir ${JSON.stringify(outDir)} cannot hold this run's files: ${caught instanceof Error ? caught.message : String(caught)}`);
    return 2;
  }
  const doctor = mcpWire(inputs, steps.doctor);
  process.stdout.write(doctor.stdout);
  appendTo("GITHUB_STEP_SUMMARY", doctor.stdout.endsWith("\n") || doctor.stdout === "" ? doctor.stdout : `${doctor.stdout}\n`);
  output("doctor-exit-code", String(doctor.code));
  const captured = steps.capture === null || existsSync(steps.capture);
  const ran = (doctor.code === 0 || doctor.code === 1) && captured && doctor.stdout.startsWith(REPORT_HEADINGS.doctor);
  if (!ran) {
    const why = captured ? "it printed no report" : "it wrote no capture";
    const hint = inputs.cli.trim() === "" ? "npx may have failed to install @mcp-wire/cli (not yet published to npm: give the cli input)" : `check the cli input ${inputs.cli.trim()}`;
    error(`mcp-wire doctor did not run to a verdict (exit ${doctor.code}; ${why}): ${hint}, or the server command; see the job log`);
    appendTo("GITHUB_STEP_SUMMARY", `mcp-wire doctor could not check the server (exit ${doctor.code}; ${why}): see the job log.\n`);
    for (const file of [steps.capture, steps.reportFile]) if (file !== null) rmSync(file, { force: true });
    output("capture", "");
    output("report", "");
    output("files", "");
    return 2;
  }
  // with a base, doctor's exit 1 (a loss, maybe one the base already had) is reported, and diff's decides
  const codes = [steps.diff && doctor.code === 1 ? 0 : doctor.code];
  const files = steps.capture === null ? [] : [steps.capture];
  const report = mcpWire(inputs, steps.report);
  codes.push(report.code);
  if (report.code === 0) {
    writeFileSync(steps.reportFile, report.stdout);
    files.unshift(steps.reportFile);
  } else error(`the JSON report could not be made from the capture (exit ${report.code}): see the job log`);
  if (steps.diff) {
    const diff = mcpWire(inputs, steps.diff);
    process.stdout.write(diff.stdout);
    appendTo("GITHUB_STEP_SUMMARY", `\n${diff.stdout}`);
    const diffRan = (diff.code === 0 || diff.code === 1) && diff.stdout.startsWith(REPORT_HEADINGS.diff);
    if (!diffRan) error(`mcp-wire diff did not run to a verdict (exit ${diff.code}): see the job log`);
    output("diff-exit-code", String(diff.code));
    codes.push(diffRan ? diff.code : 2);
  }
  output("capture", steps.capture ?? "");
  output("report", files.includes(steps.reportFile) ? steps.reportFile : "");
  output("files", files.join("\n"));
  return codes.some((code) => code !== 0 && code !== 1) ? 2 : codes.includes(1) ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
