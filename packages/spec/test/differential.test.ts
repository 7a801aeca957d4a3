/**
 * Differential test: the wire zod schemas and the official schema.json (under Ajv) give the same
 * verdict on every requestedSchema below, except where the only difference is that schema.json is
 * open to unknown keys and the wire grammar is closed (`openOnly`). Openness reaches further than it
 * looks: `{ type: "string", enum: [1, 2] }` passes schema.json as a StringSchema with an unknown
 * `enum` key, so only the closed grammar catches it.
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REVISIONS, wireSchemasFor, type Revision } from "../src/index.js";
import { requestedSchemaPointer, specSchema } from "./spec-files.js";

const everything = JSON.parse(
  readFileSync(new URL("../../../fixtures/servers/server-everything.elicitation.json", import.meta.url), "utf8"),
).params.requestedSchema;

const ALL: Revision[] = [...REVISIONS];
const LATER: Revision[] = ["2025-11-25", "2026-07-28"];
const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: "object",
  properties,
  ...extra,
});

interface Case {
  name: string;
  schema: unknown;
  /** Revisions where the wire zod schema accepts it. */
  valid: Revision[];
  /** Revisions where only schema.json accepts it, because it is open to unknown keys. */
  openOnly?: Revision[];
}

const cases: Case[] = [
  { name: "server-everything requestedSchema", schema: everything, valid: LATER, openOnly: [] },
  { name: "empty form", schema: form({}), valid: ALL },
  { name: "no properties", schema: { type: "object" }, valid: [] },
  { name: "root type array", schema: { type: "array", properties: {} }, valid: [] },
  { name: "required not an array", schema: form({ a: { type: "string" } }, { required: "a" }), valid: [] },
  { name: "$schema label", schema: form({}, { $schema: "https://json-schema.org/draft/2020-12/schema" }), valid: LATER, openOnly: ["2025-06-18"] },
  { name: "string with bounds and format", schema: form({ s: { type: "string", minLength: 1, maxLength: 9, format: "email", title: "S" } }), valid: ALL },
  { name: "minLength as a string", schema: form({ s: { type: "string", minLength: "3" } }), valid: [] },
  { name: "minLength not an integer", schema: form({ s: { type: "string", minLength: 1.5 } }), valid: [] },
  { name: "unsupported format", schema: form({ s: { type: "string", format: "uuid" } }), valid: [] },
  { name: "pattern", schema: form({ s: { type: "string", pattern: "^a" } }), valid: [], openOnly: ALL },
  { name: "string default", schema: form({ s: { type: "string", default: "x" } }), valid: LATER, openOnly: ["2025-06-18"] },
  { name: "integer with fractional minimum", schema: form({ n: { type: "integer", minimum: 1.5, maximum: 9 } }), valid: ALL },
  { name: "number default", schema: form({ n: { type: "number", default: 3 } }), valid: LATER, openOnly: ["2025-06-18"] },
  { name: "number default of the wrong type", schema: form({ n: { type: "number", default: "3" } }), valid: [], openOnly: ["2025-06-18"] },
  { name: "boolean default", schema: form({ b: { type: "boolean", default: true } }), valid: ALL },
  { name: "boolean default not boolean", schema: form({ b: { type: "boolean", default: "yes" } }), valid: [] },
  { name: "untitled enum", schema: form({ e: { type: "string", enum: ["a", "b"] } }), valid: ALL },
  { name: "enum without type", schema: form({ e: { enum: ["a", "b"] } }), valid: [] },
  { name: "numeric enum values", schema: form({ e: { type: "string", enum: [1, 2] } }), valid: [], openOnly: ALL },
  { name: "legacy enumNames", schema: form({ e: { type: "string", enum: ["a"], enumNames: ["A"] } }), valid: ALL },
  { name: "enumNames not strings", schema: form({ e: { type: "string", enum: ["a"], enumNames: [1] } }), valid: [], openOnly: ALL },
  { name: "titled single select", schema: form({ e: { type: "string", oneOf: [{ const: "a", title: "A" }] } }), valid: LATER, openOnly: ["2025-06-18"] },
  { name: "titled option without title", schema: form({ e: { type: "string", oneOf: [{ const: "a" }] } }), valid: [], openOnly: ALL },
  { name: "untitled multi select", schema: form({ m: { type: "array", items: { type: "string", enum: ["x"] }, minItems: 1 } }), valid: LATER },
  { name: "titled multi select", schema: form({ m: { type: "array", items: { anyOf: [{ const: "x", title: "X" }] }, default: ["x"] } }), valid: LATER },
  { name: "multi select items without enum", schema: form({ m: { type: "array", items: { type: "string" } } }), valid: [] },
  { name: "nested object", schema: form({ o: { type: "object", properties: {} } }), valid: [] },
  { name: "nullable type array", schema: form({ s: { type: ["string", "null"] } }), valid: [] },
  { name: "examples annotation", schema: form({ s: { type: "string", examples: ["x"] } }), valid: [], openOnly: ALL },
  { name: "root additionalProperties", schema: form({}, { additionalProperties: false }), valid: [], openOnly: ALL },
];

function ajvValidator(revision: Revision) {
  const ajv = revision === "2025-06-18" ? new Ajv({ strict: false }) : new Ajv2020({ strict: false });
  ajv.addSchema(specSchema(revision), "mcp");
  const validate = ajv.getSchema(`mcp${requestedSchemaPointer(revision)}`);
  if (!validate) throw new Error(`no requestedSchema definition in schema.json ${revision}`);
  return validate;
}

describe.each(ALL)("requestedSchema verdicts at %s: wire zod vs schema.json under Ajv", (revision) => {
  const validate = ajvValidator(revision);
  const wire = wireSchemasFor(revision).requestedSchema;
  it.each(cases)("$name", ({ schema, valid, openOnly = [] }) => {
    const zodVerdict = wire.safeParse(schema).success;
    const ajvVerdict = validate(schema) as boolean;
    expect(zodVerdict).toBe(valid.includes(revision));
    expect(ajvVerdict).toBe(valid.includes(revision) || openOnly.includes(revision));
  });
});
