/**
 * The human report's JSON (json-text.ts with `inlineWidth`): containers of primitives on one line when the line fits,
 * the same iterative printer as the machine outputs — so no input makes it overflow the stack.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonText, PRETTY_DEPTH } from "../src/json-text.js";
import { check } from "./helpers.js";

const inline = (value: unknown, indent = "") => jsonText(value, { inlineWidth: 100, indent });

/** `[[[…[1]…]]]`, `depth` arrays deep, built without recursion. */
function nestedArrays(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe("jsonText with inlineWidth", () => {
  it("puts containers whose members are all primitives on one line, and stays valid JSON", () => {
    const value = { type: "object", properties: { a: { type: "string", enum: ["x", "y"] }, b: {} }, required: [], n: null };
    const text = inline(value);
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
    expect(inline({ const: "lo", title: "Low" })).toBe('{ "const": "lo", "title": "Low" }');
    expect(JSON.parse(text)).toEqual(value);
  });

  it("breaks a container that does not fit in the width, counting the indent and the key", () => {
    const long = "x".repeat(100);
    expect(inline({ d: long, t: "s" })).toBe(`{\n  "d": "${long}",\n  "t": "s"\n}`);
    expect(inline([long, 1])).toBe(`[\n  "${long}",\n  1\n]`);
    // `  "k": ["…"]` is 2 + 5 + 2 + 89 + 2 = 100 columns with the indent: fits; one more character does not.
    expect(inline({ k: ["y".repeat(89)] })).toBe(`{\n  "k": ["${"y".repeat(89)}"]\n}`);
    expect(inline({ k: ["y".repeat(90)] })).toBe(`{\n  "k": [\n    "${"y".repeat(90)}"\n  ]\n}`);
    expect(inline({ k: ["y".repeat(87)] }, "  ")).toBe(`{\n    "k": ["${"y".repeat(87)}"]\n  }`);
    expect(inline({ k: ["y".repeat(88)] }, "  ")).toBe(`{\n    "k": [\n      "${"y".repeat(88)}"\n    ]\n  }`);
  });

  it("writes what JSON.stringify writes for members JSON cannot carry", () => {
    expect(inline({ a: undefined, b: [undefined, Number.NaN], c: 1 })).toBe('{\n  "b": [null, null],\n  "c": 1\n}');
    expect(inline({ a: undefined, c: 1 })).toBe('{ "c": 1 }');
  });

  it("parses back to the value JSON.stringify writes", () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom("", "  ", "    "), (value, indent) => {
        expect(JSON.parse(inline(value, indent))).toEqual(JSON.parse(JSON.stringify(value)));
        compared++;
      }),
      { numRuns: 300 },
    );
    expect(compared).toBeGreaterThanOrEqual(300);
  });

  it("writes 100,000 levels without recursion, compact below PRETTY_DEPTH", () => {
    const text = inline(nestedArrays(100_000));
    let expected = "";
    for (let k = 1; k <= PRETTY_DEPTH; k++) expected += `[\n${"  ".repeat(k)}`;
    expected += `${"[".repeat(100_000 - PRETTY_DEPTH)}1${"]".repeat(100_000 - PRETTY_DEPTH)}`;
    for (let k = PRETTY_DEPTH; k >= 1; k--) expected += `\n${"  ".repeat(k - 1)}]`;
    expect(text).toBe(expected);
  });
});

describe("check on a schema 100,000 levels deep", () => {
  it("rejects it at the 64-level bound, exit 1, one issue line wrapped to the width", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-deep-check-"));
    const file = join(dir, "deep.json");
    writeFileSync(file, `{"type":"object","properties":{"a":{"type":"string","default":${"[".repeat(100_000)}1${"]".repeat(100_000)}}}}`);
    const path = `/properties/a/default${"/0".repeat(62)}`;
    const run = await check([file]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
    // the human report cuts the 145-column path to 48 columns in the middle: its start, `…`, its last 36 columns
    expect(run.stdout).toBe(`${file} [requestedSchema] @ 2025-11-25: rejected, 1 issue\n  /properties…${"/0".repeat(18)}  invalid-value  nested deeper than 64 JSON levels\n\nchecked 1: 0 accepted, 1 rejected\n`);
    const narrow = await check([file], { env: { COLUMNS: "100" } });
    expect(narrow.code).toBe(1);
    expect(narrow.stdout.split("\n").filter((line) => line.length > 100)).toEqual([]);
  });
});
