/**
 * The adversarial corpus (issue 7): hostile requestedSchemas and Standard Schemas, one row each.
 * Every row must end, within the time bound in its name (CPU seconds of the test process, so a busy
 * machine cannot fail a row and a hang still does), in a typed error (`RequestedSchemaError`
 * naming the place) or in a correct result (a requestedSchema that passes the wire zod schema and
 * the spec's schema.json); nothing else may be thrown, nothing may hang, and `Object.prototype`
 * must be untouched afterwards. docs/reliability.md lists the rows and their outcomes.
 */
import { afterAll, describe, expect, it } from "vitest";
import {
  RequestedSchemaError,
  toRequestedSchema,
  validateContent,
  validateRequestedSchema,
  type RequestedSchema,
  type ToRequestedSchemaOptions,
} from "../src/index.js";
import { MAX_DEPTH } from "../src/tree.js";
import { deepFreeze, notPlainJson, onTheWire } from "./arbitraries/oracles.js";
import { everything } from "./arbitraries/requested-schema.js";

type Outcome =
  | { wire: unknown; dropped: string[]; notes: string[] }
  | { rejected: string[] };

const line = (i: { path: string; code: string }) => `${i.path} ${i.code}`;

/** Runs toRequestedSchema; a correct result must be on the wire, an error must be a short RequestedSchemaError. */
function attempt(schema: unknown, options?: ToRequestedSchemaOptions): Outcome {
  try {
    const r = toRequestedSchema(schema, options);
    expect(notPlainJson(r.requestedSchema)).toBeUndefined();
    expect(onTheWire(r.requestedSchema, options?.revision ?? "2025-11-25")).toEqual({ zod: true, spec: true });
    return { wire: r.requestedSchema, dropped: r.dropped.map(line), notes: r.notes.map(line) };
  } catch (error) {
    if (!(error instanceof RequestedSchemaError)) throw new Error(`not a RequestedSchemaError: ${String(error)}`, { cause: error });
    expect(error.message.length).toBeLessThanOrEqual(4000);
    for (const found of error.issues) expect(found.message.length).toBeLessThanOrEqual(200);
    return { rejected: error.issues.map(line) };
  }
}

const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: "object", properties, ...extra });
const str = { type: "string" };
/** A value nested `depth` levels deep: `{ a: { a: … } }`. */
function nested(depth: number, leaf: unknown = "x"): unknown {
  let node: unknown = leaf;
  for (let i = 0; i < depth; i++) node = { a: node };
  return node;
}
/** A Standard Schema of vendor `acme` whose converter is `input`, and whose validate is `validate`. */
function standard(input: () => unknown, validate: (value: unknown) => unknown = (value) => ({ value })) {
  return { "~standard": { version: 1, vendor: "acme", validate, jsonSchema: { input, output: input } } };
}
const many = <T,>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
const MB10 = "x".repeat(10 * 1024 * 1024);

class Widget {
  type = "string";
}

/** A snapshot of Object.prototype: its own keys and their descriptors. */
function prototypeState(): string {
  return Reflect.ownKeys(Object.prototype)
    .map((k) => {
      const d = Object.getOwnPropertyDescriptor(Object.prototype, k)!;
      return `${String(k)}:${typeof d.value}:${String(d.get)}:${d.writable}:${d.enumerable}`;
    })
    .join("|");
}
const PROTOTYPE_BEFORE = prototypeState();

interface Row {
  /** What the row feeds in. */
  readonly name: string;
  /** The time bound, in seconds (stated in the test name). */
  readonly seconds: number;
  /** Runs the row and returns its outcome. */
  readonly run: () => unknown;
  /** The exact outcome, or a check of it. */
  readonly expected: unknown;
}

const protoNames = JSON.parse('{"__proto__": {"type": "string"}, "constructor": {"type": "string"}, "prototype": {"type": "string"}}');
const harmless = JSON.parse('{"toString": {"type": "string"}, "hasOwnProperty": {"type": "boolean"}, "valueOf": {"type": "number"}}');

const rows: Row[] = [
  // Prototype names as property names, `type` values, enum values, `required` entries, keywords.
  {
    name: "property names __proto__, constructor, prototype",
    seconds: 1,
    run: () => attempt(form(protoNames)),
    expected: {
      rejected: [
        "/properties/__proto__ reserved-property-name",
        "/properties/constructor reserved-property-name",
        "/properties/prototype reserved-property-name",
      ],
    },
  },
  {
    name: "property names toString, hasOwnProperty, valueOf",
    seconds: 1,
    run: () => attempt(form(harmless, { required: ["toString"] })),
    expected: { wire: form(JSON.parse(JSON.stringify(harmless)), { required: ["toString"] }), dropped: [], notes: [] },
  },
  {
    name: "prototype names as `type` values",
    seconds: 1,
    run: () =>
      attempt(
        form({
          a: { type: "__proto__" },
          b: { type: "constructor" },
          c: { type: "toString" },
          d: { type: "hasOwnProperty" },
          e: { type: "prototype" },
        }),
      ),
    expected: { rejected: ["a", "b", "c", "d", "e"].map((n) => `/properties/${n}/type type-unsupported`) },
  },
  {
    name: "prototype names as enum values",
    seconds: 1,
    run: () =>
      attempt(
        form({ e: { type: "string", enum: ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"] } }),
      ),
    expected: {
      wire: form({
        e: { type: "string", enum: ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"] },
      }),
      dropped: [],
      notes: [],
    },
  },
  {
    name: "prototype names as `required` entries naming no property",
    seconds: 1,
    run: () =>
      attempt(form({ a: str }, { required: ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"] })),
    expected: { rejected: [0, 1, 2, 3, 4].map((i) => `/required/${i} required-unknown-property`) },
  },
  {
    name: "__proto__ and constructor as keywords at the root and in a field",
    seconds: 1,
    run: () =>
      attempt(
        JSON.parse(
          '{"type": "object", "__proto__": {"polluted": true}, "properties": {"a": {"type": "string", "constructor": 1}}}',
        ),
      ),
    expected: { rejected: ["/__proto__ unknown-keyword", "/properties/a/constructor unknown-keyword"] },
  },
  {
    name: "$ref to a definition named __proto__, and to a missing constructor",
    seconds: 1,
    run: () => [
      attempt(
        JSON.parse(
          '{"type": "object", "properties": {"a": {"$ref": "#/$defs/__proto__"}}, "$defs": {"__proto__": {"type": "string"}}}',
        ),
      ),
      attempt(form({ a: { $ref: "#/$defs/constructor" } }, { $defs: {} })),
    ],
    expected: [
      { wire: form({ a: str }), dropped: [], notes: ["/$defs definitions-dropped", "/properties/a/$ref ref-inlined"] },
      { rejected: ["/properties/a/$ref ref-unsupported"] },
    ],
  },
  // Cycles.
  {
    name: "a cyclic object",
    seconds: 1,
    run: () => {
      const schema: Record<string, any> = form({ a: str });
      schema["properties"].self = schema;
      return attempt(schema);
    },
    expected: { rejected: ["/properties/self invalid-value"] },
  },
  {
    name: "a cyclic array",
    seconds: 1,
    run: () => {
      const values: unknown[] = ["a"];
      values.push(values);
      return attempt(form({ e: { type: "string", enum: values } }));
    },
    expected: { rejected: ["/properties/e/enum/1 invalid-value"] },
  },
  {
    name: "a $ref cycle through $defs",
    seconds: 1,
    run: () =>
      attempt(form({ a: { $ref: "#/$defs/x" } }, { $defs: { x: { $ref: "#/$defs/y" }, y: { $ref: "#/$defs/x" } } })),
    expected: { rejected: ["/$defs/y/$ref ref-unsupported"] },
  },
  {
    name: "the same object in two places (a DAG, not a cycle)",
    seconds: 1,
    run: () => {
      const shared = { type: "string", enum: ["a"] };
      return attempt(form({ a: shared, b: shared }));
    },
    expected: {
      wire: form({ a: { type: "string", enum: ["a"] }, b: { type: "string", enum: ["a"] } }),
      dropped: [],
      notes: [],
    },
  },
  // Depth.
  {
    name: "nesting depth 10 000 (objects)",
    seconds: 2,
    run: () => attempt(form({ a: nested(10_000) })),
    expected: { rejected: [`/properties/a${"/a".repeat(MAX_DEPTH - 1)} invalid-value`] },
  },
  {
    name: "nesting depth 10 000 (arrays), judged by validateRequestedSchema",
    seconds: 2,
    run: () => {
      let node: unknown = "x";
      for (let i = 0; i < 10_000; i++) node = [node];
      return validateRequestedSchema(form({ e: { type: "string", enum: node } })).issues.map(line);
    },
    expected: [`/properties/e/enum${"/0".repeat(MAX_DEPTH - 2)} invalid-value`],
  },
  {
    name: "a $ref chain 10 000 definitions long",
    seconds: 2,
    run: () => {
      const $defs: Record<string, unknown> = { d0: { type: "string" } };
      for (let i = 1; i < 10_000; i++) $defs[`d${i}`] = { $ref: `#/$defs/d${i - 1}` };
      return attempt(form({ a: { $ref: "#/$defs/d9999" } }, { $defs }));
    },
    expected: (o: Outcome) =>
      expect(o).toEqual({
        wire: form({ a: str }),
        dropped: [],
        notes: [
          "/$defs definitions-dropped",
          ...many(10_000, (i) => `${i === 0 ? "/properties/a" : `/$defs/d${10_000 - i}`}/$ref ref-inlined`),
        ],
      }),
  },
  // Width.
  {
    name: "100 000 properties",
    seconds: 5,
    run: () => {
      const properties = Object.fromEntries(
        many(100_000, (i) => `p${i}`).map((n) => [n, { type: "string", maxLength: 9 }]),
      );
      return attempt(form(properties, { required: ["p0", "p99999"] }));
    },
    expected: (o: Outcome) => {
      expect(Object.keys((o as { wire: { properties: object } }).wire.properties)).toHaveLength(100_000);
      expect(o).toMatchObject({ dropped: [], notes: [], wire: { required: ["p0", "p99999"] } });
    },
  },
  {
    name: "100 000 required entries naming missing properties",
    seconds: 5,
    run: () => attempt(form({ a: str }, { required: many(100_000, (i) => `q${i}`) })),
    expected: (o: Outcome) =>
      expect(o).toEqual({ rejected: many(100_000, (i) => `/required/${i} required-unknown-property`) }),
  },
  {
    name: "100 000 enum values",
    seconds: 5,
    run: () => attempt(form({ e: { type: "string", enum: many(100_000, (i) => `v${i}`), default: "v99999" } })),
    expected: {
      wire: form({ e: { type: "string", enum: many(100_000, (i) => `v${i}`), default: "v99999" } }),
      dropped: [],
      notes: [],
    },
  },
  {
    name: "100 000 titled options (oneOf of consts)",
    seconds: 5,
    run: () =>
      attempt(form({ e: { oneOf: many(100_000, (i) => `v${i}`).map((v) => ({ const: v, title: v.toUpperCase() })) } })),
    expected: (o: Outcome) =>
      expect(o).toEqual({
        wire: form({
          e: {
            type: "string",
            oneOf: many(100_000, (i) => `v${i}`).map((v) => ({ const: v, title: v.toUpperCase() })),
          },
        }),
        dropped: [],
        notes: ["/properties/e/oneOf enum-type-added"],
      }),
  },
  {
    name: "100 000 copies of one enum value",
    seconds: 5,
    run: () => attempt(form({ e: { type: "string", enum: many(100_000, () => "same") } })),
    expected: (o: Outcome) =>
      expect(o).toEqual({ rejected: many(99_999, (i) => `/properties/e/enum/${i + 1} enum-duplicate`) }),
  },
  // Values JSON cannot carry.
  {
    name: "NaN, Infinity and -Infinity as bounds",
    seconds: 1,
    run: () =>
      attempt(
        form({ a: { type: "number", minimum: NaN, maximum: Infinity }, b: { type: "integer", minimum: -Infinity } }),
      ),
    expected: {
      rejected: [
        "/properties/a/minimum invalid-value",
        "/properties/a/maximum invalid-value",
        "/properties/b/minimum invalid-value",
      ],
    },
  },
  {
    name: "-0 as a bound",
    seconds: 1,
    run: () => attempt(form({ a: { type: "number", minimum: -0 } })),
    expected: { wire: form({ a: { type: "number", minimum: 0 } }), dropped: [], notes: [] },
  },
  {
    name: "BigInt, undefined, a function and a symbol as values",
    seconds: 1,
    run: () =>
      attempt(
        form({
          a: { type: "integer", minimum: 1n },
          b: { type: "string", title: undefined },
          c: { type: "string", description: () => "d" },
          d: { type: Symbol("string") },
        }),
      ),
    expected: {
      rejected: [
        "/properties/a/minimum invalid-value",
        "/properties/b/title invalid-value",
        "/properties/c/description invalid-value",
        "/properties/d/type invalid-value",
      ],
    },
  },
  {
    name: "a Date, a RegExp, a Map and a class instance as schemas",
    seconds: 1,
    run: () => attempt(form({ a: new Date(0), b: { type: "string", pattern: /x/ }, c: new Map(), d: new Widget() })),
    expected: {
      rejected: [
        "/properties/a invalid-value",
        "/properties/b/pattern invalid-value",
        "/properties/c invalid-value",
        "/properties/d invalid-value",
      ],
    },
  },
  {
    name: "a sparse array",
    seconds: 1,
    // eslint-disable-next-line no-sparse-arrays
    run: () => attempt(form({ e: { type: "string", enum: ["a", , "c"] } })),
    expected: { rejected: ["/properties/e/enum/1 invalid-value"] },
  },
  {
    name: "symbol keys and non-enumerable keys (not JSON keys: not read)",
    seconds: 1,
    run: () => {
      const field: Record<string | symbol, unknown> = { type: "string", [Symbol("pattern")]: "x" };
      Object.defineProperty(field, "pattern", { value: "^x$", enumerable: false });
      return attempt(form({ a: field }));
    },
    expected: { wire: form({ a: str }), dropped: [], notes: [] },
  },
  {
    name: "non-objects as the whole schema: NaN, undefined, a function, a symbol, a BigInt",
    seconds: 1,
    run: () => [NaN, undefined, () => ({}), Symbol("s"), 1n].map((input) => attempt(input)),
    expected: many(5, () => ({ rejected: [" not-an-object"] })),
  },
  // Getters and Proxies.
  {
    name: "a getter that throws",
    seconds: 1,
    run: () =>
      attempt({
        type: "object",
        get properties(): never {
          throw new Error("no");
        },
      }),
    expected: { rejected: ["/properties invalid-value"] },
  },
  {
    name: "a getter that throws, beside a sibling with a bad value: each named at its own path",
    seconds: 1,
    run: () =>
      attempt(
        form({
          x: {
            type: "string",
            get title(): never {
              throw new Error("no");
            },
          },
          y: { type: "string", minLength: NaN },
        }),
      ),
    expected: { rejected: ["/properties/x/title invalid-value", "/properties/y/minLength invalid-value"] },
  },
  {
    name: "a getter that throws a non-Error, and one that throws an Error whose message is not a string",
    seconds: 1,
    run: () => [
      attempt(
        form({
          a: {
            type: "string",
            get title(): never {
              throw {
                toString: () => {
                  throw new Error("again");
                },
              };
            },
          },
        }),
      ),
      attempt(
        form({
          a: {
            type: "string",
            get title(): never {
              throw Object.assign(new Error(), { message: 5 });
            },
          },
        }),
      ),
    ],
    expected: [
      { rejected: ["/properties/a/title invalid-value"] },
      { rejected: ["/properties/a/title invalid-value"] },
    ],
  },
  {
    name: "Proxies whose ownKeys, get or getPrototypeOf traps throw",
    seconds: 1,
    run: () => {
      const trap = () => {
        throw new Error("trap");
      };
      return [
        attempt(form({ a: new Proxy({ type: "string" }, { ownKeys: trap }) })),
        attempt(form({ a: new Proxy({ type: "string" }, { get: trap }) })),
        attempt(form({ a: new Proxy({ type: "string" }, { getPrototypeOf: trap }) })),
        attempt(new Proxy(form({ a: str }), { ownKeys: trap })),
      ];
    },
    expected: [
      { rejected: ["/properties/a invalid-value"] },
      { rejected: ["/properties/a/type invalid-value"] },
      { rejected: ["/properties/a invalid-value"] },
      { rejected: [" invalid-value"] },
    ],
  },
  {
    name: "a revoked Proxy as the whole schema and as a field",
    seconds: 1,
    run: () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return [attempt(proxy), attempt(form({ a: proxy })), validateRequestedSchema(proxy).issues.map(line)];
    },
    expected: [{ rejected: [" invalid-value"] }, { rejected: ["/properties/a invalid-value"] }, [" invalid-value"]],
  },
  {
    name: "a transparent Proxy (read like the object it wraps)",
    seconds: 1,
    run: () => attempt(new Proxy(form({ a: new Proxy({ type: "string", enum: ["x"] }, {}) }), {})),
    expected: { wire: form({ a: { type: "string", enum: ["x"] } }), dropped: [], notes: [] },
  },
  // Frozen and null-prototype input.
  {
    name: "the deep-frozen server-everything requestedSchema",
    seconds: 1,
    run: () => attempt(deepFreeze(structuredClone(everything))),
    expected: { wire: everything, dropped: [], notes: [] },
  },
  {
    name: "null-prototype objects all the way down",
    seconds: 1,
    run: () => {
      const bare = (o: object) => Object.assign(Object.create(null), o);
      return attempt(
        bare({ type: "object", properties: bare({ a: bare({ type: "string", enum: ["x"] }) }), required: ["a"] }),
      );
    },
    expected: { wire: form({ a: { type: "string", enum: ["x"] } }, { required: ["a"] }), dropped: [], notes: [] },
  },
  {
    name: "sealed and non-extensible objects",
    seconds: 1,
    run: () =>
      attempt(Object.seal(form(Object.preventExtensions({ a: Object.seal({ type: "boolean", default: true }) })))),
    expected: { wire: form({ a: { type: "boolean", default: true } }), dropped: [], notes: [] },
  },
  // Large strings.
  {
    name: "a 10 MB title (kept) and a 10 MB pattern (rejected, message short)",
    seconds: 2,
    run: () => [
      attempt(form({ a: { type: "string", title: MB10 } })),
      attempt(form({ a: { type: "string", pattern: MB10 } })),
    ],
    expected: (o: Outcome[]) => {
      expect(o[0]).toEqual({ wire: form({ a: { type: "string", title: MB10 } }), dropped: [], notes: [] });
      expect(o[1]).toEqual({ rejected: ["/properties/a/pattern pattern-unsupported"] });
    },
  },
  {
    name: "a 10 MB keyword name and a 10 MB property name (messages stay short)",
    seconds: 2,
    run: () => [attempt(form({ a: { type: "string", [MB10]: 1 } })), attempt(form({ [MB10]: { type: "object" } }))],
    expected: (o: Outcome[]) => {
      expect(o[0]).toEqual({ rejected: [`/properties/a/${MB10} unknown-keyword`] });
      expect(o[1]).toEqual({ rejected: [`/properties/${MB10}/type nested-object`] });
    },
  },
  // Standard Schemas that misbehave.
  {
    name: "a Standard Schema whose converter throws an Error, a string, or a value whose toString throws",
    seconds: 1,
    run: () =>
      [
        new Error("boom"),
        "boom",
        {
          toString: () => {
            throw new Error("again");
          },
        },
        Symbol("boom"),
      ].map((thrown) =>
        attempt(
          standard(() => {
            throw thrown;
          }),
        ),
      ),
    expected: many(4, () => ({ rejected: [" conversion-failed"] })),
  },
  {
    name: "a Standard Schema whose converter returns a Promise, a thenable, or a result whose `then` getter throws",
    seconds: 1,
    run: () => [
      attempt(standard(() => Promise.resolve(form({})))),
      attempt(standard(() => ({ ...form({}), then: () => undefined }))),
      attempt(
        standard(() => ({
          ...form({}),
          get then(): never {
            throw new Error("then");
          },
        })),
      ),
    ],
    expected: many(3, () => ({ rejected: [" conversion-failed"] })),
  },
  {
    name: "a Standard Schema whose converter returns garbage: null, a number, an array, a revoked Proxy, a cyclic object",
    seconds: 1,
    run: () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      const cyclic: Record<string, unknown> = form({});
      cyclic["properties"] = { self: cyclic };
      return [null, 5, [], proxy, cyclic].map((garbage) => attempt(standard(() => garbage)));
    },
    expected: [
      ...many(4, () => ({ rejected: [" conversion-failed"] })),
      { rejected: ["/properties/self invalid-value"] },
    ],
  },
  {
    name: "a Standard Schema whose converter returns nesting 10 000 deep",
    seconds: 2,
    run: () => attempt(standard(() => form({ a: nested(10_000) }))),
    expected: { rejected: [`/properties/a${"/a".repeat(MAX_DEPTH - 1)} invalid-value`] },
  },
  {
    name: "a Standard Schema whose validate throws, returns a Promise, or returns garbage (never called)",
    seconds: 1,
    run: () => {
      let calls = 0;
      const outcomes = [
        () => {
          calls++;
          throw new Error("validate");
        },
        () => {
          calls++;
          return Promise.resolve({ value: 1 });
        },
        () => {
          calls++;
          return 42;
        },
      ].map((validate) => attempt(standard(() => form({ a: str }), validate)));
      return { outcomes, calls };
    },
    expected: { outcomes: many(3, () => ({ wire: form({ a: str }), dropped: [], notes: [] })), calls: 0 },
  },
  {
    name: "a Standard Schema whose ~standard.vendor getter throws",
    seconds: 1,
    run: () =>
      attempt({
        "~standard": {
          version: 1,
          validate: () => ({ value: 1 }),
          get vendor(): never {
            throw new Error("vendor");
          },
        },
      }),
    expected: { rejected: [" conversion-failed"] },
  },
  {
    name: "a ~standard key on a plain JSON schema (from JSON.parse: no validate function)",
    seconds: 1,
    run: () => {
      const schema = JSON.parse(
        '{"~standard": {"version": 1, "vendor": "zod"}, "type": "object", "properties": {"a": {"type": "string", "~standard": {}}}}',
      );
      return [attempt(schema), attempt(schema, { onUnsupported: "drop" })];
    },
    expected: [
      { rejected: ["/~0standard unknown-keyword", "/properties/a/~0standard unknown-keyword"] },
      {
        wire: form({ a: str }),
        dropped: ["/~0standard unknown-keyword", "/properties/a/~0standard unknown-keyword"],
        notes: [],
      },
    ],
  },
  // Content (validateContent): prototype names as keys, 10 MB strings, hostile values.
  {
    name: "content keys __proto__, constructor, prototype, toString, hasOwnProperty",
    seconds: 1,
    run: () => {
      const schema = form(
        { toString: str, hasOwnProperty: { type: "boolean" } },
        { required: ["toString"] },
      ) as unknown as RequestedSchema;
      const content = JSON.parse(
        '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "prototype": 1, "toString": "x", "hasOwnProperty": true}',
      );
      return [validateContent(schema, content).issues.map(line), validateContent(schema, { toString: "x" })];
    },
    expected: [
      ["/__proto__ undeclared-key", "/constructor undeclared-key", "/prototype undeclared-key"],
      { valid: true, issues: [] },
    ],
  },
  {
    name: "content strings of 10 MB (a bounded string, a format, an enum, an undeclared key)",
    seconds: 2,
    run: () => {
      const schema = form({
        s: { type: "string", maxLength: 100 },
        e: { type: "string", format: "email" },
        o: { type: "string", enum: ["a"] },
      }) as unknown as RequestedSchema;
      return validateContent(schema, { s: MB10, e: `${MB10}@example.com`, o: MB10, [MB10]: MB10 }).issues.map(line);
    },
    expected: ["/s too-long", "/e format-mismatch", "/o not-in-enum", `/${MB10} undeclared-key`],
  },
  {
    name: "content with a throwing getter, a revoked Proxy, a cycle and 10 000-deep nesting as values",
    seconds: 1,
    run: () => {
      const schema = form({
        a: str,
        b: str,
        c: { type: "array", items: { type: "string", enum: ["x"] } },
        d: str,
      }) as unknown as RequestedSchema;
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      const cyclic: unknown[] = [];
      cyclic.push(cyclic);
      const content = {
        get a(): never {
          throw new Error("no");
        },
        b: proxy,
        c: cyclic,
        d: nested(10_000),
      };
      return validateContent(schema, content).issues.map(line);
    },
    expected: ["/a invalid-value", "/b type-mismatch", "/c/0 type-mismatch", "/d type-mismatch"],
  },
  {
    name: "100 000 copies of one selection (an enum of 100 000 options): each repeat reported, linear time",
    seconds: 5,
    run: () => {
      const options = Array.from({ length: 100_000 }, (_, i) => `o${i}`);
      const schema = {
        type: "object",
        properties: { m: { type: "array", items: { type: "string", enum: options } } },
      } as unknown as RequestedSchema;
      const issues = validateContent(schema, { m: new Array(100_000).fill("o0") }).issues;
      return [issues.length, issues[0], issues.at(-1)];
    },
    expected: [
      99_999,
      { path: "/m/1", code: "duplicate-item", message: '"o0" is selected twice' },
      { path: "/m/99999", code: "duplicate-item", message: '"o0" is selected twice' },
    ],
  },
];

describe("adversarial corpus: every row ends in a typed error or a correct result", () => {
  it.each(rows.map((row) => [`${row.name} within ${row.seconds} s of CPU time`, row] as const))("%s", (_, row) => {
    // CPU time of this process, not wall time: a busy machine must not fail a row, a hang still does.
    const start = process.cpuUsage();
    const outcome = row.run();
    const used = process.cpuUsage(start);
    const elapsed = (used.user + used.system) / 1e6;
    if (typeof row.expected === "function") row.expected(outcome);
    else expect(outcome).toEqual(row.expected);
    expect(elapsed).toBeLessThan(row.seconds);
    expect(prototypeState()).toBe(PROTOTYPE_BEFORE);
  });

  afterAll(() => {
    // Read outside the rows so a row that polluted it cannot hide behind its own failure.
    expect(prototypeState()).toBe(PROTOTYPE_BEFORE);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
});
