/**
 * @mcp-wire/hosts — what each MCP host does with a server's tools.
 */
export { BLASTS, LAYERS, REVISIONS } from "./types.js";
export type { Blast, HostIssue, Layer, Revision, Scope, SchemaRole, Source, VersionRange } from "./types.js";
// loosen
export { loosen } from "./loosen/index.js";
export { LOOSENINGS, LOOSEN_ISSUE_CODES, LoosenError, MAX_INLINED_NODES } from "./loosen/types.js";
export type { LoosenErrorCode, LoosenIssue, LoosenOptions, LoosenResult, Loosened, LooseningEffect, LooseningId } from "./loosen/types.js";
export { LOOSENING_SOURCES } from "./loosen/table.js";
export { unwrapStructuredContent, wrapStructuredContent } from "./loosen/structured-content.js";
