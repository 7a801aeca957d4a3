/**
 * Publication of tool schemas on a low-level server of either SDK line.
 */
import { show } from "@mcp-wire/core";
import { PROJECTIONS } from "@mcp-wire/dialect";
import { SdkAdapterError } from "./errors.js";
import { interceptResult } from "./intercept.js";
import { requireRecord } from "./options.js";
import { convertToolSchemas, type PublishOptions } from "./tool-list.js";


/**
 * Makes `tools/list` on `protocol` (a v1 or v2 low-level `Server`) answer with every tool schema in
 * `options.dialect`. Only the published copy changes: the SDK keeps validating arguments and results
 * with the schemas the tools were registered with.
 *
 * @throws SdkAdapterError code `invalid-option` (options missing or not an object, unknown dialect) or
 *   `unsupported-sdk-internals`
 */
export function publishOn(protocol: object, options: PublishOptions): void {
  requireRecord(options, "publishToolSchemas(server, options): options", `{ dialect: ${PROJECTIONS.map((name) => JSON.stringify(name)).join(" | ")} }`);
  const dialect: unknown = options.dialect;
  if (typeof dialect !== "string" || !(PROJECTIONS as readonly string[]).includes(dialect)) {
    throw new SdkAdapterError("invalid-option", `dialect must be one of ${PROJECTIONS.join(", ")}, got ${show(dialect)}`);
  }
  const chosen = { dialect } as PublishOptions;
  interceptResult(protocol, "tools/list", (result) => convertToolSchemas(result, chosen));
}
