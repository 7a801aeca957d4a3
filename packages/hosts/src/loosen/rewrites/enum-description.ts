/**
 * `enum-description`: an `enum` that is empty or holds a value other than a string is dropped, and its values are
 * said in `description` (JSON text, never stringified into the enum: the server must keep receiving `6`, not `"6"`).
 * For hosts on the OpenAPI 3.0 subset, which take `enum` on strings only and never empty (BrokkAi/bifrost#25,
 * anomalyco/opencode#12784). A loosening; in a non-positive place the keywords above it are widened first
 * (walk.ts), and in the target of a `$ref` that sits in a non-positive place it is left as it is, with an issue.
 */
import { clip, pointer, show } from "@mcp-wire/core";
import { isJsonObject, own, setOwn, type JsonObject } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { describeMore, mapSubschemas } from "../walk.js";

/** Longest list of values written into a description. */
const MAX_LISTED = 1_000;

export const enumDescription: Rewrite = {
  id: "enum-description",
  source: "BrokkAi/bifrost#25",
  apply: (schema, context) =>
    mapSubschemas(
      schema,
      context.dialect,
      (node, at) => {
        const values = isJsonObject(node) ? own(node, "enum") : undefined;
        if (!isJsonObject(node) || values === undefined) return node;
        if (!Array.isArray(values) || (values.length > 0 && values.every((value) => typeof value === "string"))) return node;
        const path = pointer(at.path, "enum");
        if (!at.positive && !at.widen()) {
          refuse(context, "no-loosening-form", path, "a non-string or empty enum here cannot be dropped without tightening");
          return node;
        }
        const said = values.length === 0 ? "No value is allowed here (empty enum)." : `Allowed values (JSON): ${clip(values.map((value) => show(value, 200)).join(", "), MAX_LISTED)}`;
        const out: JsonObject = {};
        for (const [key, value] of Object.entries(node)) if (key !== "enum" && key !== "description") setOwn(out, key, value);
        setOwn(out, "description", describeMore(node, said));
        note(context, enumDescription, path, "looser", values.length === 0 ? "empty enum dropped" : "enum with non-string values dropped; its values are in description");
        return out;
      },
      (path, message) => note(context, enumDescription, path, "looser", message),
    ),
};
