/**
 * `unlabel-2020-12`: the root `$schema` of a schema read as 2020-12 is removed, for hosts that refuse every label
 * (Gemini function declarations and the OpenAPI 3.0 subset: `$schema` is no field of their Schema object,
 * microsoft/azure-devops-mcp#139). Same meaning: MCP 2025-11-25 reads a schema without `$schema` as 2020-12. A schema
 * read as another dialect keeps its label (`dialect-2020-12` converts a draft-07 one first).
 */
import { isJsonObject } from "@mcp-wire/dialect";
import { note, type Rewrite } from "../context.js";
import { without } from "../walk.js";

export const unlabel202012: Rewrite = {
  id: "unlabel-2020-12",
  source: "microsoft/azure-devops-mcp#139",
  apply: (schema, context) => {
    if (!isJsonObject(schema) || !Object.hasOwn(schema, "$schema") || context.dialect !== "2020-12") return schema;
    note(context, unlabel202012, "/$schema", "same", "$schema removed (a schema without one reads as 2020-12)");
    return without(schema, ["$schema"]);
  },
};
