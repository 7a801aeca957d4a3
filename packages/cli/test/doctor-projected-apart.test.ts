/**
 * A failing host's fix verdicts come from a projection of the tools it can change when doctor parsed the list itself
 * (`JudgeOptions.owned`): the same verdicts as the whole list's projection (`owned` absent), with list-wide rewrites
 * (a draft-07 label the 2020-12-only reader refuses asks for every schema relabelled), composed hosts and `$id`s.
 */
import { describe, expect, it } from "vitest";
import { DOCTOR_HOSTS, judgeTools, type DoctorHost } from "../src/doctor/verdicts.js";

/** Tools no host finds anything on, tools some hosts fail, and a draft-07 label (a finding asking for every schema). */
const LIST = [
  { name: "plain_a", description: "a", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"], additionalProperties: false } },
  { name: "labelled", inputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { n: { type: "integer", minimum: 1 } } } },
  { name: "plain_b", inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false } },
  { name: "formats", inputSchema: { type: "object", properties: { when: { type: "string", format: "date-time" }, url: { type: "string", format: "uri" } } } },
  { name: "nested", inputSchema: { type: "object", properties: { x: { anyOf: [{ type: "string" }, { type: "null" }] }, y: { type: "array", items: { type: "object", properties: {} } } } } },
  { name: "with_output", inputSchema: { type: "object" }, outputSchema: { type: "object", properties: { ok: { type: "boolean" } } } },
  { name: "plain_c", inputSchema: { type: "object", properties: {}, additionalProperties: false } },
];
const HOSTS: readonly DoctorHost[] = [...DOCTOR_HOSTS, "kilo+openai-strict" as DoctorHost];
/** `list` as doctor's own parse of it, each tool's description marked (a projection is cached by the list's content). */
const parsed = (list: readonly object[], mark: string): unknown[] => JSON.parse(JSON.stringify(list.map((tool) => ({ ...tool, description: mark })))) as unknown[];

describe("doctor's fix verdicts from a projection of part of the list", () => {
  for (const revision of ["2025-06-18", "2025-11-25"]) {
    it(`gives the whole list's verdicts at ${revision}, a composed host included`, () => {
      const apart = judgeTools(parsed(LIST, `apart ${revision}`), HOSTS, revision, { owned: true });
      const whole = judgeTools(parsed(LIST, `apart ${revision}`), HOSTS, revision);
      expect(JSON.stringify(apart)).toBe(JSON.stringify(whole));
    });
  }

  it("leaves out of each projection the tools it cannot change", () => {
    // hosts that find nothing on the plain tools (as others do on `additionalProperties`)
    const hosts: readonly DoctorHost[] = ["claude-code", "cursor", "codex", "2020-12-only", "draft-07-ajv-default"];
    const owned = parsed(LIST, "left out");
    const apart = judgeTools(owned, hosts, "2025-06-18", { owned: true });
    expect(JSON.stringify(apart)).toBe(JSON.stringify(judgeTools(parsed(LIST, "left out"), hosts, "2025-06-18")));
    expect(apart.tools.map((tool) => tool.schemas.inputSchema?.filter((verdict) => verdict.status === "fail").map((verdict) => verdict.host))).toEqual([[], ["codex"], [], ["codex", "draft-07-ajv-default"], [], [], []]);
    // a projection freezes the tools it reads and passes on unchanged (`JudgeOptions.owned`): the two failing hosts
    // (codex, draft-07-ajv-default) project labelled and formats, and with_output (it has an output schema), which
    // is rewritten (its original is not passed on); the tools neither finds anything on are in no projection
    expect(owned.map((tool) => Object.isFrozen(tool))).toEqual([false, true, false, true, false, false, false]);
  });

  it("projects the whole list when a schema holds a $id (judged in list order)", () => {
    const list = [...LIST, { name: "identified", inputSchema: { $id: "https://example.com/s", type: "object", properties: { v: { type: "string", format: "uri" } } } }];
    const owned = parsed(list, "identified");
    const apart = judgeTools(owned, DOCTOR_HOSTS, "2025-06-18", { owned: true });
    expect(JSON.stringify(apart)).toBe(JSON.stringify(judgeTools(parsed(list, "identified"), DOCTOR_HOSTS, "2025-06-18")));
    expect(owned.map((tool) => Object.isFrozen(tool))).toEqual([true, true, true, true, true, false, true, true]);
  });
});
