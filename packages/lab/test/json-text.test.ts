/** jsonText: the text JSON.stringify gives, and past the depth JSON.stringify can write. */
import { describe, expect, test } from "vitest";
import { jsonText } from "../src/json-text.js";

describe("jsonText", () => {
  test("writes what JSON.stringify writes for plain data", () => {
    const values: unknown[] = [null, true, 0, -1.5, "a\"\n\u2028", [], {}, [1, [2, [3]], { a: null }], { b: { c: [true, "x"] }, "k y": 1 }, { skipped: undefined, f: () => 1, kept: 1 }, [undefined, () => 1], Number.NaN];
    expect(values.map(jsonText)).toEqual(values.map((value) => JSON.stringify(value)));
  });

  test("writes 10,000 levels", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 10_000; i++) deep = i % 2 === 0 ? { n: deep } : [deep];
    expect(jsonText(deep)).toBe(`${'[{"n":'.repeat(5000)}"leaf"${"}]".repeat(5000)}`);
  });
});
