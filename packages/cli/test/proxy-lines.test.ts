/**
 * The proxy's line framing (proxy/lines.ts): lines split across chunks, and the bound on one line — past it the line is
 * dropped up to its newline, reported once with its first bytes, and what follows is read.
 */
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_BYTES as DOCTOR_LIMIT } from "../src/doctor/line-reader.js";
import { LEAD_BYTES, LineReader, MAX_MESSAGE_BYTES } from "../src/proxy/lines.js";

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

  describe("with a PassThrough", () => {
    /** A reader that passes what `decide` allows, recording every call in order. */
    function passing(decide: (head: string) => boolean | undefined, limit?: number) {
      const calls: string[] = [];
      const read = new LineReader(
        (line) => calls.push(`line ${line}`),
        (head, bound, passed) => calls.push(`overflow ${head} ${bound} ${passed}`),
        limit,
        {
          decide: (head) => {
            calls.push(`decide ${head}`);
            return decide(head.toString());
          },
          pass: (bytes) => calls.push(`pass ${JSON.stringify(bytes.toString())}`),
          passed: (line) => calls.push(`passed ${line}`),
        },
      );
      return { read, calls };
    }

    it("a line whose newline is in its first chunk is emitted whole, never asked about", () => {
      const { read, calls } = passing(() => true);
      read.push(chunk('{"a":1}\n{"b":2}\r\n'));
      expect(calls).toEqual(['line {"a":1}', 'line {"b":2}']);
    });

    it("a line spanning chunks that decide passes: its bytes as they come, the newline with the last, then the line whole", () => {
      const { read, calls } = passing(() => true);
      read.push(chunk('{"x":1}\n{"result":'));
      read.push(chunk("[1,"));
      read.push(chunk('2]}\r\n{"y":3}\n'));
      expect(calls).toEqual([
        'line {"x":1}',
        'decide {"result":',
        'pass "{\\"result\\":"',
        'pass "[1,"',
        'pass "2]}\\r\\n"',
        'passed {"result":[1,2]}',
        'line {"y":3}',
      ]);
    });

    it("undecided: asked again with more of the head; held (emitted whole) when decide says no, or past 4 KiB undecided", () => {
      const { read, calls } = passing((head) => (head.length < 6 ? undefined : false));
      read.push(chunk('{"re'));
      read.push(chunk('sult":'));
      read.push(chunk("1}\n"));
      expect(calls).toEqual(['decide {"re', 'decide {"result":', 'line {"result":1}']);
      const undecided = passing(() => undefined);
      undecided.read.push(Buffer.alloc(LEAD_BYTES + 10, "x"));
      undecided.read.push(chunk("y"));
      undecided.read.push(chunk("\n"));
      expect(undecided.calls.map((call) => call.slice(0, 10))).toEqual(["decide xxx", `line ${"x".repeat(5)}`]);
      expect(undecided.calls[1]).toBe(`line ${"x".repeat(LEAD_BYTES + 10)}y`);
    });

    it("a passed line over the bound: what was passed is ended with a newline, the overflow told as passed, the rest dropped", () => {
      const { read, calls } = passing(() => true, 10);
      read.push(chunk("012345"));
      read.push(chunk("6789AB"));
      read.push(chunk("CD\nnext\n"));
      expect(calls).toEqual(["decide 012345", 'pass "012345"', 'pass "\\n"', "overflow 0123456789AB 10 true", "line next"]);
    });

    it("a passed line the stream ends without a newline gets one", () => {
      const { read, calls } = passing(() => true);
      read.push(chunk('{"a":'));
      read.flush();
      expect(calls).toEqual(['decide {"a":', 'pass "{\\"a\\":"', 'pass "\\n"', 'passed {"a":']);
    });
  });
});
