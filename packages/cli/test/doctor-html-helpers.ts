/**
 * Helpers of the doctor HTML tests: the server-everything capture, and a copy of it whose server and first tools have
 * hostile names (markup that would add a script or an image if it were not escaped).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";

/** The real server-everything capture (fixtures/servers). */
export const EVERYTHING_CAPTURE = fileURLToPath(new URL("../../../fixtures/servers/server-everything.tools.json", import.meta.url));

/** The hostile names: the first two tools', then the server's (`serverInfo.name`). */
export const HOSTILE = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "</title><script>alert(2)</script>'"] as const;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary directory, removed after the file's tests. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "doctor-html-"));
  dirs.push(dir);
  return dir;
}

/** The server-everything capture with {@link HOSTILE} names, written to a temporary file; returns its path. */
export function hostileCapture(): string {
  const capture = JSON.parse(readFileSync(EVERYTHING_CAPTURE, "utf8")) as { serverInfo: { name: string }; tools: { name: string }[] };
  const [first, second] = capture.tools;
  if (first === undefined || second === undefined) throw new Error("the capture has fewer than two tools");
  first.name = HOSTILE[0];
  second.name = HOSTILE[1];
  capture.serverInfo.name = HOSTILE[2];
  const file = join(tempDir(), "hostile.tools.json");
  writeFileSync(file, JSON.stringify(capture));
  return file;
}
