/**
 * The installed executable (bin/mcp-wire.js, which runs the bundle: `tsc -b`, then packages/cli/scripts/bundle.mjs),
 * spawned: the main job (a TypeScript module checked in the child that loads bundle/check-worker.js through tsx), exit
 * codes, and no escape codes when stdout is a pipe.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { notChecked } from "./helpers.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const BIN = "packages/cli/bin/mcp-wire.js";

function mcpWire(args: readonly string[], env: Record<string, string> = {}) {
  if (!existsSync(`${ROOT}/packages/cli/bundle/bin.js`)) throw new Error("packages/cli/bundle/bin.js is missing: run `pnpm build` first");
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "", COLUMNS: "1000", ...env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("mcp-wire (spawned)", () => {
  it("runs the main job: both revisions, rejections shown as results, exit 0", () => {
    const run = mcpWire([
      "check", "--report-only", "--revision", "2025-11-25", "--revision", "2025-06-18",
      "packages/cli/examples/server-everything.elicitation.json", "packages/cli/examples/forms.ts",
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("\u001b");
    const headings = run.stdout.split("\n").filter((line) => line !== "" && !line.startsWith(" "));
    expect(headings.slice(0, 2)).toEqual([
      "packages/cli/examples/server-everything.elicitation.json [capture /params/requestedSchema] @ 2025-11-25: accepted, wire-exact as received",
      "packages/cli/examples/server-everything.elicitation.json [capture /params/requestedSchema] @ 2025-06-18: rejected, 2 issues",
    ]);
    expect(headings).toContain("packages/cli/examples/forms.ts [zodRegex, zod] @ 2025-11-25: rejected, 1 issue");
    expect(headings).toContain("packages/cli/examples/forms.ts [valibotOrder, valibot] @ 2025-11-25: accepted");
    expect(headings.at(-1)).toBe("checked 20: 7 accepted, 13 rejected");
  });

  it("exits 1 on a rejection without --report-only", () => {
    const run = mcpWire(["check", "packages/cli/test/fixtures/jsonrpc.json", "--json"]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ summary: { rejected: 1 } });
  });

  it("exits 0 when all is accepted", () => {
    expect(mcpWire(["check", "packages/cli/test/fixtures/schema.json"]).code).toBe(0);
  });

  it("exits 2 for a load error, also under --report-only: the file's entry in the report, one line on stderr", () => {
    const message = "cannot import packages/cli/test/fixtures/throws.ts: database not configured";
    expect(mcpWire(["check", "--report-only", "packages/cli/test/fixtures/throws.ts"])).toEqual({
      code: 2,
      stdout: notChecked("packages/cli/test/fixtures/throws.ts", "import-failed", message),
      stderr: `mcp-wire: ${message}\n`,
    });
    expect(mcpWire(["check", "nope.json"])).toEqual({
      code: 2,
      stdout: notChecked("nope.json", "file-not-found", "cannot read nope.json: no such file"),
      stderr: "mcp-wire: cannot read nope.json: no such file\n",
    });
  });

  it("checks every file when some cannot be read: the others' results, then an entry per unreadable file, exit 2", () => {
    const run = mcpWire(["check", "packages/cli/test/fixtures/schema.json", "packages/cli/test/fixtures/broken.json", "nope.json"]);
    expect(run.code).toBe(2);
    const broken = "packages/cli/test/fixtures/broken.json is not valid JSON: Expected property name or '}' in JSON at position 37";
    expect(run.stderr).toBe(`mcp-wire: ${broken}\nmcp-wire: cannot read nope.json: no such file\n`);
    const lines = run.stdout.split("\n");
    expect([lines[0], ...lines.slice(-11)]).toEqual([
      "packages/cli/test/fixtures/schema.json [requestedSchema] @ 2025-11-25: accepted, wire-exact as received",
      "  }",
      "",
      "packages/cli/test/fixtures/broken.json: not checked, invalid-json",
      `  ${broken}`,
      "  at line 2, column 1",
      "",
      "nope.json: not checked, file-not-found",
      "  cannot read nope.json: no such file",
      "",
      "checked 1: 1 accepted, 0 rejected; 2 files not checked",
      "",
    ]);
  });
});
