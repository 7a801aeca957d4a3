import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { type } from "arktype";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inputRequired, RequestedSchemaError } from "../src/index.js";

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** The official 2026-07-28 schema.json, to check built results against its definitions. */
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(
  JSON.parse(readFileSync(new URL("../../../fixtures/mcp-spec/2026-07-28/schema.json", import.meta.url), "utf8")),
  "mcp",
);
function conforms(definition: string, value: unknown): boolean {
  const validate = ajv.getSchema(`mcp#/$defs/${definition}`);
  if (!validate) throw new Error(`no ${definition} in schema.json`);
  return validate(value) as boolean;
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

const contact = z.object({
  email: z.email(),
  age: z.int().min(18).max(120).optional(),
  color: z.enum(["red", "green"]).default("red"),
  tags: z.array(z.enum(["a", "b"])).min(1).optional(),
  agree: z.boolean(),
});

const contactWire = {
  type: "object",
  properties: {
    email: { type: "string", format: "email" },
    age: { type: "integer", minimum: 18, maximum: 120 },
    color: { type: "string", enum: ["red", "green"], default: "red" },
    tags: { type: "array", minItems: 1, items: { type: "string", enum: ["a", "b"] } },
    agree: { type: "boolean" },
  },
  required: ["email", "agree"],
};

describe("inputRequired", () => {
  it("builds an InputRequiredResult with requests and state", () => {
    const result = inputRequired({
      inputRequests: { contact: inputRequired.elicit({ message: "Your contact", requestedSchema: contact }), roots: inputRequired.listRoots() },
      requestState: "step-1",
    });
    expect(result).toEqual({
      resultType: "input_required",
      inputRequests: {
        contact: { method: "elicitation/create", params: { mode: "form", message: "Your contact", requestedSchema: contactWire } },
        roots: { method: "roots/list" },
      },
      requestState: "step-1",
    });
    expect(conforms("InputRequiredResult", result)).toBe(true);
    for (const request of Object.values(result.inputRequests!)) expect(conforms("InputRequest", request)).toBe(true);
  });

  it("builds one with state only, or requests only, and keeps _meta", () => {
    expect(inputRequired({ requestState: "" })).toEqual({ resultType: "input_required", requestState: "" });
    expect(inputRequired({ inputRequests: { r: inputRequired.listRoots() }, _meta: { "com.example/x": 1 } })).toEqual({
      resultType: "input_required",
      inputRequests: { r: { method: "roots/list" } },
      _meta: { "com.example/x": 1 },
    });
  });

  it("keeps a __proto__ key as an ordinary key", () => {
    const requests = Object.fromEntries([["__proto__", inputRequired.listRoots()]]);
    const result = inputRequired({ inputRequests: requests });
    expect(Object.hasOwn(result.inputRequests!, "__proto__")).toBe(true);
    expect(JSON.parse(JSON.stringify(result))).toEqual(JSON.parse('{"resultType":"input_required","inputRequests":{"__proto__":{"method":"roots/list"}}}'));
  });

  it("throws a TypeError when neither inputRequests (non-empty) nor requestState is given", () => {
    const message = "inputRequired: give inputRequests (at least one entry) or requestState; InputRequiredResult requires one of them";
    expect(() => inputRequired({})).toThrow(new TypeError(message));
    expect(() => inputRequired({ inputRequests: {} })).toThrow(new TypeError(message));
  });

  it("throws a TypeError on a bad requestState, entry or _meta", () => {
    expect(() => inputRequired({ requestState: 5 as never })).toThrow(new TypeError("inputRequired: requestState must be a string, got number"));
    expect(() => inputRequired({ inputRequests: { a: { method: "tools/call" } as never } })).toThrow(
      new TypeError(
        'inputRequired: inputRequests["a"] is not an InputRequest (method must be one of sampling/createMessage, roots/list, elicitation/create); build it with inputRequired.elicit, .elicitUrl, .createMessage or .listRoots',
      ),
    );
    expect(() => inputRequired({ inputRequests: [] as never })).toThrow(TypeError);
    expect(() => inputRequired({ requestState: "s", _meta: [] as never })).toThrow(new TypeError("inputRequired: _meta must be an object"));
  });
});

describe("inputRequired.elicit", () => {
  it("converts a Valibot schema", () => {
    const schema = v.object({
      email: v.pipe(v.string(), v.email()),
      age: v.optional(v.pipe(v.number(), v.integer(), v.minValue(18))),
      color: v.picklist(["red", "green"]),
    });
    expect(inputRequired.elicit({ message: "m", requestedSchema: schema })).toEqual({
      method: "elicitation/create",
      params: {
        mode: "form",
        message: "m",
        requestedSchema: {
          type: "object",
          properties: {
            email: { type: "string", format: "email" },
            age: { type: "integer", minimum: 18 },
            color: { type: "string", enum: ["red", "green"] },
          },
          required: ["email", "color"],
        },
      },
    });
  });

  it("converts an ArkType schema", () => {
    const schema = type({ email: "string.email", "age?": "number.integer >= 18", color: "'red' | 'green'" });
    expect(inputRequired.elicit({ message: "m", requestedSchema: schema })).toEqual({
      method: "elicitation/create",
      params: {
        mode: "form",
        message: "m",
        requestedSchema: {
          type: "object",
          properties: {
            color: { type: "string", enum: ["green", "red"] },
            email: { type: "string", format: "email" },
            age: { type: "integer", minimum: 18 },
          },
          required: ["color", "email"],
        },
      },
    });
  });

  it("takes a plain JSON Schema and keeps extension keys", () => {
    const request = inputRequired.elicit({
      message: "m",
      requestedSchema: { type: "object", properties: { n: { type: "number", exclusiveMinimum: 0 } } },
      _meta: { "com.example/trace": "t1" },
    }, { onUnsupported: "drop" });
    expect(request).toEqual({
      method: "elicitation/create",
      params: {
        mode: "form",
        message: "m",
        requestedSchema: { type: "object", properties: { n: { type: "number" } } },
        _meta: { "com.example/trace": "t1" },
      },
    });
    expect(conforms("ElicitRequest", request)).toBe(true);
  });

  it("throws RequestedSchemaError before anything is built", () => {
    const error = caught(() => inputRequired.elicit({ message: "m", requestedSchema: z.object({ code: z.string().regex(/^[A-Z]+$/) }) }));
    expect(error).toBeInstanceOf(RequestedSchemaError);
    expect((error as RequestedSchemaError).issues).toEqual([
      { path: "/properties/code/pattern", code: "pattern-unsupported", message: 'pattern "^[A-Z]+$" cannot be sent: the wire has no `pattern`' },
    ]);
    const nested = caught(() => inputRequired.elicit({ message: "m", requestedSchema: z.object({ a: z.object({ b: z.string() }) }) }));
    expect((nested as RequestedSchemaError).issues).toEqual([
      { path: "/properties/a/type", code: "nested-object", message: "nested objects are not on the wire; flatten the form" },
    ]);
  });

  it("passes onUnsupported and revision through to toRequestedSchema", () => {
    expect(inputRequired.elicit({ message: "m", requestedSchema: z.object({ code: z.string().regex(/^[A-Z]+$/) }) }, { onUnsupported: "drop" })).toEqual({
      method: "elicitation/create",
      params: { mode: "form", message: "m", requestedSchema: { type: "object", properties: { code: { type: "string" } }, required: ["code"] } },
    });
    const error = caught(() => inputRequired.elicit({ message: "m", requestedSchema: contact }, { revision: "2025-06-18" }));
    expect((error as RequestedSchemaError).issues).toEqual([
      { path: "/properties/tags", code: "revision-unsupported", message: "multi-select fields need revision 2025-11-25 or later (this is 2025-06-18)" },
    ]);
  });

  it("writes no `mode` at 2025-06-18, whose params have none", () => {
    expect(inputRequired.elicit({ message: "m", requestedSchema: z.object({ ok: z.boolean() }) }, { revision: "2025-06-18" })).toEqual({
      method: "elicitation/create",
      params: { message: "m", requestedSchema: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] } },
    });
  });

  it("throws a TypeError on bad params", () => {
    expect(() => inputRequired.elicit({ message: 1 as never, requestedSchema: contact })).toThrow(
      new TypeError("inputRequired.elicit: params.message must be a string, got number"),
    );
    expect(() => inputRequired.elicit({ message: "m", mode: "url" as never, requestedSchema: contact })).toThrow(
      new TypeError('inputRequired.elicit: params.mode must be "form" (use inputRequired.elicitUrl for "url")'),
    );
    expect(() => inputRequired.elicit({ message: "m", requestedSchema: contact }, { revision: "2025-11-25" as const, onUnsupported: "maybe" as never })).toThrow(TypeError);
    expect(() => inputRequired.elicit({ message: "m", requestedSchema: contact, task: "soon" }, { revision: "2025-11-25" })).toThrow(
      new TypeError("inputRequired.elicit: params are not ElicitRequestFormParams at /task"),
    );
  });
});

describe("inputRequired.elicitUrl, createMessage, listRoots", () => {
  it("builds a URL-mode elicitation", () => {
    const request = inputRequired.elicitUrl({ message: "Sign in", url: "https://example.com/auth?x=1", elicitationId: "e1" });
    expect(request).toEqual({
      method: "elicitation/create",
      params: { mode: "url", message: "Sign in", url: "https://example.com/auth?x=1", elicitationId: "e1" },
    });
    expect(conforms("ElicitRequest", request)).toBe(true);
  });

  it("rejects a URL that is not a URI", () => {
    expect(() => inputRequired.elicitUrl({ message: "m", url: "not a url" })).toThrow(
      new TypeError('inputRequired.elicitUrl: params.url must be a URI, got "not a url"'),
    );
    expect(() => inputRequired.elicitUrl({ message: "m", url: 5 as never })).toThrow(
      new TypeError("inputRequired.elicitUrl: params.url must be a string, got number"),
    );
  });

  it("builds a sampling request", () => {
    const request = inputRequired.createMessage({
      messages: [{ role: "user", content: { type: "text", text: "Summarize" } }],
      maxTokens: 100,
      systemPrompt: "Be brief",
    });
    expect(request).toEqual({
      method: "sampling/createMessage",
      params: { messages: [{ role: "user", content: { type: "text", text: "Summarize" } }], maxTokens: 100, systemPrompt: "Be brief" },
    });
    expect(conforms("CreateMessageRequest", request)).toBe(true);
    expect(() => inputRequired.createMessage({ messages: [], maxTokens: 1.5 })).toThrow(
      new TypeError("inputRequired.createMessage: params.maxTokens must be an integer"),
    );
    expect(() => inputRequired.createMessage({ messages: [{ role: "system", content: "x" } as never], maxTokens: 1 })).toThrow(
      new TypeError('inputRequired.createMessage: params.messages[0] must be { role: "user" | "assistant", content }'),
    );
  });

  it("builds a roots request", () => {
    expect(inputRequired.listRoots()).toEqual({ method: "roots/list" });
    expect(inputRequired.listRoots({ _meta: { "com.example/a": 1 } })).toEqual({ method: "roots/list", params: { _meta: { "com.example/a": 1 } } });
    expect(conforms("ListRootsRequest", inputRequired.listRoots())).toBe(true);
  });
});
