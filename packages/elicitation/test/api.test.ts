/**
 * toRequestedSchema / validateRequestedSchema as an API: errors, messages, immutability, the
 * cache, vendors without converters, and the real server-everything requestedSchema.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RequestedSchemaError, toRequestedSchema, validateRequestedSchema } from "../src/index.js";
import { field, outcome } from "./outcome.js";

const everything = JSON.parse(readFileSync(new URL("../../../fixtures/servers/server-everything.elicitation.json", import.meta.url), "utf8")).params
  .requestedSchema;

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/** A Standard Schema of a vendor mcp-wire does not know. */
function foreign(jsonSchema?: () => unknown) {
  return {
    "~standard": {
      version: 1,
      vendor: "acme",
      validate: (value: unknown) => ({ value }),
      ...(jsonSchema ? { jsonSchema: { input: jsonSchema, output: jsonSchema } } : {}),
    },
  };
}

describe("the server-everything requestedSchema", () => {
  it("is accepted unchanged at 2025-11-25 and 2026-07-28", () => {
    for (const revision of ["2025-11-25", "2026-07-28"] as const) {
      const result = toRequestedSchema(everything, { revision });
      expect(result).toEqual({ requestedSchema: everything, dropped: [], notes: [] });
      expect(validateRequestedSchema(everything, { revision })).toEqual({ valid: true, issues: [] });
    }
  });

  it("is judged per revision at 2025-06-18", () => {
    expect(validateRequestedSchema(everything, { revision: "2025-06-18" }).issues.map((i) => `${i.path} ${i.code}`)).toEqual([
      "/properties/untitledMultipleSelectEnum revision-unsupported",
      "/properties/titledMultipleSelectEnum revision-unsupported",
      "/properties/firstLine/default default-dropped",
      "/properties/integer/default default-dropped",
      "/properties/number/default default-dropped",
      "/properties/untitledSingleSelectEnum/default default-dropped",
      "/properties/titledSingleSelectEnum/oneOf titled-to-legacy",
      "/properties/titledSingleSelectEnum/default default-dropped",
      "/properties/legacyTitledEnum/default default-dropped",
    ]);
  });
});

describe("RequestedSchemaError", () => {
  it("is a TypeError whose message names the path, under 200 characters for one property", () => {
    let error: unknown;
    try {
      toRequestedSchema(z.object({ code: z.string().regex(/^[A-Z]{3}$/) }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RequestedSchemaError);
    expect(error).toBeInstanceOf(TypeError);
    const { message, issues, name } = error as RequestedSchemaError;
    expect(name).toBe("RequestedSchemaError");
    expect(message).toBe(
      'requestedSchema rejected at /properties/code/pattern: pattern "^[A-Z]{3}$" cannot be sent: the wire has no `pattern` (pattern-unsupported)',
    );
    expect(message.length).toBeLessThan(200);
    expect(issues).toEqual([
      { path: "/properties/code/pattern", code: "pattern-unsupported", message: 'pattern "^[A-Z]{3}$" cannot be sent: the wire has no `pattern`' },
    ]);
  });

  it("names every offending path", () => {
    const schema = z.object({ a: z.string().regex(/x/), b: z.object({}), c: z.number().multipleOf(2) });
    expect(() => toRequestedSchema(schema)).toThrow(
      "requestedSchema rejected: 3 issues at /properties/a/pattern, /properties/b/type, /properties/c/multipleOf; first at /properties/a/pattern",
    );
  });

  it("rejects unknown options with a TypeError", () => {
    expect(() => toRequestedSchema(field({ type: "string" }), { revision: "2024-11-05" as never })).toThrow(
      new TypeError('options.revision: unknown MCP revision "2024-11-05"; known: 2025-06-18, 2025-11-25, 2026-07-28'),
    );
    expect(() => toRequestedSchema(field({ type: "string" }), null as never)).toThrow(
      new TypeError('options must be an object such as { revision: "2025-11-25" }, got null'),
    );
    expect(() => toRequestedSchema(field({ type: "string" }), "2025-06-18" as never)).toThrow(
      new TypeError('options must be an object such as { revision: "2025-11-25" }, got string'),
    );
    expect(() => validateRequestedSchema({}, null as never)).toThrow(TypeError);
    expect(() => toRequestedSchema(field({ type: "string" }), { onUnsupported: "ignore" as never })).toThrow(
      new TypeError('options.onUnsupported must be "reject" or "drop", got "ignore"'),
    );
  });
});

describe("vendors", () => {
  it("a vendor without ~standard.jsonSchema says what to do", () => {
    expect(outcome(foreign())).toEqual({ rejected: [" converter-missing"] });
    expect(() => toRequestedSchema(foreign())).toThrow(
      "requestedSchema rejected at the root: acme schema without ~standard.jsonSchema: use a version of it that implements Standard JSON Schema, or pass a JSON Schema object (converter-missing)",
    );
  });

  it("a pattern beside a format from an unknown vendor is dropped with a note", () => {
    const schema = foreign(() => field({ type: "string", format: "email", pattern: "^.+@.+$" }));
    expect(outcome(schema)).toEqual({ wire: field({ type: "string", format: "email" }), dropped: [], notes: ["/properties/v/pattern format-companion-dropped"] });
  });

  it.each([
    [
      "throws",
      () => {
        throw new Error("boom");
      },
      "the schema's JSON Schema converter threw: boom",
    ],
    [
      "returns a Promise",
      () => Promise.resolve({}),
      "the schema's JSON Schema converter returned a Promise; a synchronous converter is required",
    ],
    ["returns a string", () => "{}", "the schema's JSON Schema converter returned a string, not an object"],
    ["returns null", () => null, "the schema's JSON Schema converter returned null, not an object"],
    ["returns an array", () => [], "the schema's JSON Schema converter returned an array, not an object"],
  ])("a converter that %s gives conversion-failed", (_, convert, message) => {
    expect(() => toRequestedSchema(foreign(convert))).toThrow(
      expect.objectContaining({ issues: [{ path: "", code: "conversion-failed", message }] }),
    );
  });

  it("Valibot without @valibot/to-json-schema installed says what to install", () => {
    // A node_modules that holds everything @mcp-wire/elicitation needs except @valibot/to-json-schema.
    const here = new URL("..", import.meta.url).pathname;
    const dir = mkdtempSync(join(tmpdir(), "mcp-wire-novj-"));
    const modules = join(dir, "node_modules");
    mkdirSync(join(modules, "@mcp-wire"), { recursive: true });
    mkdirSync(join(modules, "@standard-schema"), { recursive: true });
    const link = (name: string, target: string) => symlinkSync(target, join(modules, name));
    mkdirSync(join(modules, "@mcp-wire/elicitation"));
    copyFileSync(join(here, "package.json"), join(modules, "@mcp-wire/elicitation/package.json"));
    link("@mcp-wire/elicitation/dist", join(here, "dist"));
    // @mcp-wire/core loads the vendor converters from the caller's install: only its package.json and dist.
    mkdirSync(join(modules, "@mcp-wire/core"));
    copyFileSync(join(here, "../core/package.json"), join(modules, "@mcp-wire/core/package.json"));
    link("@mcp-wire/core/dist", join(here, "../core/dist"));
    link("@mcp-wire/spec", join(here, "node_modules/@mcp-wire/spec"));
    link("@standard-schema/spec", join(here, "node_modules/@standard-schema/spec"));
    for (const name of ["valibot", "zod", "ajv", "ajv-formats"]) link(name, join(here, "node_modules", name));
    const script = `
      import * as v from "valibot";
      import { toRequestedSchema } from "@mcp-wire/elicitation";
      try { console.log(JSON.stringify(toRequestedSchema(v.object({ a: v.string() })))); } catch (e) { console.log(JSON.stringify(e.issues)); }`;
    const out = execFileSync(process.execPath, ["--preserve-symlinks", "--input-type=module", "-e", script], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, NODE_PATH: "" }, // pnpm's shims put every installed package on NODE_PATH
    });
    expect(JSON.parse(out)).toEqual([
      { path: "", code: "converter-missing", message: "valibot schema without ~standard.jsonSchema: install @valibot/to-json-schema" },
    ]);
  });

  it("Valibot schemas already wrapped by toStandardJsonSchema use their own converter", async () => {
    const { toStandardJsonSchema } = await import("@valibot/to-json-schema");
    const wrapped = toStandardJsonSchema(v.object({ a: v.pipe(v.string(), v.email()) }));
    expect(outcome(wrapped)).toEqual({ wire: { type: "object", properties: { a: { type: "string", format: "email" } }, required: ["a"] }, dropped: [], notes: ["/$schema schema-label-dropped"] });
  });
});

describe("immutability and the cache", () => {
  it("never mutates a raw schema (deep-frozen input)", () => {
    const input = deepFreeze({ type: "object", properties: { p: { oneOf: [{ const: "a", title: "A" }] }, n: { type: "integer", exclusiveMinimum: 1 } }, required: ["p", "p"] });
    const copy = structuredClone(input);
    const { requestedSchema } = toRequestedSchema(input);
    expect(input).toEqual(copy);
    expect(requestedSchema).toEqual({ type: "object", properties: { p: { type: "string", oneOf: [{ const: "a", title: "A" }] }, n: { type: "integer", minimum: 2 } }, required: ["p"] });
    expect(Object.getPrototypeOf(requestedSchema.properties)).toBe(Object.prototype);
  });

  it("every object of a result is a plain object, nested wire values included (fast path and full walk)", () => {
    const protos = (value: unknown): unknown[] =>
      typeof value !== "object" || value === null
        ? []
        : [...(Array.isArray(value) ? [] : [Object.getPrototypeOf(value)]), ...Object.values(value).flatMap(protos)];
    const exact = { type: "array", items: { anyOf: [{ const: "a", title: "A" }] } };
    const rewritten = { type: "array", items: { type: "string", enum: ["a"] }, examples: [["a"]] };
    const titled = { type: "string", oneOf: [{ const: "a", title: "A" }] };
    const { requestedSchema } = toRequestedSchema({ type: "object", properties: { exact, rewritten, titled } });
    expect(requestedSchema.properties).toEqual({ exact, rewritten: { type: "array", items: { type: "string", enum: ["a"] } }, titled });
    expect(new Set(protos(requestedSchema))).toEqual(new Set([Object.prototype]));
  });

  it("returns a fresh object on every call; a caller's change does not reach the next call", () => {
    const schema = z.object({ color: z.enum(["red", "green"]) });
    const first = toRequestedSchema(schema);
    (first.requestedSchema.properties["color"] as { enum: string[] }).enum.push("blue");
    first.requestedSchema.properties["extra"] = { type: "boolean" };
    const second = toRequestedSchema(schema);
    expect(second.requestedSchema).toEqual({ type: "object", properties: { color: { type: "string", enum: ["red", "green"] } }, required: ["color"] });
    expect(second.requestedSchema).not.toBe(first.requestedSchema);
  });

  it("a caller's change to dropped or notes does not reach the next call", () => {
    const schema = z.object({ e: z.email(), n: z.number().gt(1) });
    const first = toRequestedSchema(schema, { onUnsupported: "drop" });
    (first.notes as unknown as { message: string }[])[0]!.message = "MUTATED";
    (first.notes as unknown[]).push({ path: "/evil", code: "x", message: "y" });
    (first.dropped as unknown[]).length = 0;
    const second = toRequestedSchema(schema, { onUnsupported: "drop" });
    expect(second.notes.map((n) => `${n.path} ${n.message}`)).toEqual([
      "/$schema $schema dropped: the MCP revision fixes the requestedSchema dialect",
      "/properties/e/pattern advertised as format \"email\"; your pattern still applies on reading",
    ]);
    expect(second.dropped.map((d) => d.path)).toEqual(["/properties/n/exclusiveMinimum"]);
  });

  it("caches per revision and onUnsupported", () => {
    const schema = z.object({ n: z.number().gt(1), s: z.string().default("x") });
    expect(() => toRequestedSchema(schema)).toThrow(RequestedSchemaError);
    expect(toRequestedSchema(schema, { onUnsupported: "drop" }).requestedSchema.properties).toEqual({ n: { type: "number" }, s: { type: "string", default: "x" } });
    expect(toRequestedSchema(schema, { onUnsupported: "drop", revision: "2025-06-18" }).requestedSchema.properties).toEqual({ n: { type: "number" }, s: { type: "string" } });
  });
});

describe("validateRequestedSchema", () => {
  it("reports what the walk would change or reject, without throwing", () => {
    expect(validateRequestedSchema({ type: "object", properties: { a: { enum: ["x"] }, b: { type: "string", pattern: "^b" } }, $schema: "x" })).toEqual({
      valid: false,
      issues: [
        { path: "/properties/b/pattern", code: "pattern-unsupported", message: 'pattern "^b" cannot be sent: the wire has no `pattern`' },
        { path: "/properties/a/enum", code: "enum-type-added", message: 'type "string" added beside the options' },
      ],
    });
  });

  it.each([null, 3, "x", [], { type: "object", properties: [] }])("judges %j without throwing", (input) => {
    expect(validateRequestedSchema(input).valid).toBe(false);
  });

  it("accepts $schema from 2025-11-25 on and not before", () => {
    const schema = { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: {} };
    expect(validateRequestedSchema(schema).valid).toBe(true);
    expect(validateRequestedSchema(schema, { revision: "2025-06-18" }).issues.map((i) => i.code)).toEqual(["schema-label-dropped"]);
  });
});
