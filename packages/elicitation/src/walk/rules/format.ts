/**
 * `format` where the wire carries it: kept when its value is one of the revision's formats, else a constraint the
 * wire cannot advertise (`format-unsupported`: rejected, or dropped under `onUnsupported: "drop"`).
 * Source: MCP `StringSchema.format` (`email`, `uri`, `date`, `date-time`; 2025-06-18 … 2026-07-28).
 */
import { show } from "@mcp-wire/core";
import { unsupported, type Entries, type Entry, type WalkContext } from "../context.js";

/** Keeps `format` in `kept` when the revision has its value; records the refusal otherwise. */
export function formatFate(kept: Entries, format: Entry, ctx: WalkContext): void {
  if (typeof format.value === "string" && ctx.grammar.formats.has(format.value)) kept.set("format", format);
  else unsupported(ctx, format.path, "format-unsupported", `format ${show(format.value)} is not one of ${[...ctx.grammar.formats].join(", ")}`);
}
