/** The script engine's decisions: which turns it answers with text, which probes it calls, the loader, the bound. */
import { describe, expect, test } from "vitest";
import { buildList } from "../src/probes/build.js";
import { MAX_CALL_TURNS, Script, indexProbes, probeOf } from "../src/script.js";
import type { ModelTurn, SentTool } from "../src/types.js";

const list = buildList({
  id: "s",
  about: "test",
  probes: [
    { key: "quiet", inputSchema: { type: "object" } },
    { key: "loud", inputSchema: { type: "object" }, call: { arguments: { n: 1 } } },
  ],
});
const sent = (name: string, description: string): SentTool => ({ name, description, schema: {} });
const offered = [sent("Read", "Reads."), sent("mcp__s__control", "[lab:s/control] A plain tool: echoes its text."), sent("mcp__s__quiet", "[lab:s/quiet]"), sent("mcp__s__loud", "Input constraint: ...\n\n[lab:s/loud]")];
const turn = (tools: readonly SentTool[], extra: Partial<ModelTurn> = {}): ModelTurn => ({ tools, toolResults: [], wantsJson: false, ...extra });
const loader = { name: "ToolSearch", arguments: (names: readonly string[]) => ({ query: `select:${names.join(",")}` }) };

describe("probeOf", () => {
  test("finds the marker anywhere in the description, and only a known one", () => {
    const index = indexProbes([list]);
    const keys = [sent("a", "[lab:s/loud]"), sent("b", "prefix [lab:s/quiet] rest"), sent("c", "[lab:s/nope]"), sent("d", "no marker")].map((tool) => probeOf(tool, index)?.probe.key);
    expect(keys).toEqual(["loud", "quiet", undefined, undefined]);
  });
});

describe("Script", () => {
  test("a turn without probe tools gets a short text, JSON when asked, and does not move the script", () => {
    const script = new Script([list]);
    expect([script.decide(turn([sent("Read", "x")])), script.decide(turn([], { wantsJson: true }))]).toEqual([
      { kind: "text", text: "ok" },
      { kind: "text", text: "{}" },
    ]);
    expect(script.decide(turn(offered)).kind).toBe("calls");
  });

  test("calls every offered probe that has a call, by the name the product sent, then says done", () => {
    const script = new Script([list]);
    expect(script.decide(turn(offered))).toEqual({
      kind: "calls",
      calls: [
        { id: "call_lab_1", name: "mcp__s__control", arguments: { text: "hello" } },
        { id: "call_lab_2", name: "mcp__s__loud", arguments: { n: 1 } },
      ],
    });
    expect(script.calls).toEqual([
      { callId: "call_lab_1", list: "s", key: "control" },
      { callId: "call_lab_2", list: "s", key: "loud" },
    ]);
    expect(script.decide(turn(offered))).toEqual({ kind: "text", text: "done" });
  });

  test("a probe offered later is still called, once", () => {
    const script = new Script([list]);
    script.decide(turn(offered.slice(0, 2)));
    expect(script.decide(turn(offered))).toEqual({ kind: "calls", calls: [{ id: "call_lab_2", name: "mcp__s__loud", arguments: { n: 1 } }] });
    expect(script.decide(turn(offered))).toEqual({ kind: "text", text: "done" });
  });

  test("with a loader and only named probes, the loader is called first, once, with the deferred names", () => {
    const script = new Script([list], loader);
    const named = turn([sent("ToolSearch", "Loads tools.")], { deferred: ["mcp__s__control", "mcp__s__loud"] });
    expect(script.decide(named)).toEqual({ kind: "calls", calls: [{ id: "call_lab_1", name: "ToolSearch", arguments: { query: "select:mcp__s__control,mcp__s__loud" } }] });
    expect(script.decide(named)).toEqual({ kind: "text", text: "ok" });
    expect(script.decide(turn(offered)).kind).toBe("calls");
    expect(script.calls.map((call) => call.callId)).toEqual(["call_lab_2", "call_lab_3"]);
  });

  test("no loader call without the loader tool offered or without deferred names", () => {
    const script = new Script([list], loader);
    expect([script.decide(turn([sent("ToolSearch", "x")])), script.decide(turn([sent("Read", "x")], { deferred: ["mcp__s__loud"] }))]).toEqual([
      { kind: "text", text: "ok" },
      { kind: "text", text: "ok" },
    ]);
  });

  test(`at most ${MAX_CALL_TURNS} answers with calls per run`, () => {
    const lists = Array.from({ length: MAX_CALL_TURNS + 1 }, (_, i) => buildList({ id: `l${i}`, about: "", probes: [] }));
    const script = new Script(lists);
    const kinds = lists.map((each) => script.decide(turn([sent("c", `[lab:${each.id}/control]`)])).kind);
    expect(kinds).toEqual([...Array.from({ length: MAX_CALL_TURNS }, () => "calls"), "text"]);
  });
});
