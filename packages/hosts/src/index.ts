/**
 * @mcp-wire/hosts — what each MCP host does with a server's tools.
 */
export { BLASTS, LAYERS, REVISIONS } from "./types.js";
export type { Blast, HostIssue, Layer, Revision, Scope, SchemaRole, Source, VersionRange } from "./types.js";
