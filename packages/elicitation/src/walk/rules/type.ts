/**
 * `type` arrays: a one-member array is its member (`type-array-collapsed`); a nullable or a union type has no wire
 * field (`nullable-unsupported`, `union-unsupported`).
 * Source: JSON Schema 2020-12 Validation §6.1.1; MCP `PrimitiveSchemaDefinition` (one `type` per field).
 */
import { show } from "@mcp-wire/core";
import { reject, note, rewrite, type Entries, type WalkContext } from "../context.js";

export function normalizeTypeArray(entries: Entries, ctx: WalkContext): boolean {
  const type = entries.get("type");
  if (!type || !Array.isArray(type.value)) return true;
  if (type.value.includes("null")) {
    reject(ctx, type.path, "nullable-unsupported", `type ${show(type.value)} is nullable; the wire has no null: make the field optional instead`);
    return false;
  }
  if (type.value.length !== 1) {
    reject(ctx, type.path, "union-unsupported", `type ${show(type.value)} is a union; a wire field has one type`);
    return false;
  }
  rewrite(entries, "type", type.value[0]!, type);
  note(ctx, type.path, "type-array-collapsed", `type ${show(type.value)} written as ${show(type.value[0])}`);
  return true;
}
