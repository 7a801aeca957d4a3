/**
 * Start-up: each command line loads only what it uses (docs/performance.md, S1). `--help` and `help <command>` load
 * the argument parser and the option texts only: no host table, no wire schema, no SDK, no validator. doctor and proxy
 * spawn the server from modules that load no host table either (doctor/run.js, proxy/run.js); the host tables load
 * after the spawn (doctor/examine.js, proxy/core.js). The `--version` list is in version.test.ts.
 *
 * The command lines run the `mcp-wire` command as users do (bin/mcp-wire.js, the bundle); each list names the modules
 * the loaded bundle files hold (bundle-loads.ts), whichever chunks carry them.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chunkOf, loads, packageOf } from "./bundle-loads.js";
import { PACKAGE_DIR } from "./helpers.js";

/** What every command line but `--version` loads to parse its arguments and print help. */
const PARSER = [
  "(esbuild runtime)",
  "cli/bin/mcp-wire.js", "cli/src/args.ts", "cli/src/bin.ts", "cli/src/diff/args.ts", "cli/src/doctor/args.ts", "cli/src/doctor/input-rounds.ts",
  "cli/src/errors.ts", "cli/src/format-option.ts", "cli/src/help.ts", "cli/src/io.ts", "cli/src/layout.ts", "cli/src/option-values.ts",
  "cli/src/proxy/args.ts", "cli/src/reflow.ts", "cli/src/run.ts", "cli/src/seconds-option.ts", "cli/src/terminal-text.ts", "cli/src/url-option.ts", "cli/src/version.ts", "cli/src/wrap/args.ts",
  "commander/esm.mjs", "commander/index.js", "commander/lib/argument.js", "commander/lib/command.js", "commander/lib/error.js", "commander/lib/help.js",
  "commander/lib/option.js", "commander/lib/suggestSimilar.js",
  "core/src/pointer.ts", "core/src/text.ts",
  "hosts/src/model-api-names.ts", "hosts/src/products/types.ts", "hosts/src/products/version-text.ts",
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
    const run = loads(["--input-type=module", "-e", `await import(${JSON.stringify(chunkOf("cli/src/doctor/run.ts"))})`]);
    const packages = [...new Set(run.loaded.map(packageOf))].sort();
    expect([run.status, packages]).toEqual([
      0,
      [
        "(esbuild runtime)", "@mcp-wire/cli", "@mcp-wire/core", "@mcp-wire/hosts", "@modelcontextprotocol/sdk", "ajv", "ajv-formats", "commander",
        // cross-spawn and what it requires (bundled: the bundle holds what CommonJS modules require, too)
        "cross-spawn", "fast-deep-equal", "fast-uri", "isexe", "json-schema-traverse", "node:child_process", "node:process", "path-key", "shebang-command", "shebang-regex", "which",
        "zod", "zod-to-json-schema",
      ],
    ]);
    // of @mcp-wire/hosts only the syntax of `--host <product>@<version>` and `<product>+<model-api>` (the version text, the
    // model API names with the product ids), of @mcp-wire/core its text and JSON Pointer helpers; the SDK's client is what a bare client loads
    expect(run.loaded.filter((name) => name.startsWith("hosts/") || name.startsWith("core/"))).toEqual(["core/src/pointer.ts", "core/src/text.ts", "hosts/src/model-api-names.ts", "hosts/src/products/types.ts", "hosts/src/products/version-text.ts"]);
    expect(run.loaded.filter((name) => name.startsWith("cli/"))).toEqual([
      "cli/src/doctor/args.ts", "cli/src/doctor/errors.ts", "cli/src/doctor/input-rounds.ts", "cli/src/doctor/line-reader.ts", "cli/src/doctor/progress.ts",
      "cli/src/doctor/report.ts", "cli/src/doctor/run.ts", "cli/src/doctor/session.ts", "cli/src/doctor/stdio.ts", "cli/src/doctor/tap.ts",
      "cli/src/errors.ts", "cli/src/format-option.ts", "cli/src/io.ts", "cli/src/layout.ts", "cli/src/option-values.ts", "cli/src/seconds-option.ts",
      "cli/src/server-process.ts", "cli/src/style.ts", "cli/src/terminal-text.ts", "cli/src/url-option.ts",
    ]);
  });

  it("doctor --replay loads of the SDK its client only (no HTTP transport), of semver the modules it calls, of Ajv the classes it compiles with", () => {
    const replay = join(PACKAGE_DIR, "..", "..", "fixtures", "servers", "server-postgres.tools.json");
    const run = loads([join(PACKAGE_DIR, "bin", "mcp-wire.js"), "doctor", "--format", "json", "--replay", replay]);
    // the SDK's and Ajv's files are named by their own source maps (their TypeScript), semver's by the file
    const files = run.loaded.filter((name) => /^(?:@modelcontextprotocol\/sdk|semver)\/|^ajv\/lib\/[^/]+$/.test(name));
    expect([run.status, files]).toEqual([
      0,
      [
        "@modelcontextprotocol/sdk/src/client/index.ts", "@modelcontextprotocol/sdk/src/client/stdio.ts",
        "@modelcontextprotocol/sdk/src/experimental/tasks/client.ts", "@modelcontextprotocol/sdk/src/experimental/tasks/helpers.ts",
        "@modelcontextprotocol/sdk/src/experimental/tasks/interfaces.ts", "@modelcontextprotocol/sdk/src/server/zod-compat.ts",
        "@modelcontextprotocol/sdk/src/server/zod-json-schema-compat.ts", "@modelcontextprotocol/sdk/src/shared/protocol.ts",
        "@modelcontextprotocol/sdk/src/shared/stdio.ts", "@modelcontextprotocol/sdk/src/types.ts",
        "@modelcontextprotocol/sdk/src/validation/ajv-provider.ts",
        "ajv/lib/2020.ts", "ajv/lib/ajv.ts", "ajv/lib/core.ts",
        // the five function and class modules doctor imports, and what they require
        "semver/classes/comparator.js", "semver/classes/range.js", "semver/classes/semver.js", "semver/functions/cmp.js", "semver/functions/compare.js",
        "semver/functions/eq.js", "semver/functions/gt.js", "semver/functions/gte.js", "semver/functions/lt.js", "semver/functions/lte.js",
        "semver/functions/neq.js", "semver/functions/parse.js", "semver/functions/satisfies.js", "semver/internal/constants.js", "semver/internal/debug.js",
        "semver/internal/identifiers.js", "semver/internal/lrucache.js", "semver/internal/parse-options.js", "semver/internal/re.js",
        "semver/internal/trim-comparator-whitespace.js",
      ],
    ]);
  }, 120_000); // a whole doctor run: minutes on a loaded machine

  it("proxy spawns the server from modules that load no SDK, host table or validator", () => {
    const run = loads(["--input-type=module", "-e", `await import(${JSON.stringify(chunkOf("cli/src/proxy/run.ts"))})`]);
    const packages = [...new Set(run.loaded.map(packageOf))].sort();
    expect([run.status, packages]).toEqual([0, ["(esbuild runtime)", "@mcp-wire/cli", "@mcp-wire/core", "node:child_process", "node:os", "node:string_decoder"]]);
    expect(run.loaded.filter((name) => name.startsWith("core/") || name.startsWith("cli/"))).toEqual([
      "cli/src/proxy/lines.ts", "cli/src/proxy/run.ts", "cli/src/proxy/stdio.ts", "cli/src/server-process.ts", "cli/src/terminal-text.ts", "core/src/text.ts",
    ]);
  });
});
