import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { ISSUE_CODES } from "../src/index.js";

it("docs/diagnostics.md documents every issue code", () => {
  const doc = readFileSync(new URL("../../../docs/diagnostics.md", import.meta.url), "utf8");
  const documented = new Set([...doc.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]));
  expect(ISSUE_CODES.filter((code) => !documented.has(code))).toEqual([]);
});
