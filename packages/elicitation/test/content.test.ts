import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { contentValidator, RequestedSchemaError, validateContent, type RequestedSchema } from "../src/index.js";

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

const fixture = JSON.parse(
  readFileSync(new URL("../../../fixtures/servers/server-everything.elicitation.json", import.meta.url), "utf8"),
) as { params: { requestedSchema: RequestedSchema } };
const everything = fixture.params.requestedSchema;

/** Content for every field of the server-everything form, all valid. */
const full = {
  name: "Ada Lovelace",
  check: true,
  firstLine: "It was a dark and stormy night.",
  email: "ada@example.com",
  homepage: "https://example.com/ada",
  birthdate: "1815-12-10",
  integer: 42,
  number: 3.14,
  untitledSingleSelectEnum: "Joey",
  untitledMultipleSelectEnum: ["Guitar", "Drums"],
  titledSingleSelectEnum: "hero-2",
  titledMultipleSelectEnum: ["fish-1", "fish-3"],
  legacyTitledEnum: "pet-4",
};

const form = (properties: Record<string, unknown>, required?: string[]): RequestedSchema =>
  ({ type: "object", properties, ...(required && { required }) }) as RequestedSchema;

describe("validateContent: server-everything requestedSchema", () => {
  it("accepts content for every field", () => {
    expect(validateContent(everything, full)).toEqual({ valid: true, issues: [] });
  });

  it("accepts the required field alone", () => {
    expect(validateContent(everything, { name: "x" })).toEqual({ valid: true, issues: [] });
  });

  it("accepts the revision 2026-07-28", () => {
    expect(validateContent(everything, full, { revision: "2026-07-28" })).toEqual({ valid: true, issues: [] });
  });

  it("reports a missing required field", () => {
    expect(validateContent(everything, {})).toEqual({
      valid: false,
      issues: [{ path: "/name", code: "required-missing", message: "is required" }],
    });
  });

  type Row = [field: string, value: unknown, issues: { path: string; code: string; message: string }[]];
  /**
   * A row: `value` for `field` in otherwise valid content gives exactly one issue, `code` with
   * `message`, at `/field`, or at `/field/item` for one selection of a multi-select.
   */
  const issue = (field: string, value: unknown, code: string, message: string, item?: number): Row => [
    field,
    value,
    [{ path: item === undefined ? `/${field}` : `/${field}/${item}`, code, message }],
  ];
  const invalid: Row[] = [
    issue("name", 5, "type-mismatch", "must be a string, got integer"),
    issue("check", "true", "type-mismatch", "must be a boolean, got string"),
    issue("firstLine", null, "type-mismatch", "must be a string, got null"),
    issue("email", "ada@", "format-mismatch", "must be a valid email"),
    issue("homepage", "not a uri", "format-mismatch", "must be a valid uri"),
    issue("birthdate", "2023-02-29", "format-mismatch", "must be a valid date"),
    issue("birthdate", "1815-12-10T00:00:00Z", "format-mismatch", "must be a valid date"),
    issue("integer", "5", "type-mismatch", "must be an integer, got string"),
    issue("integer", 1.5, "type-mismatch", "must be an integer, got number"),
    issue("integer", 0, "too-small", "must be at least 1"),
    issue("integer", 101, "too-large", "must be at most 100"),
    issue("number", "3.14", "type-mismatch", "must be a number, got string"),
    issue("number", -0.5, "too-small", "must be at least 0"),
    issue("number", 1000.5, "too-large", "must be at most 1000"),
    issue("untitledSingleSelectEnum", "Gunther", "not-in-enum", '"Gunther" is not one of the options'),
    issue("untitledSingleSelectEnum", ["Joey"], "type-mismatch", "must be a string, got array"),
    issue("untitledMultipleSelectEnum", "Guitar", "type-mismatch", "must be an array, got string"),
    issue("untitledMultipleSelectEnum", [], "too-few-items", "must be at least 1 selection"),
    issue(
      "untitledMultipleSelectEnum",
      ["Guitar", "Piano", "Violin", "Drums"],
      "too-many-items",
      "must be at most 3 selections",
    ),
    issue("untitledMultipleSelectEnum", ["Guitar", "Guitar"], "duplicate-item", '"Guitar" is selected twice', 1),
    issue("untitledMultipleSelectEnum", ["Kazoo"], "not-in-enum", '"Kazoo" is not one of the options', 0),
    issue("untitledMultipleSelectEnum", [1], "type-mismatch", "must be a string, got integer", 0),
    issue("untitledMultipleSelectEnum", [["Guitar"]], "type-mismatch", "must be a string, got array", 0),
    issue("titledSingleSelectEnum", "Superman", "not-in-enum", '"Superman" is not one of the options'),
    issue("titledMultipleSelectEnum", ["Tuna"], "not-in-enum", '"Tuna" is not one of the options', 0),
    issue("titledMultipleSelectEnum", ["fish-2", "fish-2"], "duplicate-item", '"fish-2" is selected twice', 1),
    issue("legacyTitledEnum", "Cats", "not-in-enum", '"Cats" is not one of the options'),
  ];

  it.each(invalid)("rejects %s = %j", (field, value, issues) => {
    expect(validateContent(everything, { ...full, [field]: value })).toEqual({ valid: false, issues });
  });

  it("reports every problem, in schema order, then undeclared keys", () => {
    const content = JSON.parse('{"extra": 1, "integer": 0, "name": 1, "__proto__": {"polluted": true}}');
    expect(validateContent(everything, content)).toEqual({
      valid: false,
      issues: [
        { path: "/name", code: "type-mismatch", message: "must be a string, got integer" },
        { path: "/integer", code: "too-small", message: "must be at least 1" },
        { path: "/extra", code: "undeclared-key", message: "is not a property of the requestedSchema" },
        { path: "/__proto__", code: "undeclared-key", message: "is not a property of the requestedSchema" },
      ],
    });
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("never reads inherited keys: content with a prototype other than Object's is not plain", () => {
    const content = Object.create({ name: "inherited" });
    expect(validateContent(everything, content)).toEqual({
      valid: false,
      issues: [{ path: "", code: "type-mismatch", message: "must be a plain object, got an instance of a class" }],
    });
  });
});

describe("validateContent: values", () => {
  it("counts string lengths in Unicode code points", () => {
    const schema = form({ s: { type: "string", minLength: 2, maxLength: 3 } });
    expect(validateContent(schema, { s: "😀😀😀" })).toEqual({ valid: true, issues: [] });
    expect(validateContent(schema, { s: "😀😀😀😀" })).toEqual({
      valid: false,
      issues: [{ path: "/s", code: "too-long", message: "must be at most 3 characters" }],
    });
    expect(validateContent(schema, { s: "😀" })).toEqual({
      valid: false,
      issues: [{ path: "/s", code: "too-short", message: "must be at least 2 characters" }],
    });
  });

  it("checks date-time", () => {
    const schema = form({ at: { type: "string", format: "date-time" } });
    expect(validateContent(schema, { at: "2025-11-25T10:00:00Z" }).valid).toBe(true);
    expect(validateContent(schema, { at: "2025-11-25 10:00" })).toEqual({
      valid: false,
      issues: [{ path: "/at", code: "format-mismatch", message: "must be a valid date-time" }],
    });
  });

  it("escapes property names in paths (RFC 6901)", () => {
    const schema = form({ "a/b~c": { type: "boolean" } }, ["a/b~c"]);
    expect(validateContent(schema, {})).toEqual({
      valid: false,
      issues: [{ path: "/a~1b~0c", code: "required-missing", message: "is required" }],
    });
  });

  it("rejects content that is not an object", () => {
    for (const [content, kind] of [[null, "null"], [[], "array"], ["x", "string"], [undefined, "undefined"]] as const) {
      expect(validateContent(everything, content)).toEqual({
        valid: false,
        issues: [{ path: "", code: "type-mismatch", message: `must be an object, got ${kind}` }],
      });
    }
  });

  it("accepts content with a null prototype", () => {
    expect(validateContent(everything, Object.assign(Object.create(null), { name: "x" }))).toEqual({ valid: true, issues: [] });
  });
});

describe("validateContent: hostile content", () => {
  it("turns a throwing getter into an issue", () => {
    const content = { get name(): string { throw new Error("no"); } };
    expect(validateContent(everything, content)).toEqual({
      valid: false,
      issues: [{ path: "/name", code: "invalid-value", message: "reading it threw: no" }],
    });
  });

  it("turns a Proxy whose traps throw into an issue", () => {
    const content = new Proxy({}, { ownKeys() { throw new Error("trap"); } });
    expect(validateContent(everything, content)).toEqual({
      valid: false,
      issues: [{ path: "", code: "invalid-value", message: "reading it threw: trap" }],
    });
  });

  it("survives hostile thrown values: a non-Error, an Error whose message getter throws, a Proxy", () => {
    const nasty = new Error("x");
    Object.defineProperty(nasty, "message", { get() { throw new Error("again"); } });
    const trapped = new Proxy({}, { getPrototypeOf() { throw new Error("proto"); } });
    for (const thrown of [42, nasty, trapped, { message: 5 }]) {
      const content = { get name(): string { throw thrown; } };
      expect(validateContent(everything, content)).toEqual({
        valid: false,
        issues: [{ path: "/name", code: "invalid-value", message: "reading it threw: error" }],
      });
    }
  });

  it("never enters a revoked Proxy value", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(validateContent(everything, { name: proxy, untitledMultipleSelectEnum: [proxy] })).toEqual({
      valid: false,
      issues: [
        { path: "/name", code: "type-mismatch", message: "must be a string, got object" },
        { path: "/untitledMultipleSelectEnum/0", code: "type-mismatch", message: "must be a string, got object" },
      ],
    });
  });

  it("answers in bounded time on huge and deep values", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const sparse: string[] = [];
    sparse.length = 2 ** 32 - 1;
    const started = performance.now();
    const result = validateContent(everything, {
      name: "a".repeat(5_000_000),
      email: `${"a".repeat(5_000_000)}@example.com`,
      homepage: deep,
      untitledMultipleSelectEnum: sparse,
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result).toEqual({
      valid: false,
      issues: [
        { path: "/email", code: "format-mismatch", message: "must be a valid email" },
        { path: "/homepage", code: "type-mismatch", message: "must be a string, got array" },
        {
          path: "/untitledMultipleSelectEnum",
          code: "too-many-items",
          message: "has 4294967295 selections; 5 options can each be selected once",
        },
      ],
    });
  });
});

describe("validateContent: the requestedSchema", () => {
  it("throws RequestedSchemaError when it is not a wire requestedSchema of the revision", () => {
    const run = () => validateContent(everything, { name: "x" }, { revision: "2025-06-18" });
    expect(run).toThrow(RequestedSchemaError);
    try {
      run();
    } catch (error) {
      expect((error as RequestedSchemaError).issues.map((i) => i.code)).toContain("revision-unsupported");
    }
  });

  it("throws RequestedSchemaError on a nested object schema", () => {
    const schema = form({ o: { type: "object", properties: {} } });
    expect(() => validateContent(schema, {})).toThrow(RequestedSchemaError);
  });

  it("throws TypeError on options that are not an object, and shows any bad revision without throwing", () => {
    const bad: unknown[] = ["2025-06-18", ["2025-06-18"], null, 5];
    for (const options of bad) {
      expect(() => validateContent(everything, { name: "x" }, options as never)).toThrow(TypeError);
    }
    const toJsonThrows = { toJSON: () => { throw new RangeError("no"); } };
    expect(() => contentValidator(everything, { revision: toJsonThrows as never })).toThrow(
      new TypeError("options.revision: unknown MCP revision an object; known: 2025-06-18, 2025-11-25, 2026-07-28"),
    );
    expect(() => validateContent(everything, {}, { revision: 10n as never })).toThrow(
      new TypeError("options.revision: unknown MCP revision a bigint; known: 2025-06-18, 2025-11-25, 2026-07-28"),
    );
  });

  it("throws TypeError on an unknown revision", () => {
    expect(() => validateContent(everything, {}, { revision: "2024-01-01" as never })).toThrow(TypeError);
  });
});

describe("validateContent agrees with Ajv 2020 + ajv-formats", () => {
  /** The requestedSchema as Ajv reads it, closed like the wire content: no undeclared keys, no duplicate selections. */
  function closed(schema: RequestedSchema): object {
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, p]) => [name, p.type === "array" ? { ...p, uniqueItems: true } : p]),
    );
    return { ...schema, properties, additionalProperties: false };
  }
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  /** The top-level property each Ajv error is about. */
  function ajvFields(errors: readonly { instancePath: string; params: Record<string, unknown> }[]): string[] {
    const fields = errors.map((e) => {
      const missing = e.params["missingProperty"] ?? e.params["additionalProperty"];
      return typeof missing === "string" ? missing : e.instancePath.split("/")[1]!;
    });
    return [...new Set(fields)].sort();
  }

  const ours = (issues: readonly { path: string }[]) =>
    [...new Set(issues.map((i) => i.path.split("/")[1]!.replaceAll("~1", "/").replaceAll("~0", "~")))].sort();

  const contents: Record<string, unknown>[] = [
    full,
    { name: "x" },
    {},
    ...invalidValues().map(([field, value]) => ({ ...full, [field]: value })),
    { ...full, extra: 1 },
    { name: 1, integer: 0, number: 2000, email: "x", birthdate: "2020-13-01" },
    { name: "😀", homepage: "urn:isbn:0451450523", birthdate: "2024-02-29", email: "a.b+c@sub.example.org" },
    { name: "x", homepage: "//no-scheme", "date-time": 1 },
  ];

  function invalidValues(): [string, unknown][] {
    return [
      ["name", 5], ["check", "true"], ["email", "ada@"], ["email", "ada@example"], ["homepage", "not a uri"],
      ["homepage", "mailto:ada@example.com"], ["birthdate", "2023-02-29"], ["integer", "5"], ["integer", 1.5],
      ["integer", 1], ["integer", 100], ["integer", 0], ["number", 0], ["number", 1000], ["number", 1000.01],
      ["untitledSingleSelectEnum", "Gunther"], ["untitledMultipleSelectEnum", []],
      ["untitledMultipleSelectEnum", ["Bass", "Guitar", "Piano"]],
      ["untitledMultipleSelectEnum", ["Guitar", "Piano", "Violin", "Drums"]],
      ["untitledMultipleSelectEnum", ["Guitar", "Guitar"]], ["untitledMultipleSelectEnum", ["Kazoo"]],
      ["titledSingleSelectEnum", "Superman"], ["titledSingleSelectEnum", "hero-3"],
      ["titledMultipleSelectEnum", ["Tuna"]], ["titledMultipleSelectEnum", ["fish-1", "fish-2", "fish-3"]],
      ["legacyTitledEnum", "Cats"], ["legacyTitledEnum", "pet-5"],
    ];
  }

  const lengths = form(
    {
      s: { type: "string", minLength: 2, maxLength: 3 },
      at: { type: "string", format: "date-time" },
      n: { type: "number", minimum: -1.5, maximum: 2.5 },
      i: { type: "integer" },
    },
    ["s"],
  );
  const lengthContents: Record<string, unknown>[] = [
    { s: "ab" }, { s: "😀😀😀" }, { s: "😀😀😀😀" }, { s: "a" }, { s: "e\u0301e\u0301" }, { s: "abcd" },
    { s: "ab", at: "2025-11-25T10:00:00Z" }, { s: "ab", at: "2025-11-25T10:00:00+05:30" },
    { s: "ab", at: "2025-11-25T25:00:00Z" }, { s: "ab", at: "2025-11-25" }, { s: "ab", n: -1.5 }, { s: "ab", n: -1.51 },
    { s: "ab", n: 2.5 }, { s: "ab", n: 2.6 }, { s: "ab", i: 1e21 }, { s: "ab", i: 2.0 }, { s: "ab", i: 0.1 },
    { s: "ab", i: true }, { at: 5 },
  ];

  const cases: [string, RequestedSchema, Record<string, unknown>[]][] = [
    ["server-everything", everything, contents],
    ["lengths, date-time, bounds", lengths, lengthContents],
  ];
  describe.each(cases)("%s", (_, schema, samples) => {
    const validate = ajv.compile(closed(schema));
    it.each(samples.map((content) => [JSON.stringify(content).slice(0, 80), content] as const))("%s", (_, content) => {
      const ajvValid = validate(content) as boolean;
      const result = validateContent(schema, content);
      expect(result.valid).toBe(ajvValid);
      expect(ours(result.issues)).toEqual(ajvValid ? [] : ajvFields(validate.errors ?? []));
    });
  });
});

describe("contentValidator", () => {
  it("checks many contents as validateContent does, and keeps what it read of the schema", async () => {
    const { contentValidator } = await import("../src/index.js");
    const schema = structuredClone({
      type: "object",
      properties: { age: { type: "integer", minimum: 0 }, tags: { type: "array", items: { type: "string", enum: ["a", "b"] } } },
      required: ["age"],
    }) as never as import("../src/index.js").RequestedSchema;
    const validate = contentValidator(schema);
    (schema.properties["age"] as { minimum?: number }).minimum = 100;
    expect(validate({ age: 5, tags: ["a"] })).toEqual({ valid: true, issues: [] });
    expect(validate({ tags: ["a", "a", "c"], x: 1 })).toEqual({
      valid: false,
      issues: [
        { path: "/age", code: "required-missing", message: "is required" },
        { path: "/tags/1", code: "duplicate-item", message: '"a" is selected twice' },
        { path: "/tags/2", code: "not-in-enum", message: '"c" is not one of the options' },
        { path: "/x", code: "undeclared-key", message: "is not a property of the requestedSchema" },
      ],
    });
  });
});
