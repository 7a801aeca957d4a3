/**
 * The official conformance scenarios (published `@modelcontextprotocol/conformance` 0.1.16, Node 22 via npx): which
 * server scenarios the CLI offers at which revision, and the SDK 1.x example server passing every check of the four
 * it implements. (The 2.4.0 example server, which implements all 32, is run direct and through `mcp-wire proxy` in
 * proxy-conformance.test.ts.)
 */
import { expect, it } from "vitest";
import { listServerScenarios, runConformance, SERVER_SCENARIOS } from "../scripts/conformance.js";

/** The six server scenarios labelled 2025-11-25 only; the other 26 carry both 2025-06-18 and 2025-11-25. */
const ONLY_2025_11_25 = ["json-schema-2020-12", "elicitation-sep1034-defaults", "server-sse-polling", "server-sse-multiple-streams", "elicitation-sep1330-enums", "dns-rebinding-protection"];

it("the CLI offers 32 server scenarios: 26 at 2025-06-18 and 2025-11-25, 6 more at 2025-11-25, none at 2026-07-28 (an unknown --spec-version)", async () => {
  const all = await listServerScenarios();
  expect(all.exitCode).toBe(0);
  expect(all.scenarios).toEqual(SERVER_SCENARIOS.map((scenario) => ({ scenario, revisions: ONLY_2025_11_25.includes(scenario) ? ["2025-11-25"] : ["2025-06-18", "2025-11-25"] })));
  const at2025_06_18 = await listServerScenarios("2025-06-18");
  expect(at2025_06_18.scenarios.map(({ scenario }) => scenario)).toEqual(SERVER_SCENARIOS.filter((scenario) => !ONLY_2025_11_25.includes(scenario)));
  expect(at2025_06_18.scenarios).toHaveLength(26);
  expect((await listServerScenarios("2025-11-25")).scenarios.map(({ scenario }) => scenario)).toEqual([...SERVER_SCENARIOS]);
  const at2026_07_28 = await listServerScenarios("2026-07-28");
  expect(at2026_07_28.exitCode).toBe(1);
  expect(at2026_07_28.scenarios).toEqual([]);
  expect(at2026_07_28.output).toContain("Unknown spec version: 2026-07-28");
}, 120_000);

it("the SDK 1.x example passes every check of the four server scenarios it implements", async () => {
  const runs = await runConformance();
  expect(runs.map(({ scenario, passed, total, failedChecks, warnings }) => ({ scenario, passed, total, failedChecks, warnings }))).toEqual([
    { scenario: "tools-call-elicitation", passed: 1, total: 1, failedChecks: [], warnings: [] },
    { scenario: "elicitation-sep1034-defaults", passed: 5, total: 5, failedChecks: [], warnings: [] },
    { scenario: "elicitation-sep1330-enums", passed: 5, total: 5, failedChecks: [], warnings: [] },
    { scenario: "json-schema-2020-12", passed: 4, total: 4, failedChecks: [], warnings: [] },
  ]);
}, 120_000);
