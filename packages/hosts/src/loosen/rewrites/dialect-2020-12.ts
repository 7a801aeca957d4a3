/**
 * `dialect-2020-12`: a draft-07 schema (labelled so, or read as draft-07 by the `dialect` option) is converted to
 * 2020-12 with its meaning kept exactly (`convertRead` of `@mcp-wire/dialect`: tuples, definitions, dependencies,
 * fragment ids) and labelled 2020-12, for hosts that load 2020-12 only: the TS SDK 2.0 betas refuse any other label
 * (modelcontextprotocol/typescript-sdk#2532). A 2020-12 schema without a label keeps being 2020-12 (MCP 2025-11-25),
 * but its forms that are invalid in 2020-12 and definite in draft-07 (`items: [...]` with `additionalItems`,
 * `dependencies`, `$id: "#name"`) are read with their draft-07 meaning (`readDraft07Forms`), which a 2020-12 reader
 * otherwise refuses to compile; a labelled 2020-12 schema is left as it is; another dialect (2019-09), a draft-07
 * schema with a remote reference (resolved by the target's own dialect), or a draft-07 form with no exact 2020-12
 * one, is left with an issue.
 */
import { show } from "@mcp-wire/core";
import { convertRead, isJsonObject, own, readDraft07Forms } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { referencesOf } from "../refs.js";

export const dialect202012: Rewrite = {
  id: "dialect-2020-12",
  source: "modelcontextprotocol/typescript-sdk#2532",
  apply: (schema, context) => {
    if (!isJsonObject(schema)) return schema;
    if (context.dialect === "2020-12") {
      if (Object.hasOwn(schema, "$schema")) return schema;
      const read = readDraft07Forms(schema);
      for (const found of read.notes) note(context, dialect202012, found.path, "same", found.message);
      return read.schema;
    }
    if (context.dialect !== "draft-07") {
      refuse(context, "no-loosening-form", "/$schema", `only a draft-07 schema is converted to 2020-12 (read as ${context.dialect}${Object.hasOwn(schema, "$schema") ? `, label ${show(own(schema, "$schema"))}` : ""})`);
      return schema;
    }
    const remote = referencesOf(schema, context.dialect).find(({ ref }) => !ref.startsWith("#"));
    if (remote !== undefined) {
      refuse(context, "no-loosening-form", remote.path, "a remote reference resolves by the target's own dialect: not converted to 2020-12");
      return schema;
    }
    const converted = convertRead(schema, { from: "draft-07", to: "2020-12" });
    if (converted.schema === undefined) {
      for (const issue of converted.issues) refuse(context, "no-loosening-form", issue.path, `no exact 2020-12 form: ${issue.message}`);
      return schema;
    }
    context.dialect = "2020-12";
    note(context, dialect202012, "/$schema", "same", "draft-07 schema converted to 2020-12 and labelled so");
    return converted.schema;
  },
};
