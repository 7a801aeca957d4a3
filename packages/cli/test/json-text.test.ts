/**
 * The JSON text of the machine outputs (json-text.ts): `JSON.stringify(value, null, 2)` down to PRETTY_DEPTH levels,
 * compact below, without recursion — so doctor's `--json` and `--save` survive a schema 100,000 levels deep.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonText, PRETTY_DEPTH, writeJsonText } from "../src/json-text.js";
import { cli } from "./helpers.js";

/** The compact JSON text of {@link nested}`(depth)`, built by hand (JSON.stringify overflows at this depth). */
const nestedText = (depth: number) => `${'{"items":'.repeat(depth)}{"type":"string"}${"}".repeat(depth)}`;

/** How many `items` levels lead to `{"type": "string"}` in `value`, or -1 when something else is found (no recursion). */
function itemsDepth(value: unknown): number {
  let depth = 0;
  let at = value as Record<string, unknown>;
  while (typeof at === "object" && at !== null && Object.keys(at).length === 1 && "items" in at) {
    at = at["items"] as Record<string, unknown>;
    depth++;
  }
  return Object.keys(at).length === 1 && at["type"] === "string" ? depth : -1;
}

/** `{"items": {"items": … {"type": "string"}}}`, `depth` levels of `items`, built without recursion. */
function nested(depth: number): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < depth; i++) schema = { items: schema };
  return schema;
}

describe("jsonText", () => {
  it("is JSON.stringify(value, null, 2) for values no deeper than PRETTY_DEPTH", () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(jsonText(value)).toBe(JSON.stringify(value, null, 2));
        compared++;
      }),
      { numRuns: 300 },
    );
    expect(compared).toBeGreaterThanOrEqual(300);
    const edge = { a: undefined, f: () => 1, list: [undefined, () => 1, Number.NaN, -0], date: new Date(0), empty: {}, none: [] };
    expect(jsonText(edge)).toBe(JSON.stringify(edge, null, 2));
    expect(jsonText(nested(PRETTY_DEPTH - 1))).toBe(JSON.stringify(nested(PRETTY_DEPTH - 1), null, 2));
  });

  it("escapes strings and keys as JSON.stringify does, and calls an array item's toJSON with its index as a string", () => {
    const tricky = ['plain', 'a "quote"', "back\\slash", "line\nbreak", "\u0000\u001f\u007f", "lone \ud800 high", "lone \udfff low", "pair \ud83d\ude00", "é — →", ""];
    const keys: string[] = [];
    const item = { toJSON: (key: string) => (keys.push(key), `item ${key}`) };
    const value = { strings: tricky, byKey: Object.fromEntries(tricky.map((text, i) => [text, i])), items: [item, 1, item], deep: { a: { b: [tricky] } } };
    const text = jsonText(value);
    expect(keys).toEqual(["0", "2"]);
    // JSON.stringify's text but for DEL (U+007F), which it leaves raw and jsonText escapes (see the next test)
    expect(text).toBe(JSON.stringify(value, null, 2).replaceAll("\u007f", "\\u007f"));
    expect(jsonText(value, { compact: true })).toBe(JSON.stringify(value));
    expect(keys).toEqual(["0", "2", "0", "2", "0", "2", "0", "2"]);
  });

  it("writes containers deeper than PRETTY_DEPTH on one line", () => {
    const value = nested(PRETTY_DEPTH + 1);
    const text = jsonText(value);
    const lines = text.split("\n");
    expect(lines).toHaveLength(2 * PRETTY_DEPTH + 1);
    expect(lines[PRETTY_DEPTH]).toBe(`${"  ".repeat(PRETTY_DEPTH)}"items": {"items":{"type":"string"}}`);
    expect(JSON.parse(text)).toEqual(value);
  });

  it("writes 100,000 levels in linear size, and throws TypeError for a cycle or a BigInt", () => {
    const value = nested(100_000);
    const text = jsonText(value);
    let expected = "";
    for (let k = 1; k <= PRETTY_DEPTH; k++) expected += `{\n${"  ".repeat(k)}"items": `;
    expected += nestedText(100_000 - PRETTY_DEPTH);
    for (let k = PRETTY_DEPTH; k >= 1; k--) expected += `\n${"  ".repeat(k - 1)}}`;
    expect(text).toBe(expected);
    expect(itemsDepth(JSON.parse(text))).toBe(100_000);
    const cycle: Record<string, unknown> = {};
    cycle["self"] = cycle;
    expect(() => jsonText(cycle)).toThrow(new TypeError("Converting circular structure to JSON"));
    expect(() => jsonText({ n: 1n })).toThrow(new TypeError("Do not know how to serialize a BigInt"));
  });

  it("compact: is JSON.stringify(value) at any depth, one line (the proxy's rewritten messages)", () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(jsonText(value, { compact: true })).toBe(JSON.stringify(value));
        compared++;
      }),
      { numRuns: 300 },
    );
    expect(compared).toBeGreaterThanOrEqual(300);
    const edge = { a: undefined, f: () => 1, list: [undefined, () => 1, Number.NaN, -0], date: new Date(0), empty: {}, none: [], text: "a\nb\u2028" };
    expect(jsonText(edge, { compact: true })).toBe(JSON.stringify(edge));
    expect(jsonText(nested(100_000), { compact: true })).toBe(nestedText(100_000));
  });
});

describe("jsonText: DEL, C1 controls, U+2028 and U+2029 written as escapes (but compact)", () => {
  // JSON.stringify writes these raw: `cat report.json` would pass a CSI (U+009B) to the terminal
  const evil = { tools: [{ name: "evil\u009b2J", description: "del\u007f nel\u0085 ls\u2028 ps\u2029 ok\u00a0" }], "key\u009f": 1 };
  const pretty = [
    "{",
    '  "tools": [',
    "    {",
    '      "name": "evil\\u009b2J",',
    '      "description": "del\\u007f nel\\u0085 ls\\u2028 ps\\u2029 ok\u00a0"',
    "    }",
    "  ],",
    '  "key\\u009f": 1',
    "}",
  ].join("\n");

  it("in strings and keys, by JSON.stringify's path and piece by piece alike; JSON.parse gives the same value back", async () => {
    expect(jsonText(evil)).toBe(pretty);
    // a root with toJSON is written piece by piece
    expect(jsonText({ toJSON: () => evil })).toBe(pretty);
    // compact (the proxy's JSON-RPC lines, read by a program) is JSON.stringify's text, these characters raw
    expect(jsonText(evil, { compact: true })).toBe(JSON.stringify(evil));
    expect(jsonText({ toJSON: () => evil }, { compact: true })).toBe('{"tools":[{"name":"evil\u009b2J","description":"del\u007f nel\u0085 ls\u2028 ps\u2029 ok\u00a0"}],"key\u009f":1}');
    expect(jsonText(evil, { inlineWidth: 200 })).toBe('{\n  "tools": [\n    { "name": "evil\\u009b2J", "description": "del\\u007f nel\\u0085 ls\\u2028 ps\\u2029 ok\u00a0" }\n  ],\n  "key\\u009f": 1\n}');
    const writes: string[] = [];
    await writeJsonText({ write: (text: string) => writes.push(text) }, evil);
    expect(writes).toEqual([`${pretty}\n`]);
    expect(JSON.parse(pretty)).toEqual(evil);
    expect(JSON.parse(jsonText({ toJSON: () => evil }))).toEqual(evil);
  });

  it("the bidi formatting characters too (they reorder what a terminal shows); other text as it is", () => {
    const bidi = { name: "a\u202eb\u2066c\u2069d\u200ee\u200ff\u061cg\u202ah\u202di\u2067j", plain: "é ü 中 \u200b" };
    const text = '{\n  "name": "a\\u202eb\\u2066c\\u2069d\\u200ee\\u200ff\\u061cg\\u202ah\\u202di\\u2067j",\n  "plain": "é ü 中 \u200b"\n}';
    expect(jsonText(bidi)).toBe(text);
    expect(jsonText({ toJSON: () => bidi })).toBe(text);
    expect(JSON.parse(text)).toEqual(bidi);
    expect(jsonText(bidi, { compact: true })).toBe(JSON.stringify(bidi));
  });
});

describe("jsonText: JSON.stringify's text, made by it or written piece by piece", () => {
  it("writes a value it leaves to its own writer (a root with toJSON) as JSON.stringify does", () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(jsonText({ toJSON: () => value })).toBe(JSON.stringify(value, null, 2));
        expect(jsonText({ toJSON: () => value }, { compact: true })).toBe(JSON.stringify(value));
        compared++;
      }),
      { numRuns: 300 },
    );
    expect(compared).toBe(300);
  });

  it("writeJsonText: a value of at most 32,768 values in one write, a larger one in pieces, the same text", async () => {
    const write = async (value: unknown): Promise<string[]> => {
      const writes: string[] = [];
      await writeJsonText({ write: (text: string) => writes.push(text) }, value, { keepInfinity: true });
      return writes;
    };
    const small = { tools: Array.from({ length: 1_000 }, (_, i) => ({ name: `t${i}`, inputSchema: { type: "object", properties: { a: { type: "string" } } } })) };
    expect(await write(small)).toEqual([`${JSON.stringify(small, null, 2)}\n`]);
    const large = Array.from({ length: 40_000 }, (_, i) => i);
    const pieces = await write(large);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join("")).toBe(`${JSON.stringify(large, null, 2)}\n`);
    const infinite = [...Array.from({ length: 10 }, (_, i) => i), Infinity];
    expect((await write(infinite)).join("")).toBe(`${JSON.stringify(infinite, null, 2).replace("null", "1e999")}\n`);
  });
});

describe("jsonText keepInfinity", () => {
  it("writes ±Infinity as ±1e999 (read back as the same value), NaN and the rest as JSON.stringify does", () => {
    const value = JSON.parse('{"maximum":1e400,"minimum":-1e400,"n":12345678901234567890123,"a":[1e400]}') as unknown;
    expect(jsonText(value, { compact: true })).toBe('{"maximum":null,"minimum":null,"n":1.2345678901234568e+22,"a":[null]}');
    const kept = jsonText(value, { compact: true, keepInfinity: true });
    expect(kept).toBe('{"maximum":1e999,"minimum":-1e999,"n":1.2345678901234568e+22,"a":[1e999]}');
    expect(JSON.parse(kept)).toEqual(value);
    expect(jsonText({ x: Number.NaN }, { compact: true, keepInfinity: true })).toBe('{"x":null}');
    expect(jsonText({ a: [Infinity] }, { keepInfinity: true, inlineWidth: 80 })).toBe('{\n  "a": [1e999]\n}');
  });
});

describe("doctor on a schema 100,000 levels deep", () => {
  it("--json and --save write the whole schema, in linear size", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-deep-"));
    const head = '{"captureVersion":1,"protocolVersion":"2025-11-25","serverInfo":{"name":"deep","version":"1"},"tools":[{"name":"t","inputSchema":{"type":"object","properties":{"a":';
    const input = `${head}${nestedText(100_000)}}}}]}`;
    writeFileSync(join(dir, "deep.json"), input);
    const run = await cli(["doctor", "--replay", join(dir, "deep.json"), "--host", "vscode", "--json", "--fail-on", "none", "--save", join(dir, "saved.json")]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { tools: { schemas: { schema: { properties: { a: unknown } } }[] }[] };
    expect(itemsDepth(report.tools[0]?.schemas[0]?.schema.properties.a)).toBe(100_000);
    expect(run.stdout.length).toBeLessThan(4 * input.length);
    const saved = readFileSync(join(dir, "saved.json"), "utf8");
    const back = JSON.parse(saved) as { tools: { inputSchema: { properties: { a: unknown } } }[] };
    expect(itemsDepth(back.tools[0]?.inputSchema.properties.a)).toBe(100_000);
    expect(saved.length).toBeLessThan(3 * input.length);
  });
});
