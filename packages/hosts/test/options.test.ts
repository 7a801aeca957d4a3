/**
 * Options are read as own properties only: a polluted `Object.prototype` never becomes an option of any public
 * function of host checks and projections (`hosts`, `revision`, `wrapOutputs`, `role`, `dialect`, `inlineDepth`).
 */
import { describe, expect, it } from "vitest";
import { checkTools, loosen, projectTools } from "../src/index.js";

const tuple = { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { t: { type: "array", prefixItems: [{ type: "number" }], items: false } }, $defs: { unused: { type: "string" } } };
const tools = [{ name: "t", inputSchema: { type: "string" } }, { name: "u", inputSchema: { type: "object" }, outputSchema: tuple }];
const CALLS: readonly [string, () => unknown][] = [
  ["checkTools of a string root", () => checkTools({ tools: tools.slice(0, 1) }, { hosts: ["mcp-sdk-v1-client"] })],
  ["projectTools for the SDK 1.x client", () => projectTools(JSON.parse(JSON.stringify(tools)), "mcp-sdk-v1-client")],
  ["loosen", () => loosen(tuple, ["tuple-rest", "output-wrap"])],
];

/** Runs every call with `Object.prototype[key] = value` (non-enumerable, as a polluter would not care), then removes it. */
function pollutedRun(key: string, value: unknown): unknown[] {
  Object.defineProperty(Object.prototype, key, { value, writable: true, configurable: true });
  try {
    return CALLS.map(([, run]) => JSON.parse(JSON.stringify(run())));
  } finally {
    delete (Object.prototype as Record<string, unknown>)[key];
  }
}

describe("inherited options change nothing", () => {
  const clean = CALLS.map(([, run]) => JSON.parse(JSON.stringify(run())));

  it("the clean results", () => {
    expect((clean[0] as { summary: { hosts: Record<string, { listLost: boolean }> } }).summary.hosts["mcp-sdk-v1-client"]?.listLost).toBe(true);
    expect((clean[1] as { tools: unknown[] }).tools[1]).toMatchObject({ outputSchema: { $schema: "http://json-schema.org/draft-07/schema#", properties: { t: { items: [{ type: "number" }], additionalItems: false } } } });
    expect((clean[2] as { loosened: { rewrite: string }[] }).loosened.map((change) => change.rewrite)).toEqual(["tuple-rest"]);
  });

  it.each([
    ["hosts", ["anthropic-api"]],
    ["revision", "2026-07-28"],
    ["wrapOutputs", false],
    ["role", "inputSchema"],
    ["dialect", "draft-07"],
    ["inlineDepth", 0],
  ])("Object.prototype.%s = %j", (key, value) => {
    expect(pollutedRun(key, value)).toEqual(clean);
  });
});
