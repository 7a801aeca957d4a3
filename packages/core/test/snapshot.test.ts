import { describe, expect, test } from "vitest";
import { MAX_SNAPSHOT_VALUES, snapshot } from "../src/index.js";

/** A schema that reuses one object `levels` times over: 2^levels places once expanded. */
function shared(levels: number): unknown {
  let node: unknown = { type: "string" };
  for (let i = 0; i < levels; i++) node = { type: "object", properties: { a: node, b: node } };
  return node;
}

describe("snapshot", () => {
  test("a shared sub-object is read at each place it appears, up to the budget, then too-large at the place it stopped", () => {
    const read = snapshot(shared(25), { maxDepth: 200 });
    expect(read.value).toBeUndefined();
    expect(read.issues).toHaveLength(1);
    expect(read.issues[0]!.code).toBe("too-large");
    expect(read.issues[0]!.message).toBe(`more than ${MAX_SNAPSHOT_VALUES} values, counting shared objects at every place they appear`);
    expect(read.issues[0]!.path).toMatch(/^(\/properties\/[ab])+(\/type)?$/);
  });

  test("a shared sub-object within the budget is copied at every place (the copies are distinct)", () => {
    const read = snapshot(shared(3), { maxDepth: 200 });
    const value = read.value as { properties: { a: unknown; b: unknown } };
    expect(read.issues).toEqual([]);
    expect(value.properties.a).toEqual(value.properties.b);
    expect(value.properties.a).not.toBe(value.properties.b);
  });

  test("each hazard is an issue at its path", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    const input = { n: NaN, f: () => 1, hole: [1, , 3], cyclic, deep: [[[1]]], d: new Date(0) };
    expect(snapshot(input, { maxDepth: 2 }).issues).toEqual([
      { path: "/n", code: "invalid-value", message: "NaN is not a JSON number" },
      { path: "/f", code: "invalid-value", message: "a function is not a JSON value" },
      { path: "/hole/1", code: "invalid-value", message: "a sparse array hole is not a JSON value" },
      { path: "/cyclic/self", code: "cyclic-value", message: "the object graph contains a cycle" },
      { path: "/deep/0/0", code: "too-deep", message: "nested deeper than 2 JSON levels" },
      { path: "/d", code: "invalid-value", message: "an instance of Date is not a JSON value" },
    ]);
  });

  test("__proto__ stays data and records are built as asked", () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as object;
    const plain = snapshot(input, { maxDepth: 8 }).value as Record<string, unknown>;
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(Object.keys(plain)).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(Object.getPrototypeOf(snapshot(input, { maxDepth: 8, records: "null" }).value)).toBe(null);
  });

  test("a getter that throws is named by its own path; the input is not mutated", () => {
    const input = { a: { get b(): never { throw new Error("nope"); } }, c: [1] };
    expect(snapshot(input, { maxDepth: 8 }).issues).toEqual([{ path: "/a/b", code: "invalid-value", message: "reading it threw: nope" }]);
    expect(input.c).toEqual([1]);
  });
});

describe("snapshot of deep nesting", () => {
  const nest = (levels: number, wrap: (value: unknown) => unknown): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < levels; i++) value = wrap(value);
    return value;
  };

  test("10,000 nested arrays are too-deep at maxDepth, at their pointer, as 10,000 nested objects are (not a stack overflow)", () => {
    expect(snapshot({ default: nest(10_000, (v) => [v]) }, { maxDepth: 2048 }).issues).toEqual([
      { path: `/default${"/0".repeat(2048)}`, code: "too-deep", message: "nested deeper than 2048 JSON levels" },
    ]);
    expect(snapshot({ items: nest(10_000, (v) => ({ items: v })) }, { maxDepth: 2048 }).issues).toEqual([
      { path: `${"/items".repeat(2049)}`, code: "too-deep", message: "nested deeper than 2048 JSON levels" },
    ]);
  });

  test("2,048 nested arrays are read whole at maxDepth 2048", () => {
    const read = snapshot({ default: nest(2047, (v) => [v]) }, { maxDepth: 2048 });
    expect([read.issues, JSON.stringify(read.value)]).toEqual([[], `{"default":${"[".repeat(2047)}1${"]".repeat(2047)}}`]);
  });

  test("an array item whose getter throws is named by its own path", () => {
    const items: unknown[] = [1, 2];
    Object.defineProperty(items, 1, { get: (): never => { throw new Error("nope"); }, enumerable: true });
    expect(snapshot({ c: items }, { maxDepth: 8 }).issues).toEqual([{ path: "/c/1", code: "invalid-value", message: "reading it threw: nope" }]);
  });
});

describe("snapshot with a shared value budget", () => {
  test("each read lowers `left` by the values it read; a read stops where the budget ends", () => {
    const shared = { left: 10 };
    expect(snapshot({ a: [1, 2] }, { maxDepth: 8, shared })).toEqual({ value: { a: [1, 2] }, issues: [] });
    expect(shared.left).toBe(6);
    const stopped = snapshot({ b: [1, 2, 3, 4, 5, 6, 7] }, { maxDepth: 8, shared });
    expect(stopped.issues.map((found) => [found.path, found.code, found.message])).toEqual([["/b/4", "too-large", "more values than the 6 left of the shared budget, counting shared objects at every place they appear"]]);
    expect(shared.left).toBe(0);
    expect(snapshot("x", { maxDepth: 8, shared }).issues.map((found) => [found.path, found.code])).toEqual([["", "too-large"]]);
    expect(shared.left).toBe(0);
  });

  test("a read takes at most MAX_SNAPSHOT_VALUES of a larger budget", () => {
    const shared = { left: MAX_SNAPSHOT_VALUES + 5 };
    // 1 + 1,000,000 × 2 values: the last 0 is one past the read's budget
    const read = snapshot(new Array(1_000_000).fill([0]), { maxDepth: 8, shared });
    expect(read.issues.map((found) => [found.path, found.code, found.message])).toEqual([["/999999/0", "too-large", `more than ${MAX_SNAPSHOT_VALUES} values, counting shared objects at every place they appear`]]);
    expect(shared.left).toBe(5);
  });
});
