/**
 * @mcp-wire/core — the JSON kernel under every mcp-wire package (no MCP knowledge, no schema library).
 */
export { escapeToken, fragmentTokens, parsePointer, pointer, resolveTokens, unescapeToken } from "./pointer.js";
export { clip, show, thrownMessage } from "./text.js";
export { IssueError, MAX_LISTED_PATHS, MAX_LISTED_PATH_LENGTH, MAX_MESSAGE_LENGTH, makeIssue, rejectionMessage, shownPath } from "./issues.js";
export type { SchemaIssue } from "./issues.js";
