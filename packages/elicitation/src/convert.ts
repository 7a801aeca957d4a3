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

/** What {@link toJsonSchema} returns. */
export interface WalkInput {
  /** The converter's output (not yet checked). */
  readonly jsonSchema: Record<string, unknown>;
  /** `~standard.vendor`. */
  readonly vendor: string;
  /** One `constraint-not-advertised` note per constraint the schema enforces but the JSON Schema does not show. */
  readonly notes: SchemaIssue[];
  /** Each regex the vendor wrote for one of its own formats → that format (core's `formatPatterns`). */
  readonly formatPatterns: ReadonlyMap<string, string>;
}

/**
 * Converts a Standard Schema to the JSON Schema the walk reads.
 * @returns {@link WalkInput}
 * @throws RequestedSchemaError with core's codes: `converter-missing`, `conversion-failed`, `constraint-refused`
 */
export function toJsonSchema(schema: StandardSchemaV1): WalkInput {
  try {
    const { jsonSchema, vendor, unadvertised, formatPatterns } = convertStandardSchema(schema);
    const notes = unadvertised.map(({ path, kind }) =>
      issue(path, "constraint-not-advertised", `${UNADVERTISED[kind]}: the wire form does not advertise it; acceptedContent still enforces it`),
    );
    const byPattern = new Map<string, string>();
    for (let index = 0; index < formatPatterns.length; index++) byPattern.set(formatPatterns[index]!.pattern, formatPatterns[index]!.format);
    return { jsonSchema, vendor, notes, formatPatterns: byPattern };
  } catch (error) {
    if (error instanceof StandardSchemaError) throw new RequestedSchemaError(error.issues.map((found) => issue(found.path, found.code, found.message)));
    throw error;
  }
}
