/**
 * The official conformance scenarios (published `@modelcontextprotocol/conformance`, Node 22 via npx)
 * against the example server: every check passes. About 10 s once `node@22` is in the npx cache.
 */
import { expect, it } from "vitest";
import { runConformance } from "../scripts/conformance.js";

it("passes every check of the four server scenarios", async () => {
  const runs = await runConformance();
  expect(runs.map(({ scenario, exitCode, passed, total, failed }) => ({ scenario, exitCode, passed, total, failed }))).toEqual([
    { scenario: "tools-call-elicitation", exitCode: 0, passed: 1, total: 1, failed: 0 },
    { scenario: "elicitation-sep1034-defaults", exitCode: 0, passed: 5, total: 5, failed: 0 },
    { scenario: "elicitation-sep1330-enums", exitCode: 0, passed: 5, total: 5, failed: 0 },
    { scenario: "json-schema-2020-12", exitCode: 0, passed: 4, total: 4, failed: 0 },
  ]);
}, 120_000);
