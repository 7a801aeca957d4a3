/**
 * `boolean-subschema`: a boolean sub-schema becomes the object of the same meaning, `true` → `{}` and `false` →
 * `{ not: {} }` (JSON Schema 2020-12 core §4.3.2). The 2025 wire definition of `Tool.inputSchema` wants objects as
 * `properties` values, and clients drop the whole list on `"properties": { "x": true }` (anthropics/claude-code#92900,
 * anomalyco/opencode#49464). The closing keywords every host reads as booleans (`additionalProperties`,
 * `unevaluatedProperties`, `additionalItems`, `unevaluatedItems`) keep theirs.
 */
import type { JsonSchema } from "@mcp-wire/dialect";
import { note, type Rewrite } from "../context.js";
import { mapSubschemas } from "../walk.js";

/** Keywords whose boolean value stays a boolean. */
const KEPT_BOOLEAN: readonly string[] = ["additionalProperties", "unevaluatedProperties", "additionalItems", "unevaluatedItems"];

export const booleanSubschema: Rewrite = {
  id: "boolean-subschema",
  source: "anthropics/claude-code#92900",
  apply: (schema, context) =>
    mapSubschemas(schema, context.dialect, (node, at): JsonSchema => {
      if (typeof node !== "boolean" || (at.keyword !== undefined && KEPT_BOOLEAN.includes(at.keyword))) return node;
      note(context, booleanSubschema, at.path, "same", node ? "true sub-schema written {}" : "false sub-schema written {\"not\":{}}");
      return node ? {} : { not: {} };
    }),
};
