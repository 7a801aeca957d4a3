/**
 * Standard Schema → JSON Schema (draft 2020-12, the input side), with vendor fallbacks for
 * libraries that predate Standard JSON Schema.
 *
 * Source: Standard Schema v1 (`~standard.validate`) and Standard JSON Schema v1
 * (`~standard.jsonSchema.input({ target })`), standardschema.dev.
 */
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { issue, RequestedSchemaError, type SchemaIssue } from "./issues.js";
import { optionalModule } from "./vendors.js";

/** A JSON Schema object as a converter returns it. */
export type JsonObject = Record<string, unknown>;

const TARGET = "draft-2020-12";

/**
 * Whether `value` is a Standard Schema: it has a `~standard` object with a `validate` function.
 * Routing is on `validate`, not on `jsonSchema`: a Standard Schema without a converter still is one.
 * Never throws (a throwing `~standard` getter means "not a Standard Schema").
 */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return false;
  try {
    const std = (value as { "~standard"?: unknown })["~standard"];
    return typeof std === "object" && std !== null && typeof (std as { validate?: unknown }).validate === "function";
  } catch {
    return false;
  }
}

type Converter = (schema: StandardSchemaV1) => unknown;

interface ZodModule {
  toJSONSchema: (schema: unknown, options: { io: "input"; target?: string }) => unknown;
}
interface ZodToJsonSchemaModule {
  zodToJsonSchema: (schema: unknown, options: Record<string, unknown>) => unknown;
}
interface ValibotToJsonSchemaModule {
  toStandardJsonSchema?: (schema: unknown) => StandardJSONSchemaV1;
  toJsonSchema: (schema: unknown) => unknown;
}

function missing(vendor: string, what: string): never {
  throw new RequestedSchemaError([
    issue("", "converter-missing", `${vendor} schema without ~standard.jsonSchema: ${what}`),
  ]);
}

/** Converters for schemas whose library has no `~standard.jsonSchema`, by `~standard.vendor`. */
const FALLBACKS: Readonly<Record<string, Converter>> = {
  zod: (schema) => {
    if ("_zod" in schema) {
      // zod 4.0 / 4.1: zod's own converter.
      const zod = optionalModule<ZodModule>("zod") ?? missing("zod", "install zod 4");
      return zod.toJSONSchema(schema, { io: "input", target: TARGET });
    }
    // zod 3: zod-to-json-schema (draft-07 output; the walk reads both dialects' flat forms).
    const z2j =
      optionalModule<ZodToJsonSchemaModule>("zod-to-json-schema") ??
      missing("zod 3", "install zod-to-json-schema");
    return z2j.zodToJsonSchema(schema, {
      $refStrategy: "none",
      effectStrategy: "input",
      pipeStrategy: "input",
      // `additionalProperties: false` only for `.strict()` objects: zod 3 strips unknown keys otherwise.
      removeAdditionalStrategy: "strict",
    });
  },
  valibot: (schema) => {
    const v2j =
      optionalModule<ValibotToJsonSchemaModule>("@valibot/to-json-schema") ??
      missing("valibot", "install @valibot/to-json-schema");
    return v2j.toStandardJsonSchema
      ? v2j.toStandardJsonSchema(schema)["~standard"].jsonSchema.input({ target: TARGET })
      : v2j.toJsonSchema(schema);
  },
};

function jsonSchemaConverter(schema: StandardSchemaV1): Converter {
  const std = schema["~standard"] as StandardSchemaV1.Props & Partial<StandardJSONSchemaV1.Props>;
  if (typeof std.jsonSchema?.input === "function") {
    const converter = std.jsonSchema;
    return () => converter.input({ target: TARGET });
  }
  const vendor = String(std.vendor);
  const fallback = Object.hasOwn(FALLBACKS, vendor) ? FALLBACKS[vendor] : undefined;
  return (
    fallback ??
    missing(vendor, "use a version of it that implements Standard JSON Schema, or pass a JSON Schema object")
  );
}

function failed(message: string): RequestedSchemaError {
  const text = message.length > 160 ? `${message.slice(0, 157)}...` : message;
  return new RequestedSchemaError([issue("", "conversion-failed", text)] satisfies SchemaIssue[]);
}

/**
 * Converts a Standard Schema to a JSON Schema object (draft 2020-12 target, input side).
 * @param schema - a Standard Schema (zod 3/4, Valibot, ArkType, or any vendor with `~standard.jsonSchema`)
 * @returns `{ jsonSchema, vendor }`: the converter's output (not yet checked) and `~standard.vendor`
 * @throws RequestedSchemaError with code `converter-missing` (no converter for this vendor, with what
 *   to install) or `conversion-failed` (the converter threw, returned a Promise or a non-object)
 */
export function toJsonSchema(schema: StandardSchemaV1): { jsonSchema: JsonObject; vendor: string } {
  let vendor: string;
  let result: unknown;
  try {
    vendor = String(schema["~standard"].vendor);
    result = jsonSchemaConverter(schema)(schema);
  } catch (cause) {
    if (cause instanceof RequestedSchemaError) throw cause;
    throw failed(`the schema's JSON Schema converter threw: ${describeThrown(cause)}`);
  }
  const problem = resultProblem(result);
  if (problem) throw failed(`the schema's JSON Schema converter ${problem}`);
  return { jsonSchema: result as JsonObject, vendor };
}

/** What a converter threw, as text; never throws (the thrown value may be hostile too). */
function describeThrown(cause: unknown): string {
  try {
    return cause instanceof Error ? String(cause.message) : String(cause);
  } catch {
    return "a value that cannot be read";
  }
}

/**
 * Why a converter's result is not a JSON Schema object (a Promise or thenable, a non-object, an
 * array, or an object that cannot even be inspected, like a revoked Proxy), or `undefined`.
 * Reads the result only here, guarded; the walk then reads it through the snapshot.
 */
function resultProblem(result: unknown): string | undefined {
  try {
    if (typeof (result as { then?: unknown } | null)?.then === "function") {
      return "returned a Promise; a synchronous converter is required";
    }
    if (typeof result !== "object" || result === null || Array.isArray(result)) {
      return `returned ${result === null ? "null" : Array.isArray(result) ? "an array" : `a ${typeof result}`}, not an object`;
    }
    return undefined;
  } catch (cause) {
    return `returned a value that cannot be read: ${describeThrown(cause)}`;
  }
}
