/**
 * A `--replay` capture (and a `diff` side) that is not well-formed UTF-8 is not JSON (RFC 8259, section 8.1): refused
 * with the byte offset of the first ill-formed sequence, as other unreadable input is (`replay-failed`, exit 2),
 * never read with U+FFFD in its place.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { invalidUtf8At } from "../src/utf8.js";
import { doctorRun } from "./doctor-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-wire-utf8-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("invalidUtf8At", () => {
  it.each<[string, number[], number | undefined]>([
    ["ASCII and well-formed 2-, 3- and 4-byte sequences", [0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80], undefined],
    ["a byte order mark", [0xef, 0xbb, 0xbf, 0x7b, 0x7d], undefined],
    ["U+FFFD itself, as sent", [0x22, 0xef, 0xbf, 0xbd, 0x22], undefined],
    ["0xFF", [0x61, 0x62, 0xff, 0x63], 2],
    ["a lone continuation byte", [0x61, 0x80], 1],
    ["an overlong 2-byte form (0xC0 0xAF)", [0x61, 0xc0, 0xaf], 1],
    ["an overlong 3-byte form (0xE0 0x80 0xAF)", [0xe0, 0x80, 0xaf], 0],
    ["a surrogate (0xED 0xA0 0x80)", [0x61, 0x61, 0xed, 0xa0, 0x80], 2],
    ["past U+10FFFF (0xF4 0x90 0x80 0x80)", [0xf4, 0x90, 0x80, 0x80], 0],
    ["0xF5", [0xf5, 0x80, 0x80, 0x80], 0],
    ["a 3-byte sequence cut short by ASCII", [0x61, 0xe2, 0x82, 0x61], 1],
    ["a 4-byte sequence cut short by the end", [0x61, 0x61, 0x61, 0xf0, 0x9f, 0x98], 3],
  ])("%s", (_, bytes, offset) => {
    expect(invalidUtf8At(Uint8Array.from(bytes))).toBe(offset);
  });

  it("is undefined exactly when a fatal UTF-8 decoder reads the bytes, and then the offset is the end of the longest prefix it reads", () => {
    const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    const reads = (bytes: Uint8Array): boolean => {
      try {
        fatal.decode(bytes);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (bytes) => {
        const at = invalidUtf8At(bytes);
        expect(at === undefined).toBe(reads(bytes));
        if (at !== undefined) {
          expect(reads(bytes.subarray(0, at))).toBe(true);
          // a sequence of well-formed characters ends at `at`: no longer prefix ending at a character boundary reads
          for (let end = at + 1; end <= Math.min(bytes.length, at + 4); end++) expect(reads(bytes.subarray(0, end))).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("doctor --replay of a capture that is not UTF-8", () => {
  it("exit 2: the file is not JSON, at the byte offset of the first ill-formed sequence (from 0, the byte order mark counted)", async () => {
    const prefix = '\uFEFF{"protocolVersion":"2025-11-25","serverInfo":{"name":"x","version":"1"},"tools":[{"name":"a';
    const file = join(dir, "latin1.json");
    writeFileSync(file, Buffer.concat([Buffer.from(prefix), Buffer.from([0xe9]), Buffer.from('","inputSchema":{"type":"object"}}]}')]));
    const offset = Buffer.byteLength(prefix);
    expect(offset).toBe(94);
    expect(await doctorRun(["--replay", file])).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: --replay ${file} is not JSON: invalid UTF-8 at byte 94\n` });
  });
});
