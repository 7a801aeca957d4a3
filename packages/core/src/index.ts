/**
 * @mcp-wire/core — the JSON kernel under every mcp-wire package (no MCP knowledge, no schema library).
 */
export { escapeToken, fragmentTokens, parsePointer, pointer, resolveTokens, unescapeToken } from "./pointer.js";
export { clip, show, thrownMessage } from "./text.js";
export { IssueError, MAX_LISTED_PATHS, MAX_LISTED_PATH_LENGTH, MAX_MESSAGE_LENGTH, makeIssue, rejectionMessage, shownPath } from "./issues.js";
export type { SchemaIssue } from "./issues.js";
// standard
export { convertStandardSchema } from "./standard/convert.js";
export type { ConvertStandardOptions, StandardConversion } from "./standard/convert.js";
export type { ConversionSide, Unadvertised, UnadvertisedKind } from "./standard/findings.js";
export { STANDARD_ISSUE_CODES, StandardSchemaError } from "./standard/issues.js";
export type { StandardIssueCode } from "./standard/issues.js";
export { optionalModule } from "./standard/modules.js";
export { ownOptions } from "./standard/options.js";
export { isStandardSchema, schemaRoute } from "./standard/route.js";
export type { SchemaRoute } from "./standard/route.js";
