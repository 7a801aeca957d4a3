/**
 * @mcp-wire/dialect — MCP tool schemas across JSON Schema dialects (pure JSON Schema: host knowledge is in
 * `@mcp-wire/hosts`, which builds on the snapshot, traversal, conversion and structural checks exported here).
 */
export { DEFAULT_DIALECT, DIALECTS, DIALECT_URI, dialectOf, dialectOfLabel } from "./dialects.js";
export type { ConvertibleDialect, Dialect } from "./dialects.js";
export { DialectError, ISSUE_CODES, issue, issueDetail, rebaseIssue } from "./issues.js";

export type { IssueCode, SchemaIssue } from "./issues.js";
export { copyJson, isJsonObject, isSchema, own, setOwn } from "./json.js";
export type { JsonObject, JsonSchema, JsonValue } from "./json.js";
export { MAX_JSON_DEPTH, readJson, readSchema } from "./snapshot.js";
export type { Snapshot } from "./snapshot.js";
export { splitRef } from "./refs.js";
export type { SplitRef } from "./refs.js";
export { structuralIssues } from "./structure.js";
export { DRAFT_07_POSITIONS, DRAFT_2019_09_POSITIONS, DRAFT_2020_12_POSITIONS, positionOf, positionsOf } from "./positions.js";
export type { PositionKind, PositionTable } from "./positions.js";
export { MAX_DEPTH, childrenOf, mapChildren, mapKeywordValue, walkSchema } from "./traverse.js";
export type { Child } from "./traverse.js";
export { convertDialect, convertRead } from "./convert/index.js";
export type { ConvertOptions, ConvertResult } from "./convert/index.js";
export { portableRead, toPortableSchema } from "./portable/index.js";
export type { PortableOptions, PortableResult } from "./portable/index.js";
export { readDraft07Forms } from "./portable/draft07-forms.js";
export type { Draft07Reading } from "./portable/draft07-forms.js";
export { PROJECTIONS } from "./projections.js";
export type { Projection } from "./projections.js";
export { toToolSchema } from "./tool-schema.js";
export type { ToToolSchemaOptions } from "./tool-schema.js";
