/**
 * Argument parsing: defaults, repeatable --revision, and usage errors (exit 2, one line).
 */
import { mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CliError } from "../src/index.js";
import { parseArgs } from "../src/args.js";
import { check, cli, errorsOnlyReport, notChecked } from "./helpers.js";

const ignore = () => {};

describe("parseArgs", () => {
  it("has the documented defaults", () => {
    expect(parseArgs(["check", "a.json"], ignore)).toEqual({
      kind: "check",
      args: { files: ["a.json"], exportName: undefined, revisions: ["2025-11-25"], onUnsupported: "reject", format: "human", reportOnly: false, loadTimeoutMs: 30_000 },
    });
  });

  it("reads every option; --revision repeats, keeps its order and drops duplicates; options may follow files", () => {
    const argv = ["check", "a.json", "--revision", "2025-06-18", "b.ts", "--revision", "2026-07-28", "--revision", "2025-06-18",
      "--export", "form", "--drop-unsupported", "--json", "--report-only", "--load-timeout", "2.5"];
    expect(parseArgs(argv, ignore)).toEqual({
      kind: "check",
      args: { files: ["a.json", "b.ts"], exportName: "form", revisions: ["2025-06-18", "2026-07-28"], onUnsupported: "drop", format: "json", reportOnly: true, loadTimeoutMs: 2500 },
    });
  });

  it("throws CliError code usage", () => {
    const error = (() => {
      try {
        parseArgs(["check", "a.json", "--revision", "2024-11-05"], ignore);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ code: "usage", message: 'unknown revision "2024-11-05" (known: 2025-06-18, 2025-11-25, 2026-07-28)' });
  });

  it("writes help to the given writer", () => {
    let out = "";
    expect(parseArgs(["check", "--help"], (text) => (out += text))).toEqual({ kind: "help" });
    expect(out).toContain("Usage: mcp-wire check [options] <file...>");
    expect(out).toContain("--revision <revision>");
  });
});

describe("usage errors exit 2 with one line on stderr", () => {
  it.each([
    [
      ["check", "a.json", "--revision", "2024-11-05"],
      'unknown revision "2024-11-05" (known: 2025-06-18, 2025-11-25, 2026-07-28)',
    ],
    [["check", "a.json", "--revision"], "option '--revision <revision>' argument missing"],
    [["check", "a.json", "--bogus"], "unknown option '--bogus'"],
    [["check"], "missing required argument 'file'"],
    [["lint", "a.json"], "unknown command 'lint'"],
    [["check", "a.json", "--load-timeout", "0.0005"], "option '--load-timeout <seconds>' argument '0.0005' is invalid. must be at least 0.001 seconds"],
    [[], "missing command (commands: check, doctor, proxy, diff, wrap, unwrap; see mcp-wire --help)"],
    // an empty path (an unset shell variable): the same usage error for every file argument and option
    [["check", ""], "command-argument value '' is invalid for argument 'file'. an empty path: give a file or directory (an unset shell variable?)"],
    [["check", "a.json", ""], "command-argument value '' is invalid for argument 'file'. an empty path: give a file or directory (an unset shell variable?)"],
    [["diff", "", ""], "command-argument value '' is invalid for argument 'before'. an empty path: give a file or directory (an unset shell variable?)"],
    [["diff", "a.json", ""], "command-argument value '' is invalid for argument 'after'. an empty path: give a file or directory (an unset shell variable?)"],
    [["wrap", ""], "command-argument value '' is invalid for argument 'config'. an empty path: give a file or directory (an unset shell variable?)"],
    [["unwrap", ""], "command-argument value '' is invalid for argument 'config'. an empty path: give a file or directory (an unset shell variable?)"],
    [["doctor", "--config", ""], "option '--config <file>' argument '' is invalid. an empty path: give a file or directory (an unset shell variable?)"],
    [["doctor", "--replay", ""], "option '--replay <file>' argument '' is invalid. an empty path: give a file or directory (an unset shell variable?)"],
  ])("%j", async (argv, message) => {
    expect(await cli(argv)).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: ${message}\n` });
  });

  it("an unsupported file type", async () => {
    expect(await check(["test/fixtures/notes.txt"])).toEqual({
      code: 2,
      stdout: notChecked("test/fixtures/notes.txt", "unsupported-file-type", "test/fixtures/notes.txt: unsupported file type (expected .json, .ts, .mts, .cts, .js, .mjs, .cjs)"),
      stderr: "mcp-wire: test/fixtures/notes.txt: unsupported file type (expected .json, .ts, .mts, .cts, .js, .mjs, .cjs)\n",
    });
  });

  it("a directory: said so, with the files to give instead", async () => {
    expect(await check(["test/fixtures"])).toEqual({
      code: 2,
      stdout: notChecked("test/fixtures", "file-unreadable", "cannot read test/fixtures: it is a directory (give the files in it, e.g. test/fixtures/*.json)"),
      stderr: "mcp-wire: cannot read test/fixtures: it is a directory (give the files in it, e.g. test/fixtures/*.json)\n",
    });
  });

  it("a symbolic link loop: the reason in words", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-loop-"));
    const file = join(dir, "loop.json");
    symlinkSync(file, file);
    const message = `cannot read ${file}: too many symbolic links (a loop?)`;
    expect(await check([file])).toEqual({ code: 2, stdout: notChecked(file, "file-unreadable", message), stderr: `mcp-wire: ${message}\n` });
  });

  it("a missing JSON file", async () => {
    const run = await check(["test/fixtures/missing.json", "--json"]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 2, stderr: "mcp-wire: cannot read test/fixtures/missing.json: no such file\n" });
    expect(JSON.parse(run.stdout)).toEqual(
      errorsOnlyReport({ file: "test/fixtures/missing.json", code: "file-not-found", message: "cannot read test/fixtures/missing.json: no such file", pointer: null, position: null }),
    );
  });
});

describe("help", () => {
  it("--help prints usage on stdout and exits 0", async () => {
    const run = await cli(["check", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("--report-only");
  });

  it("says what --json holds and where its shape is documented, and lists the exit codes, without sending to the README alone", async () => {
    const lines = (await cli(["check", "--help"])).stdout.split("\n");
    const at = lines.findIndex((line) => line.startsWith("  --json "));
    expect(lines.slice(at, at + 4)).toEqual([
      "  --json                    the same as --format json: one JSON document with",
      "                            the counts, a result per file × schema × revision",
      "                            and an error per file not checked (shape: README.md",
      '                            of @mcp-wire/cli, "--json report")',
    ]);
    expect(lines.slice(lines.indexOf("Exit codes:"))).toEqual([
      "Exit codes:",
      "  0  every schema accepted at every revision (or --report-only)",
      "  1  some schema rejected",
      "  2  usage error, or a file could not be checked (said in the report and on",
      "     stderr; the other files are still checked)",
      "",
    ]);
  });
});

describe("--version", () => {
  const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  it.each([["--version"], ["-V"]])("%s prints the package.json version on stdout and exits 0", async (flag) => {
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(await cli([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });
});
