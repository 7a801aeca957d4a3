import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { CONTENT_ISSUE_CODES, ISSUE_CODES } from "../src/index.js";

it("docs/diagnostics.md documents every issue code", () => {
  const doc = readFileSync(new URL("../../../docs/diagnostics.md", import.meta.url), "utf8");
  const documented = new Set([...doc.matchAll(/^\| `([a-z-]+)`(?: \/ `([a-z-]+)`)? \|/gm)].flatMap((m) => [m[1], m[2]]));
  expect(ISSUE_CODES.filter((code) => !documented.has(code))).toEqual([]);
  expect(CONTENT_ISSUE_CODES.filter((code) => !documented.has(code))).toEqual([]);
});
