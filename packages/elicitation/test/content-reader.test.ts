/**
 * The content reader: the generated reader (`new Function`, one `switch` case per field) and the
 * loop reader give the same issues on every content, and both count a field as present only when
 * the content has it as an own enumerable property (what JSON.stringify would send).
 *
 * Properties run with the fixed seed of arbitraries/runs.ts (`MCP_WIRE_FC_SCALE` multiplies the
 * runs, `MCP_WIRE_FC_SEED` replays another seed).
 */
import fc from "fast-check";
import { REVISIONS, type Revision } from "@mcp-wire/spec";
import { describe, expect, it } from "vitest";
import { contentValidator, validateContent, validateRequestedSchema, type ContentIssue, type RequestedSchema } from "../src/index.js";
import { compileContentValidator, type ContentValidation } from "../src/content.js";
import { compileContentReader, type FieldReading } from "../src/content-reader.js";
import { acceptSource, checkValue } from "../src/values.js";
import { contentFor, valueFor } from "./arbitraries/content.js";
import { PROTOTYPE_NAMES } from "./arbitraries/json.js";
import { validProperty, validRequestedSchema } from "./arbitraries/requested-schema.js";
import { expectCompared, params, runCounts, runsOf, timeoutFor } from "./arbitraries/runs.js";

/** Default runs of each property (× MCP_WIRE_FC_SCALE). */
const RUNS = { generated: 600, names: 600 } as const;

type Obj = Record<string, unknown>;

const form = (properties: Obj, required?: string[]): RequestedSchema =>
  ({ type: "object", properties, ...(required && { required }) }) as unknown as RequestedSchema;

/** RFC 6901 pointer of a top-level content key. */
const at = (name: string) => `/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
const missing = (name: string): ContentIssue => ({ path: at(name), code: "required-missing", message: "is required" });
const undeclared = (name: string): ContentIssue => ({ path: at(name), code: "undeclared-key", message: "is not a property of the requestedSchema" });
const invalid = (issues: ContentIssue[]): ContentValidation => ({ valid: false, issues });
const VALID: ContentValidation = { valid: true, issues: [] };

/** Content made from JSON text, so every key (`__proto__` included) is an own data property. */
function fromEntries(entries: readonly (readonly [string, unknown])[]): Obj {
  return JSON.parse(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`);
}

/**
 * What must hold whatever the reader: exactly the required fields that are not own enumerable keys
 * are `required-missing`; the undeclared keys come last, in `Object.keys` order; the other issues
 * are about declared fields, in schema property order.
 */
function expectReadingRules(schema: Obj, content: Obj, result: ContentValidation): void {
  const names = Object.keys(schema["properties"] as Obj);
  const required = new Set((schema["required"] as string[] | undefined) ?? []);
  const keys = Object.keys(content);
  const declared = new Set(names);
  const issues = result.issues;
  expect(result.valid).toBe(issues.length === 0);
  expect(issues.filter((i) => i.code === "required-missing")).toEqual(names.filter((n) => required.has(n) && !keys.includes(n)).map(missing));
  const extra = keys.filter((k) => !declared.has(k));
  expect(issues.slice(issues.length - extra.length)).toEqual(extra.map(undeclared));
  const fieldIndex = new Map(names.map((n, i) => [at(n), i]));
  const order = issues.slice(0, issues.length - extra.length).map((i) => {
    const head = i.path.split("/").slice(0, 2).join("/");
    expect(fieldIndex.has(head), `issue ${JSON.stringify(i)} is not about a declared field`).toBe(true);
    return fieldIndex.get(head)!;
  });
  expect(order).toEqual([...order].sort((a, b) => a - b));
}

const revision = fc.constantFrom(...REVISIONS);

/** Names the generated reader must embed safely, and names that look like its own locals and keywords. */
const TRICKY_NAMES = [
  '"', "\\", "'", "\u2028", "\u2029", "\ud800", "\udfff", "a\ud83dz", "*/", "/*", "//", "`${x}`", "${x}", "`", "\n", "\r\n", "\0",
  "a/b", "~", "~0", "~1", "a~/b", "</script>", '");throw 1;//', "'];throw 1;//", "toString", "valueOf", "hasOwnProperty",
  "isPrototypeOf", "length", "case", "default", "break", "c", "s", "k", "j", "u", "f", "e", "keys", "v0", "h0", "present0",
  "", " ", "0", "1", "01", "-1", "4294967295",
] as const;

const trickyName: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 4, unit: "binary" }) },
);

/** A valid requestedSchema whose property names are tricky ones. */
function trickySchema(rev: Revision): fc.Arbitrary<Obj> {
  return fc
    .tuple(fc.uniqueArray(fc.tuple(trickyName, validProperty(rev)), { maxLength: 6, selector: ([n]) => n }), fc.nat())
    .map(([entries, pick]) => {
      const properties: Obj = {};
      for (const [name, property] of entries) Object.defineProperty(properties, name, { value: property, enumerable: true, writable: true, configurable: true });
      const required = Object.keys(properties).filter((_, i) => (pick >> i) & 1);
      return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
    })
    .filter((schema) => validateRequestedSchema(schema, { revision: rev }).valid);
}

/** Content as JSON text: declared fields with near-edge values or any JSON, and undeclared keys of every kind. */
function jsonContentFor(schema: Obj): fc.Arbitrary<Obj> {
  const properties = schema["properties"] as Record<string, Obj>;
  const names = Object.keys(properties);
  const anyJson = fc.jsonValue({ maxDepth: 2 });
  const declaredEntry = names.length === 0
    ? fc.constant(undefined)
    : fc.constantFrom(...names).chain((n) => fc.tuple(fc.constant(n), fc.oneof({ weight: 3, arbitrary: valueFor(properties[n]!) }, { weight: 1, arbitrary: anyJson })));
  const undeclaredEntry = fc.tuple(
    fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES, "__proto__", "x", "0", "~", "a/b"), trickyName, fc.string({ maxLength: 3 })),
    anyJson,
  );
  const entry = fc.oneof({ weight: 3, arbitrary: declaredEntry }, { weight: 1, arbitrary: undeclaredEntry });
  return fc.array(entry, { maxLength: names.length + 3 }).map((entries) => fromEntries(entries.filter((e): e is [string, unknown] => e !== undefined)));
}

describe("the generated reader and the loop reader give the same issues", () => {
  function compare(rev: Revision, schema: Obj, content: Obj): void {
    const generated = compileContentValidator(schema as unknown as RequestedSchema, { revision: rev }, { generate: true })(content);
    const loop = compileContentValidator(schema as unknown as RequestedSchema, { revision: rev }, { generate: false })(content);
    expect(generated).toEqual(loop);
    expect(validateContent(schema as unknown as RequestedSchema, content, { revision: rev })).toEqual(loop);
    expectReadingRules(schema, content, loop);
  }

  it(`on generated requestedSchemas and contents (${runsOf(RUNS.generated)} cases)`, () => {
    const cases = revision.chain((rev) =>
      validRequestedSchema(rev)
        .filter((schema) => validateRequestedSchema(schema, { revision: rev }).valid)
        .chain((schema) => fc.oneof(contentFor(schema), jsonContentFor(schema)).map((content) => ({ rev, schema, content }))),
    );
    const seen = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(cases, ({ rev, schema, content }) => {
        compare(rev, schema, content);
        seen[validateContent(schema as unknown as RequestedSchema, content, { revision: rev }).valid ? "valid" : "invalid"] += 1;
      }),
      params(RUNS.generated),
    );
    expect(seen.valid).toBeGreaterThan(runsOf(RUNS.generated) / 10);
    expect(seen.invalid).toBeGreaterThan(runsOf(RUNS.generated) / 10);
  }, timeoutFor(RUNS.generated, 10));

  it(`on property names with quotes, backslashes, line separators, lone surrogates, comment and template syntax (${runsOf(RUNS.names)} cases)`, () => {
    const cases = revision.chain((rev) => trickySchema(rev).chain((schema) => jsonContentFor(schema).map((content) => ({ rev, schema, content }))));
    // compared: the schema declares a name for the generated reader to embed; a form without fields embeds none
    const counts = runCounts("no-fields");
    fc.assert(
      fc.property(cases, ({ rev, schema, content }) => {
        compare(rev, schema, content);
        counts[Object.keys(schema["properties"] as Obj).length > 0 ? "compared" : "no-fields"] += 1;
      }),
      params(RUNS.names),
    );
    expectCompared(counts, RUNS.names, 0.7);
  }, timeoutFor(RUNS.names, 10));
});

/** The server-everything-like fields used by the exact cases. */
const emailField = { type: "string", format: "email" };
const readers = [{ generate: true }, { generate: false }] as const;

describe.each(readers)("reader with generate: $generate", ({ generate }) => {
  const compile = (schema: RequestedSchema) => compileContentValidator(schema, {}, { generate });
  const requiredEmail = form({ email: emailField, note: { type: "string" } }, ["email"]);
  const optionalEmail = form({ email: emailField, note: { type: "string" } });

  it("a declared name on a polluted Object.prototype is absent: required-missing when required, nothing when optional", () => {
    const validateRequired = compile(requiredEmail);
    const validateOptional = compile(optionalEmail);
    let results: ContentValidation[];
    try {
      (Object.prototype as Obj)["email"] = "x@example.com";
      // Compiled while polluted as well: the snapshot of the schema reads own keys only.
      const pollutedRequired = compile(requiredEmail);
      results = [validateRequired({ note: "n" }), validateOptional({ note: "n" }), validateOptional({}), pollutedRequired({}), validateRequired({ email: "ada@example.com" })];
    } finally {
      delete (Object.prototype as Obj)["email"];
    }
    expect(results).toEqual([invalid([missing("email")]), VALID, VALID, invalid([missing("email")]), VALID]);
  });

  it("names that Object.prototype always has (toString, valueOf, hasOwnProperty) are absent unless own", () => {
    const schema = form({ toString: { type: "string" }, valueOf: { type: "number" }, hasOwnProperty: { type: "boolean" } }, ["toString", "valueOf"]);
    const validate = compile(schema);
    expect(validate({})).toEqual(invalid([missing("toString"), missing("valueOf")]));
    expect(validate(JSON.parse('{"hasOwnProperty":true,"valueOf":1,"toString":"x"}'))).toEqual(VALID);
    expect(validate(JSON.parse('{"toString":1,"valueOf":"1"}'))).toEqual(
      invalid([
        { path: "/toString", code: "type-mismatch", message: "must be a string, got integer" },
        { path: "/valueOf", code: "type-mismatch", message: "must be a number, got string" },
      ]),
    );
  });

  it("a non-enumerable own declared property is absent", () => {
    const content = Object.defineProperty({ note: "n" }, "email", { value: "ada@example.com", enumerable: false });
    expect(compile(requiredEmail)(content)).toEqual(invalid([missing("email")]));
    expect(compile(optionalEmail)(content)).toEqual(VALID);
    const invalidValue = Object.defineProperty({}, "email", { value: 5, enumerable: false });
    expect(compile(optionalEmail)(invalidValue)).toEqual(VALID);
  });

  it("a getter that throws is an invalid-value issue; a getter is called once; an undeclared getter is never called", () => {
    const validate = compile(requiredEmail);
    expect(validate({ get email(): string { throw new Error("boom"); } })).toEqual(
      invalid([{ path: "/email", code: "invalid-value", message: "reading it threw: boom" }]),
    );
    expect(validate({ get email(): string { throw "not an Error"; } })).toEqual(
      invalid([{ path: "/email", code: "invalid-value", message: "reading it threw: error" }]),
    );
    let reads = 0;
    expect(validate({ get email(): string { reads += 1; return "ada@example.com"; } })).toEqual(VALID);
    expect(reads).toBe(1);
    let extraReads = 0;
    const content = { email: "ada@example.com", get extra(): string { extraReads += 1; throw new Error("read"); } };
    expect(validate(content)).toEqual(invalid([undeclared("extra")]));
    expect(extraReads).toBe(0);
  });

  it("an own enumerable property holding undefined is present (and not a string)", () => {
    expect(compile(requiredEmail)({ email: undefined })).toEqual(
      invalid([{ path: "/email", code: "type-mismatch", message: "must be a string, got undefined" }]),
    );
  });

  it("a Proxy array as a multi-select value is read once per element; later reads would throw, and nothing escapes", () => {
    const validate = compile(form({ tags: { type: "array", items: { type: "string", enum: ["a", "b", "c"] }, maxItems: 2 } }));
    const reads = new Map<PropertyKey, number>();
    const tags = new Proxy(["a", "c"], {
      get(target, key, receiver) {
        const count = (reads.get(key) ?? 0) + 1;
        reads.set(key, count);
        if (count > 1) throw new Error(`read ${String(key)} twice`);
        return Reflect.get(target, key, receiver);
      },
    });
    expect(validate({ tags })).toEqual(VALID);
    expect(Object.fromEntries(reads)).toEqual({ length: 1, 0: 1, 1: 1 });
    // A second validation reads again: now the trap throws, and it becomes an issue.
    expect(validate({ tags })).toEqual(invalid([{ path: "/tags", code: "invalid-value", message: "reading it threw: read length twice" }]));
  });

  it("a Proxy array whose element read throws is an invalid-value issue at the field", () => {
    const validate = compile(form({ tags: { type: "array", items: { type: "string", enum: ["a"] } } }));
    const tags = new Proxy(["a", "a"], {
      get(target, key, receiver) {
        if (key === "1") throw new Error("element");
        return Reflect.get(target, key, receiver);
      },
    });
    expect(validate({ tags })).toEqual(invalid([{ path: "/tags", code: "invalid-value", message: "reading it threw: element" }]));
  });

  it("a content Proxy: a throwing get trap on a declared key is an issue; undeclared keys are never read", () => {
    const read: PropertyKey[] = [];
    const content = new Proxy(
      { email: "ada@example.com", note: "n", extra: 1 },
      {
        get(target, key, receiver) {
          read.push(key);
          if (key === "note") throw new Error("trap");
          return Reflect.get(target, key, receiver);
        },
      },
    );
    expect(compile(requiredEmail)(content)).toEqual(
      invalid([{ path: "/note", code: "invalid-value", message: "reading it threw: trap" }, undeclared("extra")]),
    );
    expect(read).toEqual(["email", "note"]);
  });

  it("a null-prototype content object is read like a plain one", () => {
    const validate = compile(requiredEmail);
    expect(validate(Object.assign(Object.create(null), { email: "ada@example.com" }))).toEqual(VALID);
    expect(validate(Object.assign(Object.create(null), { note: 1, x: true }))).toEqual(
      invalid([missing("email"), { path: "/note", code: "type-mismatch", message: "must be a string, got integer" }, undeclared("x")]),
    );
  });

  it("content that is not a plain object is refused before any field is read", () => {
    const validate = compile(requiredEmail);
    class Content {
      email = "ada@example.com";
    }
    expect(validate(new Content())).toEqual(invalid([{ path: "", code: "type-mismatch", message: "must be a plain object, got an instance of a class" }]));
    expect(validate(["ada@example.com"])).toEqual(invalid([{ path: "", code: "type-mismatch", message: "must be an object, got array" }]));
  });

  /** A form of `n` integer fields f0…f(n-1), the even ones required. */
  function wide(n: number): RequestedSchema {
    const properties: Obj = {};
    for (let i = 0; i < n; i++) properties[`f${i}`] = { type: "integer", minimum: 0 };
    return form(properties, Object.keys(properties).filter((_, i) => i % 2 === 0));
  }

  it.each([1, 127, 128, 129, 200])("a schema of %i fields validates as a small one does, field by field", (n) => {
    const validate = compile(wide(n));
    const valid: Obj = {};
    for (let i = 0; i < n; i++) valid[`f${i}`] = i;
    expect(validate(valid)).toEqual(VALID);
    // Every field wrong in its own way, the last ones included, and undeclared keys around them.
    const content: Obj = { zz: 1 };
    const expected: ContentIssue[] = [];
    for (let i = 0; i < n; i++) {
      const name = `f${i}`;
      switch (i % 4) {
        case 0: expected.push(missing(name)); break; // required, absent
        case 1: content[name] = -1; expected.push({ path: at(name), code: "too-small", message: "must be at least 0" }); break;
        case 2: content[name] = "1"; expected.push({ path: at(name), code: "type-mismatch", message: "must be an integer, got string" }); break;
        case 3: content[name] = 1.5; expected.push({ path: at(name), code: "type-mismatch", message: "must be an integer, got number" }); break;
      }
    }
    content[`f${n}`] = 0;
    expect(validate(content)).toEqual(invalid([...expected, undeclared("zz"), undeclared(`f${n}`)]));
    // Each field on its own: the same issues as a one-field form gives.
    const small = compile(form({ f0: { type: "integer", minimum: 0 } }, ["f0"]));
    expect(validate({ ...valid, [`f${n - 1}`]: -1 }).issues.map((i) => i.code)).toEqual(small({ f0: -1 }).issues.map((i) => i.code));
  });

  it("field names with quotes, backslashes, U+2028, lone surrogates, */ and `${x}` are read by their exact names", () => {
    const names = ['"', "\\", "\u2028", "\u2029", "\ud800", "x\udc00", "*/", "`${x}`", "'", "a/b", "~", "~1", '");throw 1;//', "\n"];
    const properties: Obj = {};
    for (const name of names) properties[name] = { type: "string", minLength: 2 };
    const validate = compile(form(properties, names));
    expect(validate({})).toEqual(
      invalid([
        { path: '/"', code: "required-missing", message: "is required" },
        { path: "/\\", code: "required-missing", message: "is required" },
        { path: "/\u2028", code: "required-missing", message: "is required" },
        { path: "/\u2029", code: "required-missing", message: "is required" },
        { path: "/\ud800", code: "required-missing", message: "is required" },
        { path: "/x\udc00", code: "required-missing", message: "is required" },
        { path: "/*~1", code: "required-missing", message: "is required" },
        { path: "/`${x}`", code: "required-missing", message: "is required" },
        { path: "/'", code: "required-missing", message: "is required" },
        { path: "/a~1b", code: "required-missing", message: "is required" },
        { path: "/~0", code: "required-missing", message: "is required" },
        { path: "/~01", code: "required-missing", message: "is required" },
        { path: '/");throw 1;~1~1', code: "required-missing", message: "is required" },
        { path: "/\n", code: "required-missing", message: "is required" },
      ]),
    );
    expect(validate(Object.fromEntries(names.map((n) => [n, "ok"])))).toEqual(VALID);
    expect(validate(Object.fromEntries(names.map((n) => [n, "x"])))).toEqual(
      invalid(names.map((n) => ({ path: at(n), code: "too-short", message: "must be at least 2 characters" }))),
    );
    // Near misses of those names are other keys: undeclared, in content order.
    const near = ["\\\\", "\\u2028", "\ud801", "*", "${x}", "a~1b", "~0"];
    expect(validate(Object.fromEntries([...names.map((n) => [n, "ok"]), ...near.map((n) => [n, "ok"])]))).toEqual(invalid(near.map(undeclared)));
  });

  it("issues: schema property order, then undeclared keys in content (Object.keys) order", () => {
    const validate = compile(form({ b: { type: "string" }, a: { type: "string" }, c: { type: "boolean" } }, ["a", "c"]));
    const content = JSON.parse('{"z":1,"c":5,"__proto__":{},"y":2,"b":1,"constructor":null,"1":0,"toString":"s"}');
    expect(validate(content)).toEqual(
      invalid([
        { path: "/b", code: "type-mismatch", message: "must be a string, got integer" },
        missing("a"),
        { path: "/c", code: "type-mismatch", message: "must be a boolean, got integer" },
        undeclared("1"),
        undeclared("z"),
        undeclared("__proto__"),
        undeclared("y"),
        undeclared("constructor"),
        undeclared("toString"),
      ]),
    );
    expect(({} as Obj)["z"]).toBeUndefined();
  });

  it("an empty form: every key is undeclared, none is read", () => {
    const validate = compile(form({}));
    expect(validate({})).toEqual(VALID);
    expect(validate({ get a(): never { throw new Error("read"); }, b: 1 })).toEqual(invalid([undeclared("a"), undeclared("b")]));
  });
});

describe("compileContentReader", () => {
  type Log = string[];
  function fields(names: readonly string[]): FieldReading<Log>[] {
    return names.map((name) => ({
      name,
      present: (value, log) => void log.push(`present ${name}=${JSON.stringify(value)}`),
      absent: (log) => void log.push(`absent ${name}`),
      threw: (cause, log) => void log.push(`threw ${name}: ${(cause as Error).message}`),
    }));
  }

  it.each(readers)("calls each field once, in field order, and returns the undeclared keys in key order (generate: $generate)", ({ generate }) => {
    const read = compileContentReader(fields(["b", "a", '"', "c"]), { generate });
    const content = { x: 0, a: 1, get c(): never { throw new Error("c"); }, '"': "q", y: 2 };
    const log: Log = [];
    expect(read(content, Object.keys(content), log)).toEqual(["x", "y"]);
    expect(log).toEqual(["absent b", "present a=1", 'present "="q"', "threw c: c"]);
    const none: Log = [];
    expect(read({ a: 1 }, ["a"], none)).toBeUndefined();
    expect(none).toEqual(["absent b", "present a=1", 'absent "', "absent c"]);
  });

  it.each(readers)("reads only the keys it is given, even when the object has others (generate: $generate)", ({ generate }) => {
    const read = compileContentReader(fields(["a", "b"]), { generate });
    const log: Log = [];
    expect(read({ a: 1, b: 2 }, ["b", "z"], log)).toEqual(["z"]);
    expect(log).toEqual(["absent a", "present b=2"]);
  });

  /** The frame that called a field's `present`: generated code shows as `eval at …`. */
  function callerOfPresent(names: readonly string[], options: { generate: boolean }): string {
    let caller = "";
    const reading: FieldReading<Log>[] = names.map((name) => ({
      name,
      present: () => void (caller ||= new Error().stack!.split("\n")[2]!),
      absent: () => undefined,
      threw: () => undefined,
    }));
    const last = names[names.length - 1]!;
    compileContentReader(reading, options)({ [last]: 1 }, [last], []);
    return caller;
  }

  it("generate: true runs generated code for each tricky name (none makes generation fail and fall back); generate: false never does", () => {
    for (const name of TRICKY_NAMES) {
      expect(callerOfPresent([name], { generate: true }), JSON.stringify(name)).toMatch(/^\s+at eval \(eval at /);
      expect(callerOfPresent([name], { generate: false }), JSON.stringify(name)).not.toMatch(/eval at/);
    }
    expect(callerOfPresent([...TRICKY_NAMES], { generate: true })).toMatch(/^\s+at eval \(eval at /);
  });

  it("generates code for up to 128 fields and reads wider schemas with the loop, to the same effect", () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);
    expect(callerOfPresent(names(128), { generate: true })).toMatch(/^\s+at eval \(eval at /);
    expect(callerOfPresent(names(129), { generate: true })).not.toMatch(/eval at/);
    for (const n of [128, 129]) {
      const log: Log = [];
      const content = { f0: 0, [`f${n - 1}`]: 1, extra: 2 };
      expect(compileContentReader(fields(names(n)), { generate: true })(content, Object.keys(content), log)).toEqual(["extra"]);
      expect(log).toEqual(["present f0=0", ...names(n).slice(1, -1).map((name) => `absent ${name}`), `present f${n - 1}=1`]);
    }
  });

  it.each(readers)("with no fields, every key is undeclared (generate: $generate)", ({ generate }) => {
    const read = compileContentReader<Log>([], { generate });
    expect(read({}, [], [])).toBeUndefined();
    expect(read({ a: 1 }, ["a", "__proto__"], [])).toEqual(["a", "__proto__"]);
  });
});

describe("contentValidator and validateContent use the same reading rules", () => {
  it("a polluted prototype, a non-enumerable key and a throwing getter, through the public API", () => {
    const schema = form({ email: emailField, note: { type: "string" } }, ["email"]);
    const validate = contentValidator(schema);
    const hidden = Object.defineProperty({}, "email", { value: "ada@example.com", enumerable: false });
    const throwing = { get note(): string { throw new Error("no"); }, email: "ada@example.com" };
    let results: ContentValidation[];
    try {
      (Object.prototype as Obj)["email"] = "x@example.com";
      results = [validate({}), validateContent(schema, {}), validate(hidden), validateContent(schema, hidden), validate(throwing), validateContent(schema, throwing)];
    } finally {
      delete (Object.prototype as Obj)["email"];
    }
    const thrown = invalid([{ path: "/note", code: "invalid-value", message: "reading it threw: no" }]);
    expect(results).toEqual([invalid([missing("email")]), invalid([missing("email")]), invalid([missing("email")]), invalid([missing("email")]), thrown, thrown]);
  });
});

describe("acceptSource: the generated reader's accept test never passes a value its check would report", () => {
  const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(Number.NaN, Infinity, -0, 2 ** 53, "😀", ""));
  /** The accept test of a field as a function, with its bound values. */
  function acceptOf(schema: Obj): ((value: unknown) => boolean) | undefined {
    const bound: unknown[] = [];
    const source = acceptSource(schema, (value) => `d[${bound.push(value) - 1}]`);
    return source === undefined ? undefined : (new Function("d", "v", `return ${source};`) as (d: unknown[], v: unknown) => boolean).bind(undefined, bound);
  }

  it(`accept(v) implies checkValue(field, v) is empty; valid values are accepted often (${runsOf(RUNS.generated)} fields)`, () => {
    let accepted = 0;
    let tested = 0;
    // compared: the field has an accept test and it accepted a value, whose checkValue was compared
    const counts = runCounts("no-accept-test", "none-accepted");
    fc.assert(
      fc.property(
        fc.constantFrom(...REVISIONS).chain((rev) => validProperty(rev)).chain((field) =>
          fc.tuple(fc.constant(field), fc.array(fc.oneof(valueFor(field), anyJson), { minLength: 1, maxLength: 8 })),
        ),
        ([field, values]) => {
          const accept = acceptOf(field);
          if (!accept) {
            // Only multi-selects, format fields and unknown types go without a test.
            expect(field["type"] === "array" || field["format"] !== undefined).toBe(true);
            counts["no-accept-test"] += 1;
            return;
          }
          let compared = false;
          for (const value of values) {
            tested++;
            if (!accept(value)) continue;
            accepted++;
            expect(checkValue(field, value, "")).toEqual([]);
            compared = true;
          }
          counts[compared ? "compared" : "none-accepted"] += 1;
        },
      ),
      params(RUNS.generated),
    );
    expectCompared(counts, RUNS.generated, 0.25);
    expect(accepted).toBeGreaterThan(tested / 10);
  });

  it("the test of each kind of field, exactly", () => {
    const cases: [Obj, unknown, boolean][] = [
      [{ type: "string" }, "x", true],
      [{ type: "string" }, 1, false],
      [{ type: "string", minLength: 2, maxLength: 3 }, "😀😀", true],
      [{ type: "string", minLength: 2, maxLength: 3 }, "😀", false],
      [{ type: "string", enum: ["a", "b"] }, "b", true],
      [{ type: "string", enum: ["a", "b"] }, "c", false],
      [{ type: "string", oneOf: [{ const: "a", title: "A" }] }, "a", true],
      [{ type: "number", minimum: 0, maximum: 1 }, 0.5, true],
      [{ type: "number", minimum: 0, maximum: 1 }, 2, false],
      [{ type: "number" }, Number.NaN, false],
      [{ type: "integer", minimum: 0 }, 1.5, false],
      [{ type: "integer", minimum: 0 }, 3, true],
      [{ type: "boolean" }, false, true],
      [{ type: "boolean" }, "false", false],
    ];
    expect(cases.map(([field, value]) => acceptOf(field)!(value))).toEqual(cases.map(([, , expected]) => expected));
    expect(acceptOf({ type: "string", format: "email" })).toBeUndefined();
    expect(acceptOf({ type: "array", items: { type: "string", enum: ["a"] } })).toBeUndefined();
  });
});
