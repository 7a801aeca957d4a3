/**
 * Options are read as own properties only: a polluted `Object.prototype` never becomes an option of any public
 * function (`from`, `keepDefs`, `io`, `dialect`).
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { convertDialect, toPortableSchema, toToolSchema } from "../src/index.js";

const tuple = { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { t: { type: "array", prefixItems: [{ type: "number" }], items: false } }, $defs: { unused: { type: "string" } } };
const CALLS: readonly [string, () => unknown][] = [
  ["convertDialect to draft-07", () => convertDialect(tuple, { to: "draft-07" })],
  ["toPortableSchema", () => toPortableSchema(tuple)],
  ["toToolSchema of a zod transform", () => toToolSchema(z.object({ n: z.string().transform((s) => s.length) }))],
  ["toToolSchema, portable", () => toToolSchema(tuple, { dialect: "portable" })],
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
    expect(clean[2]).toEqual({ $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { n: { type: "string" } }, required: ["n"] });
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
