/**
 * `array-items`: an array schema without `items` gets `items: {}`, which accepts every element, as the absent
 * keyword did (JSON Schema 2020-12 core §10.3.1.2). VS Code refuses "tool parameters array type must have items"
 * (microsoft/vscode#246119). Beside `unevaluatedItems` the added `items` marks every element evaluated, a loosening
 * (in a non-positive place the keywords above are widened first, walk.ts; left alone, with an issue, in the target
 * of a `$ref` that sits in a non-positive place).
 */
import { pointer } from "@mcp-wire/core";
import { isJsonObject, own, setOwn, type JsonObject } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { mapSubschemas } from "../walk.js";

/** Whether a `type` value names `array`. */
function namesArray(type: unknown): boolean {
  return type === "array" || (Array.isArray(type) && type.includes("array"));
}

export const arrayItems: Rewrite = {
  id: "array-items",
  source: "microsoft/vscode#246119",
  apply: (schema, context) =>
    mapSubschemas(
      schema,
      context.dialect,
      (node, at) => {
        if (!isJsonObject(node) || !namesArray(own(node, "type")) || Object.hasOwn(node, "items")) return node;
        const unevaluated = Object.hasOwn(node, "unevaluatedItems");
        const path = pointer(at.path, "items");
        if (unevaluated && !at.positive && !at.widen()) {
          refuse(context, "no-loosening-form", path, "items: {} beside unevaluatedItems here would tighten");
          return node;
        }
        const out: JsonObject = { ...node };
        setOwn(out, "items", {});
        note(context, arrayItems, path, unevaluated ? "looser" : "same", unevaluated ? "items: {} added (unevaluatedItems no longer applies)" : "items: {} added");
        return out;
      },
      (path, message) => note(context, arrayItems, path, "looser", message),
    ),
};
