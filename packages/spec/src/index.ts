/**
 * `@mcp-wire/spec`: the MCP elicitation wire types of each revision as zod schemas, and the
 * grammar derived from them.
 * @packageDocumentation
 */
export { REVISIONS, DEFAULT_REVISION, isRevision, type Revision } from "./revisions.js";
export { wireSchemasFor, type WireSchemas, type VariantName, type VariantSchema } from "./wire.js";
export type { Acceptor } from "./acceptor.js";
export {
  INPUT_REQUESTS_REVISION,
  INPUT_REQUEST_METHODS,
  createMessageRequest,
  createMessageRequestParams,
  elicitAction,
  elicitRequest,
  elicitRequestFormParams,
  elicitRequestURLParams,
  elicitResult,
  inputRequest,
  listRootsRequest,
  samplingMessage,
  type CreateMessageRequest,
  type CreateMessageRequestParams,
  type ElicitAction,
  type ElicitRequest,
  type ElicitRequestFormParams,
  type ElicitRequestURLParams,
  type InputRequest,
  type ListRootsRequest,
  type SamplingMessage,
} from "./input-requests.js";
export { grammarFor, type Grammar, type KeySet, type PrimitiveType, type VariantShape } from "./grammar.js";
export type {
  BooleanSchema,
  LegacyTitledEnumSchema,
  MultiSelectEnumSchema,
  UntitledMultiSelectEnumSchema,
  TitledMultiSelectEnumSchema,
  NumberSchema,
  PrimitiveSchemaDefinition,
  RequestedSchema,
  StringSchema,
  TitledOption,
  TitledSingleSelectEnumSchema,
} from "./types.js";
