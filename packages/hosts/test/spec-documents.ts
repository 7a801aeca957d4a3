/**
 * The expected wire documents of the drift tests, read from the spec itself: a result type of
 * fixtures/mcp-spec/<revision>/schema.json and every definition it references, `description` annotations removed.
 */
import { readFileSync } from "node:fs";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function withoutDescriptions(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).filter(([key, item]) => !(key === "description" && typeof item === "string")).map(([key, item]) => [key, withoutDescriptions(item)]));
}

/** `{ $schema, $ref: "#/<defs>/<name>", <defs>: { <name>, …what it references (names sorted) } }` of the revision's schema.json. */
export function specDocument(revision: string, name: string): Record<string, unknown> & { readonly $schema: string } {
  const spec = JSON.parse(readFileSync(new URL(`../../../fixtures/mcp-spec/${revision}/schema.json`, import.meta.url), "utf8")) as { $schema: string } & Record<string, Record<string, Json>>;
  const key = Object.hasOwn(spec, "$defs") ? "$defs" : "definitions";
  const all = spec[key] as Record<string, Json>;
  const needed = new Set<string>();
  const visit = (at: string): void => {
    if (needed.has(at)) return;
    needed.add(at);
    for (const match of JSON.stringify(all[at]).matchAll(/"\$ref":"#\/(?:definitions|\$defs)\/([^"]+)"/g)) visit(match[1] as string);
  };
  visit(name);
  return { $schema: spec.$schema, $ref: `#/${key}/${name}`, [key]: Object.fromEntries([...needed].sort().map((at) => [at, withoutDescriptions(all[at] as Json)])) };
}
