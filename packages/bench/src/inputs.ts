/**
 * Benchmark inputs: the same realistic 10-field form in zod, Valibot and ArkType (string with
 * bounds and title, email, optional URL, ISO date, ISO date-time with offset, bounded integer,
 * bounded number, enum with default, multi-select, boolean with default), and the real
 * requestedSchema the official reference server sends.
 */
import { readdirSync, readFileSync } from "node:fs";
import { type } from "arktype";
import * as v from "valibot";
import { z } from "zod";

/** A fresh zod form: a schema object no cache has seen. */
export function zodForm() {
  return z.object({
    name: z.string().min(1).max(80).meta({ title: "Name" }),
    email: z.email(),
    site: z.url().optional(),
    born: z.iso.date(),
    at: z.iso.datetime({ offset: true }),
    age: z.int().min(0).max(150),
    score: z.number().min(0).max(10),
    plan: z.enum(["free", "pro", "team"]).default("free"),
    tags: z.array(z.enum(["a", "b", "c"])).min(1),
    agree: z.boolean().default(false),
  });
}

/** The same form in Valibot. */
export function valibotForm() {
  return v.object({
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(80), v.title("Name")),
    email: v.pipe(v.string(), v.email()),
    site: v.optional(v.pipe(v.string(), v.url())),
    born: v.pipe(v.string(), v.isoDate()),
    at: v.pipe(v.string(), v.isoTimestamp()),
    age: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(150)),
    score: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
    plan: v.optional(v.picklist(["free", "pro", "team"]), "free"),
    tags: v.pipe(v.array(v.picklist(["a", "b", "c"])), v.minLength(1)),
    agree: v.optional(v.boolean(), false),
  });
}

/** The same form in ArkType. */
export function arktypeForm() {
  return type({
    name: "0 < string <= 80",
    email: "string.email",
    "site?": "string.url",
    born: "string",
    at: "string",
    age: "0 <= number.integer <= 150",
    score: "0 <= number <= 10",
    plan: "'free' | 'pro' | 'team' = 'free'",
    tags: "('a' | 'b' | 'c')[] >= 1",
    agree: "boolean = false",
  });
}

const fixture = (path: string): any => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));

/** The requestedSchema of `@modelcontextprotocol/server-everything` 2026.8.31 (trigger-elicitation-request). */
export const everythingRequestedSchema: Record<string, unknown> = fixture(
  "../../../fixtures/servers/server-everything.elicitation.json",
).params.requestedSchema;

/** The official schema.json of an MCP revision (test data of @mcp-wire/spec). */
export function specSchema(revision: string): Record<string, unknown> {
  return fixture(`../../../fixtures/mcp-spec/${revision}/schema.json`);
}

const SERVERS = new URL("../../../fixtures/servers/", import.meta.url);

/** Every `inputSchema` and `outputSchema` of the real-server `tools/list` captures (test data of @mcp-wire/dialect). */
export function realToolSchemas(): Record<string, unknown>[] {
  const schemas: Record<string, unknown>[] = [];
  for (const file of readdirSync(SERVERS).filter((f) => f.endsWith(".tools.json"))) {
    const capture = JSON.parse(readFileSync(new URL(file, SERVERS), "utf8")) as { tools?: { inputSchema?: unknown; outputSchema?: unknown }[] };
    for (const tool of capture.tools ?? []) {
      for (const schema of [tool.inputSchema, tool.outputSchema]) {
        if (typeof schema === "object" && schema !== null) schemas.push(schema as Record<string, unknown>);
      }
    }
  }
  return schemas;
}

/** The largest `tools/list` capture in fixtures/servers (by serialized size), with its file name. */
export function largestToolList(): { readonly file: string; readonly list: { readonly tools: readonly Record<string, unknown>[] } } {
  let best: { file: string; list: { tools: Record<string, unknown>[] }; size: number } | undefined;
  for (const file of readdirSync(SERVERS).filter((f) => f.endsWith(".tools.json"))) {
    const text = readFileSync(new URL(file, SERVERS), "utf8");
    if (best === undefined || text.length > best.size) best = { file, list: JSON.parse(text) as { tools: Record<string, unknown>[] }, size: text.length };
  }
  if (best === undefined) throw new Error("no tools/list capture in fixtures/servers");
  return { file: best.file, list: best.list };
}

/**
 * `count` tools shaped like the captured servers' (fixtures/servers), small enough that 100,000 fit one message
 * (about 140 bytes each, as the 100,000-tool list of docs/performance.md): the captured tools in turn, each renamed
 * `<name>_<n>`, without its description, its `inputSchema` keeping the first two properties (and what `required`
 * names of them) and a description naming `n`, so every tool and schema is distinct (no cache stands in for the work).
 */
export function generatedToolList(count: number): { readonly tools: readonly Record<string, unknown>[] } {
  const captured: Record<string, unknown>[] = [];
  for (const file of readdirSync(SERVERS).filter((f) => f.endsWith(".tools.json")).sort()) {
    captured.push(...((JSON.parse(readFileSync(new URL(file, SERVERS), "utf8")) as { tools?: Record<string, unknown>[] }).tools ?? []));
  }
  const tools = Array.from({ length: count }, (_, n) => {
    const tool = captured[n % captured.length] as Record<string, unknown>;
    const input = (tool["inputSchema"] ?? {}) as { properties?: Record<string, unknown>; required?: unknown };
    const properties = Object.fromEntries(Object.entries(input.properties ?? {}).slice(0, 2).map(([key, value]) => [key, small(value)]));
    const required = Array.isArray(input.required) ? input.required.filter((key) => Object.hasOwn(properties, String(key))) : [];
    return { name: `${String(tool["name"])}_${n}`, inputSchema: { type: "object", description: `tool ${n}`, properties, ...(required.length > 0 ? { required } : {}) } };
  });
  return { tools };
}

/** A captured property schema without its annotations (`description`, `title`, `examples`), nested ones included. */
function small(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(small);
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "description" && key !== "title" && key !== "examples").map(([key, value]) => [key, small(value)]));
}

/** Content for the server-everything requestedSchema: one valid answer and one with an error in most fields. */
export const everythingContent = {
  valid: {
    name: "Ada Lovelace",
    check: true,
    firstLine: "It was a dark and stormy night.",
    email: "ada@example.com",
    homepage: "https://example.com/ada",
    birthdate: "1815-12-10",
    integer: 42,
    number: 3.14,
    untitledSingleSelectEnum: "Ross",
    untitledMultipleSelectEnum: ["Guitar", "Piano"],
    titledSingleSelectEnum: "hero-2",
    titledMultipleSelectEnum: ["fish-1"],
    legacyTitledEnum: "pet-3",
  },
  invalid: {
    name: 7,
    check: "yes",
    email: "not-an-email",
    homepage: "nope",
    birthdate: "1815-13-40",
    integer: 1.5,
    number: 5000,
    untitledSingleSelectEnum: "Gunther",
    untitledMultipleSelectEnum: ["Guitar", "Guitar", "Harp", "Drums"],
    titledSingleSelectEnum: "hero-9",
    titledMultipleSelectEnum: [],
    legacyTitledEnum: "pet-9",
  },
};
