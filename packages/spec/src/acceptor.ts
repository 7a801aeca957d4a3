/**
 * Acceptors: a yes/no check compiled from a wire zod schema that answers exactly what
 * `schema.safeParse(value).success` answers, without building an output value or issues. The walk
 * and the fast acceptance check run one per field, so this is on every elicitation's hot path;
 * zod still runs whenever an answer is "no", to say why.
 *
 * Only the zod constructs the wire schemas use are read (`string`, `number`, `int`, `boolean`,
 * `literal`, `enum`, `array`, `strictObject`, `optional`), each without refinements and checked by
 * its zod class (traits); anything else throws when the grammar is derived, so an acceptor can never be looser than its schema. The
 * differential test in test/acceptor.test.ts holds the two to the same verdicts.
 *
 * Source: zod 4 parsing semantics of those constructs (objects read each shape key with `[[Get]]`,
 * unknown keys are `for…in` keys outside the shape; `z.number()` is finite; `z.int()` is a
 * safe integer).
 */
import type { z } from "zod";

/** `(value) => schema.safeParse(value).success`, compiled once. Never throws on plain data; a throwing getter propagates. */
export type Acceptor = (value: unknown) => boolean;

interface ZodDef {
  readonly type: string;
  readonly checks?: readonly unknown[];
  readonly format?: string;
  readonly coerce?: boolean;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly catchall?: z.ZodType;
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const traitsOf = (schema: z.ZodType): ReadonlySet<string> => (schema as unknown as { _zod: { traits: ReadonlySet<string> } })._zod.traits;

/**
 * zod classes (traits) whose parsing the acceptors reproduce. A schema with any other trait — a
 * string format such as `z.email()`, `exactOptional`, a subclass zod adds later — is refused, since
 * its verdicts may differ from its `def.type`'s.
 */
const KNOWN_TRAITS: ReadonlySet<string> = new Set([
  "$ZodType", "ZodType",
  "$ZodString", "ZodString", "_ZodString",
  "$ZodNumber", "ZodNumber",
  "$ZodNumberFormat", "ZodNumberFormat", "$ZodCheckNumberFormat", "$ZodCheck",
  "$ZodBoolean", "ZodBoolean",
  "$ZodLiteral", "ZodLiteral",
  "$ZodEnum", "ZodEnum",
  "$ZodOptional", "ZodOptional",
  "$ZodArray", "ZodArray",
  "$ZodObject", "$ZodObjectJIT", "ZodObject",
]);
const valuesOf = (schema: z.ZodType): ReadonlySet<unknown> | undefined =>
  (schema as unknown as { _zod: { values?: ReadonlySet<unknown> } })._zod.values;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The acceptor of each member of a strict zod object, by key.
 * @throws TypeError (message `acceptor: …`) as {@link compileAcceptor}, or when `schema` is not a strict object
 */
export function memberAcceptors(schema: z.ZodType, path: string): ReadonlyMap<string, Acceptor> {
  const def = supportedDef(schema, path);
  const catchall = def.type === "object" && def.catchall ? defOf(def.catchall).type : undefined;
  if (catchall !== "never") throw new TypeError(`acceptor: ${path} is not a strict object`);
  return new Map(Object.entries(def.shape ?? {}).map(([key, member]) => [key, compileAcceptor(member, `${path}/${key}`)]));
}

/**
 * The acceptor of a strict zod object from its {@link memberAcceptors}: an object (not an array)
 * whose shape keys each pass their member acceptor and whose `for…in` keys are all shape keys.
 */
export function strictObjectAcceptor(byKey: ReadonlyMap<string, Acceptor>): Acceptor {
  const keys = [...byKey.keys()];
  const members = [...byKey.values()];
  const known = new Set(keys);
  return (value) => {
    if (!isObject(value)) return false;
    for (let i = 0; i < keys.length; i++) if (!members[i]!(value[keys[i]!])) return false;
    for (const key in value) if (!known.has(key)) return false; // zod: unknown keys are for-in keys
    return true;
  };
}

function arrayAcceptor(def: ZodDef, path: string): Acceptor {
  const element = compileAcceptor(def.element!, `${path}/items`);
  return (value) => {
    if (!Array.isArray(value)) return false;
    for (let i = 0; i < value.length; i++) if (!element((value as unknown[])[i])) return false;
    return true;
  };
}

function valueSetAcceptor(schema: z.ZodType, path: string): Acceptor {
  const values = valuesOf(schema);
  if (!values) throw new TypeError(`acceptor: ${path} has no value set`);
  return (value) => values.has(value);
}

/** How each zod `def.type` is compiled. */
const COMPILERS: Readonly<Record<string, (schema: z.ZodType, def: ZodDef, path: string) => Acceptor>> = {
  string: (_schema, def, path) => {
    if (def.format !== undefined) throw new TypeError(`acceptor: ${path} has string format ${def.format}`);
    return (value) => typeof value === "string";
  },
  boolean: () => (value) => typeof value === "boolean",
  number: (_schema, def, path) => {
    if (def.format === undefined) return (value) => typeof value === "number" && Number.isFinite(value);
    if (def.format === "safeint") return (value) => Number.isSafeInteger(value);
    throw new TypeError(`acceptor: ${path} has number format ${def.format}`);
  },
  literal: (schema, _def, path) => valueSetAcceptor(schema, path),
  enum: (schema, _def, path) => valueSetAcceptor(schema, path),
  optional: (_schema, def, path) => {
    const inner = compileAcceptor(def.innerType!, path);
    return (value) => value === undefined || inner(value);
  },
  array: (_schema, def, path) => arrayAcceptor(def, path),
  object: (schema, _def, path) => strictObjectAcceptor(memberAcceptors(schema, path)),
};

/**
 * Compiles the acceptor of a wire zod schema.
 * @param schema - a zod 4 schema built from the constructs listed above
 * @param path - where it is, for the error message (`"StringSchema"`, `"StringSchema/format"`)
 * @returns an {@link Acceptor} with the verdicts of `schema.safeParse`
 * @throws TypeError when the schema uses a construct, refinement, check or coercion not listed
 */
export function compileAcceptor(schema: z.ZodType, path: string): Acceptor {
  const def = supportedDef(schema, path);
  return COMPILERS[def.type]!(schema, def, path);
}

/** The schema's def when an acceptor can answer for it exactly: no checks or coercion, a known type and known classes. */
function supportedDef(schema: z.ZodType, path: string): ZodDef {
  const def = defOf(schema);
  if ((def.checks?.length ?? 0) > 0 || def.coerce) throw new TypeError(`acceptor: ${path} has checks or coercion`);
  if (!Object.hasOwn(COMPILERS, def.type)) throw new TypeError(`acceptor: ${path} is a zod ${def.type}, which has no acceptor`);
  const unknown = [...traitsOf(schema)].find((trait) => !KNOWN_TRAITS.has(trait));
  if (unknown !== undefined) throw new TypeError(`acceptor: ${path} is a zod ${unknown}, which has no acceptor`);
  return def;
}
