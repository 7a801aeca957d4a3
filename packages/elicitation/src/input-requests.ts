/**
 * The server-initiated requests of the 2026-07-28 multi-round-trip flow, as the entries of an
 * `input_required` result's `inputRequests`: `elicitation/create` (form and URL mode),
 * `sampling/createMessage` and `roots/list`.
 *
 * Source: MCP 2026-07-28 `schema.json`, definitions `InputRequest` (anyOf `CreateMessageRequest`,
 * `ListRootsRequest`, `ElicitRequest`), `ElicitRequestFormParams`, `ElicitRequestURLParams`,
 * `CreateMessageRequestParams`, `SamplingMessage`.
 */
import type { StandardSchemaV1 } from "@mcp-wire/spec/node_modules/@standard-schema/spec" with { "resolution-mode": "import" };
