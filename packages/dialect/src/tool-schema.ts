/**
 * `toToolSchema`: a tool `inputSchema`/`outputSchema` from a Standard Schema (zod 4, zod 3, Valibot, ArkType)
 * or a plain JSON Schema, in the dialect asked for.
 */
import { createRequire } from "node:module";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { convertDialect } from "./convert/index.js";
import type { ConvertibleDialect } from "./dialects.js";
import { DialectError, issue, type SchemaIssue } from "./issues.js";
import { isJsonObject, isSchema, own, type JsonSchema } from "./json.js";
import { toPortableSchema } from "./portable/index.js";

/** Options of `toToolSchema`. */
export interface ToToolSchemaOptions {
  /** `input` (default) requires an object root (MCP `Tool.inputSchema`); `output` reads the output type. */
  readonly io?: "input" | "output";
  /** Default `"2020-12"` (the MCP default dialect). `"portable"`: see `toPortableSchema`. */
  readonly dialect?: ConvertibleDialect | "portable";
}

const require = createRequire(import.meta.url);


/** Vendors without `~standard.jsonSchema`: the optional peer that converts them (draft-07 output). */
const FALLBACKS: Readonly<Record<string, { readonly module: string; readonly convert: (module: Record<string, unknown>, schema: object) => unknown }>> = {
  zod: {
    module: "zod-to-json-schema",
    convert: (module, schema) => (module["zodToJsonSchema"] as (s: object, o: object) => unknown)(schema, { target: "jsonSchema7", $refStrategy: "root" }),
  },
  valibot: {
    module: "@valibot/to-json-schema",
    convert: (module, schema) => (module["toJsonSchema"] as (s: object) => unknown)(schema),
  },
};

/** The JSON Schema a value stands for, and how it was obtained. */
function jsonSchemaOf(value: unknown, io: "input" | "output"): JsonSchema {
  const standard = typeof value === "object" || typeof value === "function" ? (value as Partial<StandardSchemaV1>)["~standard"] : undefined;
  const withJsonSchema = standard as Partial<StandardJSONSchemaV1["~standard"]> | undefined;
  if (standard !== undefined && typeof standard.validate === "function" && withJsonSchema?.jsonSchema !== undefined) {
    return viaVendor(() => withJsonSchema.jsonSchema?.[io]({ target: "draft-2020-12" }), standard.vendor);
  }
  const vendor = standard?.vendor ?? (isZod3(value) ? "zod" : isValibot(value) ? "valibot" : undefined);
  if (vendor !== undefined) return viaFallback(value as object, vendor);
  if (isSchema(value)) return value;
  throw new DialectError([issue("", "not-a-schema")], "Not a schema");
}


function viaVendor(run: () => unknown, vendor: string | undefined): JsonSchema {
  try {
    const out = run();
    if (isSchema(out)) return out;
  } catch (error) {
    throw new DialectError([issue("", "vendor-conversion-failed", `${vendor ?? "vendor"}: ${(error as Error).message.slice(0, 120)}`)], "Schema conversion failed");
  }
  throw new DialectError([issue("", "vendor-conversion-failed", `${vendor ?? "vendor"} returned no JSON Schema`)], "Schema conversion failed");
}

function viaFallback(schema: object, vendor: string): JsonSchema {
  const fallback = Object.hasOwn(FALLBACKS, vendor) ? FALLBACKS[vendor] : undefined;
  if (fallback === undefined) throw new DialectError([issue("", "converter-missing", `no JSON Schema converter for vendor ${vendor}`)], "Schema conversion failed");
  let module: Record<string, unknown>;
  try {
    module = require(fallback.module) as Record<string, unknown>;
  } catch {
    throw new DialectError([issue("", "converter-missing", `install ${fallback.module} to convert ${vendor} schemas`)], "Schema conversion failed");
  }
  return viaVendor(() => fallback.convert(module, schema), vendor);
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
 * Schema. Then brought to `dialect` (`convertDialect` / `toPortableSchema`).
 *
 * @throws DialectError with code `not-a-schema`, `converter-missing`, `vendor-conversion-failed`,
 *   `root-not-object` (an input schema whose root is not `type: "object"`, MCP `Tool.inputSchema`), or the
 *   conversion's refusals.
 */
export function toToolSchema(schema: unknown, options: ToToolSchemaOptions = {}): JsonSchema {
  const io = options.io ?? "input";
  const json = jsonSchemaOf(schema, io);
  const dialect = options.dialect ?? "2020-12";
  const result = dialect === "portable" ? toPortableSchema(json) : convertDialect(json, { to: dialect });
  if (result.schema === undefined) throw new DialectError(result.issues, "Schema cannot be expressed");
  const issues: SchemaIssue[] = [];
  if (io === "input" && !(isJsonObject(result.schema) && own(result.schema, "type") === "object")) {
    const type = isJsonObject(result.schema) ? own(result.schema, "type") : result.schema;
    issues.push(issue("", "root-not-object", `a tool input schema needs type: "object" at its root, got ${JSON.stringify(type ?? null)}`));
  }
  if (issues.length > 0) throw new DialectError(issues, "Not a tool input schema");
  return result.schema;
}
