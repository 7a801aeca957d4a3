/**
 * `toToolSchema`: a tool `inputSchema`/`outputSchema` from a Standard Schema (zod 4, zod 3, Valibot, ArkType)
 * or a plain JSON Schema, in the dialect asked for.
 */
import { createRequire } from "node:module";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { convertRead } from "./convert/index.js";
import type { Projection } from "./projections.js";
import { DialectError, issue, type SchemaIssue } from "./issues.js";
import { isJsonObject, isSchema, own, type JsonSchema } from "./json.js";
import { portableRead } from "./portable/index.js";
import { readSchema, thrownMessage } from "./snapshot.js";

/** Options of `toToolSchema`. */
export interface ToToolSchemaOptions {
  /**
   * `input` (default) reads the input type of the schema (what a client sends) and requires an object root
   * (MCP `Tool.inputSchema`); `output` reads the output type (what `structuredContent` holds: after
   * transforms). Honoured by every converter: `~standard.jsonSchema.input`/`.output`, zod-to-json-schema
   * `pipeStrategy`/`effectStrategy` for zod 3, `typeMode` for raw Valibot.
   */
  readonly io?: "input" | "output";
  /** Default `"2020-12"` (the MCP default dialect). `"portable"`: see `toPortableSchema`. */
  readonly dialect?: Projection;
}

const require = createRequire(import.meta.url);


type Io = "input" | "output";
type Fallback = { readonly module: string; readonly convert: (module: Record<string, unknown>, schema: object, io: Io) => unknown };

/** zod-to-json-schema's `override` hook (a subset of its `OverrideCallback`); `ignoreOverride` means "parse as usual". */
type ZodOverride = (def: { typeName?: unknown; effect?: { type?: unknown } }, refs: Record<string, unknown>, seen: unknown, force?: boolean) => unknown;

/**
 * zod-to-json-schema options that read the `io` side of zod 3 pipes and effects (zod-to-json-schema
 * `Options.pipeStrategy` / `effectStrategy`):
 * - `input`: `.pipe(b)` is read as its input schema, every effect (`.transform`, `.refine`, `preprocess`) as
 *   its inner schema (zod-to-json-schema's `effectStrategy: "input"`);
 * - `output`: `.pipe(b)` is read as `b`; a `.transform` as `{}` (`effectStrategy: "any"`: its output type is
 *   not known), while `.refine`/`.superRefine` and `preprocess`, whose output is their inner schema's
 *   output, keep the inner schema.
 */
function zod3Options(module: Record<string, unknown>, io: Io): Record<string, unknown> {
  const base = { target: "jsonSchema7", $refStrategy: "root", pipeStrategy: io, effectStrategy: "input" };
  if (io === "input") return base;
  const parseDef = module["parseDef"] as ((def: unknown, refs: Record<string, unknown>, force?: boolean) => unknown) | undefined;
  const ignoreOverride = module["ignoreOverride"];
  if (typeof parseDef !== "function" || ignoreOverride === undefined) return { ...base, effectStrategy: "any" };
  const override: ZodOverride = (def, refs, _seen, force) =>
    def.typeName === "ZodEffects" && def.effect?.type === "transform"
      ? parseDef(def, { ...refs, effectStrategy: "any", override: undefined }, force === true)
      : ignoreOverride;
  return { ...base, override };
}

/** Vendors without `~standard.jsonSchema`: the optional peer that converts them (draft-07 output), per `io`. */
const FALLBACKS: Readonly<Record<string, Fallback>> = {
  zod: {
    module: "zod-to-json-schema",
    convert: (module, schema, io) => (module["zodToJsonSchema"] as (s: object, o: object) => unknown)(schema, zod3Options(module, io)),
  },
  valibot: {
    module: "@valibot/to-json-schema",
    // `typeMode` (@valibot/to-json-schema ≥ 1.1): pipelines read from their input or their output side.
    convert: (module, schema, io) => (module["toJsonSchema"] as (s: object, o: object) => unknown)(schema, { typeMode: io }),
  },
};

/**
 * The JSON Schema a value stands for, read once through a guarded snapshot: reading the value for vendor
 * detection may throw (a getter, a Proxy), and vendor output is untrusted too, so both become `DialectError`s
 * with their code and path (`invalid-value`, `not-a-schema`, …), never raw errors.
 */
function jsonSchemaOf(value: unknown, io: "input" | "output"): JsonSchema {
  let produced: unknown;
  try {
    produced = vendorSchemaOf(value, io);
  } catch (error) {
    if (error instanceof DialectError) throw error;
    throw new DialectError([issue("", "invalid-value", `reading it threw: ${thrownMessage(error)}`)], "Schema cannot be read");
  }
  const read = readSchema(produced === NOT_VENDOR ? value : produced);
  if (read.value === undefined) {
    const notSchema = read.issues.every((item) => item.code === "not-a-schema");
    throw new DialectError(read.issues, notSchema ? "Not a schema" : "Schema cannot be read");
  }
  return read.value;
}

const NOT_VENDOR = Symbol("not a vendor schema");

/** A vendor's JSON Schema output (unread), or `NOT_VENDOR`. May throw while reading `value`. */
function vendorSchemaOf(value: unknown, io: Io): unknown {
  if (!isObjectLike(value)) return NOT_VENDOR;
  const standard = (value as Partial<StandardSchemaV1>)["~standard"];
  const withJsonSchema = standard as Partial<StandardJSONSchemaV1["~standard"]> | undefined;
  if (isObjectLike(standard) && typeof standard.validate === "function" && withJsonSchema?.jsonSchema !== undefined) {
    return viaVendor(() => withJsonSchema.jsonSchema?.[io]({ target: "draft-2020-12" }), vendorName(standard.vendor));
  }
  const declared = isObjectLike(standard) ? standard.vendor : undefined;
  const vendor = typeof declared === "string" ? declared : isZod3(value) ? "zod" : isValibot(value) ? "valibot" : undefined;
  if (vendor !== undefined) return viaFallback(value, vendor, io);
  return NOT_VENDOR;
}

function vendorName(vendor: unknown): string | undefined {
  return typeof vendor === "string" ? vendor : undefined;
}


function viaVendor(run: () => unknown, vendor: string | undefined): unknown {
  try {
    const out = run();
    if (isSchema(out)) return out;
  } catch (error) {
    throw new DialectError([issue("", "vendor-conversion-failed", `${vendor ?? "vendor"}: ${thrownMessage(error)}`)], "Schema conversion failed");
  }
  throw new DialectError([issue("", "vendor-conversion-failed", `${vendor ?? "vendor"} returned no JSON Schema`)], "Schema conversion failed");
}

function viaFallback(schema: object, vendor: string, io: Io): unknown {
  const fallback = Object.hasOwn(FALLBACKS, vendor) ? FALLBACKS[vendor] : undefined;
  if (fallback === undefined) throw new DialectError([issue("", "converter-missing", `no JSON Schema converter for vendor ${vendor}`)], "Schema conversion failed");
  let module: Record<string, unknown>;
  try {
    module = require(fallback.module) as Record<string, unknown>;
  } catch {
    throw new DialectError([issue("", "converter-missing", `install ${fallback.module} to convert ${vendor} schemas`)], "Schema conversion failed");
  }
  return viaVendor(() => fallback.convert(module, schema, io), vendor);
}

function isZod3(value: unknown): boolean {
  return isObjectLike(value) && isObjectLike((value as { _def?: unknown })._def) && typeof (value as { safeParse?: unknown }).safeParse === "function";
}

function isValibot(value: unknown): boolean {
  return isObjectLike(value) && (value as { kind?: unknown }).kind === "schema" && typeof (value as { "~run"?: unknown })["~run"] === "function";
}

function isObjectLike(value: unknown): value is object {
  return (typeof value === "object" && value !== null) || typeof value === "function";
}

/**
 * A tool schema from `schema`: a Standard Schema with `~standard.jsonSchema` (zod 4, Valibot wrapped by
 * `toStandardJsonSchema`, ArkType) converted at `draft-2020-12`; zod 3 through zod-to-json-schema and raw
 * Valibot through @valibot/to-json-schema (optional peers), then converted from draft-07; or a plain JSON
 * Schema. `options.io` picks the input or output side of transforms and pipes for every vendor (zod 3: a
 * `.transform` output is `{}`, its type being unknown; `.refine` and `preprocess` keep their inner schema).
 * Then brought to `dialect` (`convertDialect` / `toPortableSchema`). Returns the JSON Schema (a new object).
 *
 * The value (and a vendor's output) is read once through a guarded snapshot: a getter or Proxy that throws, a
 * value JSON cannot carry (`NaN`, BigInt, a function, a `Date`, …) or a cycle is thrown as a `DialectError`
 * naming its path, never as a raw error.
 *
 * @throws DialectError with code `not-a-schema` (also `null`, `undefined`, a string, a number, an array),
 *   `invalid-value`, `cyclic-schema`, `too-deep`, `converter-missing`, `vendor-conversion-failed`,
 *   `root-not-object` (an input schema whose root is not `type: "object"`, MCP `Tool.inputSchema`), or the
 *   conversion's refusals.
 */
export function toToolSchema(schema: unknown, options: ToToolSchemaOptions = {}): JsonSchema {
  const io = options.io ?? "input";
  const json = jsonSchemaOf(schema, io);
  const dialect = options.dialect ?? "2020-12";
  const result = dialect === "portable" ? portableRead(json) : convertRead(json, { to: dialect });
  if (result.schema === undefined) throw new DialectError(result.issues, "Schema cannot be expressed");
  const issues: SchemaIssue[] = [];
  if (io === "input" && !(isJsonObject(result.schema) && own(result.schema, "type") === "object")) {
    const type = isJsonObject(result.schema) ? own(result.schema, "type") : result.schema;
    issues.push(issue("", "root-not-object", `a tool input schema needs type: "object" at its root, got ${JSON.stringify(type ?? null)}`));
  }
  if (issues.length > 0) throw new DialectError(issues, "Not a tool input schema");
  return result.schema;
}
