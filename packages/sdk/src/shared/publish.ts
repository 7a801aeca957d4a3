/**
 * Publication of tool schemas on a low-level server of either SDK line.
 */
import { PROJECTIONS } from "@mcp-wire/dialect";
import { SdkAdapterError } from "./errors.js";
import { interceptResult } from "./intercept.js";
import { convertToolSchemas, type PublishOptions } from "./tool-list.js";


/**
 * Makes `tools/list` on `protocol` (a v1 or v2 low-level `Server`) answer with every tool schema in
 * `options.dialect`. Only the published copy changes: the SDK keeps validating arguments and results
 * with the schemas the tools were registered with.
 *
 * @throws SdkAdapterError code `invalid-option` (unknown dialect) or `unsupported-sdk-internals`
 */
export function publishOn(protocol: object, options: PublishOptions): void {
  const dialect = (options as { dialect?: unknown } | undefined)?.dialect;
  if (typeof dialect !== "string" || !(PROJECTIONS as readonly string[]).includes(dialect)) {
    throw new SdkAdapterError("invalid-option", `dialect must be one of ${PROJECTIONS.join(", ")}, got ${JSON.stringify(dialect ?? null)}`);
  }
  const chosen = { dialect } as PublishOptions;
  interceptResult(protocol, "tools/list", (result) => convertToolSchemas(result, chosen));
}
