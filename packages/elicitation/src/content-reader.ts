/**
 * Reading untrusted content against the declared fields of a requestedSchema. A field counts as
 * present when the content has it as an own enumerable property (the keys `JSON.stringify` reads),
 * so a key inherited from a (polluted) `Object.prototype` or a non-enumerable one is absent; an own
 * property holding `undefined` is present, and its check reports it. A getter or Proxy trap that
 * throws is caught per field.
 *
 * The reader is compiled per requestedSchema. Where the runtime allows code generation it is one
 * function with a `switch` over the content's keys and each field name as a literal, so every
 * property read is a named load the engine can cache (as Ajv's compiled validators do); elsewhere
 * (a Content-Security-Policy without `unsafe-eval`, Cloudflare Workers) and for very wide schemas it
 * is a loop with a `Map` from name to field, with the same behaviour. Generated code holds only JSON
 * string literals of the names and indices; everything else is passed in as values.
 */

import type { Bind } from "./values.js";

/** What happens with one declared field, depending on how reading it went. */
export interface FieldReading<Sink> {
  /** The property name (any string, `__proto__` included). */
  readonly name: string;
  /** The content has the property; `value` is what reading it gave (never throws). */
  readonly present: (value: unknown, sink: Sink) => void;
  /** The content does not have the property (never throws). */
  readonly absent: (sink: Sink) => void;
  /** Reading the property threw `cause` (never throws). */
  readonly threw: (cause: unknown, sink: Sink) => void;
  /**
   * For generated readers: the source of a test over `v` that is true only when `present(v)` would
   * find nothing (see `acceptSource`), so valid values skip the call; `undefined` when there is none.
   */
  readonly acceptSource?: (bind: Bind) => string | undefined;
}

/**
 * Reads one content object whose own enumerable keys are `keys` (from `Object.keys`): calls each
 * field's handler with `sink`, in field order, and returns the keys no field declares (in content
 * order), or `undefined` when there are none.
 */
export type ContentReader<Sink> = (content: object, keys: readonly string[], sink: Sink) => string[] | undefined;

/** Most fields read by generated code (a `switch` compares a key with each name in turn). */
const MAX_GENERATED_FIELDS = 128;

/** How reading a field went: not among the keys, read, or the read threw. */
const ABSENT = 0;
const READ = 1;
const THREW = 2;

function loopReader<Sink>(fields: readonly FieldReading<Sink>[]): ContentReader<Sink> {
  const index = new Map(fields.map((field, i) => [field.name, i]));
  return (content, keys, sink) => {
    const states = new Uint8Array(fields.length);
    const values: unknown[] = new Array(fields.length);
    let undeclared: string[] | undefined;
    for (const key of keys) {
      const i = index.get(key);
      if (i === undefined) {
        (undeclared ??= []).push(key);
        continue;
      }
      try {
        values[i] = (content as Record<string, unknown>)[key];
        states[i] = READ;
      } catch (cause) {
        values[i] = cause;
        states[i] = THREW;
      }
    }
    fields.forEach((field, i) => {
      if (states[i] === READ) field.present(values[i], sink);
      else if (states[i] === THREW) field.threw(values[i], sink);
      else field.absent(sink);
    });
    return undeclared;
  };
}

/**
 * The body of the generated reader: the same steps as {@link loopReader}, with one local and one
 * case per field, and each field's accept test before its `present` call. Values the tests use are
 * bound into `d`.
 */
function readerSource(fields: readonly FieldReading<unknown>[], bound: unknown[]): string {
  const names = fields.map((field) => field.name);
  const literal = names.map((name) => JSON.stringify(name));
  const bind: Bind = (value) => `d[${bound.push(value) - 1}]`;
  const accepts = fields.map((field) => field.acceptSource?.(bind));
  return [
    ...names.map((_, i) => `const present${i} = f[${i}].present, absent${i} = f[${i}].absent, threw${i} = f[${i}].threw;`),
    "return (c, keys, s) => {",
    `let u${names.map((_, i) => `, v${i}, h${i} = ${ABSENT}`).join("")};`,
    "for (let j = 0; j < keys.length; j++) {",
    "const k = keys[j];",
    "switch (k) {",
    ...literal.map((name, i) => `case ${name}: try { v${i} = c[${name}]; h${i} = ${READ}; } catch (e) { v${i} = e; h${i} = ${THREW}; } break;`),
    "default: (u ??= []).push(k);",
    "}",
    "}",
    ...accepts.map((accept, i) => {
      const read = accept === undefined ? `present${i}(v${i}, s);` : `{ const v = v${i}; if (!(${accept})) present${i}(v, s); }`;
      return `if (h${i} === ${READ}) ${read} else if (h${i} === ${THREW}) threw${i}(v${i}, s); else absent${i}(s);`;
    }),
    "return u;",
    "};",
  ].join("\n");
}

type ReaderFactory = <Sink>(fields: readonly FieldReading<Sink>[], bound: readonly unknown[]) => ContentReader<Sink>;

/** Whether `new Function` works here; learnt on first use (a CSP may forbid it). */
let generationAllowed: boolean | undefined;

function generatedReader<Sink>(fields: readonly FieldReading<Sink>[]): ContentReader<Sink> | undefined {
  if (generationAllowed === false) return undefined;
  let factory: ReaderFactory;
  const bound: unknown[] = [];
  try {
    factory = new Function("f", "d", readerSource(fields as readonly FieldReading<unknown>[], bound)) as ReaderFactory;
  } catch (error) {
    // An EvalError means code generation from strings is disallowed here (CSP, Workers): stop trying.
    if (error instanceof EvalError) generationAllowed = false;
    return undefined;
  }
  generationAllowed = true;
  return factory(fields, bound);
}

/**
 * Compiles the reader of a requestedSchema's fields.
 * @param fields - the declared fields, in schema property order, names distinct
 * @param options - `generate: false` forces the loop reader (tests run both)
 * @returns a {@link ContentReader}; both kinds behave identically
 */
export function compileContentReader<Sink>(
  fields: readonly FieldReading<Sink>[],
  options: { readonly generate?: boolean } = {},
): ContentReader<Sink> {
  const generated =
    options.generate !== false && fields.length <= MAX_GENERATED_FIELDS ? generatedReader(fields) : undefined;
  return generated ?? loopReader(fields);
}
