/**
 * `mcp-wire diff --format json` writes a number past the double range as doctor's `--json` and `--save` do
 * (`jsonReportText`): ±Infinity as `1e999`/`-1e999`, never `null`. No diff report field holds one today (counts are
 * finite), so the comparison is stubbed to return a report with ±Infinity in its counts: the writing is what is tested.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";

vi.mock("../src/diff/compare.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/diff/compare.js")>();
  return {
    ...original,
    compareSides: (...args: Parameters<typeof original.compareSides>) => {
      const report = original.compareSides(...args);
      return { ...report, before: { ...report.before, tools: Infinity }, after: { ...report.after, tools: -Infinity } };
    },
  };
});

const MEMORY = fileURLToPath(new URL("../../../fixtures/servers/server-memory.tools.json", import.meta.url));

describe("diff --format json and numbers past the double range", () => {
  it("writes ±Infinity as ±1e999, read back as the same values, as doctor's --json does", async () => {
    const { runDiff } = await import("../src/diff/run.js");
    const { jsonReportText } = await import("../src/json-text.js");
    let stdout = "";
    let stderr = "";
    const io = { stdout: { write: (t: string) => ((stdout += t), true) }, stderr: { write: (t: string) => ((stderr += t), true) }, env: {}, cwd: "." };
    const args = { before: MEMORY, after: MEMORY, hosts: ["zed"], format: "json", failOn: "tool", reportOnly: false };
    expect(await runDiff(args as never, io as never)).toBe(0);
    expect(stderr).toBe("");
    expect(stdout).toContain('\n    "tools": 1e999,\n');
    expect(stdout).toContain('\n    "tools": -1e999,\n');
    expect(stdout).not.toContain("null");
    const report = JSON.parse(stdout) as { before: { tools: number }; after: { tools: number } };
    expect([report.before.tools, report.after.tools]).toEqual([Infinity, -Infinity]);
    expect(stdout).toBe(jsonReportText(report));
  });
});
