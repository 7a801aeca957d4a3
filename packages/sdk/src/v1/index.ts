/**
 * `@mcp-wire/sdk/v1`: mcp-wire for `@modelcontextprotocol/sdk` 1.x (optional peer).
 * @packageDocumentation
 */
export { publishToolSchemas } from "./publish.js";
export type { V1Server } from "./server.js";
export { convertToolSchemas, type PublishOptions, type DialectPublishOptions, type HostsPublishOptions } from "../shared/tool-list.js";
export { HOST_CHOICES, PRODUCTS, announcedVersion, isHostChoice, projectToolList, recognizeHost, wrapCallResult, type HostChoice, type ProductId, type ProjectToolListOptions, type ToolListProjection, type WithheldTool } from "../shared/host-form.js";
export { CLIENT_INFO_KEY, PROTOCOL_VERSION_KEY, requestEnvelope } from "../shared/publish-hosts.js";
export { SdkAdapterError, ISSUE_CODES, type IssueCode, type SdkIssue } from "../shared/errors.js";
export { elicitForm, type ElicitFormParams, type ElicitFormOutcome } from "./elicit.js";
export type { ElicitationOutcome } from "@mcp-wire/elicitation";
