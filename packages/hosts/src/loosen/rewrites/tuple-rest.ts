/**
 * `tuple-rest`: in a 2020-12 schema, an `items` beside `prefixItems` (the elements after the tuple, 2020-12
 * applicator §10.3.1.2) is dropped, for readers that apply draft-07 rules, where `items` applies to every element: the
 * SDK 1.x client validates `{ prefixItems: [number, number], items: false }` by refusing every element
 * (npm:@modelcontextprotocol/sdk@1.32.2). Same meaning when `maxItems` already stops at the tuple's length (or `items`
 * is `true` / `{}`), else looser. In a non-positive place the keywords above it are widened first (walk.ts); in the
 * target of a `$ref` that sits in one, it is left as it is, with an issue; so is every tuple of a schema with an
 * `unevaluatedItems` (it would then see the elements `items` evaluated: tighter). A schema read as draft-07 is left
 * alone.
 */
import { pointer } from "@mcp-wire/core";
import { isJsonObject, own } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { forEachSubschema, mapSubschemas, without } from "../walk.js";

/** Whether `items` accepts every element anyway. */
const open = (items: unknown): boolean => items === true || (isJsonObject(items) && Object.keys(items).length === 0);

export const tupleRest: Rewrite = {
  id: "tuple-rest",
  source: "npm:@modelcontextprotocol/sdk@1.32.2",
  apply: (schema, context) => {
    if (context.dialect !== "2020-12") return schema;
    let unevaluated = false;
    forEachSubschema(schema, context.dialect, (node) => {
      if (isJsonObject(node) && Object.hasOwn(node, "unevaluatedItems")) unevaluated = true;
    });
    return mapSubschemas(
      schema,
      context.dialect,
      (node, at) => {
        if (!isJsonObject(node) || !Array.isArray(own(node, "prefixItems")) || !Object.hasOwn(node, "items")) return node;
        const items = own(node, "items");
        const length = (own(node, "prefixItems") as unknown[]).length;
        const max = own(node, "maxItems");
        const same = open(items) || (typeof max === "number" && max <= length);
        const path = pointer(at.path, "items");
        if (unevaluated) {
          refuse(context, "no-loosening-form", path, "items beside prefixItems: an unevaluatedItems would then see the elements it evaluated");
          return node;
        }
        if (!same && !at.positive && !at.widen()) {
          refuse(context, "no-loosening-form", path, "items beside prefixItems: dropping it here would tighten");
          return node;
        }
        note(context, tupleRest, path, same ? "same" : "looser", same ? "items beside prefixItems dropped (maxItems already ends the tuple)" : "items beside prefixItems dropped: draft-07 readers apply it to every element");
        return without(node, ["items"]);
      },
      (widenedAt, message) => note(context, tupleRest, widenedAt, "looser", message),
    );
  },
};
