/**
 * Options are read as own properties only: a polluted `Object.prototype` never becomes an option of any public
 * function of host checks (`io`, `dialect`).
 */
import { describe, expect, it } from "vitest";
import { checkToolSchema, projectFor } from "../src/index.js";

const tuple = { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { t: { type: "array", prefixItems: [{ type: "number" }], items: false } }, $defs: { unused: { type: "string" } } };
const CALLS: readonly [string, () => unknown][] = [
  ["checkToolSchema of a string root", () => checkToolSchema({ type: "string" }, "vscode")],
  ["projectFor", () => projectFor(tuple, "2020-12-only")],
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
    expect(clean[0]).toEqual([{ path: "", code: "root-not-object", message: 'root: a tool input schema needs type: "object" at its root' }]);
  });

  it.each([
    ["from", "draft-07"],
    ["keepDefs", true],
    ["io", "output"],
    ["dialect", "draft-07"],
  ])("Object.prototype.%s = %j", (key, value) => {
    expect(pollutedRun(key, value)).toEqual(clean);
  });
});
