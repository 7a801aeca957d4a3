/** The fake model API over HTTP: dispatch to the matching adapter, the shared script, the turn log, the 404. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startModel, type ModelServer } from "../src/model.js";
import { buildList } from "../src/probes/build.js";

const list = buildList({ id: "m", about: "", probes: [] });
let model: ModelServer;

beforeAll(async () => {
  model = await startModel({ lists: [list] });
});
afterAll(() => model.close());

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${model.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return [response.status, (await response.json()) as unknown] as const;
};

describe("startModel", () => {
  test("listens on 127.0.0.1", () => {
    expect(model.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test("answers a model turn through its adapter and the script, and logs it", async () => {
    const tools = [{ name: "mcp__m__control", description: "[lab:m/control] A plain tool: echoes its text.", input_schema: { type: "object" } }];
    const [status, body] = await post("/v1/messages?beta=true", { model: "x", messages: [{ role: "user", content: "go" }], tools });
    expect([status, (body as { content: unknown }).content]).toEqual([200, [{ type: "tool_use", id: "call_lab_1", name: "mcp__m__control", input: { text: "hello" } }]]);
    expect(model.log).toEqual([
      {
        protocol: "anthropic-messages",
        path: "/v1/messages",
        turn: { tools: [{ name: "mcp__m__control", description: "[lab:m/control] A plain tool: echoes its text.", schema: { type: "object" } }], toolResults: [], wantsJson: false },
        action: { kind: "calls", calls: [{ id: "call_lab_1", name: "mcp__m__control", arguments: { text: "hello" } }] },
      },
    ]);
  });

  test("other requests go to an adapter's other(), else 404, and are not logged as turns", async () => {
    expect([await post("/v1/messages/count_tokens", {}), await post("/v1/unknown", {})]).toEqual([
      [200, { input_tokens: 1 }],
      [404, { error: { message: "lab: no fake answer for POST /v1/unknown" } }],
    ]);
    expect(model.log).toHaveLength(1);
  });
});
