/**
 * Publication of tool schemas on a low-level server of either SDK line.
 */
import { PROJECTIONS } from "@mcp-wire/dialect";
import { SdkAdapterError } from "./errors.js";
import { interceptResult } from "./intercept.js";
import { publishPerHost, type Connection } from "./publish-hosts.js";
import { convertToolSchemas, type DialectPublishOptions, type PublishOptions } from "./tool-list.js";

/**
 * Makes `tools/list` on `protocol` (a v1 or v2 low-level `Server`) answer with every tool schema in
 * `options.dialect`, or, with `{ hosts: "auto" }`, with the form the connected client's host keeps (see
 * `publishPerHost`; `connection` says how to read the client). Only the published copy changes: the SDK keeps
 * validating arguments and results with the schemas the tools were registered with. Calling it again replaces the
 * previous choice.
 *
 * @throws SdkAdapterError code `invalid-option` (unknown dialect or `hosts` value, a bad `quarantine` or `log`) or
 *   `unsupported-sdk-internals`
 */
export function publishOn(protocol: object, options: PublishOptions, connection: Connection): void {
  const { dialect, hosts } = (typeof options === "object" && options !== null ? options : {}) as { dialect?: unknown; hosts?: unknown };
  if (hosts !== undefined) {
    if (hosts !== "auto") throw new SdkAdapterError("invalid-option", `hosts must be "auto", got ${JSON.stringify(hosts)}`);
    if (dialect !== undefined) throw new SdkAdapterError("invalid-option", "give either dialect or hosts, not both");
    publishPerHost(protocol, options as Extract<PublishOptions, { hosts: "auto" }>, connection);
    return;
  }
  if (typeof dialect !== "string" || !(PROJECTIONS as readonly string[]).includes(dialect)) {
    throw new SdkAdapterError("invalid-option", `dialect must be one of ${PROJECTIONS.join(", ")}, got ${JSON.stringify(dialect ?? null)}`);
  }
  const chosen = { dialect } as DialectPublishOptions;
  interceptResult(protocol, "tools/list", (result) => convertToolSchemas(result, chosen));
}
