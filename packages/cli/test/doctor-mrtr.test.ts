/**
 * `doctor --call` of tools whose result is `input_required` (MCP 2026-07-28 multi-round-trip), against an
 * `@modelcontextprotocol/server` 2.4.0 server over stdio (fixtures/mrtr/server.mjs, the SDK's own
 * `inputRequired` / `inputRequired.elicit` / `inputResponse`): doctor reaches 2026-07-28 for the calls
 * (`server/discover`), checks each requested schema as it checks an `elicitation/create`, answers with `--answer`
 * (decline by default; one per round, the last one for later rounds), and follows the rounds to the final result,
 * which the server itself validates against the tool's outputSchema (its `Output validation error` is the tool's
 * error text when the answer built a result the outputSchema refuses).
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { DoctorReport } from "../src/index.js";
import { doctorRun } from "./doctor-helpers.js";
import { answerOption } from "../src/doctor/args.js";
import { answerOf, readRound } from "../src/doctor/input-rounds.js";

const SERVER = ["node", fileURLToPath(new URL("./fixtures/mrtr/server.mjs", import.meta.url))];
const CONTACT = { type: "object", properties: { email: { type: "string", format: "email" } }, required: ["email"] };
const PLAN = { type: "object", properties: { plan: { type: "string", enum: ["free", "pro"] } }, required: ["plan"] };
const VALID = [
  { revision: "2025-06-18", valid: true, issues: [] },
  { revision: "2025-11-25", valid: true, issues: [] },
  { revision: "2026-07-28", valid: true, issues: [] },
];

async function run(args: readonly string[]) {
  const result = await doctorRun(["--json", "--host", "mcp-sdk-v2-client", ...args, "--", ...SERVER]);
  return { code: result.code, report: JSON.parse(result.stdout) as DoctorReport };
}

describe("doctor --call follows input_required rounds (2026-07-28) to the final result", () => {
  it("declines by default: one round, the contact form checked at every revision, the final result valid", async () => {
    const { code, report } = await run(["--call", "signup"]);
    expect(code).toBe(0);
    expect(report.server.protocolVersion).toBe("2025-11-25");
    expect(report.calls).toEqual([
      {
        tool: "signup",
        args: {},
        outcome: "ok",
        isError: false,
        error: null,
        results: [{ host: "mcp-sdk-v2-client", status: "pass", issues: [], error: null }],
        elicitations: [{ mode: "form", message: "Your contact", requestedSchema: CONTACT, revisions: VALID, validAtNegotiated: true, round: 1, key: "contact" }],
        revision: "2026-07-28",
        rounds: 1,
        mcp: [],
      },
    ]);
  });

  it("answers round n with the n-th --answer: the contact, then the plan, through requestState to the final result", async () => {
    const { code, report } = await run(["--answer", '{"email":"a@example.com"}', "--answer", '{"plan":"pro"}', "--call", "signup"]);
    expect(code).toBe(0);
    const [call] = report.calls;
    expect({ outcome: call?.outcome, isError: call?.isError, error: call?.error, rounds: call?.rounds }).toEqual({ outcome: "ok", isError: false, error: null, rounds: 2 });
    expect(call?.elicitations.map((e) => [e.round, e.key, e.requestedSchema, e.validAtNegotiated])).toEqual([
      [1, "contact", CONTACT, true],
      [2, "plan", PLAN, true],
    ]);
  });

  it("the answer reaches the server: cancel, and the plan free, build results the tool's outputSchema refuses", async () => {
    const cancelled = await run(["--answer", "cancel", "--call", "signup"]);
    expect(cancelled.report.calls[0]?.error).toBe("Output validation error: Invalid structured content for tool signup: contact: Invalid input");
    const free = await run(["--answer", '{"email":"a@example.com"}', "--answer", '{"plan":"free"}', "--call", "signup"]);
    expect(free.report.calls[0]?.error).toBe('Output validation error: Invalid structured content for tool signup: plan.plan: Invalid input: expected "pro"');
    expect(free.report.calls[0]?.rounds).toBe(2);
  });

  it("fails on an invalid requested schema with its JSON Pointer path, and still follows the call to its end", async () => {
    const { code, report } = await run(["--call", "bad_form"]);
    expect(code).toBe(1);
    expect(report.status).toBe("fail");
    expect(report.summary.invalidElicitations).toBe(1);
    const [call] = report.calls;
    expect({ outcome: call?.outcome, isError: call?.isError, rounds: call?.rounds, revision: call?.revision }).toEqual({ outcome: "ok", isError: false, rounds: 1, revision: "2026-07-28" });
    const [elicitation] = call?.elicitations ?? [];
    expect(elicitation?.validAtNegotiated).toBe(false);
    expect(elicitation?.revisions.find((r) => r.revision === "2026-07-28")?.issues.map((i) => [i.path, i.code])).toEqual([["/properties/address/type", "nested-object"]]);
  });

  it("stops after 10 rounds: a call still input_required is an error, every round's form checked", async () => {
    const { report } = await run(["--call", "forever"]);
    const [call] = report.calls;
    expect({ outcome: call?.outcome, error: call?.error, rounds: call?.rounds }).toEqual({ outcome: "error", error: "still input_required after 10 rounds (the most doctor answers)", rounds: 10 });
    expect(call?.elicitations.map((e) => `${e.round} ${e.message}`)).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 1} Round ${i + 1}`));
    expect(report.summary.failedCalls).toBe(1);
    // all 11 input_required results (10 answered, the 11th ends the call) are valid InputRequiredResults
    expect(call?.mcp).toEqual([]);
    expect(report.summary.failedCallMcp).toBe(0);
  });

  it("a server without 2026-07-28 (SDK 1.x) gets its calls in the initialized session, as before", async () => {
    const server = ["node", fileURLToPath(new URL("./fixtures/doctor/results-server.mjs", import.meta.url))];
    const result = await doctorRun(["--json", "--host", "mcp-sdk-v2-client", "--call", "valid", "--", ...server]);
    const [call] = (JSON.parse(result.stdout) as DoctorReport).calls;
    expect(call).toEqual({ tool: "valid", args: {}, outcome: "ok", isError: false, error: null, results: [{ host: "mcp-sdk-v2-client", status: "pass", issues: [], error: null }], elicitations: [] });
  });

  it("human report: the call's revision, the round and key of each elicitation", async () => {
    const result = await doctorRun(["--host", "mcp-sdk-v2-client", "--call", "bad_form", "--", ...SERVER]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('bad_form {} at 2026-07-28: ok, 1 elicitation over 1 input_required round (answered as --answer says)\n  result ✓ mcp-sdk-v2-client\n  elicitation 1 (form, round 1, key "address"): "Your address"\n');
    expect(result.stdout).toContain("    2026-07-28  ✗ 1 issue (negotiated)\n      /properties/address/type  nested-object  nested objects are not on the wire; flatten the form\n");
    expect(result.stdout).toContain("1 call (0 failed), 1 elicitation (1 invalid at 2026-07-28)");
  });
});

describe("doctor --call checks the results of the 2026-07-28 lane against that revision's tools/call result type", () => {
  const RAW = ["node", fileURLToPath(new URL("./fixtures/revisions/no-result-type.mjs", import.meta.url))];
  const NO_RESULT_TYPE = { path: "/resultType", code: "wire-invalid", message: "2026-07-28 CallToolResult at /resultType: must have required property 'resultType'" };

  it("a final result without resultType: wire-invalid at /resultType, and the run fails (exit 1, even at --fail-on none)", async () => {
    for (const failOn of [[], ["--fail-on", "none"]]) {
      const result = await doctorRun(["--json", "--host", "mcp-sdk-v2-client", ...failOn, "--call", "echo", "--args", '{"text":"hi"}', "--", ...RAW]);
      expect(result.code).toBe(1);
      const report = JSON.parse(result.stdout) as DoctorReport;
      expect(report.status).toBe("fail");
      expect(report.calls).toEqual([
        { tool: "echo", args: { text: "hi" }, outcome: "ok", isError: false, error: null, results: [{ host: "mcp-sdk-v2-client", status: "pass", issues: [], error: null }], elicitations: [], revision: "2026-07-28", rounds: 0, mcp: [NO_RESULT_TYPE] },
      ]);
      expect({ failedMcp: report.summary.failedMcp, failedCallMcp: report.summary.failedCallMcp, failedCalls: report.summary.failedCalls, failedResults: report.summary.failedResults }).toEqual({ failedMcp: 0, failedCallMcp: 1, failedCalls: 0, failedResults: 0 });
    }
  });

  it("an input_required round result is held to InputRequiredResult (requestState a number), the final one to CallToolResult", async () => {
    const result = await doctorRun(["--json", "--host", "mcp-sdk-v2-client", "--call", "echo", "--args", '{"ask":true}', "--", ...RAW]);
    expect(result.code).toBe(1);
    const [call] = (JSON.parse(result.stdout) as DoctorReport).calls;
    expect({ outcome: call?.outcome, rounds: call?.rounds, mcp: call?.mcp }).toEqual({
      outcome: "ok",
      rounds: 1,
      mcp: [{ round: 1, path: "/requestState", code: "wire-invalid", message: "2026-07-28 InputRequiredResult at /requestState: must be string" }, NO_RESULT_TYPE],
    });
  });

  it("the --report-only run exits 0; the human report shows the findings with the call and in the summary line", async () => {
    const result = await doctorRun(["--report-only", "--host", "mcp-sdk-v2-client", "--call", "echo", "--args", '{"ask":true}', "--", ...RAW]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "  result ✓ mcp-sdk-v2-client\n" +
        "  mcp ✗ 2 findings against the 2026-07-28 tools/call result type\n" +
        "    round 1  /requestState  wire-invalid  2026-07-28 InputRequiredResult at /requestState: must be string\n" +
        "    final    /resultType    wire-invalid  2026-07-28 CallToolResult at /resultType: must have required property 'resultType'\n",
    );
    expect(result.stdout).toContain("1 call (0 failed, 1 breaking an MCP result type), 1 elicitation (0 invalid at 2026-07-28)");
  });
});

describe("--answer and the rounds (pure)", () => {
  it("parses decline, cancel and a JSON object; refuses anything else", () => {
    expect(answerOption("decline")).toEqual({ action: "decline" });
    expect(answerOption("cancel")).toEqual({ action: "cancel" });
    expect(answerOption('{"a":1}')).toEqual({ action: "accept", content: { a: 1 } });
    expect(() => answerOption("[1]")).toThrow("must be decline, cancel or a JSON object (the form content)");
    expect(() => answerOption("accept")).toThrow("must be decline, cancel or a JSON object (the form content)");
  });

  it("round n takes the n-th answer, the last one after, decline without any", () => {
    const answers = [{ action: "cancel" }, { action: "accept", content: { x: 1 } }] as const;
    expect([1, 2, 3].map((round) => answerOf(answers, round))).toEqual([{ action: "cancel" }, { action: "accept", content: { x: 1 } }, { action: "accept", content: { x: 1 } }]);
    expect(answerOf([], 1)).toEqual({ action: "decline" });
  });

  it("answers every elicitation of a round, roots/list with no roots, leaves sampling out, keeps __proto__ a key", () => {
    const round = readRound(
      {
        resultType: "input_required",
        inputRequests: JSON.parse('{"__proto__":{"method":"elicitation/create","params":{"message":"m","requestedSchema":{"type":"object","properties":{}}}},"r":{"method":"roots/list"},"s":{"method":"sampling/createMessage","params":{"messages":[],"maxTokens":1}},"u":{"method":"elicitation/create","params":{"mode":"url","message":"go","url":"https://example.com"}}}'),
        requestState: "st",
      },
      3,
      { action: "accept", content: { a: "b" } },
    );
    expect(Object.entries(round.inputResponses)).toEqual([
      ["__proto__", { action: "accept", content: { a: "b" } }],
      ["r", { roots: [] }],
      ["u", { action: "decline" }],
    ]);
    expect(round.elicitations.map((e) => [e.round, e.key, e.mode])).toEqual([[3, "__proto__", undefined], [3, "u", "url"]]);
    expect(round.requestState).toBe("st");
  });
});
