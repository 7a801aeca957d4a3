/**
 * `root-combinators`: removes root `allOf` / `anyOf` / `oneOf`, which the Anthropic API refuses ("input_schema does
 * not support oneOf, allOf, or anyOf at the top level": langchain-ai/langchain#39271, anthropics/claude-code#5319).
 * - `allOf`: each member's keywords move to the root (same meaning); `properties` and `patternProperties` merge by
 *   name (`allOf` of both where a name repeats), `required` lists join; a keyword the root already holds with another
 *   value, and a member's `additionalProperties` / `unevaluatedProperties` (bound to the member's own names), are
 *   dropped (looser), as is the root's own `additionalProperties` check of the names that moved up.
 * - `anyOf` / `oneOf`: folded into the union of the branches: each property a branch names gets the branches'
 *   schemas for it (`anyOf` of them, `{}` where a branch leaves it open), `required` keeps the names every branch
 *   requires, `type: "object"` and `additionalProperties: false` stay when every branch has them; every other branch
 *   constraint is dropped (looser) and the alternatives are said in `description`.
 * A reference into a root combinator, a reference to the root from a non-positive place, or a member or branch with
 * its own `$id` or anchor, leaves the root as it is, with an issue.
 */
import { clip, fragmentTokens, pointer, show } from "@mcp-wire/core";
import { isJsonObject, own, setOwn, type JsonObject, type JsonSchema, type JsonValue } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite, type RewriteContext } from "../context.js";
import { matchesNothing } from "../object-proof.js";
import { referencesOf } from "../refs.js";
import { blockedPlaces, describeMore, sameJson, without } from "../walk.js";

const COMBINATORS: readonly string[] = ["allOf", "anyOf", "oneOf"];

/** Name → schema maps that merge by name. */
const MAPS: readonly string[] = ["properties", "patternProperties"];

/** Keywords bound to what their own schema evaluates: a member's are dropped; the root's `additionalProperties` checks
 *  fewer names after a merge, and the root's `unevaluated*`, which read the members, are dropped with them. */
const NAME_BOUND: readonly string[] = ["additionalProperties", "unevaluatedProperties", "unevaluatedItems"];
const UNEVALUATED: readonly string[] = ["unevaluatedProperties", "unevaluatedItems"];

/** Keywords that read each other: a member's group moves up whole when the root has none of it, else is dropped. */
const GROUPS: readonly (readonly string[])[] = [
  ["if", "then", "else"],
  ["prefixItems", "items", "additionalItems"],
  ["contains", "minContains", "maxContains"],
];

/** Annotations merged into the root description (title and description) or dropped (the rest: no validation). */
const ANNOTATIONS: readonly string[] = ["title", "description", "$comment", "examples", "default", "deprecated", "readOnly", "writeOnly"];

/** Keywords that name a member or branch from elsewhere: folding it would move or lose what they name. */
const IDENTITY: readonly string[] = ["$id", "$anchor", "$dynamicAnchor", "$recursiveAnchor"];

/** Longest text about the alternatives written into the description, and per alternative. */
const MAX_ALTERNATIVES_TEXT = 4_000;
const MAX_ALTERNATIVE_TEXT = 600;

/** Most passes (a member may bring its own root combinator up). */
const MAX_PASSES = 8;

function mergeAll(root: JsonObject, context: RewriteContext): JsonObject {
  const members = own(root, "allOf") as JsonValue[];
  const out: JsonObject = without(root, ["allOf", ...UNEVALUATED]);
  for (const key of UNEVALUATED) {
    if (Object.hasOwn(root, key)) note(context, rootCombinators, pointer("", key), "looser", `${key} dropped with the root allOf it read`);
  }
  const said: string[] = [];
  let newNames = false;
  members.forEach((member, index) => {
    const at = pointer("", "allOf", index);
    if (matchesNothing(member as JsonSchema)) {
      if (Object.hasOwn(out, "not")) note(context, rootCombinators, at, "looser", "a member that matches nothing dropped (the root has its own not)");
      else setOwn(out, "not", {});
      return;
    }
    if (!isJsonObject(member)) return; // true: no constraint
    const grouped = new Set<string>();
    for (const group of GROUPS) {
      const held = group.filter((key) => Object.hasOwn(member, key));
      if (held.length === 0) continue;
      const free = !group.some((key) => Object.hasOwn(out, key));
      for (const key of held) {
        grouped.add(key);
        if (free) setOwn(out, key, member[key] as JsonValue);
      }
      if (!free) note(context, rootCombinators, pointer(at, held[0] as string), "looser", `${held.join(", ")} of an allOf member dropped (the root has its own ${group.join("/")})`);
    }
    for (const [key, value] of Object.entries(member)) {
      const path = pointer(at, key);
      if (grouped.has(key)) continue;
      if (MAPS.includes(key) && isJsonObject(value)) {
        const merged: JsonObject = isJsonObject(out[key]) && Object.hasOwn(out, key) ? { ...(out[key] as JsonObject) } : {};
        for (const [name, schema] of Object.entries(value)) {
          if (!Object.hasOwn(merged, name)) newNames = true;
          setOwn(merged, name, Object.hasOwn(merged, name) ? { allOf: [merged[name] as JsonValue, schema] } : schema);
        }
        setOwn(out, key, merged);
      } else if (key === "required" && Array.isArray(value)) {
        const earlier = own(out, "required");
        const names = [...(Array.isArray(earlier) ? earlier : []), ...value];
        setOwn(out, "required", names.filter((name, position) => names.indexOf(name) === position));
      } else if (key === "title" || key === "description") {
        if (typeof value === "string" && value !== "") said.push(value);
      } else if (ANNOTATIONS.includes(key) || key === "$defs" || key === "definitions" || key === "$schema") {
        // annotations validate nothing; the member's definitions are unreferenced (references into allOf stop the fold);
        // a `$schema` below the root without an `$id` declares nothing
      } else if (NAME_BOUND.includes(key)) {
        note(context, rootCombinators, path, "looser", `${key} of an allOf member dropped (it was bound to that member's names)`);
      } else if (!Object.hasOwn(out, key)) {
        if (key === "$ref" && context.dialect === "draft-07") note(context, rootCombinators, path, "looser", "$ref of an allOf member dropped (beside root keywords, draft-07 would ignore them)");
        else setOwn(out, key, value);
      } else if (!sameJson(out[key], value)) {
        note(context, rootCombinators, path, "looser", `${key} of an allOf member dropped (the root has another ${key})`);
      }
    }
  });
  if (newNames && Object.hasOwn(out, "additionalProperties")) {
    note(context, rootCombinators, "/additionalProperties", "looser", "additionalProperties no longer checks the names the allOf members declared");
  }
  if (said.length > 0) setOwn(out, "description", describeMore(out, said.join("\n\n")));
  note(context, rootCombinators, "/allOf", "same", "root allOf merged into the root");
  return out;
}

/** Whether a branch allows no name outside its `properties` (`additionalProperties: false`, no `patternProperties`). */
function closed(branch: JsonObject): boolean {
  return own(branch, "additionalProperties") === false && !Object.hasOwn(branch, "patternProperties");
}

function foldUnion(root: JsonObject, keyword: "anyOf" | "oneOf", context: RewriteContext): JsonObject {
  const branches = (own(root, keyword) as JsonValue[]).filter((branch) => !matchesNothing(branch as JsonSchema));
  const known = branches.filter(isJsonObject);
  const open = known.length < branches.length; // a `true` branch (or one no object schema describes)
  const rootProperties = isJsonObject(own(root, "properties")) ? (root["properties"] as JsonObject) : {};
  const properties: JsonObject = { ...rootProperties };
  const names = new Set<string>();
  for (const branch of known) {
    const declared = own(branch, "properties");
    if (isJsonObject(declared)) for (const name of Object.keys(declared)) if (!Object.hasOwn(rootProperties, name)) names.add(name);
  }
  for (const name of names) {
    const schemas: JsonValue[] = [];
    let anything = open;
    for (const branch of known) {
      const declared = own(branch, "properties");
      if (isJsonObject(declared) && Object.hasOwn(declared, name)) schemas.push(declared[name] as JsonValue);
      else if (!closed(branch)) anything = true;
    }
    const first = schemas[0];
    const annotation: JsonObject = isJsonObject(first) && typeof own(first, "description") === "string" ? { description: first["description"] as string } : {};
    setOwn(properties, name, anything ? annotation : schemas.every((schema) => sameJson(schema, first)) ? (first as JsonValue) : { anyOf: schemas });
  }
  const requiredBy = (branch: JsonObject): string[] => {
    const list = own(branch, "required");
    return Array.isArray(list) ? list.filter((name): name is string => typeof name === "string") : [];
  };
  const common = open || known.length === 0 ? [] : requiredBy(known[0] as JsonObject).filter((name) => known.every((branch) => requiredBy(branch).includes(name)));
  const earlier = own(root, "required");
  const required = [...(Array.isArray(earlier) ? earlier : []), ...common].filter((name, index, all) => all.indexOf(name) === index);
  const out: JsonObject = without(root, [keyword, "properties", "required", "unevaluatedProperties", "unevaluatedItems"]);
  if (Object.keys(properties).length > 0) setOwn(out, "properties", properties);
  if (required.length > 0) setOwn(out, "required", required);
  if (!Object.hasOwn(out, "type") && known.length > 0 && !open && known.every((branch) => own(branch, "type") === "object")) setOwn(out, "type", "object");
  if (!Object.hasOwn(out, "additionalProperties") && known.length > 0 && !open && known.every(closed)) setOwn(out, "additionalProperties", false);
  for (const key of ["unevaluatedProperties", "unevaluatedItems"]) {
    if (Object.hasOwn(root, key)) note(context, rootCombinators, pointer("", key), "looser", `${key} dropped with the root ${keyword} it read`);
  }
  const lead = keyword === "oneOf" ? "Exactly one of these forms applies" : "At least one of these forms applies";
  const listed = branches.map((branch, index) => `${index + 1}. ${show(branch, MAX_ALTERNATIVE_TEXT)}`).join("\n");
  setOwn(out, "description", describeMore(root, clip(`${lead}:\n${listed}`, MAX_ALTERNATIVES_TEXT)));
  note(context, rootCombinators, pointer("", keyword), "looser", `root ${keyword} folded into the union of its ${branches.length} branches; they are listed in description`);
  return out;
}

/** Whether some member of a combinator's list carries an identity keyword. */
function carriesIdentity(members: JsonValue | undefined): boolean {
  return Array.isArray(members) && members.some((member) => isJsonObject(member) && IDENTITY.some((key) => Object.hasOwn(member, key)));
}

/** Whether a `$ref` fragment points into a root combinator. */
function pointsIntoCombinator(ref: string): boolean {
  const tokens = ref.startsWith("#") ? fragmentTokens(ref.slice(1)) : undefined;
  return tokens !== undefined && tokens.length > 0 && COMBINATORS.includes(tokens[0] as string);
}

export const rootCombinators: Rewrite = {
  id: "root-combinators",
  source: "langchain-ai/langchain#39271",
  apply: (schema, context) => {
    if (!isJsonObject(schema) || !COMBINATORS.some((keyword) => Object.hasOwn(schema, keyword))) return schema;
    const malformed = COMBINATORS.find((keyword) => Object.hasOwn(schema, keyword) && !Array.isArray(schema[keyword]));
    const into = referencesOf(schema, context.dialect).find(({ ref }) => pointsIntoCombinator(ref));
    const named = malformed === undefined && COMBINATORS.some((keyword) => carriesIdentity(schema[keyword]));
    if (malformed !== undefined || into !== undefined || named || blockedPlaces(schema, context.dialect)("")) {
      const why =
        malformed !== undefined
          ? `${malformed} is not an array`
          : into !== undefined
            ? `a $ref (at ${into.path || "the root"}) points into a root combinator`
            : named
              ? "a member or branch has its own $id or anchor"
              : "a $ref in a negated place refers to the root";
      refuse(context, "no-loosening-form", "", `root combinators left as they are: ${why}`);
      return schema;
    }
    let out: JsonObject = schema;
    for (let pass = 0; pass < MAX_PASSES && COMBINATORS.some((keyword) => Object.hasOwn(out, keyword)); pass++) {
      if (Object.hasOwn(out, "allOf") && Array.isArray(out["allOf"])) out = mergeAll(out, context);
      else if (Object.hasOwn(out, "anyOf") && Array.isArray(out["anyOf"])) out = foldUnion(out, "anyOf", context);
      else if (Object.hasOwn(out, "oneOf") && Array.isArray(out["oneOf"])) out = foldUnion(out, "oneOf", context);
      else break;
    }
    if (COMBINATORS.some((keyword) => Object.hasOwn(out, keyword))) refuse(context, "no-loosening-form", "", `root combinators nested more than ${MAX_PASSES} deep left`);
    return out;
  },
};
