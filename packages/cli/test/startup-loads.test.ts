/**
 * Start-up: each command line loads only what it uses (docs/performance.md, S1). `--help` and `help <command>` load
 * the argument parser and the option texts only: no host table, no wire schema, no SDK, no validator. doctor and proxy
 * spawn the server from modules that load no host table either (doctor/run.js, proxy/run.js); the host tables load
 * after the spawn (doctor/examine.js, proxy/core.js). The `--version` list is in version.test.ts.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PACKAGE_DIR } from "./helpers.js";

const REGISTER = fileURLToPath(new URL("./fixtures/loads/register.mjs", import.meta.url));

/** The modules `node <args>` loads, each as `node:x`, `<package>` (node_modules) or `<package folder>/<file>` (packages/), sorted. */
function loads(args: readonly string[]): { status: number | null; stdout: string; loaded: string[] } {
  const run = spawnSync(process.execPath, ["--import", REGISTER, ...args], { cwd: PACKAGE_DIR, encoding: "utf8" });
  const loaded = run.stderr
    .split("\n")
    .filter((line) => line.startsWith("load "))
    .map((line) => line.slice("load ".length))
    .map((url) => /\/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? /\/packages\/(.+)$/.exec(url)?.[1] ?? url);
  return { status: run.status, stdout: run.stdout, loaded: [...new Set(loaded)].sort() };
}

/** What every command line but `--version` loads to parse its arguments and print help. */
const PARSER = [
  "cli/bin/mcp-wire.js", "cli/dist/args.js", "cli/dist/bin.js", "cli/dist/diff/args.js", "cli/dist/doctor/args.js", "cli/dist/doctor/input-rounds.js",
  "cli/dist/errors.js", "cli/dist/format-option.js", "cli/dist/help.js", "cli/dist/io.js", "cli/dist/layout.js", "cli/dist/option-values.js",
  "cli/dist/proxy/args.js", "cli/dist/reflow.js", "cli/dist/run.js", "cli/dist/seconds-option.js", "cli/dist/terminal-text.js", "cli/dist/url-option.js", "cli/dist/version.js", "cli/dist/wrap/args.js",
  "commander",
  "core/dist/pointer.js", "core/dist/text.js",
  "hosts/dist/model-api-names.js", "hosts/dist/products/types.js", "hosts/dist/products/version-text.js",
  "node:fs",
];

describe("start-up: what each command line loads", () => {
  it.each([[["--help"]], [["help", "proxy"]], [["doctor", "--help"]], [["help", "check"]]])("%j loads the argument parser and the option texts only", (argv) => {
    const run = loads([join(PACKAGE_DIR, "bin", "mcp-wire.js"), ...argv]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Usage: mcp-wire");
    expect(run.loaded).toEqual(PARSER);
  });

  it("doctor spawns the server from modules that load the SDK client but no host table, wire schema or validator of ours", () => {
    const run = loads(["--input-type=module", "-e", `await import(${JSON.stringify(join(PACKAGE_DIR, "dist", "doctor", "run.js"))})`]);
    const packages = [...new Set(run.loaded.map((name) => name.replace(/^(cli|core|hosts)\/.*$/, "@mcp-wire/$1")))].sort();
    expect([run.status, packages]).toEqual([
      0,
      ["@mcp-wire/cli", "@mcp-wire/core", "@mcp-wire/hosts", "@modelcontextprotocol/sdk", "ajv", "ajv-formats", "commander", "cross-spawn", "node:child_process", "node:process", "node:stream", "zod", "zod-to-json-schema"],
    ]);
    // of @mcp-wire/hosts only the syntax of `--host <product>@<version>` and `<product>+<model-api>` (the version text, the
    // model API names with the product ids), of @mcp-wire/core its text and JSON Pointer helpers; the SDK's client is what a bare client loads
    expect(run.loaded.filter((name) => name.startsWith("hosts/") || name.startsWith("core/"))).toEqual(["core/dist/pointer.js", "core/dist/text.js", "hosts/dist/model-api-names.js", "hosts/dist/products/types.js", "hosts/dist/products/version-text.js"]);
    expect(run.loaded).not.toContain("cli/dist/doctor/examine.js");
  });

  it("doctor --replay loads of the SDK its client only (no HTTP transport), of semver the modules it calls, of Ajv the classes it compiles with", () => {
    const replay = join(PACKAGE_DIR, "..", "..", "fixtures", "servers", "server-postgres.tools.json");
    const run = spawnSync(process.execPath, ["--import", REGISTER, join(PACKAGE_DIR, "bin", "mcp-wire.js"), "doctor", "--format", "json", "--replay", replay], { cwd: PACKAGE_DIR, encoding: "utf8", stdio: ["ignore", "ignore", "pipe"] });
    // the files named by a module-load hook: ES modules, and CommonJS modules an ES module imports (not what they require)
    const files = run.stderr
      .split("\n")
      .filter((line) => line.startsWith("load "))
      .map((line) => /\/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@modelcontextprotocol\/sdk|ajv|ajv-formats|semver)\/.+)$/.exec(line)?.[1])
      .filter((file): file is string => file !== undefined)
      .sort();
    expect([run.status, files]).toEqual([
      0,
      [
        "@modelcontextprotocol/sdk/dist/esm/client/index.js", "@modelcontextprotocol/sdk/dist/esm/client/stdio.js",
        "@modelcontextprotocol/sdk/dist/esm/experimental/tasks/client.js", "@modelcontextprotocol/sdk/dist/esm/experimental/tasks/helpers.js",
        "@modelcontextprotocol/sdk/dist/esm/experimental/tasks/interfaces.js", "@modelcontextprotocol/sdk/dist/esm/server/zod-compat.js",
        "@modelcontextprotocol/sdk/dist/esm/server/zod-json-schema-compat.js", "@modelcontextprotocol/sdk/dist/esm/shared/protocol.js",
        "@modelcontextprotocol/sdk/dist/esm/shared/stdio.js", "@modelcontextprotocol/sdk/dist/esm/types.js",
        "@modelcontextprotocol/sdk/dist/esm/validation/ajv-provider.js",
        "ajv-formats/dist/index.js", "ajv/dist/2020.js", "ajv/dist/ajv.js",
        "semver/classes/range.js", "semver/functions/compare.js", "semver/functions/lt.js", "semver/functions/parse.js", "semver/functions/satisfies.js",
      ],
    ]);
  }, 120_000); // a whole doctor run: minutes on a loaded machine

  it("proxy spawns the server from modules that load no SDK, host table or validator", () => {
    const run = loads(["--input-type=module", "-e", `await import(${JSON.stringify(join(PACKAGE_DIR, "dist", "proxy", "run.js"))})`]);
    const packages = [...new Set(run.loaded.map((name) => name.replace(/^(cli|core|hosts)\/.*$/, "@mcp-wire/$1")))].sort();
    expect([run.status, packages]).toEqual([0, ["@mcp-wire/cli", "@mcp-wire/core", "node:child_process", "node:os", "node:string_decoder"]]);
    expect(run.loaded.filter((name) => name.startsWith("core/"))).toEqual(["core/dist/text.js"]);
    expect(run.loaded).not.toContain("cli/dist/proxy/core.js");
  });
});
