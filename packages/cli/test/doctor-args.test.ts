/**
 * `mcp-wire doctor` argument parsing: the server command after `--`, `--url`, `--host`, `--call`/`--args`
 * pairing, `--timeout` in seconds.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEOUT_SECONDS, MAX_ARGS_DEPTH } from "../src/doctor/args.js";
import { CliError } from "../src/errors.js";
import { parseArgs } from "../src/args.js";

const parse = (argv: string[]) => parseArgs(["doctor", ...argv], () => {});

describe("parseArgs doctor", () => {
  it("takes everything after -- as the server command line, with the defaults", () => {
    expect(parse(["--", "npx", "-y", "server", "--port", "3"])).toEqual({
      kind: "doctor",
      args: {
        target: { kind: "stdio", command: "npx", args: ["-y", "server", "--port", "3"] },
        hosts: ["claude-code", "claude-desktop", "cursor", "vscode", "windsurf", "zed", "codex", "gemini", "qwen-code", "copilot-cli", "continue", "kilo", "chatgpt", "kimi"],
        calls: [],
        format: "human",
        reportOnly: false,
        failOn: "tool",
        evidence: "reported",
        fixOut: undefined,
        save: undefined,
        timeoutMs: 30_000,
      },
    });
    expect(DEFAULT_TIMEOUT_SECONDS).toBe(30);
  });

  it("pairs each --args with the --call before it; hosts in order, duplicates removed", () => {
    const parsed = parse([
      "--call", "a", "--args", '{"x":1}', "--call", "b", "--call", "a", "--args", "{}",
      "--host", "vscode", "--host", "openai-strict", "--host", "vscode",
      "--timeout", "2.5", "--json", "--report-only", "--fix-out", "out", "--url", "https://example.com/mcp",
    ]);
    expect(parsed).toEqual({
      kind: "doctor",
      args: {
        target: { kind: "http", url: "https://example.com/mcp" },
        hosts: ["vscode", "openai-strict"],
        calls: [{ tool: "a", args: { x: 1 } }, { tool: "b", args: {} }, { tool: "a", args: {} }],
        format: "json",
        reportOnly: true,
        failOn: "tool",
        evidence: "reported",
        fixOut: "out",
        save: undefined,
        timeoutMs: 2500,
      },
    });
  });

  it("keeps the --answers in order (decline, cancel, a JSON object as accept content); refuses anything else", () => {
    const parsed = parse(["--answer", "cancel", "--answer", '{"plan":"pro"}', "--answer", "decline", "--call", "a", "--", "node"]);
    expect(parsed.kind === "doctor" ? parsed.args.answers : undefined).toEqual([{ action: "cancel" }, { action: "accept", content: { plan: "pro" } }, { action: "decline" }]);
    expect(parse(["--", "node"]).kind === "doctor" && "answers" in (parse(["--", "node"]) as { args: object }).args).toBe(false);
    expect(() => parse(["--answer", "accept", "--", "node"])).toThrow("option '--answer <answer>' argument 'accept' is invalid. must be decline, cancel or a JSON object (the form content)");
    expect(() => parse(["--answer", '["x"]', "--", "node"])).toThrow("option '--answer <answer>' argument '[\"x\"]' is invalid. must be decline, cancel or a JSON object (the form content)");
  });

  it("refuses a second --args for the same --call", () => {
    expect(() => parse(["--call", "a", "--args", "{}", "--args", "{}", "--", "node"])).toThrow(
      "option '--args <json>' argument '{}' is invalid. --call a already has --args",
    );
  });

  it("refuses --args nested deeper than MAX_ARGS_DEPTH with a usage error that repeats 80 characters of it", () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    expect(parse(["--call", "a", "--args", nested(MAX_ARGS_DEPTH), "--", "node"])).toMatchObject({ kind: "doctor" });
    expect(() => parse(["--call", "a", "--args", nested(20_000), "--", "node"])).toThrow(
      new CliError("usage", `option '--args <json>' argument '${nested(20_000).slice(0, 77)}...' is invalid. nests deeper than 100 levels (the most doctor sends)`),
    );
    expect(() => parse(["--call", "a", "--args", `[${"[".repeat(100)}${"]".repeat(100)}]`, "--", "node"])).toThrow("must be a JSON object");
  });

  it("refuses --args with a number past the double range (1e400: ±Infinity, sent as null) naming its pointer; -0 and 1e308 pass", () => {
    expect(() => parse(["--call", "a", "--args", '{"a":[1,{"b":-1e400}]}', "--", "node"])).toThrow(
      new CliError("usage", "option '--args <json>' argument '{\"a\":[1,{\"b\":-1e400}]}' is invalid. /a/1/b: a number past the double range (read as ±Infinity, which the call would send as null); give one of at most 1.7976931348623157e308 in size"),
    );
    expect(parse(["--call", "a", "--args", '{"a":-0,"b":1e308}', "--", "node"])).toMatchObject({ kind: "doctor" });
  });

  it("prints help and returns kind help", () => {
    let help = "";
    expect(parseArgs(["doctor", "--help"], (text) => (help += text))).toEqual({ kind: "help" });
    expect(help.split("\n")[0]).toBe("Usage: mcp-wire doctor [options] (-- <command> [args...] | --url <url> | --replay <file> | --config <file>|auto)");
  });

  it("--config: the target, the product host as given (none: told from the file name), no default hosts", () => {
    expect(parse(["--config", ".cursor/mcp.json", "--host", "cursor@1.4.0"])).toMatchObject({ kind: "doctor", args: { target: { kind: "config", file: ".cursor/mcp.json" }, hosts: ["cursor"], versions: { cursor: "1.4.0" } } });
    expect(parse(["--config", "auto"])).toMatchObject({ args: { target: { kind: "config", file: "auto" }, hosts: [] } });
  });

  it("--format markdown, --replay and --save", () => {
    expect(parse(["--format", "markdown", "--replay", "cap.json", "--save", "again.json"])).toMatchObject({
      kind: "doctor",
      args: { target: { kind: "replay", file: "cap.json" }, format: "markdown", save: "again.json" },
    });
    expect(parse(["--format", "json", "--", "node"])).toMatchObject({ args: { format: "json" } });
  });

  it.each([
    [["--json", "--format", "human", "--", "node"], "give either --json or --format, not both"],
    [["--format", "yaml", "--", "node"], "option '--format <format>' argument 'yaml' is invalid. Allowed choices are human, json, markdown, html."],
    [["--replay", "cap.json", "--", "node"], "give one of a command after --, --url, --replay or --config, not more"],
    [[], "missing server (usage: mcp-wire doctor [options] -- <command> [args...], or --url <url>, or --replay <file>, or --config <file>|auto)"],
  ])("%j: usage error", (argv, message) => {
    expect(() => parse(argv)).toThrow(message);
  });
});
