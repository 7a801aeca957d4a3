import type { StandardSchemaV1 } from "@standard-schema/spec";
import { type } from "arktype";
import * as v from "valibot";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import {
  acceptedContent,
  inputRequired,
  inputResponse,
  readElicitation,
  validateContent,
  type ElicitContent,
  type ElicitationOutcome,
} from "../src/index.js";

const bad = { email: "nope", age: 2, color: "blue" };
const good = { email: "a@b.co", color: "red", age: 30 };
const accept = (content?: unknown) => ({ k: content === undefined ? { action: "accept" } : { action: "accept", content } });

const zodForm = z.object({ email: z.email(), age: z.int().min(18).optional(), color: z.enum(["red", "green"]) });
const valibotForm = v.object({
  email: v.pipe(v.string(), v.email()),
  age: v.optional(v.pipe(v.number(), v.integer(), v.minValue(18))),
  color: v.picklist(["red", "green"]),
});
const arkForm = type({ email: "string.email", "age?": "number.integer >= 18", color: "'red' | 'green'" });

describe("inputResponse", () => {
  it("is missing when there is no entry", () => {
    expect(inputResponse(undefined, "k")).toEqual({ kind: "missing" });
    expect(inputResponse({}, "k")).toEqual({ kind: "missing" });
    expect(inputResponse(null, "k")).toEqual({ kind: "missing" });
  });

  it("is invalid when inputResponses is not an object", () => {
    expect(inputResponse("garbage", "k")).toEqual({
      kind: "invalid",
      issues: [{ path: "", code: "invalid-value", message: "inputResponses must be an object, got string" }],
    });
    expect(inputResponse([{ action: "accept" }], "0")).toEqual({
      kind: "invalid",
      issues: [{ path: "", code: "invalid-value", message: "inputResponses must be an object, got an array" }],
    });
  });

  it("never reads prototype keys", () => {
    expect(inputResponse(Object.create({ k: { action: "accept", content: {} } }), "k")).toEqual({ kind: "missing" });
    expect(inputResponse({}, "toString")).toEqual({ kind: "missing" });
    expect(inputResponse({}, "__proto__")).toEqual({ kind: "missing" });
  });

  it("reads an own __proto__ key as an ordinary key, and refuses content that holds one", () => {
    const responses = JSON.parse('{"__proto__": {"action": "accept", "content": {"name": "a", "__proto__": {"isAdmin": true}, "constructor": 1}}}');
    expect(inputResponse(responses, "__proto__")).toEqual({
      kind: "invalid",
      issues: [
        { path: "/content/__proto__", code: "undeclared-key", message: "is a name no requestedSchema can declare" },
        { path: "/content/constructor", code: "undeclared-key", message: "is a name no requestedSchema can declare" },
      ],
    });
    expect(acceptedContent(responses, "__proto__")).toBe(undefined);
    expect(readElicitation(responses, "__proto__", z.object({ name: z.string() })).status).toBe("invalid");
    expect(({} as { isAdmin?: boolean }).isAdmin).toBe(undefined);
  });

  it("returns accepted content as a plain object", () => {
    const view = inputResponse(JSON.parse('{"k": {"action": "accept", "content": {"a": 1}}}'), "k");
    expect(view.kind === "elicit" && Object.getPrototypeOf(view.content)).toBe(Object.prototype);
  });

  it("views an ElicitResult", () => {
    expect(inputResponse(accept({ a: 1, b: ["x"] }), "k")).toEqual({ kind: "elicit", action: "accept", content: { a: 1, b: ["x"] } });
    expect(inputResponse(accept(), "k")).toEqual({ kind: "elicit", action: "accept", content: undefined });
    expect(inputResponse({ k: { action: "decline", content: { ignored: 1 } } }, "k")).toEqual({ kind: "elicit", action: "decline", content: undefined });
    expect(inputResponse({ k: { action: "cancel" } }, "k")).toEqual({ kind: "elicit", action: "cancel", content: undefined });
  });

  it("views a ListRootsResult and a CreateMessageResult", () => {
    expect(inputResponse({ k: { roots: [{ uri: "file:///repo", name: "repo" }] } }, "k")).toEqual({
      kind: "roots",
      roots: [{ uri: "file:///repo", name: "repo" }],
    });
    const sampled = { model: "m1", role: "assistant", content: { type: "text", text: "hi" }, stopReason: "endTurn" };
    expect(inputResponse({ k: sampled }, "k")).toEqual({ kind: "sampling", result: sampled });
  });

  it("reports garbage entries as invalid, with paths into the entry", () => {
    expect(inputResponse({ k: 5 }, "k")).toEqual({ kind: "invalid", issues: [{ path: "", code: "type-mismatch", message: "must be an object, got number" }] });
    expect(inputResponse({ k: null }, "k")).toEqual({ kind: "invalid", issues: [{ path: "", code: "type-mismatch", message: "must be an object, got null" }] });
    expect(inputResponse({ k: { hello: 1 } }, "k")).toEqual({
      kind: "invalid",
      issues: [{ path: "", code: "unknown-response", message: "is none of CreateMessageResult, ListRootsResult, ElicitResult" }],
    });
    expect(inputResponse({ k: { action: "yes" } }, "k")).toEqual({
      kind: "invalid",
      issues: [{ path: "/action", code: "not-in-enum", message: "must be one of accept, decline, cancel" }],
    });
    expect(inputResponse(accept("text"), "k")).toEqual({
      kind: "invalid",
      issues: [{ path: "/content", code: "type-mismatch", message: "must be an object, got string" }],
    });
    expect(inputResponse({ k: { roots: [{ name: "x" }, 3] } }, "k")).toEqual({
      kind: "invalid",
      issues: [
        { path: "/roots/0/uri", code: "type-mismatch", message: "must be a string" },
        { path: "/roots/1", code: "type-mismatch", message: "must be an object, got number" },
      ],
    });
    expect(inputResponse({ k: { model: 1, role: "system", content: "x" } }, "k")).toEqual({
      kind: "invalid",
      issues: [
        { path: "/model", code: "type-mismatch", message: "must be a string" },
        { path: "/role", code: "not-in-enum", message: "must be user or assistant" },
        { path: "/content", code: "type-mismatch", message: "must be a content block or a list of them" },
      ],
    });
  });

  it("never throws on hostile input", () => {
    const throwingMap = new Proxy({}, { getOwnPropertyDescriptor() { throw new Error("trap"); } });
    expect(inputResponse(throwingMap, "k")).toEqual({ kind: "invalid", issues: [{ path: "", code: "invalid-value", message: "reading it threw: trap" }] });
    const getter = { get k(): unknown { throw new Error("getter"); } };
    expect(inputResponse(getter, "k")).toEqual({ kind: "invalid", issues: [{ path: "", code: "invalid-value", message: "reading it threw: getter" }] });
    const content: Record<string, unknown> = { get a(): unknown { throw new Error("inner"); } };
    expect(inputResponse(accept(content), "k")).toEqual({
      kind: "invalid",
      issues: [{ path: "/content/a", code: "invalid-value", message: "reading it threw: inner" }],
    });
    const trapped = new Proxy({}, { getPrototypeOf() { throw new Error("proto"); } });
    const hostileMap = { get k(): unknown { throw trapped; } };
    expect(inputResponse(hostileMap, "k")).toEqual({ kind: "invalid", issues: [{ path: "", code: "invalid-value", message: "reading it threw: error" }] });
    const nasty = new Error("x");
    Object.defineProperty(nasty, "message", { get() { throw new Error("again"); } });
    for (const thrown of [trapped, nasty, 42]) {
      const hostileContent = { get a(): unknown { throw thrown; } };
      expect(inputResponse(accept(hostileContent), "k")).toEqual({
        kind: "invalid",
        issues: [{ path: "/content/a", code: "invalid-value", message: "reading it threw: error" }],
      });
    }
    const cyclic: Record<string, unknown> = { action: "accept" };
    cyclic["content"] = { self: cyclic };
    expect(inputResponse({ k: cyclic }, "k")).toEqual({
      kind: "invalid",
      issues: [{ path: "/content/self", code: "invalid-value", message: "the object graph contains a cycle" }],
    });
    let deep: unknown = "x";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const view = inputResponse(accept({ deep }), "k");
    expect(view.kind).toBe("invalid");
    expect(view.kind === "invalid" && view.issues.map((i) => i.message)).toEqual(["nested deeper than 64 JSON levels"]);
  });

  it("throws a TypeError when the key is not a string", () => {
    expect(() => inputResponse({}, 1 as never)).toThrow(new TypeError("inputResponse: key must be a string, got number"));
  });
});

describe("readElicitation", () => {
  it.each([
    ["zod", zodForm],
    ["valibot", valibotForm],
    ["arktype", arkForm],
  ] as const)("accepts valid content (%s)", (_, schema) => {
    expect(readElicitation(accept(good), "k", schema)).toEqual({ status: "accepted", value: good });
  });

  it("reports zod's issues as JSON Pointers", () => {
    expect(readElicitation(accept(bad), "k", zodForm)).toEqual({
      status: "invalid",
      issues: [
        { path: "/email", code: "schema-rejected", message: "Invalid email address" },
        { path: "/age", code: "schema-rejected", message: "Too small: expected number to be >=18" },
        { path: "/color", code: "schema-rejected", message: 'Invalid option: expected one of "red"|"green"' },
      ],
    });
  });

  it("reports Valibot's issues as JSON Pointers", () => {
    expect(readElicitation(accept(bad), "k", valibotForm)).toEqual({
      status: "invalid",
      issues: [
        { path: "/email", code: "schema-rejected", message: 'Invalid email: Received "nope"' },
        { path: "/age", code: "schema-rejected", message: "Invalid value: Expected >=18 but received 2" },
        { path: "/color", code: "schema-rejected", message: 'Invalid type: Expected ("red" | "green") but received "blue"' },
      ],
    });
    expect(readElicitation(accept({ tags: ["a", "c"] }), "k", v.object({ tags: v.array(v.picklist(["a", "b"])) }))).toEqual({
      status: "invalid",
      issues: [{ path: "/tags/1", code: "schema-rejected", message: 'Invalid type: Expected ("a" | "b") but received "c"' }],
    });
    // A list holding a number is no ElicitResult content value (the wire's string | number | boolean | string[]).
    expect(readElicitation(accept({ tags: ["a", 1] }), "k", v.object({ tags: v.array(v.string()) }))).toEqual({
      status: "invalid",
      issues: [{ path: "/content/tags", code: "malformed-response", message: "must be a string, a number, a boolean or a list of strings" }],
    });
  });

  it("reports ArkType's issues as JSON Pointers", () => {
    expect(readElicitation(accept(bad), "k", arkForm)).toEqual({
      status: "invalid",
      issues: [
        { path: "/color", code: "schema-rejected", message: 'color must be "green" or "red" (was "blue")' },
        { path: "/email", code: "schema-rejected", message: 'email must be an email address (was "nope")' },
        { path: "/age", code: "schema-rejected", message: "age must be at least 18 (was 2)" },
      ],
    });
  });

  it("maps PropertyKey and { key } path segments, escaping per RFC 6901", () => {
    const schema: StandardSchemaV1<unknown, never> = {
      "~standard": {
        version: 1,
        vendor: "test",
        validate: () => ({ issues: [{ message: "m", path: [{ key: "a/b" }, 0, Symbol("s"), "~"] }, { message: "root" }] }),
      },
    };
    expect(readElicitation(accept({}), "k", schema)).toEqual({
      status: "invalid",
      issues: [
        { path: "/a~1b/0/s/~0", code: "schema-rejected", message: "m" },
        { path: "", code: "schema-rejected", message: "root" },
      ],
    });
  });

  it("reads accepted content without a content key as {}", () => {
    expect(readElicitation(accept(), "k", z.object({ note: z.string().optional() }))).toEqual({ status: "accepted", value: {} });
    expect(readElicitation(accept(), "k", zodForm)).toEqual({
      status: "invalid",
      issues: [
        { path: "/email", code: "schema-rejected", message: "Invalid input: expected string, received undefined" },
        { path: "/color", code: "schema-rejected", message: 'Invalid option: expected one of "red"|"green"' },
      ],
    });
  });

  it("tells declined, cancelled and missing apart", () => {
    expect(readElicitation({ k: { action: "decline" } }, "k", zodForm)).toEqual({ status: "declined" });
    expect(readElicitation({ k: { action: "cancel" } }, "k", zodForm)).toEqual({ status: "cancelled" });
    expect(readElicitation(undefined, "k", zodForm)).toEqual({ status: "missing" });
    expect(readElicitation({ other: { action: "accept" } }, "k", zodForm)).toEqual({ status: "missing" });
  });

  it("reports malformed and foreign entries as invalid", () => {
    expect(readElicitation({ k: { action: "ok" } }, "k", zodForm)).toEqual({
      status: "invalid",
      issues: [{ path: "/action", code: "malformed-response", message: "must be one of accept, decline, cancel" }],
    });
    expect(readElicitation({ k: 7 }, "k", zodForm)).toEqual({
      status: "invalid",
      issues: [{ path: "", code: "malformed-response", message: "must be an object, got number" }],
    });
    expect(readElicitation({ k: { roots: [] } }, "k", zodForm)).toEqual({
      status: "invalid",
      issues: [{ path: "", code: "not-an-elicit-result", message: "is a roots result, not an ElicitResult" }],
    });
  });

  it("reads a misbehaving Standard Schema's verdict without crashing", () => {
    const returning = (result: unknown) => ({ "~standard": { version: 1, vendor: "acme", validate: () => result } }) as never;
    expect(() => readElicitation(accept(good), "k", returning(42))).toThrow(
      new TypeError("readElicitation: the schema's ~standard.validate returned number, not { value } or { issues }"),
    );
    expect(() => readElicitation(accept(good), "k", returning(null))).toThrow(
      new TypeError("readElicitation: the schema's ~standard.validate returned null, not { value } or { issues }"),
    );
    expect(() => readElicitation(accept(good), "k", returning({}))).toThrow(
      new TypeError("readElicitation: the schema's ~standard.validate returned an object with neither value nor issues"),
    );
    expect(() => readElicitation(accept(good), "k", returning({ issues: "nope" }))).toThrow(
      new TypeError("readElicitation: the schema's ~standard.validate returned issues that are string, not an array"),
    );
    expect(readElicitation(accept(good), "k", returning({ issues: [] }))).toEqual({
      status: "invalid",
      issues: [{ path: "", code: "schema-rejected", message: "rejected by the schema without an issue" }],
    });
    expect(readElicitation(accept(good), "k", returning({ issues: [null, { path: "email", message: 3 }] }))).toEqual({
      status: "invalid",
      issues: [
        { path: "", code: "schema-rejected", message: "rejected by the schema" },
        { path: "/email", code: "schema-rejected", message: "rejected by the schema" },
      ],
    });
  });

  it("throws a TypeError for an async schema", () => {
    const schema = z.object({ email: z.string().refine(async () => true) });
    expect(() => readElicitation(accept({ email: "x" }), "k", schema)).toThrow(
      new TypeError(
        "readElicitation: the schema is asynchronous (its ~standard.validate returned a Promise); use a schema without async refinements or transforms",
      ),
    );
  });

  it("throws a TypeError when the schema is not a Standard Schema", () => {
    expect(() => readElicitation(accept(good), "k", { type: "object" } as never)).toThrow(
      new TypeError("readElicitation: schema must be a Standard Schema (zod, Valibot, ArkType, …)"),
    );
  });

  it("enforces what onUnsupported: \"drop\" left off the wire", () => {
    const schema = z.object({ code: z.string().regex(/^[A-Z]+$/) });
    const request = inputRequired.elicit({ message: "Code?", requestedSchema: schema }, { onUnsupported: "drop" });
    const wire = request.params.mode === "url" ? undefined : request.params.requestedSchema;
    expect(validateContent(wire!, { code: "abc" })).toEqual({ valid: true, issues: [] });
    expect(readElicitation(accept({ code: "abc" }), "k", schema)).toEqual({
      status: "invalid",
      issues: [{ path: "/code", code: "schema-rejected", message: "Invalid string: must match pattern /^[A-Z]+$/" }],
    });
    expect(readElicitation(accept({ code: "ABC" }), "k", schema)).toEqual({ status: "accepted", value: { code: "ABC" } });
  });

  it("infers the schema's output type", () => {
    const schema = z.object({ n: z.string().transform((s) => s.length) });
    const outcome = readElicitation(accept({ n: "abc" }), "k", schema);
    expectTypeOf(outcome).toEqualTypeOf<ElicitationOutcome<{ n: number }>>();
    expect(outcome).toEqual({ status: "accepted", value: { n: 3 } });
  });
});

describe("acceptedContent", () => {
  it("returns the validated, typed value or undefined", () => {
    const value = acceptedContent(accept(good), "k", zodForm);
    expectTypeOf(value).toEqualTypeOf<{ email: string; age?: number | undefined; color: "red" | "green" } | undefined>();
    expect(value).toEqual(good);
    expect(acceptedContent(accept(bad), "k", valibotForm)).toBeUndefined();
    expect(acceptedContent({ k: { action: "decline" } }, "k", arkForm)).toBeUndefined();
    expect(acceptedContent(undefined, "k", zodForm)).toBeUndefined();
  });

  it("returns the raw content snapshot without a schema", () => {
    const content = { a: 1, b: ["x"] };
    const value = acceptedContent(accept(content), "k");
    expectTypeOf(value).toEqualTypeOf<ElicitContent | undefined>();
    expect(value).toEqual(content);
    expect(value).not.toBe(content);
    expect(acceptedContent(accept(), "k")).toEqual({});
    expect(acceptedContent({ k: { action: "cancel" } }, "k")).toBeUndefined();
    expect(acceptedContent({ k: "garbage" }, "k")).toBeUndefined();
  });

  it("reads a misbehaving Standard Schema's verdict without crashing", () => {
    const returning = (result: unknown) => ({ "~standard": { version: 1, vendor: "acme", validate: () => result } }) as never;
    expect(() => readElicitation(accept(good), "k", returning(42))).toThrow(
      new TypeError("readElicitation: the schema's ~standard.validate returned number, not { value } or { issues }"),
    );
    expect(() => readElicitation(accept(good), "k", returning(null))).toThrow(
      new TypeError("readElicitation: the schema's ~standard.validate returned null, not { value } or { issues }"),
    );
    expect(() => readElicitation(accept(good), "k", returning({}))).toThrow(
      new TypeError("readElicitation: the schema's ~standard.validate returned an object with neither value nor issues"),
    );
    expect(() => readElicitation(accept(good), "k", returning({ issues: "nope" }))).toThrow(
      new TypeError("readElicitation: the schema's ~standard.validate returned issues that are string, not an array"),
    );
    expect(readElicitation(accept(good), "k", returning({ issues: [] }))).toEqual({
      status: "invalid",
      issues: [{ path: "", code: "schema-rejected", message: "rejected by the schema without an issue" }],
    });
    expect(readElicitation(accept(good), "k", returning({ issues: [null, { path: "email", message: 3 }] }))).toEqual({
      status: "invalid",
      issues: [
        { path: "", code: "schema-rejected", message: "rejected by the schema" },
        { path: "/email", code: "schema-rejected", message: "rejected by the schema" },
      ],
    });
  });

  it("throws a TypeError for an async schema", () => {
    const schema = v.objectAsync({ a: v.pipeAsync(v.string(), v.checkAsync(async () => true)) });
    expect(() => acceptedContent(accept({ a: "x" }), "k", schema)).toThrow(
      new TypeError(
        "acceptedContent: the schema is asynchronous (its ~standard.validate returned a Promise); use a schema without async refinements or transforms",
      ),
    );
  });
});
