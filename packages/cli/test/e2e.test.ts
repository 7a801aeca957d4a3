/**
 * The installed executable (bin/mcp-wire.js, which runs the bundle: `tsc -b`, then packages/cli/scripts/bundle.mjs),
 * spawned: the main job (a TypeScript module checked in the child that loads bundle/check-worker.js through tsx), exit
 * codes, and no escape codes when stdout is a pipe.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

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

  it("exits 2 with one line on stderr for a load error, also under --report-only", () => {
    expect(mcpWire(["check", "--report-only", "packages/cli/test/fixtures/throws.ts"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: cannot import packages/cli/test/fixtures/throws.ts: database not configured\n",
    });
    expect(mcpWire(["check", "nope.json"])).toEqual({ code: 2, stdout: "", stderr: "mcp-wire: cannot read nope.json: no such file\n" });
  });
});
