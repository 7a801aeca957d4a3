/**
 * @mcp-wire/hosts — what each MCP host does with a server's tools.
 */
export { BLASTS, LAYERS, REVISIONS } from "./types.js";
export type { Blast, HostIssue, Layer, Revision, Scope, SchemaRole, Source, VersionRange } from "./types.js";
export { HOSTS, HOST_PROFILES, hostProfile } from "./profiles.js";
export type { HostId, HostProfile } from "./profiles.js";
export { checkToolSchema } from "./check.js";
export type { ToolSchemaOptions } from "./check.js";
export { projectFor } from "./project.js";
export type { HostProjection } from "./project.js";
