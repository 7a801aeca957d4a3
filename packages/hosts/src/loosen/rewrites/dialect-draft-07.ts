/**
 * `dialect-draft-07`: a 2020-12 schema (labelled so, or unlabelled: MCP 2025-11-25 reads no label as 2020-12) is
 * converted to draft-07 with its meaning kept exactly (`convertRead` of `@mcp-wire/dialect`) and labelled draft-07,
 * for hosts on Ajv's default class, which has no 2020-12 meta-schema and refuses to compile a 2020-12 label
 * (npm:ajv@8.20.0: "no schema with key or ref"). A draft-07 schema is left as it is; another label, or a 2020-12
 * form with no exact draft-07 one (`unevaluated*`, `$dynamicRef`, …), is left with an issue. Never requested together
 * with `dialect-2020-12` (no host reads both ways).
 */
import { convertRead, dialectOf, isJsonObject, own } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";

export const dialectDraft07: Rewrite = {
  id: "dialect-draft-07",
  source: "npm:ajv@8.20.0",
  apply: (schema, context) => {
    if (typeof schema === "boolean") return schema;
    const declared = Object.hasOwn(schema, "$schema") ? dialectOf(schema) : "2020-12";
    if (declared === "draft-07") return schema;
    if (declared !== "2020-12") {
      refuse(context, "no-loosening-form", "/$schema", `only a 2020-12 schema is converted to draft-07 (label ${JSON.stringify(own(schema, "$schema"))})`);
      return schema;
    }
    const converted = convertRead(schema, { from: "2020-12", to: "draft-07" });
    if (converted.schema === undefined || !isJsonObject(converted.schema)) {
      for (const issue of converted.issues) refuse(context, "no-loosening-form", issue.path, `no exact draft-07 form: ${issue.message}`);
      return schema;
    }
    context.dialect = "draft-07";
    note(context, dialectDraft07, "/$schema", "same", "2020-12 schema converted to draft-07 and labelled so");
    return converted.schema;
  },
};
