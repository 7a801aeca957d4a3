/**
 * The stdio line reader and the line wrapper, by example and by property (fast-check, fixed seed;
 * `MCP_WIRE_FC_SCALE` multiplies the runs and `MCP_WIRE_FC_SEED` replays another seed, as in the other packages):
 * - any chunking of a stream of messages and noise lines gives the same messages and skipped lines, in order,
 *   as reading it whole (multi-byte characters split across chunks included);
 * - a wrapped line is never wider than the width, and its words, rejoined, are the line's words.
 * Each property counts the runs that compared something and asserts a floor on that count.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DoctorError } from "../src/index.js";
import { JsonRpcLineReader, type LineEvent } from "../src/doctor/line-reader.js";
import { wrapLine } from "../src/layout.js";

const SEED = Math.trunc(Number(process.env["MCP_WIRE_FC_SEED"] ?? 20260728)) || 20260728;
const SCALE = Math.max(1, Number(process.env["MCP_WIRE_FC_SCALE"] ?? 1) || 1);
const params = (runs: number) => ({ seed: SEED, numRuns: Math.round(runs * SCALE) });

const bytes = (text: string) => new TextEncoder().encode(text);
const readAll = (reader: JsonRpcLineReader, chunks: readonly Uint8Array[]): LineEvent[] => chunks.flatMap((c) => reader.push(c));

describe("JsonRpcLineReader", () => {
  it("reads a message split over chunks, CRLF endings, a multi-byte character split between chunks", () => {
    const message = `{"jsonrpc":"2.0","id":1,"result":{"text":"naïve ✓ 日本"}}\r\n`;
    const all = bytes(message);
    const cut = all.indexOf(0xc3) + 1; // inside the two bytes of "ï"
    const events = readAll(new JsonRpcLineReader(), [all.subarray(0, 5), all.subarray(5, cut), all.subarray(cut)]);
    expect(events).toEqual([{ kind: "message", message: { jsonrpc: "2.0", id: 1, result: { text: "naïve ✓ 日本" } } }]);
  });

  it("skips lines that are not JSON-RPC (text, JSON that is not a message, blank) and cuts them to 200 characters", () => {
    const events = new JsonRpcLineReader().push(bytes(`starting\n{"log":1}\n\n${"x".repeat(300)}\n`));
    expect(events).toEqual([
      { kind: "skipped", line: "starting" },
      { kind: "skipped", line: '{"log":1}' },
      { kind: "skipped", line: "" },
      { kind: "skipped", line: `${"x".repeat(197)}...` },
    ]);
  });

  it("a line of exactly the bound is read; one byte more is message-too-large at once", () => {
    const line = `{"jsonrpc":"2.0","method":"notifications/x","params":{"p":"${"a".repeat(40)}"}}`;
    expect(new JsonRpcLineReader(line.length).push(bytes(`${line}\n`))).toHaveLength(1);
    const reader = new JsonRpcLineReader(line.length - 1);
    expect(() => reader.push(bytes(line))).toThrow(DoctorError);
    expect(() => new JsonRpcLineReader(0)).toThrow(new RangeError("maxLineBytes must be a positive integer (got 0)"));
  });

  it("property: any chunking gives what reading the stream whole gives", () => {
    const line = fc.oneof(
      fc.record({ id: fc.nat(), text: fc.string({ unit: "grapheme", maxLength: 20 }) }).map(({ id, text }) => JSON.stringify({ jsonrpc: "2.0", id, result: { text } })),
      fc.string({ unit: "grapheme", maxLength: 30 }).filter((s) => !s.includes("\n") && !s.includes("\r")),
    );
    let compared = 0;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 8 }), (lines, cuts) => {
        const stream = bytes(lines.map((l) => `${l}\n`).join(""));
        const whole = new JsonRpcLineReader().push(stream);
        const points = [...new Set(cuts.map((c) => c % (stream.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...points, stream.length].slice(1).map((end, i, ends) => stream.subarray(i === 0 ? 0 : (ends[i - 1] ?? 0), end));
        const chunked = readAll(new JsonRpcLineReader(), chunks);
        expect(chunked).toEqual(whole);
        expect(whole).toHaveLength(lines.length);
        compared++;
      }),
      params(300),
    );
    expect(compared).toBeGreaterThanOrEqual(300 * SCALE);
  });
});

describe("wrapLine", () => {
  it("property: never wider than the width; the words survive in order", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "✓", "é", "-", "/"), minLength: 1, maxLength: 15 });
    let compared = 0;
    fc.assert(
      fc.property(fc.nat({ max: 6 }), fc.array(word, { minLength: 1, maxLength: 30 }), fc.integer({ min: 20, max: 120 }), (indent, words, width) => {
        const line = " ".repeat(indent) + words.join(" ");
        const out = wrapLine(line, width);
        for (const part of out) expect([...part].length).toBeLessThanOrEqual(width);
        if (words.every((w) => [...w].length <= width - indent - 2)) {
          expect(out.join(" ").split(" ").filter((w) => w !== "")).toEqual(words);
          compared++;
        }
      }),
      params(500),
    );
    expect(compared).toBeGreaterThanOrEqual(400 * SCALE);
  });
});
