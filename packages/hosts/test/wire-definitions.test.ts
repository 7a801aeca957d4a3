/**
 * The shipped wire definitions (src/wire/definitions.ts) are the spec's schema.json definitions: ListToolsResult and
 * everything it references, `description` annotations removed. A drift in either fails here.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { REVISIONS, WIRE_DOCUMENTS } from "../src/index.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function withoutDescriptions(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).filter(([key, item]) => !(key === "description" && typeof item === "string")).map(([key, item]) => [key, withoutDescriptions(item)]));
}

for (const revision of REVISIONS) {
  test(`${revision}: WIRE_DOCUMENTS equals ListToolsResult and its references in fixtures/mcp-spec/${revision}/schema.json`, () => {
    const spec = JSON.parse(readFileSync(new URL(`../../../fixtures/mcp-spec/${revision}/schema.json`, import.meta.url), "utf8")) as { $schema: string } & Record<string, Record<string, Json>>;
    const key = Object.hasOwn(spec, "$defs") ? "$defs" : "definitions";
    const all = spec[key] as Record<string, Json>;
    const needed = new Set<string>();
    const visit = (name: string): void => {
      if (needed.has(name)) return;
      needed.add(name);
      for (const match of JSON.stringify(all[name]).matchAll(/"\$ref":"#\/(?:definitions|\$defs)\/([^"]+)"/g)) visit(match[1] as string);
    };
    visit("ListToolsResult");
    const defs = Object.fromEntries([...needed].sort().map((name) => [name, withoutDescriptions(all[name] as Json)]));
    expect(WIRE_DOCUMENTS[revision]).toEqual({ $schema: spec.$schema, $ref: `#/${key}/ListToolsResult`, [key]: defs });
    expect(needed.has("Tool")).toBe(true);
  });
}
