/**
 * What doctor uses of `@mcp-wire/dialect`, plus the one guard it needs: whether a received value is a
 * JSON Schema (an object or a boolean) at all.
 */
export { issueDetail, toPortableSchema } from "@mcp-wire/dialect";
/** `true` for a JSON object (not an array) or a boolean: the values JSON Schema accepts as a schema. */
export function isJsonSchemaValue(value) {
    return typeof value === "boolean" || (typeof value === "object" && value !== null && !Array.isArray(value));
}
//# sourceMappingURL=dialect.js.map