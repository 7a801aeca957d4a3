/**
 * `dialect-draft-07`: a 2020-12 schema (labelled so, or unlabelled: MCP 2025-11-25 reads no label as 2020-12) is
 * converted to draft-07 with its meaning kept exactly (`convertRead` of `@mcp-wire/dialect`) and labelled draft-07,
 * for readers of draft-07: Ajv's default class has no 2020-12 meta-schema and refuses to compile a 2020-12 label
 * (npm:ajv@8.20.0: "no schema with key or ref"), and the SDK 1.x client reads every schema with draft-07 rules
 * (a tuple's `items: false` refuses every element). A draft-07 schema is left as it is; another dialect (2019-09), a
 * schema with a remote reference or a dynamic one (`$dynamicRef`, `$dynamicAnchor`: their resolution is the target
 * dialect's), or a 2020-12 form with no exact draft-07 one (`unevaluated*`, …), is left with an issue. Never
 * requested together with `dialect-2020-12` (no host reads both ways).
 */
import { show } from "@mcp-wire/core";
import { convertRead, isJsonObject, own } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { dynamicReferences, referencesOf } from "../refs.js";

export const dialectDraft07: Rewrite = {
  id: "dialect-draft-07",
  source: "npm:ajv@8.20.0",
  apply: (schema, context) => {
    if (typeof schema === "boolean" || context.dialect === "draft-07") return schema;
    if (context.dialect !== "2020-12") {
      refuse(context, "no-loosening-form", "/$schema", `only a 2020-12 schema is converted to draft-07 (read as ${context.dialect}${Object.hasOwn(schema, "$schema") ? `, label ${show(own(schema, "$schema"))}` : ""})`);
      return schema;
    }
    const remote = referencesOf(schema, context.dialect).find(({ ref }) => !ref.startsWith("#"));
    const dynamic = dynamicReferences(schema, context.dialect)[0];
    if (remote !== undefined || dynamic !== undefined) {
      refuse(context, "no-loosening-form", remote?.path ?? dynamic ?? "", "a remote or dynamic reference resolves by the target's own dialect: not converted to draft-07");
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
