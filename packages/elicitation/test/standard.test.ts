/**
 * Standard Schemas through the one conversion (`@mcp-wire/core`): what a strict vendor converter refuses is a
 * rejection, what JSON Schema cannot show is a note at its path and still enforced on reading, companion patterns
 * are never called lossless, and a buggy schema's issues are read without throwing.
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { type } from "arktype";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { acceptedContent, readElicitation, toRequestedSchema } from "../src/index.js";
import { field, outcome } from "./outcome.js";

const LABEL = "/$schema schema-label-dropped";
const NOT_ADVERTISED = (what: string) => `${what}: the wire form does not advertise it; acceptedContent still enforces it`;
const accept = (content: unknown) => ({ k: { action: "accept", content } });

describe("a strict converter's refusal is a rejection", () => {
  it("ArkType: an email keyword intersected with a regex is constraint-refused, never the bare email pattern as format: email", () => {
    expect(outcome(type({ v: "string.email & /^a/" }))).toEqual({ rejected: ["/properties/v constraint-refused"] });
    expect(() => toRequestedSchema(type({ v: "string.email & /^a/" }))).toThrow(
      "requestedSchema rejected at /properties/v: ArkType's strict toJsonSchema() refuses an intersection of patterns (JSON Schema would keep only the first); its JSON Schema would drop the constraint (constraint-refused)",
    );
  });

  it("ArkType: a non-JSON literal in a union is refused at its branch", () => {
    expect(outcome(type({ v: "string | undefined" }))).toEqual({ rejected: ["/properties/v/anyOf/1 constraint-refused"] });
  });
});

describe("constraints JSON Schema cannot show: a note at the property, enforced on reading", () => {
  it("zod .refine(), .superRefine(), .trim(), z.stringbool(), .transform()", () => {
    const schema = z.object({
      r: z.string().refine((s) => s.startsWith("a"), "must start with a"),
      s: z.number().superRefine(() => undefined),
      t: z.string().trim(),
      b: z.stringbool(),
      x: z.string().transform((s) => s.length),
    });
    const result = toRequestedSchema(schema);
    expect(result.requestedSchema).toEqual({
      type: "object",
      properties: { r: { type: "string" }, s: { type: "number" }, t: { type: "string" }, b: { type: "string" }, x: { type: "string" } },
      required: ["r", "s", "t", "b", "x"],
    });
    const refinement = NOT_ADVERTISED("a refinement (refine, check, narrow)");
    const transform = NOT_ADVERTISED("a transform (transform, trim, codec, morph)");
    expect(result.notes).toEqual([
      { path: "/properties/r", code: "constraint-not-advertised", message: refinement },
      { path: "/properties/s", code: "constraint-not-advertised", message: refinement },
      { path: "/properties/t", code: "constraint-not-advertised", message: transform },
      { path: "/properties/b", code: "constraint-not-advertised", message: transform },
      { path: "/properties/x", code: "constraint-not-advertised", message: transform },
      { path: "/$schema", code: "schema-label-dropped", message: "$schema dropped: the MCP revision fixes the requestedSchema dialect" },
    ]);
    const answer = { r: "b", s: 1, t: " x ", b: "yes", x: "abc" };
    expect(readElicitation(accept(answer), "k", schema)).toEqual({ status: "invalid", issues: [{ path: "/r", code: "schema-rejected", message: "must start with a" }] });
    expect(acceptedContent(accept({ ...answer, r: "a" }), "k", schema)).toEqual({ r: "a", s: 1, t: "x", b: true, x: 3 });
    expect(acceptedContent(accept({ ...answer, r: "a", b: "maybe" }), "k", schema)).toBeUndefined();
  });

  it("Valibot check and transformation actions", () => {
    const schema = v.object({ c: v.pipe(v.string(), v.check((s) => s !== "no")), l: v.pipe(v.string(), v.toLowerCase()) });
    expect(outcome(schema)).toEqual({
      wire: { type: "object", properties: { c: { type: "string" }, l: { type: "string" } }, required: ["c", "l"] },
      dropped: [],
      notes: ["/properties/c constraint-not-advertised", "/properties/l constraint-not-advertised", LABEL],
    });
    expect(acceptedContent(accept({ c: "no", l: "A" }), "k", schema)).toBeUndefined();
    expect(acceptedContent(accept({ c: "ok", l: "A" }), "k", schema)).toEqual({ c: "ok", l: "a" });
  });

  it("ArkType narrows and morphs", () => {
    const schema = type({ n: type("number").narrow((n) => n % 2 === 0), m: type("string").pipe((s) => s.length) });
    expect(outcome(schema)).toEqual({
      wire: { type: "object", properties: { m: { type: "string" }, n: { type: "number" } }, required: ["m", "n"] },
      dropped: [],
      notes: ["/properties/m constraint-not-advertised", "/properties/n constraint-not-advertised", LABEL],
    });
    expect(acceptedContent(accept({ n: 3, m: "ab" }), "k", schema)).toBeUndefined();
    expect(acceptedContent(accept({ n: 4, m: "ab" }), "k", schema)).toEqual({ n: 4, m: 2 });
  });

  it("a schema without such constraints gets no such note", () => {
    expect(outcome(z.object({ v: z.string().min(1) }))).toEqual({ wire: field({ type: "string", minLength: 1 }), dropped: [], notes: [LABEL] });
  });
});

describe("companion patterns are not called lossless", () => {
  it("zod's email and datetime patterns: advertised as the format, the pattern still applies on reading", () => {
    const result = toRequestedSchema(z.object({ e: z.email(), d: z.iso.datetime() }));
    expect(result.notes.filter((note) => note.code === "format-companion-dropped")).toEqual([
      { path: "/properties/e/pattern", code: "format-companion-dropped", message: 'advertised as format "email"; your pattern still applies on reading' },
      { path: "/properties/d/pattern", code: "format-companion-dropped", message: 'advertised as format "date-time"; your pattern still applies on reading' },
    ]);
    // a@b.c passes format "email" in clients; zod's own regex refuses it on reading.
    expect(acceptedContent(accept({ e: "a@b.c", d: "2026-01-01T00:00:00Z" }), "k", z.object({ e: z.email(), d: z.iso.datetime() }))).toBeUndefined();
  });
});

describe("readElicitation / acceptedContent read a buggy schema's issues without throwing", () => {
  /** A Standard Schema whose validate returns `issues` as given (a buggy schema's output, not typed as issues). */
  const buggy = (issues: unknown): StandardSchemaV1 => ({ "~standard": { version: 1, vendor: "buggy", validate: () => ({ issues: issues as StandardSchemaV1.Issue[] }) } });

  it("path segments that are null, undefined, booleans or objects become readable tokens", () => {
    const issues = [{ message: "bad", path: [null, undefined, true, { key: false }, { key: { a: 1 } }, { b: 2 }, Symbol("s"), 0] }];
    expect(readElicitation(accept({}), "k", buggy(issues))).toEqual({
      status: "invalid",
      issues: [{ path: '/null/undefined/true/false/{"a":1}/{"b":2}/s/0', code: "schema-rejected", message: "bad" }],
    });
    expect(acceptedContent(accept({}), "k", buggy(issues))).toBeUndefined();
  });

  it("holes in the issues array and in a path are read as issues without a reason, never copied as holes", () => {
    // eslint-disable-next-line no-sparse-arrays
    const outcome = readElicitation(accept({}), "k", buggy([, { message: "m", path: [, "a"] }]));
    expect(outcome).toEqual({
      status: "invalid",
      issues: [
        { path: "", code: "schema-rejected", message: "rejected by the schema" },
        { path: "/undefined/a", code: "schema-rejected", message: "m" },
      ],
    });
    expect(outcome.status === "invalid" ? Object.keys(outcome.issues) : []).toEqual(["0", "1"]);
  });

  it("an issue whose getters throw is an issue without a reason", () => {
    const hostile = { get path(): never { throw new Error("no"); }, message: "x" };
    expect(readElicitation(accept({}), "k", buggy([hostile]))).toEqual({
      status: "invalid",
      issues: [{ path: "", code: "schema-rejected", message: "rejected by the schema (its issue cannot be read)" }],
    });
  });
});
