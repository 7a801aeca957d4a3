/**
 * Instances generated from a schema, to be judged by the oracle (valid or invalid under the schema's own dialect):
 * a full sample (every property, formats honoured), the empty object, each of the first properties given a value of
 * the wrong kind or left out, an extra property, and each array property grown by one element or given a first
 * element of the wrong kind.
 */
import { parsePointer, resolveTokens } from "@mcp-wire/core";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = boolean | { [key: string]: Json };

const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  email: "a@example.com", "idn-email": "a@example.com", uri: "https://example.com/a", "uri-reference": "https://example.com/a", iri: "https://example.com/a",
  url: "https://example.com/a", "date-time": "2020-01-01T00:00:00Z", date: "2020-01-01", time: "00:00:00Z", uuid: "123e4567-e89b-12d3-a456-426614174000",
  hostname: "example.com", ipv4: "127.0.0.1", ipv6: "::1", duration: "P1D", regex: "a", "json-pointer": "/a", byte: "YQ==", int32: "1", int64: "1",
};

const MAX_DEPTH = 6;

function isObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value the schema likely accepts (the oracle decides). */
export function sample(root: Schema, schema: Json | undefined = root, depth = 0): Json {
  if (!isObject(schema) || depth > MAX_DEPTH) return schema === false ? "never" : {};
  const ref = schema["$ref"];
  if (typeof ref === "string" && ref.startsWith("#")) {
    const target = resolveTokens(root, parsePointer(decodeURIComponent(ref.slice(1))) ?? []);
    if (target.found) return sample(root, target.value as Json, depth + 1);
  }
  if (Object.hasOwn(schema, "const")) return schema["const"] as Json;
  const values = schema["enum"];
  if (Array.isArray(values) && values.length > 0) return values[0] as Json;
  if (Object.hasOwn(schema, "default")) return schema["default"] as Json;
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0 && !Object.hasOwn(schema, "type") && !Object.hasOwn(schema, "properties")) return sample(root, branches[0], depth + 1);
  }
  const declared = schema["type"];
  const type = Array.isArray(declared) ? declared.find((t) => t !== "null") ?? declared[0] : declared ?? (isObject(schema["properties"]) ? "object" : isObject(schema["items"]) || Array.isArray(schema["prefixItems"]) ? "array" : undefined);
  switch (type) {
    case "string": {
      const format = schema["format"];
      if (typeof format === "string" && Object.hasOwn(FORMAT_SAMPLES, format)) return FORMAT_SAMPLES[format] as string;
      const min = typeof schema["minLength"] === "number" ? schema["minLength"] : 1;
      return "x".repeat(Math.min(Math.max(1, min), 64));
    }
    case "integer":
    case "number":
      return typeof schema["minimum"] === "number" ? schema["minimum"] : typeof schema["exclusiveMinimum"] === "number" ? schema["exclusiveMinimum"] + 1 : 1;
    case "boolean":
      return true;
    case "null":
      return null;
    case "array": {
      const prefix = schema["prefixItems"] ?? (Array.isArray(schema["items"]) ? schema["items"] : undefined);
      if (Array.isArray(prefix)) return prefix.map((item) => sample(root, item, depth + 1));
      const min = typeof schema["minItems"] === "number" ? Math.min(schema["minItems"], 4) : 1;
      return Array.from({ length: min }, () => sample(root, schema["items"] as Json | undefined, depth + 1));
    }
    case "object":
    case undefined: {
      const out: { [key: string]: Json } = {};
      const properties = schema["properties"];
      if (isObject(properties)) for (const [key, value] of Object.entries(properties)) out[key] = sample(root, value, depth + 1);
      return out;
    }
    default:
      return {};
  }
}

function wrongKind(value: Json): Json {
  if (typeof value === "string") return 7;
  if (typeof value === "number") return "seven";
  if (typeof value === "boolean") return "true";
  if (Array.isArray(value)) return { not: "an array" };
  if (value === null) return 0;
  return "not an object";
}

/** Up to ~16 instances for `schema`: see the module comment. */
export function instancesFor(schema: Schema): Json[] {
  const full = sample(schema);
  const out: Json[] = [full, {}];
  if (isObject(full)) {
    const keys = Object.keys(full).slice(0, 4);
    for (const key of keys) {
      out.push({ ...full, [key]: wrongKind(full[key] as Json) });
      const { [key]: _dropped, ...rest } = full;
      out.push(rest);
      const value = full[key];
      if (Array.isArray(value)) {
        out.push({ ...full, [key]: [...value, value.length > 0 ? (value[value.length - 1] as Json) : "x"] });
        if (value.length > 0) out.push({ ...full, [key]: [wrongKind(value[0] as Json), ...value.slice(1)] });
      }
    }
    out.push({ ...full, zz_extra: 1 });
  }
  return out;
}
