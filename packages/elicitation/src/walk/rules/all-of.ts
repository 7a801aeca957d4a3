/**
 * `allOf` of plain schemas (zod writes chained `.regex()` as an `allOf` of patterns), merged into the field
 * (`all-of-merged`). Source: JSON Schema 2020-12 Core §10.2.1.1.
 */
import { pointer } from "@mcp-wire/core";
import { isRecord, type JsonRecord } from "../../tree.js";
import { note, reject, type Entries, type Entry, type WalkContext } from "../context.js";
import { patternFate } from "./pattern.js";
import { entriesOf } from "./ref.js";

/**
 * An `allOf` of plain schemas (zod writes chained `.regex()` as an `allOf` of patterns) merged into
 * the field: a conjunction of keywords is the same field when no keyword repeats. Each pattern from
 * it gets its own fate; any other repeated keyword is structure the wire cannot carry.
 */
export function mergeAllOf(entries: Entries, ctx: WalkContext): boolean {
  const allOf = entries.get("allOf");
  if (!allOf) return true;
  const members = Array.isArray(allOf.value) ? allOf.value : [];
  if (members.length === 0 || !members.every((m) => isRecord(m))) {
    reject(ctx, allOf.path, "structure-unsupported", "`allOf` must hold schemas to merge into the field");
    return false;
  }
  entries.delete("allOf");
  const patterns: Entry[] = [];
  let merged = true;
  members.forEach((member, i) => {
    for (const [key, entry] of entriesOf(member as JsonRecord, pointer(allOf.path, i))) {
      if (key === "pattern") patterns.push(entry);
      else if (entries.has(key)) {
        reject(ctx, entry.path, "structure-unsupported", `\`${key}\` appears in \`allOf\` and beside it; write it once`);
        merged = false;
      } else entries.set(key, entry);
    }
  });
  if (!merged) return false;
  note(ctx, allOf.path, "all-of-merged", "`allOf` merged into the field");
  for (const pattern of patterns) patternFate(entries, pattern, ctx);
  return true;
}
