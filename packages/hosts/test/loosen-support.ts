/**
 * What the loosening tests share: the validators that say what a schema accepts (hyperjump at the schema's own
 * dialect, Ajv read leniently for originals hyperjump cannot load), the library hosts (the SDK 1.x and 2.x client
 * validators, `new Ajv()`), the captured servers' schemas, and a schema-guided instance generator.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { Ajv, type AnySchema } from "ajv";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { getAllRegisteredSchemaUris, registerSchema, unregisterSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import "@hyperjump/json-schema/draft-2019-09";
import "@hyperjump/json-schema/draft-07";
import "@hyperjump/json-schema/draft-04";
import { AjvJsonSchemaValidator as SdkV1Validator } from "@modelcontextprotocol/sdk/validation/ajv";
import { AjvJsonSchemaValidator as SdkV2Validator } from "@modelcontextprotocol/client/validators/ajv";
import type { JsonObject, JsonSchema, JsonValue } from "@mcp-wire/dialect";
import { compileAlone } from "../../dialect/test/suite/engines.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => void;

/** The meta-schema hyperjump reads a schema with: its `$schema` label (draft-04 to 2020-12), else 2020-12. */
export function metaSchemaOf(schema: JsonSchema): string {
  const label = typeof schema === "object" && typeof schema["$schema"] === "string" ? schema["$schema"] : "";
  if (/draft-04/.test(label)) return "http://json-schema.org/draft-04/schema";
  if (/draft-0[67]/.test(label)) return "http://json-schema.org/draft-07/schema";
  if (/2019-09/.test(label)) return "https://json-schema.org/draft/2019-09/schema";
  return "https://json-schema.org/draft/2020-12/schema";
}

let counter = 0;

/** A compiled check: `accepts(value)`; `undefined` from the loaders when the schema does not load. */
export type Check = (value: JsonValue) => boolean;

/** Loads `schema` into hyperjump at its own dialect (or `meta`); `undefined` when it does not load or compile. */
export async function hyperjump(schema: JsonSchema, meta = metaSchemaOf(schema)): Promise<Check | undefined> {
  const uri = `https://loosen.mcp-wire.test/schema-${++counter}`;
  const known = new Set(getAllRegisteredSchemaUris());
  try {
    const body = typeof schema === "object" ? Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "$schema")) : schema;
    registerSchema(body as never, uri, meta);
    const validator = await validate(uri);
    return (value) => validator(value as never).valid;
  } catch {
    return undefined;
  } finally {
    for (const registered of getAllRegisteredSchemaUris()) if (!known.has(registered)) unregisterSchema(registered);
  }
}

/** Ajv read as leniently as it goes (no meta-schema check, no strict mode, regexes without the `u` flag). */
export function lenientAjv(schema: JsonSchema): Check | undefined {
  try {
    const ajv = new Ajv({ strict: false, validateSchema: false, unicodeRegExp: false, logger: false });
    addFormats(ajv);
    const compiled = ajv.compile(schema as AnySchema);
    return (value) => compiled(value) as boolean;
  } catch {
    return undefined;
  }
}

/** `new Ajv()`, made once: each schema is compiled in it as in a fresh one (`compileAlone`). */
const defaultAjv = new Ajv({ logger: false });

/** The library hosts: each compiles a schema its own way; `undefined` when it refuses. */
export const LIBRARY_HOSTS = {
  "sdk-1.32.2": (schema: JsonSchema): Check | undefined => {
    try {
      const check = new SdkV1Validator().getValidator(schema as never);
      return (value) => check(value).valid;
    } catch {
      return undefined;
    }
  },
  "client-2.4.0": (schema: JsonSchema): Check | undefined => {
    try {
      const check = new SdkV2Validator().getValidator(schema as never);
      return (value) => check(value).valid;
    } catch {
      return undefined;
    }
  },
  "new Ajv()": (schema: JsonSchema): Check | undefined => {
    try {
      const compiled = compileAlone(defaultAjv, schema as AnySchema);
      return (value) => compiled(value) as boolean;
    } catch {
      return undefined;
    }
  },
} as const;

/** Why `new Ajv()` refuses a schema, by kind: `2020-12 label`, `unknown format`, or the message. */
export function defaultAjvRefusal(schema: JsonSchema): string | undefined {
  try {
    compileAlone(defaultAjv, schema as AnySchema);
    return undefined;
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    if (message.includes('no schema with key or ref "https://json-schema.org/draft/2020-12/schema"')) return "2020-12 label";
    if (message.startsWith("unknown format")) return "unknown format";
    return message;
  }
}

/** One tool schema of a captured server. */
export interface CorpusSchema {
  /** `file / tool / inputSchema`. */
  readonly name: string;
  readonly role: "inputSchema" | "outputSchema";
  readonly schema: JsonSchema;
}

const SERVERS = fileURLToPath(new URL("../../../fixtures/servers/", import.meta.url));

/** Every inputSchema and outputSchema of every captured `tools/list` in fixtures/servers. */
export function corpusSchemas(): CorpusSchema[] {
  const out: CorpusSchema[] = [];
  for (const file of readdirSync(SERVERS).filter((name) => name.endsWith(".tools.json")).sort()) {
    const capture = JSON.parse(readFileSync(join(SERVERS, file), "utf8")) as { tools: { name: string; inputSchema?: JsonSchema; outputSchema?: JsonSchema }[] };
    for (const tool of capture.tools) {
      for (const role of ["inputSchema", "outputSchema"] as const) {
        const schema = tool[role];
        if (schema !== undefined) out.push({ name: `${file} / ${tool.name} / ${role}`, role, schema });
      }
    }
  }
  return out;
}

const json: fc.Arbitrary<JsonValue> = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<JsonValue>;

/**
 * Values shaped by `schema` (its `properties`, `items`, `enum`, `const`, `type`, bounds, `pattern`, `default`,
 * `examples`, branches and local `$ref`s), mixed with arbitrary JSON, so that many are valid and some are not. The
 * tests keep only the values the original accepts.
 */
export function instancesOf(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<JsonValue> {
  if (typeof schema === "boolean" || depth > 6) return json;
  const node = schema as JsonObject;
  const options: fc.Arbitrary<JsonValue>[] = [];
  const samples = [node["default"], ...(Array.isArray(node["examples"]) ? node["examples"] : [])].filter((value) => value !== undefined) as JsonValue[];
  if (samples.length > 0) options.push(fc.constantFrom(...samples));
  if (Array.isArray(node["enum"]) && node["enum"].length > 0) return fc.constantFrom(...(node["enum"] as JsonValue[]));
  if (Object.hasOwn(node, "const")) return fc.constant(node["const"] as JsonValue);
  const ref = node["$ref"];
  if (typeof ref === "string" && ref.startsWith("#")) {
    const tokens = ref.slice(1).split("/").slice(1).map((token) => decodeURIComponent(token).replaceAll("~1", "/").replaceAll("~0", "~"));
    let target: unknown = root;
    for (const token of tokens) target = typeof target === "object" && target !== null ? (target as Record<string, unknown>)[token] : undefined;
    if (typeof target === "object" || typeof target === "boolean") options.push(instancesOf(target as JsonSchema, root, depth + 1));
  }
  for (const keyword of ["anyOf", "oneOf", "allOf"]) {
    const branches = node[keyword];
    if (Array.isArray(branches)) for (const branch of branches) options.push(instancesOf(branch as JsonSchema, root, depth + 1));
  }
  const types = Array.isArray(node["type"]) ? (node["type"] as string[]) : typeof node["type"] === "string" ? [node["type"]] : [];
  const guessed = types.length > 0 ? types : node["properties"] !== undefined || node["required"] !== undefined ? ["object"] : node["items"] !== undefined ? ["array"] : [];
  for (const type of guessed) options.push(typed(node, type, root, depth));
  // shaped values four times as often as arbitrary JSON
  return fc.oneof(...options.map((arbitrary) => ({ arbitrary, weight: 4 })), { arbitrary: json, weight: 1 });
}

function typed(node: JsonObject, type: string, root: JsonSchema, depth: number): fc.Arbitrary<JsonValue> {
  const num = (key: string): number | undefined => (typeof node[key] === "number" ? (node[key] as number) : undefined);
  switch (type) {
    case "object": {
      const properties = typeof node["properties"] === "object" && node["properties"] !== null && !Array.isArray(node["properties"]) ? (node["properties"] as JsonObject) : {};
      const required = Array.isArray(node["required"]) ? (node["required"] as string[]) : [];
      const model: Record<string, fc.Arbitrary<JsonValue>> = {};
      for (const [name, child] of Object.entries(properties)) model[name] = instancesOf(child as JsonSchema, root, depth + 1);
      return fc.record(model, { requiredKeys: required.filter((name) => Object.hasOwn(model, name)) }) as fc.Arbitrary<JsonValue>;
    }
    case "array": {
      const items = node["items"];
      const element = typeof items === "object" && items !== null && !Array.isArray(items) ? instancesOf(items as JsonSchema, root, depth + 1) : json;
      return fc.array(element, { minLength: num("minItems") ?? 0, maxLength: Math.max(num("minItems") ?? 0, Math.min(num("maxItems") ?? 3, 3)) });
    }
    case "string": {
      const pattern = node["pattern"];
      if (typeof pattern === "string") {
        try {
          return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length < 200);
        } catch {
          // a pattern JavaScript cannot compile at all: plain strings
        }
      }
      return fc.string({ minLength: num("minLength") ?? 0, maxLength: Math.max(num("minLength") ?? 0, Math.min(num("maxLength") ?? 12, 12)) });
    }
    case "integer": {
      const min = Math.max(Math.ceil(num("minimum") ?? -1000), -1e9);
      const max = Math.min(Math.floor(num("maximum") ?? 1000), 1e9);
      return min <= max ? fc.integer({ min, max }) : json;
    }
    case "number": {
      const min = num("minimum") ?? -1000;
      const max = num("maximum") ?? 1000;
      return min <= max ? fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) : json;
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return json;
  }
}
