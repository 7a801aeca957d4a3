/**
 * `properties-array`: a name → schema map written as an empty array (`"properties": []`, what PHP's `json_encode`
 * makes of an empty map) becomes `{}`, the empty map of the same meaning. Both 2025 wire definitions and the
 * meta-schemas refuse the array (modelcontextprotocol/php-sdk#405).
 */
import { isJsonObject, positionOf, setOwn, type JsonObject } from "@mcp-wire/dialect";
import { pointer } from "@mcp-wire/core";
import { note, type Rewrite } from "../context.js";
import { mapSubschemas } from "../walk.js";

export const propertiesArray: Rewrite = {
  id: "properties-array",
  source: "modelcontextprotocol/php-sdk#405",
  apply: (schema, context) =>
    mapSubschemas(schema, context.dialect, (node, at) => {
      if (!isJsonObject(node)) return node;
      let out: JsonObject | undefined;
      for (const [keyword, value] of Object.entries(node)) {
        if (positionOf(context.dialect, keyword) !== "map" || !Array.isArray(value) || value.length > 0) continue;
        out ??= { ...node };
        setOwn(out, keyword, {});
        note(context, propertiesArray, pointer(at.path, keyword), "same", `${keyword}: [] written {}`);
      }
      return out ?? node;
    }),
};
