/**
 * The fate of a `pattern`: a library's own restatement of a wire `format` (known from the conversion, which reads it
 * in the schema's definition, or from probes of the installed libraries) is dropped (the format
 * stays, or is restored when the library wrote the pattern alone) with a note that says what it is —
 * not lossless: the library's regex is stricter than what clients check for the format (`a@b.c`
 * passes `format: "email"`, not zod's email regex), and it still applies on reading; a pattern beside a format from a
 * vendor mcp-wire does not know is dropped with a note; any other pattern is the user's own
 * constraint and is never silently dropped (rejected, or dropped and listed under
 * `onUnsupported: "drop"`).
 */
import { classifyPattern, companionFormat } from "../../companions.js";
import { note, unsupported, type Entries, type Entry, type WalkContext } from "../context.js";
import { show } from "@mcp-wire/core";

/**
 * The note of a dropped `pattern` that is the vendor's own regex for the field's wire `format` (`format-companion-dropped`).
 * @param path - the JSON Pointer of the `pattern`
 */
export function companionDropped(ctx: WalkContext, path: string, format: string): void {
  note(ctx, path, "format-companion-dropped", `advertised as format "${format}"; your pattern still applies on reading`);
}

/** Decides one pattern's fate; may add the `format` the pattern stands for to `entries`. */
export function patternFate(entries: Entries, pattern: Entry, ctx: WalkContext): void {
  const text = typeof pattern.value === "string" ? pattern.value : undefined;
  const format = entries.get("format")?.value;
  if (format === undefined && text !== undefined) {
    const restored = ctx.formatPatterns.get(text) ?? companionFormat(ctx.source, text);
    if (restored !== undefined && ctx.grammar.formats.has(restored)) {
      entries.set("format", pattern.withValue(restored));
      note(ctx, pattern.path, "companion-to-format", `advertised as format "${restored}"; your pattern still applies on reading`);
      return;
    }
  }
  const wireFormat = typeof format === "string" && ctx.grammar.formats.has(format) ? format : undefined;
  const vendorsOwn = text !== undefined && wireFormat !== undefined && ctx.formatPatterns.get(text) === wireFormat;
  const kind = vendorsOwn ? "companion" : wireFormat && text !== undefined ? classifyPattern(ctx.source, wireFormat, text) : "user";
  if (kind === "companion") companionDropped(ctx, pattern.path, wireFormat as string);
  else if (kind === "unknown-vendor") {
    note(ctx, pattern.path, "format-companion-dropped", `pattern beside format "${wireFormat}" from vendor ${show(ctx.source)} dropped; content is re-checked by the schema`);
  } else unsupported(ctx, pattern.path, "pattern-unsupported", `pattern ${show(pattern.value)} cannot be sent: the wire has no \`pattern\``);
}
