/**
 * Differential test: the input-request zod schemas of `@mcp-wire/spec` and the official 2026-07-28 schema.json
 * (under Ajv) give the same verdict on every case below, except the differences each `differs` case names.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { elicitResult, inputRequest, INPUT_REQUEST_METHODS } from "../src/index.js";
import { specSchema } from "./spec-files.js";

const ajv = new Ajv2020({ strict: false, validateFormats: false });
ajv.addSchema(specSchema("2026-07-28"), "mcp");
const official = (definition: string) => {
  const validate = ajv.getSchema(`mcp#/$defs/${definition}`);
  if (!validate) throw new Error(`no ${definition} in schema.json`);
  return (value: unknown) => validate(value) as boolean;
};

const form = { type: "object", properties: { a: { type: "string" } } };
const text = { type: "text", text: "hi" };
const sampling = (params: Record<string, unknown>) => ({ method: "sampling/createMessage", params: { messages: [{ role: "user", content: text }], maxTokens: 10, ...params } });

/** [name, value, verdict of both (or of zod, when `differs` says why schema.json disagrees)]. */
type Case = readonly [name: string, value: unknown, valid: boolean, differs?: string];

const REQUESTS: readonly Case[] = [
  ["a form elicitation", { method: "elicitation/create", params: { mode: "form", message: "m", requestedSchema: form } }, true],
  ["a form elicitation without mode, with _meta", { method: "elicitation/create", params: { message: "m", requestedSchema: form, _meta: { a: 1 } } }, true],
  ["a URL elicitation", { method: "elicitation/create", params: { mode: "url", message: "m", url: "https://example.com" } }, true],
  ["a URL elicitation without mode", { method: "elicitation/create", params: { message: "m", url: "https://example.com" } }, false],
  ["a form elicitation with a nested object", { method: "elicitation/create", params: { message: "m", requestedSchema: { type: "object", properties: { a: { type: "object" } } } } }, false],
  ["an elicitation without message", { method: "elicitation/create", params: { requestedSchema: form } }, false],
  ["a sampling request", sampling({}), true],
  ["a sampling request with a content list and extension keys", sampling({ messages: [{ role: "assistant", content: [text, text] }], systemPrompt: "s" }), true],
  ["a sampling request with maxTokens 1.5", sampling({ maxTokens: 1.5 }), false],
  ["a sampling request with role system", sampling({ messages: [{ role: "system", content: text }] }), false],
  ["a sampling request whose content is a string", sampling({ messages: [{ role: "user", content: "hi" }] }), false],
  ["a sampling request without messages", { method: "sampling/createMessage", params: { maxTokens: 1 } }, false],
  [
    "a sampling request with a text block without text",
    sampling({ messages: [{ role: "user", content: { type: "text" } }] }),
    true,
    "content blocks are read as far as a request needs them (an object with a type); schema.json types each block",
  ],
  ["a roots request", { method: "roots/list" }, true],
  ["a roots request with _meta", { method: "roots/list", params: { _meta: { a: 1 } } }, true],
  ["a roots request whose _meta is a string", { method: "roots/list", params: { _meta: "x" } }, false],
  ["an unknown method", { method: "tools/call", params: {} }, false],
  ["not an object", "elicitation/create", false],
];

const RESULTS: readonly Case[] = [
  ["accept with content", { action: "accept", content: { a: 1, b: ["x"], c: true, d: "s" } }, true],
  ["decline", { action: "decline" }, true],
  ["an unknown action", { action: "yes" }, false],
  ["a content value that is an object", { action: "accept", content: { a: {} } }, false],
  ["a content list holding a number", { action: "accept", content: { a: ["x", 1] } }, false],
  ["a content value 1.5", { action: "accept", content: { a: 1.5 } }, true, "schema.ts types content numbers as number; schema.json says integer"],
];

describe.each([
  ["InputRequest", inputRequest, REQUESTS],
  ["ElicitResult", elicitResult, RESULTS],
] as const)("%s", (definition, schema, cases) => {
  const reference = official(definition);
  it.each(cases)("%s", (_name, value, valid, differs) => {
    expect(schema.safeParse(value).success).toBe(valid);
    expect(reference(value)).toBe(differs === undefined ? valid : !valid);
  });
});

it("INPUT_REQUEST_METHODS are the methods of schema.json's InputRequest members, in order", () => {
  const defs = specSchema("2026-07-28")["$defs"];
  const members = (defs["InputRequest"].anyOf as { $ref: string }[]).map(({ $ref }) => defs[$ref.split("/").pop() as string].properties.method.const);
  expect(members).toEqual([...INPUT_REQUEST_METHODS]);
});
