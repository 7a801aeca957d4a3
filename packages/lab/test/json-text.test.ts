/** jsonText: the text JSON.stringify gives, past the depth JSON.stringify can write, and infinities as numbers past the double range. */
import { describe, expect, test } from "vitest";
import { jsonText } from "../src/json-text.js";

describe("jsonText", () => {
  test("writes what JSON.stringify writes for plain data", () => {
    const values: unknown[] = [null, true, 0, -1.5, "a\"\n\u2028", [], {}, [1, [2, [3]], { a: null }], { b: { c: [true, "x"] }, "k y": 1 }, { skipped: undefined, f: () => 1, kept: 1 }, [undefined, () => 1], Number.NaN];
    expect(values.map(jsonText)).toEqual(values.map((value) => JSON.stringify(value)));
  });

  test("writes an infinity as a number past the double range (1e400, -1e400), which JSON.parse reads back; NaN as null", () => {
    const schema = { type: "object", properties: { n: { type: "number", maximum: Infinity, minimum: -Infinity, multipleOf: Number.NaN } } };
    const text = jsonText(schema);
    expect(text).toBe('{"type":"object","properties":{"n":{"type":"number","maximum":1e400,"minimum":-1e400,"multipleOf":null}}}');
    expect(JSON.parse(text)).toEqual({ type: "object", properties: { n: { type: "number", maximum: Infinity, minimum: -Infinity, multipleOf: null } } });
    expect([jsonText(Infinity), jsonText(-Infinity), jsonText([Infinity])]).toEqual(["1e400", "-1e400", "[1e400]"]);
  });

  test("writes 10,000 levels", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 10_000; i++) deep = i % 2 === 0 ? { n: deep } : [deep];
    expect(jsonText(deep)).toBe(`${'[{"n":'.repeat(5000)}"leaf"${"}]".repeat(5000)}`);
  });
});
