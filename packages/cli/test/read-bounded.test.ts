/**
 * `readBounded` (src/doctor/capture.ts): the bytes of a regular file, read into one buffer of its size, are the file's
 * bytes exactly; an empty file gives no bytes; a device that never ends is refused past 100 MiB; a directory throws the
 * file system's error.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readBounded } from "../src/doctor/capture.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-wire-read-bounded-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("readBounded", () => {
  it("reads a regular file's bytes exactly, in one buffer of its size", async () => {
    const bytes = Buffer.from(`{"tools":[${'"\u00e9x",'.repeat(40_000)}"y"]}`, "utf8");
    const file = join(dir, "list.json");
    writeFileSync(file, bytes);
    const read = await readBounded(file);
    expect(read?.equals(bytes)).toBe(true);
    expect(read?.length).toBe(bytes.length);
    expect(read?.buffer.byteLength).toBe(bytes.length + 1);
  });

  it("gives no bytes for an empty file", async () => {
    const file = join(dir, "empty.json");
    writeFileSync(file, "");
    expect((await readBounded(file))?.length).toBe(0);
  });

  it("refuses a device that never ends after 100 MiB", async () => {
    expect(await readBounded("/dev/zero")).toBe(undefined);
  });

  it("throws the file system's error for a directory", async () => {
    await expect(readBounded(dir)).rejects.toMatchObject({ code: "EISDIR" });
  });
});
