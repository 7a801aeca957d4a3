/**
 * `@mcp-wire/elicitation`: schemas into MCP elicitation requestedSchemas, with every rejection
 * named by JSON Pointer path.
 * @packageDocumentation
 */
export {
  toRequestedSchema,
  validateRequestedSchema,
  type ToRequestedSchemaOptions,
  type ToRequestedSchemaResult,
  type ValidateRequestedSchemaOptions,
  type RequestedSchemaValidation,
} from "./requested-schema.js";
export { RequestedSchemaError, ISSUE_CODES, type IssueCode, type SchemaIssue } from "./issues.js";
export { isStandardSchema } from "./convert.js";
export type { OnUnsupported } from "./walk/context.js";
export type { RequestedSchema, PrimitiveSchemaDefinition, Revision } from "@mcp-wire/spec";
