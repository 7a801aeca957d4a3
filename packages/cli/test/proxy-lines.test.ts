/**
 * The proxy's line framing (proxy/lines.ts): lines split across chunks, and the bound on one line — past it the line is
 * dropped up to its newline, reported once with its first bytes, and what follows is read.
 */
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_BYTES as DOCTOR_LIMIT } from "../src/doctor/line-reader.js";
import { LineReader, MAX_MESSAGE_BYTES } from "../src/proxy/lines.js";

function reader(limit?: number) {
  const lines: string[] = [];
  const overflows: [string, number][] = [];
  const read = new LineReader((line) => lines.push(line.toString()), (head, bound) => overflows.push([head.toString(), bound]), limit);
  return { read, lines, overflows };
}
const chunk = (text: string) => Buffer.from(text);

describe("LineReader", () => {
  it("the bound is doctor's: 100 MiB", () => {
    expect(MAX_MESSAGE_BYTES).toBe(DOCTOR_LIMIT);
    expect(MAX_MESSAGE_BYTES).toBe(100 * 1024 * 1024);
    expect(new LineReader(() => {}).maxLineBytes).toBe(MAX_MESSAGE_BYTES);
  });

  it("splits lines across chunks, drops a trailing \\r and empty lines", () => {
    const { read, lines } = reader();
    for (const text of ['{"a"', ":1}\r\n\n", '{"b":2}\n{"c"', ":3}"]) read.push(chunk(text));
    read.flush();
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it("a line over the bound is dropped up to its newline, told once with its first bytes; the next line is read", () => {
    const { read, lines, overflows } = reader(10);
    read.push(chunk("short\n0123456"));
    read.push(chunk("789A"));
    read.push(chunk("BCDEFGHIJ")); // still the same line: dropped, not told again
    read.push(chunk("KLM\nnext\n12345678901\nlast"));
    read.flush();
    expect(lines).toEqual(["short", "next", "last"]);
    expect(overflows).toEqual([
      ["0123456789A", 10],
      ["12345678901", 10],
    ]);
  });

  it("600 MiB without a newline, in 1 MiB chunks: told once with its first 64 KiB, the rest dropped, the next line read", () => {
    const { read, lines, overflows } = reader(4 * 1024 * 1024);
    const mib = Buffer.alloc(1024 * 1024, "x");
    for (let i = 0; i < 600; i++) read.push(mib);
    read.push(chunk("\nafter\n"));
    expect(overflows.map(([head, bound]) => [head.length, bound])).toEqual([[64 * 1024, 4 * 1024 * 1024]]);
    expect(lines).toEqual(["after"]);
  });
});
