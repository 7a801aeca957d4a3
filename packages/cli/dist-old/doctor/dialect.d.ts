/**
 * What doctor uses of `@mcp-wire/dialect`, plus the one guard it needs: whether a received value is a
 * JSON Schema (an object or a boolean) at all.
 */
export { issueDetail, toPortableSchema, type JsonSchema, type JsonValue, type SchemaIssue } from "@mcp-wire/dialect";
import type { JsonSchema } from "@mcp-wire/dialect";
/** `true` for a JSON object (not an array) or a boolean: the values JSON Schema accepts as a schema. */
export declare function isJsonSchemaValue(value: unknown): value is JsonSchema;
//# sourceMappingURL=dialect.d.ts.map