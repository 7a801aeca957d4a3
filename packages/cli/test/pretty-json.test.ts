import { describe, expect, it } from "vitest";
import { prettyJson } from "../src/check/pretty-json.js";

describe("prettyJson", () => {
  it("puts containers whose members are all primitives on one line, and stays valid JSON", () => {
    const value = { type: "object", properties: { a: { type: "string", enum: ["x", "y"] }, b: {} }, required: [], n: null };
    const text = prettyJson(value);
    expect(text).toBe(
      [
        "{",
        '  "type": "object",',
        '  "properties": {',
        '    "a": {',
        '      "type": "string",',
        '      "enum": ["x", "y"]',
        "    },",
        '    "b": {}',
        "  },",
        '  "required": [],',
        '  "n": null',
        "}",
      ].join("\n"),
    );
    expect(JSON.parse(text)).toEqual(value);
  });

  it("breaks a container that does not fit in 100 columns", () => {
    const long = "x".repeat(100);
    expect(prettyJson({ d: long, t: "s" })).toBe(`{\n  "d": "${long}",\n  "t": "s"\n}`);
    expect(prettyJson([long, 1])).toBe(`[\n  "${long}",\n  1\n]`);
  });
});
