/**
 * `const`: a string `const` is a one-member `enum` (`const-to-enum`); another `const` has no wire form.
 * Source: JSON Schema 2020-12 Validation §6.1.3; MCP `UntitledSingleSelectEnumSchema`.
 */
import { show } from "@mcp-wire/core";
import { note, reject, rewrite, type Entries, type WalkContext } from "../context.js";
import { addStringType } from "./enum.js";

export function normalizeConst(entries: Entries, ctx: WalkContext): boolean {
  const constant = entries.get("const");
  if (!constant) return true;
  if (typeof constant.value !== "string") {
    reject(ctx, constant.path, "enum-non-string", `const ${show(constant.value)} is not a string; wire enums hold strings`);
    return false;
  }
  if (entries.has("enum")) {
    reject(ctx, constant.path, "variant-conflict", "`const` beside `enum`: write one enum");
    return false;
  }
  entries.delete("const");
  rewrite(entries, "enum", [constant.value], constant);
  note(ctx, constant.path, "const-to-enum", `const ${show(constant.value)} written as a one-member enum`);
  return addStringType(entries, constant, ctx);
}
