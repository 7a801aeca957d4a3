/**
 * @mcp-wire/dialect — MCP tool schemas across JSON Schema dialects.
 */
export { DEFAULT_DIALECT, DIALECTS, DIALECT_URI, dialectOf, dialectOfLabel } from "./dialects.js";
export type { ConvertibleDialect, Dialect } from "./dialects.js";
export { DialectError, ISSUE_CODES, issueDetail } from "./issues.js";
export type { IssueCode, SchemaIssue } from "./issues.js";
export type { JsonObject, JsonSchema, JsonValue } from "./json.js";
export { deepCopy, isJsonObject, own, setOwn } from "./json.js";
export { readSchema } from "./snapshot.js";
export type { Snapshot } from "./snapshot.js";
export { DRAFT_07_POSITIONS, DRAFT_2019_09_POSITIONS, DRAFT_2020_12_POSITIONS, positionOf, positionsOf } from "./positions.js";
export type { PositionKind, PositionTable } from "./positions.js";
export { MAX_DEPTH, childrenOf, mapChildren, mapKeywordValue, walkSchema } from "./traverse.js";
export type { Child } from "./traverse.js";
export { convertDialect } from "./convert/index.js";
export type { ConvertOptions, ConvertResult } from "./convert/index.js";
export { toPortableSchema } from "./portable/index.js";
export type { PortableOptions, PortableResult } from "./portable/index.js";
export { HOSTS, HOST_PROFILES, PROJECTIONS, hostProfile } from "./hosts/profiles.js";
export type { HostId, HostProfile, Projection } from "./hosts/profiles.js";
export { checkToolSchema } from "./hosts/check.js";
export type { ToolSchemaOptions } from "./hosts/check.js";
export { projectFor } from "./hosts/project.js";
export type { HostProjection } from "./hosts/project.js";
export { toToolSchema } from "./tool-schema.js";
export type { ToToolSchemaOptions } from "./tool-schema.js";
