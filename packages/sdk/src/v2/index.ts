/**
 * `@mcp-wire/sdk/v2`: mcp-wire for `@modelcontextprotocol/server` 2.x (optional peer).
 * @packageDocumentation
 */
export { publishToolSchemas } from "./publish.js";
export type { V2Server, V2ServerContext } from "./server.js";
export { convertToolSchemas, type PublishOptions, type DialectPublishOptions, type HostsPublishOptions } from "../shared/tool-list.js";
export { HOST_CHOICES, PRODUCTS, announcedVersion, isHostChoice, projectToolList, recognizeHost, wrapCallResult, type HostChoice, type ProductId, type ProjectToolListOptions, type ToolListProjection, type WithheldTool } from "../shared/host-form.js";
export { SdkAdapterError, ISSUE_CODES, type IssueCode, type SdkIssue } from "../shared/errors.js";
export { elicitForm, requestRevision, type FormAnswer, type FormParams, type FormValue } from "./elicit.js";
export type { ContentIssue } from "@mcp-wire/elicitation";
