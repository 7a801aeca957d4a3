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
export type { RecordKind, Snapshot, SnapshotCode, SnapshotOptions } from "./snapshot.js";
export { DIALECTS, POSITIONS, VOCABULARY, inPlaceApplicators, keywordInfo } from "./vocabulary.js";
export type { Dialect, KeywordClass, KeywordInfo, PositionKind, PositionTable, ValueKind } from "./vocabulary.js";
