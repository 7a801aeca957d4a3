/**
 * @mcp-wire/core — the JSON kernel under every mcp-wire package (no MCP knowledge, no schema library).
 */
export { escapeToken, fragmentTokens, parsePointer, pointer, resolveTokens, unescapeToken } from "./pointer.js";
export { clip, show, thrownMessage } from "./text.js";
export { IssueError, MAX_LISTED_PATHS, MAX_LISTED_PATH_LENGTH, MAX_MESSAGE_LENGTH, listPaths, makeIssue, rejectionMessage, shownPath } from "./issues.js";
export type { PathListStyle, SchemaIssue } from "./issues.js";
export { INHERITS_NOTHING, RESERVED_NAMES, copyJson, isArrayGuarded, isJsonObject, jsonKind, own, setOwn } from "./json.js";
export type { JsonObject, JsonValue } from "./json.js";
export { MAX_ARRAY_LENGTH, MAX_SNAPSHOT_ISSUES, MAX_SNAPSHOT_VALUES, SNAPSHOT_CODES, describeValue, snapshot } from "./snapshot.js";
export type { RecordKind, Snapshot, SnapshotCode, SnapshotOptions, ValueBudget } from "./snapshot.js";
export { DIALECTS, POSITIONS, VOCABULARY, inPlaceApplicators, keywordInfo } from "./vocabulary.js";
export type { Dialect, KeywordClass, KeywordInfo, PositionKind, PositionTable, ValueKind } from "./vocabulary.js";
// standard
export { convertStandardSchema } from "./standard/convert.js";
export type { ConvertStandardOptions, StandardConversion } from "./standard/convert.js";
export type { ConversionSide, FormatPattern, Unadvertised, UnadvertisedKind } from "./standard/findings.js";
export { STANDARD_ISSUE_CODES, StandardSchemaError } from "./standard/issues.js";
export type { StandardIssueCode } from "./standard/issues.js";
export { optionalModule } from "./standard/modules.js";
export { ownOptions } from "./standard/options.js";
export { isStandardSchema, schemaRoute } from "./standard/route.js";
export type { SchemaRoute } from "./standard/route.js";
