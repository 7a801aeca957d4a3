/**
 * A 10,000-level schema served live: the table cell, the JSON verdict and the first screen agree for each host, and
 * a failure found by two embedded archetypes of a product is listed once.
 */
import { describe, expect, it } from "vitest";
import type { DoctorReport } from "../src/index.js";
import { doctorRun } from "./doctor-helpers.js";

const SERVER = ["--", "node", "test/fixtures/doctor/deep-server.mjs"];
const HOSTS = ["--host", "claude-desktop", "--host", "mcp-sdk-v1-client"];

describe("doctor: a schema nested past what mcp-wire reads, served live", () => {
  it("shows a passing verdict as ✓ and lists each failure once", async () => {
    const run = await doctorRun([...HOSTS, ...SERVER]);
    expect(run.code).toBe(1);
    const lines = run.stdout.split("\n");
    expect(lines).toContain('claude-desktop  keeps 1 of 2 tools; counts as dropping 1, not judged ("deep")');
    expect(lines).toContain("mcp-sdk-v1-client  keeps 2 of 2 tools");
    expect(lines).toContain("deep  input   ✓    ✗ unreadable-tool  ✓");
    expect(lines).toContain("ok    input   ✓    ✓                  ✓");
    expect(lines.filter((line) => line.includes("unreadable-tool") && line.startsWith("    /inputSchema"))).toEqual(["    /inputSchema/proper…/a/properties/a/properties/a  unreadable-tool  nested deeper than mcp-wire reads (2048 JSON levels): not judged, so it counts as lost"]);
    expect(lines).toContain("2 tools × 2 hosts: 1 pass on every host, 1 fail on some (claude-desktop 1)");
  }, 60_000);

  it("agrees in --json and markdown", async () => {
    const json = await doctorRun([...HOSTS, "--json", ...SERVER]);
    const report = JSON.parse(json.stdout) as DoctorReport;
    const deep = report.tools[0]!;
    expect(deep.hosts.map((h) => [h.host, h.status, h.blast, h.issues.map((i) => `${i.code} ${i.blast}`)])).toEqual([
      ["claude-desktop", "fail", "tool", ["unreadable-tool tool"]],
      ["mcp-sdk-v1-client", "pass", "none", ["unreadable-tool none"]],
    ]);
    const markdown = await doctorRun([...HOSTS, "--format", "markdown", ...SERVER]);
    expect(markdown.stdout.split("\n")).toContain("| deep | input | ✓ | ✗ unreadable-tool | ✓ |");
  }, 60_000);
});
