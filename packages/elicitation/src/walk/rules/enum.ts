/**
 * `enum`: the wire's options are strings (`enum-non-string`); options without `type` get `type: "string"`
 * (`enum-type-added`), the only type a wire enum has.
 * Source: MCP `UntitledSingleSelectEnumSchema`, `LegacyTitledEnumSchema` (2025-06-18 … 2026-07-28).
 */
import { pointer, show } from "@mcp-wire/core";
import { note, reject, rewrite, type Entries, type Entry, type WalkContext } from "../context.js";

/** Adds `type: "string"` beside options that have no `type`; rejects options beside another type. */
export function addStringType(entries: Entries, at: Entry, ctx: WalkContext): boolean {
  const type = entries.get("type");
  if (type === undefined) {
    rewrite(entries, "type", "string", at);
    note(ctx, at.path, "enum-type-added", `type "string" added beside the options`);
    return true;
  }
  if (type.value === "string") return true;
  reject(ctx, type.path, "enum-non-string", `enum options must be strings; type ${show(type.value)} cannot carry them`);
  return false;
}

export function normalizeEnum(entries: Entries, ctx: WalkContext): boolean {
  const values = entries.get("enum");
  if (!values) return true;
  if (!Array.isArray(values.value)) {
    reject(ctx, values.path, "invalid-value", `enum must be an array, got ${show(values.value)}`);
    return false;
  }
  const bad = values.value.findIndex((v) => typeof v !== "string");
  if (bad >= 0) {
    reject(ctx, pointer(values.path, bad), "enum-non-string", `enum value ${show(values.value[bad])} is not a string; wire enums hold strings`);
    return false;
  }
  return addStringType(entries, values, ctx);
}
