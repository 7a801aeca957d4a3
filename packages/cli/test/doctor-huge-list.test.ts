/**
 * A tool list whose one tool holds more JSON containers than a V8 `Set` can (2^24): doctor's walk for non-finite
 * numbers (forwarded.ts) has the bounds of the read that judges each tool, so the tool is marked not judged
 * (`unreadable-tool`, the snapshot's `too-large` at the array) and the valid tool beside it is reported as usual
 * (this was `internal error: Set maximum size exceeded`, the whole report lost). The list is made here: about 50 MB.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { doctorRun } from "./doctor-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "doctor-huge-list-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Containers past the most a V8 `Set` holds (2^24 entries). */
const ITEMS = 2 ** 24 + 1;

describe("doctor: a tool with 2^24 + 1 empty arrays in one enum", () => {
  it("marks that tool not judged and reports the others", async () => {
    const file = join(dir, "flat.tools.json");
    const items = `${"[],".repeat(ITEMS - 1)}[]`;
    writeFileSync(file, `{"protocolVersion":"2025-06-18","serverInfo":{"name":"flat","version":"1.0.0"},"tools":[{"name":"ok","inputSchema":{"type":"object","properties":{"a":{"type":"string"}}}},{"name":"flat","inputSchema":{"type":"object","properties":{"a":{"enum":[${items}]}}}}]}`);
    const run = await doctorRun(["--replay", file, "--host", "claude-code"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("");
    expect(run.stdout.split("\n")).toEqual([
      `flat 1.0.0 over replay (${file}), protocol 2025-06-18; judged at claude-code@2.1.328`,
      "",
      'claude-code  keeps 1 of 2 tools; counts as dropping 1, not judged ("flat")',
      '  next: change tool "flat": the tool could not be read as JSON (too-large): not judged, so it counts as lost',
      "",
      "tool  schema  mcp  claude-code",
      "ok    input   ✓    ✓",
      "flat  input   ✓    ✗ unreadable-tool",
      "",
      "mcp=the MCP Tool type at 2025-06-18",
      "",
      "failures",
      "",
      "flat (the tool)",
      "  claude-code counts as dropping the tool (not judged: mcp-wire could not read it)",
      "    /inputSchema/properties/a/enum  unreadable-tool  the tool could not be read as JSON (too-large): not judged, so it counts as lost",
      "    fix: change the tool (a projection rewrites only its schemas)",
      "",
      "2 tools × 1 host: 1 pass, 1 fail (claude-code 1)",
      "",
    ]);
  }, 120_000);
});
