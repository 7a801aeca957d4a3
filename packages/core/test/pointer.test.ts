import { describe, expect, test } from "vitest";
import { fragmentTokens, parsePointer, pointer, resolveTokens } from "../src/index.js";

describe("JSON Pointer", () => {
  test("tokens are escaped and unescaped per RFC 6901", () => {
    expect(pointer("/properties", "a/b", "c~d", 0)).toBe("/properties/a~1b/c~0d/0");
    expect(parsePointer("/properties/a~1b/c~0d/0")).toEqual(["properties", "a/b", "c~d", "0"]);
    expect(parsePointer("")).toEqual([]);
    expect(parsePointer("a")).toBeUndefined();
    expect(parsePointer("/~01")).toEqual(["~1"]);
  });

  test("a fragment is percent-decoded once, as a whole, then split (RFC 6901 §6): %2F is a separator, ~1 is not", () => {
    expect(fragmentTokens("/$defs/a%2Fb")).toEqual(["$defs", "a", "b"]);
    expect(fragmentTokens("/$defs/a~1b")).toEqual(["$defs", "a/b"]);
    expect(fragmentTokens("/$defs/a%25b")).toEqual(["$defs", "a%b"]);
    expect(fragmentTokens("foo")).toBeUndefined();
    expect(fragmentTokens("/%E0%A4%A")).toBeUndefined();
  });

  test("resolution reads own members only", () => {
    const doc = { $defs: { "a/b": { type: "string" } }, list: [1, 2] };
    expect(resolveTokens(doc, ["$defs", "a/b"])).toEqual({ found: true, value: { type: "string" } });
    expect(resolveTokens(doc, ["$defs", "constructor"])).toEqual({ found: false });
    expect(resolveTokens(doc, ["list", "1"])).toEqual({ found: true, value: 2 });
    expect(resolveTokens(doc, ["list", "01"])).toEqual({ found: false });
    expect(resolveTokens(doc, ["list", "length"])).toEqual({ found: false });
  });
});
