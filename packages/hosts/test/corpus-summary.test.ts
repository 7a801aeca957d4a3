/**
 * What each archetype keeps of the 41 captured servers at 2025-11-25 (the table in docs/check-tools.md).
 */
import { readFileSync, readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { checkTools } from "../src/index.js";

const DIR = new URL("../../../fixtures/servers/", import.meta.url);

test("per archetype: lists lost, tools kept and lost, servers whose every request fails", () => {
  const totals: Record<string, [number, number, number, number]> = {};
  for (const file of readdirSync(DIR).filter((name) => name.endsWith(".tools.json")).sort()) {
    const report = checkTools(JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as unknown, { revision: "2025-11-25" });
    for (const [host, summary] of Object.entries(report.summary.hosts)) {
      const total = (totals[host] ??= [0, 0, 0, 0]);
      total[0] += summary.listLost ? 1 : 0;
      total[1] += summary.toolsKept;
      total[2] += summary.toolsLost;
      total[3] += summary.requestsFail ? 1 : 0;
    }
  }
  expect(totals).toEqual({
    "mcp-sdk-v1-client": [1, 698, 0, 0],
    "mcp-sdk-v2-client": [1, 698, 0, 0],
    "2020-12-only": [1, 698, 0, 0],
    "draft-07-ajv-default": [0, 470, 237, 0],
    "anthropic-api": [0, 707, 0, 1],
    "openapi-3.0-subset": [0, 707, 0, 34],
    "openai-strict": [0, 707, 0, 41],
  });
});
