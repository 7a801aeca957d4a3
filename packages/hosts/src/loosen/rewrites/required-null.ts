/**
 * `required-null`: `"required": null` is dropped; it names no property, so nothing was required. The 2025 wire
 * definitions and the meta-schemas refuse it, and hosts lose the whole list (Cursor: MervinPraison/PraisonAI#3111).
 */
import { isJsonObject, own } from "@mcp-wire/dialect";
import { pointer } from "@mcp-wire/core";
import { note, type Rewrite } from "../context.js";
import { mapSubschemas, without } from "../walk.js";

export const requiredNull: Rewrite = {
  id: "required-null",
  source: "MervinPraison/PraisonAI#3111",
  apply: (schema, context) =>
    mapSubschemas(schema, context.dialect, (node, at) => {
      if (!isJsonObject(node) || own(node, "required") !== null) return node;
      note(context, requiredNull, pointer(at.path, "required"), "same", "required: null dropped (it requires nothing)");
      return without(node, ["required"]);
    }),
};
