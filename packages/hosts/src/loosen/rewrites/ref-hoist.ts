/**
 * `ref-hoist`: every same-document `$ref` is made to start with `#/$defs/`, Kimi's rule (a `#/definitions/…`,
 * `#/properties/…`, `#` or anchor reference refuses the whole list: Softeria/ms-365-mcp-server#576,
 * modelcontextprotocol/typescript-sdk#2100). Kimi's refusal of a `$ref` with sibling keywords is not handled here. Each other target is copied under a fresh `$defs` name (its anchors and
 * ids left out, so none repeats) and every reference to it, the copies' own included, points there: same meaning,
 * since JSON Pointer references resolve in the same document (2020-12 core §8.2.3.1). In a draft-07 schema the copies
 * sit under `$defs` too, which draft-07 validators resolve by pointer (checked with npm:ajv@8.20.0). Remote and
 * dangling references are left as they are, with an issue; a schema with an embedded `$id` or a dynamic reference is
 * left whole, with an issue.
 */
import { escapeToken, pointer, show } from "@mcp-wire/core";
import { isJsonObject, own, setOwn, type JsonObject } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { dynamicReferences, embeddedResources, referencesOf, resolverFor } from "../refs.js";
import { anonymous, mapSubschemas, walkingDialect, without } from "../walk.js";

/** The compliant prefix. */
const PREFIX = "#/$defs/";

/** Keywords a copy of the root leaves out: what only the root holds. */
const ROOT_ONLY: readonly string[] = ["$defs", "definitions", "$id"];

/** A readable, unused `$defs` name for a target at `path`. */
function freshName(path: string, taken: Set<string>): string {
  const last = path.slice(path.lastIndexOf("/") + 1).replace(/[^A-Za-z0-9_.-]/g, "_");
  const stem = last === "" ? "root" : last;
  let name = stem;
  for (let n = 2; taken.has(name); n++) name = `${stem}_${n}`;
  taken.add(name);
  return name;
}

export const refHoist: Rewrite = {
  id: "ref-hoist",
  source: "Softeria/ms-365-mcp-server#576",
  apply: (schema, context) => {
    if (!isJsonObject(schema)) return schema;
    const dialect = walkingDialect(context.dialect);
    const references = referencesOf(schema, dialect).filter(({ ref }) => !ref.startsWith(PREFIX));
    if (references.length === 0) return schema;
    const embedded = embeddedResources(schema, dialect);
    const dynamic = dynamicReferences(schema, dialect);
    if (embedded.length > 0 || dynamic.length > 0) {
      const [path, why] = embedded.length > 0 ? [embedded[0], "references under an embedded $id resolve against another base"] : [dynamic[0], "a dynamic reference resolves by scope, which copies would change"];
      refuse(context, "unresolved-ref", path as string, `${why}; none hoisted`);
      return schema;
    }
    const existing = own(schema, "$defs");
    const defs: JsonObject = isJsonObject(existing) ? { ...existing } : {};
    const taken = new Set(Object.keys(defs));
    const renamed = new Map<string, string>();
    const resolve = resolverFor(schema, context.dialect);
    for (const { path, ref } of references) {
      if (renamed.has(ref)) continue;
      const resolved = resolve(ref);
      if (!resolved.found) {
        refuse(context, "unresolved-ref", pointer(path, "$ref"), `$ref ${show(ref)} is ${resolved.why}; left as it is`);
        continue;
      }
      const name = freshName(resolved.path, taken);
      const target = resolved.target;
      const copy = anonymous(isJsonObject(target) && resolved.path === "" ? without(target, ROOT_ONLY) : target, dialect);
      setOwn(defs, name, copy);
      renamed.set(ref, `${PREFIX}${escapeToken(name)}`);
    }
    if (renamed.size === 0) return schema;
    const withDefs: JsonObject = { ...schema };
    setOwn(withDefs, "$defs", defs);
    return mapSubschemas(withDefs, dialect, (node, at) => {
      const ref = isJsonObject(node) ? own(node, "$ref") : undefined;
      const next = typeof ref === "string" ? renamed.get(ref) : undefined;
      if (!isJsonObject(node) || next === undefined) return node;
      note(context, refHoist, pointer(at.path, "$ref"), "same", `$ref ${show(ref)} written ${show(next)}`);
      const out: JsonObject = { ...node };
      setOwn(out, "$ref", next);
      return out;
    });
  },
};
