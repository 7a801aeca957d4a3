/**
 * `unlabel-2020-12`: the root `$schema` of a schema read as 2020-12 is removed, for hosts that refuse every label
 * (Gemini function declarations and the OpenAPI 3.0 subset: `$schema` is no field of their Schema object,
 * microsoft/azure-devops-mcp#139). Same meaning: MCP 2025-11-25 reads a schema without `$schema` as 2020-12. A schema
 * read as another dialect, or labelled with another meta-schema (a custom one may change the vocabularies), keeps its
 * label (`dialect-2020-12` converts a draft-07 one first).
 */
import { dialectOf, isJsonObject } from "@mcp-wire/dialect";
import { note, type Rewrite } from "../context.js";
import { without } from "../walk.js";

export const unlabel202012: Rewrite = {
  id: "unlabel-2020-12",
  source: "microsoft/azure-devops-mcp#139",
  apply: (schema, context) => {
    // only the 2020-12 meta-schema's own URI: a custom meta-schema may change the vocabularies
    if (!isJsonObject(schema) || !Object.hasOwn(schema, "$schema") || context.dialect !== "2020-12" || dialectOf(schema) !== "2020-12") return schema;
    note(context, unlabel202012, "/$schema", "same", "$schema removed (a schema without one reads as 2020-12)");
    return without(schema, ["$schema"]);
  },
};
