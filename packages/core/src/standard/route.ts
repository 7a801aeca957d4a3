/**
 * Which values the conversion takes: Standard Schemas (routed on `~standard.validate`, Standard Schema v1,
 * standardschema.dev) and zod 3 schemas older than zod 3.24, which predate `~standard`.
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";

/** How a value is converted: as a Standard Schema, as a pre-Standard zod 3 schema, or not at all. */
export type SchemaRoute = "standard" | "zod3-legacy" | undefined;

function isObjectLike(value: unknown): value is object {
  return (typeof value === "object" && value !== null) || typeof value === "function";
}

/**
 * The route of `value`: `"standard"` when it has a `~standard` object with a `validate` function (a Standard
 * Schema without a JSON Schema converter still is one), `"zod3-legacy"` for a zod 3 schema without `~standard`
 * (zod < 3.24: a `_def` object and a `safeParse` function), else `undefined` (a plain JSON Schema or anything else).
 * @throws whatever reading `value` throws (a throwing getter, a revoked Proxy): callers decide what that means
 */
export function schemaRoute(value: unknown): SchemaRoute {
  if (!isObjectLike(value)) return undefined;
  const standard: unknown = (value as { "~standard"?: unknown })["~standard"];
  if (isObjectLike(standard)) return typeof (standard as { validate?: unknown }).validate === "function" ? "standard" : undefined;
  const legacy = value as { _def?: unknown; safeParse?: unknown };
  return isObjectLike(legacy._def) && typeof legacy.safeParse === "function" ? "zod3-legacy" : undefined;
}

/**
 * Whether `value` is a Standard Schema: it has a `~standard` object with a `validate` function. Never throws (a
 * throwing `~standard` getter means "not a Standard Schema").
 */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  try {
    return schemaRoute(value) === "standard";
  } catch {
    return false;
  }
}
