/**
 * The oracle for instances: @hyperjump/json-schema validating under the schema's own dialect (its `$schema`, or
 * 2020-12 without one, as MCP reads it). Formats are annotations there (2020-12 validation §7.2).
 */
import { getAllRegisteredSchemaUris, registerSchema, unregisterSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import "@hyperjump/json-schema/draft-2019-09";
import "@hyperjump/json-schema/draft-07";
import "@hyperjump/json-schema/draft-06";
import "@hyperjump/json-schema/draft-04";

let counter = 0;

/** Each instance's validity under the schema's own dialect; `undefined` when hyperjump cannot load the schema. */
export async function ownDialectValidity(schema: unknown, instances: readonly unknown[]): Promise<boolean[] | undefined> {
  const known = new Set(getAllRegisteredSchemaUris());
  const uri = `https://differential.mcp-wire.test/schema-${++counter}`;
  try {
    registerSchema(schema as never, uri, "https://json-schema.org/draft/2020-12/schema");
    const validator = await validate(uri);
    return instances.map((instance) => validator(instance as never).valid);
  } catch {
    return undefined;
  } finally {
    for (const registered of getAllRegisteredSchemaUris()) if (!known.has(registered)) unregisterSchema(registered);
  }
}
