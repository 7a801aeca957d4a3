/**
 * The one place the product modules take their guarded reader from: `readJson` snapshots untrusted input into
 * plain JSON (own data properties only; getters that throw, Proxies, cycles, non-JSON values and absurd nesting
 * become issues with their JSON Pointer). It lives in `@mcp-wire/dialect` today; when it moves to
 * `@mcp-wire/core`, only this import changes.
 */
export { readJson } from "@mcp-wire/dialect";
export type { JsonObject, JsonSchema, JsonValue, Snapshot } from "@mcp-wire/dialect";
