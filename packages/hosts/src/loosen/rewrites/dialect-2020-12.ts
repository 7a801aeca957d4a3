/**
 * `dialect-2020-12`: a schema labelled draft-07 is converted to 2020-12 with its meaning kept exactly
 * (`convertRead` of `@mcp-wire/dialect`: tuples, definitions, dependencies, fragment ids) and its label removed
 * (MCP 2025-11-25 reads a schema without `$schema` as 2020-12), for hosts that load 2020-12 only: the TS SDK 2.0
 * betas refuse any other label (modelcontextprotocol/typescript-sdk#2532). An unlabelled schema keeps being 2020-12,
 * but its forms that are invalid in 2020-12 and definite in draft-07 (`items: [...]` with `additionalItems`,
 * `dependencies`, `$id: "#name"`) are read with their draft-07 meaning (`readDraft07Forms`), which a 2020-12 reader
 * otherwise refuses to compile; a 2020-12 schema is left as it is; another label (draft-04, draft-06, 2019-09,
 * unknown), or a draft-07 form with no exact 2020-12 one, is left with an issue.
 */
import { convertRead, dialectOf, isJsonObject, own, readDraft07Forms, type JsonObject } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { without } from "../walk.js";

export const dialect202012: Rewrite = {
  id: "dialect-2020-12",
  source: "modelcontextprotocol/typescript-sdk#2532",
  apply: (schema, context) => {
    if (!isJsonObject(schema)) return schema;
    if (!Object.hasOwn(schema, "$schema")) {
      const read = readDraft07Forms(schema);
      for (const found of read.notes) note(context, dialect202012, found.path, "same", found.message);
      return read.schema;
    }
    const declared = dialectOf(schema);
    if (declared === "2020-12") return schema;
    if (declared !== "draft-07") {
      refuse(context, "no-loosening-form", "/$schema", `only a draft-07 schema is converted to 2020-12 (label ${JSON.stringify(own(schema, "$schema"))})`);
      return schema;
    }
    const converted = convertRead(schema, { from: "draft-07", to: "2020-12" });
    if (converted.schema === undefined) {
      for (const issue of converted.issues) refuse(context, "no-loosening-form", issue.path, `no exact 2020-12 form: ${issue.message}`);
      return schema;
    }
    context.dialect = "2020-12";
    note(context, dialect202012, "/$schema", "same", "draft-07 schema converted to 2020-12, its label removed (no label reads as 2020-12)");
    return isJsonObject(converted.schema) ? without(converted.schema as JsonObject, ["$schema"]) : converted.schema;
  },
};
