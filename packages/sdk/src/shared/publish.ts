/**
 * Publication of tool schemas on a low-level server of either SDK line.
 */
import { show } from "@mcp-wire/core";
import { PROJECTIONS } from "@mcp-wire/dialect";
import { SdkAdapterError } from "./errors.js";
import { interceptResult } from "./intercept.js";
import { requireRecord } from "./options.js";
import { publishPerHost, type Connection } from "./publish-hosts.js";
import { convertToolSchemas, type DialectPublishOptions, type PublishOptions } from "./tool-list.js";

/** The two shapes of the options, as the `invalid-option` messages name them. */
const SHAPE = `{ dialect: ${PROJECTIONS.map((name) => JSON.stringify(name)).join(" | ")} } or { hosts: "auto", quarantine?: boolean, log? }`;

/**
 * Makes `tools/list` on `protocol` (a v1 or v2 low-level `Server`) answer with every tool schema in
 * `options.dialect`, or, with `{ hosts: "auto" }`, with the form the connected client's host keeps (see
 * `publishPerHost`; `connection` says how to read the client). Only the published copy changes: the SDK keeps
 * validating arguments and results with the schemas the tools were registered with. Calling it again replaces the
 * previous choice.
 *
 * @throws SdkAdapterError code `invalid-option` (options missing or not an object, neither `dialect` nor `hosts`, an
 *   unknown dialect or `hosts` value, both given, a bad `quarantine` or `log`; each message names both shapes or
 *   both options) or `unsupported-sdk-internals`
 */
export function publishOn(protocol: object, options: PublishOptions, connection: Connection): void {
  requireRecord(options, "publishToolSchemas(server, options): options", SHAPE);
  const dialect: unknown = Object.hasOwn(options, "dialect") ? (options as { dialect?: unknown }).dialect : undefined;
  const hosts: unknown = Object.hasOwn(options, "hosts") ? (options as { hosts?: unknown }).hosts : undefined;
  if (hosts !== undefined) {
    if (hosts !== "auto") throw new SdkAdapterError("invalid-option", `hosts must be "auto", got ${show(hosts)}`);
    if (dialect !== undefined) throw new SdkAdapterError("invalid-option", "give either dialect or hosts, not both");
    publishPerHost(protocol, options as Extract<PublishOptions, { hosts: "auto" }>, connection);
    return;
  }
  if (dialect === undefined) throw new SdkAdapterError("invalid-option", `publishToolSchemas(server, options): options must be ${SHAPE}, got neither dialect nor hosts`);
  if (typeof dialect !== "string" || !(PROJECTIONS as readonly string[]).includes(dialect)) {
    throw new SdkAdapterError("invalid-option", `dialect must be one of ${PROJECTIONS.join(", ")} (or give hosts: "auto" instead), got ${show(dialect)}`);
  }
  const chosen = { dialect } as DialectPublishOptions;
  interceptResult(protocol, "tools/list", (result) => convertToolSchemas(result, chosen));
}
