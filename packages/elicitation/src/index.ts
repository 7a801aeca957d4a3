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
// Round trip
export {
  validateContent,
  contentValidator,
  type ContentValidator,
  type ValidateContentOptions,
  type ContentValidation,
} from "./content.js";
export { CONTENT_ISSUE_CODES, type ContentIssueCode, type ContentIssue } from "./content-issues.js";
export { inputRequired, type InputRequiredBuilder, type InputRequiredResult, type InputRequiredSpec, type InputRequests } from "./input-required.js";
export type {
  CreateMessageRequest,
  CreateMessageRequestParams,
  ElicitInput,
  ElicitRequest,
  ElicitRequestFormParams,
  ElicitRequestURLParams,
  ElicitUrlInput,
  InputRequest,
  ListRootsRequest,
  SamplingMessage,
} from "./input-requests.js";
export {
  inputResponse,
  acceptedContent,
  readElicitation,
  type InputResponseView,
  type ElicitAction,
  type ElicitContent,
  type ElicitationOutcome,
  type CreateMessageResult,
  type Root,
} from "./responses.js";
