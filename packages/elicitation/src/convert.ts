/**
 * A Standard Schema as the walk reads it: `@mcp-wire/core`'s one conversion (draft 2020-12, input side), its
 * issues as this package's, and what the JSON Schema cannot show as notes at their paths.
 */
import { convertStandardSchema, StandardSchemaError, type UnadvertisedKind } from "@mcp-wire/core";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { issue, RequestedSchemaError, type SchemaIssue } from "./issues.js";

export { isStandardSchema } from "@mcp-wire/core";

/** What each kind of unadvertised constraint is called in its note. */
const UNADVERTISED: Readonly<Record<UnadvertisedKind, string>> = {
  refinement: "a refinement (refine, check, narrow)",
  transform: "a transform (transform, trim, codec, morph)",
  pipe: "the constraints of a piped schema",
};

/**
 * Converts a Standard Schema to the JSON Schema the walk reads.
 * @returns `{ jsonSchema, vendor, notes }`: the converter's output (not yet checked), `~standard.vendor`, and one
 *   `constraint-not-advertised` note per constraint the schema enforces but the JSON Schema does not show
 * @throws RequestedSchemaError with core's codes: `converter-missing`, `conversion-failed`, `constraint-refused`
 */
export function toJsonSchema(schema: StandardSchemaV1): { jsonSchema: Record<string, unknown>; vendor: string; notes: SchemaIssue[] } {
  try {
    const { jsonSchema, vendor, unadvertised } = convertStandardSchema(schema);
    const notes = unadvertised.map(({ path, kind }) =>
      issue(path, "constraint-not-advertised", `${UNADVERTISED[kind]}: the wire form does not advertise it; acceptedContent still enforces it`),
    );
    return { jsonSchema, vendor, notes };
  } catch (error) {
    if (error instanceof StandardSchemaError) throw new RequestedSchemaError(error.issues.map((found) => issue(found.path, found.code, found.message)));
    throw error;
  }
}
