/**
 * `anyOf` / `oneOf` of string `const`s: options. Written as `enum` (`options-to-enum`), as the titled form the
 * revision has when every option has a title (`options-to-titled`: `oneOf` for a single-select, `anyOf` inside a
 * multi-select's `items`), or as `enum` + `enumNames` where the revision has no titled variant
 * (`titled-to-legacy`). Empty, nullable and mixed unions reject.
 * Source: MCP `TitledSingleSelectEnumSchema`, `TitledMultiSelectEnumSchema`, `LegacyTitledEnumSchema`.
 */
import { pointer } from "@mcp-wire/core";
import { record, type JsonValue } from "../../tree.js";
import { note, reject, rewrite, type Entries, type Entry, type WalkContext } from "../context.js";
import { isNullOption, readConstOptions, type EnumOption } from "../options.js";
import { addStringType } from "./enum.js";

const UNION_KEYWORDS = ["anyOf", "oneOf"] as const;

/** The titled form the revision has, if any, for options of a single-select (`self`) or multi-select (`items`). */
function titledKeyword(ctx: WalkContext, where: "self" | "items"): "oneOf" | "anyOf" | "enumNames" | undefined {
  for (const v of ctx.grammar.variants) {
    if (where === "self" && v.keys.has("oneOf")) return "oneOf";
    if (where === "items" && v.items?.keys.has("anyOf")) return "anyOf";
  }
  return where === "self" && ctx.grammar.propertyKeys.string.has("enumNames") ? "enumNames" : undefined;
}

/** Writes options in the wire form the revision has; returns the keyword written. */
function writeOptions(entries: Entries, union: Entry, options: EnumOption[], where: "self" | "items", ctx: WalkContext): string {
  options.forEach((o, i) => {
    for (const key of o.extra) {
      note(ctx, pointer(union.path, i, key), "annotation-dropped", `\`${key}\` of an option is not on the wire`);
    }
  });
  const titled = options.every((o) => o.title !== undefined) ? titledKeyword(ctx, where) : undefined;
  if (titled === "oneOf" || titled === "anyOf") {
    rewrite(entries, titled, options.map((o) => record({ const: o.value as JsonValue, title: o.title! })), union);
    const key = union.path.slice(union.path.lastIndexOf("/") + 1);
    if (key !== titled || options.some((o) => o.extra.length > 0)) {
      note(ctx, union.path, "options-to-titled", `options written as titled \`${titled}\``);
    }
    return titled;
  }
  rewrite(entries, "enum", options.map((o) => o.value), union);
  if (titled === "enumNames") {
    rewrite(entries, "enumNames", options.map((o) => o.title!), union);
    note(ctx, union.path, "titled-to-legacy", "titled options written as `enum` + `enumNames` for this revision");
    return "enum";
  }
  note(ctx, union.path, "options-to-enum", "const options written as `enum`");
  options.forEach((o, i) => {
    if (o.title !== undefined) note(ctx, pointer(union.path, i, "title"), "annotation-dropped", "option titles need every option titled");
  });
  return "enum";
}

export function normalizeUnion(entries: Entries, where: "self" | "items", ctx: WalkContext): boolean {
  const present = UNION_KEYWORDS.filter((k) => entries.has(k));
  if (present.length === 0) return true;
  const union = entries.get(present[0]!)!;
  const members = Array.isArray(union.value) ? union.value : [];
  if (Array.isArray(union.value) && members.length === 0) {
    reject(ctx, union.path, "enum-empty", `\`${present[0]}\` has no options: nothing could be chosen`);
    return false;
  }
  const nullAt = members.findIndex(isNullOption);
  if (nullAt >= 0) {
    reject(ctx, pointer(union.path, nullAt), "nullable-unsupported", "a null option makes the field nullable; make it optional instead");
    return false;
  }
  const options = present.length === 1 && !entries.has("enum") ? readConstOptions(union.value) : undefined;
  if (!options) {
    reject(ctx, union.path, "union-unsupported", `\`${present[0]}\` of mixed schemas; the wire carries only options of string consts`);
    return false;
  }
  entries.delete(present[0]!);
  const written = writeOptions(entries, union, options, where, ctx);
  return written === "anyOf" || addStringType(entries, union, ctx);
}
