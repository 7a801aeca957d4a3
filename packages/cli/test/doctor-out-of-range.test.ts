/**
 * A number past the double range in a server's schema (`1e400`: ±Infinity once parsed) through doctor: the `--json`
 * report shows it as received (`1e999`, never `null`), the hosts judge a number, `--save` keeps it.
 */
import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { doctorRun } from "./doctor-helpers.js";

const CAPTURE = '{"protocolVersion":"2025-11-25","serverInfo":{"name":"t","version":"1"},"tools":[{"name":"big","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":1e400,"minimum":-0,"enum":[-1e400]}}}}]}';

describe("doctor and a number past the double range", () => {
  it("reports the schema as received (1e999, -0 as 0) and judges a number there; --save writes it back as 1e999", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-range-"));
    const file = join(dir, "capture.json");
    writeFileSync(file, CAPTURE);
    const saved = join(dir, "saved.json");
    const run = await doctorRun(["--replay", file, "--host", "cursor", "--host", "claude-desktop", "--format", "json", "--save", saved]);
    expect(run.stdout).toContain('"maximum": 1e999,\n');
    const report = JSON.parse(run.stdout) as { tools: { schemas: { schema: unknown }[]; hosts: { host: string; status: string }[] }[] };
    expect(report.tools[0]?.schemas[0]?.schema).toEqual({ type: "object", properties: { n: { type: "number", maximum: Infinity, minimum: 0, enum: [-Infinity] } } });
    // null made it `maximum must be a number` for Claude Desktop
    expect(report.tools[0]?.hosts.map(({ host, status }) => [host, status])).toEqual([["cursor", "pass"], ["claude-desktop", "pass"]]);
    const capture = readFileSync(saved, "utf8");
    expect(capture).toContain('"maximum": 1e999,\n');
    expect((JSON.parse(capture) as { tools: unknown[] }).tools).toEqual([{ name: "big", inputSchema: { type: "object", properties: { n: { type: "number", maximum: Infinity, minimum: 0, enum: [-Infinity] } } } }]);
  });
});
